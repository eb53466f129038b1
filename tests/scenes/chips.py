"""Sample tables of the chip games played by the real engines and their computer players, for the gallery and
the tests: a view is only ever what the game's `public_view()` produces."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from typing import Any

from PIL import Image

from bot.games.protocol import View
from bot.registry import GAMES

from . import Draw

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


def _shot(command: str, players: int, lang: str, stop: Callable[[View], bool], seed: int = 1) -> Draw:
    """A chip game's table; its image is decoded from what the group is sent."""
    def draw() -> Image.Image:
        view = play_chips(command, players, seed, stop)
        return Image.open(io.BytesIO(GAMES[command].ui.render(view, LONG_NAMES, lang)))
    return draw


GALLERY = {
    "chips_twentyone_10_fa": _shot("twentyone", 10, "fa", duel_at(4)),
    "chips_twentyone_3_en": _shot("twentyone", 3, "en", duel_at(2)),
    "chips_twentyone_4_en_over": _shot("twentyone", 4, "en", never),
    "chips_nineeight_20_fa": _shot("nineeight", 20, "fa", reveal_with(8)),
    "chips_nineeight_6_en": _shot("nineeight", 6, "en", reveal_with(3)),
    "chips_nineeight_5_fa_over": _shot("nineeight", 5, "fa", never),
    "chips_bourse_13_fa": _shot("bourse", 13, "fa", reads(12)),
    "chips_bourse_4_en_over": _shot("bourse", 4, "en", never),
}
