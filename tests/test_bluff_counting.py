"""The counting Bluff player: legal, deterministic, blind to cards its seat cannot see, and sound on the decisions a
count settles."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai.bluff import CountingPlayer, bluff_move
from bot.ai.bluff.odds import Counts, call_chance, truth_chance
from bot.games.bluff import Bluff
from tests.bluff_support import A, B, C, contest, play, rig

HOUSE_RULES = [{}, {"claim_rule": "free"}, {"claim_rule": "ascending"}, {"play_for_places": True},
               {"passing": False, "min_per_play": 2, "max_per_play": 8}, {"burn_on_all_pass": False}]
PLAYER = CountingPlayer()


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**64), players=st.sampled_from([3, 4, 7, 13]), options=st.sampled_from(HOUSE_RULES),
       computers=st.sets(st.integers(0, 12), min_size=1))
def test_it_only_chooses_legal_actions_and_repeats_its_choice(
        seed: int, players: int, options: dict[str, Any], computers: set[int]) -> None:
    contest(players, computers, seed, {"max_plays": 50, **options}, check=True, player=PLAYER)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_table_of_counting_players_ends_like_any_game(players: int) -> None:
    """Without chances of its own, two counting players opened with the same lie of several cards and called each
    other's turn after turn until the play limit (500) ended the game. Games of the rule of thumb against itself
    take up to about 140 plays at these tables."""
    for seed in range(10):
        game = Bluff({}, players, seed)
        rng = random.Random(seed)
        while not game.is_over():
            seat = rng.choice(sorted(game.to_act()))
            game.apply(seat, bluff_move(game, seat, 0))
        assert game.ending == "emptied" and game.plays <= game.options["max_plays"] // 5, (seed, game.plays)


def played_for(actions: int, seed: int) -> Bluff:
    """A four-seat game these players have played for a number of actions."""
    game = Bluff({}, 4, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over():
            break
        seat = rng.choice(sorted(game.to_act()))
        game.apply(seat, PLAYER.choose(game.view(seat), 0))
    return game


def test_its_move_depends_on_the_view_alone_not_the_seed() -> None:
    game = played_for(40, 5)
    for seat in sorted(game.to_act()):
        view = game.view(seat)
        assert {PLAYER.choose(view, seed) for seed in range(5)} == {PLAYER.choose(copy.deepcopy(view), 99)}


def test_exchanging_cards_hidden_from_it_does_not_change_its_move() -> None:
    rng = random.Random(3)
    for seed in range(30):
        game = played_for(rng.randrange(1, 120), seed)
        if game.is_over():
            continue
        for seat in sorted(game.to_act()):
            others = [s for s in range(4) if s != seat and game.hands[s]]
            first, second = rng.sample(others, 2)
            twin = copy.deepcopy(game)
            a, b = rng.choice(twin.hands[first]), rng.choice(twin.hands[second])
            twin.hands[first][twin.hands[first].index(a)] = b
            twin.hands[second][twin.hands[second].index(b)] = a
            assert PLAYER.choose(twin.view(seat), 0) == PLAYER.choose(game.view(seat), 0)


def test_it_calls_a_claim_its_own_hand_disproves() -> None:
    game = rig([["7C", "9C", "2D"], ["2C", "3C"], ["7D", "7H", "7S", "KS"]], dealer=C)
    play(game, A, ["9C", "7C"], "7")
    assert PLAYER.choose(game.view(C), 0) == "call:1"


def test_it_calls_a_claimant_about_to_win() -> None:
    game = rig([["9C"], ["2C", "3C"], ["5D", "6H"]], dealer=C)
    play(game, A, ["9C"], "9")
    assert PLAYER.choose(game.view(C), 0) == "call:1"


def test_it_trusts_an_opening_of_one_card() -> None:
    game = rig([["9C", "2D", "3D", "4D", "5D"], ["2C", "3C"], ["5C", "6H"]], dealer=C)
    play(game, A, ["9C"], "9")
    assert PLAYER.choose(game.view(C), 0) == "trust:1"


def test_it_goes_out_on_a_true_play_rather_than_calling() -> None:
    game = rig([["7C", "9C", "5D"], ["7D", "7H"], ["5C", "6H"]], dealer=C)
    play(game, A, ["9C"], "7")
    while game.plays == 1:
        game.apply(B, PLAYER.choose(game.view(B), 0))
    assert game.round[-1] == {"seat": B, "play": 2, "count": 2, "rank": "7"} and not game.hands[B]


def test_it_opens_with_a_hand_of_one_rank_all_at_once() -> None:
    game = rig([["5C", "5D", "5H"], ["2C", "3C"], ["7C", "6H"]], dealer=C)
    while game.plays == 0:
        game.apply(A, PLAYER.choose(game.view(A), 0))
    assert game.round[-1] == {"seat": A, "play": 1, "count": 3, "rank": "5"}


def test_it_opens_by_shedding_loose_cards_under_the_rank_it_holds_most_of() -> None:
    game = rig([["5C", "5D", "5H", "9S", "KD"], ["2C", "3C", "4C"], ["7C", "6H", "8H"]], dealer=C)
    while game.plays == 0:
        game.apply(A, PLAYER.choose(game.view(A), 0))
    assert game.round[-1]["rank"] == "5" and {"9S", "KD"} <= set(game.pile) and "5H" in game.hands[A]


def test_a_claim_is_likelier_true_when_the_seat_holds_none_of_the_rank() -> None:
    none = rig([["7C", "9C", "5D"], ["2D", "3D"], ["5C", "6H", "8S", "KS"]], dealer=C)
    most = rig([["7C", "9C", "5D"], ["2D", "3D"], ["7D", "7H", "7S", "KS"]], dealer=C)
    for game in (none, most):
        play(game, A, ["9C"], "7")
        play(game, B, ["2D"], "7")
    assert truth_chance(none.view(C), Counts(none.view(C))) > truth_chance(most.view(C), Counts(most.view(C)))


def test_a_bigger_claim_is_likelier_called() -> None:
    game: Bluff = rig([["7C", "9C", "5D", "6D", "8D"], ["2D", "3D", "4H", "5H", "6S", "8C", "9D", "JD"],
                       ["5C", "6H", "8S", "KS"]], dealer=C)
    play(game, A, ["9C"], "7")
    view = game.view(B)
    assert call_chance(view, Counts(view), "7", 1, False) < call_chance(view, Counts(view), "7", 2, False)
    assert call_chance(view, Counts(view), "7", 8, False) == 1  # it would empty the hand
