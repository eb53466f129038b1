"""Seep: the capture game with houses (`game.Seep`)."""

from .game import Seep

__all__ = ["Seep"]
