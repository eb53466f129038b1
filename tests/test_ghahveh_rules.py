"""Ghahveh: one test per line of the checklist in ghahveh.md §13 (G-T01 to G-T28)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.games.cards import BLACK_JOKER, COLOUR_JOKER, standard_deck
from bot.games.ghahveh import Ghahveh, Phase
from bot.games.ghahveh.game import match_winner, next_dealer
from bot.games.ghahveh.rules import DECK, JokerRules, contract_score, playable, trick_winner
from bot.games.protocol import IllegalAction
from tests.game_harness import assert_refused
from tests.ghahveh_support import EIGHT_FIVE, SWEEP, bid_all, play_out, preferred, rigged

DEFAULT = JokerRules()
PLAIN = [c for c in DECK if c not in (BLACK_JOKER, COLOUR_JOKER)]


def refusal(game: Ghahveh, seat: int, action: str) -> str:
    """The reason the game gives for refusing `action`."""
    with pytest.raises(IllegalAction) as refused:
        game.apply(seat, action)
    return refused.value.reason


def test_G_T01_deck_of_52_with_two_jokers_and_without_the_red_twos() -> None:
    assert len(DECK) == 52 and len(set(DECK)) == 52
    assert set(DECK) == (set(standard_deck()) - {"2D", "2H"}) | {BLACK_JOKER, COLOUR_JOKER}
    game = Ghahveh({}, 4, 3)
    assert [len(game.hands[s]) for s in range(4)] == [13] * 4
    assert sorted(c for h in game.hands for c in h) == sorted(DECK)


def test_G_T02_four_players_partners_opposite() -> None:
    with pytest.raises(ValueError):
        Ghahveh({}, 3, 1)
    view = Ghahveh({}, 4, 1).public_view()
    assert view["players"] == 4 and view["teams"] == [[0, 2], [1, 3]]


def test_G_T03_spades_always_trump_and_nobody_declares() -> None:
    game = Ghahveh({}, 4, 5)
    assert game.phase is Phase.BID and all(a.startswith("b:") for a in game.legal_actions(game.turn))
    assert trick_winner(enumerate(["AH", "KH", "2S", "QH"])) == 2
    assert trick_winner(enumerate(["AC", "2S", "3S", "KC"])) == 2


def test_G_T04_the_coloured_joker_beats_every_card() -> None:
    for card in [*PLAIN, BLACK_JOKER]:
        assert trick_winner([(0, card), (1, COLOUR_JOKER)]) == 1
        assert trick_winner([(0, COLOUR_JOKER), (1, card)]) == 0


def test_G_T05_the_black_joker_beats_every_card_but_the_coloured_one() -> None:
    for card in PLAIN:
        assert trick_winner([(0, card), (1, BLACK_JOKER)]) == 1
        assert trick_winner([(0, BLACK_JOKER), (1, card)]) == 0
    assert trick_winner([(0, "AS"), (1, BLACK_JOKER), (2, "KS")]) == 1
    assert trick_winner([(0, BLACK_JOKER), (1, COLOUR_JOKER)]) == 1


def test_G_T06_highest_spade_else_highest_of_the_led_suit() -> None:
    assert trick_winner(enumerate(["KH", "3S", "AH", "9S"])) == 3
    assert trick_winner(enumerate(["9D", "AC", "QD", "AH"])) == 2
    assert trick_winner(enumerate(["3C", "4C", "10C", "2C"])) == 2


def test_G_T07_holding_the_led_suit_follow_it_or_play_a_joker() -> None:
    hand = ["JKB", "AS", "9H", "3H", "KC"]
    assert playable(hand, ["5H"], 2, False, DEFAULT) == ["JKB", "9H", "3H"]
    game = rigged({0: ["5H"], 1: ["9H", "AS", "KC", "JKB"]}, dealer=3)
    bid_all(game, dict.fromkeys(range(4), 2))
    game.apply(0, "p:5H")
    assert sorted(game.legal_actions(1)) == ["p:9H", "p:JKB"]
    assert refusal(game, 1, "p:AS") == "must_follow"


def test_G_T08_void_may_play_any_card_without_duty_to_trump() -> None:
    hand = ["AS", "3S", "KC", "4D"]
    assert playable(hand, ["7H"], 5, False, DEFAULT) == hand


def test_G_T09_a_joker_may_be_played_holding_the_led_suit() -> None:
    assert "JKB" in playable(["JKB", "AH", "4H"], ["3H"], 1, False, DEFAULT)
    assert "JKR" in playable(["JKR", "AH", "4H"], ["3H"], 6, True, DEFAULT)


def test_G_T10_the_coloured_joker_waits_for_the_black_one_leading_or_following() -> None:
    hand = ["JKR", "AH", "2C"]
    assert "JKR" not in playable(hand, [], 3, False, DEFAULT)
    assert "JKR" not in playable(hand, ["3D"], 3, False, DEFAULT)
    assert "JKR" in playable(hand, [], 3, True, DEFAULT)
    game = rigged({0: ["JKR", "AH", "2C"]}, dealer=3)
    bid_all(game, dict.fromkeys(range(4), 2))
    assert "p:JKR" not in game.legal_actions(0)
    assert refusal(game, 0, "p:JKR") == "colour_joker_held"


def test_G_T11_the_coloured_joker_is_free_once_the_black_one_is_in_the_trick() -> None:
    assert "JKR" in playable(["JKR", "4H"], ["5H", "JKB"], 2, False, DEFAULT)
    house = JokerRules(colour_same_trick=False)
    assert "JKR" not in playable(["JKR", "4H"], ["5H", "JKB"], 2, False, house)
    game = rigged({0: ["5H"], 1: ["JKB", "3H"], 2: ["JKR", "4H"]}, dealer=3)
    bid_all(game, dict.fromkeys(range(4), 2))
    game.apply(0, "p:5H")
    game.apply(1, "p:JKB")
    assert "p:JKR" in game.legal_actions(2)
    game.apply(2, "p:JKR")
    game.apply(3, preferred(game, 3))
    assert game.last_trick is not None and game.last_trick.winner == 2


def test_G_T12_the_black_joker_still_held_in_trick_ten_is_the_only_legal_card() -> None:
    assert playable(["AH", "KH", "2C", "JKB"], ["3H"], 10, False, DEFAULT) == ["JKB"]
    assert playable(["AH", "KH", "2C", "JKB", "QD"], ["3H"], 9, False, JokerRules(black_deadline=9)) == ["JKB"]
    game = rigged(EIGHT_FIVE, dealer=3)
    bid_all(game, {0: 3, 1: 2, 2: 3, 3: 4})
    while game.trick_no < 10 or game.turn != 3:
        (seat,) = game.to_act()
        game.apply(seat, preferred(game, seat))
    assert game.legal_actions(3) == ["p:JKB"]
    assert refusal(game, 3, "p:AH") == "black_joker_due"


def test_G_T13_a_led_joker_asks_for_spades() -> None:
    assert playable(["4S", "9H", "KS"], ["JKB"], 2, False, DEFAULT) == ["4S", "KS"]
    assert playable(["4S", "9H"], ["JKR"], 12, True, DEFAULT) == ["4S"]
    assert playable(["9H", "2C"], ["JKB"], 2, False, DEFAULT) == ["9H", "2C"]
    house = JokerRules(joker_lead_asks_spades=False)
    assert playable(["4S", "9H"], ["JKB"], 2, False, house) == ["4S", "9H"]


@pytest.mark.parametrize("options", [{}, {"black_joker_deadline": 9, "colour_joker_same_trick": False},
                                     {"joker_lead_asks_spades": False}])
def test_G_T14_the_legal_set_is_never_empty(options: dict[str, object]) -> None:
    for seed in range(12):
        game = Ghahveh({**options, "hand_limit": 1}, 4, seed)
        rng = random.Random(seed)
        while not game.is_over():
            (seat,) = game.to_act()
            legal = game.legal_actions(seat)
            assert legal
            game.apply(seat, rng.choice(legal))


def test_G_T15_the_first_dealer_is_drawn_by_lot() -> None:
    dealers = Counter(Ghahveh({}, 4, seed).dealer for seed in range(200))
    assert set(dealers) == {0, 1, 2, 3} and min(dealers.values()) > 25
    assert Ghahveh({}, 4, 77).dealer == Ghahveh({}, 4, 77).dealer


@pytest.mark.parametrize("dealer", range(4))
def test_G_T16_bidding_from_the_dealers_right_round_to_the_dealer_once_each(dealer: int) -> None:
    game = rigged({}, dealer=dealer)
    order = []
    for value in (2, 3, 4, 5):
        (seat,) = game.to_act()
        order.append(seat)
        assert game.phase is Phase.BID
        game.apply(seat, f"b:{value}")
    assert order == [(dealer + i) % 4 for i in range(1, 5)]
    assert game.phase is Phase.PLAY and game.public_view()["bids"][order[0]] == 2
    assert all(not a.startswith("b:") for a in game.legal_actions(game.turn))


def test_G_T17_bids_below_two_or_above_thirteen_are_refused() -> None:
    game = rigged({}, dealer=0)
    assert game.legal_actions(1) == [f"b:{n}" for n in range(2, 14)]
    for wrong in ("b:1", "b:0", "b:14", "b:-3", "b:02", "b:2 ", "b:٣", "b:", "p:AS"):
        assert_refused(game, 1, wrong)
    assert refusal(game, 1, "b:1") == "bid_range"
    assert refusal(game, 2, "b:4") == "not_your_turn"


def test_G_T18_a_teams_contract_is_the_sum_of_its_bids() -> None:
    game = rigged({}, dealer=3)
    bid_all(game, {0: 2, 1: 7, 2: 5, 3: 3})
    assert game.contracts() == [7, 10] and game.public_view()["contracts"] == [7, 10]


def test_G_T19_the_dealers_right_leads_first_then_each_trick_winner() -> None:
    game = rigged(EIGHT_FIVE, dealer=3)
    bid_all(game, {0: 3, 1: 2, 2: 3, 3: 4})
    assert game.turn == 0
    leaders = [0]
    while not game.is_over() and game.hand_no == 0:
        (seat,) = game.to_act()
        for event in game.apply(seat, preferred(game, seat)):
            if event.kind == "trick" and game.hand_no == 0:
                assert game.turn == event.data["winner"]
                leaders.append(game.turn)
    assert leaders[:9] == [0] * 9 and leaders[9:11] == [1, 3]


def test_G_T20_spades_may_be_led_at_any_time() -> None:
    assert playable(["AS", "2S", "KH"], [], 1, False, DEFAULT) == ["AS", "2S", "KH"]
    game = rigged({0: ["2S", "KH"]}, dealer=3)
    bid_all(game, dict.fromkeys(range(4), 2))
    assert "p:2S" in game.legal_actions(0)


def test_G_T21_a_made_contract_scores_ten_a_bid_trick_and_one_an_extra() -> None:
    assert contract_score(6, 8) == 62 and contract_score(4, 9) == 45 and contract_score(6, 13) == 67


def test_G_T22_a_failed_contract_loses_ten_a_bid_trick() -> None:
    assert contract_score(6, 5) == -60 and contract_score(6, 0) == -60 and contract_score(14, 13) == -140


def test_G_T23_taking_exactly_the_bid_is_made() -> None:
    assert contract_score(4, 4) == 40 and contract_score(9, 9) == 90


def test_G_T24_no_penalty_for_overtricks() -> None:
    assert [contract_score(4, w) for w in range(4, 14)] == list(range(40, 50))


def test_G_T25_the_deal_passes_right_exactly_when_the_dealers_team_is_ahead() -> None:
    assert next_dealer(3, (10, 11)) == 0 and next_dealer(3, (11, 10)) == 3
    assert next_dealer(0, (11, 10)) == 1 and next_dealer(0, (10, 11)) == 0
    game = rigged(SWEEP, dealer=3)  # team B deals and loses the hand: 49 to -40, the deal stays
    bid_all(game, dict.fromkeys(range(4), 2))
    new_hand = [e for e in play_out(game, ("new_hand",)) if e.kind == "new_hand"]
    assert game.totals == [49, -40] and new_hand[0].data["dealer"] == 3 == game.dealer
    game = rigged(SWEEP, dealer=1)  # team B deals, and leads, and loses; seat 2 is on the dealer's right
    bid_all(game, dict.fromkeys(range(4), 2))
    play_out(game, ("new_hand",))
    assert game.dealer == 1


def test_G_T26_on_equal_totals_the_dealer_stays() -> None:
    assert next_dealer(1, (0, 0)) == 1 and next_dealer(2, (-40, -40)) == 2
    game = rigged(SWEEP, dealer=3)
    game.totals = [-49, 40]
    bid_all(game, dict.fromkeys(range(4), 2))
    play_out(game, ("new_hand",))
    assert game.totals == [0, 0] and game.dealer == 3


def test_G_T27_the_target_is_501_or_1001_and_reached_at_or_above_it() -> None:
    assert Ghahveh.OPTIONS["target"].default == 501 and 1001 in Ghahveh.OPTIONS["target"].choices
    game = rigged(SWEEP, dealer=3)
    game.totals = [452, 0]
    bid_all(game, dict.fromkeys(range(4), 2))
    events = play_out(game, ("match_over",))
    assert game.is_over() and game.totals == [501, -40] and game.winner == 0
    assert events[-1].data == {"winner": 0, "totals": [501, -40], "margin": 541}
    assert game.result().winners == {0, 2}
    assert match_winner((1000, 0), 1001, 30, 0) is None and match_winner((1001, 0), 1001, 30, 0) == 0


def test_G_T28_both_at_the_target_the_higher_wins_and_a_tie_plays_on() -> None:
    assert match_winner((510, 543), 501, 9, 0) == 1
    game = rigged(SWEEP, dealer=3)
    game.totals = [452, 541]
    bid_all(game, dict.fromkeys(range(4), 2))
    play_out(game, ("hand_over",))
    assert game.totals == [501, 501] and not game.is_over() and game.phase is Phase.BID
