"""Exact play with every card open: alpha-beta over the rest of a hand, within an allowance of nodes.

The search solves sampled worlds near the end of a hand, and Bam attempts, whose six tricks can be slow to prove
in rare deals; the allowance keeps one such deal from stalling a decision while staying deterministic.
"""

from __future__ import annotations

from .sim import Position, Stakes, distinct_moves

INFINITY = float("inf")


class OutOfNodes(Exception):
    """The allowance ran out before the position was solved."""


class OpenSolver:
    def __init__(self, team: int, stakes: Stakes, nodes: int) -> None:
        self.team = team
        self.stakes = stakes
        self.nodes_left = nodes
        # values of positions at the start of a trick, with the window they were found in: the same cards left
        # with the same leader and tricks won come back by many orders of the tricks before
        self.known: dict[tuple[int, ...], tuple[float, float, float]] = {}

    def value(self, pos: Position, alpha: float = -INFINITY, beta: float = INFINITY) -> float:
        """The hand's worth to `team` with both sides playing their best: exact when it lies strictly between
        `alpha` and `beta`, otherwise a bound on the side it fell. Raises `OutOfNodes`."""
        if pos.is_over():
            return pos.value(self.team, self.stakes)
        self.nodes_left -= 1
        if self.nodes_left < 0:
            raise OutOfNodes
        key = None
        if not pos.trick:
            key = (*pos.hands, pos.leader, *pos.won)
            kept = self.known.get(key)
            if kept is not None:
                value, low, high = kept
                if (low < value < high) or (value >= high and value >= beta) or (value <= low and value <= alpha):
                    return value
        window = alpha, beta
        maximising = pos.seating.side[pos.to_act] == self.team  # at three or more sides: all against one
        best = -INFINITY if maximising else INFINITY
        for card in reversed(distinct_moves(pos.legal(), pos.gone())):  # high cards first: they settle tricks
            child = pos.copy()
            child.play(card)
            value = self.value(child, alpha, beta)
            if maximising:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        if key is not None:
            self.known[key] = (best, *window)
        return best
