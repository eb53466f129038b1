"""The worked examples of `shared/rules/rummy.md` §8, exactly. Reza is seat A, Sara seat B."""

from __future__ import annotations

from bot.games.melds import arrange
from bot.games.rummy import card_value
from tests.rummy_support import A, B, check_invariants, rig

REZA = ["3C", "3D", "3S", "9D", "10D", "JD", "AH", "2H", "3H", "8C"]
SARA = ["7S", "8S", "9S", "4C", "4D", "4H", "KH", "AD", "5D", "JH"]


def test_example_1_the_source_scoring() -> None:
    game = rig([REZA, [*SARA, "6C"]], dealer=B, stock=["QD"])
    game.apply(B, "d:6C")
    game.apply(A, "s")
    assert "x:8C" in game.legal_actions(A)
    events = game.apply(A, "x:8C")
    deal = events[-1].data
    assert deal["winner"] == A and deal["points"] == 42 and game.scores == [42, 0]
    assert deal["hands"][A]["melds"] == [["3C", "3D", "3S"], ["9D", "10D", "JD", "QD"], ["AH", "2H", "3H"]]
    assert deal["hands"][B]["melds"] == [["4C", "4D", "4H"], ["7S", "8S", "9S"]]
    assert sorted(deal["hands"][B]["deadwood"]) == sorted(["KH", "AD", "5D", "JH"])
    check_invariants(game)


def test_example_2_the_optimal_arrangement_takes_26_not_31() -> None:
    grouped = arrange(["5H", "6H", "7H", "8H", "7C", "7D", "2S", "2C", "2D", "QC"], card_value)
    assert grouped.melds == (("2C", "2D", "2S"), ("5H", "6H", "7H", "8H"))
    assert grouped.points == 26 and sorted(grouped.deadwood) == sorted(["7C", "7D", "QC"])


def test_example_3_taking_the_discard() -> None:
    dealer = ["9C", "2C", "3C", "4D", "6D", "8D", "10H", "QH", "AS", "5S", "7S"]
    other = ["9S", "9H", "KD", "2D", "4C", "6C", "JC", "3H", "5H", "7H"]
    game = rig([dealer, other], dealer=A)
    game.apply(A, "d:9C")
    game.apply(B, "t")
    assert ["9C", "9H", "9S"] in game.view(B)["melds"]
    assert "d:9C" not in game.legal_actions(B)
    game.apply(B, "d:KD")
    assert game.legal_actions(A) == ["s", "t"] and game.piles.top == "KD"
    check_invariants(game)


def test_example_4_a_void_deal() -> None:
    game = rig([REZA, [*SARA, "6C"]], dealer=B, stock=["4S"])
    game.apply(B, "d:6C")
    game.apply(A, "s")
    game.apply(A, "d:4S")
    game.piles.stock.clear()  # the stock is down to 0 cards
    assert game.turn == B and game.piles.top == "4S" and game.legal_actions(B) == ["pass"]
    game.apply(B, "pass")  # the deal is void only once Reza, who cannot use 4S either, passes too
    assert game.turn == A and game.legal_actions(A) == ["pass"]
    events = game.apply(A, "pass")
    assert events[-1].data["void"] and game.scores == [0, 0]
    assert game.dealer == A  # Reza deals next
