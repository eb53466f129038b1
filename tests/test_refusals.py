"""Refused moves are answered in words that fit the game: a reason many games share has one text, a reason
particular to a game has that game's own (`<game>_refused_<reason>`), so no game shows another's words."""

from __future__ import annotations

import re
from pathlib import Path

from bot import i18n
from bot.registry import GAMES

UI = Path(__file__).parents[1] / "bot" / "ui"


def test_a_games_refusal_texts_are_named_for_it() -> None:
    for name in GAMES:
        for path in (UI / f"{name}.py", *sorted((UI / name).glob("*.py"))):
            if path.exists():
                keys = re.findall(r'"(\w*refused_\w+)":', path.read_text())
                assert all(key.startswith(f"{name}_refused_") for key in keys), (path.name, keys)


def test_choosing_too_many_cards_is_answered_in_the_shared_words_and_bluff_keeps_its_own() -> None:
    shared = i18n.t("en", "refused_too_many")
    assert i18n.refusal("en", "bidel", "too_many") == i18n.refusal("en", "shelem", "too_many") == shared
    assert i18n.refusal("en", "bluff", "too_many") == i18n.t("en", "bluff_refused_too_many") != shared


def test_a_reason_with_no_text_gets_the_plain_refusal() -> None:
    assert i18n.refusal_key("hokm", "no_seat") is None
    assert i18n.refusal("fa", "hokm", "no_seat") == i18n.t("fa", "refused_illegal")
    assert i18n.refusal("en", "rummy", "draw_first") == i18n.refusal("en", "golf", "draw_first") == "Draw a card first."
