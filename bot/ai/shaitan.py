"""A computer player for Shaitan.

Its one decision is which position of the neighbour's face-down fan to draw. The engine makes that fan afresh
from the cards alone before every draw (`blind_draw.fan`), so no position is better than another, whatever the
player knows: its view does say which of its own cards went to whom (the joker it lost, say), but that tells it
nothing about where a card lies in the next fan. It therefore draws a position chosen evenly from its seed, as
a careful person would, and never plays a pattern someone could learn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.games.protocol import View


@dataclass(frozen=True)
class ShaitanPlayer:
    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        return random.Random(seed).choice(legal)
