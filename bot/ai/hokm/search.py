"""The strong player's search: sampled worlds, rule-based playouts, exact play near the end of a hand.

Every candidate card is scored in the same worlds sampled from the seat's knowledge (`worlds`), so the luck
of the deal cancels between candidates, by playing the rest of the hand out with the rule-based policy for every
seat, each seeing only its own hand. With few cards left, each world is solved exactly instead (alpha-beta
over the open cards, `solver`). Ties go to the card the rule-based policy would play. A card's score is the
hand's worth in points toward the match (`Stakes`), so a Kot counts for what it is worth at the current score.

Budgets: the work per decision is counted, never timed (`Budget.playouts`, `exact_worlds`, the solver's nodes),
so the same view and seed give the same choice however loaded the machine is, and a restarted game makes the same
moves. A shorter allowance of time scales the counts down (`Budget.scaled`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.playout import Weighed, WorldScores

from .knowledge import Knowledge
from .policy import bam_is_safe, policy_card, rule_play
from .sim import SUIT_OF, Position, Stakes, distinct_moves, legal_mask, mask_of, winning_index
from .solver import OpenSolver, OutOfNodes
from .worlds import worlds

# A playout's worth also counts its trick margin a little, to prefer safer wins among equal outcomes.
MARGIN_WEIGHT = 0.02
# Bam is attempted only if it succeeds in this share of the worlds solved open (which flatters the attempt).
BAM_CONFIDENCE = 0.9


@dataclass(frozen=True)
class Budget:
    playouts: int = 1000  # per card decision: worlds x candidate cards
    min_worlds: int = 16
    max_worlds: int = 300
    exact_cards: int = 3  # solve exactly once the seat holds this many cards or fewer
    exact_worlds: int = 24
    solver_nodes: int = 20_000  # per card decision, over all the worlds solved exactly
    bam_nodes: int = 40_000  # per Bam decision: proving six straight tricks takes more

    def scaled(self, share: float) -> Budget:
        """This budget with its work cut to `share` of it (at least one world of each kind)."""
        def cut(n: int) -> int:
            return max(1, round(n * min(1.0, share)))
        return Budget(cut(self.playouts), cut(self.min_worlds), cut(self.max_worlds), self.exact_cards,
                      cut(self.exact_worlds), cut(self.solver_nodes), cut(self.bam_nodes))


def representative(card: int, moves: Sequence[int]) -> int:
    """The member of `moves` standing for `card` (the highest of its suit not above it)."""
    return max(m for m in moves if SUIT_OF[m] == SUIT_OF[card] and m <= card)


def playout(pos: Position, team: int, stakes: Stakes) -> float:
    """Play the hand out with the rule-based policy at every seat; its worth to side `team`. The plays of
    `Position.play` are made inline, a trick at a time, since a hand can only end with a trick: this loop is
    most of the search's time."""
    hands, voids, trick, trump, table = pos.hands, pos.voids, pos.trick, pos.trump, pos.seating
    players, side, leader, played = len(hands), table.side, pos.leader, pos.played
    while not pos.is_over():
        while True:
            seat = (leader + len(trick)) % players
            card = rule_play(hands[seat], seat, leader, trick, trump, played, voids, table)
            if trick and SUIT_OF[card] != SUIT_OF[trick[0]]:
                voids[seat] |= 1 << SUIT_OF[trick[0]]
            hands[seat] &= ~(1 << card)
            played |= 1 << card
            trick.append(card)
            if len(trick) == players:
                break
        leader = (leader + winning_index(trick, trump)) % players
        pos.won[side[leader]] += 1
        trick.clear()
    pos.leader, pos.played = leader, played
    won = pos.won
    return pos.value(team, stakes) + MARGIN_WEIGHT * (2 * won[team] - sum(won))


def _root(k: Knowledge, hands: list[int], bam_team: int | None) -> Position:
    return Position(hands, k.trump, k.leader, list(k.trick), list(k.won), k.played, list(k.voids), bam_team,
                    k.table)


def _solves(k: Knowledge, budget: Budget) -> bool:
    """Whether to solve exactly: with few cards left, and only between two sides, since the solver lets every
    other side play against the seat's as one, which at three or more sides they do not."""
    return k.hand.bit_count() <= budget.exact_cards and k.table.sides == 2


def _world_count(k: Knowledge, candidates: int, budget: Budget) -> int:
    if _solves(k, budget):
        return budget.exact_worlds
    return min(budget.max_worlds, max(budget.min_worlds, budget.playouts // candidates))


def search_play(k: Knowledge, seed: int, budget: Budget) -> int:
    """The card to play (`weigh_play`)."""
    return weigh_play(k, seed, budget).move


def weigh_play(k: Knowledge, seed: int, budget: Budget) -> Weighed[int]:
    """The card to play: the candidate with the best total over the sampled worlds. A world the solver runs out
    of nodes on is dropped, and no further world is started."""
    candidates = distinct_moves(legal_mask(k.hand, k.trick), k.played & ~mask_of(k.trick))
    preferred = representative(policy_card(k), candidates)
    if len(candidates) == 1:
        return Weighed(candidates[0])
    exact = _solves(k, budget)
    solver = OpenSolver(k.side, k.stakes, budget.solver_nodes)
    rng = random.Random(seed)
    scored = WorldScores(len(candidates))
    dealt = worlds(k, rng)
    for _ in range(_world_count(k, len(candidates), budget)):
        root = _root(k, next(dealt), k.bam_team)
        scores = []
        for c in candidates:
            pos = root.copy()
            pos.play(c)
            try:
                scores.append(solver.value(pos) if exact else playout(pos, k.side, k.stakes))
            except OutOfNodes:
                break
        if len(scores) < len(candidates):
            break
        scored.add(scores)
    best = max(range(len(candidates)), key=lambda i: (scored.totals[i], candidates[i] == preferred))
    return scored.weighed(candidates, best)


def kot_wins_match(stakes: Stakes, team: int) -> bool:
    return stakes.worth(team, stakes.kot_points(team)) >= stakes.bam_worth(team)


def search_bam(k: Knowledge, seed: int, budget: Budget) -> bool:
    """Whether to go on for Bam at 7-0: when it is safe, or when it succeeds in nearly every sampled world solved
    open (worlds left unsolved when the nodes run out count as failures) and is worth more on
    average than the Kot in hand."""
    team = k.side
    stakes = k.stakes
    if kot_wins_match(stakes, team):
        return False
    if bam_is_safe(k.hand, k.played, k.trump):
        return True
    rng = random.Random(seed)
    solver = OpenSolver(team, stakes, budget.bam_nodes)
    bam = stakes.bam_worth(team)
    successes = 0
    dealt = worlds(k, rng)
    for _ in range(budget.exact_worlds):
        try:
            # a null window: the solver only has to tell success from failure
            successes += solver.value(_root(k, next(dealt), team), bam - 0.5, bam) >= bam
        except OutOfNodes:
            break
    share = successes / budget.exact_worlds
    return share >= BAM_CONFIDENCE and share * bam + (1 - share) * stakes.worth(team, 1) > stakes.worth(
        team, stakes.kot_points(team))
