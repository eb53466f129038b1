"""The Nine-and-Eight computer player: legal at every table size, deterministic, blind to hidden cards, never
folding, always in a side pot, and no worse than random play in chips."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.arena.play import Matchup, run
from bot.ai.nineeight import NineEightPlayer
from bot.games.nineeight import NineEight
from bot.games.protocol import Game
from tests.chip_games import contest
from tests.nineeight_support import check, rig


def scramble_hidden(game: Game, seat: int, rng: random.Random) -> NineEight:
    """A copy of the game whose cards hidden from `seat` are dealt among their places anew."""
    assert isinstance(game, NineEight)
    other = copy.deepcopy(game)
    places = other.card_places()
    hidden = sorted(other.hidden_places(seat))
    cards = [c for name in hidden for c in places[name]]
    rng.shuffle(cards)
    other.shoe = [cards.pop() for _ in other.shoe]
    other.mucked = [cards.pop() for _ in other.mucked]
    for s in other.undecided():
        if s != seat:
            other.hands[s] = [cards.pop() for _ in other.hands[s]]
    return other


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**64), players=st.sampled_from([2, 3, 6, 11, 20]), auto=st.booleans())
def test_computer_player_is_legal_deterministic_and_blind_to_hidden_cards(seed: int, players: int,
                                                                          auto: bool) -> None:
    game = NineEight({"deals": 5, "reveal_mode": "auto" if auto else "staged"}, players, seed)
    assert "fold" not in contest(game, NineEightPlayer(), seed, scramble_hidden, check)


def test_taunts_with_a_nine_then_shows() -> None:
    game = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"]], dealer=1, side_pot=False)
    game.apply(1, "deal")
    player = NineEightPlayer()
    assert player.choose(game.view(0), 0) == "taunt:8"
    game.apply(0, "taunt:8")
    assert player.choose(game.view(0), 0) == "show"
    assert player.choose(game.view(1), 0) == "show"


def test_computer_player_ends_ahead_of_random_players_on_average() -> None:
    tally = run(Matchup.of("nineeight", "computer", "random", 5), games=15, seed=1)
    assert sum(tally.mine) > 0


def test_opens_a_side_pot_at_the_least_joins_one_open_then_deals() -> None:
    game = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"], ["3C", "3D", "3H"]], dealer=1)
    player = NineEightPlayer()
    assert player.choose(game.view(2), 0) == "side:5"
    game.apply(2, "side:5")
    assert player.choose(game.view(1), 0) == "join"
    game.apply(1, "join")
    assert player.choose(game.view(1), 0) == "deal"

