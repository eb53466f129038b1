"""How a competent casual Shelem player bids, buries, names trump and plays a card.

The card play is Hokm's rule-based policy (`hokm.policy.rule_play`: the same tricks, the same follow-suit
rules), made to care about points where Shelem differs: a card given to a trick the partner is sure to win is
the richest the hand can spare (a 10 or a 5), and one given to the opponents the poorest.

The bid comes from `estimate`, the points a hand is expected to take as hakem, a linear fit of hand features
to the points taken in rule-based playouts of random deals (`python -m benchmarks.shelem_fit` refits it).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.hokm.policy import rule_play
from bot.ai.hokm.sim import (
    ALL,
    FOUR,
    NO_TRUMP,
    SUIT_MASKS,
    SUIT_OF,
    beats,
    cards_of,
    high,
    legal_mask,
    low,
    winning_index,
)
from bot.games.auction import PASS, bid_action, bid_value
from bot.games.protocol import View

from .knowledge import POINTS, Knowledge, card, points

ACE, KING, QUEEN = 12, 11, 10
TRUMP_HONOURS = {ACE: 1.0, KING: 0.6, QUEEN: 0.3}  # what an honour adds to a suit's length as trump

# estimate(): points taken as hakem = INTERCEPT + WEIGHTS · features(hand)
FEATURES = ("trump length", "trump honours", "side aces", "side kings", "card points", "short suits")
INTERCEPT = 76.0
WEIGHTS = (5.0, 10.4, 5.9, 1.6, 0.17, 3.6)  # fitted over 4000 deals, residual sd 21 points
MARGIN = 5  # bid this far below the estimate
PARTNER_GAP = 20  # overbid the partner only with an estimate this far above his bid


def trump_weight(hand: int, s: int) -> float:
    mine = hand & SUIT_MASKS[s]
    return mine.bit_count() + sum(TRUMP_HONOURS.get(c % 13, 0.0) for c in cards_of(mine))


def best_trump(hand: int) -> int:
    return max(range(4), key=lambda s: (trump_weight(hand, s), s))


def features(hand: int) -> tuple[float, ...]:
    trump = best_trump(hand)
    trumps = hand & SUIT_MASKS[trump]
    side = hand & ~trumps
    side_kings = sum(1 for c in cards_of(side) if c % 13 == KING and (hand & SUIT_MASKS[SUIT_OF[c]]).bit_count() > 1)
    short = sum(1 for s in range(4) if s != trump and (hand & SUIT_MASKS[s]).bit_count() <= 1)
    return (trumps.bit_count(), sum(TRUMP_HONOURS.get(c % 13, 0.0) for c in cards_of(trumps)),
            sum(1 for c in cards_of(side) if c % 13 == ACE), side_kings, points(hand), short)


def estimate(hand: int) -> float:
    """The points the hand's team is expected to take with it as hakem."""
    return INTERCEPT + sum(w * f for w, f in zip(WEIGHTS, features(hand), strict=True))


def choose_bid(view: View) -> str:
    """The cheapest bid while it stays within the hand's estimate, else Pass; a partner's bid is left alone
    unless the hand is much stronger."""
    legal: list[str] = view["legal"]
    values = [v for v in (bid_value(a) for a in legal) if v is not None]
    limit = estimate(card_mask(view["hand"])) - MARGIN
    auction = view["auction"]
    if auction["holder"] is not None and auction["holder"] % 2 == view["seat"] % 2:
        limit = limit if limit >= auction["high"] + PARTNER_GAP else 0
    if values and (values[0] <= limit or PASS not in legal):
        return bid_action(values[0])
    return PASS


def card_mask(codes: Sequence[str]) -> int:
    out = 0
    for code in codes:
        out |= 1 << card(code)
    return out


def burial(hand: int) -> int:
    """The 4 cards to bury from the hakem's 16: a point card that may be lost is banked, short suits are
    emptied; a trump (of the suit he will name) or a card on top of its suit only when nothing else is left,
    and an ace last."""
    trump = best_trump(hand)
    scored: list[tuple[float, int]] = []
    for c in cards_of(hand & ~SUIT_MASKS[trump]):
        mine = hand & SUIT_MASKS[SUIT_OF[c]]
        if not (ALL & SUIT_MASKS[SUIT_OF[c]] & ~mine) >> (c + 1):
            continue  # every higher card of the suit is in the hand: a winner
        length = mine.bit_count()
        scored.append((3.0 * POINTS[c] + (12.0 / length if length <= 3 else 0.0) + 0.5 * (12 - c % 13), c))
    scored.sort(reverse=True)
    chosen = [c for _, c in scored[:4]]
    rest = [c for c in cards_of(hand) if c not in chosen]  # weakest suit and strength first
    rest.sort(key=lambda c: (c % 13 == ACE, SUIT_OF[c] == trump, c % 13))  # a long trump suit spares its lowest
    out = 0
    for c in [*chosen, *rest][:4]:
        out |= 1 << c
    return out


def first_lead(hand: int) -> int:
    """The hakem names trump with his first card: his best suit, its ace if he holds it, else its lowest."""
    trumps = hand & SUIT_MASKS[best_trump(hand)]
    top = high(trumps)
    return top if top % 13 == ACE else low(trumps)


def _secure(best: int, trick: Sequence[int], trump: int, unseen: int) -> bool:
    """Whether the card winning the trick now is sure to keep it: nobody is left to play, or nothing unseen
    beats it (a higher card of its suit, or a trump over a side card)."""
    if len(trick) == 3:
        return True
    higher = unseen & SUIT_MASKS[SUIT_OF[best]] & ~((1 << (best + 1)) - 1)
    return not higher and (SUIT_OF[best] == trump or not unseen & SUIT_MASKS[trump])


def play_card(hand: int, seat: int, leader: int, trick: Sequence[int], trump: int, played: int,
              voids: Sequence[int]) -> int:
    """Hokm's rule-based card, with the points of what it gives away chosen as Shelem needs."""
    choice = rule_play(hand, seat, leader, trick, trump, played, voids, FOUR)
    if not trick:
        return choice
    win_at = winning_index(trick, trump)
    best = trick[win_at]
    if beats(choice, best, trump):
        return choice
    givers = [c for c in cards_of(legal_mask(hand, trick)) if not beats(c, best, trump)]
    partner_winning = (leader + win_at) % 2 == seat % 2
    if partner_winning and _secure(best, trick, trump, ALL & ~(played | hand)):
        # a 10 or a 5 goes to the partner; an ace is kept, it wins a trick of its own
        return max(givers, key=lambda c: (POINTS[c] if c % 13 != ACE else 0, c == choice))
    return min(givers, key=lambda c: (POINTS[c], c != choice))


def policy_card(k: Knowledge) -> int:
    """The rule-based card for the seat whose knowledge `k` is (the hakem's first lead included)."""
    if k.trump == NO_TRUMP:
        return first_lead(k.hand)
    return play_card(k.hand, k.seat, k.leader, k.trick, k.trump, k.played, k.voids)
