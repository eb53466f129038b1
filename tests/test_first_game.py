"""A first game that explains itself: every game's three-line summary opening `/rules <game>`, and the line on
how the hand's buttons work that a person's first game of a kind shows under their hand, and only that."""

from __future__ import annotations

import pytest

from bot.registry import GAMES
from bot.screens.hands import hand_scene
from bot.table.model import Seat, Table
from tests.conformance import usual_players

LANGS = ("fa", "en")
# The games whose buttons take more than a press on a card: a card and then what it does, looks, trades, bets.
EXPLAINED = {"seep", "golf", "bourse", "bluff", "rummy", "bidel", "twentyone", "nineeight", "shelem"}


@pytest.mark.parametrize("command", list(GAMES))
def test_every_game_sums_itself_up_in_three_lines_in_both_languages(command: str) -> None:
    for lang in LANGS:
        lines = GAMES[command].ui.summary(lang).split("\n")
        assert len(lines) == 3 and all(line.strip() for line in lines), (lang, lines)


@pytest.mark.parametrize("command", list(GAMES))
def test_a_game_that_explains_its_buttons_does_so_in_one_line_in_both_languages(command: str) -> None:
    ui = GAMES[command].ui
    lines = [ui.how_to(lang) for lang in LANGS]
    if command not in EXPLAINED:
        assert lines == [None, None]
        return
    for line in lines:
        assert line and "\n" not in line and line.strip() == line


def sample(command: str, newcomers: set[int]) -> Table:
    """A started table of the game seating people 1, 2, …, with `newcomers` among them."""
    entry = GAMES[command]
    players = usual_players(entry)
    table = Table(id="t1", chat_id=-1, thread_id=None, game_name=command, lang="en", creator_id=1,
                  chat_title="g", options=dict(entry.short_match), seats=[Seat(s + 1, f"p{s}") for s in range(players)],
                  newcomers=newcomers)
    table.start(seed=5)
    return table


@pytest.mark.parametrize("command", sorted(EXPLAINED))
@pytest.mark.parametrize("lang", LANGS)
def test_a_first_timers_hand_says_how_its_buttons_work_and_a_veterans_does_not(command: str, lang: str) -> None:
    table = sample(command, newcomers={1})
    table.lang = lang
    how_to = table.ui.how_to(lang)
    assert how_to is not None
    first, veteran = hand_scene(table, 0), hand_scene(table, 1)
    assert first[0].endswith("\n\n" + how_to)
    assert how_to not in veteran[0]
    assert first[0] == table.ui.hand_text(table.game.view(0), table.names(), lang) + "\n\n" + how_to  # type: ignore[union-attr]
    assert first[2] != hand_scene(sample(command, newcomers=set()), 0)[2], "the line is part of what was shown"


def test_a_game_whose_buttons_say_it_all_adds_nothing_for_a_first_timer() -> None:
    table = sample("hokm", newcomers={1, 2, 3, 4})
    assert hand_scene(table, 0)[0] == table.ui.hand_text(table.game.view(0), table.names(), "en")  # type: ignore[union-attr]


def test_who_plays_for_the_first_time_is_saved_with_the_table() -> None:
    table = sample("seep", newcomers={1, 3})
    state = table.to_state()
    again = Table.from_state({**state, "record": {**state["record"], "actions": []}})  # no move made yet
    assert again.newcomers == {1, 3}
    assert hand_scene(again, 0) == hand_scene(table, 0)
