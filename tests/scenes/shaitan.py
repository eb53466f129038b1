"""Sample Shaitan tables played by the real engine and its computer players, for the gallery and the tests: a
view is only ever what `Shaitan.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable

from bot.ai.shaitan import ShaitanPlayer
from bot.games.protocol import View
from bot.games.shaitan import Shaitan
from tests.scenes.playing import play_until


def play_shaitan(players: int, seed: int, stop: Callable[[View], bool], max_moves: int = 2000) -> View:
    """Computer players at every seat, from a seeded deal, until `stop(public view)` holds or the game is over."""
    return play_until(Shaitan({}, players, seed), ShaitanPlayer().choose, seed, stop, max_moves)


def just_paired(view: View) -> bool:
    """A draw has just made a pair, after a few draws."""
    last = view["last_draw"]
    return last is not None and last["paired"] is not None and int(view["draws"]) >= 4


def someone_out(view: View) -> bool:
    return bool(view["out"]) and view["last_draw"] is not None and view["last_draw"]["paired"] is None


def dealt(view: View) -> bool:
    return view["last_draw"] is None


def never(view: View) -> bool:
    return False
