"""Sample Bluff tables played by the real engine and its computer players, for the gallery, the benchmark and
the tests: a view is only ever what `Bluff.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from bot.ai.bluff import BluffPlayer
from bot.games.bluff import Bluff
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.bluff.table import draw_bluff_table
from tests.scenes.playing import play_until

from . import Draw, Seen

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


def _shot(players: int, lang: str, stop: Callable[[View], bool] = called_then_played, seed: int = 0) -> Draw:
    names = PERSIAN_NAMES if lang == "fa" else ENGLISH_NAMES
    return lambda: draw_bluff_table(play_bluff(players, seed or players, stop), names, lang)


GALLERY = {
    **{f"bluff_{players}_{lang}": _shot(players, lang) for players in (3, 5, 10, 15) for lang in ("fa", "en")},
    "bluff_4_fa_opening": _shot(4, "fa", opening),
    "bluff_6_en_just_called": _shot(6, "en", just_called, seed=3),
    "bluff_15_fa_over": _shot(15, "fa", never, seed=3),
    "bluff_8_en_over": _shot(8, "en", never, seed=3),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    for players in (3, 8):
        view = play_bluff(players, players, lambda v: v["last_reveal"] is not None and int(v["pile"]) >= 3)
        yield f"bluff{players}", GAMES["bluff"].ui.render(view, [f"P{n}" for n in range(players)], lang)


SEEN = Seen("bluff", computer=((4, 14, {}, 120), (6, 15, {}, 80)),
            matches=((5, 23, {}), (3, 24, {"claim_rule": "free", "max_per_play": 8})), images=_images)
