"""What a Golf variant is made of: its layout, deck, values, scoring, powers, races and how a hole ends.

The engine (`engine.py`) runs every variant from one of these records; each family module fills one in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .layout import Cells, Valuer

Opts = Mapping[str, Any]


class Who(StrEnum):
    OWN = "own"
    OPPONENT = "opponent"
    ANY = "any"
    SAME = "same"  # the seat of the previous target


@dataclass(frozen=True)
class Target:
    who: Who
    peek: bool = False  # the user looks at the card picked
    seat_only: bool = False  # the power acts on a whole layout (a shuffle)


@dataclass(frozen=True)
class Power:
    name: str
    targets: tuple[Target, ...]
    effect: str = "look"  # look | swap (the two picks) | may_swap (the user decides) | shuffle (the seat picked)


class Ending(StrEnum):
    ALL_UP = "all_up"  # a layout all face up gives the others one more turn
    KNOCK = "knock"  # a knock, instead of a turn
    CALL_IN_TURN = "call_in_turn"  # a call at any time in one's turn, which is then played out
    CALL_AT_END = "call_at_end"  # a call at the end of one's turn
    STOCK_OUT = "stock_out"  # the hole ends when a player must draw and cannot


def plain_settle(values: list[int], caller: int | None, options: Opts) -> list[int]:
    return list(values)


def no_power(card: str) -> Power | None:
    return None


def anywhere(card: str) -> bool:
    return True


@dataclass(frozen=True)
class Race:
    """Matching the top discard out of turn, each seat once until the next draw: Cumbia's match, where the first
    match settles the race, and Cactus's snap, where everyone may snap."""

    matches: Callable[[str, str], bool]
    any_layout: bool  # from any layout (Cumbia) or only one's own (Cactus)
    one_match: bool = False  # a match closes the race (Cumbia's «only one extra card», §3.5)
    fail_points: int = 0  # added to the hole score of a player who fails from another's layout
    fail_cards: int = 0  # penalty cards from the stock into the failing player's layout


@dataclass(frozen=True)
class Rules:
    name: str
    rows: int
    cols: int
    deck: Callable[[int, Opts], list[str]]
    value: Valuer
    score: Callable[[Cells, Opts], int]
    first_flips: int = 0
    flips_in_column: bool = False
    peek_near_row: bool = False
    place_face_up: bool = True
    flip_after_discard: bool = False
    ending: Ending = Ending.ALL_UP
    power: Callable[[str], Power | None] = no_power
    reuse_power: bool = False
    placeable: Callable[[str], bool] = anywhere
    multi_replace: bool = False
    draw_match: Callable[[str, str], bool] | None = None
    race: Race | None = None
    up_card: bool = True
    reshuffle: bool = True
    end_on_empty: bool = False
    settle: Callable[[list[int], int | None, Opts], list[int]] = plain_settle
    holes: int = 9
    target: int = 0  # a total that ends the game (0: a fixed number of holes)
    winner_leads: bool = False
    most_players: int = 8  # §1.2 DEFAULT: the bot caps a table at 8

    @property
    def size(self) -> int:
        return self.rows * self.cols


def layout_sum(value: Valuer) -> Callable[[Cells, Opts], int]:
    def score(cards: Cells, options: Opts) -> int:
        return sum(value(c, options) for c in cards if c is not None)
    return score


Adjust = Callable[[int, list[int], Opts], int]


def settle_caller(strictly_lowest: Adjust, not_lowest: Adjust) -> Callable[[list[int], int | None, Opts], list[int]]:
    """A caller's (knocker's) score by whether his value is strictly lowest, tied, or beaten."""
    def settle(values: list[int], caller: int | None, options: Opts) -> list[int]:
        out = list(values)
        if caller is None:
            return out
        mine, others = values[caller], [v for s, v in enumerate(values) if s != caller]
        if mine < min(others):
            out[caller] = strictly_lowest(mine, values, options)
        elif mine > min(others):
            out[caller] = not_lowest(mine, values, options)
        return out
    return settle

