"""Random Klaberjass games through the shared protocol harness: every card kept, nothing hidden shown, and the
record replaying the game."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.klaberjass.game import Klaberjass
from bot.games.protocol import LEAVE
from tests.game_harness import playthrough, snapshot
from tests.klaberjass_support import check

seeds = st.integers(0, 2**64)


@pytest.mark.parametrize("options", [
    {},
    {"target": 301, "round2_other_suit": False, "sequence_condition": "won", "equal_totals": "each_own"},
])
@settings(max_examples=3, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_and_every_card(options: dict[str, Any], seed: int,
                                                       choice_seed: int) -> None:
    game = playthrough(Klaberjass, options, 2, seed, choice_seed, check=check)
    (winner,) = game.result().winners
    assert game.scores[winner] >= game.options["target"]


@settings(max_examples=4, deadline=None)
@given(seed=seeds)
def test_a_seat_leaving_loses_and_the_game_replays(seed: int) -> None:
    game = Klaberjass({}, 2, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(60)):
        (seat,) = game.to_act()
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    leaver = rng.randrange(2)
    game.apply(leaver, LEAVE)
    check(game)
    assert game.result().winners == {1 - leaver}
    assert snapshot(Klaberjass.replay(copy.deepcopy(game.record()))) == snapshot(game)
