"""Bluff's computer players: the rule of thumb (`rule`) and the player that counts the claims' odds (`counting`),
which the bot uses."""

from .counting import CountingPlayer, bluff_advice, bluff_move
from .rule import BluffPlayer

__all__ = ["BluffPlayer", "CountingPlayer", "bluff_advice", "bluff_move"]
