"""Four-card Golf (§3.1): a face-down 2 x 2 square, a look at the near row, cards placed face down, the knock,
and the knocker's bonus and penalty options."""

from __future__ import annotations

from ..cards import decks
from .layout import Cells, any_pairs, equal_groups, least, lines, table_value
from .rules import Ending, Opts, Rules, settle_caller

four_value = table_value({"K": 0, "J": 10, "Q": 10})


def four_score(cards: Cells, options: Opts) -> int:
    """No pair rule in the base game; `four_pairs` zeroes equal pairs anywhere or only in a row or column."""
    shape = options.get("four_pairs", "none")
    pairs = any_pairs(4) if shape == "any" else lines(2, 2)[:4] if shape == "row_or_column" else []
    return least([0 if c is None else four_value(c, options) for c in cards], equal_groups(cards, pairs, 0))


def knocker_lowest(mine: int, values: list[int], options: Opts) -> int:
    bonus = options.get("knock_low", "none")
    return 0 if bonus == "zero" else mine - len(values) if bonus == "minus_players" else mine


def knocker_beaten(mine: int, values: list[int], options: Opts) -> int:
    penalty = options.get("knock_high", "none")
    return {"plus10": mine + 10, "double_plus5": 2 * mine + 5, "plus_highest": mine + max(values),
            "double": 2 * mine}.get(penalty, mine)


FOUR = Rules("four", 2, 2, lambda n, o: decks(1), four_value, four_score, peek_near_row=True,
             place_face_up=False, ending=Ending.KNOCK, settle=settle_caller(knocker_lowest, knocker_beaten))
