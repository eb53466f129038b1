"""The Bluff rule of thumb (how the counting player takes the other seats to call): legal, deterministic, honest
with the rank, and calling what it can count.

`python -m tests.test_bluff_ai [games]` prints its win rate against random players at five seats.
"""

from __future__ import annotations

import sys
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai.bluff import BluffPlayer
from tests.bluff_support import A, B, C, contest, play, rig, win_rate

HOUSE_RULES = [{}, {"claim_rule": "free"}, {"claim_rule": "ascending"}, {"play_for_places": True},
               {"passing": False, "min_per_play": 2, "max_per_play": 8}]


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**64), players=st.sampled_from([3, 5, 8, 15]), options=st.sampled_from(HOUSE_RULES),
       computers=st.sets(st.integers(0, 14), min_size=1))
def test_computer_player_only_chooses_legal_actions_and_repeats_its_choice(
        seed: int, players: int, options: dict[str, Any], computers: set[int]) -> None:
    contest(players, computers, seed, {"max_plays": 100, **options}, check=True)


def test_computer_players_alone_end_games_by_emptying_a_hand() -> None:
    endings = {contest(players, set(range(players)), seed).ending for players in (3, 6, 15) for seed in range(3)}
    assert endings == {"emptied"}


def test_computer_player_wins_most_games_against_random_players() -> None:
    assert win_rate(30) >= 0.6


def test_computer_player_plays_the_round_rank_honestly_when_it_holds_it() -> None:
    game = rig([["7C", "9C"], ["7D", "7H", "2S", "KS"], ["5C", "6C"]], dealer=C)
    play(game, A, ["9C"], "7")
    player = BluffPlayer()
    while game.plays == 1:
        game.apply(B, player.choose(game.view(B), seed=1))
    assert game.round[-1] == {"seat": B, "play": 2, "count": 2, "rank": "7"} and game.pile[-2:] == ["7D", "7H"]


def test_computer_player_calls_a_claim_its_own_hand_disproves() -> None:
    game = rig([["7C", "9C"], ["2C", "3C"], ["7D", "7H", "7S", "KS"]], dealer=C)
    play(game, A, ["9C", "7C"], "7")
    assert all(BluffPlayer().choose(game.view(C), seed) == "call:1" for seed in range(20))


def test_computer_player_calls_a_claimant_about_to_win() -> None:
    game = rig([["9C"], ["2C", "3C"], ["5D", "6H"]], dealer=C)
    play(game, A, ["9C"], "9")
    assert all(BluffPlayer().choose(game.view(C), seed) == "call:1" for seed in range(20))


def test_computer_player_mostly_trusts_an_opening_of_one_card() -> None:
    game = rig([["9C", "2D", "3D", "4D", "5D"], ["2C", "3C"], ["5C", "6H"]], dealer=C)
    play(game, A, ["9C"], "9")
    choices = [BluffPlayer().choose(game.view(C), seed) for seed in range(20)]
    assert choices.count("trust:1") >= 15


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(f"BluffPlayer at 5 seats against random players: {win_rate(games):.1%} of {games} games won")
