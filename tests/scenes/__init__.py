"""Sample tables played by the real engines from fixed seeds, for the gallery, the benchmarks and the tests.

Each game's module here also names what scripts/gallery.py draws of it (`GALLERY`) and what tests/seen.py records
of it (`SEEN`); both find them by listing this package, so a new game adds its shots and records in its own module.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from PIL import Image

from bot.games.protocol import Game, View

Draw = Callable[[], Image.Image]
"""One gallery image, played and drawn afresh."""
Images = Callable[[str, Sequence[str]], Iterator[tuple[str, bytes]]]
"""Table images in a language with the given player names: each one's key and its PNG bytes."""
# Names in both scripts, long and short, for the tables of many seats.
MANY_MIXED_NAMES = ("سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", "Niloufar Ahmadi-Rad", "مریم", "Bob", "کیان",
                    "Grace 🌸", "پرستو", "Ivan", "شیما", "Judy")


def _no_images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    return iter(())


@dataclass(frozen=True)
class Seen:
    """What tests/seen.py records of one game (its registry name): whole games of its computer players
    (players, seed, options, decisions to record), matches of random moves (players, seed, options), and table
    images."""

    game: str
    computer: tuple[tuple[int, int, dict[str, Any], int], ...]
    matches: tuple[tuple[int, int, dict[str, Any]], ...]
    images: Images = _no_images


def _modules() -> Iterator[ModuleType]:
    for info in pkgutil.iter_modules(__path__):
        yield importlib.import_module(f"{__name__}.{info.name}")


def gallery() -> dict[str, Draw]:
    """Every game's gallery images by file name."""
    shots: dict[str, Draw] = {}
    for module in _modules():
        shots.update(getattr(module, "GALLERY", {}))
    return shots


def seen() -> list[Seen]:
    """What every game records of what players see."""
    return [module.SEEN for module in _modules() if hasattr(module, "SEEN")]


def play_until(game: Game, seed: int, stop: Callable[[View], bool], prefer: Sequence[str] = (),
               max_moves: int = 5000) -> View:
    """Random legal moves of a game one seat at a time acts in, until `stop(public view)` holds or the match is
    over; an action in `prefer` is taken whenever it is legal."""
    rng = random.Random(seed)
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        (seat,) = game.to_act()
        legal = game.legal_actions(seat)
        preferred = [action for action in prefer if action in legal]
        game.apply(seat, preferred[0] if preferred else rng.choice(legal))
    raise RuntimeError(f"seed {seed}: no such table within {max_moves} moves")


def play_by(game: Game, choose: Callable[[View, int], str], seed: int, stop: Callable[[View], bool],
            max_moves: int = 5000) -> View:
    """A computer player's moves (`choose(view, seed)`) in every seat, the lowest seat to act first, until
    `stop(public view)` holds or the match is over."""
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        seat = min(game.to_act())
        game.apply(seat, choose(game.view(seat), seed))
    raise RuntimeError(f"seed {seed}: no such table within {max_moves} moves")
