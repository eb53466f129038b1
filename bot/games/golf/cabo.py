"""Cabo (§3.6): 7/8 peek at your own card, 9/10 at another's, J/Q swap any two cards blind; a drawn card may be
matched against cards in any layouts, each miss costing a penalty card; "Cabo" is called in one's turn, and an
empty layout or an empty stock ends the hole at once; K of diamonds 0, other kings 13."""

from __future__ import annotations

from .layout import kind, table_value
from .powers import PEEK_OPPONENT, PEEK_OWN, SWAP_ANY, power_rules
from .rules import Ending

POWERS = {"7": PEEK_OWN, "8": PEEK_OWN, "9": PEEK_OPPONENT, "10": PEEK_OPPONENT, "J": SWAP_ANY, "Q": SWAP_ANY}


def matches(drawn: str, card: str) -> bool:
    """All kings match each other (K of diamonds too); other cards by rank."""
    return kind(drawn) == kind(card)


CABO = power_rules(
    "cabo", 0, table_value({"KD": 0, "K": 13, "Q": 12, "J": 11}), POWERS, draw_match=matches,
    ending=Ending.CALL_IN_TURN, reshuffle=False, end_on_empty=True, target=100)
