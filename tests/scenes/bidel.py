"""Sample Bi-Del tables played by the real engine, for the gallery and the render tests: a view is only ever what
`Bidel.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.ai.bidel.rule import RuleBidelPlayer
from bot.games.bidel import Bidel
from bot.games.protocol import View

from . import play_by
from .hokm import ENGLISH_NAMES, MIXED_NAMES, PERSIAN_NAMES, never

__all__ = ["ENGLISH_NAMES", "MIXED_NAMES", "PERSIAN_NAMES", "mid_trick", "never", "passing", "play_bidel",
           "trick_just_won"]


def play_bidel(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
               players: int = 4, max_moves: int = 5000) -> View:
    """The rule-based computer player's moves, lowest seat first, until `stop(public view)` holds or the match is
    over."""
    return play_by(Bidel(options or {}, players, seed), RuleBidelPlayer().choose, seed, stop, max_moves)


def passing(view: View) -> bool:
    """Half the table has passed."""
    return view["phase"] == "pass" and len(view["passed"]) == view["players"] // 2


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == view["players"] - 1 and len(view["played"]) >= 3


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and len(view["played"]) >= 5 and view["hearts_broken"]
