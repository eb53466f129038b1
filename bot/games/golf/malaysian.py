"""Malaysian power-card Golf (§3.3): J peeks at your own card, Q at an opponent's, K swaps blind, a joker
shuffles an opponent's layout; pictures and jokers score 10; no knocking, and an empty stock ends the hole."""

from __future__ import annotations

from .layout import table_value
from .powers import BLIND_SWAP, PEEK_OPPONENT, PEEK_OWN, SHUFFLE, power_rules

MALAYSIAN = power_rules(
    "malaysian", 2, table_value({"J": 10, "Q": 10, "K": 10, "JK": 10}),
    {"J": PEEK_OWN, "Q": PEEK_OPPONENT, "K": BLIND_SWAP, "JK": SHUFFLE}, reshuffle=False)
