"""Shelem: one test per line of the checklist in shelem.md §18 (S-T01 … S-T28; S-T29 is in the examples)."""

from __future__ import annotations

import pytest

from bot.games.cards import standard_deck
from bot.games.protocol import IllegalAction
from bot.games.shelem import CARD_POINTS, Phase, Row, Shelem, points_of, score_hand
from tests.game_harness import assert_refused
from tests.shelem_support import A, B, C, D, bids, bury, play_first_legal, rig

SPADES = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S"]
HEARTS = ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H"]
DIAMONDS = ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D", "5D", "4D", "3D"]
CLUBS = ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C", "4C", "3C"]
TWOS = ["2S", "2H", "2D", "2C"]


def suited(dealer: int = D) -> Shelem:
    """Seat 0 holds the spades, 1 the hearts, 2 the diamonds, 3 the clubs; the twos are the kitty."""
    return rig(({A: SPADES, B: HEARTS, C: DIAMONDS, D: CLUBS}, TWOS), dealer=dealer)


def hakem_game(bid: int = 100, dealer: int = D) -> Shelem:
    """Seat 0 (first to bid, the dealer being 3) wins the auction at `bid` and buries the kitty's twos."""
    game = suited(dealer)
    bids(game, bid, None, None, None)
    bury(game, TWOS)
    return game


def test_S_T01_deck_of_52_twelve_each_and_a_kitty_of_four() -> None:
    for seed in range(5):
        game = Shelem({}, 4, seed)
        assert [len(h) for h in game.hands] == [12, 12, 12, 12] and len(game.kitty) == 4
        assert sorted([*game.kitty, *(c for h in game.hands for c in h)]) == sorted(standard_deck())
        assert "JK" not in game.kitty


def test_S_T01_the_left_player_gets_twelve_and_the_dealer_the_last_twelve() -> None:
    game = Shelem({}, 4, 3)
    deck = game.shuffled_deck(0)
    d = game.dealer
    assert sorted(game.hands[(d + 1) % 4]) == sorted(deck[:12])
    assert sorted(game.hands[(d + 3) % 4]) == sorted(deck[24:36])
    assert game.kitty == deck[36:40]
    assert sorted(game.hands[d]) == sorted(deck[40:])


def test_S_T02_first_dealer_by_lot_then_one_to_the_right_each_hand() -> None:
    assert {Shelem({}, 4, seed).dealer for seed in range(40)} == {0, 1, 2, 3}
    game = suited(dealer=B)
    bids(game, None, None, None, None)  # thrown in
    assert game.dealer == C
    bids(game, 100, None, None, None)
    assert game.hakem is not None
    bury(game, game.hands[game.hakem][:4])
    play_first_legal(game)
    assert game.dealer == D and game.hand_no == 2


def test_S_T03_bidding_starts_on_the_dealers_right() -> None:
    for dealer in range(4):
        game = suited(dealer)
        assert game.phase is Phase.BID and game.to_act() == {(dealer + 1) % 4}


def test_S_T04_a_bid_below_100_is_rejected() -> None:
    game = suited()
    with pytest.raises(IllegalAction) as refused:
        game.apply(A, "b:95")
    assert refused.value.reason == "bid_too_low"
    assert "b:95" not in game.legal_actions(A) and game.legal_actions(A)[0] == "b:100"


def test_S_T05_a_bid_off_the_step_of_5_is_rejected() -> None:
    game = suited()
    with pytest.raises(IllegalAction) as refused:
        game.apply(A, "b:102")
    assert refused.value.reason == "bid_off_step"
    assert all(int(a[2:]) % 5 == 0 for a in game.legal_actions(A) if a.startswith("b:"))


def test_S_T06_a_bid_must_beat_the_high_bid_and_may_jump() -> None:
    game = suited()
    bids(game, 115)
    for stale in ("b:100", "b:115"):
        with pytest.raises(IllegalAction) as refused:
            game.apply(B, stale)
        assert refused.value.reason == "bid_not_higher"
    assert game.legal_actions(B) == [f"b:{v}" for v in range(120, 166, 5)] + ["pass"]
    bids(game, 150)
    assert game.auction.high == 150 and game.auction.holder == B


def test_S_T07_a_player_may_overbid_his_partner() -> None:
    game = suited()
    bids(game, 110, None, 115, None, 125)
    assert game.auction.holder == A and game.auction.high == 125


def test_S_T08_a_player_who_passed_never_bids_again() -> None:
    game = suited()
    bids(game, 100, None, 105, 110, 115)
    assert game.turn == C  # B is skipped
    with pytest.raises(IllegalAction) as refused:
        game.apply(B, "b:150")
    assert refused.value.reason == "already_passed"
    assert game.legal_actions(B) == []


def test_S_T09_three_passes_end_the_auction_and_the_last_bidder_is_hakem() -> None:
    game = suited()
    bids(game, 100, 105, None, None, None)
    assert game.phase is Phase.EXCHANGE and game.hakem == B and game.bid == 105


def test_S_T10_four_passes_throw_the_hand_in_and_the_deal_moves() -> None:
    game = suited(dealer=D)
    events = bids(game, None, None, None, None)
    assert [e.data["row"] for e in events if e.kind == "hand_over"] == ["thrown_in"]
    assert game.scores == [0, 0] and game.dealer == A and game.hand_no == 1 and game.phase is Phase.BID


def test_S_T10_the_dealer_may_still_bid_after_three_passes() -> None:
    game = suited(dealer=D)
    bids(game, None, None, None)
    assert game.turn == D and "b:100" in game.legal_actions(D)
    bids(game, 100)
    assert game.hakem == D and game.bid == 100


def test_S_T11_a_bid_above_165_is_rejected() -> None:
    game = suited()
    with pytest.raises(IllegalAction) as refused:
        game.apply(A, "b:170")
    assert refused.value.reason == "bid_too_high"
    bids(game, 165)
    assert game.legal_actions(B) == ["pass"]


def test_S_T12_the_hakem_takes_the_kitty_and_buries_any_four() -> None:
    game = suited()
    bids(game, 100, None, None, None)
    assert sorted(game.hands[A]) == sorted(SPADES + TWOS) and game.kitty == []
    assert game.to_act() == {A} and game.legal_actions(A) == [f"s:{c}" for c in game.hands[A]]
    for card in ("AS", "10S", "5S"):  # point cards may be buried
        game.apply(A, f"s:{card}")
    assert_refused(game, A, "ok")  # three is not four
    game.apply(A, "s:AS")  # put back
    assert game.mid_turn(A)
    for card in ("2S", "3S"):
        game.apply(A, f"s:{card}")
    assert_refused(game, A, "s:4S")  # a fifth
    game.apply(A, "ok")
    assert game.buried == ["10S", "5S", "3S", "2S"] and len(game.hands[A]) == 12
    assert game.phase is Phase.PLAY and game.turn == A and not game.mid_turn(A)


def test_S_T12_only_the_hakem_sees_the_kitty_and_his_burial() -> None:
    game = suited()
    bids(game, 100, None, None, None)
    game.apply(A, "s:2S")
    assert game.view(A)["selected"] == ["2S"] and game.view(B)["selected"] == []
    for card in ("2H", "2D", "2C"):
        game.apply(A, f"s:{card}")
    game.apply(A, "ok")
    assert sorted(game.view(A)["my_buried"]) == sorted(TWOS)
    assert all(game.view(s)["my_buried"] == [] for s in (B, C, D)) and game.public_view()["buried"] == 4


def test_S_T13_the_burial_counts_for_the_hakems_team_as_a_group_and_its_points() -> None:
    game = suited()
    bids(game, 100, None, None, None)
    bury(game, ["AS", "10S", "5S", "2S"])
    game.tricks, game.taken = [0, 12], [[], [c for h in game.hands for c in h]]
    assert game.team_points() == (5 + 25, 60 + 75)


def test_S_T14_the_hakem_leads_and_his_first_card_names_trump() -> None:
    game = hakem_game()
    assert game.turn == A and game.trump is None
    events = game.apply(A, "p:7S")
    assert game.trump == "S" and [e.data for e in events if e.kind == "trump"] == [{"seat": A, "trump": "S"}]
    game = rig(({A: HEARTS, B: SPADES}, TWOS), dealer=D)
    bids(game, 100, None, None, None)
    bury(game, TWOS)
    game.apply(A, "p:3H")
    assert game.trump == "H"


def test_S_T15_follow_suit_free_discard_trump_wins_and_the_winner_leads() -> None:
    game = rig(({A: [*SPADES[:11], "AH"], B: ["KH", *CLUBS[:11]], C: DIAMONDS, D: [*HEARTS[2:], "3S", "3C"]},
                TWOS), dealer=D)
    bids(game, 100, None, None, None)
    bury(game, TWOS)
    game.apply(A, "p:4S")  # spades are trump
    assert game.legal_actions(B) == [f"p:{c}" for c in game.hands[B]]  # void: anything
    game.apply(B, "p:KH")
    game.apply(C, "p:3D")
    assert game.legal_actions(D) == ["p:3S"]
    game.apply(D, "p:3S")
    assert game.last_trick is not None and game.last_trick.winner == A and game.turn == A  # the lone trump
    game.apply(A, "p:AH")
    assert len(game.legal_actions(B)) == 11  # he threw his one heart on the first trick
    play_first_legal(game, 2)
    assert game.legal_actions(D) == [f"p:{c}" for c in game.hands[D] if c.endswith("H")]
    assert_refused(game, D, "p:AC")  # not his card
    with pytest.raises(IllegalAction) as refused:
        game.apply(B, "p:AC")  # not his turn
    assert refused.value.reason == "not_your_turn"


def test_S_T15_a_higher_card_of_the_led_suit_wins_when_nobody_trumps() -> None:
    game = rig(({A: [*SPADES[:11], "3H"], B: [*HEARTS[:11], "3S"], C: DIAMONDS, D: CLUBS}, TWOS), dealer=D)
    bids(game, 100, None, None, None)
    bury(game, TWOS)
    game.apply(A, "p:AS")
    assert game.legal_actions(B) == ["p:3S"]  # he must follow with his one spade
    play_first_legal(game, 3)
    game.apply(A, "p:3H")
    play_first_legal(game, 3)  # B plays the ace of hearts; C and D hold no trump
    assert game.last_trick is not None and game.last_trick.winner == B and game.turn == B


def test_S_T16_all_twelve_tricks_are_played() -> None:
    game = hakem_game()
    events = play_first_legal(game, 47)
    assert not any(e.kind == "hand_over" for e in events) and sum(game.tricks) == 11
    events = play_first_legal(game, 1)
    over = next(e.data for e in events if e.kind == "hand_over")
    assert sum(over["tricks"]) == 12


def test_S_T17_card_points_and_the_deck_total_of_165() -> None:
    assert CARD_POINTS == {"5": 5, "10": 10, "A": 10}
    assert points_of(["5H"], 0) == 5 and points_of(["10C"], 0) == 10 and points_of(["AS"], 0) == 10
    assert points_of(["KS", "QS", "2S", "9D"], 1) == 5
    assert points_of(standard_deck(), 13) == 165


def test_S_T18_the_two_teams_points_always_add_up_to_165() -> None:
    for seed in range(6):
        game = Shelem({}, 4, seed)
        bids(game, 100, None, None, None)
        assert game.hakem is not None
        bury(game, game.hands[game.hakem][seed:seed + 4])
        play_first_legal(game)
        line = game.sheet[-1]
        assert sum(line.points) == 165


def test_S_T19_a_made_contract_scores_the_points_taken_not_the_bid() -> None:
    assert score_hand(125, 150, 15, all_tricks=False) == (Row.MADE, 150, 15)
    assert score_hand(135, 135, 30, all_tricks=False) == (Row.MADE, 135, 30)


def test_S_T20_a_failed_contract_scores_minus_the_bid() -> None:
    assert score_hand(135, 130, 35, all_tricks=False) == (Row.FAILED, -135, 35)


def test_S_T21_the_opponents_always_score_what_they_took() -> None:
    for bid, taken in ((100, 120), (150, 100), (120, 60)):
        assert score_hand(bid, taken, 165 - taken, all_tricks=False)[2] == 165 - taken


def test_S_T22_all_twelve_tricks_is_shelem_330_and_the_opponents_nothing() -> None:
    assert score_hand(120, 165, 0, all_tricks=True) == (Row.SHELEM, 330, 0)
    game = hakem_game(bid=150)  # seat 0 holds every spade but the two: leading them takes every trick
    play_first_legal(game)
    line = game.sheet[-1]
    assert line.row is Row.SHELEM and line.tricks == (12, 0) and line.gained == (330, 0) and line.points == (165, 0)


def test_S_T23_fewer_points_than_the_opponents_is_yasa_minus_165() -> None:
    assert score_hand(110, 80, 85, all_tricks=False) == (Row.YASA, -165, 85)
    assert score_hand(110, 80, 85, all_tricks=False, yasa=False) == (Row.FAILED, -110, 85)


def test_S_T23_yasa_is_minus_165_when_the_kitty_is_not_counted_as_a_trick() -> None:
    """Without the kitty's 5 the hands hold 160 points, and Yasa still costs 165 (S-11.3)."""
    assert score_hand(100, 75, 85, False) == (Row.YASA, -165, 85)


def test_S_T24_eighty_five_against_a_bid_of_100_is_only_a_failure() -> None:
    assert score_hand(100, 85, 80, all_tricks=False) == (Row.FAILED, -100, 80)


LOW = ["8C", "7C", "6C", "5C", "4C", "3C", "8D", "7D", "6D", "5D", "4D", "3D"]
HIGH = ["AC", "KC", "QC", "JC", "10C", "9C", "AD", "KD", "QD", "JD", "10D", "9D"]


def test_S_T25_opponents_taking_every_trick_is_the_hakems_yasa_not_their_shelem() -> None:
    game = rig(({A: LOW, B: HIGH, C: HEARTS, D: SPADES}, TWOS), dealer=C)
    bids(game, None, 100, None, None)  # D passes, A bids, B and C pass
    assert game.hakem == A
    bury(game, ["2S", "2H", "2D", "5C"])
    play_first_legal(game)
    line = game.sheet[-1]
    assert line.tricks == (0, 12) and line.points == (5 + 5, 155)  # the kitty's group, and the 5 of clubs in it
    assert line.row is Row.YASA and line.gained == (-165, 155)


def test_S_T26_negative_totals_are_allowed() -> None:
    game = suited()
    bids(game, 165, None, None, None)
    bury(game, ["AS", "KS", "QS", "JS"])
    play_first_legal(game)  # 135 points against a bid of 165
    assert game.sheet[-1].row is Row.FAILED and game.scores[0] == -165 and not game.is_over()
    assert game.public_view()["scores"][0] == -165


def test_S_T27_the_target_is_1200_with_660_and_330_selectable() -> None:
    assert Shelem({}, 4, 0).options["target"] == 1200
    assert Shelem.OPTIONS["target"].choices == (1200, 660, 330)
    with pytest.raises(ValueError):
        Shelem({"target": 500}, 4, 0)


def test_S_T28_the_game_ends_at_the_target_and_the_higher_total_wins_if_both_reach_it() -> None:
    game = hakem_game()
    game.scores = [900, 1100]
    events = play_first_legal(game)  # A's team makes Shelem: 1230 against 1100
    assert game.is_over() and game.winner == 0 and [e.kind for e in events][-1] == "match_over"
    assert game.result().winners == {A, C} and game.result().stats[A]["shelems"] == 1
    assert game.legal_actions(A) == [] and game.to_act() == frozenset()
    game = hakem_game()
    game.scores = [1150, 1540]
    play_first_legal(game)
    assert game.is_over() and game.winner == 1  # 1480 against 1540: both there, the higher wins
    game = hakem_game()
    game.scores = [1200 - 330 + 10, 1200]
    play_first_legal(game)
    assert game.scores == [1210, 1200] and game.winner == 0
    game = hakem_game()
    game.scores = [1300 - 330, 1300]
    play_first_legal(game)
    assert game.scores == [1300, 1300] and not game.is_over()  # equal: play on


def test_the_safety_stop_counts_hands_played_and_a_short_match_every_hand_dealt() -> None:
    stop = Shelem({"max_hands": 60}, 4, seed=3)
    stop.options["max_hands"] = 1
    stop.scores = [10, 0]
    bids(stop, None, None, None, None)  # thrown in: the next dealer deals again
    assert not stop.is_over() and stop.hand_no == 1
    short = Shelem({"match_hands": 4, "max_hands": 0}, 4, seed=3)
    short.options["match_hands"] = 1
    short.scores = [10, 0]
    bids(short, None, None, None, None)
    assert short.is_over() and short.winner == 0


def test_a_hand_limit_ends_the_game_on_the_higher_total_and_a_tie_plays_on() -> None:
    game = hakem_game()
    game.options["max_hands"] = 1
    game.scores = [-330, 0]
    play_first_legal(game)  # a Shelem evens the score: play on past the limit
    assert game.scores == [0, 0] and not game.is_over() and game.hand_no == 1
    bids(game, 100, None, None, None)
    assert game.hakem is not None
    bury(game, game.hands[game.hakem][:4])
    play_first_legal(game)
    assert game.is_over() and game.winner == (0 if game.scores[0] > game.scores[1] else 1)
