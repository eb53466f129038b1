"""Cumbia (§3.5): power cards 4-7, 10 and J never enter a layout; anyone may match a discard blind from any
layout, giving the owner one of his own cards or paying 10 for a miss; "Cumbia" is called in one's turn; 7 deals."""

from __future__ import annotations

from .layout import kind, table_value
from .powers import LOOK_BOTH, PEEK_OPPONENT, PEEK_OWN, SWAP_OPPONENT_PAIR, power_rules
from .rules import Ending, Race

POWERS = {"4": PEEK_OWN, "5": PEEK_OWN, "6": PEEK_OPPONENT, "7": PEEK_OPPONENT, "10": SWAP_OPPONENT_PAIR,
          "J": LOOK_BOTH}

cumbia_value = table_value({"2D": -10, "KH": -5, "KD": -5, "KS": 0, "KC": 0, "Q": 12, "J": 11})


def match_class(card: str) -> str:
    """Equal value: red and black kings are apart, and the 2 of diamonds matches nothing else."""
    value = cumbia_value(card, {})
    return f"{kind(card)}{value}"


def matches(top: str, card: str) -> bool:
    return match_class(top) == match_class(card)


def placeable(card: str) -> bool:
    return kind(card) not in POWERS


CUMBIA = power_rules(
    "cumbia", 0, cumbia_value, POWERS, placeable=placeable,
    race=Race(matches, any_layout=True, fail_points=10, one_match=True), ending=Ending.CALL_IN_TURN, holes=7)
