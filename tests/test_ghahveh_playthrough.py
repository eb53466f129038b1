"""Random Ghahveh matches through the shared protocol harness under every house rule, with the card places
checked at every step: every card in exactly one place, and no view showing a card from a place hidden from it."""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.ghahveh import Ghahveh
from bot.games.ghahveh.rules import DECK
from bot.games.protocol import LEAVE, Game
from tests.game_harness import playthrough, snapshot

OPTION_SETS: list[dict[str, Any]] = [
    {"hand_limit": 1},
    {"hand_limit": 3, "black_joker_deadline": 9},
    {"hand_limit": 1, "colour_joker_same_trick": False, "joker_lead_asks_spades": False},
    {"hand_limit": 1, "target": 1001},
]
CARD_IN_JSON = re.compile(r'"(?:p:)?((?:10|[2-9AJQK])[CDHS]|JK[BR])"')


def cards_in(view: object) -> set[str]:
    return set(CARD_IN_JSON.findall(json.dumps(view)))


def exchanged(game: Ghahveh, places: list[str], rng: random.Random) -> Ghahveh:
    """A copy of `game` with one card swapped between two of the given hands."""
    other = copy.deepcopy(game)
    a, b = rng.sample([int(p.split(":")[1]) for p in places], 2)
    if other.hands[a] and other.hands[b]:
        i, j = rng.randrange(len(other.hands[a])), rng.randrange(len(other.hands[b]))
        other.hands[a][i], other.hands[b][j] = other.hands[b][j], other.hands[a][i]
    return other


def check(game: Game) -> None:
    assert isinstance(game, Ghahveh)
    places = game.card_places()
    assert sorted(c for cards in places.values() for c in cards) == sorted(DECK), "every card in one place"
    rng = random.Random(game.version)
    for seat in [None, 0, 1, 2, 3]:
        hidden = game.hidden_places(seat)
        assert hidden <= set(places)
        secret = {c for p in hidden for c in places[p]}
        view = game.public_view() if seat is None else game.view(seat)
        assert not cards_in({k: v for k, v in view.items() if k != "last_hand"}) & secret
        if len(hidden) >= 2 and seat == [None, 0, 1, 2, 3][game.version % 5]:  # one exchange a step: copies cost
            other = exchanged(game, sorted(hidden), rng)
            assert (other.public_view() if seat is None else other.view(seat)) == view, "a hidden card shows"


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**128), choice_seed=st.integers(0, 2**32))
def test_random_match_keeps_the_protocol_and_every_card(options: dict[str, Any], seed: int,
                                                        choice_seed: int) -> None:
    game = playthrough(Ghahveh, options, 4, seed, choice_seed, check)
    assert isinstance(game, Ghahveh) and game.winner is not None
    assert game.result().winners in ({0, 2}, {1, 3})
    assert game.totals[game.winner] > game.totals[1 - game.winner]


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**64), leave_at=st.integers(0, 60))
def test_a_seat_leaving_loses_the_match_for_its_team(seed: int, leave_at: int) -> None:
    game = Ghahveh({}, 4, seed)
    rng = random.Random(seed)
    for _ in range(leave_at):
        (seat,) = game.to_act()
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    leaver = rng.randrange(4)
    game.apply(leaver, LEAVE)
    check(game)
    assert game.is_over() and game.result().winners == {(leaver + 1) % 4, (leaver + 3) % 4}
    assert snapshot(Ghahveh.replay(copy.deepcopy(game.record()))) == snapshot(game)
