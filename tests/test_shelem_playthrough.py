"""Random Shelem games through the shared protocol harness, with Shelem's own invariants checked at every step."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.protocol import LEAVE
from bot.games.shelem import Phase, Shelem
from tests.game_harness import playthrough, snapshot
from tests.shelem_support import check_invariants

seeds = st.integers(0, 2**64)
QUICK = {"target": 330, "match_hands": 4}  # random bids fail nearly every contract: random totals drift down


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("options", [
    QUICK,
    {**QUICK, "kitty_counts_as_trick": False, "yasa": False},
    {"target": 660, "match_hands": 8},
])
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_and_every_card(players: int, options: dict[str, Any], seed: int,
                                                       choice_seed: int) -> None:
    game = playthrough(Shelem, options, players, seed, choice_seed, check=check_invariants)
    assert game.result().winners in (({0, 2}, {1, 3}) if players == 4 else ({0}, {1}))


def test_three_players_are_refused() -> None:
    with pytest.raises(ValueError):
        Shelem({}, 3, 0)


@settings(max_examples=6, deadline=None)
@given(seed=seeds, leave_at=st.integers(0, 120), players=st.sampled_from([2, 4]))
def test_a_seat_leaving_ends_the_game_for_its_team_and_replays(seed: int, leave_at: int, players: int) -> None:
    game = Shelem(QUICK, players, seed)
    rng = random.Random(seed)
    for _ in range(leave_at):
        seat = game.turn
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    leaver = rng.randrange(players)
    game.apply(leaver, LEAVE)
    check_invariants(game)
    assert game.phase is Phase.OVER and game.result().winners.isdisjoint({leaver, (leaver + 2) % players})
    assert snapshot(Shelem.replay(copy.deepcopy(game.record()))) == snapshot(game)
