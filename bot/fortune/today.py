"""Seeds for "today's" fortunes: the same for a person all day, a fresh draw the next day.

The date is the asker's calendar day, chosen by the caller (the bot knows the user's time zone).
"""

from __future__ import annotations

from datetime import date
from enum import StrEnum

from bot.games.cards import derive_seed


class FortuneKind(StrEnum):
    LOVE = "love"
    MARRIAGE = "marriage"
    DAILY = "daily"


def day_seed(kind: FortuneKind, user_id: int, day: date, subject: str = "") -> int:
    """The seed of `kind` for `user_id` on `day`; `subject` (the beloved's name, say) keeps two questions
    asked on one day from sharing a draw."""
    return derive_seed(user_id, kind.value, day.isoformat(), subject)
