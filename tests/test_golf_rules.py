"""One test per checklist line of `shared/rules/golf.md` Part 5 for the six-card game (G01 … G17) and the 4-,
8-, 9- and 10-card variants (G18 … G22, G49 … G54). Positions count row by row from the far row: in a 2 x 3 grid
1-3 are r1 and 4-6 are r2, so a column is (1, 4), (2, 5) or (3, 6)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.cards import derive_seed, shuffle
from bot.games.golf import Golf
from bot.games.golf.classic import SIX, six_value
from bot.games.golf.four import FOUR
from bot.games.protocol import IllegalAction
from tests.game_harness import assert_refused, playthrough
from tests.golf_support import A, B, check_invariants, play, rig

EX_A = ["2C", "KS", "5D", "7H", "KD", "5S"]
EX_B = ["QC", "KH", "4S", "QD", "JK", "8C"]
EX_C_FINAL = ["AS", "2H", "JK", "5C", "2S", "KH"]
LAYOUT_A = ["7S", "JD", "KS", "6D", "2S", "4H"]
LAYOUT_B = ["3C", "3D", "9C", "8D", "10C", "QS"]


def six(**options: Any) -> Golf:
    return rig("six", [LAYOUT_A, LAYOUT_B], ["10H", "AS", "5C", "2H", "9H", "JK"], up="9S", **options)


def score(variant: str, cards: list[str], **options: object) -> int:
    game = Golf({"variant": variant, **options}, 2, seed=0)
    return game.rules.score(cards, game.options)


def test_G01_two_to_four_players_use_54_cards_more_add_a_pack() -> None:
    for players, size in ((2, 54), (4, 54), (5, 108), (8, 108)):
        game = Golf({}, players, seed=players)
        assert sum(len(c) for c in game.card_places().values()) == size
    assert sum(len(c) for c in Golf({"two_packs": True}, 3, seed=1).card_places().values()) == 108


def test_G02_six_each_one_at_a_time_clockwise_face_down_in_two_rows_of_three() -> None:
    game = Golf({}, 3, seed=5)
    cards = shuffle(SIX.deck(3, game.options), derive_seed(5, "deal", 0))
    for i in range(18):
        seat = (game.dealer + 1 + i) % 3
        assert game.grid[seat][i // 3] == cards[i]
    assert (game.rules.rows, game.rules.cols) == (2, 3)
    assert not any(any(up) for up in game.up)


def test_G03_the_next_card_starts_the_discard_pile_and_the_rest_is_the_stock() -> None:
    game = Golf({}, 2, seed=9)
    cards = shuffle(SIX.deck(2, game.options), derive_seed(9, "deal", 0))
    assert game.piles.discard == [cards[12]]
    assert game.piles.stock[-1] == cards[13] and len(game.piles.stock) == 54 - 13


def test_G04_players_cannot_see_their_own_face_down_cards() -> None:
    game = six()
    for seat in (A, B):
        assert game.view(seat)["layouts"][seat] == ["?"] * 6
        assert {f"grid:{seat}:{p}" for p in range(1, 7)} <= game.hidden_places(seat)
    check_invariants(game)


def test_G05_the_dealers_left_starts_and_play_goes_clockwise() -> None:
    game = Golf({}, 4, seed=3)
    assert game.turn == (game.dealer + 1) % 4
    first = game.turn
    play(game, (first, "f:1"), (first, "f:2"), (first, "s"), (first, "d"))
    assert game.turn == (first + 1) % 4


def test_G06_the_first_turn_only_flips_exactly_two_cards_first() -> None:
    game = six()
    assert game.legal_actions(A) == [f"f:{p}" for p in range(1, 7)]
    assert_refused(game, A, "s")
    play(game, (A, "f:4"), (A, "f:5"))
    assert game.legal_actions(A) == ["s", "t"] and game.up[A] == [False, False, False, True, True, False]
    play(game, (A, "s"), (A, "d"))
    assert game.phase == "flip" and game.turn == B
    play(game, (B, "f:1"), (B, "f:6"), (B, "s"), (B, "d"))
    assert game.legal_actions(A) == ["s", "t"]


def test_G07_a_turn_takes_the_top_discard_or_the_top_stock_card() -> None:
    game = six()
    play(game, (A, "f:4"), (A, "f:5"))
    assert game.legal_actions(A) == ["s", "t"]
    play(game, (A, "s"))
    assert game.view(A)["held"] == "10H" and game.view(B)["held"] is None


def test_G08_a_stock_card_may_replace_any_card_or_be_discarded() -> None:
    game = six()
    play(game, (A, "f:4"), (A, "f:5"), (A, "s"))
    assert game.legal_actions(A) == [f"r:{p}" for p in range(1, 7)] + ["d"]


def test_G09_a_discard_pile_card_must_replace_a_layout_card() -> None:
    game = six()
    play(game, (A, "f:4"), (A, "f:5"), (A, "t"))
    assert game.legal_actions(A) == [f"r:{p}" for p in range(1, 7)]
    with pytest.raises(IllegalAction) as refused:
        game.apply(A, "d")
    assert refused.value.reason == "keep_taken"


def test_G10_the_replaced_card_goes_face_up_on_the_pile_and_the_new_card_is_face_up() -> None:
    game = six()
    play(game, (A, "f:4"), (A, "f:5"), (A, "t"), (A, "r:6"))
    assert game.piles.top == "4H" and game.grid[A][5] == "9S" and game.up[A][5]
    assert game.public_view()["layouts"][A] == ["?", "?", "?", "6D", "2S", "9S"]


def test_G11_an_empty_stock_is_rebuilt_from_the_discards_but_the_top() -> None:
    game = six()
    play(game, (A, "f:4"), (A, "f:5"))
    game.piles.stock, game.piles.discard = [], ["9H#9", "3C#9", "KS#9", "7D#9"]
    play(game, (A, "s"))
    assert game.piles.discard == ["7D#9"]
    assert game.held is not None
    assert sorted([*game.piles.stock, game.held]) == sorted(["9H#9", "3C#9", "KS#9"])


def test_G12_when_a_layout_is_all_up_every_other_player_gets_one_more_turn() -> None:
    game = six()
    play(game, (A, "f:4"), (A, "f:5"))
    game.up[A] = [True, True, True, True, True, False]
    play(game, (A, "s"), (A, "r:6"))
    assert game.ender == A and game.turn == B and game.hole == 0
    play(game, (B, "f:1"), (B, "f:2"), (B, "s"), (B, "d"))
    assert game.hole == 1 and game.last_hole is not None
    assert game.last_hole["layouts"][B] == LAYOUT_B  # every card turned up for the count


def test_G13_six_card_values() -> None:
    values = {c: six_value(c, {}) for c in ("JK", "KS", "AS", "2S", "7H", "10D", "JC", "QH")}
    assert values == {"JK": -2, "KS": 0, "AS": 1, "2S": 2, "7H": 7, "10D": 10, "JC": 10, "QH": 10}


def test_G14_a_matched_column_scores_0_and_two_jokers_minus_4() -> None:
    assert score("six", ["JK#0", "3S", "JC", "JK#1", "3D", "QH"]) == 16  # G6-2: -4 + 0 + 20
    assert score("six", ["7C", "AS", "AS#1", "7D", "9S", "AD"]) == 0 + (1 + 9) + 0


def test_G14_a_matched_column_of_negative_2s_scores_0() -> None:
    """§1.8 with the 2 at −2: a matching column scores 0 whatever its cards are worth."""
    assert SIX.score(["2C", "5S", "9C", "2D", "5H", "KD"], {"two_value": -2}) == 9
    assert score("nine", ["2C", "5S", "9C", "2D", "5H", "KD", "2H", "5C", "KC"], two_value=-2) == 9
    assert score("six", ["2C", "2S", "9C", "2D", "2H", "KD"], two_value=-2, four_of_a_kind=True) == -1


def test_G15_jack_and_queen_do_not_match() -> None:
    assert score("six", ["JC", "KS", "KH", "QD", "KD", "KC"]) == 20


def test_G16_source_examples_score_9_10_and_4() -> None:
    assert score("six", EX_A) == 9
    assert score("six", EX_B) == 10
    assert score("six", EX_C_FINAL) == 4


def test_G17_nine_holes_and_the_lowest_total_wins() -> None:
    game = playthrough(Golf, {}, 2, seed=17, choice_seed=17, check=lambda g: None)
    assert game.hole == 9 and game.holes == 9
    assert game.result().winners == {s for s in (A, B) if game.totals[s] == min(game.totals)}


# -- four-card Golf (§3.1) -------------------------------------------------------------------------------------

def four(**options: Any) -> Golf:
    return rig("four", [["KS", "3D", "AC", "2H"], ["QC", "5D", "5H", "9S"], ["JS", "4C", "KD", "AH"]],
               ["7C", "8D", "9D"], up="2D", **options)


def test_G18_four_card_52_cards_no_jokers_two_by_two_one_look_at_the_near_two() -> None:
    game = Golf({"variant": "four"}, 3, seed=2)
    every = [c for cards in game.card_places().values() for c in cards]
    assert len(every) == 52 and not any(c.startswith("JK") for c in every)
    assert (FOUR.rows, FOUR.cols) == (2, 2)
    for seat in range(3):
        view = game.view(seat)
        assert view["layouts"][seat][:2] == ["?", "?"] and "?" not in view["layouts"][seat][2:]
        assert all(view["layouts"][other] == ["?"] * 4 for other in range(3) if other != seat)


def test_G18_four_card_more_than_eight_take_two_packs_up_to_sixteen() -> None:
    """§3.1 «One 52-card pack with no jokers, for 2–8 players (best with 4). Use two packs for more than 8.»
    «DEFAULT (not in source): cap the table at 16 with two packs.» The other variants stay at 8 (§1.2)."""
    assert Golf.max_players == 16 and Golf.max_players_for({"variant": "four"}) == 16
    assert all(Golf.max_players_for({"variant": v}) == 8 for v in ("six", "pablo", "cactus", "ten"))
    with pytest.raises(ValueError):
        Golf({"variant": "six"}, 9, seed=0)
    for players, packs in ((8, 1), (9, 2), (16, 2)):
        game = Golf({"variant": "four"}, players, seed=players)
        assert sum(len(cards) for cards in game.card_places().values()) == 52 * packs
        assert len(game.piles.stock) == 52 * packs - 4 * players - 1 >= 19  # the deck suffices
    game = playthrough(Golf, {"variant": "four", "holes": 1}, 16, 3, 3, check=check_invariants)
    assert game.is_over()


def test_G19_four_card_a_placed_card_goes_face_down() -> None:
    game = four()
    play(game, (A, "s"), (A, "r:1"))
    assert game.grid[A][0] == "7C" and not game.up[A][0] and game.piles.top == "KS"
    assert game.view(A)["layouts"][A][0] == "7C" and game.view(B)["layouts"][A][0] == "?"
    assert game.public_view()["layouts"][A][0] == "?"


def test_G20_four_card_the_knocker_does_nothing_the_others_get_one_turn_and_cannot_knock() -> None:
    game = four()
    play(game, (A, "k"))
    assert game.turn == B and game.legal_actions(B) == ["s", "t"]
    play(game, (B, "s"), (B, "d"))
    assert game.legal_actions(2) == ["s", "t"]
    play(game, (2, "s"), (2, "d"))
    assert game.hole == 1 and game.last_hole is not None
    assert game.last_hole["values"] == [6, 29, 15] and game.last_hole["scores"] == [6, 29, 15]


def test_G21_four_card_values_have_no_pair_rule() -> None:
    assert score("four", ["QC", "5D", "5H", "9S"]) == 29
    assert score("four", ["KS", "JD", "QH", "AC"]) == 21


def test_G22_four_card_knocker_with_3_points_and_4_players() -> None:
    opts = Golf.resolve_options({"variant": "four", "knock_low": "minus_players", "knock_high": "double"})
    assert FOUR.settle([3, 5, 6, 9], 0, opts)[0] == -1
    assert FOUR.settle([3, 2, 6, 9], 0, opts)[0] == 6
    assert FOUR.settle([3, 3, 6, 9], 0, opts)[0] == 3


# -- eight-, nine- and ten-card Golf (§3.8-3.10) ------------------------------------------------------------

EIGHT_A = ["7C", "7D", "KS", "JK#0", "7H", "7S", "QD", "3C"]
EIGHT_B = ["2C", "3D", "4H", "5S", "6C", "8D", "9H", "10S"]


def eight() -> Golf:
    return rig("eight", [EIGHT_A, EIGHT_B], ["4S", "AC", "9D"], up="JD")


def test_G49_eight_card_108_cards_two_by_four_two_first_flips_in_one_column() -> None:
    game = Golf({"variant": "eight"}, 4, seed=1)
    assert sum(len(c) for c in game.card_places().values()) == 108 and (game.rules.rows, game.rules.cols) == (2, 4)
    first = eight()
    play(first, (A, "f:2"))
    assert first.legal_actions(A) == ["f:6"]
    play(first, (A, "f:6"))
    assert first.legal_actions(A) == ["s", "t"]


def test_G50_eight_card_a_replaced_face_down_card_must_be_discarded() -> None:
    game = rig("eight", [["2C", "3D", "AC", "5S", "6C", "8D", "9H", "10S"], EIGHT_B], ["4S"], up="JD")
    play(game, (A, "f:1"), (A, "f:5"), (A, "s"), (A, "r:3"))
    assert game.piles.top == "AC" and game.grid[A][2] == "4S" and game.up[A][2] and game.turn == B


def test_G51_eight_card_discarding_a_stock_card_forces_a_flip_unless_one_card_is_down() -> None:
    game = eight()
    play(game, (A, "f:1"), (A, "f:5"), (A, "s"), (A, "d"))
    assert game.phase == "forced_flip" and game.legal_actions(A) == ["f:2", "f:3", "f:4", "f:6", "f:7", "f:8"]
    play(game, (A, "f:2"))
    assert game.turn == B
    last = eight()
    play(last, (A, "f:1"), (A, "f:5"))
    last.up[A] = [True] * 7 + [False]
    play(last, (A, "s"), (A, "d"))
    assert last.legal_actions(A) == ["f:8", "n"]
    play(last, (A, "n"))
    assert last.turn == B and not last.up[A][7]


def test_G52_eight_card_values_pairs_and_two_pair_columns_of_one_rank() -> None:
    assert score("eight", EIGHT_A) == -2  # E-1
    assert score("eight", ["JK#0", "AC", "2C", "3C", "JK#1", "AD", "4D", "5D"]) == -10 + 0 + 6 + 8  # E-3
    assert score("eight", ["JK#0", "JK#2", "2C", "3C", "JK#1", "JK#3", "4D", "5D"]) == -20 + 6 + 8
    assert score("eight", ["KS", "QC", "JD", "AH", "5C", "5D", "5H", "5S"]) == 0 + 10 + 10 + 1 + 5 * 4


def test_G53_nine_card_three_by_three_three_flips_and_only_a_column_of_three_scores_0() -> None:
    game = Golf({"variant": "nine"}, 2, seed=4)
    first = game.turn
    play(game, (first, "f:1"), (first, "f:5"))
    assert game.phase == "flip"
    play(game, (first, "f:9"))
    assert game.legal_actions(first) == ["s", "t"] and (game.rules.rows, game.rules.cols) == (3, 3)
    n1 = ["5S", "5H", "KC", "5D", "QS", "2H", "5C", "QH", "2D"]
    assert score("nine", n1) == 29
    assert score("nine", n1, nine_adjacent_pairs=True) == 0


def test_G54_ten_card_two_packs_two_by_five_two_flips_on_the_first_turn_only() -> None:
    for players, size in ((2, 108), (6, 108), (7, 162)):
        assert sum(len(c) for c in Golf({"variant": "ten"}, players, 1).card_places().values()) == size
    game = Golf({"variant": "ten"}, 2, seed=4)
    first, second = game.turn, 1 - game.turn
    play(game, (first, "f:1"), (first, "f:2"), (first, "s"), (first, "r:3"))
    assert sum(game.up[first]) == 3
    play(game, (second, "f:1"), (second, "f:2"), (second, "s"), (second, "d"))
    assert game.legal_actions(first) == ["s", "t"]
    assert score("ten", ["3S", "9H", "KC", "JK#0", "6D", "3H", "9C", "JD", "JK#1", "2S"]) == 14  # T-1


# -- Part 2 and §3.1.1 options ------------------------------------------------------------------------------

@pytest.mark.parametrize(("rule", "first", "allowed"), [
    ("same_column", 1, ["f:4"]),
    ("different_columns", 1, ["f:2", "f:3", "f:5", "f:6"]),
    ("inner_outer", 2, ["f:1", "f:3", "f:4", "f:6"]),
    ("inner_outer", 4, ["f:2", "f:5"]),
])
def test_option_first_flip_restrictions(rule: str, first: int, allowed: list[str]) -> None:
    game = six(first_flip=rule)
    play(game, (A, f"f:{first}"))
    assert game.legal_actions(A) == allowed


def test_option_peek_near_row_instead_of_flipping() -> None:
    game = six(first_flip="peek_near_row")
    assert game.legal_actions(A) == ["s", "t"]
    assert game.view(A)["layouts"][A] == ["?", "?", "?", "6D", "2S", "4H"] and not any(game.up[A])
    assert game.view(B)["layouts"][A] == ["?"] * 6


def test_option_flip_as_turn_flip_all_to_end_and_flip_on_discard() -> None:
    game = six(flip_as_turn=True, flip_all_to_end=True)
    play(game, (A, "f:1"), (A, "f:2"))
    assert game.legal_actions(A) == ["s", "t", "f:3", "f:4", "f:5", "f:6", "fa"]
    play(game, (A, "f:3"))
    assert game.turn == B and game.up[A][:3] == [True, True, True]
    play(game, (B, "f:1"), (B, "f:2"), (B, "s"), (B, "d"), (A, "fa"))
    assert all(game.up[A]) and game.ender == A
    forced = six(flip_on_discard=True)
    play(forced, (A, "f:1"), (A, "f:2"), (A, "s"), (A, "d"))
    assert forced.phase == "forced_flip" and forced.legal_actions(A) == ["f:3", "f:4", "f:5", "f:6"]


def test_option_card_values() -> None:
    assert score("six", ["JS", "JH", "JD", "2C", "QC", "JK"], one_eyed_jacks_zero=True, joker_value=-5) == 5 + 10 + 2
    assert score("nine", ["2C", "QC", "KC", "3C", "3D", "3H", "AS", "AD", "AH"], two_value=-2, queen_value=12) == 22
    assert score("four", ["QS", "8C", "QH", "AH"], four_scale="spade_queen40") == 51
    assert score("four", ["JS", "8C", "QH", "AH"], jack_wild_pair=True) == 8 + 1  # J pairs off the Q
    assert score("four", ["JK", "8C", "QH", "AH"], four_jokers=True) == 14
    assert len(Golf({"variant": "four", "four_jokers": True}, 2, 1).rules.deck(2, {"four_jokers": True})) == 54


def test_option_start_flips() -> None:
    game = Golf({"variant": "nine", "start_flips": 2}, 2, seed=1)
    play(game, (game.turn, "f:1"), (game.turn, "f:2"))
    assert game.legal_actions(game.turn) == ["s", "t"]


def test_option_four_look_any_two_or_one_chosen_on_the_first_turn() -> None:
    game = four(four_look="any_two")
    assert game.view(A)["layouts"][A] == ["?"] * 4 and game.legal_actions(A) == ["l:1", "l:2", "l:3", "l:4"]
    play(game, (A, "l:1"))
    assert game.mid_turn(A) and game.legal_actions(A) == ["l:2", "l:3", "l:4"]
    play(game, (A, "l:4"))
    assert game.view(A)["layouts"][A] == ["KS", "?", "?", "2H"] and game.legal_actions(A) == ["s", "t", "k"]
    one = four(four_look="one")
    play(one, (A, "l:2"))
    assert one.legal_actions(A) == ["s", "t", "k"] and one.view(B)["layouts"][A] == ["?"] * 4


def test_option_four_face_up_ends_like_the_six_card_game() -> None:
    game = four(four_face_up=True)
    game.up[A] = [True, True, True, False]
    play(game, (A, "s"), (A, "r:4"))
    assert all(game.up[A]) and game.ender == A and game.turn == B


def test_option_target_ends_a_game_of_holes_at_a_total() -> None:
    game = six(target=30)
    game.totals = [25, 10]
    game.up[A] = [True] * 4 + [False, False]
    play(game, (A, "f:5"), (A, "f:6"), (A, "s"), (A, "d"), (B, "f:1"), (B, "f:2"), (B, "s"), (B, "d"))
    assert game.totals == [25 + 29, 10 + 43] and game.is_over() and game.result().winners == {B}
