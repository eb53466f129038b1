"""Random Bluff games through the shared protocol harness, with Bluff's own invariants checked at every step."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bluff import Bluff
from bot.games.protocol import LEAVE
from tests.bluff_support import check_invariants
from tests.game_harness import playthrough, snapshot

seeds = st.integers(0, 2**64)
QUICK = {"max_plays": 50}  # random presses rarely empty a hand, so most random games run to the cap


@pytest.mark.parametrize("players", [3, 5, 8, 15])
@settings(max_examples=3, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_and_every_card(players: int, seed: int, choice_seed: int) -> None:
    game = playthrough(Bluff, QUICK, players, seed, choice_seed, check=check_invariants)
    assert game.result().winners


@pytest.mark.parametrize("options", [
    {"claim_rule": "free"},
    {"claim_rule": "ascending"},
    {"passing": False, "min_per_play": 2, "max_per_play": 8},
    {"play_for_places": True, "decks": 2},
])
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_under_each_house_rule_keeps_the_protocol(options: dict[str, Any], seed: int,
                                                             choice_seed: int) -> None:
    playthrough(Bluff, {**QUICK, **options}, 4, seed, choice_seed, check=check_invariants)


@settings(max_examples=8, deadline=None)
@given(seed=seeds, players=st.integers(3, 7), options=st.sampled_from([{}, {"play_for_places": True}]))
def test_random_game_with_seats_leaving_keeps_every_card_and_replays(seed: int, players: int,
                                                                     options: dict[str, Any]) -> None:
    game = Bluff({**QUICK, **options}, players, seed)
    rng = random.Random(seed)
    while not game.is_over():
        check_invariants(game)
        if rng.random() < 0.02:
            seat = rng.choice([s for s in range(players) if game.in_game(s)])
            game.apply(seat, LEAVE)
        else:
            seat = rng.choice(sorted(game.to_act()))
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    check_invariants(game)
    assert game.result().winners.isdisjoint(game.out)
    assert sum(game.result().summary["chips"]) == 0
    assert snapshot(Bluff.replay(copy.deepcopy(game.record()))) == snapshot(game)
