"""One test per checklist line of `shared/rules/nine-eight.md` §9 (N01 … N14, in the file's order), then the
engine's own DEFAULTs: the clock, side-pot refusals and leaving."""

from __future__ import annotations

import pytest

from bot.games.nineeight import NineEight, Phase, hand_value
from bot.games.protocol import LEAVE
from tests.game_harness import assert_refused, snapshot
from tests.nineeight_support import check, deal_and_show, rig

NO_SIDE = {"side_pot": False}


def reason(game: NineEight, seat: int, action: str) -> str:
    assert_refused(game, seat, action)
    return game.explain_illegal(seat, action).reason


@pytest.mark.parametrize(("hand", "value"), [
    (["5C", "6C", "QC"], 1), (["6D", "8D", "7D"], 1), (["8H", "9H", "9S"], 6), (["6H", "8S", "KD"], 4),
    (["4C", "5D", "10C"], 9)])
def test_N01_value_is_the_last_digit(hand: list[str], value: int) -> None:
    assert hand_value(hand) == value


def test_N02_tens_and_pictures_are_zero_aces_one() -> None:
    assert hand_value(["10C", "KC", "QC"]) == 0 and hand_value(["10C", "10D", "10H"]) == 0
    assert hand_value(["AC", "AD", "7C"]) == 9


def test_N03_deal_one_at_a_time_from_right_of_dealer_dealer_last() -> None:
    game = NineEight(NO_SIDE, 4, seed=1)
    dealer = game.dealer
    assert dealer is not None
    top = list(game.shoe[:12])
    game.apply(dealer, "deal")
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    for i, seat in enumerate(order):
        assert game.hands[seat] == [top[i], top[i + 4], top[i + 8]]
    assert order[-1] == dealer


def test_N04_shoe_52_37_22_7_then_the_deal_passes_right() -> None:
    game = NineEight(NO_SIDE, 5, seed=2)
    dealer = game.dealer
    assert dealer is not None
    counts = [len(game.shoe)]
    for _ in range(3):
        deal_and_show(game)
        counts.append(len(game.shoe))
    assert counts == [52, 37, 22, 7] and game.dealer == (dealer + 1) % 5
    assert game.shoes == 1 and game.shoe_due  # the new dealer shuffles a new shoe when he deals
    deal_and_show(game)
    assert game.shoes == 2 and len(game.shoe) == 37


def test_N05_eleven_players_use_104_cards() -> None:
    game = NineEight({}, 11, seed=3)
    assert game.decks == 2 and len(game.deck) == 104 and len(set(game.deck)) == 104


@pytest.mark.parametrize(("winning", "paid"), [(["4C", "5D", "10C"], 20), (["4C", "4D", "10C"], 10),
                                               (["4C", "3D", "10C"], 5)])
def test_N06_a_sole_winner_takes_the_tier_from_everyone(winning: list[str], paid: int) -> None:
    game = rig([winning, ["KC", "KD", "KH"], ["QC", "QD", "QH"]], dealer=2, **NO_SIDE)
    deal_and_show(game)
    assert game.ledger.nets() == [2 * paid, -paid, -paid]


def test_N07_two_nines_with_four_losers_each_loser_pays_each_winner_half() -> None:
    nines = [["4C", "5D", "10C"], ["AC", "AD", "7C"]]
    losers = [["KC", "KD", "KH"], ["QC", "QD", "QH"], ["JC", "JD", "JH"], ["2C", "2D", "2H"]]
    game = rig([*nines, *losers], dealer=5, **NO_SIDE)
    deal_and_show(game)
    assert game.ledger.nets() == [40, 40, -20, -20, -20, -20]


def test_N08_a_folded_hand_pays_as_a_loser_even_when_higher() -> None:
    game = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"]], dealer=1, **NO_SIDE)
    deal_and_show(game, folds=[0])
    assert game.ledger.nets() == [-5, 5]


def test_N09_the_last_undecided_cannot_fold_and_the_timeout_shows_the_rest() -> None:
    game = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"], ["3C", "3D", "2S"]], dealer=2, **NO_SIDE)
    game.apply(2, "deal")
    clock = game.public_view()["clock"]
    assert clock == {"window": "reveal", "seconds": 60, "seat": 2, "action": "tick:reveal:1"}
    assert "tick:reveal:1" not in game.legal_actions(2)
    game.apply(0, "fold")
    game.apply(1, "fold")
    assert reason(game, 2, "fold") == "last_cannot_fold"
    game2 = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"], ["3C", "3D", "2S"]], dealer=2, **NO_SIDE)
    game2.apply(2, "deal")
    game2.apply(1, "show")
    game2.apply(2, "tick:reveal:1")
    assert game2.last is not None and game2.last["winners"] == [0] and game2.last["folded"] == []
    assert reason(game2, 2, "tick:reveal:1") == "illegal"  # a late timer for a closed window
    assert game2.log[-1] == (2, "tick:reveal:1")


def test_N10_everyone_tied_pays_nothing() -> None:
    game = rig([["4C", "5D", "10C"], ["AC", "AD", "7C"], ["9H", "KH", "QH"]], dealer=0, **NO_SIDE)
    deal_and_show(game)
    assert game.ledger.nets() == [0, 0, 0]


def test_N11_side_pot_to_the_best_participant_ties_split_and_a_lone_stake_refunded() -> None:
    game = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"], ["AC", "AD", "7C"], ["KC", "KD", "KH"]], dealer=3)
    game.apply(1, "side:30")
    assert reason(game, 2, "side:40") == "side_open"
    game.apply(2, "join")
    game.apply(0, "noside")
    deal_and_show(game)
    assert game.last is not None and game.last["side"] == {"2": 60}
    assert game.ledger.nets() == [20, -20 - 30, 20 + 30, -20]
    alone = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"]], dealer=1)
    alone.apply(0, "side:20")
    deal_and_show(alone)
    assert alone.ledger.nets() == [20, -20] and alone.ledger.pots == {}


def test_N11b_side_pot_tie_splits_by_odd_chip_from_dealers_right() -> None:
    game = rig([["4C", "5D", "10C"], ["AC", "AD", "7C"], ["2C", "2D", "2H"]], dealer=2, t9=10, t8=5, t7=2)
    game.apply(0, "side:7")
    game.apply(1, "join")
    game.apply(2, "join")
    deal_and_show(game)
    assert game.last is not None and game.last["side"] == {"0": 11, "1": 10}


def test_N12_triple_threes_take_double() -> None:
    game = rig([["3C", "3D", "3H"], ["2C", "2D", "2H"], ["KC", "KD", "KH"]], dealer=2, triple_threes=True,
               **NO_SIDE)
    deal_and_show(game)
    assert game.ledger.nets() == [80, -40, -40]


def test_N13_all_faces_nine_only_when_on() -> None:
    assert hand_value(["JC", "QD", "KH"], all_faces_nine=True) == 9
    assert hand_value(["JC", "QD", "KH"]) == 0


def test_N14_every_deal_is_zero_sum() -> None:
    game = NineEight({"deals": 5, "triple_threes": True}, 7, seed=5)
    while not game.is_over():
        check(game)
        seat = min(game.to_act())
        game.apply(seat, game.legal_actions(seat)[0])
    assert sum(game.ledger.nets()) == 0 and game.deals == 5


# -- DEFAULTs of the engine -----------------------------------------------------------------------------


def test_auto_reveal_shows_all_at_once() -> None:
    game = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"]], dealer=1, reveal_mode="auto", **NO_SIDE)
    game.apply(1, "deal")
    assert game.phase is Phase.PREDEAL and game.ledger.nets() == [20, -20]


def test_a_taunt_is_chat_once_per_deal() -> None:
    game = rig([["4C", "4D", "10C"], ["2C", "2D", "2H"]], dealer=1, **NO_SIDE)
    game.apply(1, "deal")
    game.apply(0, "taunt:7")
    assert game.public_view()["taunts"] == {"0": 7} and "taunt:3" not in game.legal_actions(0)


def test_seats_below_the_worst_loss_sit_out_and_leavers_fold() -> None:
    game = NineEight(NO_SIDE, 3, seed=4)
    dealer = game.dealer
    assert dealer is not None
    poor = (dealer + 1) % 3
    game.ledger.move(poor, dealer, 961)
    game.apply(dealer, "deal")
    assert set(game.hands) == {0, 1, 2} - {poor}
    game2 = rig([["4C", "5D", "10C"], ["2C", "2D", "2H"], ["3C", "3D", "3H"]], dealer=2, **NO_SIDE)
    game2.apply(2, "deal")
    game2.apply(0, LEAVE)
    game2.apply(1, "show")
    game2.apply(2, "show")
    assert game2.ledger.nets() == [-20, -20, 40]


def test_a_restart_inside_the_reveal_window_gives_the_same_game() -> None:
    game = NineEight({"side_pot": False}, 4, seed=12)
    dealer = game.dealer
    assert dealer is not None
    game.apply(dealer, "deal")
    game.apply((dealer + 1) % 4, "show")
    restarted = NineEight.replay(game.record())
    assert restarted.public_view()["clock"] == game.public_view()["clock"]
    clock = game.public_view()["clock"]
    for copy in (game, restarted):
        copy.apply(clock["seat"], clock["action"])
    assert snapshot(restarted) == snapshot(game) and game.last is not None
