"""Computer players for Hokm at every table size: a rule-based one and one that searches.

A player's only input is its seat's view: `choose(view, seed)` for a decision, and `observe(view)` for every view
the seat is shown in between, so that it remembers the cards played after its own turn in each trick (see
`knowledge`). An adapter either keeps one player per seat and shows it every view, or makes a fresh player
per decision and sets its `memory` to `replayed_memory(game.record(), seat)`; both give the same choices. A player
that is only ever asked to choose still plays legally, with a memory that has gaps.
"""

from __future__ import annotations

import copy
import threading
from abc import ABC, abstractmethod
from collections import OrderedDict

from bot.ai import decision_seed
from bot.ai.advice import action_costs, weighed_advice
from bot.ai.playout import Weighed
from bot.games.hokm import KEEP, REJECT, Hokm
from bot.games.protocol import Game, View
from bot.plugin import Advice

from .knowledge import HokmMemory, Knowledge, knowledge, mode_of
from .policy import bam_is_safe, keeps_drawn_card, policy_card, rule_declare
from .search import Budget, kot_wins_match, representative, search_bam, weigh_play
from .sim import decode, encode

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
        self.weighed: Weighed[int] | None = None  # how its last card fared in the search: a hint's reason

    def go_for_bam(self, k: Knowledge, seed: int) -> bool:
        return search_bam(k, seed, self.budget)

    def play(self, k: Knowledge, seed: int) -> int:
        self.weighed = weigh_play(k, seed, self.budget)
        return self.weighed.move


# Seconds the whole budget's moves take at p95, by table size, on the README's 2-core machine with nothing else
# running (CPU time, `benchmarks.arena_hokm` one process a size): a move allowed `think` seconds does that share.
FULL_THINK = {2: 0.21, 3: 0.37, 4: 0.3, 5: 0.3, 6: 0.26}


def hokm_move(game: Game, seat: int, think: float) -> str:
    """The strong player's move for `seat`, from the seat's view and the memory a person in the seat would have
    of the hand (kept up with the game, `recollection`): its full budget fits about `FULL_THINK` seconds at the
    table's size on a quiet machine, and a shorter allowance scales it down. The work is counted, not timed, so a
    restart gives the same move."""
    return hokm_advice(game, seat, think).action


def hokm_advice(game: Game, seat: int, think: float) -> Advice:
    """`hokm_move` with its reason: for a card, in how many of the deals the search tried no other card did
    better, and what each other card would give up; the other decisions follow rules of thumb and give the
    generic reason."""
    player = StrongHokmPlayer(Budget().scaled(think / FULL_THINK[game.players]))
    player.memory = recollection(game, seat)
    action = player.choose(game.view(seat), decision_seed(game, seat))
    declaration = game.view(seat)["declaration"]
    # a card the search left out stands with the candidate that wins and loses the same tricks
    costs = action_costs(player.weighed, game.legal_actions(seat),
                         lambda other, cards: representative(encode(other[2:], mode_of(declaration)), cards))
    return weighed_advice(action, player.weighed, costs=costs)


class _Recollection:
    """A seat's memory of a match, kept between its decisions: a copy of the game replayed only as far as the
    moves since the last decision, showing the seat its view after each, as `replayed_memory` does from the
    start. So a decision costs the same at the end of a long match as at its start."""

    def __init__(self, game: Game, seat: int) -> None:
        self.seat = seat
        self.shadow = Hokm(game.options, game.players, game.seed)
        self.memory = HokmMemory()

    def catch_up(self, log: list[tuple[int, str]]) -> bool:
        """Follow the moves made since; False when `log` does not go on from what was seen (a move taken back)."""
        seen = self.shadow.log
        if log[:len(seen)] != seen:  # a comparison at C speed, unlike a replay
            return False
        for actor, action in log[len(seen):]:
            self.shadow.apply(actor, action)
            self.memory.observe(self.shadow.view(self.seat))
        return True


_RECOLLECTIONS: OrderedDict[tuple[int, int, int], _Recollection] = OrderedDict()
_KEPT = 256  # seats remembered at once: a few per live table
_LOCK = threading.Lock()  # decisions for different tables run in threads at once


def recollection(game: Game, seat: int) -> HokmMemory:
    """The memory `seat` has of the current hand, equal to `replayed_memory(game.record(), seat)`."""
    key = (game.seed, game.players, seat)
    with _LOCK:
        kept = _RECOLLECTIONS.pop(key, None)
    if kept is None or kept.shadow.options != game.options or not kept.catch_up(game.log):
        kept = _Recollection(game, seat)
        kept.catch_up(game.log)
    with _LOCK:
        _RECOLLECTIONS[key] = kept
        while len(_RECOLLECTIONS) > _KEPT:
            _RECOLLECTIONS.popitem(last=False)
    return copy.deepcopy(kept.memory)
