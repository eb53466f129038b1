"""The Seep computer player: always legal, deterministic, blind to hidden cards, and playing the obvious move."""

from __future__ import annotations

import copy
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.seep_moves import CONSTRUCTED
from bot.ai.seep import SeepPlayer
from bot.games.seep import Seep
from tests.seep_support import N, S, W, action, position

VARIANTS = [{}, {"variant": "punjab"}, {"limited_houses": True, "loose_break": True}]


@pytest.mark.parametrize("players", [2, 4])
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**64), options=st.sampled_from(VARIANTS), computers=st.sets(st.integers(0, 3),
                                                                                      min_size=1))
def test_computer_player_is_legal_and_repeats_its_choice(players: int, seed: int, options: dict[str, object],
                                                         computers: set[int]) -> None:
    game = Seep(options, players, seed)
    player, rng = SeepPlayer(), random.Random(seed)
    while not game.is_over():
        seat = next(iter(game.to_act()))
        if seat in computers:
            view, choice_seed = game.view(seat), rng.getrandbits(64)
            move = player.choose(view, choice_seed)
            assert move in view["legal"] and player.choose(game.view(seat), choice_seed) == move
        else:
            move = rng.choice(game.legal_actions(seat))
        game.apply(seat, move)


def test_hidden_cards_do_not_change_the_choice() -> None:
    game = Seep({}, 4, seed=7)
    rng = random.Random(7)
    for _ in range(12):
        seat = next(iter(game.to_act()))
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    seat = next(iter(game.to_act()))
    others = [s for s in range(4) if s != seat]
    swapped = copy.deepcopy(game)
    a, b = swapped.hands[others[0]], swapped.hands[others[1]]
    a[0], b[0] = b[0], a[0]
    assert swapped.view(seat) == game.view(seat)
    assert all(SeepPlayer().choose(swapped.view(seat), s) == SeepPlayer().choose(game.view(seat), s)
               for s in range(5))


def test_it_sweeps_when_it_can() -> None:
    game = position(["3H", "4C"], [], {S: ["7D", "KH", "2C"]}, turn=S)
    assert SeepPlayer().choose(game.view(S), 1) == action(game, S, "7D", "c", {"3H", "4C"})


def test_it_takes_the_most_points() -> None:
    game = position(["5S", "5H", "KD", "9D"], [], {S: ["5C", "9C", "2H"]}, turn=S)
    assert SeepPlayer().choose(game.view(S), 1) == action(game, S, "5C", "c", {"5S", "5H"})


def test_it_does_not_leave_a_sweep() -> None:
    game = position(["6H"], [], {W: ["4C", "9S", "KH"], N: ["KC"]}, turn=W)
    assert SeepPlayer().choose(game.view(W), 1) == "t:KH"  # 4C leaves 6 + 4 for a 10; 9S gives 9 points away


def test_it_builds_a_house_it_can_take() -> None:
    game = position(["7S", "KH"], [], {S: ["4D", "JS", "3C"]}, turn=S)
    assert SeepPlayer().choose(game.view(S), 1) == action(game, S, "4D", "b", {"7S"}, of=11)


@pytest.mark.parametrize("crowded", range(len(CONSTRUCTED)))
def test_it_stays_quick_and_legal_on_the_most_crowded_floors(crowded: int) -> None:
    floor, hand = CONSTRUCTED[crowded]
    game = position(floor.loose, [(h.cards, h.value, h.owners) for h in floor.houses], {N: list(hand)}, turn=N)
    view = game.view(N)
    started = time.process_time()
    assert SeepPlayer().choose(view, 1) in view["legal"]
    assert time.process_time() - started < 1.0  # CPU time, which a loaded machine does not stretch; about 0.1 s
