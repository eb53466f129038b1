"""Storage: live tables, finished games, scores and chat settings, in SQLite or PostgreSQL."""

from .db import FinishedSeat, Leader, Stale, Store, StoreUnavailable

__all__ = ["FinishedSeat", "Leader", "Stale", "Store", "StoreUnavailable"]
