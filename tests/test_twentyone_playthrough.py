"""Random Twenty-One sessions through the shared protocol harness at every table size and house rule, checking
card places, hidden cards and the zero sum of the chips after every action."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.twentyone import TwentyOne
from tests.chip_games import walk_with_leaves
from tests.game_harness import playthrough
from tests.twentyone_support import check

seeds = st.integers(0, 2**64)
HOUSE_RULES: list[dict[str, Any]] = [
    {"side_bets": True},
    {"ace_value": 11, "cashout_multiple": 2, "bank_size": 50},
    {"rotations": 2, "max_cycles": 1, "start_balance": 200, "min_bet": 20},
]


@pytest.mark.parametrize("players", range(2, 11))
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_session_keeps_protocol_cards_and_chips(players: int, seed: int, choice_seed: int) -> None:
    game = playthrough(TwentyOne, {}, players, seed, choice_seed, check=check)
    assert sum(game.result().summary["chips"]) == 0


@pytest.mark.parametrize("options", HOUSE_RULES)
@settings(max_examples=3, deadline=None)
@given(seed=seeds, choice_seed=seeds, players=st.sampled_from([2, 4, 7]))
def test_random_session_under_each_house_rule(options: dict[str, Any], seed: int, choice_seed: int,
                                              players: int) -> None:
    playthrough(TwentyOne, options, players, seed, choice_seed, check=check)


@settings(max_examples=10, deadline=None)
@given(seed=seeds, players=st.integers(2, 6), side_bets=st.booleans())
def test_seats_leaving_keep_cards_and_chips_and_replay(seed: int, players: int, side_bets: bool) -> None:
    walk_with_leaves(TwentyOne({"side_bets": side_bets}, players, seed), check, seed)
