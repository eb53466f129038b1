"""One test per checklist line of `shared/rules/rummy.md` §7 (R01 … R13 in the file's order), then the
engine's own DEFAULTs."""

from __future__ import annotations

import pytest

from bot.games.cards import standard_deck
from bot.games.melds import arrange, is_meld
from bot.games.protocol import LEAVE
from bot.games.rummy import Rummy, card_value
from tests.game_harness import assert_refused
from tests.rummy_support import A, B, check_invariants, rig

SARA = ["7S", "8S", "9S", "4C", "4D", "4H", "KH", "AD", "5D", "JH"]
REZA = ["3C", "3D", "3S", "9D", "10D", "JD", "AH", "2H", "3H", "8C"]


def reason(game: Rummy, seat: int, action: str) -> str:
    assert_refused(game, seat, action)
    return game.explain_illegal(seat, action).reason


@pytest.mark.parametrize("seed", range(4))
def test_R01_deal_gives_ten_and_eleven_and_leaves_thirty_one(seed: int) -> None:
    game = Rummy({}, 2, seed)
    assert len(game.hands[game.dealer]) == 11 and len(game.hands[1 - game.dealer]) == 10
    assert len(game.piles.stock) == 31 and game.piles.discard == []
    check_invariants(game)


def test_R02_dealer_opens_with_a_discard_without_drawing() -> None:
    game = Rummy({}, 2, seed=3)
    dealer = game.dealer
    assert game.to_act() == {dealer} and all(a.startswith(("d:", "x:")) for a in game.legal_actions(dealer))
    assert reason(game, dealer, "s") == "discard_now"
    game.apply(dealer, f"d:{game.hands[dealer][0]}")
    assert len(game.hands[dealer]) == 10 and len(game.piles.discard) == 1


def test_R03_every_later_turn_is_one_draw_then_one_discard() -> None:
    game = Rummy({}, 2, seed=4)
    game.apply(game.dealer, f"d:{game.hands[game.dealer][0]}")
    seat = 1 - game.dealer
    assert game.legal_actions(seat) == ["s", "t"]
    assert reason(game, seat, f"d:{game.hands[seat][0]}") == "draw_first"
    game.apply(seat, "s")
    assert game.turn == seat and all(a.startswith(("d:", "x:")) for a in game.legal_actions(seat))
    assert reason(game, seat, "s") == "discard_now" and reason(game, seat, "t") == "discard_now"
    game.apply(seat, f"d:{game.hands[seat][0]}")
    assert game.turn == game.dealer and len(game.hands[seat]) == 10


def test_R04_a_card_taken_from_the_pile_cannot_be_thrown_back_that_turn() -> None:
    game = rig([[*REZA, "9C"], SARA], dealer=A)
    game.apply(A, "d:9C")
    game.apply(B, "t")
    assert "d:9C" not in game.legal_actions(B)
    assert reason(game, B, "d:9C") == "just_taken"
    game.apply(B, "d:KH")
    assert game.piles.top == "KH"


def test_R05_only_the_top_discard_can_be_taken() -> None:
    game = rig([[*REZA, "9C"], SARA], dealer=A, stock=["2C"])
    game.apply(A, "d:9C")
    game.apply(B, "s")
    game.apply(B, "d:2C")
    game.apply(A, "t")
    assert "2C" in game.hands[A] and "9C" not in game.hands[A] and game.piles.discard == ["9C"]


def test_R06_runs() -> None:
    assert is_meld(["5H", "6H", "7H"]) and is_meld(["AS", "2S", "3S"]) and is_meld(["QS", "KS", "AS"])
    assert not is_meld(["KS", "AS", "2S"]) and not is_meld(["5H", "6D", "7H"])
    assert not is_meld(["QS", "KS", "AS"], ace_high=False)


def test_R07_sets() -> None:
    assert is_meld(["KC", "KD", "KS"]) and is_meld(["KC", "KD", "KS", "KH"]) and not is_meld(["KC", "KD"])


def test_R08_declaring_only_when_the_other_ten_cards_are_all_melded() -> None:
    game = rig([[*REZA, "QD"], SARA], dealer=A)
    assert [a for a in game.legal_actions(A) if a.startswith("x:")] == ["x:8C"]
    assert reason(game, A, "x:3H") == "not_melded"
    assert reason(game, A, "x:5D") == "not_in_hand"


def test_R09_deadwood_values() -> None:
    assert [card_value(c) for c in ("AS", "KS", "QS", "JS", "10S", "5S", "2S")] == [14, 13, 12, 10, 10, 5, 2]
    assert card_value("JS", jack=11) == 11


def test_R10_the_losers_deadwood_is_the_least_over_all_splits() -> None:
    hand = ["5H", "6H", "7H", "8H", "7C", "7D", "2S", "2C", "2D", "QC"]
    assert arrange(hand, card_value).points == 26


def test_R11_the_source_example_hand_scores_42() -> None:
    grouped = arrange(SARA, card_value)
    assert sorted(grouped.deadwood) == sorted(["KH", "AD", "5D", "JH"]) and grouped.points == 42


def test_R12_an_empty_stock_without_taking_the_discard_voids_the_deal() -> None:
    """The deal is void once both have passed in turn."""
    game = rig([[*REZA, "4S"], SARA], dealer=A)
    game.apply(A, "d:4S")
    game.piles.stock.clear()  # as if the stock had run out
    assert game.legal_actions(B) == ["pass"] and reason(game, B, "t") == "cannot_take"
    game.apply(B, "pass")
    assert game.legal_actions(A) == ["pass"]
    events = game.apply(A, "pass")
    assert [e.kind for e in events] == ["passed", "deal_over"] and events[1].data["void"]
    assert game.scores == [0, 0] and game.deal_no == 1 and game.dealer == B


def test_R12_after_one_pass_the_other_may_still_take_the_discard_and_declare() -> None:
    """The stock is out with 9♥ on top: B cannot use it and passes, A takes it to his 5♥–8♥ and declares."""
    game = rig([["5H", "6H", "7H", "8H", "2C", "2D", "2S", "KC", "KD", "KS", "9H"], SARA], dealer=A)
    game.apply(A, "d:9H")
    game.piles.stock.clear()
    assert game.legal_actions(B) == ["pass"]
    assert [e.kind for e in game.apply(B, "pass")] == ["passed"]
    assert game.turn == A and game.legal_actions(A) == ["t", "pass"]
    game.apply(A, "t")
    assert game.legal_actions(A) == ["x:5H"]
    game.apply(A, "x:5H")
    assert game.scores == [42, 0] and game.deal_no == 1


def test_R13_the_game_ends_when_a_score_reaches_the_target() -> None:
    game = rig([[*REZA, "QD"], SARA], dealer=A, target=50)
    game.scores = [8, 0]
    events = game.apply(A, "x:8C")
    assert game.is_over() and game.scores == [50, 0] and game.winner == A
    assert events[-1].kind == "game_over" and game.result().winners == frozenset({A})
    assert game.chips == [10, -10]


# -- DEFAULTs --------------------------------------------------------------------------------------------------

def test_on_an_empty_stock_the_discard_is_taken_only_to_declare_at_once() -> None:
    """B takes 8D to his 9D 10D JD and must declare; R12 shows a top card that would not help him."""
    game = rig([[*SARA, "8D"], [*REZA[:-1], "2S"]], dealer=A)
    game.apply(A, "d:8D")
    game.piles.stock.clear()
    assert game.legal_actions(B) == ["t", "pass"]
    game.apply(B, "t")
    assert game.legal_actions(B) == ["x:2S"] and reason(game, B, "d:2S") == "must_declare"
    game.apply(B, "x:2S")
    assert game.scores == [0, 42]


def test_the_dealer_may_declare_with_his_opening_discard() -> None:
    game = rig([[*REZA, "QD"], SARA], dealer=A)
    events = game.apply(A, "x:8C")
    assert events[-1].kind == "deal_over" and events[-1].data["points"] == 42 and game.scores == [42, 0]
    assert game.dealer == B and game.phase == "opening" and game.turn == B
    assert game.last_deal is not None and game.last_deal["hands"][B]["deadwood"] == ["AD", "5D", "JH", "KH"]
    check_invariants(game)


def test_the_jack_option_counts_it_eleven() -> None:
    game = rig([[*REZA, "QD"], SARA], dealer=A, rank_number_jack=True)
    game.apply(A, "x:8C")
    assert game.scores == [43, 0]


def test_after_max_deals_the_higher_score_wins_and_equal_scores_draw() -> None:
    game = rig([[*REZA, "4S"], SARA], dealer=A, max_deals=5)
    game.deal_no = 4
    game.apply(A, "d:4S")
    game.piles.stock.clear()
    game.apply(B, "pass")
    game.apply(A, "pass")
    assert game.is_over() and game.ending == "max_deals" and game.result().winners == frozenset()
    assert game.chips == [0, 0]


def test_a_player_who_leaves_loses() -> None:
    game = Rummy({}, 2, seed=5)
    game.apply(A, LEAVE)
    assert game.is_over() and game.winner == B and game.ending == "left" and game.chips == [-10, 10]


def test_views_show_the_discard_pile_the_stock_size_and_the_own_hand_grouped() -> None:
    game = rig([[*REZA, "QD"], SARA], dealer=A)
    game.apply(A, "d:8C")
    public = game.public_view()
    assert public["discard_top"] == "8C" and public["stock"] == 31 and public["hand_sizes"] == [10, 10]
    view = game.view(B)
    assert view["melds"] == [["4C", "4D", "4H"], ["7S", "8S", "9S"]] and view["deadwood_points"] == 42
    assert sorted(standard_deck()) == sorted(c for cards in game.card_places().values() for c in cards)
