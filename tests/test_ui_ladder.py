"""The bid ladder any auction's keyboard is built with: every legal bid in rows of rising values, Pass only where
it is legal, and the lines naming the high bid and what each seat said."""

from __future__ import annotations

from bot.ui.ladder import auction_line, high_bid_line, ladder_keyboard

NAMES = ["Alice", "<b>Bob</b>", "سارا", "Dave"]


def value_of(action: str) -> int | None:
    return int(action[4:]) if action.startswith("bid:") and action[4:].isdigit() else None


def test_an_outbidding_auction_gets_the_legal_steps_and_pass() -> None:
    legal = ["pass", *(f"bid:{v}" for v in range(165, 115, -5))]  # any order: the ladder sorts by value
    rows = ladder_keyboard(legal, value_of, "en", pass_action="pass")
    assert [[b.action for b in row] for row in rows] == [
        [f"bid:{v}" for v in (120, 125, 130, 135, 140)], [f"bid:{v}" for v in (145, 150, 155, 160, 165)],
        ["pass"]]
    assert rows[0][0].label == "120" and rows[-1][0].label == "Pass"
    persian = ladder_keyboard(legal, value_of, "fa", pass_action="pass")
    assert persian[0][0].label == "۱۲۰" and persian[-1][0].label == "پاس"


def test_pass_appears_only_when_legal_and_other_actions_are_left_out() -> None:
    rows = ladder_keyboard(["bid:2", "bid:3", "p:AS"], value_of, "en", pass_action="pass", per_row=6)
    assert [[b.action for b in row] for row in rows] == [["bid:2", "bid:3"]]


def test_the_high_bid_and_what_each_seat_said() -> None:
    assert high_bid_line(None, None, NAMES, "en") == "Nobody has bid yet."
    line = high_bid_line(130, 1, NAMES, "en")
    assert "<b>130</b>" in line and "&lt;b&gt;Bob" in line
    assert "۱۳۰" in high_bid_line(130, 2, NAMES, "fa")
    said = auction_line([120, None, 125, None], NAMES, "en", order=[1, 2, 3, 0], passed={1})
    assert said.index("Bob") < said.index("سارا") < said.index("Dave") < said.index("Alice")
    assert "pass" in said and "125" in said and "…" in said and "120" in said
