"""Sample tables played by the real engines from fixed seeds, for the gallery, the benchmarks and the tests."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from bot.games.protocol import Game, View


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
