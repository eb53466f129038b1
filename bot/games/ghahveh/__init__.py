"""Ghahveh (قهوه): the card rules (`rules`), the bidding (a once-each `bot.games.auction`) and the game (`game`)."""

from .game import Ghahveh, Phase

__all__ = ["Ghahveh", "Phase"]
