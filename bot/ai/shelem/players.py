"""Computer players for Shelem: `choose(view, seed)` for every decision of the seat, from its view alone.

Both players bid by the hand's estimate, bury by the rules of thumb of `policy` and name trump by their best
suit; they differ in the play of the cards at four: the rule-based player plays the policy's card, the strong
player searches sampled deals (`search`). At two, both play by the rules of `two`.
"""

from __future__ import annotations

from bot.ai.hokm.sim import cards_of
from bot.ai.playout import Weighed
from bot.games.cards import standard_deck
from bot.games.protocol import View
from bot.games.selection import CONFIRM, PICK

from .knowledge import Knowledge, card, knowledge
from .policy import burial, card_mask, choose_bid, policy_card
from .search import Budget, weigh_play
from .two import two_player_card

CODES = {card(code): code for code in standard_deck()}


class RuleShelemPlayer:
    """Plays like a competent casual player; needs no seed and next to no time."""

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if not legal:
            raise ValueError(f"seat {view['seat']} has nothing to choose now")
        if view["phase"] == "bid":
            return choose_bid(view)
        if view["phase"] == "exchange":
            return self.bury(view)
        if view["players"] == 2:
            return "p:" + CODES[two_player_card(view)]
        return "p:" + CODES[self.play(knowledge(view), seed)]

    def bury(self, view: View) -> str:
        """One press toward the burial: an unwanted pick is put back, a wanted card picked, then Confirm."""
        legal: list[str] = view["legal"]
        wanted = {CODES[c] for c in cards_of(burial(card_mask(view["hand"])))}
        picked: set[str] = set(view["selected"])
        for code in [*sorted(picked - wanted), *sorted(wanted - picked)]:
            if PICK + code in legal:
                return PICK + code
        return CONFIRM if CONFIRM in legal else legal[0]

    def play(self, k: Knowledge, seed: int) -> int:
        return policy_card(k)


class StrongShelemPlayer(RuleShelemPlayer):
    """Searches sampled deals for each card within `budget`."""

    def __init__(self, budget: Budget | None = None) -> None:
        self.budget = budget or Budget()
        self.weighed: Weighed[int] | None = None  # how its last card fared in the search: a hint's reason

    def play(self, k: Knowledge, seed: int) -> int:
        self.weighed = weigh_play(k, seed, self.budget)
        return self.weighed.move

