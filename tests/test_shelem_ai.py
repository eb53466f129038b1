"""The Shelem computer players: legal, deterministic, blind to what their seat cannot see, and sensible."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ai.shelem import RuleShelemPlayer, StrongShelemPlayer
from bot.ai.shelem.policy import burial, card_mask, estimate
from bot.ai.shelem.search import Budget
from bot.games.shelem import Phase, Shelem
from tests.shelem_support import A, B, C, D, bids, rig

QUICK = Budget(playouts=24, min_worlds=2, max_worlds=4, time_limit=None)


def computer_seats() -> list[RuleShelemPlayer]:
    return [StrongShelemPlayer(QUICK), RuleShelemPlayer(), StrongShelemPlayer(QUICK), RuleShelemPlayer()]


@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**64), random_seat=st.integers(0, 3), players=st.sampled_from([2, 4]))
def test_computer_players_always_choose_a_legal_action(seed: int, random_seat: int, players: int) -> None:
    game = Shelem({"target": 330, "match_hands": 4}, players, seed)
    seats = computer_seats()
    rng = random.Random(seed)
    while not game.is_over():
        seat = game.turn
        view = game.view(seat)
        action = rng.choice(view["legal"]) if seat == random_seat % players else seats[seat].choose(view, game.version)
        assert action in view["legal"]
        game.apply(seat, action)


def played_to_mid_hand(seed: int, cards: int) -> Shelem:
    game = Shelem({}, 4, seed)
    seats = [RuleShelemPlayer() for _ in range(4)]
    while game.phase is not Phase.PLAY or 48 - sum(len(h) for h in game.hands) < cards:
        game.apply(game.turn, seats[game.turn].choose(game.view(game.turn), 0))
    return game


@pytest.mark.parametrize("cards", [0, 6, 21])
def test_the_same_view_and_seed_give_the_same_move(cards: int) -> None:
    game = played_to_mid_hand(3, cards)
    view = game.view(game.turn)
    moves = {StrongShelemPlayer(QUICK).choose(copy.deepcopy(view), 11) for _ in range(3)}
    assert len(moves) == 1


def test_states_differing_only_in_hidden_cards_give_the_same_move() -> None:
    game = played_to_mid_hand(5, 9)
    seat = game.turn
    other = copy.deepcopy(game)
    x, y = [s for s in range(4) if s != seat][:2]
    # exchange one card of each of two other seats' hands, within a suit so that no shown void is broken
    pairs = [(a, b) for a in other.hands[x] for b in other.hands[y] if a[-1] == b[-1]]
    if not pairs:
        pytest.skip("no exchange keeps the voids")
    a, b = pairs[0]
    other.hands[x][other.hands[x].index(a)] = b
    other.hands[y][other.hands[y].index(b)] = a
    assert other.view(seat) == game.view(seat) and other.hands != game.hands
    for player in (RuleShelemPlayer(), StrongShelemPlayer(QUICK)):
        assert player.choose(other.view(seat), 7) == player.choose(game.view(seat), 7)


STRONG = ["AS", "KS", "QS", "JS", "10S", "9S", "AH", "KH", "AD", "5S", "4S", "2C"]
WEAK = ["2S", "3S", "4H", "6H", "7H", "3D", "4D", "8D", "9C", "JC", "7C", "3C"]


def test_a_strong_hand_bids_and_a_weak_one_passes() -> None:
    assert estimate(card_mask(STRONG)) > 130 > 100 > estimate(card_mask(WEAK))
    game = rig({A: STRONG, B: WEAK}, dealer=D)
    assert RuleShelemPlayer().choose(game.view(A), 0) == "b:100"
    bids(game, 100)
    assert RuleShelemPlayer().choose(game.view(B), 0) == "pass"


def test_the_partner_is_left_his_bid_and_the_hakem_buries_then_names_his_suit() -> None:
    game = rig({A: STRONG, C: ["KC", "QC", "9C", "5C", "4C", "8C", "QH", "JH", "KD", "7D", "3D", "6H"]}, dealer=D)
    bids(game, 100, None)
    assert RuleShelemPlayer().choose(game.view(C), 0) == "pass"  # strong too, but not 20 above his partner
    bids(game, None, None)
    assert game.hakem == A and game.phase is Phase.EXCHANGE
    player = RuleShelemPlayer()
    while game.phase is Phase.EXCHANGE:
        game.apply(A, player.choose(game.view(A), 0))
    assert card_mask(game.buried) == burial(card_mask(game.hands[A] + game.buried))
    assert sorted(game.buried) == ["2C", "3S", "4S", "KH"]  # the kitty was four spades: twelve trumps spare two
    game.apply(A, player.choose(game.view(A), 0))
    assert game.trump == "S" and game.trick == [(A, "AS")]
