from .db import FinishedSeat, Leader, PastGame, Skill, Stale, Store, StoreUnavailable

__all__ = ["FinishedSeat", "Leader", "PastGame", "Skill", "Stale", "Store", "StoreUnavailable"]
