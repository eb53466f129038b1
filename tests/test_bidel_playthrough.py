"""Random Bi-Del games through the shared protocol harness: every card kept, nothing hidden shown, passing
simultaneous and blind, and the record replaying the game."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.bidel import Bidel
from bot.games.protocol import LEAVE
from tests.bidel_support import check
from tests.game_harness import playthrough, snapshot

seeds = st.integers(0, 2**64)
QUICK = {"limit": 100}


@pytest.mark.parametrize("options", [
    QUICK,
    {**QUICK, "queen_breaks_hearts": True, "three_player_removed": "2S", "three_player_cycle": "left-right-none"},
])
@pytest.mark.parametrize("players", [3, 4])
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_and_every_card(options: dict[str, Any], players: int, seed: int,
                                                       choice_seed: int) -> None:
    game = playthrough(Bidel, options, players, seed, choice_seed, check=check)
    assert game.result().winners
    assert max(game.scores) >= 100


@settings(max_examples=4, deadline=None)
@given(seed=seeds, players=st.integers(3, 4))
def test_a_seat_leaving_ends_the_game_and_replays(seed: int, players: int) -> None:
    game = Bidel(QUICK, players, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(200)):
        seat = rng.choice(sorted(game.to_act()))
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    leaver = rng.randrange(players)
    game.apply(leaver, LEAVE)
    check(game)
    assert game.is_over() and leaver not in game.result().winners and game.losers() == {leaver}
    assert snapshot(Bidel.replay(copy.deepcopy(game.record()))) == snapshot(game)
