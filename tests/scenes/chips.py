"""Sample tables of the chip games played by the real engines and their computer players, for the gallery and
the tests: a view is only ever what the game's `public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.protocol import View
from bot.registry import GAMES

LONG_NAMES = ("سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", "نیلوفر", "Bob", "کیان", "Grace", "مهدی", "Heidi",
              "امید", "Mallory", "یاسمن", "Olivia", "بهرام", "Peggy", "ژینا", "Rupert", "سهراب", "Trent", "الهام")


def play_chips(command: str, players: int, seed: int, stop: Callable[[View], bool],
               options: Mapping[str, Any] | None = None, max_moves: int = 20000) -> View:
    """Computer players at every seat until `stop(public view)` holds or the game is over."""
    entry = GAMES[command]
    game = entry.engine(options or {}, players, seed)
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        seat = min(game.to_act())
        game.apply(seat, entry.computer(game, seat, 0.0))
    return game.public_view()


def never(view: View) -> bool:
    return False


def duel_at(cards: int) -> Callable[[View], bool]:
    return lambda view: view["duel"] is not None and view["duel"]["cards"] >= cards and view["last_duel"] is not None


def reveal_with(shown: int) -> Callable[[View], bool]:
    return lambda view: view["phase"] == "reveal" and len(view["shown"]) >= shown


def reads(count: int) -> Callable[[View], bool]:
    return lambda view: view["reads"] >= count
