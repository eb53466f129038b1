"""What the computer-player tests of every game share: a game played by one computer seat against random
seats, with the computer's every move checked legal."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.games.protocol import Game, View


def against_random(game: Game, choose: Callable[[View, int], str], seat: int, rng: random.Random,
                   check: Callable[[Game], None], until: Callable[[Game], bool] | None = None) -> None:
    """Play `game` until `until`, `choose` deciding for `seat` and random moves for the others; the lowest
    acting seat moves first when several may."""
    while not (until(game) if until else game.is_over()):
        acting = min(game.to_act())
        legal = game.legal_actions(acting)
        action = choose(game.view(acting), rng.getrandbits(32)) if acting == seat else rng.choice(legal)
        assert action in legal, f"{action!r} is not legal for seat {acting}"
        game.apply(acting, action)
        check(game)
