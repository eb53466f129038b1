"""The worked examples of `shared/rules/shaitan.md` §8, exactly. Seats A, B, C; right of A is B."""

from __future__ import annotations

from bot.games.shaitan import throw_pairs
from tests.shaitan_support import A, B, C, check_invariants, position_of, rig


def test_example_1_initial_discard_keeps_the_last_five_in_suit_order() -> None:
    kept, pairs = throw_pairs(["5S", "5H", "5D", "9C", "KH", "JK"])
    assert sorted(kept) == sorted(["9C", "KH", "JK", "5S"]) and pairs == [["5D", "5H"]]
    kept, pairs = throw_pairs(["5S", "5H", "5D", "5C", "9C", "KH", "JK"])
    assert sorted(kept) == sorted(["9C", "KH", "JK"]) and pairs == [["5C", "5D"], ["5H", "5S"]]


def test_example_2_chained_drawing() -> None:
    game = rig([["7S", "9C"], ["7D", "QS", "2H"], ["JK", "3C"]], dealer=C)
    assert game.turn == A and game.source == B
    game.apply(A, position_of(game, "7D"))
    assert game.pairs[-1]["cards"] == ["7D", "7S"] and game.turn == A and game.source == B
    game.apply(A, position_of(game, "2H"))
    assert game.hands[A] == ["9C", "2H"] and game.turn == B and game.source == C
    check_invariants(game)


def test_example_3a_c_pairs_the_four_and_a_loses() -> None:
    game = rig([["JK", "4C"], [], ["4H"]], dealer=B)
    assert game.turn == C and game.source == A and B in game.out
    game.apply(C, position_of(game, "4C"))
    assert game.is_over() and game.loser == A and game.hands[A] == ["JK"]
    assert game.chips == [-20, 10, 10]


def test_example_3b_c_draws_the_joker_then_a_pairs_and_c_loses() -> None:
    game = rig([["JK", "4C"], [], ["4H"]], dealer=B)
    game.apply(C, position_of(game, "JK"))
    assert game.hands[C] == ["4H", "JK"] and game.hands[A] == ["4C"]
    assert game.turn == A and game.source == C  # B is empty and skipped
    game.apply(A, position_of(game, "4H"))
    assert game.is_over() and game.loser == C and game.chips == [10, 10, -20]


def test_example_3b_if_a_draws_the_joker_c_draws_from_a_next() -> None:
    game = rig([["JK", "4C"], [], ["4H"]], dealer=B)
    game.apply(C, position_of(game, "JK"))
    game.apply(A, position_of(game, "JK"))
    assert not game.is_over() and game.turn == C and game.source == A
    check_invariants(game)
