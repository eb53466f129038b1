"""Golf's computer players: the rule of thumb (`rule`) and the sampling search built on it (`search`)."""

from .rule import GolfPlayer, golf_advice, golf_move

__all__ = ["GolfPlayer", "golf_advice", "golf_move"]
