"""Sample Ghahveh tables played by the real engine from fixed seeds, for the gallery and the tests: a view is only
ever what `Ghahveh.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.ghahveh import Ghahveh
from bot.games.protocol import View

from . import play_until


def play_ghahveh(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
                 max_moves: int = 5000) -> View:
    """Random legal moves from a seeded match until `stop(public view)` holds or the match is over."""
    return play_until(Ghahveh(options or {}, 4, seed), seed, stop, max_moves=max_moves)


def bidding(view: View) -> bool:
    return view["phase"] == "bid" and sum(b is not None for b in view["bids"]) == 2


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == 3 and sum(view["tricks"]) >= 3


def second_hand(view: View) -> bool:
    return view["hand_no"] >= 1 and len(view["trick"]) == 2 and sum(view["tricks"]) >= 9


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and sum(view["tricks"]) >= 5


def never(view: View) -> bool:
    return False
