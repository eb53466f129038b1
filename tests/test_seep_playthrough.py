"""Random Seep games through the shared protocol harness, with Seep's invariants checked at every step: every
card in one place, nothing hidden shown, every house worth what its cards sum to, and every capture taking
exactly what §A13 allows."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.seep import Seep
from tests.game_harness import playthrough
from tests.seep_support import check_invariants

seeds = st.integers(0, 2**64)
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"scoring": "juneja", "limited_houses": True},
    {"loose_break": True},
    {"variant": "punjab"},
    {"variant": "punjab", "rawalpindi": True, "punjab_target": 20},
]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("options", OPTION_SETS)
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_every_card_and_every_house(players: int, options: dict[str, Any],
                                                                  seed: int, choice_seed: int) -> None:
    game = playthrough(Seep, options, players, seed, choice_seed, check=check_invariants, max_steps=20_000)
    assert game.result().winners
