"""The Twenty-One computer player (`player`) and the exact odds of a duel it plays by (`odds`)."""

from .player import TwentyOnePlayer, bust_share

__all__ = ["TwentyOnePlayer", "bust_share"]
