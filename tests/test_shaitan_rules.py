"""One test per checklist line of `shared/rules/shaitan.md` §7 (S01 … S12 in the file's order), then the
engine's own DEFAULTs."""

from __future__ import annotations

import pytest

from bot.games.cards import decks, right_of
from bot.games.protocol import LEAVE
from bot.games.shaitan import Shaitan, throw_pairs
from tests.card_places import shown_cards
from tests.game_harness import assert_refused
from tests.shaitan_support import A, B, C, check_invariants, position_of, rig

D = 3


def test_S01_deck_is_52_cards_and_one_joker() -> None:
    game = Shaitan({}, 4, seed=1)
    every = [c for cards in game.card_places().values() for c in cards]
    assert sorted(every) == sorted(decks(1, jokers=1)) and len(every) == 53 and every.count("JK") == 1


@pytest.mark.parametrize("players", [2, 3, 5, 7, 12])
def test_S02_everything_is_dealt_and_sizes_differ_by_at_most_one(players: int) -> None:
    game = Shaitan({}, players, seed=players)
    sizes = [len(hand) for hand in game.deal()]
    assert sum(sizes) == 53 and max(sizes) - min(sizes) <= 1


def test_S03_initial_discard_leaves_no_pair_three_leave_one_four_leave_none() -> None:
    kept, pairs = throw_pairs(["5S", "5H", "5D", "9C", "KC", "KD", "KH", "KS", "JK"])
    assert kept == ["9C", "5S", "JK"]
    assert pairs == [["5D", "5H"], ["KC", "KD"], ["KH", "KS"]]
    for seed in range(10):
        game = Shaitan({}, 3, seed)
        for hand in game.hands:
            ranks = [c[:-1] for c in hand if c != "JK"]
            assert len(ranks) == len(set(ranks))


def test_S04_joker_is_never_discarded() -> None:
    kept, pairs = throw_pairs(["JK", "2C"])
    assert kept == ["2C", "JK"] and not pairs
    game = rig([["JK", "4C"], ["4H"]], dealer=A)
    game.apply(game.turn, position_of(game, "4C") if game.turn == B else position_of(game, "4H"))
    assert all("JK" not in p["cards"] for p in game.pairs)


def test_S05_first_drawer_is_right_of_dealer_drawing_from_his_right() -> None:
    game = rig([["2C"], ["3C"], ["JK", "4C"], ["5C"]], dealer=C)
    assert game.turn == right_of(C, 4) == D and game.source == A
    assert game.legal_actions(D) == ["d:1"]


def test_S06_a_match_discards_the_pair_and_draws_again_from_the_same_source() -> None:
    game = rig([["7S", "9C"], ["7D", "QS", "2H"], ["JK", "3C"]], dealer=C)
    game.apply(A, position_of(game, "7D"))
    assert game.pairs[-1] == {"seat": A, "cards": ["7D", "7S"]}
    assert game.turn == A and game.source == B and game.legal_actions(A) == ["d:1", "d:2"]


def test_S07_a_non_match_or_the_joker_ends_the_turn() -> None:
    game = rig([["7S"], ["QS", "2H"], ["JK", "3C"]], dealer=C)
    game.apply(A, position_of(game, "QS"))
    assert game.hands[A] == ["7S", "QS"] and game.turn == B and game.source == C
    game.apply(B, position_of(game, "JK"))
    assert game.hands[B] == ["2H", "JK"] and game.turn == C


def test_S08_empty_hands_are_skipped_as_drawers_and_sources() -> None:
    game = rig([["JK", "4C"], ["5C", "5D"], ["4H", "9C"]], dealer=A)
    assert game.hands[B] == [] and B in game.out
    assert game.turn == C and game.source == A  # B, right of the dealer, is out: C draws, from A
    game.apply(C, position_of(game, "JK"))
    assert game.turn == A and game.source == C


def test_S09_emptying_a_hand_puts_the_player_out_at_once() -> None:
    game = rig([["7S"], ["7D", "QS"], ["JK", "3C"]], dealer=C)
    events = game.apply(A, position_of(game, "7D"))
    assert game.hands[A] == [] and game.out == [A]
    assert ("out", A) in [(e.kind, e.data.get("seat")) for e in events]
    assert game.turn == B


def test_S10_game_ends_when_one_player_holds_cards_and_that_hand_is_the_joker() -> None:
    game = rig([["JK", "4C"], ["4H"]], dealer=A)
    game.apply(B, position_of(game, "4C"))
    assert game.is_over() and game.hands == [["JK"], []] and game.loser == A
    assert game.to_act() == frozenset()


def test_S11_loser_pays_stake_to_every_other_player() -> None:
    game = rig([["JK", "4C"], [], ["4H"]], dealer=A, stake=20)
    game.apply(C, position_of(game, "4C"))
    assert game.chips == [-40, 20, 20] and sum(game.chips) == 0
    assert game.result().winners == frozenset({B, C})


def test_S12_no_public_message_reveals_the_drawn_card_or_the_joker() -> None:
    game = rig([["5C"], ["QS", "2H"], ["JK", "3C"]], dealer=C)
    events = game.apply(A, position_of(game, "QS"))
    assert not any(shown_cards(dict(e.data)) for e in events)
    assert "QS" not in shown_cards(game.public_view()) and "JK" not in shown_cards(game.public_view())
    assert game.view(A)["drawn"] == "QS" and game.view(B)["lost"] == [{"card": "QS", "to": A}]
    assert game.view(C)["drawn"] is None and game.view(C)["lost"] == []
    check_invariants(game)


# -- DEFAULTs --------------------------------------------------------------------------------------------------

def test_positions_only_are_offered_and_others_refused() -> None:
    game = rig([["5C"], ["QS", "2H", "9D"], ["JK", "3C"]], dealer=C)
    assert game.legal_actions(A) == ["d:1", "d:2", "d:3"]
    for action in ("d:0", "d:4", "d:01", "d:QS", "d:"):
        assert_refused(game, A, action)
        assert game.explain_illegal(A, action).reason == "no_position"
    assert_refused(game, B, "d:1")
    assert game.explain_illegal(B, "d:1").reason == "not_your_turn"


def test_leaver_loses_and_his_cards_go_to_the_next_holder_who_throws_pairs() -> None:
    game = rig([["5C"], ["5D", "JK"], ["9C", "3C"], ["9D"]], dealer=D)
    game.apply(B, LEAVE)
    assert game.hands[B] == [] and sorted(game.hands[C]) == sorted(["9C", "3C", "5D", "JK"])
    assert game.turn == A and game.source == C
    assert_refused(game, B, LEAVE)
    check_invariants(game)
    game.apply(D, LEAVE)  # 9D joins A, the next holder on D's right, and pairs nothing; 9C is with C
    assert not game.is_over()


def test_last_opponent_leaving_ends_without_a_joker_loser() -> None:
    game = rig([["JK", "4C"], ["7D", "8D"]], dealer=B)
    game.apply(B, LEAVE)
    assert game.is_over() and game.loser is None and game.ending == "left"
    assert game.result().winners == frozenset({A}) and game.chips == [10, -10]
