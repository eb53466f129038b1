"""SQLite storage: live tables, finished games, scores and chat settings."""

from .db import FinishedSeat, Leader, Store

__all__ = ["FinishedSeat", "Leader", "Store"]
