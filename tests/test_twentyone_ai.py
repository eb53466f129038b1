"""The Twenty-One computer player: legal at every table size, deterministic, blind to hidden cards, and
better than random play."""

from __future__ import annotations

import copy
import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.arena.play import Matchup, run
from bot.ai.twentyone import TwentyOnePlayer
from bot.games.protocol import Game
from bot.games.twentyone import TwentyOne
from tests.chip_games import contest
from tests.twentyone_support import P1, B, check, rig


def scramble_hidden(game: Game, seat: int, rng: random.Random) -> TwentyOne:
    """A copy of the game whose cards hidden from `seat` are dealt among their places anew."""
    assert isinstance(game, TwentyOne)
    other = copy.deepcopy(game)
    duel = other.duel
    hidden = other.hidden_places(seat)
    pools = {"stock": other.stock, "buried": other.buried, "banker": other.banker_hand}
    cards = [c for name, pool in pools.items() if name in hidden for c in pool]
    down = duel is not None and f"hand:{duel.seat}:down" in hidden
    if duel is not None and down:
        cards += duel.down
    rng.shuffle(cards)
    for name, pool in pools.items():
        if name in hidden:
            pool[:] = [cards.pop() for _ in pool]
    if duel is not None and down:
        duel.hand = [c if c in duel.up else cards.pop() for c in duel.hand]
    return other


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**64), players=st.integers(2, 6), side_bets=st.booleans(),
       ace=st.sampled_from([1, 11]))
def test_computer_player_is_legal_deterministic_and_blind_to_hidden_cards(seed: int, players: int,
                                                                          side_bets: bool, ace: int) -> None:
    game = TwentyOne({"side_bets": side_bets, "ace_value": ace}, players, seed)
    contest(game, TwentyOnePlayer(), seed, scramble_hidden, check)


def test_banker_draws_on_a_low_card_and_stays_on_a_sure_win() -> None:
    for banker_card, move in (("6C", "draw"), ("10C", "stay")):
        game = rig([banker_card, "7S"])
        game.apply(B, "bank")
        game.apply(P1, "bet:5")
        game.apply(P1, "stand")  # a single card face down: at most 10
        assert TwentyOnePlayer().choose(game.view(B), 1) == move


def test_bettor_stands_on_twenty_and_hits_on_eight() -> None:
    player = TwentyOnePlayer()
    game = rig(["9C", "10H", "QH", "10S"])
    game.apply(B, "bank")
    game.apply(P1, "bet:5")
    game.apply(P1, "hit")
    assert player.choose(game.view(P1), 0) == "hit"  # 13
    game3 = rig(["9C", "10H", "KS", "6D"])
    game3.apply(B, "bank")
    game3.apply(P1, "bet:5")
    game3.apply(P1, "hit")
    game3.apply(P1, "hit")  # 10 + 4 + 6 = 20
    assert player.choose(game3.view(P1), 0) == "stand"


@pytest.mark.parametrize("players", [3, 5])
def test_computer_player_beats_random_players(players: int) -> None:
    tally = run(Matchup.of("twentyone", "computer", "random", players), games=4 * players, seed=1)
    assert statistics.fmean(tally.deals) > 1.5 / players
