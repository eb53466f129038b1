"""The Bourse computer trader: legal at every table size, deterministic, blind to the hidden and unread cards,
taking good offers, never forcing a read, and richer than random traders."""

from __future__ import annotations

import copy
import random
import statistics

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.arena.play import Matchup, run
from bot.ai.bourse import BoursePlayer
from bot.games.bourse import Bourse
from bot.games.protocol import Game
from tests.bourse_support import rig
from tests.chip_games import contest


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**64), players=st.sampled_from([2, 3, 6, 13]))
def test_computer_trader_is_legal_deterministic_and_blind_to_hidden_cards(seed: int, players: int) -> None:
    moves = contest(Bourse({}, players, seed), BoursePlayer(), seed, scramble_hidden, check=lambda g: None)
    assert not any(m.startswith("read:") for m in moves)


def scramble_hidden(game: Game, seat: int, rng: random.Random) -> Bourse:
    """A copy of the game whose hidden and unread deck-B cards are shuffled anew."""
    assert isinstance(game, Bourse)
    twin = copy.deepcopy(game)
    cards = twin.hidden + twin.unread
    rng.shuffle(cards)
    twin.hidden, twin.unread = cards[:3], cards[3:]
    return twin


def test_takes_a_cheap_card_and_refuses_a_dear_one() -> None:
    game = rig(2)
    card = next(c for c, s in game.owner.items() if s == 1)
    game.apply(1, f"sell:{card}:2")  # worth 520 / 52 = 10
    assert BoursePlayer().choose(game.view(0), 0) == "take:1"
    game2 = rig(2)
    game2.apply(1, f"sell:{card}:20")
    assert BoursePlayer().choose(game2.view(0), 0) != "take:1"


def test_computer_trader_beats_random_traders() -> None:
    tally = run(Matchup.of("bourse", "computer", "random", 3), games=6, seed=1)
    assert statistics.fmean(tally.deals) > 0.6


def test_makes_no_offer_past_the_limit_of_a_window() -> None:
    game = rig(2)
    mine = [c for c, s in game.owner.items() if s == 0]
    game.apply(0, f"sell:{mine[0]}:200")
    game.apply(0, f"sell:{mine[1]}:200")
    game.apply(1, "take:1")
    game.apply(1, "take:2")
    assert game.view(0)["offers_left"] == 0 and game.offers == []
    assert all(BoursePlayer(offer_rate=1.0).choose(game.view(0), seed) == "done" for seed in range(20))
