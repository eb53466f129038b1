"""Sample Bluff tables played by the real engine and its computer players, for the gallery, the benchmark and
the tests: a view is only ever what `Bluff.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.ai.bluff import BluffPlayer
from bot.games.bluff import Bluff
from bot.games.protocol import View
from tests.scenes.playing import play_until

PERSIAN_NAMES = ("علی‌رضا", "سارا", "مریم", "رضا", "نیلوفر", "کیان", "پرستو", "مهدی", "شیما", "امید", "یاسمن",
                 "بهرام", "الهام", "سهراب", "ژینا")
ENGLISH_NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory",
                 "Niaj", "Olivia", "Peggy", "Rupert")


def play_bluff(players: int, seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
               max_moves: int = 20000) -> View:
    """Computer players at every seat, from a seeded deal, until `stop(public view)` holds or the game is over."""
    return play_until(Bluff(options or {}, players, seed), BluffPlayer().choose, seed, stop, max_moves)


def called_then_played(view: View) -> bool:
    """A challenge has been shown and a new claim is live on top of a growing pile."""
    return view["last_reveal"] is not None and view["live"] is not None and int(view["pile"]) >= 3


def just_called(view: View) -> bool:
    reveal = view["last_reveal"]
    return reveal is not None and view["live"] is None and int(view["plays"]) == reveal["play"]


def opening(view: View) -> bool:
    return int(view["plays"]) == 0


def never(view: View) -> bool:
    return False
