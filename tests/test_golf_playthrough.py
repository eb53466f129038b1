"""Random Golf games of every variant through the shared harness, with the Golf invariants at every step (every
card in one place, no view showing a face-down card its seat has not seen, views blind to exchanged hidden
cards), and the computer player's promises."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai.golf import GolfPlayer
from bot.games.golf import Golf
from bot.games.golf.variants import VARIANTS
from bot.games.protocol import LEAVE
from tests.game_harness import playthrough, snapshot
from tests.golf_support import check_invariants, exchange, play, rig

seeds = st.integers(0, 2**64)
QUICK = {"holes": 1, "target": 30}
CASES: list[tuple[str, int, dict[str, Any]]] = [(v, n, {}) for v in VARIANTS for n in (2, 4)] + [
    ("six", 6, {"four_of_a_kind": True, "pairs_anywhere": True, "joker_value": -5, "two_packs": True}),
    ("four", 3, {"four_pairs": "row_or_column", "knock_low": "minus_players", "knock_high": "plus_highest"}),
    ("nine", 3, {"nine_lines": "any", "nine_square": True, "nine_adjacent_pairs": True}),
    ("six", 3, {"first_flip": "inner_outer", "flip_as_turn": True, "flip_all_to_end": True,
                "flip_on_discard": True}),
    ("six", 2, {"first_flip": "peek_near_row", "one_eyed_jacks_zero": True}),
    ("four", 2, {"four_scale": "spade_queen40", "four_jokers": True, "jack_wild_pair": True, "four_look": "one"}),
    ("pablo", 3, {"four_look": "any_two"}),
    ("four", 3, {"four_face_up": True, "holes": 2}),
    ("nine", 2, {"start_flips": 2, "two_value": -2, "queen_value": 12}),
    ("ten", 7, {}),
    ("cumbia", 8, {}),
    ("cactus", 3, {"target": 50}),
]


@pytest.mark.parametrize(("variant", "players", "options"), CASES)
@settings(max_examples=1, deadline=None)
@given(seed=seeds, choice_seed=seeds)
def test_random_game_keeps_the_protocol_every_card_and_every_secret(
        variant: str, players: int, options: dict[str, Any], seed: int, choice_seed: int) -> None:
    game = playthrough(Golf, {**QUICK, "variant": variant, **options}, players, seed, choice_seed,
                       check=check_invariants)
    assert game.result().winners == {s for s in range(players) if game.totals[s] == min(game.totals)}


def test_a_replay_in_the_middle_of_a_peek_restores_what_each_seat_has_seen() -> None:
    game = rig("malaysian", [["2C", "7S", "4C", "5C"], ["KS", "3D", "4D", "5D"]], ["QC", "JC", "AS"], up="9S")
    play(game, (0, "s"), (0, "u"), (0, "g:1"), (0, "p:1"), (1, "s"), (1, "u"))
    again = type(game).replay(copy.deepcopy(game.record()))
    assert snapshot(again) == snapshot(game) and again.seen == game.seen
    assert again.view(0)["layouts"][1][0] == "KS"
    assert again.view(0)["seen"] == [[0, 3, "4C", 0], [0, 4, "5C", 0], [1, 1, "KS", 3]]  # seat, position, card, when


def computer_game(variant: str, players: int, seed: int, leave_at: int | None = None) -> Golf:
    """The computer player in seat 0 against random moves (random seats also press races now and then)."""
    game = Golf({**QUICK, "variant": variant}, players, seed)
    player, rng = GolfPlayer(), random.Random(seed)
    while not game.is_over():
        check_invariants(game)
        if game.version == leave_at:
            game.apply(0, LEAVE)
            break
        seat = min(game.waiting_for())
        racing = sorted(game.to_act() - {seat})
        if racing and rng.random() < 0.2:
            seat = rng.choice(racing)
        view = game.view(seat)
        if seat == 0:
            action = player.choose(view, seed)
            assert action in view["legal"] and player.choose(copy.deepcopy(view), seed) == action
        else:
            action = rng.choice(view["legal"])
        game.apply(seat, action)
    return game


@pytest.mark.parametrize("variant", list(VARIANTS))
@settings(max_examples=2, deadline=None)
@given(seed=seeds, players=st.sampled_from([2, 3, 5, 8]))
def test_computer_player_is_legal_and_repeatable(variant: str, players: int, seed: int) -> None:
    game = computer_game(variant, players, seed)
    assert game.is_over()


@settings(max_examples=3, deadline=None)
@given(seed=seeds, leave_at=st.integers(0, 40))
def test_a_game_ended_by_leaving_keeps_every_card(seed: int, leave_at: int) -> None:
    game = computer_game("cabo", 3, seed, leave_at)
    check_invariants(game)
    assert game.is_over()


@pytest.mark.parametrize("variant", list(VARIANTS))
@settings(max_examples=3, deadline=None)
@given(seed=seeds, moves=st.integers(0, 25))
def test_computer_player_ignores_cards_it_cannot_see(variant: str, seed: int, moves: int) -> None:
    game = Golf({**QUICK, "variant": variant}, 3, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            return
        seat = min(game.waiting_for())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    if game.is_over():
        return
    seat = min(game.waiting_for())
    places = game.card_places()
    hidden = sorted(p for p in game.hidden_places(seat) if places[p])
    other = exchange(game, hidden[0], hidden[-1])
    assert other.view(seat) == game.view(seat)
    assert GolfPlayer().choose(other.view(seat), seed) == GolfPlayer().choose(game.view(seat), seed)
