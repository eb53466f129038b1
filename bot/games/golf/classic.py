"""The face-up grid family: six-card Golf (§1, with the Part 2 scoring options) and the 8-, 9- and 10-card
variants (§3.8-3.10). Cards placed in the grid lie face up; a grid all face up gives the others one more turn."""

from __future__ import annotations

from collections.abc import Callable

from ..cards import base, decks, rank
from .layout import (
    Cells,
    Group,
    adjacent_pairs,
    any_pairs,
    columns,
    equal_groups,
    joker_columns,
    least,
    lines,
    matched_columns,
    squares,
    table_value,
)
from .rules import Opts, Rules

Scorer = Callable[[Cells, Opts], int]


def six_value(card: str, options: Opts) -> int:
    """§1.8: Joker -2, K 0, A 1, 2-10 their number, J and Q 10; Part 2 options change the joker, the 2, the
    queen and the one-eyed jacks."""
    if options.get("one_eyed_jacks_zero") and base(card) in ("JS", "JH"):
        return 0
    table = {"JK": int(options.get("joker_value", -2)), "2": int(options.get("two_value", 2)), "K": 0, "J": 10,
             "Q": int(options.get("queen_value", 10))}
    return table_value(table)(card, options)


eight_value = table_value({"JK": -5, "K": 0, "J": 10, "Q": 10})


def nine_value(card: str, options: Opts) -> int:
    """§3.9: six-card values; the shrinking layouts' sub-variant has Q 0 and K 10 (the joker stays -2)."""
    if options.get("nine_shrink") and rank(card) in ("Q", "K"):
        return 0 if rank(card) == "Q" else 10
    return six_value(card, options)


def values(cards: Cells, value: Callable[[str, Opts], int], options: Opts) -> list[int]:
    return [0 if c is None else value(c, options) for c in cards]


def two_row_score(cols: int) -> Scorer:
    """§1.8 on two rows of `cols`: a matched column 0 (two jokers keep their -2 each); with the Part 2 options,
    two matched columns of one rank -10, three -20, or equal pairs anywhere 0."""
    def score(cards: Cells, options: Opts) -> int:
        groups: list[Group] = equal_groups(cards, columns(2, cols), 0)
        if options.get("four_of_a_kind"):
            groups += matched_columns(cards, 2, cols, 2, -10) + matched_columns(cards, 2, cols, 3, -20)
        if options.get("pairs_anywhere"):
            groups += equal_groups(cards, any_pairs(2 * cols), 0)
        if options.get("big_square_bonus"):
            groups += joker_columns(cards, 2, cols, -20)
        return least(values(cards, six_value, options), groups)
    return score


def eight_score(cards: Cells, options: Opts) -> int:
    """§3.8: a matched column 0, two matched columns of one rank -10 together (DEFAULT reading), jokers -5."""
    groups = equal_groups(cards, columns(2, 4), 0) + matched_columns(cards, 2, 4, 2, -10)
    return least(values(cards, eight_value, options), groups)


def nine_score(cards: Cells, options: Opts) -> int:
    """§3.9: only a column of three equal cards scores 0; the options add rows and diagonals, the 2 x 2 square
    of four (-25) and adjacent equal pairs (0)."""
    triples = lines(3, 3) if options.get("nine_lines") == "any" else columns(3, 3)
    groups = equal_groups(cards, triples, 0)
    if options.get("nine_square"):
        groups += equal_groups(cards, squares(3, 3), -25)
    if options.get("nine_adjacent_pairs"):
        groups += equal_groups(cards, adjacent_pairs(3, 3), 0)
    return least(values(cards, nine_value, options), groups)


def six_deck(players: int, options: Opts) -> list[str]:
    """§1.2: one pack and two jokers for 2-4 players, two packs and four jokers beyond (or with `two_packs`)."""
    return decks(2 if players > 4 or options.get("two_packs") else 1, jokers=2)


SIX = Rules("six", 2, 3, six_deck, six_value, two_row_score(3), first_flips=2)
EIGHT = Rules("eight", 2, 4, lambda n, o: decks(2 if n <= 4 else 3, jokers=2), eight_value, eight_score,
              first_flips=2, flips_in_column=True, flip_after_discard=True)
NINE = Rules("nine", 3, 3, lambda n, o: decks(1 if n <= 4 else 2, jokers=2), nine_value, nine_score,
             first_flips=3)
TEN = Rules("ten", 2, 5, lambda n, o: decks(2 if n <= 6 else 3, jokers=2), six_value, two_row_score(5),
            first_flips=2)
