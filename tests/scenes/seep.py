"""Sample Seep tables played by the real engine and its computer players, for the gallery, the records of what
players see and the tests: a view is only ever what `Seep.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from bot.ai.seep import SeepPlayer
from bot.games.protocol import View
from bot.games.seep import Seep
from bot.registry import GAMES
from bot.render.seep.table import draw_seep_table
from tests.scenes.playing import play_until

from . import Draw, Seen

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


def _shot(players: int, lang: str, stop: Callable[[View], bool], seed: int, names: Sequence[str],
          options: Mapping[str, Any] | None = None) -> Draw:
    return lambda: draw_seep_table(play_seep(players, seed, stop, options), names, lang)


GALLERY = {
    "seep_4_fa_bidding": _shot(4, "fa", bidding, 1, PERSIAN_NAMES),
    "seep_4_en_houses": _shot(4, "en", houses, 2, ENGLISH_NAMES),
    "seep_4_fa_houses_mixed_names": _shot(4, "fa", houses, 3, MIXED_NAMES),
    "seep_4_en_crowded": _shot(4, "en", crowded, 4, MIXED_NAMES),
    "seep_4_fa_seeps": _shot(4, "fa", swept, 5, PERSIAN_NAMES),
    "seep_4_en_over": _shot(4, "en", never, 6, MIXED_NAMES, {"variant": "punjab"}),
    "seep_2_fa_houses": _shot(2, "fa", houses, 7, MIXED_NAMES),
    "seep_2_en_bidding": _shot(2, "en", bidding, 8, ENGLISH_NAMES),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    for players in (4, 2):
        yield f"seep{players}", GAMES["seep"].ui.render(play_seep(players, players, houses), names[:players], lang)


SEEN = Seen("seep", computer=((4, 16, {}, 120), (2, 17, {"variant": "punjab"}, 60)),
            matches=((4, 25, {"variant": "punjab"}), (2, 26, {"variant": "punjab", "limited_houses": True})),
            images=_images)
