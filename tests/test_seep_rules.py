"""One test per line of the checklist of `shared/rules/seep.md` Part E (test_E<nn>_...)."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.games.cards import standard_deck
from bot.games.seep import Seep
from bot.games.seep.floor import value
from bot.games.seep.game import PART, PLAYS
from bot.games.seep.scoring import DealScore, card_points, deal_score, next_dealer, seep_value, settle
from tests.seep_support import E, N, S, W, action, builds, captures, deck_for, house, position, rig, rig_decks

CLASSIC = Seep.resolve_options({})
JUNEJA = Seep.resolve_options({"scoring": "juneja"})
PUNJAB = Seep.resolve_options({"variant": "punjab"})
RAWALPINDI = Seep.resolve_options({"variant": "punjab", "rawalpindi": True})


def play_out_deal(game: Seep, seed: int) -> list[int]:
    """Random legal moves until the deal ends; the seats that played, in order."""
    rng, deal, seats = random.Random(seed), game.deal_no, []
    while game.deal_no == deal and not game.is_over():
        seat = next(iter(game.to_act()))
        move = rng.choice(game.legal_actions(seat))
        if not move.startswith("bid:"):
            seats.append(seat)
        game.apply(seat, move)
    return seats


def test_E01_52_cards_no_jokers_partners_opposite() -> None:
    game = Seep({}, 4, seed=1)
    assert sorted(c for cards in game.card_places().values() for c in cards) == sorted(standard_deck())
    assert [game.partner(s) for s in range(4)] == [2, 3, 0, 1]
    with pytest.raises(ValueError):
        Seep({}, 3, seed=1)


def test_E02_play_passes_to_seat_plus_one() -> None:
    game = Seep({}, 4, seed=2)
    seats = play_out_deal(game, 2)
    assert all((b - a) % 4 == 1 for a, b in itertools.pairwise(seats))


def test_E03_capture_values() -> None:
    assert [value(r + "H") for r in ("A", "2", "9", "10", "J", "Q", "K")] == [1, 2, 9, 10, 11, 12, 13]


def test_E04_card_points_total_100() -> None:
    assert sum(card_points(c, CLASSIC) for c in standard_deck()) == 100
    assert [card_points(c, CLASSIC) for c in ("KS", "5S", "AH", "AD", "AC", "10D", "10H", "KH")] == \
        [13, 5, 1, 1, 1, 6, 0, 0]


def test_E05_bidder_gets_four_and_four_lie_face_down() -> None:
    game = Seep({}, 4, seed=5)
    view = game.public_view()
    assert view["hand_sizes"][game.bidder] == 4 and sum(view["hand_sizes"]) == 4
    assert view["floor"]["face_down"] == 4 and not view["floor"]["loose"]
    assert all("floor" in game.hidden_places(s) for s in (None, 0, 1, 2, 3))
    assert game.bidder == (game.dealer + 1) % 4


def test_E06_bid_is_a_value_9_to_13_of_a_bidders_card() -> None:
    game = rig(["9S", "10C", "9H", "4H"], ["2C", "3C", "5C", "6C"])
    assert game.legal_actions(W) == ["bid:9", "bid:10"]
    assert not game.is_legal(W, "bid:11")
    assert game.explain_illegal(W, "t:9S").reason == "bid_first"


def test_E07_no_card_above_8_same_dealer_redeals() -> None:
    first = deck_for(N, 4, ["7S", "6D", "8C", "2H"], ["2C", "3C", "5C", "6C"])
    second = deck_for(N, 4, ["QS", "6D", "8C", "2H"], ["2C", "3C", "5C", "6C"])
    game = rig_decks([first, second])
    assert game.redeals == 1 and game.dealer == N and game.hands[W] == ["QS", "6D", "8C", "2H"]
    assert game.diff == 0 and game.legal_actions(W) == ["bid:12"]


def test_E08_opening_builds_the_bid_or_plays_a_bid_card() -> None:
    game = rig(["QS", "3D", "5C", "9H"], ["4C", "8D", "2S", "AH"])
    game.apply(W, "bid:12")
    legal = game.legal_actions(W)
    assert legal and all(a.split(":")[1] == "QS" or a.startswith("b:") for a in legal)
    assert all(a.split(":")[2] == "12" for a in legal if a.startswith("b:"))
    assert (12, frozenset({"4C", "8D"})) not in builds(game, W, "9H")  # 9 + 4 + 8 is not 12
    assert game.explain_illegal(W, "t:5C").reason == "opening_bid"


def test_E09_eleven_and_twelve_cards_48_plays() -> None:
    game = Seep({}, 4, seed=9)
    game.apply(game.bidder, game.legal_actions(game.bidder)[0])
    game.apply(game.bidder, game.legal_actions(game.bidder)[0])
    assert [len(game.hands[(game.bidder + i) % 4]) for i in range(4)] == [11, 12, 12, 12]
    seats = [game.bidder, *play_out_deal(game, 9)]
    assert len(seats) == PLAYS and all(seats.count(s) == 12 for s in range(4))


def test_E10_seat_d2_plays_after_the_opening_and_the_dealer_last() -> None:
    game = Seep({}, 4, seed=10)
    dealer = game.dealer
    seats = play_out_deal(game, 10)
    assert seats[0] == (dealer + 1) % 4 and seats[1] == (dealer + 2) % 4 and seats[-1] == dealer


def test_E11_houses_are_worth_9_to_13_with_two_cards_or_more() -> None:
    game = position(["5C", "2D"], [], {S: ["3H", "8S", "10H"]}, turn=S)
    assert builds(game, S, "3H") == {(10, frozenset({"5C", "2D"}))}  # never an 8-house from 3 + 5
    assert not builds(game, S, "10H")  # a lone card is no house


def test_E12_a_second_house_of_a_value_merges() -> None:
    game = position(["7C"], [(["6H", "4C"], 10, {S})], {N: ["3S", "10H"], S: ["10C"]}, turn=N)
    game.apply(N, action(game, N, "3S", "b", {"H10", "7C"}, of=10))
    assert len(game.floor.houses) == 1 and house(game, 10).cemented and house(game, 10).owners == {S}


def test_E13_no_loose_card_beside_a_house_of_its_value() -> None:
    game = position(["3C"], [(["8D", "4H"], 12, {W})], {S: ["QC", "2S"], W: ["QD"]}, turn=S)
    assert "t:QC" not in game.legal_actions(S)
    assert captures(game, S, "QC") == {frozenset({"H12"})}


def test_E14_a_new_house_absorbs_equal_cards_and_a_maximal_family() -> None:
    game = position(["4C", "3D", "8H", "4S", "9D"], [], {S: ["5S", "QS"]}, turn=S)
    assert builds(game, S, "5S") == {(12, frozenset({"4C", "3D", "8H", "4S"}))}
    game.apply(S, action(game, S, "5S", "b", {"4C", "3D", "8H", "4S"}, of=12))
    assert house(game, 12).cemented and game.floor.loose == ["9D"]


def test_E15_creating_needs_a_card_of_the_value_kept_and_makes_the_owner() -> None:
    game = position(["7H"], [], {S: ["4D", "JS"]}, turn=S)
    game.apply(S, action(game, S, "4D", "b", {"7H"}, of=11))
    assert house(game, 11).owners == {S}
    assert not builds(position(["7H"], [], {S: ["4D", "QS"]}, turn=S), S, "4D")


def test_E16_an_owner_must_keep_a_card_of_the_value() -> None:
    game = position(["4H"], [(["5C", "4D"], 9, {S})], {S: ["9S", "KS", "2C"]}, turn=S)
    assert not builds(game, S, "9S")  # 9 + 4 = K would leave S's 9-house without a 9
    assert captures(game, S, "9S") == {frozenset({"H9"})}


def test_E17_no_house_for_a_partner_alone() -> None:
    game = position(["2D"], [], {N: ["9C", "5H"], S: ["JS"]}, turn=N)
    assert not builds(game, N, "9C")


def test_E18_breaking_one_hand_card_up_to_13_holding_the_new_value() -> None:
    game = position([], [(["5D", "4D"], 9, {W})], {S: ["AS", "10C", "5S"], W: ["9C"]}, turn=S)
    assert builds(game, S, "AS") == {(10, frozenset({"H9"}))}
    assert not builds(game, S, "5S")  # 14 is no house
    assert not builds(position([], [(["5D", "4D"], 9, {W})], {S: ["AS", "JC"], W: ["9C"]}, turn=S), S, "AS")


def test_E19_the_breaker_owns_the_house_the_old_owner_is_released() -> None:
    game = position([], [(["5D", "4D"], 9, {W})], {S: ["AS", "10C"], W: ["9C", "3D"]}, turn=S)
    game.apply(S, action(game, S, "AS", "b", {"H9"}, of=10))
    assert house(game, 10).owners == {S} and not house(game, 10).cemented


def test_E20_no_breaking_ones_own_or_a_cemented_house() -> None:
    own = position([], [(["5D", "4D"], 9, {S})], {S: ["AS", "10C", "9C"]}, turn=S)
    assert not builds(own, S, "AS")
    cemented = position([], [(["5D", "4D", "9H"], 9, {W})], {S: ["AS", "10C"], W: ["9C"]}, turn=S)
    assert not builds(cemented, S, "AS")


def test_E21_no_breaking_with_a_loose_card() -> None:
    game = position(["2H"], [(["5D", "4D"], 9, {W})], {S: ["AS", "JC", "QD"], W: ["9C"]}, turn=S)
    assert not any("H9" in taken for _, taken in builds(game, S, "AS") | builds(game, S, "JC"))
    assert not any(v == 11 for v, _ in builds(game, S, "QD"))


def test_E22_cementing_ones_own_house_with_an_equal_card_needs_a_second() -> None:
    one = position([], [(["7S", "4D"], 11, {S})], {S: ["JS", "2C"]}, turn=S)
    assert not builds(one, S, "JS")
    two = position([], [(["7S", "4D"], 11, {S})], {S: ["JS", "JH"]}, turn=S)
    two.apply(S, action(two, S, "JS", "b", {"H11"}, of=11))
    assert house(two, 11).cemented and house(two, 11).owners == {S}


def test_E23_adding_to_an_opponents_house_needs_its_value_and_shares_it() -> None:
    without = position([], [(["7S", "4D"], 11, {E})], {S: ["8C", "3C", "2C"], E: ["JH"]}, turn=S)
    assert not builds(without, S, "3C") or all(v != 11 for v, _ in builds(without, S, "3C"))
    game = position(["8C"], [(["7S", "4D"], 11, {E})], {S: ["3C", "JC"], E: ["JH"]}, turn=S)
    game.apply(S, action(game, S, "3C", "b", {"H11", "8C"}, of=11))
    assert house(game, 11).owners == {E, S}


def test_E24_adding_to_a_partners_house_needs_no_card_and_gives_no_ownership() -> None:
    game = position(["8C"], [(["7S", "4D"], 11, {N})], {S: ["3C", "2C"], N: ["JH"]}, turn=S)
    game.apply(S, action(game, S, "3C", "b", {"H11", "8C"}, of=11))
    assert house(game, 11).owners == {N} and house(game, 11).cemented


def test_E25_breaking_an_opponents_house_into_a_partners() -> None:
    game = position([], [(["8D", "4H"], 12, {N}), (["5C", "4S"], 9, {E})], {S: ["3H", "7C"], N: ["QC"],
                                                                           E: ["9D"]}, turn=S)
    game.apply(S, action(game, S, "3H", "b", {"H9", "H12"}, of=12))
    assert [(h.value, h.owners, h.cemented) for h in game.floor.houses] == [(12, {N}, True)]


def test_E26_breaking_into_a_loose_card_cements() -> None:
    game = position(["10H"], [(["5D", "4D"], 9, {W})], {S: ["AS", "10C"], W: ["9C"]}, turn=S)
    game.apply(S, action(game, S, "AS", "b", {"H9", "10H"}, of=10))
    assert house(game, 10).cemented and game.floor.loose == []


def test_E27_one_of_two_equal_cards_onto_a_loose_match_cements() -> None:
    game = position(["9H", "5C", "4C"], [], {S: ["9S", "9D"]}, turn=S)
    assert builds(game, S, "9S") == {(9, frozenset({"9H", "5C", "4C"}))}
    game.apply(S, action(game, S, "9S", "b", {"9H", "5C", "4C"}, of=9))
    assert house(game, 9).cemented and house(game, 9).owners == {S}
    assert not builds(position(["9H"], [], {S: ["9S", "2D"]}, turn=S), S, "9S")


def test_E28_capture_takes_every_match() -> None:
    game = position(["2S", "4H", "6C", "9D", "JH"], [(["7S", "4D"], 11, {W})], {S: ["JC", "AC"], W: ["JD"]},
                    turn=S)
    assert captures(game, S, "JC") == {frozenset({"H11", "JH", "2S", "9D"})}


def test_E29_sets_are_disjoint_and_the_player_picks_a_maximal_family() -> None:
    game = position(["2C", "3C", "5D", "6D", "5H"], [], {S: ["JH", "AC"]}, turn=S)
    assert captures(game, S, "JH") == {frozenset({"2C", "3C", "6D"}), frozenset({"5D", "6D"}),
                                       frozenset({"5H", "6D"})}


def test_E30_a_house_only_by_its_value_never_in_a_set() -> None:
    game = position(["3H"], [(["5D", "4D"], 9, {W})], {S: ["QD", "9S"], W: ["9C"]}, turn=S)
    assert captures(game, S, "QD") == set()
    assert captures(game, S, "9S") == {frozenset({"H9"})}


def test_E31_a_card_matching_nothing_is_thrown() -> None:
    game = position(["3H", "KC"], [], {S: ["QD", "AS"]}, turn=S)
    assert "t:QD" in game.legal_actions(S) and "t:AS" in game.legal_actions(S)
    game.apply(S, "t:QD")
    assert game.floor.loose == ["3H", "KC", "QD"]


def test_E32_a_seep_scores_50() -> None:
    game = position(["3H", "4C"], [], {S: ["7D", "AS"]}, turn=S)
    events = game.apply(S, action(game, S, "7D", "c", {"3H", "4C"}))
    assert game.seeps == [[50], []] and events[-1].data["seep"] == 50


def test_E33_the_opening_seep_scores_25() -> None:
    assert seep_value(13, opening=True, last=False, options=CLASSIC) == 25
    game = rig(["KS", "3D", "5C", "2H"], ["6C", "7D", "4H", "9C"])
    game.apply(W, "bid:13")
    game.apply(W, action(game, W, "KS", "c", {"6C", "7D", "4H", "9C"}))
    assert game.seeps == [[], [25]]


def test_E34_a_seep_with_the_dealers_last_card_scores_0() -> None:
    game = position(["5H"], [], {N: ["5C"]}, turn=N)
    game.plays = PLAYS - 1
    events = game.apply(N, action(game, N, "5C", "c", {"5H"}))
    deal = next(e for e in events if e.kind == "deal_over")
    assert deal.data["seeps"] == [0, 0]


def test_E35_leftovers_go_to_the_last_capturer_and_are_no_seep() -> None:
    game = position(["5H", "3D"], [], {N: ["7C"]}, turn=N)
    game.plays, game.last_capturer = PLAYS - 1, 1
    events = game.apply(N, "t:7C")
    deal = next(e for e in events if e.kind == "deal_over")
    assert deal.data["piles"] == [0, 3] and deal.data["seeps"] == [0, 0]


def test_E36_no_house_outlives_a_deal() -> None:
    game = position(["2C"], [(["7S", "4D"], 11, {S})], {S: ["JS"]}, turn=S)
    assert game.legal_actions(S) == [action(game, S, "JS", "c", {"H11"})]
    for seed in range(3):
        game = Seep({}, 4, seed)
        play_out_deal(game, seed)
        assert not game.floor.houses


def test_E37_a_side_under_9_loses_a_baazi_at_once() -> None:
    assert settle(-80, DealScore((8, 92), (0, 0), (10, 42)), CLASSIC) == (0, 1)
    assert settle(0, DealScore((8, 92), (50, 0), (10, 42)), CLASSIC) == (-34, None)


def test_E38_otherwise_the_difference_accumulates() -> None:
    assert settle(20, DealScore((40, 60), (0, 50), (26, 26)), CLASSIC) == (-50, None)


def test_E39_a_lead_of_100_wins_a_baazi() -> None:
    assert settle(60, DealScore((70, 30), (0, 0), (26, 26)), CLASSIC) == (0, 0)
    assert settle(59, DealScore((70, 30), (0, 0), (26, 26)), CLASSIC) == (99, None)


def test_E40_the_side_behind_deals() -> None:
    assert next_dealer(N, 4, -5, None) == N  # NS behind
    assert next_dealer(N, 4, 0, None) == N
    assert next_dealer(N, 4, 5, None) == W
    assert next_dealer(W, 4, 5, None) == W


def test_E41_after_a_baazi() -> None:
    assert next_dealer(S, 4, 0, 1) == N  # dealer's side lost: d+2
    assert next_dealer(E, 4, 0, 1) == S  # dealer's side won: d+3


def test_E42_source_dealer_examples() -> None:
    dealers, dealer, diff = [N], N, 0
    for margin in (20, 36, -42, -66, -54):
        diff, baazi = settle(diff, DealScore((50 + margin // 2, 50 - margin // 2), (0, 0), (26, 26)), CLASSIC)
        dealer = next_dealer(dealer, 4, diff, baazi)
        dealers.append(dealer)
    assert dealers == [N, W, W, W, S, N]
    assert next_dealer(E, 4, *settle(10, DealScore((38, 62), (0, 100), (26, 26)), CLASSIC)) == S
    assert next_dealer(E, 4, *settle(99, DealScore((5, 95), (0, 0), (26, 26)), CLASSIC)) == S


def test_E43_two_players_two_parts_with_reserves() -> None:
    game = Seep({}, 2, seed=43)
    bidder, dealer = game.bidder, game.dealer
    game.apply(bidder, game.legal_actions(bidder)[0])
    game.apply(bidder, game.legal_actions(bidder)[0])
    assert len(game.hands[bidder]) == 11 and len(game.hands[dealer]) == 12
    assert game.public_view()["reserve_sizes"] == [12, 12]
    rng = random.Random(43)
    while game.plays < PART - 1:
        seat = game.turn
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert game.turn == dealer
    last = game.legal_actions(dealer)[0]
    game.apply(dealer, last)
    loose = list(game.floor.loose)
    assert not game.floor.houses and game.turn == bidder and game.public_view()["part"] == 2
    assert [len(h) for h in game.hands] == [12, 12] and game.public_view()["reserve_sizes"] == [0, 0]
    assert game.floor.loose == loose


def test_E44_limited_houses_never_three() -> None:
    houses = [(["5C", "4S"], 9, {S}), (["6H", "4C"], 10, {S})]
    hands = {S: ["5H", "JS", "9D", "10D"]}
    limited = position(["6D"], houses, hands, turn=S, limited_houses=True)
    assert not any(v == 11 for v, _ in builds(limited, S, "5H"))
    assert (11, frozenset({"6D"})) in builds(position(["6D"], houses, hands, turn=S), S, "5H")


def test_E45_juneja_scoring() -> None:
    assert card_points("10D", JUNEJA) == 2
    assert sum(card_points(c, JUNEJA) for c in standard_deck()) == 96
    deck = standard_deck()
    assert deal_score([deck[:27], deck[27:]], [[], []], JUNEJA).cards[0] == sum(
        card_points(c, JUNEJA) for c in deck[:27]) + 4
    assert deal_score([deck[:26], deck[26:]], [[], []], JUNEJA).cards == (
        sum(card_points(c, JUNEJA) for c in deck[:26]), sum(card_points(c, JUNEJA) for c in deck[26:]))
    assert seep_value(13, opening=True, last=False, options=JUNEJA) == 50


def test_E46_thirty_point_card_points() -> None:
    assert [card_points(c, PUNJAB) for c in ("10D", "9S", "2S", "AS", "AH", "KS", "10H")] == [12, 9, 1, 1, 1, 0, 0]
    assert sum(card_points(c, PUNJAB) for c in standard_deck()) + 4 == 30


def test_E47_thirty_point_floor_check_redeals() -> None:
    bad = deck_for(N, 4, ["QS", "6D", "8C", "2H"], ["2C", "10D", "5C", "6C"])
    good = deck_for(N, 4, ["QS", "6D", "8C", "2H"], ["2C", "3C", "5C", "6C"])
    game = rig_decks([bad, good], variant="punjab")
    assert game.redeals == 1 and game.dealer == N and sorted(game.floor.loose) == sorted(["2C", "3C", "5C", "6C"])
    assert rig_decks([bad, good]).redeals == 0


def test_E48_thirty_point_seep_is_the_cards_value() -> None:
    assert seep_value(11, opening=False, last=False, options=PUNJAB) == 11
    assert seep_value(13, opening=True, last=False, options=PUNJAB) == 13
    game = rig(["KS", "3D", "5C", "2H"], ["6C", "7D", "4H", "9C"], variant="punjab")
    game.apply(W, "bid:13")
    game.apply(W, action(game, W, "KS", "c", {"6C", "7D", "4H", "9C"}))
    assert game.seeps == [[], [13]]


def test_E49_thirty_point_no_nine_point_rule_target_30() -> None:
    assert settle(0, DealScore((3, 27), (0, 0), (20, 32)), PUNJAB) == (-24, None)
    assert settle(-24, DealScore((3, 27), (0, 0), (20, 32)), PUNJAB) == (0, 1)
    target_50 = Seep.resolve_options({"variant": "punjab", "punjab_target": 50})
    assert settle(-24, DealScore((3, 27), (0, 0), (20, 32)), target_50) == (-48, None)


def test_E50_satthi_scores_60() -> None:
    scoring = ["10D", "9S", "2S", "AS", "AH", "AD", "AC"]
    rest = [c for c in standard_deck() if c not in scoring]
    assert deal_score([scoring + rest[:20], rest[20:]], [[], []], PUNJAB).cards == (60, 0)
    assert deal_score([scoring + rest[:19], rest[19:]], [[], []], PUNJAB).cards == (26, 0)


def test_E51_rawalpindi_points_and_locks() -> None:
    assert card_points("2S", RAWALPINDI) == 5
    assert sum(card_points(c, RAWALPINDI) for c in standard_deck()) == 30
    deck = standard_deck()
    assert sum(deal_score([deck[:40], deck[40:]], [[], []], RAWALPINDI).cards) == 30
    game = position(["6H", "4C"], [], {S: ["10D", "10C", "3S"], W: ["6S", "10S"]}, turn=S, variant="punjab",
                    rawalpindi=True)
    # locked: no capture of loose cards, no bigger house; a 10-house of its own is its holder's first build
    assert [a for a in game.legal_actions(S) if ":10D" in a] == ["t:10D", action(game, S, "10D", "b", {"6H", "4C"},
                                                                                 of=10)]
    game.apply(S, "t:3S")
    assert not any(v == 10 for v, _ in builds(game, W, "6S"))  # the first 10-house is the 10D holder's
    opened = position(["6H"], [], {S: ["4D", "10D", "10C"]}, turn=S, variant="punjab", rawalpindi=True)
    opened.apply(S, action(opened, S, "4D", "b", {"6H"}, of=10))
    assert "10D" in opened.unlocked and 10 in opened.built
