"""Random Seep games through the shared protocol harness, with Seep's invariants checked at every step: every
card in one place, nothing hidden shown, every house worth what its cards sum to, and every capture taking
exactly what §A13 allows."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.protocol import LEAVE
from bot.games.seep import Seep
from tests.game_harness import assert_refused, playthrough
from tests.seep_support import E, S, check_invariants, position

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
@settings(max_examples=1, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_every_card_and_every_house(players: int, options: dict[str, Any],
                                                                  seed: int, choice_seed: int) -> None:
    game = playthrough(Seep, options, players, seed, choice_seed, check=check_invariants, max_steps=20_000)
    assert game.result().winners


def test_leaving_loses_the_match_for_the_leavers_side() -> None:
    game = Seep({}, 4, seed=3)
    game.apply(1, LEAVE)
    assert game.is_over() and game.result().winners == frozenset({0, 2})
    assert game.result().summary["forfeit"] == 1 and game.legal_actions(game.bidder) == []


def test_refusals_have_stable_reasons() -> None:
    game = position(["5H"], [], {S: ["5C", "9D"], E: ["2C"]}, turn=S)
    assert game.explain_illegal(E, "t:2C").reason == "not_your_turn"
    assert game.explain_illegal(S, "t:KD").reason == "not_in_hand"
    assert game.explain_illegal(S, "t:5C").reason == "must_capture"
    assert game.explain_illegal(S, "c:9D:a").reason == "wrong_capture"
    assert game.explain_illegal(S, "b:9D:13:a").reason == "bad_build"
    assert_refused(game, S, "c:5C:")
