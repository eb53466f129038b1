"""The worked examples of `shared/rules/bluff.md` §8: seats A, B, C, one deck, stake 10 chips."""

from __future__ import annotations

from bot.games.cards import RANKS
from tests.bluff_support import A, B, C, call, check_no_leaks, play, rig


def test_example_1_a_bluff_caught_sends_the_cards_back_and_the_caller_opens() -> None:
    game = rig([["7S", "7H", "2C", "9D"], ["3C", "4C"], ["5C", "6C"]], dealer=C)
    assert game.turn == A
    play(game, A, ["7S", "7H", "2C"], "7")
    events = call(game, B)
    reveal = events[0].data
    assert reveal["cards"] == ["7S", "7H", "2C"] and not reveal["truthful"] and reveal["loser"] == A
    assert sorted(game.hands[A]) == sorted(["7S", "7H", "2C", "9D"])
    assert game.pile == []
    assert game.turn == B and game.claimable() == RANKS


def test_example_2_passes_burn_the_pile_unseen_and_the_bluffer_opens() -> None:
    game = rig([["3C", "4C"], ["KS", "KD", "2C"], ["5H", "6C"]], dealer=A)
    assert game.turn == B
    play(game, B, ["KS", "KD"], "K")
    play(game, C, ["5H"], "K")
    game.apply(A, "pass")
    events = game.apply(B, "pass")
    assert [e.kind for e in events] == ["passed", "burned"]
    assert sorted(game.burnt) == ["5H", "KD", "KS"] and game.pile == []
    assert game.turn == C and game.claimable() == RANKS
    check_no_leaks(game)


def test_example_3_a_failed_call_confirms_the_last_play_and_its_author_wins() -> None:
    game = rig([["QD", "QC"], ["3C", "4C"], ["QS", "6C"]], dealer=B)
    play(game, C, ["QS"], "Q")
    play(game, A, ["QD", "QC"], "Q")
    assert game.hands[A] == [] and not game.is_over()
    call(game, B)
    assert sorted(game.hands[B]) == sorted(["3C", "4C", "QS", "QD", "QC"])
    result = game.result()
    assert game.is_over() and result.winners == {A}
    assert [result.stats[s]["chips"] for s in (A, B, C)] == [20, -10, -10]


def test_example_4_a_play_on_top_confirms_the_emptied_hand_at_once() -> None:
    game = rig([["9C"], ["4D", "4S", "2C"], ["9H", "6C"]], dealer=B)
    play(game, C, ["9H"], "9")
    play(game, A, ["9C"], "9")
    play(game, B, ["4D", "4S"], "9")
    assert game.is_over() and game.result().winners == {A}
    assert sorted(game.hands[B]) == ["2C", "4D", "4S"]  # the confirming play is not made
