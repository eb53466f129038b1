"""Sums of capture values, worked on count vectors rather than on cards.

Cards of equal value are interchangeable for every question of summing (which sets make 12, which collections
are maximal), so the searches run over vectors `counts[value]` (value 1 … 13, index 0 unused) and only the final
answers are spread back over the actual cards. On a crowded floor this turns millions of card subsets into a
few hundred vectors, and the searches are memoised across calls because floors repeat within a game.
"""

from __future__ import annotations

from functools import cache, lru_cache

# A vector is packed into one int, five bits per value with the top bit of each field as a guard, so that
# adding, subtracting and "fits inside" are single integer operations (a field counts at most 13 aces).
Vec = int
TOP = 13
WIDTH = 5
ZERO: Vec = 0
GUARD = sum(1 << (WIDTH * v + WIDTH - 1) for v in range(TOP + 1))


def unit(value: int) -> Vec:
    return 1 << (WIDTH * value)


def vector(values: list[int]) -> Vec:
    return sum(unit(v) for v in values)


def count(counts: Vec, value: int) -> int:
    return (counts >> (WIDTH * value)) & ((1 << WIDTH) - 1)


def add(a: Vec, b: Vec) -> Vec:
    return a + b


def sub(a: Vec, b: Vec) -> Vec:
    return a - b


def fits(part: Vec, counts: Vec) -> bool:
    """Whether every field of `part` is at most that of `counts`: no guard bit is borrowed."""
    return ((counts | GUARD) - part) & GUARD == GUARD


def below(counts: Vec, value: int) -> Vec:
    """Only the cards that can be part of a set summing to `value`: those of smaller value."""
    return counts & ((1 << (WIDTH * value)) - 1)


@cache
def partitions(amount: int, largest: int) -> tuple[Vec, ...]:
    """Every multiset of values at most `largest` that sums to `amount`."""
    if amount == 0:
        return (ZERO,)
    return tuple(rest + unit(part) for part in range(min(amount, largest), 0, -1)
                 for rest in partitions(amount - part, part))


def sets_of(value: int) -> tuple[Vec, ...]:
    """The loose sets a card of `value` captures: two or more smaller cards summing to it (§A13)."""
    return partitions(value, value - 1)


def sub_sums(counts: Vec, amount: int) -> list[Vec]:
    """Every sub-vector of `counts` summing to `amount` (a card's own group in a build)."""
    return [p for p in partitions(amount, min(amount, TOP)) if fits(p, counts)]


def maximal_families(counts: Vec, value: int) -> frozenset[Vec]:
    """What a maximal collection of disjoint loose sets summing to `value` can take from `counts` (§A13 3):
    every union of such sets after which no set summing to `value` is left."""
    return _maximal(below(counts, value), value)


def any_families(counts: Vec, value: int) -> frozenset[Vec]:
    """What any collection (the empty one included) of disjoint sets summing to `value` can take: the optional
    absorption when cementing an existing house (§A11.5)."""
    return _any(below(counts, value), value)


def _fitting(counts: Vec, value: int) -> list[Vec]:
    guarded = counts | GUARD  # `fits` inlined: this runs for every state of every search
    return [part for part in sets_of(value) if (guarded - part) & GUARD == GUARD]


# Both searches are memoised on the cards left alone: a family minus any one of its sets is a family of what
# that set leaves (a maximal one of a maximal one), so the order the sets are found in never matters.
@lru_cache(maxsize=1 << 16)
def _maximal(counts: Vec, value: int) -> frozenset[Vec]:
    fitting = _fitting(counts, value)
    if not fitting:
        return frozenset({ZERO})
    return frozenset(part + rest for part in fitting for rest in _maximal(counts - part, value))


@lru_cache(maxsize=1 << 16)
def _any(counts: Vec, value: int) -> frozenset[Vec]:
    return frozenset({ZERO, *(part + rest for part in _fitting(counts, value) for rest in _any(counts - part, value))})
