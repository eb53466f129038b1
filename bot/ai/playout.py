"""Determinized search, for any game with hidden cards: deal the cards a seat has not seen to the places it
cannot see, in many ways that fit what it knows, score every candidate move by playing each imagined deal on
from it, and keep the move with the best mean over the same deals (common worlds: every candidate meets the
same cards, so the comparison is not drowned by the luck of the draw).

What is game-specific stays with the game: which cards are unseen, which places take how many, what a seat is
known to lack, how a world is played on and scored. This module is only the frame, and it counts work rather
than time, so a view gives the same move on any machine and under any load.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

World = TypeVar("World")
Move = TypeVar("Move")


def view_rng(view: Mapping[str, Any], salt: str = "") -> random.Random:
    """A generator seeded by the view alone: the same position (as its seat sees it) draws the same deals."""
    text = json.dumps(view, sort_keys=True, default=str) + salt
    return random.Random(int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big"))


def deal_unseen(unseen: Sequence[str], sizes: Sequence[int], rng: random.Random,
                allowed: Sequence[Callable[[str], bool] | None] | None = None) -> list[list[str]]:
    """`unseen` dealt into places of `sizes` (cards left over stay undealt: taken or out of play, as far as
    the seat knows). `allowed[i]`, where given, says which cards place `i` may hold (a void, a card known to
    be elsewhere); places with the tightest rule are filled first, and a place that cannot be filled from the
    cards it may hold takes any, so a deal always comes out."""
    pool = list(unseen)
    rng.shuffle(pool)
    rules = list(allowed) if allowed is not None else [None] * len(sizes)
    out: list[list[str]] = [[] for _ in sizes]
    order = sorted(range(len(sizes)), key=lambda i: rules[i] is None)
    for i in order:
        rule = rules[i]
        fitting = pool if rule is None else [c for c in pool if rule(c)]
        if len(fitting) < sizes[i]:
            fitting = fitting + [c for c in pool if c not in fitting]
        out[i] = fitting[:sizes[i]]
        taken = set(out[i])
        pool = [c for c in pool if c not in taken]
    return out


def worlds_for(work: int, full: int, per_world: int, least: int, most: int) -> int:
    """How many imagined deals a fixed amount of counted work buys, kept within `least`..`most`. A move allowed
    less than the full work (`full`) has its least cut in the same share, to one deal at the fewest, as the
    trick games' budgets are."""
    floor = max(1, round(least * min(1.0, work / full)))
    return max(floor, min(most, work // max(per_world, 1)))


@dataclass(frozen=True)
class Weighed(Generic[Move]):
    """The move a search chose and how it fared: in how many of the `worlds` it weighed no other candidate
    scored higher (what a hint says of it), and every candidate's total over those worlds (what a review of a
    hand says another move cost). `worlds` is 0 when there was nothing to weigh (one candidate)."""

    move: Move
    worlds: int = 0
    best_in: int = 0
    totals: Mapping[Move, float] = field(default_factory=dict)

    def figures(self) -> dict[str, int]:
        """The share of the worlds it did best in, in per cent, and their number: a hint's figures."""
        return {"share": round(100 * self.best_in / self.worlds), "deals": self.worlds}

    def cost(self, candidate: Move) -> float:
        """What `candidate` gives up against the move chosen, on average over the worlds weighed."""
        if not self.worlds:
            return 0.0
        return (self.totals[self.move] - self.totals[candidate]) / self.worlds


class WorldScores:
    """Every candidate's score in each world weighed, added up as the searches always did (so their choices stay
    what they were), and kept per world so the chosen one can tell in how many worlds it did best."""

    def __init__(self, candidates: int) -> None:
        self.totals = [0.0] * candidates
        self.worlds: list[Sequence[float]] = []

    def add(self, scores: Sequence[float]) -> None:
        """One world's scores, a candidate each, higher better."""
        self.totals = [t + v for t, v in zip(self.totals, scores, strict=True)]
        self.worlds.append(scores)

    def weighed(self, candidates: Sequence[Move], index: int) -> Weighed[Move]:
        """The candidate at `index` (of the `candidates` scored, in order), with the worlds it did best in."""
        return Weighed(candidates[index], len(self.worlds),
                       sum(scores[index] >= max(scores) for scores in self.worlds),
                       dict(zip(candidates, self.totals, strict=True)))


def weigh_over_worlds(candidates: Sequence[Move], sample: Callable[[random.Random], World],
                      score: Callable[[World, Move], float], worlds: int, rng: random.Random) -> Weighed[Move]:
    """The candidate with the best mean score over `worlds` deals drawn by `sample`, each deal scored for every
    candidate (`score` must leave the world as it found it). Ties go to the earlier candidate, so list them
    best guess first."""
    if len(candidates) == 1:
        return Weighed(candidates[0])
    scores = WorldScores(len(candidates))
    for _ in range(worlds):
        world = sample(rng)
        scores.add([score(world, move) for move in candidates])
    best = max(range(len(candidates)), key=lambda i: (scores.totals[i], -i))
    return scores.weighed(candidates, best)


def best_over_worlds(candidates: Sequence[Move], sample: Callable[[random.Random], World],
                     score: Callable[[World, Move], float], worlds: int, rng: random.Random) -> Move:
    """The move `weigh_over_worlds` chooses."""
    return weigh_over_worlds(candidates, sample, score, worlds, rng).move
