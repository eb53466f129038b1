"""Which computer player sits in for each game."""

from __future__ import annotations

from bot.games.cards import derive_seed
from bot.games.protocol import Game


def computer_move(game: Game, seat: int) -> str:
    """A legal move for `seat`, the same every time for the same game state (so replays agree)."""
    view = game.view(seat)
    legal: list[str] = view["legal"]
    seed = derive_seed(game.seed, "computer", game.version, seat)
    return legal[seed % len(legal)] if legal else ""
