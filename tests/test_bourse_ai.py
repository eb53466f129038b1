"""The Bourse computer trader: legal at every table size, deterministic, blind to the hidden and unread cards,
taking good offers, never forcing a read, and richer than random traders."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.arena_chips import GAMES, Tally, play
from bot.ai.bourse import BoursePlayer
from bot.games.bourse import Bourse
from tests.bourse_support import rig


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**64), players=st.sampled_from([2, 3, 6, 13]))
def test_computer_trader_is_legal_deterministic_and_blind_to_hidden_cards(seed: int, players: int) -> None:
    game = Bourse({}, players, seed)
    trader = BoursePlayer()
    rng = random.Random(seed)
    while not game.is_over():
        seat = rng.choice(sorted(game.to_act()))
        if seat % 2 == 0:
            move_seed = rng.randrange(2**32)
            action = trader.choose(game.view(seat), move_seed)
            assert game.is_legal(seat, action) and not action.startswith("read:"), action
            assert trader.choose(game.view(seat), move_seed) == action
            twin = copy.deepcopy(game)
            hidden = twin.hidden + twin.unread
            rng.shuffle(hidden)
            twin.hidden, twin.unread = hidden[:3], hidden[3:]
            assert trader.choose(twin.view(seat), move_seed) == action
        else:
            legal = game.legal_actions(seat)
            action = "done" if rng.random() < 0.5 else rng.choice(legal)
        game.apply(seat, action)


def test_takes_a_cheap_card_and_refuses_a_dear_one() -> None:
    game = rig(2)
    card = next(c for c, s in game.owner.items() if s == 1)
    game.apply(1, f"sell:{card}:2")  # worth 520 / 52 = 10
    assert BoursePlayer().choose(game.view(0), 0) == "take:1"
    game2 = rig(2)
    game2.apply(1, f"sell:{card}:20")
    assert BoursePlayer().choose(game2.view(0), 0) != "take:1"


def test_computer_trader_beats_random_traders() -> None:
    tally = Tally()
    for deal in range(2):
        for seat in range(3):
            play(GAMES["bourse"], 3, deal, seat, tally)
    assert tally.won / tally.games > 0.6
