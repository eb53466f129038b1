"""Sample Seep tables played by the real engine and its computer players, for the gallery, the records of what
players see and the tests: a view is only ever what `Seep.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.ai.seep import SeepPlayer
from bot.games.protocol import View
from bot.games.seep import Seep
from tests.scenes.playing import play_until

PERSIAN_NAMES = ("سیدمهدی موسوی", "سارا", "مریم", "رضا")
ENGLISH_NAMES = ("Alexander K.", "Bob", "Carol", "Dave")
MIXED_NAMES = ("علی Ali 🎉", "Alexander K.", "سیدمهدی موسوی", "Zoë 🇮🇷")


def play_seep(players: int, seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
              max_moves: int = 5000) -> View:
    """Computer players at every seat, from a seeded deal, until `stop(public view)` holds or the game is over."""
    return play_until(Seep(options or {}, players, seed), SeepPlayer().choose, seed, stop, max_moves)


def bidding(view: View) -> bool:
    return view["phase"] == "bid"


def houses(view: View) -> bool:
    """Two houses or more on the floor, one of them cemented, with loose cards beside them."""
    floor = view["floor"]
    return len(floor["houses"]) >= 2 and any(h["cemented"] for h in floor["houses"]) and bool(floor["loose"])


def crowded(view: View) -> bool:
    return len(view["floor"]["loose"]) >= 7


def swept(view: View) -> bool:
    return any(view["seeps"]) and view["plays"] > 8 and bool(view["floor"]["loose"])


def never(view: View) -> bool:
    return False
