"""The worked scenarios of `shared/rules/seep.md` Part D and the source's scoring examples (§A18), exactly."""

from __future__ import annotations

import pytest

from bot.games.cards import standard_deck
from bot.games.seep import Seep
from bot.games.seep.scoring import DealScore, card_points, deal_score, next_dealer, settle
from tests.seep_support import E, N, S, W, action, builds, captures, house, position, rig

CLASSIC = Seep.resolve_options({})
PUNJAB = Seep.resolve_options({"variant": "punjab"})


# -- S-1 --------------------------------------------------------------------------------------------------------

def test_S1_forced_opening_capture_then_a_seep_then_a_forced_throw() -> None:
    game = rig(["7S", "8H", "8D", "JC"], ["2S", "9H", "JD", "KC"], hands={S: ["KH"]})
    assert game.legal_actions(W) == ["bid:11"]
    game.apply(W, "bid:11")
    assert game.legal_actions(W) == [action(game, W, "JC", "c", {"JD", "2S", "9H"})]
    assert not builds(game, W, "7S") and not builds(game, W, "8H")
    game.apply(W, game.legal_actions(W)[0])
    assert game.shown == {"seat": W, "side": 1, "cards": ["JC", "2S", "9H", "JD"]}
    assert game.floor.loose == ["KC"] and game.seeps == [[], []]
    assert [len(h) for h in game.hands] == [12, 11, 12, 12] and game.turn == S
    game.apply(S, action(game, S, "KH", "c", {"KC"}))
    assert game.seeps == [[50], []] and game.floor.empty()
    assert all(a.startswith("t:") for a in game.legal_actions(E))


def test_S1_variant_opening_seep_is_worth_25_or_a_king_house() -> None:
    game = rig(["KS", "3D", "5C", "2H"], ["6C", "7D", "4H", "9C"])
    game.apply(W, "bid:13")
    assert captures(game, W, "KS") == {frozenset({"6C", "7D", "4H", "9C"})}
    assert (13, frozenset({"4H", "6C"})) in builds(game, W, "3D")
    assert (13, frozenset({"4H", "7D"})) in builds(game, W, "2H")
    game.apply(W, action(game, W, "KS", "c", {"6C", "7D", "4H", "9C"}))
    assert game.seeps == [[], [25]]
    assert game.floor.empty()


# -- S-2 --------------------------------------------------------------------------------------------------------

def s2_start() -> Seep:
    return position(["KH", "8C", "2D", "7S"], [], {S: ["4D", "JS", "KC", "5H"], E: ["2C", "KS", "3H"],
                                                  N: ["9C", "6H"], W: ["KD", "5S"]}, turn=S)


def test_S2_life_cycle_ownership_and_adding_to_a_partners_house() -> None:
    game = s2_start()
    game.apply(S, action(game, S, "4D", "b", {"7S"}, of=11))
    assert house(game, 11).owners == {S} and not house(game, 11).cemented
    game.apply(E, action(game, E, "2C", "b", {"H11", "KH"}, of=13))
    k_house = house(game, 13)
    assert k_house.cemented and k_house.owners == {E} and sorted(k_house.cards) == ["2C", "4D", "7S", "KH"]
    assert not builds(game, N, "9C")
    assert game.legal_actions(N) == ["t:9C", "t:6H"]
    game.apply(N, "t:9C")
    game.apply(W, action(game, W, "KD", "b", {"H13"}, of=13))
    assert house(game, 13).owners == {E} and len(house(game, 13).cards) == 5
    assert captures(game, S, "KC") == {frozenset({"H13"})}
    game.apply(S, action(game, S, "KC", "c", {"H13"}))
    assert game.shown is not None
    assert sorted(game.shown["cards"]) == sorted(["KC", "7S", "4D", "2C", "KH", "KD"])
    assert game.floor.loose == ["8C", "2D", "9C"] and game.seeps == [[], []]


def test_S2_contrast_an_opponent_adding_a_king_becomes_second_owner() -> None:
    game = position(["8C", "2D"], [(["7S", "4D", "2C", "KH"], 13, {E})], {N: ["KC", "KD", "3S"], E: ["KS"]},
                    turn=N)
    game.apply(N, action(game, N, "KC", "b", {"H13"}, of=13))
    assert house(game, 13).owners == {E, N}


def test_S2a_card_and_loose_cards_cement_ones_own_house() -> None:
    game = position(["7D"], [(["6H", "4C"], 10, {S})], {S: ["3S", "10H"]}, turn=S)
    game.apply(S, action(game, S, "3S", "b", {"H10", "7D"}, of=10))
    assert house(game, 10).cemented and house(game, 10).owners == {S}


def test_S2b_breaking_into_a_partners_house_needs_no_value_card() -> None:
    game = position([], [(["8D", "4H"], 12, {N}), (["5C", "4S"], 9, {E})], {S: ["3H", "7C"], N: ["QC"],
                                                                           E: ["9D"]}, turn=S)
    game.apply(S, action(game, S, "3H", "b", {"H9", "H12"}, of=12))
    assert house(game, 12).cemented and house(game, 12).owners == {N} and len(game.floor.houses) == 1
    opponents = position([], [(["8D", "4H"], 12, {W}), (["5C", "4S"], 9, {E})], {S: ["3H", "7C"], W: ["QC"],
                                                                                E: ["9D"]}, turn=S)
    assert not builds(opponents, S, "3H")
    with_queen = position([], [(["8D", "4H"], 12, {W}), (["5C", "4S"], 9, {E})], {S: ["3H", "QS"], W: ["QC"],
                                                                                 E: ["9D"]}, turn=S)
    with_queen.apply(S, action(with_queen, S, "3H", "b", {"H9", "H12"}, of=12))
    assert house(with_queen, 12).owners == {W, S}


def test_S2c_one_turn_pukka() -> None:
    game = position(["4C", "3D", "QH"], [], {S: ["5S", "QS"]}, turn=S)
    assert builds(game, S, "5S") == {(12, frozenset({"4C", "3D", "QH"}))}
    game.apply(S, action(game, S, "5S", "b", {"4C", "3D", "QH"}, of=12))
    assert house(game, 12).cemented and house(game, 12).owners == {S} and game.floor.loose == []


def test_S2d_breaking_into_a_loose_sum() -> None:
    game = position(["4C", "6H"], [(["5D", "4D"], 9, {W})], {S: ["AS", "10C"], W: ["9C"]}, turn=S)
    assert builds(game, S, "AS") == {(10, frozenset({"H9", "4C", "6H"}))}
    game.apply(S, action(game, S, "AS", "b", {"H9", "4C", "6H"}, of=10))
    assert house(game, 10).cemented and house(game, 10).owners == {S}


def test_S2e_illegal_breaks() -> None:
    game = position(["2H"], [(["5D", "4D"], 9, {W})], {S: ["AS", "10C", "JD", "QD"], W: ["9C"]}, turn=S)
    assert builds(game, S, "AS") == {(10, frozenset({"H9"}))}
    assert all(v != 11 for v, _ in builds(game, S, "AS"))
    assert not any("2H" in taken and "H9" in taken for _, taken in builds(game, S, "AS"))


# -- S-3 --------------------------------------------------------------------------------------------------------

def test_S3a_eight_takes_everything_a_seep_worth_50_and_12_points() -> None:
    game = position(["AD", "3S", "5H", "7C", "8S"], [], {S: ["8H", "2C"]}, turn=S)
    assert captures(game, S, "8H") == {frozenset({"AD", "3S", "5H", "7C", "8S"})}
    game.apply(S, action(game, S, "8H", "c", {"AD", "3S", "5H", "7C", "8S"}))
    assert game.seeps == [[50], []]
    assert game.shown is not None and sum(card_points(c, CLASSIC) for c in game.shown["cards"]) == 12


def test_S3b_queen_takes_ace_three_eight_and_five_seven() -> None:
    game = position(["AD", "3S", "5H", "7C", "8S"], [], {S: ["QC", "2C"]}, turn=S)
    assert captures(game, S, "QC") == {frozenset({"AD", "3S", "5H", "7C", "8S"})}


def test_S3c_jack_chooses_between_maximal_families() -> None:
    game = position(["2C", "3C", "5D", "6D"], [], {S: ["JH", "AC"]}, turn=S)
    assert captures(game, S, "JH") == {frozenset({"2C", "3C", "6D"}), frozenset({"5D", "6D"})}
    assert "t:JH" not in game.legal_actions(S)


def test_S3d_jack_takes_the_house_and_a_set() -> None:
    game = position(["2S", "4H", "6C", "9D"], [(["7S", "4D"], 11, {W})], {S: ["JC", "AC"], W: ["JD"]}, turn=S)
    assert captures(game, S, "JC") == {frozenset({"H11", "2S", "9D"})}


def test_S3e_a_house_is_never_part_of_a_set() -> None:
    game = position(["3H"], [(["5D", "4D"], 9, {W})], {S: ["QD", "AC"], W: ["9C"]}, turn=S)
    assert not captures(game, S, "QD")
    game.apply(S, "t:QD")
    assert game.floor.loose == ["3H", "QD"] and [h.value for h in game.floor.houses] == [9]


# -- S-4 and §A18 -----------------------------------------------------------------------------------------------

def score(cards: tuple[int, int], seeps: tuple[int, int]) -> DealScore:
    return DealScore(cards, seeps, (26, 26))


def test_S4a_normal_deal_moves_the_difference_four_toward_EW() -> None:
    spades = [f"{r}S" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J")]
    ns = [*spades, "AH", "10D"]
    ew = ["QS", "KS", "AD", "AC"]
    result = deal_score([ns, ew], [[50], [50, 50]], CLASSIC)
    assert result.cards == (73, 27) and result.totals == (123, 127)
    assert settle(0, result, CLASSIC) == (-4, None)
    assert next_dealer(N, 4, -4, None) == N


def test_S4b_nine_point_rule() -> None:
    result = deal_score([["AS", "AH", "5S"], ["10D", "KS"]], [[], []], CLASSIC)
    assert result.cards[0] == 7
    assert settle(40, result, CLASSIC) == (0, 1)
    assert next_dealer(N, 4, 0, 1) == S and next_dealer(E, 4, 0, 1) == S


@pytest.mark.parametrize(("dealer", "deals", "dealers", "baazis"), [
    (N, [20, 36, -42, -66, -54], [N, W, W, W, S, N], [None, None, None, None, 1]),
])
def test_S4c_source_example_1(dealer: int, deals: list[int], dealers: list[int], baazis: list[int | None]) -> None:
    diff, seen = 0, [dealer]
    for margin, expected in zip(deals, baazis, strict=True):
        diff, baazi = settle(diff, score((50 + margin // 2, 50 - margin // 2), (0, 0)), CLASSIC)
        assert baazi == expected
        dealer = next_dealer(dealer, 4, diff, baazi)
        seen.append(dealer)
    assert seen == dealers and diff == 0


def test_S4c_source_example_2() -> None:
    diff, baazi = settle(10, score((38, 62), (0, 100)), CLASSIC)
    assert (diff, baazi) == (0, 1) and next_dealer(E, 4, diff, baazi) == S


def test_S4c_source_example_3_with_95() -> None:
    diff, baazi = settle(99, score((5, 95), (0, 0)), CLASSIC)
    assert (diff, baazi) == (0, 1) and next_dealer(E, 4, diff, baazi) == S


def test_S4d_thirty_point_ordinary_deal() -> None:
    a = ["10D", "9S", "AS", "AH", *[f"{r}C" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                                         "K")], *[f"{r}H" for r in ("2", "3", "4", "5", "6", "7",
                                                                                     "8", "9", "10", "J", "Q",
                                                                                     "K")], "3S", "4S"]
    b = [c for c in standard_deck() if c not in a]
    assert len(a) == 30 and {"2S", "AD", "AC"} <= set(b)
    result = deal_score([a, b], [[], []], PUNJAB)
    assert result.cards == (27, 3)


def test_S4e_thirty_point_with_a_jack_seep() -> None:
    result = DealScore((27, 3), (0, 11), (30, 22))
    assert result.totals == (27, 14)
    assert settle(0, result, PUNJAB) == (13, None)


def test_S4f_satthi_scores_60_and_wins_a_baazi_at_once() -> None:
    a = ["10D", "9S", "2S", "AS", "AH", "AD", "AC", *[f"{r}C" for r in ("2", "3", "4", "5", "6", "7", "8", "9",
                                                                         "10", "J", "Q", "K")],
         *[f"{r}H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10")]]
    assert len(a) == 28
    result = deal_score([a, [c for c in standard_deck() if c not in a]], [[], []], PUNJAB)
    assert result.cards == (60, 0)
    assert settle(0, result, PUNJAB) == (0, 0)
