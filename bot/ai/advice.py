"""A searching player's reason for a hint: in how many of the deals it tried no other candidate did better than
the move it chose (`playout.Weighed`), and what each legal action would have given up against it (what a review of
a hand reports). The messages are the hint screen's, shared by every game that searches."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from bot.plugin import Advice

from .playout import Weighed

Move = TypeVar("Move")

CARD, CHOICE, MOVE = "hint_reason_card", "hint_reason_choice", "hint_reason_move"  # what the candidates were


def weighed_advice(action: str, weighed: Weighed[Any] | None, reason: str = CARD,
                   costs: dict[str, float] | None = None) -> Advice:
    """`action` with the search's figures, under `reason`: the generic reason where no search was made (a
    decision by rules of thumb), and `hint_reason_alike` where it had nothing to weigh (one candidate). `costs`
    (`action_costs`) go with the figures only: without a search there is nothing to review."""
    if weighed is None:
        return Advice(action)
    if not weighed.worlds:
        return Advice(action, "hint_reason_alike")
    return Advice(action, reason, weighed.figures(), costs or {})


def action_costs(weighed: Weighed[Move] | None, actions: Iterable[str],
                 candidate: Callable[[str, Sequence[Move]], Move]) -> dict[str, float]:
    """What each of `actions` gives up against the move the search chose, in the units of its scores: the cost
    of `candidate(action, candidates)`, the candidate weighed that stands for it (a move the search left out as
    equivalent to a candidate takes that candidate's cost). Nothing where the search weighed nothing."""
    if weighed is None or not weighed.worlds:
        return {}
    candidates = list(weighed.totals)
    return {action: weighed.cost(candidate(action, candidates)) for action in actions}
