"""Random Nine-and-Eight sessions through the shared protocol harness at table sizes from 2 to 20 and under each
house rule, checking card places, hidden cards and the zero sum of the chips after every action."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.nineeight import NineEight
from tests.chip_games import walk_with_leaves
from tests.game_harness import playthrough
from tests.nineeight_support import check

seeds = st.integers(0, 2**64)
HOUSE_RULES: list[dict[str, Any]] = [
    {"reveal_mode": "auto", "deals": 10},
    {"triple_threes": True, "all_faces_nine": True, "deals": 10},
    {"side_pot": False, "decks": 2, "deals": 5},
]


@pytest.mark.parametrize("players", [2, 3, 5])
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_session_of_a_full_rotation(players: int, seed: int, choice_seed: int) -> None:
    game = playthrough(NineEight, {}, players, seed, choice_seed, check=check)
    assert sum(game.result().summary["chips"]) == 0


@pytest.mark.parametrize("players", [8, 11, 20])
@settings(max_examples=1, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_session_at_large_tables(players: int, seed: int, choice_seed: int) -> None:
    playthrough(NineEight, {"deals": 5}, players, seed, choice_seed, check=check)


@pytest.mark.parametrize("options", HOUSE_RULES)
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds, players=st.sampled_from([2, 4, 6]))
def test_random_session_under_each_house_rule(options: dict[str, Any], seed: int, choice_seed: int,
                                              players: int) -> None:
    playthrough(NineEight, options, players, seed, choice_seed, check=check)


@settings(max_examples=8, deadline=None)
@given(seed=seeds, players=st.integers(2, 6))
def test_seats_leaving_keep_cards_and_chips_and_replay(seed: int, players: int) -> None:
    walk_with_leaves(NineEight({"deals": 10}, players, seed), check, seed)
