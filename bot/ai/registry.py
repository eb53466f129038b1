"""Which computer player sits in for each game."""

from __future__ import annotations

from bot.games.cards import derive_seed
from bot.games.protocol import Game

from .bluff import BluffPlayer
from .hokm_knowledge import replayed_memory
from .hokm_players import StrongHokmPlayer
from .hokm_search import Budget


def computer_move(game: Game, seat: int, think: float) -> str:
    """The move a computer player makes for `seat`, thinking for at most about `think` seconds. It sees only that
    seat's view (and, for Hokm, the memory a person in the seat would have of the hand, rebuilt from the record),
    and a seed derived from the game."""
    view = game.view(seat)
    seed = derive_seed(game.seed, "computer", game.version, seat)
    if game.name == "bluff":
        return BluffPlayer().choose(view, seed)
    if game.name == "hokm":
        player = StrongHokmPlayer(Budget(time_limit=think))
        player.memory = replayed_memory(game.record(), seat)
        return player.choose(view, seed)
    raise ValueError(f"no computer player for {game.name}")
