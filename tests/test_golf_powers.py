"""One test per checklist line of `shared/rules/golf.md` Part 5 for the power-card family: the base (G23, G24),
Malaysian (G25, G26), Pablo (G27-G31), Cumbia (G32-G38), Cabo (G39-G42) and Cactus (G43-G48). Layouts are
2 x 2: positions 1 and 2 are the far row, 3 and 4 the near row each player looks at when the hole starts."""

from __future__ import annotations

import pytest

from bot.games.golf import Golf
from bot.games.golf.cabo import CABO
from bot.games.golf.cactus import CACTUS
from bot.games.golf.cumbia import CUMBIA
from bot.games.golf.malaysian import MALAYSIAN
from bot.games.golf.pablo import PABLO
from bot.games.protocol import IllegalAction
from tests.game_harness import assert_refused
from tests.golf_support import A, B, C, D, check_invariants, play, rig

OPTS = Golf.resolve_options({})


def values(rules: object, cards: list[str]) -> list[int]:
    return [rules.value(c, OPTS) for c in cards]  # type: ignore[attr-defined]


def refused(game: Golf, seat: int, action: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.apply(seat, action)
    return caught.value.reason


def test_G23_a_power_works_only_when_drawn_from_the_stock() -> None:
    game = rig("malaysian", [["2C", "3C", "4C", "5C"], ["2D", "3D", "4D", "5D"]], ["9S", "JC", "AS"], up="JD")
    play(game, (A, "t"))
    assert "u" not in game.legal_actions(A) and refused(game, A, "u") == "no_power"
    play(game, (A, "r:1"), (B, "s"))
    assert "u" not in game.legal_actions(B)  # 9 has no power
    play(game, (B, "d"), (A, "s"))
    assert "u" in game.legal_actions(A)


def test_G23_a_power_card_thrown_unused_is_an_ordinary_card_when_taken() -> None:
    """Cabo: B draws the 10 of spades and throws it without looking at anything; A takes it and may only place
    it (or match it)."""
    game = Golf({"variant": "cabo"}, 2, seed=0)
    play(game, (A, "t"), (A, "r:3"), (B, "s"))
    assert game.held == "10S" and "u" in game.legal_actions(B)
    play(game, (B, "d"), (A, "t"))
    assert game.held == "10S" and "u" not in game.legal_actions(A) and refused(game, A, "u") == "no_power"


def test_G23_a_power_card_replaced_out_of_a_layout_is_an_ordinary_card_when_taken() -> None:
    """Pablo: A's 7 of clubs leaves his layout for the 2 he drew; B takes the 7 and has no power to use."""
    game = rig("pablo", [["7C", "9D", "9S", "3H"], ["2D", "3D", "4D", "5D"]], ["2C", "AS"], up="QH")
    play(game, (A, "s"), (A, "r:1"), (A, "end"))
    assert game.piles.top == "7C"
    play(game, (B, "t"))
    assert "u" not in game.legal_actions(B) and refused(game, B, "u") == "no_power"


def test_G24_a_used_power_card_is_discarded_and_never_used_again() -> None:
    game = rig("malaysian", [["2C", "3C", "4C", "5C"], ["2D", "3D", "4D", "5D"]], ["JC", "AS", "AD"], up="9S")
    play(game, (A, "s"), (A, "u"), (A, "p:1"))
    assert game.piles.top == "JC" and game.turn == B
    play(game, (B, "t"))
    assert "u" not in game.legal_actions(B)


def test_G25_malaysian_pictures_and_jokers_are_10_and_their_powers() -> None:
    assert values(MALAYSIAN, ["JC", "QD", "KH", "JK", "AS", "10S"]) == [10, 10, 10, 10, 1, 10]
    game = rig("malaysian", [["2C", "7S", "4C", "5C"], ["KS", "3D", "4D", "5D"]], ["JC", "QC", "KC", "JK", "AS"],
               up="9S")
    play(game, (A, "s"), (A, "u"))
    assert game.legal_actions(A) == ["p:1", "p:2", "p:3", "p:4"]  # J: one of your own
    play(game, (A, "p:2"))
    assert game.view(A)["layouts"][A] == ["?", "7S", "4C", "5C"] and game.view(B)["layouts"][A] == ["?"] * 4
    play(game, (B, "s"), (B, "u"))
    assert game.legal_actions(B) == ["g:0"]  # Q: an opponent's card, his seat first
    play(game, (B, "g:0"), (B, "p:1"))
    assert game.view(B)["layouts"][A][0] == "2C"
    play(game, (A, "s"), (A, "u"), (A, "p:3"), (A, "g:1"), (A, "p:1"))  # K: blind swap of A's r2c1, B's r1c1
    assert game.grid[A][2] == "KS" and game.grid[B][0] == "4C"
    assert game.view(A)["layouts"][A][2] == "?" and game.view(A)["layouts"][B][0] == "4C"  # knowledge moves
    play(game, (B, "s"), (B, "u"), (B, "g:0"))  # joker: A's layout shuffled, everyone's knowledge of it gone
    assert game.view(A)["layouts"][A] == ["?"] * 4 and game.view(B)["layouts"][A] == ["?"] * 4
    assert sorted(game.grid[A]) == sorted(["2C", "7S", "KS", "5C"])  # type: ignore[type-var]
    check_invariants(game)


def test_G26_malaysian_has_no_knock_and_ends_when_the_stock_is_out() -> None:
    game = rig("malaysian", [["QD", "7C", "AS", "JK"], ["2D", "3D", "4D", "5D"]], ["9C"], up="9S")
    assert game.legal_actions(A) == ["s", "t"]
    play(game, (A, "s"), (A, "d"))
    assert game.hole == 1 and game.last_hole is not None and game.last_hole["values"] == [28, 14]


def test_G27_pablo_deck_values_and_power_cards() -> None:
    game = Golf({"variant": "pablo"}, 2, seed=1)
    assert sum(len(c) for c in game.card_places().values()) == 54
    assert values(PABLO, ["JC", "QD", "KH", "JK", "AS", "9S"]) == [10, 10, 10, -5, 1, 9]
    assert [c for c in ("AS", "6S", "7S", "8S", "9S", "JS", "JK") if PABLO.power(c)] == ["7S", "8S"]


def pablo(layout: list[str], stock: list[str]) -> Golf:
    return rig("pablo", [layout, ["2D", "3D", "4D", "5D"], ["6D", "7D", "8D", "9D"]], stock, up="QH")


def replace_together(*positions: int) -> list[tuple[int, str]]:
    """Seat A's multi-replacement of the drawn card: begin, pick each position, confirm."""
    return [(A, "m"), *((A, f"s:{p}") for p in positions), (A, "ok")]


def test_G28_pablo_replacing_equal_cards_discards_them_all() -> None:
    """«replacing k ≥ 2 equal-rank cards with one drawn card discards all k and shrinks the layout by k−1»"""
    game = pablo(["7C", "9D", "9S", "3H"], ["2C"])
    play(game, (A, "s"), *replace_together(2, 3))
    assert game.grid[A] == ["7C", "2C", None, "3H"] and game.piles.discard[-2:] == ["9D", "9S"]
    assert game.phase == "call"


def test_G28_pablo_three_equal_cards_go_together() -> None:
    """«two or more cards of equal rank»: three nines are picked one press each, and all three go."""
    game = pablo(["9C", "9D", "9S", "3H"], ["2C"])
    play(game, (A, "s"), (A, "m"), (A, "s:1"), (A, "s:3"))
    assert game.view(A)["chosen"] == [1, 3] and "ok" in game.legal_actions(A)
    play(game, (A, "s:2"), (A, "ok"))
    assert game.grid[A] == ["2C", None, None, "3H"] and game.piles.discard[-3:] == ["9C", "9D", "9S"]


def test_G28_pablo_confirm_needs_two_cards_and_going_back_is_once() -> None:
    game = pablo(["7C", "9D", "9S", "3H"], ["2C"])
    play(game, (A, "s"), (A, "m"), (A, "s:2"))
    assert "ok" not in game.legal_actions(A) and refused(game, A, "ok") == "pick_two"
    play(game, (A, "s:2"), (A, "n"))
    assert game.phase == "held" and "m" not in game.legal_actions(A) and "r:1" in game.legal_actions(A)


def test_G29_pablo_a_failed_multi_replacement_adds_the_card() -> None:
    """«a failed multi-replacement adds the drawn card to the layout and discards nothing»"""
    game = pablo(["7C", "9D", "8S", "3H"], ["2C"])
    play(game, (A, "s"), *replace_together(2, 3))
    assert game.grid[A] == ["7C", "9D", "8S", "3H", "2C"] and game.piles.discard == ["QH"]
    assert game.view(B)["layouts"][A] == ["?", "9D", "8S", "?", "?"]  # shown to everyone to verify
    taken = pablo(["7C", "9D", "8S", "3H"], ["2C"])
    play(taken, (A, "t"), *replace_together(2, 3))
    assert taken.piles.discard == [] and len(taken.grid[A]) == 5


def test_G30_pablo_caller_scores() -> None:
    assert PABLO.settle([4, 9, 15], 0, OPTS) == [-6, 9, 15]
    assert PABLO.settle([12, 9, 15], 0, OPTS) == [27, 9, 15]
    assert PABLO.settle([9, 9, 15], 0, OPTS) == [9, 9, 15]
    assert PABLO.score(["JK#0", "JK#1", "AC#0", "2D#0"], OPTS) == -7


def test_G31_pablo_ends_when_a_total_reaches_100_and_the_lowest_wins() -> None:
    game = pablo(["7C", "9D", "8S", "3H"], ["2C", "4C", "5C"])
    game.totals = [20, 95, 60]
    play(game, (A, "s"), (A, "d"), (A, "call"), (B, "s"), (B, "d"), (C, "s"), (C, "d"))
    assert game.is_over() and game.totals == [20 + 27 + 30, 95 + 14, 60 + 30]  # A not lowest: 27 + 30
    assert game.result().winners == {A}


# -- Cumbia ------------------------------------------------------------------------------------------------

def test_G32_cumbia_values() -> None:
    assert values(CUMBIA, ["2D", "2C", "KH", "KD", "KS", "KC", "QS", "JS", "AS", "10S"]) == [
        -10, 2, -5, -5, 0, 0, 12, 11, 1, 10]
    assert CUMBIA.score(["2D", "KH", "KS", "QC"], OPTS) == -3  # C-1


def test_G33_cumbia_power_cards_never_enter_a_layout() -> None:
    for card in ("4C", "5C", "6C", "7C", "10C", "JC"):
        game = rig("cumbia", [["2C", "3C", "8C", "9C"], ["2S", "3D", "4D", "5D"]], [card], up="9H")
        play(game, (A, "s"))
        assert not any(a.startswith("r:") for a in game.legal_actions(A)) and "u" in game.legal_actions(A)
        assert refused(game, A, "r:1") == "not_placeable"
    game = rig("cumbia", [["2C", "3C", "8C", "9C"], ["2S", "3D", "4D", "5D"]], ["AC"], up="5H")
    assert "t" not in game.legal_actions(A)


def cumbia(b_discards: str = "9C") -> Golf:
    """A, B, C, D; B is to play first, draws `b_discards` and throws it: the matching window is open."""
    grids = [["3C", "9H", "4S", "5S"], ["2S", "3D", "4D", "5D"], ["AH", "8H", "6H", "QD"], ["KS", "KC", "QC", "QS"]]
    game = rig("cumbia", grids, [b_discards, "AC", "AD"], up="8S", dealer=A)
    play(game, (B, "s"), (B, "d"))
    return game


def test_G34_cumbia_a_blind_match_from_an_opponent_costs_the_matcher_a_card() -> None:
    game = cumbia()
    assert game.to_act() == {A, B, C, D}
    play(game, (C, "a:1.0.2"))
    assert game.piles.top == "9H" and game.to_act() == {C} and game.legal_actions(C) == [
        "v:1", "v:2", "v:3", "v:4"]
    play(game, (C, "v:4"))
    assert game.grid[A][1] == "QD" and game.grid[C][3] is None
    assert len(game.cells(C)) == 3 and len(game.cells(A)) == 4
    check_invariants(game)


def test_G35_cumbia_a_failed_match_from_an_opponent_costs_10_and_the_card_returns() -> None:
    game = cumbia("7D")
    play(game, (C, "a:1.0.2"))
    assert game.grid[A][1] == "9H" and game.penalty[C] == 10 and game.piles.top == "7D"
    assert game.view(D)["layouts"][A][1] == "9H"  # everyone saw it
    play(game, (D, "a:1.3.1"))  # another player may still try
    assert game.penalty[D] == 0


def test_G36_cumbia_red_and_black_kings_and_the_2_of_diamonds() -> None:
    match = CUMBIA.race.matches  # type: ignore[union-attr]
    assert match("KD", "KH") and not match("KD", "KS") and match("KS", "KC")
    assert match("2C", "2S") and match("2C", "2H") and not match("2C", "2D") and not match("2D", "2H")


def test_G37_cumbia_one_match_per_discard() -> None:
    game = cumbia()
    play(game, (A, "a:1.0.2"))
    assert game.to_act() == {C} and refused(game, D, "a:1.3.1") == "race_closed"
    tried = cumbia("7D")
    play(tried, (D, "a:1.0.2"))
    assert D not in tried.to_act() and refused(tried, D, "a:1.0.1") == "already_tried"
    assert tried.checks_itself("a:1.0.1")  # a press names its discard, so a late one is refused, not misapplied
    play(tried, (C, "s"), (C, "d"))
    assert refused(tried, A, "a:1.0.1") == "race_closed" and "a:2.0.1" in tried.legal_actions(A)


def test_G38_cumbia_call_gives_the_others_one_turn_no_bonus_seven_deals() -> None:
    game = rig("cumbia", [["2C", "3C", "8C", "9C"], ["2S", "3D", "4D", "5D"]], ["AC", "AD", "AH"], up="9H")
    assert game.holes == 7
    play(game, (A, "call"), (A, "s"), (A, "d"), (B, "s"), (B, "d"))
    assert game.last_hole is not None and game.last_hole["scores"] == [22, 14]


# -- Cabo -------------------------------------------------------------------------------------------------

def test_G39_cabo_values() -> None:
    assert values(CABO, ["KD", "KC", "KH", "QS", "JS", "10S", "AS"]) == [0, 13, 13, 12, 11, 10, 1]
    assert CABO.score(["KD", "KC", "QS", "3H"], OPTS) == 28


def test_G40_cabo_all_kings_match() -> None:
    match = CABO.draw_match
    assert match is not None and match("KH", "KD") and match("KD", "KS") and not match("QH", "KH")


def test_G41_cabo_each_failed_target_costs_one_unseen_penalty_card() -> None:
    game = rig("cabo", [["2C", "KC", "3C", "4C"], ["KS", "3D", "4D", "4C#1"]], ["KH", "9S", "8S"], up="AH")
    play(game, (A, "s"), (A, "c"), (A, "g:0"), (A, "p:2"))
    assert game.grid[A][1] is None
    play(game, (A, "g:1"), (A, "p:1"))
    assert game.phase == "give" and game.legal_actions(A) == ["v:1", "v:3", "v:4", "n"]
    play(game, (A, "v:1"), (A, "g:1"), (A, "p:4"))
    assert game.grid[A] == ["9S", None, "3C", "4C"] and game.view(A)["layouts"][A][0] == "?"  # CB-2: 3 cards
    assert game.grid[B] == ["2C", "3D", "4D", "4C#1"]
    play(game, (A, "ok"))
    assert game.piles.discard == ["AH", "KC", "KS", "KH"] and game.turn == B


def test_G42_cabo_the_hole_ends_on_a_call_an_empty_layout_or_an_empty_stock() -> None:
    game = rig("cabo", [["2C", "3C", "5C", "4C"], ["KS", "3D", "4D", "6D"]], ["9D", "9H", "AS"], up="AH")
    play(game, (A, "call"), (A, "s"), (A, "d"))
    assert game.hole == 0
    play(game, (B, "s"), (B, "d"))
    assert game.hole == 1
    empty = rig("cabo", [["2C", "3C", "5C", "4C"], ["KS", "3D", "4D", "6D"]], ["2D", "9D"], up="AH")
    empty.grid[A][1:] = [None, None, None]
    play(empty, (A, "s"), (A, "c"), (A, "g:0"), (A, "p:1"))
    assert empty.hole == 1
    given = rig("cabo", [["2C", "3C", "5C", "4C"], ["KS", "3D", "4D", "6D"]], ["KH", "9D"], up="AH")
    given.grid[A][1:] = [None, None, None]
    play(given, (A, "s"), (A, "c"), (A, "g:1"), (A, "p:1"), (A, "v:1"))  # his last card fills B's gap
    assert given.hole == 1
    out = rig("cabo", [["2C", "3C", "5C", "4C"], ["KS", "3D", "4D", "6D"]], ["9D"], up="AH")
    play(out, (A, "s"), (A, "d"))  # B cannot draw
    assert out.hole == 1


def test_G42_cabo_may_be_called_after_drawing_until_the_turn_ends() -> None:
    """§3.6 «at any time during his turn»: with the drawn card in hand, or while matching it."""
    game = rig("cabo", [["2C", "3C", "5C", "4C"], ["KS", "3D", "4D", "6D"]], ["9D", "9H", "AS"], up="AH")
    play(game, (A, "s"))
    assert "call" in game.legal_actions(A)
    play(game, (A, "call"))
    assert game.ender == A and game.phase == "held" and "call" not in game.legal_actions(A)
    play(game, (A, "d"), (B, "s"), (B, "d"))
    assert game.hole == 1 and game.last_hole is not None and game.last_hole["caller"] == A
    matching = rig("cabo", [["2C", "3C", "5C", "4C"], ["KS", "3D", "4D", "6D"]], ["KH", "9H", "AS"], up="AH")
    play(matching, (A, "s"), (A, "c"), (A, "g:1"), (A, "p:1"), (A, "n"))
    assert matching.phase == "match" and "call" in matching.legal_actions(A)
    play(matching, (A, "call"), (A, "ok"))
    assert matching.ender == A and matching.turn == B


# -- Cactus -------------------------------------------------------------------------------------------------

def test_G43_cactus_has_no_up_card_the_first_player_draws_from_the_stock() -> None:
    game = Golf({"variant": "cactus"}, 3, seed=1)
    assert game.piles.discard == [] and game.legal_actions(game.turn) == ["s"]


def test_G44_cactus_values_and_powers() -> None:
    assert values(CACTUS, ["AS", "KS", "QS", "JS", "9S"]) == [1, 0, 10, 10, 9]
    names = {r: (p.name if (p := CACTUS.power(r + "S")) else None) for r in
             ("A", "2", "5", "6", "7", "8", "9", "10", "J", "Q", "K")}
    assert names == {"A": None, "2": None, "5": None, "6": "peek_own", "7": "peek_own", "8": "peek_own",
                     "9": "peek_opponent", "10": "peek_opponent", "J": "peek_opponent", "Q": "blind_swap",
                     "K": None}


def test_G45_cactus_an_unused_power_card_on_the_pile_may_be_taken_and_used() -> None:
    grids = [["3C", "4C", "JC", "5C"], ["2D", "3D", "4D", "5D"], ["2H", "3H", "4H", "5H"]]
    game = rig("cactus", grids, ["2S", "9S", "9C"])
    play(game, (A, "s"), (A, "r:3"), (A, "end"))
    assert game.piles.top == "JC" and game.live_top
    play(game, (B, "t"))
    assert "u" in game.legal_actions(B)
    play(game, (B, "u"), (B, "g:2"), (B, "p:1"), (B, "end"))
    assert game.piles.top == "JC" and not game.live_top
    play(game, (C, "t"))
    assert "u" not in game.legal_actions(C)


def test_G46_cactus_caller_scoring() -> None:
    assert CACTUS.settle([5, 9], 0, OPTS) == [0, 9]
    assert CACTUS.settle([5, 5], 0, OPTS) == [15, 0]
    assert CACTUS.settle([7, 3], 0, OPTS) == [17, 0]
    assert CACTUS.settle([6, 4, 10], 0, OPTS) == [16, 0, 10]


def test_G47_cactus_snap_a_matching_own_card_out_of_turn_or_pay_two_cards() -> None:
    """CT-3: the top discard is a 5 and it is B's turn; C snaps his 5, then D snaps a 6 and pays two cards."""
    grids = [["2C", "3C", "4C", "5C"], ["2D", "3D", "4D", "9D"], ["5H", "3H", "4H", "7H"],
             ["6H", "3S", "4S", "7S"]]
    game = rig("cactus", grids, ["5D", "8S", "8C", "9C"])
    play(game, (A, "s"), (A, "d"), (A, "end"))
    assert game.to_act() == {A, B, C, D} and game.turn == B
    play(game, (C, "a:1.2.1"))
    assert game.grid[C] == [None, "3H", "4H", "7H"] and game.piles.top == "5H"
    assert_refused(game, C, "a:1.2.2")
    play(game, (D, "a:1.3.1"))
    assert game.grid[D] == ["6H", "3S", "4S", "7S", "8S", "8C"] and game.view(A)["layouts"][D][0] == "6H"


def test_G47_cactus_several_players_snap_the_same_discard_until_the_next_draw() -> None:
    """§3.7 «at any moment»: B's snap leaves C free to snap too; the next draw closes the snapping."""
    grids = [["2C", "3C", "4C", "5C"], ["5D", "3D", "4D", "9D"], ["5H", "3H", "4H", "7H"]]
    game = rig("cactus", grids, ["5S", "8S", "8C", "9C"])
    play(game, (A, "s"), (A, "d"), (A, "end"), (B, "a:1.1.1"))
    assert game.piles.top == "5D" and "a:1.2.1" in game.legal_actions(C)
    play(game, (C, "a:1.2.1"))
    assert game.grid[C] == [None, "3H", "4H", "7H"] and game.piles.discard[-3:] == ["5S", "5D", "5H"]
    play(game, (B, "s"))
    assert_refused(game, A, "a:1.0.4")


def test_G48_cactus_ends_at_100_but_a_tie_for_lowest_plays_on() -> None:
    grids = [["KC", "KD", "KH", "KS"], ["AD", "AC", "KD#1", "KS#1"]]
    game = rig("cactus", grids, ["2S", "9S", "9C", "3C"])
    game.totals = [102, 90]
    play(game, (A, "s"), (A, "d"), (A, "end"), (B, "s"), (B, "d"), (B, "call"), (A, "s"), (A, "d"))
    assert game.last_hole is not None and game.last_hole["scores"] == [0, 12]  # B called on 2, A had 0
    assert game.totals == [102, 102] and not game.is_over() and game.hole == 1
    game.totals = [102, 41]
    play(game, (game.turn, "s"), (game.turn, "d"), (game.turn, "call"), (1 - game.turn, "s"), (1 - game.turn, "d"))
    assert game.is_over() and game.result().winners == {B}
