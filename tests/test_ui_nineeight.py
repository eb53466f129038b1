"""Nine-and-Eight in Telegram: the keyboards of the deal and the reveal, one line per deal in the group, the
private edits a move causes, the rules with the house rules, and the table for twenty long names."""

from __future__ import annotations

import pytest

from bot import callbacks, i18n
from bot.games.nineeight import NineEight
from bot.registry import GAMES
from bot.render.ring import HEIGHT, WIDTH
from tests.imaging import decode

ENTRY = GAMES["nineeight"]
UI = ENTRY.ui
NAMES = ["سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", *(f"Player {i}" for i in range(3, 20))]


def play_until(game: NineEight, done: object) -> None:
    while not game.is_over() and not done():  # type: ignore[operator]
        seat = min(game.to_act())
        game.apply(seat, ENTRY.computer(game, seat, 0.0))


def test_keyboards_offer_exactly_the_legal_moves_in_both_phases() -> None:
    game = NineEight({}, 20, 5)
    phases = set()
    while not game.is_over() and game.deals < 3:
        for seat in sorted(game.to_act()):
            view = game.view(seat)
            actions = [b.action for row in UI.hand_keyboard(view, "en", 0) for b in row]
            assert set(actions) == set(view["legal"])
            assert all(len(callbacks.move("abcdefgh", 99999, a)) <= callbacks.MAX_BYTES for a in actions)
            assert UI.hand_text(view, NAMES, "fa") and UI.hand_text(view, NAMES, "en")
            phases.add(view["phase"])
        seat = min(game.to_act())
        game.apply(seat, ENTRY.computer(game, seat, 0.0))
    assert phases == {"predeal", "reveal"}


def test_the_reveal_shows_the_hand_and_its_window() -> None:
    game = NineEight({}, 4, 2)
    play_until(game, lambda: game.phase == "reveal")
    seat = min(game.undecided())
    text = UI.hand_text(game.view(seat), NAMES, "en")
    assert "Your cards:" in text and "60 seconds after the deal" in text
    labels = [b.label for row in UI.hand_keyboard(game.view(seat), "en", 0) for b in row]
    assert labels[:2] == ["👁 Show", "🙈 Fold"] and "≤8 go" in labels
    assert game.public_view()["clock"]["action"] == "tick:reveal:1"
    assert "⏱ Shown: 0 of 4 · 60 s" in UI.caption(game.public_view(), NAMES, "en")


def test_one_group_line_per_deal_and_few_private_edits() -> None:
    game = NineEight({}, 20, 7)
    heard: list[str] = []
    while not game.is_over() and game.deals < 4:
        seat = min(game.to_act())
        events = game.apply(seat, ENTRY.computer(game, seat, 0.0))
        heard += UI.announcements(events, game.public_view(), NAMES, "en")
        kinds = {e.kind for e in events}
        if kinds <= {"shown", "folded", "taunt"}:
            assert len(UI.changed_hands(game, events, seat)) <= 2
    assert len([line for line in heard if line.startswith("🂠 Hand")]) == 3


def test_refusals_and_rules() -> None:
    assert all(i18n.refusal_key("nineeight", r) for r in ("last_cannot_fold", "no_side_pot", "side_too_dear",
                                                    "side_open"))
    rules = UI.rules("en", NineEight.resolve_options({"triple_threes": True, "deals": 10}))
    assert "three 3s paid double" in rules and "10 deals" in rules
    assert "هر کس در ۶۰ ثانیه" in UI.rules("fa", NineEight.resolve_options({}))


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_table_for_twenty(lang: str) -> None:
    game = NineEight({}, 20, 3)
    play_until(game, lambda: game.phase == "reveal" and len(game.shown) >= 5)
    assert decode(UI.render(game.public_view(), NAMES, lang)).size == (WIDTH, HEIGHT)
    play_until(game, lambda: False)
    assert decode(UI.render(game.public_view(), NAMES, lang)).size == (WIDTH, HEIGHT)
