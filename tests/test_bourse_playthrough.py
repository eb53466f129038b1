"""Random Bourse draws through the shared protocol harness and under each house rule, checking card places,
hidden cards and the zero sum of the chips after every action; the largest table and seats leaving on a
lighter walk."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bourse import Bourse
from tests.bourse_support import check
from tests.chip_games import walk_with_leaves
from tests.game_harness import playthrough

seeds = st.integers(0, 2**64)


@pytest.mark.parametrize("players", [2, 3])
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_draw_keeps_protocol_cards_and_chips(players: int, seed: int, choice_seed: int) -> None:
    game = playthrough(Bourse, {}, players, seed, choice_seed, check=check)
    assert sum(game.result().summary["chips"]) == 0 and len(game.winners_by_prize) == 3


@pytest.mark.parametrize("options", [{"price": 5, "split": "60/25/15"}, {"price": 20, "offer_reads": 1},
                                     {"split": "45/33/22", "offer_reads": 5}])
@settings(max_examples=1, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_draw_under_each_house_rule(options: dict[str, Any], seed: int, choice_seed: int) -> None:
    playthrough(Bourse, options, 3, seed, choice_seed, check=check)


@settings(max_examples=3, deadline=None)
@given(seed=seeds, players=st.sampled_from([3, 7, 13]))
def test_seats_leaving_and_timers_keep_cards_and_chips_and_replay(seed: int, players: int) -> None:
    walk_with_leaves(Bourse({}, players, seed), check, seed, leave_rate=0.01, check_every=7)
