"""Random Shaitan games through the shared harness, the joker-position property, and the computer player."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai.shaitan import ShaitanPlayer
from bot.games.cards import sorted_cards
from bot.games.protocol import LEAVE
from bot.games.shaitan import Shaitan
from tests.game_harness import playthrough, snapshot
from tests.shaitan_support import check_invariants

seeds = st.integers(0, 2**64)


@pytest.mark.parametrize("players", range(2, 13))
@settings(max_examples=2, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_and_every_card(players: int, seed: int, choice_seed: int) -> None:
    game = playthrough(Shaitan, {}, players, seed, choice_seed, check=check_invariants)
    assert game.loser is not None and game.hands[game.loser] == ["JK"]
    assert game.result().winners == frozenset(range(players)) - {game.loser}
    assert sum(game.chips) == 0


@settings(max_examples=8, deadline=None)
@given(seed=seeds, players=st.integers(2, 8), stake=st.sampled_from([0, 5, 100]))
def test_random_game_with_seats_leaving_keeps_every_card_and_replays(seed: int, players: int, stake: int) -> None:
    game = Shaitan({"stake": stake}, players, seed)
    rng = random.Random(seed)
    while not game.is_over():
        check_invariants(game)
        holders = [s for s in range(players) if game.holding(s)]
        if rng.random() < 0.05:
            game.apply(rng.choice(holders), LEAVE)
        else:
            seat = game.turn
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    check_invariants(game)
    assert sum(game.chips) == 0 and game.result().winners.isdisjoint(game.left)
    assert snapshot(Shaitan.replay(copy.deepcopy(game.record()))) == snapshot(game)


def others_see(game: Shaitan, holder: int) -> list[object]:
    """Everything anyone but the joker's holder receives: the group's view, and every other seat's."""
    return [game.public_view(), *(game.view(s) for s in range(game.players) if s != holder)]


@settings(max_examples=25, deadline=None)
@given(seed=seeds, players=st.integers(2, 12), moves=st.integers(0, 40), data=st.data())
def test_where_the_joker_sits_in_its_holders_hand_reaches_nobody_else(seed: int, players: int, moves: int,
                                                                      data: st.DataObject) -> None:
    game = Shaitan({}, players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            break
        game.apply(game.turn, rng.choice(game.legal_actions(game.turn)))
    holder = next(s for s in range(players) if "JK" in game.hands[s])
    # The engine keeps every hand in the cards' canonical order, so a holder has no arrangement to give away.
    assert all(hand == sorted_cards(hand) for hand in game.hands)
    moved = copy.deepcopy(game)
    hand = moved.hands[holder]
    hand.remove("JK")
    hand.insert(data.draw(st.integers(0, len(hand))), "JK")
    assert others_see(moved, holder) == others_see(game, holder)


@pytest.mark.parametrize("players", [2, 3, 6, 12])
@settings(max_examples=3, deadline=None)
@given(seed=seeds)
def test_computer_player_is_legal_and_deterministic(players: int, seed: int) -> None:
    game = Shaitan({}, players, seed)
    player = ShaitanPlayer()
    while not game.is_over():
        view = game.view(game.turn)
        action = player.choose(view, seed + game.version)
        assert action in view["legal"] and action == player.choose(copy.deepcopy(view), seed + game.version)
        game.apply(game.turn, action)
    check_invariants(game)


@settings(max_examples=10, deadline=None)
@given(seed=seeds, players=st.integers(3, 6))
def test_computer_player_ignores_cards_it_cannot_see(seed: int, players: int) -> None:
    game = Shaitan({}, players, seed)
    other = copy.deepcopy(game)
    a, b = [s for s in range(players) if s != game.turn and game.hands[s]][:2]
    other.hands[a][0], other.hands[b][0] = other.hands[b][0], other.hands[a][0]
    assert other.view(game.turn) == game.view(game.turn)
    assert ShaitanPlayer().choose(other.view(game.turn), seed) == ShaitanPlayer().choose(game.view(game.turn), seed)
