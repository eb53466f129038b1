"""A searching player's reason for a hint: in how many of the deals it tried no other candidate did better than
the move it chose (`playout.Weighed`). The messages are the hint screen's, shared by every game that searches."""

from __future__ import annotations

from typing import Any

from bot.plugin import Advice

from .playout import Weighed

CARD, CHOICE, MOVE = "hint_reason_card", "hint_reason_choice", "hint_reason_move"  # what the candidates were


def weighed_advice(action: str, weighed: Weighed[Any] | None, reason: str = CARD) -> Advice:
    """`action` with the search's figures, under `reason`: the generic reason where no search was made (a
    decision by rules of thumb), and `hint_reason_alike` where it had nothing to weigh (one candidate)."""
    if weighed is None:
        return Advice(action)
    if not weighed.worlds:
        return Advice(action, "hint_reason_alike")
    return Advice(action, reason, weighed.figures())
