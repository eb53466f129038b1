"""Which computer player sits in for each game."""

from __future__ import annotations

from bot.games.cards import derive_seed
from bot.games.protocol import Game

from . import ComputerPlayer
from .bluff import BluffPlayer

PLAYERS: dict[str, ComputerPlayer] = {"bluff": BluffPlayer()}


def computer_move(game: Game, seat: int) -> str:
    """The move a computer player makes for `seat`; the same every time for the same game state, so that a
    replayed game makes the same computer moves."""
    view = game.view(seat)
    seed = derive_seed(game.seed, "computer", game.version, seat)
    player = PLAYERS.get(game.name)
    if player is not None:
        return player.choose(view, seed)
    legal: list[str] = view["legal"]
    return legal[seed % len(legal)]
