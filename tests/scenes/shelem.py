"""Sample Shelem tables played by the real engine, for the gallery and the render tests: a view is only ever what
`Shelem.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.ai.shelem import RuleShelemPlayer
from bot.games.protocol import View
from bot.games.shelem import Shelem

from .hokm import ENGLISH_NAMES, MIXED_NAMES, PERSIAN_NAMES, never

__all__ = ["ENGLISH_NAMES", "MIXED_NAMES", "PERSIAN_NAMES", "bidding", "burying", "mid_trick", "never",
           "play_shelem", "trick_just_won"]


def play_shelem(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
                players: int = 4, max_moves: int = 5000) -> View:
    """The rule-based computer player's moves in every seat of a seeded match until `stop(public view)` holds or
    the match is over."""
    game = Shelem(options or {}, players, seed)
    player = RuleShelemPlayer()
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        (seat,) = game.to_act()
        game.apply(seat, player.choose(game.view(seat), seed))
    raise RuntimeError(f"seed {seed}: no such table within {max_moves} moves")


def bidding(view: View) -> bool:
    return view["phase"] == "bid" and len(view["auction"]["calls"]) >= 3


def burying(view: View) -> bool:
    return view["phase"] == "exchange"


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == 3 and sum(view["tricks"]) >= 2


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and sum(view["tricks"]) >= 4
