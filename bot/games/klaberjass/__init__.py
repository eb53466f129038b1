"""Klaberjass (two players): the pack, its orders, values and sequences (`cards`) and the game (`game`)."""

from .game import Klaberjass, Phase

__all__ = ["Klaberjass", "Phase"]
