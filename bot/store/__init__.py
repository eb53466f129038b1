"""SQLite storage: live tables, finished games, scores and chat settings."""

from .db import FinishedSeat, Leader, Skill, Store, StoreUnavailable

__all__ = ["FinishedSeat", "Leader", "Skill", "Store", "StoreUnavailable"]
