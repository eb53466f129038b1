"""The rule-of-thumb Nine-and-Eight player the bot used before its exact one, kept unchanged as the arena's
baseline.

A computer player for Nine-and-Eight: it always shows (a folded hand pays as a loser whatever it holds, so
folding never saves a chip), taunts first with an 8 or a 9 so that others may throw their hands in, and joins
a small side pot now and then without ever opening one."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.games.protocol import View


@dataclass(frozen=True)
class NineEightPlayer:
    join_rate: float = 0.5
    side_share: float = 0.05  # the largest side stake it joins, as a share of its balance
    taunt_from: int = 8

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if view["phase"] == "reveal":
            taunt = f"taunt:{(view['value'] or 0) - 1}"
            if (view["value"] or 0) >= self.taunt_from and taunt in legal:
                return taunt
            return "show"
        stake = view["side_pot"]["stake"]
        balance = view["balances"][view["seat"]]
        if "join" in legal and stake <= self.side_share * balance and random.Random(seed).random() < self.join_rate:
            return "join"
        return "deal" if "deal" in legal else "noside"
