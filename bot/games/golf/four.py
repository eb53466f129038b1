"""Four-card Golf (§3.1): a face-down 2 x 2 square, a look at the near row, cards placed face down, the knock,
and the knocker's bonus and penalty options."""

from __future__ import annotations

from ..cards import decks
from .layout import Cells, any_pairs, equal_groups, kind, least, lines, table_value
from .rules import Ending, Opts, Rules, settle_caller

SCALES = {
    "standard": {}, "jk_zero": {"J": 0}, "j0_q12_k13": {"J": 0, "Q": 12, "K": 13}, "queen12": {"Q": 12},
    "queen13": {"Q": 13}, "queen20": {"Q": 20}, "spade_queen40": {"QS": 40, "8": 0}, "jack20": {"J": 20},
}


def four_value(card: str, options: Opts) -> int:
    """A 1, 2-10 their number, J and Q 10, K 0; the `four_scale` options, and jokers -5 when added."""
    scale = {"JK": -5, "K": 0, "J": 10, "Q": 10, **SCALES[options.get("four_scale", "standard")]}
    return table_value(scale)(card, options)


def four_score(cards: Cells, options: Opts) -> int:
    """No pair rule in the base game; `four_pairs` zeroes equal pairs anywhere or only in a row or column, and
    `jack_wild_pair` lets a jack pair with any card."""
    shape = options.get("four_pairs", "none")
    pairs = any_pairs(4) if shape == "any" else lines(2, 2)[:4] if shape == "row_or_column" else []
    groups = equal_groups(cards, pairs, 0)
    if options.get("jack_wild_pair"):
        groups += [(frozenset(p), 0) for p in any_pairs(len(cards))
                   if all(cards[i] is not None for i in p) and "J" in {kind(cards[i] or "") for i in p}]
    return least([0 if c is None else four_value(c, options) for c in cards], groups)


def knocker_lowest(mine: int, values: list[int], options: Opts) -> int:
    bonus = options.get("knock_low", "none")
    return 0 if bonus == "zero" else mine - len(values) if bonus == "minus_players" else mine


def knocker_beaten(mine: int, values: list[int], options: Opts) -> int:
    penalty = options.get("knock_high", "none")
    return {"plus10": mine + 10, "double_plus5": 2 * mine + 5, "plus_highest": mine + max(values),
            "double": 2 * mine}.get(penalty, mine)


ONE_PACK = 8  # «بیش از 8 بازیکن … از دو دسته ورق»: more players take two packs (DEFAULT: at most 16)


def four_deck(players: int, options: Opts) -> list[str]:
    """One pack, two for more than eight players; `four_jokers` adds two jokers a pack."""
    return decks(1 if players <= ONE_PACK else 2, jokers=2 if options.get("four_jokers") else 0)


FOUR = Rules("four", 2, 2, four_deck, four_value, four_score, peek_near_row=True, place_face_up=False,
             ending=Ending.KNOCK, settle=settle_caller(knocker_lowest, knocker_beaten), most_players=2 * ONE_PACK)
