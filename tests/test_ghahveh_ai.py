"""Ghahveh computer players: always legal, deterministic for a view and a seed, blind to hidden cards, and sound
in the bids and plays a person would call obvious."""

from __future__ import annotations

import copy
import random

import pytest

from bot.ai.ghahveh.bidding import expected_tricks, rule_bid
from bot.ai.ghahveh.knowledge import knowledge
from bot.ai.ghahveh.players import RuleGhahvehPlayer, SearchGhahvehPlayer
from bot.ai.ghahveh.search import Budget
from bot.ai.ghahveh.sim import encode
from bot.ai.hokm.sim import mask_of
from bot.games.ghahveh import Ghahveh
from tests.ghahveh_support import bid_all, rigged

QUICK = Budget(playouts=24, min_worlds=3, max_worlds=6, bid_worlds=6, time_limit=None)
PLAYERS = {"rule": RuleGhahvehPlayer(), "search": SearchGhahvehPlayer(QUICK)}


def hand(*cards: str) -> int:
    return mask_of(encode(c) for c in cards)


@pytest.mark.parametrize("kind", PLAYERS)
@pytest.mark.parametrize("options", [{}, {"black_joker_deadline": 9, "colour_joker_same_trick": False,
                                          "joker_lead_asks_spades": False}])
def test_computer_players_play_whole_hands_legally(kind: str, options: dict[str, object]) -> None:
    player = PLAYERS[kind]
    for seed in range(2 if kind == "search" else 8):
        game = Ghahveh({**options, "hand_limit": 1}, 4, seed)
        while not game.is_over():
            (seat,) = game.to_act()
            view = game.view(seat)
            action = player.choose(view, seed)
            assert action in view["legal"]
            game.apply(seat, action)


def mid_hand(seed: int, plays: int) -> Ghahveh:
    game = Ghahveh({}, 4, seed)
    rng = random.Random(seed)
    for _ in range(plays):
        (seat,) = game.to_act()
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("kind", PLAYERS)
@pytest.mark.parametrize("plays", [1, 3, 10, 27])
def test_same_view_and_seed_same_move_whatever_the_hidden_cards(kind: str, plays: int) -> None:
    game = mid_hand(plays, plays)
    (seat,) = game.to_act()
    others = [s for s in range(4) if s != seat]
    swapped = copy.deepcopy(game)
    a, b = others[0], others[1]
    swapped.hands[a][0], swapped.hands[b][0] = swapped.hands[b][0], swapped.hands[a][0]
    assert swapped.view(seat) == game.view(seat)
    player = PLAYERS[kind]
    first = player.choose(game.view(seat), 5)
    assert player.choose(game.view(seat), 5) == first
    assert player.choose(swapped.view(seat), 5) == first


def test_strong_hands_bid_high_and_weak_hands_the_minimum() -> None:
    strong = hand("JKR", "JKB", "AS", "KS", "QS", "JS", "10S", "AH", "KH", "AC", "KC", "AD", "KD")
    weak = hand("3S", "4H", "5H", "6H", "3C", "4C", "5C", "7C", "3D", "4D", "5D", "6D", "8D")
    assert rule_bid(strong, 2, 13) >= 9
    assert rule_bid(weak, 2, 13) == 2
    assert expected_tricks(hand("JKR")) == 1


def test_the_rule_player_takes_an_opponents_trick_with_the_coloured_joker() -> None:
    game = rigged({0: ["AH", "2C"], 1: ["JKB", "3C"], 2: ["JKR", "5H", "6H"]}, dealer=3)
    bid_all(game, dict.fromkeys(range(4), 2))
    game.apply(0, "p:2C")
    game.apply(1, "p:JKB")
    assert RuleGhahvehPlayer().choose(game.view(2), 0) == "p:JKR"


def test_the_rule_player_keeps_its_black_joker_from_a_lead_the_coloured_one_can_overtake() -> None:
    game = rigged({0: ["JKB", "AH", "KH", "QH", "4C"]}, dealer=3)
    bid_all(game, dict.fromkeys(range(4), 2))
    assert RuleGhahvehPlayer().choose(game.view(0), 0) != "p:JKB"


def test_the_rule_player_leads_the_black_joker_holding_the_coloured_one() -> None:
    game = rigged({0: ["JKB", "JKR", "AH", "KH", "4C"]}, dealer=3)
    bid_all(game, dict.fromkeys(range(4), 2))
    assert RuleGhahvehPlayer().choose(game.view(0), 0) == "p:JKB"


def test_the_searching_bid_lies_in_the_range_and_follows_the_hand() -> None:
    player = SearchGhahvehPlayer(Budget(bid_worlds=24, time_limit=None))
    strong = rigged({1: ["JKR", "JKB", "AS", "KS", "QS", "JS", "10S", "9S", "AH", "KH", "AC", "KC", "AD"]},
                    dealer=0)
    weak = rigged({1: ["3S", "4H", "5H", "6H", "3C", "4C", "5C", "7C", "3D", "4D", "5D", "6D", "8D"]}, dealer=0)
    high = int(player.choose(strong.view(1), 1).split(":")[1])
    low = int(player.choose(weak.view(1), 1).split(":")[1])
    assert 2 <= low < high <= 13 and high >= 8 and low <= 3


@pytest.mark.parametrize("dealer", range(4))
def test_while_bidding_the_players_know_the_dealers_right_leads(dealer: int) -> None:
    game = rigged({}, dealer=dealer)
    game.apply((dealer + 1) % 4, "b:3")
    view = game.view((dealer + 2) % 4)
    assert knowledge(view).position.leader == (dealer + 1) % 4
