"""Card kinds, point tables and the least score of a layout whose cells may be grouped (pairs, lines, squares).

Every Golf variant scores a layout as the sum of its card values, except that some groups of cells (a matched
column, two matched columns, a line of three, a 2 x 2 square) score a figure of their own instead. Groups may
not share a card, every group the cards form counts unless it shares a card with one that counts, and where
groups overlap the player gets the grouping that scores least.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any

from ..cards import JOKER, base, rank

Cells = Sequence[str | None]
Valuer = Callable[[str, Mapping[str, Any]], int]
Group = tuple[frozenset[int], int]  # the cells of a group and what they score together


def kind(card: str) -> str:
    """What two cards must share to match by rank: the rank, or `JK` for a joker (whose code starts with J)."""
    return JOKER if base(card) == JOKER else rank(card)


def pip(card: str) -> int:
    """A = 1, 2 … 10 their number; the picture cards have no pip value."""
    r = rank(card)
    return 1 if r == "A" else int(r)


def table_value(table: Mapping[str, int]) -> Valuer:
    """Values looked up by card code, then by kind, then the pip value."""
    def value(card: str, options: Mapping[str, Any]) -> int:
        b = base(card)
        return table[b] if b in table else table[kind(card)] if kind(card) in table else pip(card)
    return value


def least(values: Sequence[int], groups: Iterable[Group]) -> int:
    """The least total over the choices of disjoint groups that leave out no group they could still hold, each
    group scoring its figure instead of its cells: a matching scores its figure even where its cards are worth
    less (two 2s at −2 in a column score 0, §1.8), and only a group sharing a card with a better one gives way."""
    options = [(cells, sum(values[i] for i in cells) - figure) for cells, figure in groups]

    def saving(start: int, used: frozenset[int]) -> float:
        if start == len(options):
            return 0 if all(cells & used for cells, _ in options) else -math.inf
        cells, gain = options[start]
        skipped = saving(start + 1, used)
        return skipped if cells & used else max(skipped, gain + saving(start + 1, used | cells))

    return sum(values) - int(saving(0, frozenset()))


def equal(cards: Cells, cells: Sequence[int]) -> bool:
    """Whether the cells all hold cards of one kind (jokers keep their values, so they never group)."""
    kinds = {kind(c) for c in (cards[i] for i in cells) if c is not None}
    return all(cards[i] is not None for i in cells) and len(kinds) == 1 and JOKER not in kinds


def equal_groups(cards: Cells, candidates: Iterable[Sequence[int]], figure: int) -> list[Group]:
    return [(frozenset(cells), figure) for cells in candidates if equal(cards, cells)]


def columns(rows: int, cols: int) -> list[list[int]]:
    return [[r * cols + c for r in range(rows)] for c in range(cols)]


def lines(rows: int, cols: int) -> list[list[int]]:
    """Rows, columns and (on a square grid) the two diagonals."""
    out = [[r * cols + c for c in range(cols)] for r in range(rows)] + columns(rows, cols)
    if rows == cols:
        out += [[i * cols + i for i in range(rows)], [i * cols + cols - 1 - i for i in range(rows)]]
    return out


def squares(rows: int, cols: int) -> list[list[int]]:
    return [[r * cols + c, r * cols + c + 1, (r + 1) * cols + c, (r + 1) * cols + c + 1]
            for r in range(rows - 1) for c in range(cols - 1)]


def adjacent_pairs(rows: int, cols: int) -> list[list[int]]:
    across = [[r * cols + c, r * cols + c + 1] for r in range(rows) for c in range(cols - 1)]
    down = [[r * cols + c, (r + 1) * cols + c] for r in range(rows - 1) for c in range(cols)]
    return across + down


def any_pairs(size: int) -> list[list[int]]:
    return [list(p) for p in combinations(range(size), 2)]


def matched_columns(cards: Cells, rows: int, cols: int, size: int, figure: int) -> list[Group]:
    """Blocks of `size` matched columns of one kind (two 7-columns, say), each block scoring `figure`."""
    full = [col for col in columns(rows, cols) if equal(cards, col)]
    blocks = [b for b in combinations(full, size) if equal(cards, [i for col in b for i in col])]
    return [(frozenset(i for col in b for i in col), figure) for b in blocks]


def joker_columns(cards: Cells, rows: int, cols: int, figure: int) -> list[Group]:
    """Two columns all jokers (two packs' four jokers in a square, say), scoring `figure` together."""
    full = [col for col in columns(rows, cols) if all(cards[i] is not None and kind(cards[i] or "") == JOKER
                                                      for i in col)]
    return [(frozenset(a + b), figure) for a, b in combinations(full, 2)]
