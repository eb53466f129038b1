"""Runs and sets, and the split of a hand into melds that leaves the least deadwood.

A run is three or more cards of one suit in sequence; a set is three or four cards of one rank (one deck). The
ace is low (A-2-3) and, when `ace_high`, also high (Q-K-A), never both in one run (no K-A-2). `arrange` tries
every split of the hand into disjoint melds, so a player never has to group cards by hand: the engine decides
whether a hand is fully melded, scores the rest, and shows the hand grouped the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from .cards import RANKS, SUITS, rank, rank_number, sort_key, sorted_cards, suit

Meld = tuple[str, ...]
HIGH_ACE = len(RANKS) + 1  # the ace's place above the king


def run_places(card: str, ace_high: bool) -> tuple[int, ...]:
    """Where a card can stand in a run: its rank number, and 14 too for an ace played high."""
    number = rank_number(card)
    return (number, HIGH_ACE) if number == 1 and ace_high else (number,)


def candidate_melds(cards: Iterable[str], ace_high: bool = True) -> list[Meld]:
    """Every meld that can be made from `cards`, each once, in a stable order (sets, then runs by suit)."""
    hand = sorted_cards(cards)
    by_rank: dict[str, list[str]] = {}
    by_suit: dict[str, dict[int, str]] = {}
    for c in hand:
        by_rank.setdefault(rank(c), []).append(c)
        for place in run_places(c, ace_high):
            by_suit.setdefault(suit(c), {})[place] = c
    melds: list[Meld] = []
    for r in RANKS:
        same = by_rank.get(r, [])
        for size in range(3, len(same) + 1):
            melds += combinations(same, size)
    for s in SUITS:
        at = by_suit.get(s, {})
        for start in sorted(at):
            length = 0
            while start + length in at:
                length += 1
                if length >= 3:
                    melds.append(tuple(at[start + i] for i in range(length)))
    return melds


def meldable(cards: Iterable[str], ace_high: bool = True) -> set[str]:
    """The cards that could join some meld of `cards`: a complete hand has no others."""
    return {c for m in candidate_melds(cards, ace_high) for c in m}


def is_meld(cards: Sequence[str], ace_high: bool = True) -> bool:
    return len(cards) >= 3 and any(sorted(m) == sorted(cards) for m in candidate_melds(cards, ace_high))


@dataclass(frozen=True)
class Arrangement:
    melds: tuple[Meld, ...]
    deadwood: tuple[str, ...]
    points: int  # the deadwood's value

    @property
    def complete(self) -> bool:
        return not self.deadwood


def arrange(cards: Iterable[str], value: Callable[[str], int], ace_high: bool = True) -> Arrangement:
    """The split of `cards` into disjoint melds whose unmatched cards are worth least (then fewest, then the
    first found, so the answer is stable)."""
    hand = sorted_cards(cards)
    index = {c: i for i, c in enumerate(hand)}
    masks = [(sum(1 << index[c] for c in m), m) for m in candidate_melds(hand, ace_high)]
    best: dict[int, tuple[int, int, tuple[Meld, ...]]] = {}

    def solve(rest: int) -> tuple[int, int, tuple[Meld, ...]]:
        """(points, deadwood count, melds) of the best split of the cards in the bit set `rest`."""
        if rest == 0:
            return (0, 0, ())
        if rest in best:
            return best[rest]
        low = rest & -rest
        card = hand[low.bit_length() - 1]
        points, count, melds = solve(rest ^ low)
        answer = (points + value(card), count + 1, melds)
        for mask, meld in masks:
            if mask & low and mask & rest == mask:
                points, count, melds = solve(rest ^ mask)
                if (points, count) < answer[:2]:
                    answer = (points, count, (meld, *melds))
        best[rest] = answer
        return answer

    points, _, melds = solve((1 << len(hand)) - 1)
    used = {c for m in melds for c in m}
    ordered = tuple(sorted(melds, key=lambda m: sort_key(m[0])))
    return Arrangement(ordered, tuple(c for c in hand if c not in used), points)
