"""Computer players for Ghahveh: a rule-based one, and one that searches sampled deals (`search`).

Both see only their seat's view, which lists the whole hand's tricks, so `choose(view, seed)` needs nothing else.
"""

from __future__ import annotations

from bot.ai.playout import Weighed
from bot.games.auction import bid_action, bid_value
from bot.games.protocol import View

from .bidding import rule_bid
from .knowledge import Knowledge, knowledge
from .policy import rule_play
from .search import BidWeighed, Budget, weigh_bid, weigh_play
from .sim import decode


def bid_range(legal: list[str]) -> tuple[int, int]:
    values = [v for v in map(bid_value, legal) if v is not None]
    return min(values), max(values)


class RuleGhahvehPlayer:
    """Bids from the hand's expected tricks and plays like a competent casual player; needs no seed."""

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if not legal:
            raise ValueError(f"seat {view['seat']} has nothing to choose now")
        k = knowledge(view)
        if view["phase"] == "bid":
            return bid_action(self.bid(k, *bid_range(legal), seed))
        return "p:" + decode(self.play(k, seed))

    def bid(self, k: Knowledge, low: int, high: int, seed: int) -> int:
        return rule_bid(k.hand, low, high)

    def play(self, k: Knowledge, seed: int) -> int:
        return rule_play(k.position)


class SearchGhahvehPlayer(RuleGhahvehPlayer):
    """Bids and plays by searching sampled deals (`search`) within `budget`."""

    def __init__(self, budget: Budget | None = None) -> None:
        self.budget = budget or Budget()
        # how its last bid or card fared in the search: a hint's reason
        self.bid_weighed: BidWeighed | None = None
        self.weighed: Weighed[int] | None = None

    def bid(self, k: Knowledge, low: int, high: int, seed: int) -> int:
        self.bid_weighed = weigh_bid(k, low, high, seed, self.budget)
        return self.bid_weighed.bid

    def play(self, k: Knowledge, seed: int) -> int:
        self.weighed = weigh_play(k, seed, self.budget)
        return self.weighed.move
