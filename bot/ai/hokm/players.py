"""Computer players for Hokm at every table size: a rule-based one and one that searches.

A player's only input is its seat's view: `choose(view, seed)` for a decision, and `observe(view)` for every view
the seat is shown in between, so that it remembers the cards played after its own turn in each trick (see
`knowledge`). An adapter either keeps one player per seat and shows it every view, or makes a fresh player
per decision and sets its `memory` to `replayed_memory(game.record(), seat)`; both give the same choices. A player
that is only ever asked to choose still plays legally, with a memory that has gaps.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from bot.ai import decision_seed
from bot.games.hokm import KEEP, REJECT
from bot.games.protocol import Game, View

from .knowledge import HokmMemory, Knowledge, knowledge, mode_of, replayed_memory
from .policy import bam_is_safe, keeps_drawn_card, policy_card, rule_declare
from .search import Budget, kot_wins_match, search_bam, search_play
from .sim import decode

GO, STOP = "bam:go", "bam:stop"


class HokmSeat(ABC):
    """A computer player for one Hokm seat, with its memory of the hand in play."""

    def __init__(self) -> None:
        self.memory = HokmMemory()

    def observe(self, view: View) -> None:
        self.memory.observe(view)

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if not legal:
            raise ValueError(f"seat {view['seat']} has nothing to choose now")
        if view["phase"] == "declare":
            return self.declare(view, seed)
        if view["phase"] == "draw":
            return KEEP if keeps_drawn_card(view["seen"], view["trump"], mode_of(view["declaration"])) else REJECT
        k = knowledge(view, self.memory)
        if view["phase"] == "bam":
            return GO if self.go_for_bam(k, seed) else STOP
        return "p:" + decode(self.play(k, seed), k.mode)

    def declare(self, view: View, seed: int) -> str:
        """Both players declare by the rules of thumb in `rule_declare`, which were fitted to playouts of many
        sampled deals; sampling the declaration afresh at each decision, even 150 deals, chose worse."""
        return rule_declare(view["hand"], view["legal"])

    @abstractmethod
    def go_for_bam(self, k: Knowledge, seed: int) -> bool: ...

    @abstractmethod
    def play(self, k: Knowledge, seed: int) -> int: ...


class RuleHokmPlayer(HokmSeat):
    """Plays like a competent casual player (`policy`); needs no seed and no time."""

    def go_for_bam(self, k: Knowledge, seed: int) -> bool:
        return not kot_wins_match(k.stakes, k.side) and bam_is_safe(k.hand, k.played, k.trump)

    def play(self, k: Knowledge, seed: int) -> int:
        return policy_card(k)


class StrongHokmPlayer(HokmSeat):
    """Searches sampled worlds (`search`) within `budget`."""

    def __init__(self, budget: Budget | None = None) -> None:
        super().__init__()
        self.budget = budget or Budget()

    def go_for_bam(self, k: Knowledge, seed: int) -> bool:
        return search_bam(k, seed, self.budget)

    def play(self, k: Knowledge, seed: int) -> int:
        return search_play(k, seed, self.budget)


def hokm_move(game: Game, seat: int, think: float) -> str:
    """The strong player's move for `seat`, searching for at most about `think` seconds, from the seat's view
    and the memory a person in the seat would have of the hand (rebuilt from the record)."""
    player = StrongHokmPlayer(Budget(time_limit=think))
    player.memory = replayed_memory(game.record(), seat)
    return player.choose(game.view(seat), decision_seed(game, seat))
