"""What a group may choose once for all its tables with /settings, and the defaults: the turn timer, whether
computer players may sit in and whether players may ask for hints, and between them each game's own settings
(`GameEntry.settings`)."""

from __future__ import annotations

from typing import Any

from bot.plugin import GameUI
from bot.registry import GAMES

_GAME_SETTINGS = [setting for entry in GAMES.values() for setting in entry.settings]

# setting -> the choices offered, in button order; the first value of a yes/no setting is "no"
CHOICES: dict[str, tuple[int, ...]] = {"turn": (0, 30, 60, 120), **{s.key: s.choices for s in _GAME_SETTINGS},
                                       "computers": (0, 1), "hints": (0, 1),
                                       "slow": (0, 1, 8, 24)}  # a slow table's hours a turn; 0: quick
# Hints are off until a group turns them on: a match is then played by its people alone unless they chose otherwise.
# A new table is quick unless its group makes slow ones (`screens.slow`) the rule.
DEFAULTS = {**{s.key: s.default for s in _GAME_SETTINGS}, "computers": 1, "hints": 0, "slow": 0}
# What only a group chooses: a private chat's tables are practice, where computers fill every other seat, hints are
# always on and nobody waits for anyone.
GROUP_ONLY = frozenset({"computers", "hints", "slow"})


def private(chat_id: int) -> bool:
    """Whether a chat is a person's private chat, whose tables are practice: a user's id is positive, a group's
    negative."""
    return chat_id > 0


def offered(chat_id: int) -> dict[str, tuple[int, ...]]:
    """The settings a chat chooses."""
    return {key: values for key, values in CHOICES.items() if not private(chat_id) or key not in GROUP_ONLY}


def value(settings: dict[str, int], key: str) -> int:
    return settings.get(key, DEFAULTS.get(key, 0))


def options_for(ui: GameUI, settings: dict[str, int]) -> dict[str, Any]:
    """A new table's options under the group's /settings."""
    return ui.house_rules({key: value(settings, key) for key in DEFAULTS})
