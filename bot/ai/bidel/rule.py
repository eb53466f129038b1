"""A rule-based computer player for Bi-Del: it passes the cards that catch penalties (the queen of spades and
the spades above her when she is poorly guarded, high hearts, high cards of short suits), ducks under the
winning card, dumps the queen on a spade trick someone is taking with the ace or king, and throws penalties
when it cannot follow. It remembers only what the view shows: the cards of this deal's tricks."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.games.bidel import CARD_SUIT, PLAY, POWER, QUEEN, penalty
from bot.games.protocol import View
from bot.games.selection import CONFIRM, PICK

GUARDS = 4  # low spades that let a player keep the queen: she can wait until the ace and king have gone
QUEEN_CATCHERS = ("AS", "KS")


class RuleBidelPlayer:
    """Deterministic and instant; the seed is not needed."""

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if not legal:
            raise ValueError(f"seat {view['seat']} has nothing to choose now")
        if view["phase"] == "pass":
            return pass_step(view["hand"], view["picked"], legal)
        cards = [a[len(PLAY):] for a in legal]
        return PLAY + play_card(view, cards)


def pass_step(hand: Sequence[str], picked: Sequence[str], legal: Sequence[str]) -> str:
    """One step towards passing the three most dangerous cards: take back a stray pick while it may, confirm
    once three are picked, else pick the most dangerous card not yet picked."""
    ranked = sorted(hand, key=lambda c: -pass_danger(c, hand))
    stray = [c for c in picked if c not in ranked[:3] and PICK + c in legal]
    if stray:
        return PICK + stray[0]
    if CONFIRM in legal:
        return CONFIRM
    return next(PICK + c for c in ranked if c not in picked and PICK + c in legal)


def low_spades(hand: Iterable[str]) -> int:
    return sum(CARD_SUIT[c] == "S" and POWER[c] < 12 for c in hand)


def pass_danger(card: str, hand: Sequence[str]) -> int:
    """How much a card is worth passing on: spades that catch the queen, unless well guarded; high hearts; high
    cards of short suits, whose passing may also leave a void for throwing penalties."""
    value = POWER[card]
    guarded = low_spades(hand) >= GUARDS
    if card == QUEEN or card in QUEEN_CATCHERS:
        return 0 if guarded else 100 + value
    if CARD_SUIT[card] == "H":
        return 3 * value
    length = sum(CARD_SUIT[c] == CARD_SUIT[card] for c in hand)
    return 2 * value + 3 * (5 - length)


def play_card(view: View, legal: Sequence[str]) -> str:
    trick = [c for _, c in view["trick"]]
    seen = {c for t in view["played"] for _, c in t["cards"]} | set(trick)
    queen_out = QUEEN not in seen and QUEEN not in view["hand"]
    return rule_card(legal, view["hand"], trick, queen_out, view["players"])


def rule_card(legal: Sequence[str], hand: Sequence[str], trick: Sequence[str], queen_out: bool, players: int) -> str:
    """The rule of thumb for a card, given the legal cards, the hand, the trick so far and whether another
    player may still hold the queen of spades."""
    if not trick:
        return min(legal, key=lambda c: lead_cost(c, queen_out))
    led = CARD_SUIT[trick[0]]
    if CARD_SUIT[legal[0]] != led:
        return max(legal, key=lambda c: discard_worth(c, hand, queen_out))
    best = max(POWER[c] for c in trick if CARD_SUIT[c] == led)
    if QUEEN in legal and best > POWER[QUEEN]:
        return QUEEN  # someone holding the ace or king takes her
    under = [c for c in legal if POWER[c] < best]
    if under:
        return max(under, key=POWER.__getitem__)
    safe = [c for c in legal if c != QUEEN] or list(legal)
    if len(trick) == players - 1 and not any(penalty(c) for c in trick):
        return max(safe, key=POWER.__getitem__)  # the trick is clean and ours anyway: spend the high card
    return min(safe, key=POWER.__getitem__)


def lead_cost(card: str, queen_out: bool) -> int:
    """Low cards lead safely; the ace and king of spades would catch the queen, and leading her gives her away
    to whoever holds them, or to ourselves."""
    cost = POWER[card]
    if card == QUEEN or (queen_out and card in QUEEN_CATCHERS):
        cost += 30
    return cost + 2 * (CARD_SUIT[card] == "H")


def discard_worth(card: str, hand: Sequence[str], queen_out: bool) -> int:
    """The queen first, then the spades that would catch her, then high hearts, then high cards of short suits."""
    if card == QUEEN:
        return 1000
    if queen_out and card in QUEEN_CATCHERS:
        return 500 + POWER[card]
    if CARD_SUIT[card] == "H":
        return 200 + POWER[card]
    return 3 * POWER[card] - sum(CARD_SUIT[c] == CARD_SUIT[card] for c in hand)
