"""Golf's computer player: the rule of thumb (`rule`)."""

from .rule import GolfPlayer, golf_advice, golf_move

__all__ = ["GolfPlayer", "golf_advice", "golf_move"]
