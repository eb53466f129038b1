"""Computer players. A player sees exactly what a person in its seat would: `game.view(seat)`, never more."""

from __future__ import annotations

from bot.games.cards import derive_seed
from bot.games.protocol import Game


def decision_seed(game: Game, seat: int) -> int:
    """The seed of one decision: derived from the game, so that a game replayed after a restart makes the same
    computer moves."""
    return derive_seed(game.seed, "computer", game.version, seat)
