"""Ghahveh's card rules (ghahveh.md §3, §4, §8, §9): the deck, the order of the cards, which cards may be played
and what a hand scores. Pure functions of the cards, so the engine and the computer players share them.

Both jokers count as trumps above the ace of spades (G-4.3), so the shared trick winner ranks them once their suit
is looked up as spades; a led joker then asks for spades too (G-8.4). What the jokers change is only which cards
may be played (G-8.1–G-8.3).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .. import tricks
from ..cards import BLACK_JOKER, COLOUR_JOKER, DISPLAY_SUITS, HIGH_TO_LOW, rank, standard_deck, suit

TRUMP = "S"  # G-4.2: spades, always
REMOVED = ("2D", "2H")  # G-3.1
DECK = (*(c for c in standard_deck() if c not in REMOVED), BLACK_JOKER, COLOUR_JOKER)
JOKERS = (BLACK_JOKER, COLOUR_JOKER)

# A joker's suit is the trump suit for following and winning; within it the coloured joker, then the black one,
# then the ace of spades (G-4.3).
CARD_SUIT = {card: TRUMP if card in JOKERS else suit(card) for card in DECK}
POWER = {card: -HIGH_TO_LOW.index(rank(card)) for card in DECK if card not in JOKERS}
POWER[BLACK_JOKER] = 1
POWER[COLOUR_JOKER] = 2
_DISPLAY = {card: i for i, card in enumerate(sorted(
    DECK, key=lambda c: (-POWER[c], 0) if c in JOKERS else (DISPLAY_SUITS.index(suit(c)) + 1, -POWER[c])))}


@dataclass(frozen=True)
class JokerRules:
    """The house rules of the jokers (every one a table option; the defaults are the file's)."""

    black_deadline: int = 10  # G-8.3: the trick by which the black joker must be out (forced in it)
    colour_same_trick: bool = True  # G-8.2: the black joker earlier in this trick frees the coloured one
    joker_lead_asks_spades: bool = True  # G-8.4: a led joker is a lead of spades; otherwise it asks for nothing


def sort_hand(cards: Iterable[str]) -> list[str]:
    """How a hand is shown: the coloured joker, the black one, then spades, hearts, clubs, diamonds, ace first."""
    return sorted(cards, key=_DISPLAY.__getitem__)


def led_suit(trick: Sequence[str], rules: JokerRules) -> str | None:
    """The suit the trick asks for: that of its first card, a joker's being spades unless the table says a led
    joker asks for nothing."""
    if not trick:
        return None
    if trick[0] in JOKERS and not rules.joker_lead_asks_spades:
        return None
    return CARD_SUIT[trick[0]]


def playable(hand: Sequence[str], trick: Sequence[str], trick_no: int, black_out_before: bool,
             rules: JokerRules) -> list[str]:
    """G-8.6: the cards of `hand` that may be played to `trick` (the cards already in it, in order) in trick
    number `trick_no` (1–13), `black_out_before` saying whether the black joker went in an earlier trick. The
    result is in the order of `hand` and never empty (G-8.5)."""
    if BLACK_JOKER in hand and trick_no >= rules.black_deadline:
        return [BLACK_JOKER]
    normal = [c for c in hand if c not in JOKERS]
    legal = tricks.follow_suit(normal, led_suit(trick, rules), CARD_SUIT.__getitem__)
    black_out = black_out_before or (rules.colour_same_trick and BLACK_JOKER in trick)
    free = {BLACK_JOKER, COLOUR_JOKER} if black_out else {BLACK_JOKER}
    allowed = set(legal) | (free & set(hand))
    return [c for c in hand if c in allowed]


def trick_winner(plays: Iterable[tuple[int, str]]) -> int:
    """G-4.4: the coloured joker, else the black joker, else the highest spade, else the best of the led suit."""
    return tricks.trick_winner(plays, TRUMP, POWER, CARD_SUIT.__getitem__)


def contract_score(bid: int, won: int) -> int:
    """§9: a made contract scores 10 a bid trick and 1 an extra one; a failed one loses 10 a bid trick."""
    return 10 * bid + (won - bid) if won >= bid else -10 * bid
