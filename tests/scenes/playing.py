"""Playing a seeded game with computer players at every seat until a wanted table comes up."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.cards import derive_seed
from bot.games.protocol import Game, View


def play_until(game: Game, choose: Callable[[View, int], str], seed: int, stop: Callable[[View], bool],
               max_moves: int) -> View:
    """The public view once `stop` holds or the game is over; each move is `choose(view of the seat to act,
    a seed derived from `seed` and the move's number)`."""
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        seat = min(game.to_act())
        game.apply(seat, choose(game.view(seat), derive_seed(seed, game.version)))
    raise RuntimeError(f"seed {seed}: no such table within {max_moves} moves")
