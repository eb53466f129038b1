"""Bi-Del in Telegram: the passing keyboard and texts (picking, confirmed, what was given and got), play, the
caption during passing (who, never what), the announcements, the rules and the refusal texts."""

from __future__ import annotations

import random

import pytest

from bot import i18n
from bot.games.bidel import Bidel
from bot.games.protocol import Event
from bot.plugin import Keyboard
from bot.registry import GAMES
from bot.ui.bidel import BidelUI

UI = BidelUI()
NAMES = ["Alice", "<b>Bob</b>", "سارا", "Dave"]
CALLBACK_PREFIX = 16  # the adapter's `G|<table id>|<version>|`, generously
REASONS = ("lead_two_clubs", "no_points_first_trick", "hearts_not_broken", "must_follow", "not_in_hand",
           "pick_count", "undo_limit", "too_many", "illegal", "not_your_turn")


def labels(rows: Keyboard) -> list[str]:
    return [b.label for row in rows for b in row]


def passed_by(game: Bidel, seats: list[int]) -> None:
    for seat in seats:
        for card in game.hands[seat][:3]:
            game.apply(seat, f"s:{card}")
        game.apply(seat, "ok")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_passing_picks_with_undo_then_confirm(lang: str) -> None:
    game = Bidel({}, 4, 1)
    first, second = game.hands[0][:2]
    game.apply(0, f"s:{first}")
    rows = UI.hand_keyboard(game.view(0), lang, 0)
    assert len([t for t in labels(rows) if t.startswith("✅")]) == 1 and labels(rows)[-1].startswith("·")
    game.apply(0, f"s:{second}")
    game.apply(0, f"s:{game.hands[0][2]}")
    rows = UI.hand_keyboard(game.view(0), lang, 0)
    assert not labels(rows)[-1].startswith("·") and rows[-1][0].action == "ok"
    assert all("S" not in b.label or b.label.endswith("♠") for row in rows for b in row)  # symbols, never codes
    text = UI.hand_text(game.view(0), NAMES, lang)
    assert "Bob" in text and ("Picked" in text or "انتخاب‌شده" in text)


def test_a_confirmed_pass_waits_and_receives_nothing_until_everyone_passed() -> None:
    game = Bidel({}, 4, 2)
    passed_by(game, [0])
    text = UI.hand_text(game.view(0), NAMES, "en")
    assert "You pass" in text and "You got" not in text
    assert not any(b.action == "ok" for row in UI.hand_keyboard(game.view(0), "en", 0) for b in row)
    caption = UI.caption(game.public_view(), NAMES, "en")
    assert "passed: \u2068Alice\u2069" in caption and "choosing:" in caption
    assert not any(card in caption for card in game.view(0)["picked"])
    passed_by(game, [1, 2, 3])
    text = UI.hand_text(game.view(0), NAMES, "en")
    assert "You passed to" in text and "You got from" in text


def test_only_the_picker_s_message_changes_while_passing_and_everyone_s_at_the_exchange() -> None:
    game = Bidel({}, 4, 3)
    events = game.apply(1, f"s:{game.hands[1][0]}")
    assert UI.changed_hands(game, events, 1) == {1}
    passed_by(game, [0, 2, 3])
    game.apply(1, f"s:{game.hands[1][1]}")
    game.apply(1, f"s:{game.hands[1][2]}")
    assert UI.changed_hands(game, game.apply(1, "ok"), 1) == {0, 1, 2, 3}


def test_play_dots_the_cards_that_may_not_be_played_and_callbacks_fit() -> None:
    game = Bidel({}, 4, 4)
    passed_by(game, [0, 1, 2, 3])
    view = game.view(game.turn)
    rows = UI.hand_keyboard(view, "en", 0)
    live = [b for row in rows for b in row if not b.label.startswith("·")]
    assert [b.action for b in live] == ["p:2C"] and "2♣" in UI.hand_text(view, NAMES, "en")
    assert all(len(b.action.encode()) <= 64 - CALLBACK_PREFIX for row in rows for b in row)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_announcements_and_rules_in_both_languages(lang: str) -> None:
    game = Bidel({"limit": 100}, 3, 5)
    rng = random.Random(5)
    said: list[str] = []
    while not game.is_over():
        seat = min(game.to_act())
        said += UI.announcements(game.apply(seat, rng.choice(game.legal_actions(seat))), game.public_view(), NAMES,
                                 lang)
    assert said and all(s for s in said)
    assert ("margin" in said[-1] or "tied" in said[-1]) if lang == "en" else "🏆" in said[-1]
    moon = UI.announcements([Event("deal_over", {"deal_no": 0, "taken": [26, 0, 0], "added": [0, 26, 26],
                                                  "moon": 0})], game.public_view(), NAMES, lang)
    assert "🌙" in moon[0]
    rules = UI.rules(lang, {k: o.default for k, o in Bidel.OPTIONS.items()})
    assert ("300" in rules or "۳۰۰" in rules) and "2♦" in rules


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_refusal_has_a_text(lang: str) -> None:
    assert GAMES["bidel"].ui.command == "bidel"  # every game's texts are registered, some refusals are shared
    for reason in REASONS:
        assert i18n.refusal_key("bidel", reason) and i18n.refusal(lang, "bidel", reason)
