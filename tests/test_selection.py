"""The shared pick-N-then-confirm choice."""

from __future__ import annotations

from bot.games.selection import CONFIRM, Selection


def test_pick_undo_and_confirm_exactly_n() -> None:
    choice = Selection.of(["AS", "KS", "QS", "2H"], 2, undo_limit=1)
    assert choice.actions() == ["s:AS", "s:KS", "s:QS", "s:2H"]
    assert choice.refusal(CONFIRM) is not None and choice.refusal("s:3C") is not None
    assert choice.apply("s:KS") is False and choice.apply("s:2H") is False
    assert choice.actions() == ["s:KS", "s:2H", CONFIRM]  # full: only putting back, or confirming
    assert choice.refusal("s:AS") is not None
    choice.apply("s:KS")
    assert choice.picked == ["2H"] and choice.actions() == ["s:AS", "s:KS", "s:QS"]  # no more putting back
    choice.apply("s:AS")
    assert choice.refusal("s:AS") == ("undo_limit", "no more cards can be put back")
    assert choice.actions() == [CONFIRM] and choice.apply(CONFIRM) is True and choice.picked == ["2H", "AS"]
