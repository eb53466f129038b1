"""Twenty-One in Telegram: the private keyboards of every phase, the amount picker, the texts in both languages,
callback data within Telegram's limit, a refusal text for every reason the rules give, and the table image."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot import callbacks, i18n
from bot.games.twentyone import TwentyOne
from bot.registry import BY_COMMAND, GAMES
from bot.render import text
from bot.render.chip_table import PLATE
from bot.render.ring import CHIP_RING, HEIGHT, WIDTH, seat_places
from bot.ui.amounts import amount_picker, amounts_of
from tests.imaging import decode

ENTRY = GAMES["twentyone"]
UI = ENTRY.ui
NAMES = ["سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi"]
REASONS = ("below_min_bet", "over_bank", "over_balance", "bank_too_small", "no_swap", "not_in_game",
           "not_your_turn")


def walk(players: int, seed: int, **options: Any) -> list[tuple[TwentyOne, int]]:
    """A whole game played by the computer players: the game is kept at each step, with who was to act."""
    game = TwentyOne(options, players, seed)
    seen: list[tuple[TwentyOne, int]] = []
    while not game.is_over():
        seat = min(game.to_act())
        seen.append((TwentyOne.replay(game.record()), seat))
        game.apply(seat, ENTRY.computer(game, seat, 0.0))
    seen.append((game, 0))
    return seen


@pytest.fixture(scope="module")
def steps() -> list[tuple[TwentyOne, int]]:
    return walk(3, 7, side_bets=True, max_cycles=1)


def test_every_phase_has_buttons_for_exactly_the_legal_moves(steps: list[tuple[TwentyOne, int]]) -> None:
    phases = set()
    for game, seat in steps[:-1]:
        view = game.view(seat)
        for lang in ("fa", "en"):
            rows = UI.hand_keyboard(view, lang, 0)
            actions = [b.action for row in rows for b in row]
            assert set(actions) == set(view["legal"]), (view["phase"], actions, view["legal"])
            assert all(len(callbacks.move("abcdefgh", 99999, a)) <= callbacks.MAX_BYTES for a in actions)
            assert all(":" not in b.label for row in rows for b in row)  # no raw codes or actions on buttons
            assert UI.hand_text(view, NAMES, lang)
        phases.add(view["phase"])
    assert {"offer", "bet", "side", "play", "banker"} <= phases


def test_others_see_no_buttons_and_a_waiting_line(steps: list[tuple[TwentyOne, int]]) -> None:
    game, _seat = steps[10]
    other = next(s for s in range(3) if s not in game.to_act())
    assert UI.hand_keyboard(game.view(other), "en", 0) == []
    assert "wait" in UI.hand_text(game.view(other), NAMES, "en")


def test_the_bet_picker_offers_min_to_max_in_one_press() -> None:
    game = TwentyOne({}, 2, 1)
    while game.public_view()["phase"] != "bet":
        seat = min(game.to_act())
        game.apply(seat, ENTRY.computer(game, seat, 0.0))
    view = game.view(min(game.to_act()))
    rows = amount_picker(amounts_of(view["legal"], "bet"), "en")
    labels = [b.label for row in rows for b in row]
    assert labels[0] == "▾ 5" and labels[-1] == "100 ▴" and "20" in labels
    assert next(b.label for b in amount_picker(amounts_of(view["legal"], "bet"), "fa")[0]) == "▾ ۵"


def test_flip_buttons_show_card_labels() -> None:
    for game, seat in walk(4, 11):
        view = game.view(seat)
        flips = [b for row in UI.hand_keyboard(view, "en", 0) for b in row if b.action.startswith("flip:")]
        if flips:
            assert all(b.label.startswith("Turn up ") and b.label[-1] in "♠♥♦♣" for b in flips)
            return
    pytest.fail("no duel reached a fourth card")


def test_announcements_name_the_bank_and_the_winner(steps: list[tuple[TwentyOne, int]]) -> None:
    game = TwentyOne({"max_cycles": 1}, 3, 7)
    heard: list[str] = []
    while not game.is_over():
        seat = min(game.to_act())
        events = game.apply(seat, ENTRY.computer(game, seat, 0.0))
        heard += UI.announcements(events, game.public_view(), NAMES, "en")
    assert any("takes the bank" in line for line in heard)
    assert "won with" in heard[-1] and "Most chips" in UI.caption(game.public_view(), NAMES, "en")


def test_refusals_rules_and_commands() -> None:
    assert all(i18n.refusal_key("twentyone", reason) for reason in REASONS)
    options = TwentyOne.resolve_options({"side_bets": True})
    assert "side bets on others' hands allowed" in UI.rules("en", options)
    assert "۱۰۰ ژتون" in UI.rules("fa", TwentyOne.resolve_options({}))
    assert BY_COMMAND["21"] is ENTRY and BY_COMMAND["twentyone"] is ENTRY


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_table_image_for_ten_long_names(steps: list[tuple[TwentyOne, int]], lang: str) -> None:
    game = TwentyOne({}, 10, 3)
    rng = random.Random(3)
    while game.version < 40:
        seat = min(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    image = decode(UI.render(game.public_view(), NAMES, lang))
    assert image.size == (WIDTH, HEIGHT)
    places = seat_places(10, CHIP_RING)
    assert len(set(places)) == 10
    for a in places:  # plates do not overlap
        for b in places:
            assert a == b or abs(a[0] - b[0]) >= PLATE[0] or abs(a[1] - b[1]) >= PLATE[1] + CHIP_RING.halo
    assert decode(UI.render(steps[-1][0].public_view(), NAMES, lang)).size == (WIDTH, HEIGHT)


@pytest.mark.parametrize(("lang", "player", "banker"), [("en", "total 16", "banker 20"),
                                                         ("fa", "جمع ۱۶", "بانکدار ۲۰")])
def test_the_last_duel_on_the_table_names_its_totals(lang: str, player: str, banker: str) -> None:
    """Lost with 16 against the banker's 20: each number on the picture says whose it is."""
    game = TwentyOne({}, 3, 17)  # a seed whose first duel lost is the computers' 16 against 20
    while not (game.last_duel and game.last_duel["outcome"] == "lost"):
        seat = min(game.to_act())
        game.apply(seat, ENTRY.computer(game, seat, 0.0))
    assert (game.last_duel["total"], game.last_duel["banker_total"]) == (16, 20)
    lines: list[str] = []
    with text.recording(lambda line, size, sprite: lines.append(line)):
        UI.render(game.public_view(), NAMES, lang)
    assert player in lines and banker in lines
