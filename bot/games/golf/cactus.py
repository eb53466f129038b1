"""Cactus (§3.7): no up-card; 6-8 peek at your own card, 9/10/J at an opponent's, Q swaps blind; a power card
discarded unused may be taken and used by the next player; anyone may snap a card of the top discard's rank
from his own layout (a miss costs two cards); "Cactus" at the end of a turn; the hole's winner leads next."""

from __future__ import annotations

from .layout import kind, table_value
from .powers import BLIND_SWAP, PEEK_OPPONENT, PEEK_OWN, power_rules
from .rules import Ending, Opts, Race

POWERS = {"6": PEEK_OWN, "7": PEEK_OWN, "8": PEEK_OWN, "9": PEEK_OPPONENT, "10": PEEK_OPPONENT,
          "J": PEEK_OPPONENT, "Q": BLIND_SWAP}


def settle(values: list[int], caller: int | None, options: Opts) -> list[int]:
    """The caller scores 0 when strictly lowest, else his value + 10; an opponent at or below the caller's
    value scores 0, above it his value."""
    if caller is None:
        return list(values)
    mine = values[caller]
    out = [0 if v <= mine else v for v in values]
    out[caller] = 0 if all(v > mine for s, v in enumerate(values) if s != caller) else mine + 10
    return out


def same_rank(top: str, card: str) -> bool:
    return kind(top) == kind(card)


CACTUS = power_rules(
    "cactus", 0, table_value({"K": 0, "J": 10, "Q": 10}), POWERS, reuse_power=True, up_card=False,
    race=Race(same_rank, any_layout=False, fail_cards=2), ending=Ending.CALL_AT_END, end_on_empty=True,
    settle=settle, target=100, winner_leads=True)
