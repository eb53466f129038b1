"""The figures an arena reports: intervals, percentiles, and the machine and its load beside them."""

from __future__ import annotations

import math
import os
import platform
import random
import statistics
from collections.abc import Sequence

Z95 = 1.96
RESAMPLES = 2000


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def bootstrap(scores: Sequence[float], seed: int, resamples: int = RESAMPLES) -> tuple[float, float]:
    """The 95% percentile-bootstrap interval of the mean of `scores`, each the score of one duplicate deal: the
    games of one deal are resampled together, since the swapped seats make them anything but independent."""
    n = len(scores)
    if n == 0:
        return (0.0, 1.0)
    rng = random.Random(seed)
    means = sorted(statistics.fmean(rng.choices(scores, k=n)) for _ in range(resamples))
    return means[int(0.025 * resamples)], means[math.ceil(0.975 * resamples) - 1]


def interval(scores: Sequence[float], seed: int) -> tuple[float, float, str]:
    """The bootstrap's 95% interval, but where every deal was won or every deal lost, Wilson's over the deals:
    resampling such deals cannot move, though a few more might have gone the other way. With its name."""
    if scores and all(score == scores[0] for score in scores) and scores[0] in (0.0, 1.0):
        return (*wilson(round(sum(scores)), len(scores)), "Wilson")
    return (*bootstrap(scores, seed), "bootstrap")


def deals_for(half_width: float, z: float = Z95) -> int:
    """Deals enough for a 95% interval of at most ±`half_width` however the deals' scores (each from 0 to 1)
    spread: their variance is at most 1/4, when each deal is all won or all lost."""
    return math.ceil((z / half_width) ** 2 / 4)


def percentile(values: Sequence[float], q: float) -> float:
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


def load() -> float:
    """The machine's load average over the last minute: how quiet it was for the times measured."""
    return os.getloadavg()[0]
