"""What every arena shares: a random seat, the 95% interval of a win rate, percentiles and the machine's name."""

from __future__ import annotations

import math
import os
import platform
import random

from bot.games.protocol import View


class RandomPlayer:
    def observe(self, view: View) -> None:
        pass

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        return random.Random(seed).choice(legal)



def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def machine() -> str:
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            model = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{model}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"
