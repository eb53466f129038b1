"""The worked scenarios of `shared/rules/golf.md` Part 4 not already a checklist test, with their arithmetic."""

from __future__ import annotations

from bot.games.golf import Golf
from bot.games.golf.four import FOUR
from tests.game_harness import assert_refused
from tests.golf_support import A, B, C, check_invariants, play, rig

P2 = ["3C", "3D", "9C", "8D", "10C", "QS"]
STOCK_C = ["10H", "KH", "7C", "AS", "7D", "5C", "QD", "2H", "8H", "9H", "QC", "JK", "4D"]


def score(variant: str, cards: list[str], **options: object) -> int:
    game = Golf({"variant": variant, **options}, 2, seed=0)
    return game.rules.score(cards, game.options)


def test_G6_1_example_c_seven_turns_score_4_and_the_other_player_gets_one_turn() -> None:
    game = rig("six", [["7S", "JD", "KS", "6D", "2S", "4H"], P2], STOCK_C, up="9S")
    p2 = ((B, "s"), (B, "d"))
    play(game, (A, "f:4"), (A, "f:5"), (A, "s"), (A, "d"), (B, "f:1"), (B, "f:2"), *p2)
    assert game.piles.top == "KH"
    play(game, (A, "t"), (A, "r:6"), *p2)  # turn 2: K of hearts for the face-down r2c3
    assert game.piles.discard[-2] == "4H" and game.piles.top == "7C"
    play(game, (A, "s"), (A, "r:1"), *p2)  # turn 3: A of spades for r1c1
    play(game, (A, "s"), (A, "r:4"), *p2)  # turn 4: 5 of clubs for the face-up 6 of diamonds
    play(game, (A, "s"), (A, "r:2"), *p2)  # turn 5: 2 of hearts above the 2 of spades
    play(game, (A, "s"), (A, "d"), *p2)  # turn 6: the 9 of hearts thrown
    assert game.piles.top == "QC"
    play(game, (A, "s"), (A, "r:3"))  # turn 7: the joker for the last face-down card
    assert game.grid[A] == ["AS", "2H", "JK", "5C", "2S", "KH"] and all(game.up[A])
    assert game.layout_value(A) == 4 and game.ender == A and game.turn == B and game.hole == 0
    check_invariants(game)
    play(game, *p2)
    assert game.hole == 1 and game.last_hole is not None and game.last_hole["scores"][A] == 4


def test_G6_4_four_of_a_kind_and_pairs_anywhere() -> None:
    sevens = ["7C", "7D", "2S", "7H", "7S", "5C"]
    assert score("six", sevens) == 7 and score("six", sevens, four_of_a_kind=True) == -3
    fours = ["4C", "9D", "KS", "8H", "4H", "QC"]
    assert score("six", fours) == 35 and score("six", fours, pairs_anywhere=True) == 27


def test_G4_1_knock_scores_and_options() -> None:
    assert score("four", ["QC", "5D", "5H", "9S"], four_pairs="any") == 19
    for bonus, expected in (("zero", 0), ("minus_players", 3)):
        options = Golf.resolve_options({"variant": "four", "knock_low": bonus})
        assert FOUR.settle([6, 29, 15], A, options) == [expected, 29, 15]


def test_G4_2_knocker_arithmetic() -> None:
    def knocker(values: list[int], **options: str) -> int:
        return FOUR.settle(values, A, Golf.resolve_options({"variant": "four", **options}))[A]
    assert knocker([3, 5, 6, 7], knock_low="minus_players") == -1
    assert knocker([3, 1, 6, 7], knock_high="double") == 6
    assert knocker([3, 1, 6, 7], knock_high="plus10") == 13
    assert knocker([3, 1, 6, 7], knock_high="double_plus5") == 11
    assert knocker([3, 1, 6, 20], knock_high="plus_highest") == 23


def test_G4_3_a_card_from_the_discard_pile_must_be_exchanged() -> None:
    game = rig("four", [["KS", "3D", "AC", "2H"], ["QC", "5D", "5H", "9S"]], ["7C"], up="2D")
    play(game, (A, "t"))
    assert game.legal_actions(A) == ["r:1", "r:2", "r:3", "r:4"]
    assert_refused(game, A, "d")
    play(game, (A, "r:2"))
    assert game.piles.top == "3D" and game.grid[A][1] == "2D" and not game.up[A][1]


def test_P_3_pablo_powers() -> None:
    grids = [["2C", "3C", "4C", "5C"], ["KC", "3D", "4D", "5D"], ["2H", "3H", "6H", "5H"]]
    game = rig("pablo", grids, ["7S", "AS", "AD", "8S", "AH"], up="7H")
    play(game, (A, "s"), (A, "u"), (A, "g:1"), (A, "p:1"))
    assert game.view(A)["layouts"][B][0] == "KC" and game.legal_actions(A) == ["p:1", "p:2", "p:3", "p:4"]
    play(game, (A, "p:4"), (A, "end"))
    assert game.grid[A][3] == "KC" and game.grid[B][0] == "5C" and game.piles.top == "7S"
    assert game.view(A)["layouts"][A][3] == "KC" and game.view(A)["layouts"][B][0] == "5C"  # A had seen his 5
    play(game, (B, "s"), (B, "d"), (B, "end"), (C, "s"), (C, "d"), (C, "end"))
    play(game, (A, "s"), (A, "u"), (A, "g:2"), (A, "p:3"), (A, "end"))
    assert game.view(A)["layouts"][C][2] == "6H" and game.view(B)["layouts"][C][2] == "?"
    taken = rig("pablo", grids, ["AS"], up="7H")
    play(taken, (A, "t"))
    assert "u" not in taken.legal_actions(A)
    check_invariants(game)


def test_C_4_cumbia_ten_and_jack() -> None:
    grids = [["2C", "3C", "8C", "9C"], ["AD", "3D", "8D", "9D"], ["2H", "3H", "8H", "9H"]]
    game = rig("cumbia", grids, ["10S", "AS", "AH", "JS", "KS"], up="QH")
    play(game, (A, "s"))
    assert not any(a.startswith("r:") for a in game.legal_actions(A))
    play(game, (A, "u"), (A, "g:1"), (A, "p:1"), (A, "p:4"))
    assert game.grid[B] == ["9D", "3D", "8D", "AD"] and game.piles.top == "10S"
    play(game, (B, "s"), (B, "d"), (C, "s"), (C, "d"), (A, "s"), (A, "u"), (A, "p:3"), (A, "g:2"), (A, "p:2"))
    assert game.phase == "decide" and game.view(A)["layouts"][C][1] == "3H"
    play(game, (A, "x"))
    assert game.grid[A][2] == "3H" and game.grid[C][1] == "8C" and game.turn == B


def test_N_2_nine_card_square() -> None:
    cards = ["QS", "QH", "3C", "QD", "QC", "3D", "7S", "4H", "KH"]
    assert score("nine", cards, nine_square=True) == -8 and score("nine", cards) == 57


def test_T_2_ten_card_going_out_and_a_revealed_layout() -> None:
    assert score("ten", ["KS", "KH", "5C", "5D", "AS", "KD", "QC", "5H", "10S", "AH"]) == 25
    game = Golf({"variant": "ten"}, 2, seed=8)
    p, q = game.turn, 1 - game.turn
    for turn in range(1, 9):
        play(game, *([(p, "f:1"), (p, "f:2")] if game.phase == "flip" else []), (p, "s"))
        play(game, (p, f"r:{game.face_down(p)[0] + 1}"))
        assert sum(game.up[p]) == turn + 2
        if turn < 8:
            play(game, *([(q, "f:1"), (q, "f:2")] if game.phase == "flip" else []), (q, "s"), (q, "d"))
    assert game.ender == p and game.turn == q and game.hole == 0
    play(game, (q, "s"), (q, "d"))
    assert game.hole == 1 and game.last_hole is not None and game.last_hole["caller"] == p
