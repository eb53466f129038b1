"""Sample Rummy tables played by the real engine and its computer players, for the gallery and the tests: a
view is only ever what `Rummy.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.ai.rummy import RummyPlayer
from bot.games.protocol import View
from bot.games.rummy import Rummy
from tests.scenes.playing import play_until


def play_rummy(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
               max_moves: int = 20000) -> View:
    """Computer players in both seats, from a seeded deal, until `stop(public view)` holds or the game is over."""
    return play_until(Rummy(options or {}, 2, seed), RummyPlayer().choose, seed, stop, max_moves)


def mid_deal(view: View) -> bool:
    """A few turns into the first deal, someone to draw."""
    return view["phase"] == "draw" and int(view["stock"]) <= 26


def after_a_deal(view: View) -> bool:
    """A deal was won, and the next one has had a few turns."""
    last = view["last_deal"]
    return last is not None and not last["void"] and view["phase"] == "draw" and int(view["stock"]) <= 28


def taken_three(view: View) -> bool:
    """Three cards taken from the discard pile are held, in the first deal."""
    return view["last_deal"] is None and sum(map(len, view["known"])) >= 3


def opening(view: View) -> bool:
    return view["phase"] == "opening"


def never(view: View) -> bool:
    return False
