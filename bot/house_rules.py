"""What a group may choose once for all its tables with /settings, and the defaults."""

from __future__ import annotations

# setting -> the choices offered, in button order; the first value of a yes/no setting is "no"
CHOICES: dict[str, tuple[int, ...]] = {"turn": (0, 30, 60, 120), "sets": (1, 2, 3), "sars": (0, 1),
                                       "computers": (0, 1)}
DEFAULTS = {"sets": 1, "sars": 0, "computers": 1}


def value(settings: dict[str, int], key: str) -> int:
    return settings.get(key, DEFAULTS.get(key, 0))
