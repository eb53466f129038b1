"""Ghahveh (قهوه): the card rules (`rules`), the bidding (`contract`) and the game (`game`)."""

from .game import Ghahveh, Phase

__all__ = ["Ghahveh", "Phase"]
