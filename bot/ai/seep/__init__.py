"""Seep's computer players: the rule of thumb (`rule`) and the sampling search built on it (`search`)."""

from .rule import SeepPlayer, seep_move

__all__ = ["SeepPlayer", "seep_move"]
