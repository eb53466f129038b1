"""Who sits at an arena's table: the bot's registered computer player, the game's frozen baseline, or random
play; each a `ComputerMove`, called as the bot calls its computer player."""

from __future__ import annotations

import random

from benchmarks.baselines import BASELINES
from bot.ai import decision_seed
from bot.games.protocol import Game, View
from bot.plugin import ComputerMove
from bot.registry import GAMES

KINDS = ("computer", "baseline", "random")


def random_move(game: Game, seat: int, think: float) -> str:
    return random.Random(decision_seed(game, seat)).choice(game.legal_actions(seat))


def player(kind: str, game: str) -> ComputerMove:
    if kind == "computer":
        return GAMES[game].computer
    if kind == "baseline":
        return BASELINES[game]
    if kind == "random":
        return random_move
    raise ValueError(f"no player {kind!r}; choose from {KINDS}")


class RandomPlayer:
    """Random play for a script that keeps one player a seat and shows it every view (`arena_hokm`)."""

    def observe(self, view: View) -> None:
        pass

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        return random.Random(seed).choice(legal)
