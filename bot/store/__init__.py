from .db import FinishedSeat, Leader, Skill, Stale, Store, StoreUnavailable

__all__ = ["FinishedSeat", "Leader", "Skill", "Stale", "Store", "StoreUnavailable"]
