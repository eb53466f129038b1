"""Random Rummy games through the shared harness, and the computer player's promises."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai.rummy import RummyPlayer
from bot.games.protocol import LEAVE
from bot.games.rummy import Rummy
from tests.game_harness import playthrough
from tests.rummy_support import check_invariants

seeds = st.integers(0, 2**64)
QUICK = {"max_deals": 5}  # random play rarely melds a whole hand, so random games end by the deal cap


@pytest.mark.parametrize("options", [
    {},
    {"ace_high": False},
    {"rank_number_jack": True, "stake": 0},
])
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_and_every_card(options: dict[str, Any], seed: int,
                                                      choice_seed: int) -> None:
    game = playthrough(Rummy, {**QUICK, **options}, 2, seed, choice_seed, check=check_invariants)
    assert sum(game.chips) == 0 and game.ending in ("target", "max_deals")


def computer_game(options: dict[str, Any], seed: int, leave_at: int | None = None) -> Rummy:
    """The computer player against random moves, every choice checked legal and repeatable."""
    game = Rummy(options, 2, seed)
    player, rng = RummyPlayer(), random.Random(seed)
    while not game.is_over():
        check_invariants(game)
        if game.version == leave_at:
            game.apply(game.turn, LEAVE)
            break
        view = game.view(game.turn)
        if game.turn == 0:
            action = player.choose(view, seed)
            assert action in view["legal"] and player.choose(copy.deepcopy(view), seed) == action
        else:
            action = rng.choice(view["legal"])
        game.apply(game.turn, action)
    return game


@settings(max_examples=4, deadline=None)
@given(seed=seeds, target=st.sampled_from([50, 100]), ace_high=st.booleans())
def test_computer_player_is_legal_and_beats_random_play(seed: int, target: int, ace_high: bool) -> None:
    game = computer_game({"target": target, "ace_high": ace_high}, seed)
    assert game.scores[0] >= game.scores[1]


@settings(max_examples=4, deadline=None)
@given(seed=seeds, leave_at=st.integers(0, 60))
def test_a_game_ended_by_leaving_keeps_every_card(seed: int, leave_at: int) -> None:
    game = computer_game({}, seed, leave_at)
    check_invariants(game)
    assert game.is_over() and sum(game.chips) == 0


@settings(max_examples=10, deadline=None)
@given(seed=seeds, moves=st.integers(0, 30))
def test_computer_player_ignores_cards_it_cannot_see(seed: int, moves: int) -> None:
    game = Rummy({}, 2, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(game.turn, rng.choice(game.legal_actions(game.turn)))
    other = copy.deepcopy(game)
    seat, them = game.turn, 1 - game.turn
    hidden = [c for c in other.hands[them] if c not in other.known[them]]
    other.hands[them][other.hands[them].index(hidden[0])], other.piles.stock[0] = other.piles.stock[0], hidden[0]
    assert other.view(seat) == game.view(seat)
    assert RummyPlayer().choose(other.view(seat), seed) == RummyPlayer().choose(game.view(seat), seed)
