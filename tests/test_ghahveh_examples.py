"""Ghahveh: the worked examples of ghahveh.md §12 (G-E1 to G-E6), exactly."""

from __future__ import annotations

import pytest

from bot.games.ghahveh.game import match_winner, next_dealer
from bot.games.ghahveh.rules import JokerRules, contract_score, playable, trick_winner
from tests.ghahveh_support import EIGHT_FIVE, bid_all, play_out, preferred, rigged

DEFAULT = JokerRules()


@pytest.mark.parametrize(("bids", "won", "score"), [
    ((3, 3), 8, 62), ((3, 3), 5, -60), ((2, 2), 4, 40), ((4, 3), 6, -70), ((2, 2), 9, 45)])
def test_G_E1_scoring_table(bids: tuple[int, int], won: int, score: int) -> None:
    assert contract_score(sum(bids), won) == score


def test_G_E1_complete_hand_at_the_table() -> None:
    game = rigged(EIGHT_FIVE, dealer=3)
    bid_all(game, {0: 3, 1: 2, 2: 3, 3: 4})
    assert game.contracts() == [6, 6]
    (over,) = [e for e in play_out(game) if e.kind == "hand_over"]
    assert over.data["tricks"] == [8, 5]
    assert over.data["scores"] == [62, -60] and over.data["totals"] == [62, -60]
    assert over.data["made"] == [True, False]


def test_G_E2_a_coloured_joker_waits_and_hearts_must_follow() -> None:
    assert playable(["7H", "QH", "3S", "JKR"], ["AH"], 4, False, DEFAULT) == ["7H", "QH"]


def test_G_E2_b_black_joker_even_holding_a_heart() -> None:
    assert playable(["5H", "9C", "JKB"], ["AH"], 4, False, DEFAULT) == ["5H", "JKB"]


def test_G_E2_c_coloured_joker_after_the_black_one_in_the_same_trick() -> None:
    assert playable(["4D", "KS", "JKR"], ["AH", "JKB"], 4, False, DEFAULT) == ["4D", "KS", "JKR"]


@pytest.mark.parametrize(("trick", "winner"), [
    (["AH", "KH", "2S", "3H"], 2),
    (["AH", "JKB", "AS", "KH"], 1),
    (["AH", "JKB", "JKR", "AS"], 2),
    (["10D", "AC", "3D", "KH"], 0),
], ids=["a", "b", "c", "d"])
def test_G_E3_trick_winners(trick: list[str], winner: int) -> None:
    assert trick_winner(enumerate(trick)) == winner


def test_G_E3_e_a_led_black_joker_asks_for_spades_and_wins() -> None:
    assert playable(["4S", "9H"], ["JKB"], 3, False, DEFAULT) == ["4S"]
    assert trick_winner(enumerate(["JKB", "4S", "KS", "AS"])) == 0
    assert trick_winner(enumerate(["JKB", "4S", "JKR", "AS"])) == 2


def test_G_E4_the_black_joker_is_due_in_trick_ten() -> None:
    hand = ["2C", "7C", "KD", "JKB"]
    assert playable(hand, ["9C"], 10, False, DEFAULT) == ["JKB"]
    assert playable(hand, [], 10, False, DEFAULT) == ["JKB"], "the leader of trick 10 must lead it"
    assert playable(["2C", "7C", "KD", "JKR"], [], 11, True, DEFAULT) == ["2C", "7C", "KD", "JKR"]


def test_G_E4_at_the_table_seat_3_keeping_the_black_joker_must_play_it_in_trick_ten() -> None:
    game = rigged(EIGHT_FIVE, dealer=3)
    bid_all(game, {0: 3, 1: 2, 2: 3, 3: 4})
    while game.trick_no < 10 or game.to_act() != {3}:
        (seat,) = game.to_act()
        if seat == 3:
            assert "p:JKB" in game.legal_actions(3) and len(game.legal_actions(3)) > 1
        game.apply(seat, preferred(game, seat))
    assert game.trick_no == 10 and game.trick == [(1, "JC"), (2, "6D")]
    assert game.legal_actions(3) == ["p:JKB"]


@pytest.mark.parametrize(("dealer", "totals", "after"), [
    (0, (40, 63), 0), (0, (102, 3), 1), (1, (52, 75), 2), (2, (115, 115), 2)])
def test_G_E5_dealer_rotation(dealer: int, totals: tuple[int, int], after: int) -> None:
    assert next_dealer(dealer, totals) == after


def test_G_E5_rows_add_up() -> None:
    totals = [0, 0]
    for a, b in [((4, 4), (6, 9)), ((6, 8), (6, 5)), ((5, 4), (7, 9)), ((6, 9), (4, 4))]:
        totals = [totals[0] + contract_score(*a), totals[1] + contract_score(*b)]
    assert totals == [115, 115]


def test_G_E6_end_of_game() -> None:
    a, b = 480 + contract_score(4, 5), 300 + contract_score(8, 8)
    assert (a, b) == (521, 380) and match_winner((a, b), 501, 9, 0) == 0
    a, b = 470 + contract_score(4, 4), 480 + contract_score(6, 9)
    assert (a, b) == (510, 543) and match_winner((a, b), 501, 9, 0) == 1
