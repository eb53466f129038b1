"""The Twenty-One computer player (`player`) and the exact odds of a duel it plays by (`odds`)."""

from .player import TwentyOnePlayer

__all__ = ["TwentyOnePlayer"]
