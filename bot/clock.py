"""The time tables go by (turn deadlines, lobbies left idle, the daily digest): the wall clock, unless moved ahead.

The one place the runtime reads that time, so that tests can play turns hours long by moving it forward
(`advance`) rather than waiting. What paces calls to Telegram keeps to real time: Telegram counts in it.
"""

from __future__ import annotations

import time

_ahead = 0.0  # seconds this clock runs ahead of the wall clock


def now() -> float:
    """Epoch seconds."""
    return time.time() + _ahead


def advance(seconds: float) -> None:
    """Move the clock forward (never back): what was due by then is due now."""
    global _ahead
    _ahead += max(0.0, seconds)
