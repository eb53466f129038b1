"""How a competent casual player plays a card, on the fast table of `sim`.

The policy sees exactly what a seat sees: its own hand, the trick on the table, every card played so far and the
suits each seat has shown it lacks, at a table of any size (`Seating`: at a table where everyone plays for
himself there is simply no partner). The rule-based player calls it for real decisions and the search calls it for
every seat in its playouts, so both play by the same rules of thumb.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cards import SUITS
from bot.games.hokm import MIDDLE, ORDERS

from .knowledge import Knowledge
from .sim import ALL, SUIT_MASKS, SUIT_OF, Seating, encode, high, low, trump_mask, winning_index

# A side suit with fewer unseen cards than this may well be void somewhere, so its master is not a sure winner.
SAFE_SUIT_LENGTH = 2
# Led cards weaker than this (a seven or lower in a trump game) are left to the partner by the second hand.
LOW_CARD = 6


def _above(mask: int, card: int) -> int:
    """The cards of `mask` stronger than `card` in its suit (the caller masks to that suit)."""
    return mask >> (card + 1) << (card + 1)


def _is_master(card: int, unseen: int) -> bool:
    return not _above(unseen & SUIT_MASKS[SUIT_OF[card]], card)


def _may_lack(voids: int, led: int, unseen: int) -> bool:
    return bool(voids >> led & 1) or (unseen & SUIT_MASKS[led]).bit_count() < SAFE_SUIT_LENGTH


def _can_trump(voids: int, trump: int, unseen: int) -> bool:
    return trump >= 0 and not voids >> trump & 1 and bool(unseen & SUIT_MASKS[trump])


def _ruff_behind(later_opponents: Sequence[int], led: int, trump: int, unseen: int, voids: Sequence[int]) -> bool:
    """Whether an opponent still to play may lack the led suit and trump it."""
    return any(_may_lack(voids[o], led, unseen) and _can_trump(voids[o], trump, unseen) for o in later_opponents)


def _holds(best: int, led: int, later_opponents: Sequence[int], trump: int, unseen: int,
           voids: Sequence[int]) -> bool:
    """Whether `best`, winning the trick now, stays winning whatever the opponents still to play may hold."""
    best_suit = SUIT_OF[best]
    stronger = _above(unseen & SUIT_MASKS[best_suit], best)
    for opp in later_opponents:
        v = voids[opp]
        if best_suit == led:
            if stronger and not v >> led & 1:
                return False
            if best_suit != trump and _may_lack(v, led, unseen) and _can_trump(v, trump, unseen):
                return False
        elif stronger and _may_lack(v, led, unseen) and not v >> trump & 1:
            return False
    return True


def _discard(hand: int, trump: int, unseen: int) -> int:
    """Throw the lowest card of the shortest weak side suit, keeping masters and trumps for later."""
    candidates: list[tuple[tuple[int, int, int], int]] = []
    for s in range(4):
        mine = hand & SUIT_MASKS[s]
        if s == trump or not mine:
            continue
        card = low(mine)
        length = mine.bit_count()
        # a suit of winners is shed from its longest end; a weak one from its shortest, to make a void
        key = (1, -length, card % 13) if _is_master(card, unseen) else (0, length, card % 13)
        candidates.append((key, card))
    return min(candidates)[1] if candidates else low(hand)


def _lead(hand: int, seat: int, trump: int, unseen: int, voids: Sequence[int], table: Seating) -> int:
    tmask = trump_mask(trump)
    trumps = hand & tmask
    trumps_out = unseen & tmask
    if trumps and trumps_out and trumps.bit_count() >= trumps_out.bit_count() and high(trumps) > high(trumps_out):
        return high(trumps)  # draw the opponents' trumps while ours are the best
    ruffed = 0  # the suits an opponent lacks while he may still hold trumps
    partner_ruffs = 0  # the same for the partner
    if trumps_out:
        for opp in table.opponents[seat]:
            if not voids[opp] >> trump & 1:
                ruffed |= voids[opp]
        for partner in table.partners[seat]:
            if not voids[partner] >> trump & 1:
                partner_ruffs |= voids[partner]
    suits = [s for s in range(4) if s != trump and hand & SUIT_MASKS[s] and not ruffed >> s & 1]
    sure: tuple[int, int] | None = None
    to_partner: tuple[int, int] | None = None
    for s in suits:
        mine = hand & SUIT_MASKS[s]
        top = high(mine)
        theirs = unseen & SUIT_MASKS[s]
        if not theirs >> (top + 1) and (not trumps_out or theirs.bit_count() >= SAFE_SUIT_LENGTH):
            sure = max(sure or (-1, -1), (theirs.bit_count(), top))
        if partner_ruffs >> s & 1:
            to_partner = max(to_partner or (-1, -1), (mine.bit_count(), low(mine)))
    if sure:
        return sure[1]
    if to_partner:
        return to_partner[1]
    if suits:
        # a singleton led while we hold trumps makes a void to ruff in; leading away from a short second-best
        # card hands it to the master behind it
        ruffing = bool(trumps) and bool(trumps_out)

        def plain(s: int) -> tuple[bool, int, int]:
            mine = hand & SUIT_MASKS[s]
            length = mine.bit_count()
            exposed = length <= 2 and ((unseen & SUIT_MASKS[s]) >> (high(mine) + 1)).bit_count() == 1
            return ruffing and length == 1, length - 3 * exposed, low(mine)

        return max(map(plain, suits))[2]
    if trumps:
        return high(trumps) if high(trumps) > high(trumps_out) else low(trumps)
    return _discard(hand, trump, unseen)  # only side suits an opponent ruffs: give away the cheapest card


def _follow(hand: int, led: int, best: int, partner_winning: bool, later_opponents: Sequence[int], trump: int,
            unseen: int, voids: Sequence[int], partner_behind: bool) -> int:
    mine = hand & SUIT_MASKS[led]
    if partner_winning and _holds(best, led, later_opponents, trump, unseen, voids):
        return low(mine)
    if SUIT_OF[best] != led:
        return low(mine)  # trumped: following cannot win
    beaters = _above(mine, best)
    if not beaters:
        return low(mine)
    if partner_behind and best % 13 < LOW_CARD:
        return low(mine)  # a low lead is the partner's to beat
    if not later_opponents:
        return low(beaters)
    masters = _above(beaters, high(unseen & SUIT_MASKS[led])) if unseen & SUIT_MASKS[led] else beaters
    if masters and _holds(low(masters), led, later_opponents, trump, unseen, voids):
        return low(masters)
    if partner_winning or partner_behind:
        return low(mine)  # partner's card may stand, or the partner still to play may win it
    if _ruff_behind(later_opponents, led, trump, unseen, voids):
        return low(mine)
    return high(beaters)  # third hand high: make the last opponent pay for the trick


def _void(hand: int, led: int, best: int, partner_winning: bool, later_opponents: Sequence[int], trump: int,
          unseen: int, voids: Sequence[int], partner_behind: bool) -> int:
    trumps = hand & trump_mask(trump)
    if not trumps:
        return _discard(hand, trump, unseen)
    if partner_winning and (SUIT_OF[best] == trump or _is_master(best, unseen)
                            or _holds(best, led, later_opponents, trump, unseen, voids)):
        return _discard(hand, trump, unseen)
    if partner_behind and SUIT_OF[best] == led and best % 13 < LOW_CARD:
        return _discard(hand, trump, unseen)  # the partner may well win a low lead without spending a trump
    if SUIT_OF[best] == trump:
        over = _above(trumps, best)
        return low(over) if over else _discard(hand, trump, unseen)
    if _ruff_behind(later_opponents, led, trump, unseen, voids):
        safe = _above(trumps, high(unseen & SUIT_MASKS[trump])) if unseen & SUIT_MASKS[trump] else trumps
        if safe:
            return low(safe)  # an opponent behind may overruff: ruff with a trump nobody can beat
    return low(trumps)


def rule_play(hand: int, seat: int, leader: int, trick: Sequence[int], trump: int, played: int,
              voids: Sequence[int], table: Seating) -> int:
    """The card a competent casual player in `seat` plays. `played` includes the cards on the table, and any
    card known to be out of the game."""
    unseen = ALL & ~(played | hand)
    if not trick:
        return low(hand) if not hand & (hand - 1) else _lead(hand, seat, trump, unseen, voids, table)
    led = SUIT_OF[trick[0]]
    mine = hand & SUIT_MASKS[led]
    legal = mine or hand
    if not legal & (legal - 1):
        return low(legal)
    win_at = winning_index(trick, trump)
    side = table.side
    partner_winning = side[(leader + win_at) % len(side)] == side[seat]
    later_opponents = table.later_opponents[seat][len(trick)]
    partner_behind = table.partner_behind[seat][len(trick)]
    best = trick[win_at]
    if mine:
        return _follow(hand, led, best, partner_winning, later_opponents, trump, unseen, voids, partner_behind)
    return _void(hand, led, best, partner_winning, later_opponents, trump, unseen, voids, partner_behind)


def policy_card(k: Knowledge) -> int:
    """`rule_play` for the seat whose knowledge `k` is."""
    return rule_play(k.hand, k.seat, k.leader, k.trick, k.trump, k.played, k.voids, k.table)


def bam_is_safe(hand: int, played: int, trump: int) -> bool:
    """Whether the seat about to lead wins every remaining trick alone, however the unseen cards lie: its trumps
    outnumber and outrank every unseen trump, and each side card is above every unseen card of its suit."""
    unseen = ALL & ~(played | hand)
    for s in range(4):
        mine = hand & SUIT_MASKS[s]
        theirs = unseen & SUIT_MASKS[s]
        if not theirs:
            continue
        if s == trump:
            if mine.bit_count() < theirs.bit_count() or (mine and low(mine) < high(theirs)):
                return False
        elif mine and low(mine) < high(theirs):
            return False
    return True


# In the two-player draw, a side card at least this strong (a queen, in a trump game) is kept; a weaker one is
# given up for the blind card under it.
KEEP_STRENGTH = 10


def keeps_drawn_card(seen: str, trump: str | None, mode: str) -> bool:
    """H-15.2: keep the card seen on the stock, or take the next one blind: keep a trump or a high card."""
    card = encode(seen, mode)
    return (trump is not None and SUIT_OF[card] == SUITS.index(trump)) or card % 13 >= KEEP_STRENGTH


# What an ace, king, queen and jack add to a suit's length when the hakem weighs it as trump: an ace is worth about
# half a card of length. Heavier honours chose worse trumps in rule-based playouts of sampled deals.
HONOURS = {12: 0.55, 11: 0.4, 10: 0.2, 9: 0.1}
# A no-trump mode (when the table plays Sars/Nars) beat the best suit in playouts when the hand held at least this
# many of the mode's two best ranks and no suit longer than two.
NO_TRUMP_TOPS = 2


def suit_weight(cards: Sequence[int], s: int) -> float:
    return sum(1 + HONOURS.get(c % 13, 0.0) for c in cards if SUIT_OF[c] == s)


def rule_declare(first_five: Sequence[str], legal: Sequence[str]) -> str:
    """The hakem's declaration from his first five cards.

    Normally his longest suit, honours breaking near-ties. With one small pair and three singletons no suit of
    his is worth much, and the partner's middle card does better: it is a random card of the partner's, so its
    suit is one the partner is long in more often than not. With Sars/Nars on, a balanced hand with top cards
    in a no-trump mode's order declares that mode."""
    cards = [encode(c, "suit") for c in first_five]
    weights = [suit_weight(cards, s) for s in range(4)]
    lengths = sorted((sum(1 for c in cards if SUIT_OF[c] == s) for s in range(4)), reverse=True)
    best = max(range(4), key=lambda s: (weights[s], s))
    options = {a.partition(":")[2]: a for a in legal}
    if lengths[0] <= 2:
        tops = {m: sum(1 for c in first_five if encode(c, m) % 13 >= 11) for m in options if m in ORDERS}
        if tops and max(tops.values()) >= NO_TRUMP_TOPS:
            return options[max(tops, key=lambda m: (tops[m], m))]
    if MIDDLE in options and lengths[:2] == [2, 1] and weights[best] == 2:
        return options[MIDDLE]
    return options[SUITS[best]]
