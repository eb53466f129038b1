"""Sample tables played by the real engine, for the gallery, the benchmark and the tests: a view is only ever
what `Hokm.public_view()` produces, never a hand-written dict that could drift from it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.games.hokm import Hokm
from bot.games.protocol import View

from . import play_until

PERSIAN_NAMES = ("علی‌رضا", "سارا", "مریم", "رضا", "نگار", "امید")
ENGLISH_NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
MIXED_NAMES = (
    "علی‌رضا محمدی‌نژاد 🌹 AliReza the Great 🎉",
    "Sara (سارا) 👩‍💻",
    "<b>Maryam</b> \u200fمریم\u200e",
    "Dave 🇮🇷",
    "نگار Negar",
    "Omid امید ⚽",
)


def play_hokm(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
              prefer: Sequence[str] = (), max_moves: int = 5000, players: int = 4) -> View:
    """Random legal moves from a seeded match of `players` until `stop(public view)` holds or the match is over;
    an action in `prefer` (a declaration such as `t:mid`, say) is taken whenever it is legal."""
    return play_until(Hokm(options or {}, players, seed), seed, stop, prefer, max_moves)


def declaring(view: View) -> bool:
    return bool(view["phase"] == "declare")


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == view["players"] - 1 and sum(view["tricks"]) >= 2


def drawing(view: View) -> bool:
    return view["phase"] == "draw" and bool(view["stock"] <= 30)


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and sum(view["tricks"]) >= 4


def choosing_bam(view: View) -> bool:
    return bool(view["phase"] == "bam")


def going_for_bam(view: View) -> bool:
    return view["going_for_bam"] is not None and len(view["trick"]) == 2


def never(view: View) -> bool:
    return False
