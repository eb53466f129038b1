"""Sample Golf tables played by the real engine and its computer players, for the gallery and the tests: a view
is only ever what `Golf.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable

from bot.ai.golf import golf_move
from bot.games.golf import Golf
from bot.games.protocol import View


def play_golf(variant: str, players: int, seed: int, stop: Callable[[View], bool], max_moves: int = 3000) -> View:
    """Computer players at every seat, from a seeded deal, until `stop(public view)` holds or the game is over."""
    game = Golf({"variant": variant}, players, seed)
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        seat = min(game.waiting_for())
        game.apply(seat, golf_move(game, seat, 0.0))
    raise RuntimeError(f"seed {seed}: no such table within {max_moves} moves")


def mid_hole(view: View) -> bool:
    """The second hole under way, some cards face up."""
    return int(view["hole"]) >= 1 and sum(map(sum, view["face_up"])) >= 2 * int(view["players"])


def second_hole(view: View) -> bool:
    """The second hole under way (the variants whose cards stay face down)."""
    return int(view["hole"]) >= 1 and view["phase"] == "draw"


def grown(view: View) -> bool:
    """A layout with a gap or an extra cell (a match, a snap or a penalty card)."""
    return any(None in cells or len(cells) > 4 for cells in view["layouts"])


def never(view: View) -> bool:
    return False
