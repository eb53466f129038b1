"""Bluff's computer player: the rule of thumb (`rule`)."""

from .rule import BluffPlayer, bluff_advice, bluff_move

__all__ = ["BluffPlayer", "bluff_advice", "bluff_move"]
