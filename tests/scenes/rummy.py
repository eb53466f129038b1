"""Sample Rummy tables played by the real engine and its computer players, for the gallery and the tests: a
view is only ever what `Rummy.public_view()` produces."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from bot.ai.rummy import RummyPlayer
from bot.games.protocol import View
from bot.games.rummy import Rummy
from bot.render.rummy.table import draw_rummy_table
from tests.scenes.playing import play_until

from . import Draw, Seen


def play_rummy(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
               max_moves: int = 20000) -> View:
    """Computer players in both seats, from a seeded deal, until `stop(public view)` holds or the game is over.
    Each table is played once a test process (a match to 100 is hundreds of the computer's counts, and the images
    of both layouts and both languages ask for the same tables); each caller gets its own copy."""
    return copy.deepcopy(_played(seed, stop, tuple(sorted((options or {}).items())), max_moves))


@cache
def _played(seed: int, stop: Callable[[View], bool], options: tuple[tuple[str, Any], ...], max_moves: int) -> View:
    return play_until(Rummy(dict(options), 2, seed), RummyPlayer().choose, seed, stop, max_moves)


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


def _shot(lang: str, stop: Callable[[View], bool], seed: int, names: tuple[str, str]) -> Draw:
    return lambda: draw_rummy_table(play_rummy(seed, stop, {"target": 100}), names, lang)


GALLERY = {
    "rummy_fa_opening": _shot("fa", opening, 1, ("سیدمهدی موسوی", "Alexander K.")),
    "rummy_en_mid_deal": _shot("en", mid_deal, 2, ("Alice", "Bob")),
    "rummy_fa_after_a_deal": _shot("fa", after_a_deal, 3, ("علی Ali 🎉", "مریم")),
    "rummy_en_after_a_deal": _shot("en", after_a_deal, 4, ("Alexander K.", "سیدمهدی موسوی")),
    "rummy_en_over": _shot("en", never, 8, ("Alice", "علی Ali 🎉")),
    "rummy_fa_taken": _shot("fa", taken_three, 1, ("سیدمهدی موسوی", "Alexander K.")),
    "rummy_en_taken": _shot("en", taken_three, 1, ("Alexander K.", "علی Ali 🎉")),
}
SEEN = Seen("rummy", computer=((2, 17, {}, 80),), matches=((2, 26, {"target": 50, "max_deals": 5}),))
