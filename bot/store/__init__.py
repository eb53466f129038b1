"""SQLite storage: live tables, finished games, scores and chat settings."""

from .db import FinishedSeat, Leader, Store, StoreUnavailable

__all__ = ["FinishedSeat", "Leader", "Store", "StoreUnavailable"]
