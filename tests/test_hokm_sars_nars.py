"""Hokm with the Sars/Nars option: the no-trump modes (hokm.md §7, H-E5)."""

from __future__ import annotations

import itertools

import pytest

from bot.games.hokm import ORDERS, trick_winner
from tests.test_hokm_deal import play_out, rigged
from tests.test_hokm_scoring import around, best_cards

RANKS_LISTED = {
    "sars": "K Q J 10 9 8 7 6 5 4 3 2 A",
    "asars": "A K Q J 10 9 8 7 6 5 4 3 2",
    "nars": "2 3 4 5 6 7 8 9 10 J Q K A",
    "anars": "A 2 3 4 5 6 7 8 9 10 J Q K",
}


def assert_ranks_best_first(mode: str) -> None:
    ranks = RANKS_LISTED[mode].split()
    assert list(ORDERS[mode]) == ranks
    for better, worse in itertools.pairwise(ranks):
        assert trick_winner([(0, worse + "C"), (1, better + "C")], None, mode) == 1
        assert trick_winner([(0, better + "C"), (1, worse + "C")], None, mode) == 0


def assert_no_trump(mode: str) -> None:
    """A card off the led suit never wins, the worst of the led suit against the best of another."""
    worst, best = ORDERS[mode][-1], ORDERS[mode][0]
    for other in "DHS":
        assert trick_winner([(0, worst + "C"), (1, best + other), (2, best + other)], None, mode) == 0


def test_H_T28_sars_king_high_ace_last_no_trump() -> None:
    assert_ranks_best_first("sars")
    assert_no_trump("sars")


def test_H_T29_ace_sars_ace_high() -> None:
    assert_ranks_best_first("asars")
    assert_no_trump("asars")


def test_H_T30_nars_two_high_ace_last_no_trump() -> None:
    assert_ranks_best_first("nars")
    assert_no_trump("nars")


def test_H_T31_ace_nars_ace_then_two() -> None:
    assert_ranks_best_first("anars")
    assert_no_trump("anars")


@pytest.mark.parametrize("mode", ["sars", "asars", "nars", "anars"])
@pytest.mark.parametrize("h", [0, 1])
def test_H_T32_seven_nil_in_sars_nars_scores_one_without_bam(mode: str, h: int) -> None:
    game = rigged(around(h, [], best_cards(ORDERS[mode])), hakem=h, sars_nars=True)
    game.apply(h, f"t:{mode}")
    assert game.trump is None and game.declaration == mode
    events = play_out(game)
    assert not any(e.kind == "bam_offer" for e in events), "no Bam in Sars/Nars (H-7.5)"
    assert game.last_hand is not None and game.last_hand.tricks[(h + 1) % 2] == 7
    assert game.points[(h + 1) % 2] == 1 and game.kots == [0, 0]


@pytest.mark.parametrize(("mode", "winner"), [("sars", 1), ("asars", 0), ("nars", 2), ("anars", 0)])
def test_H_E5_one_trick_under_each_mode(mode: str, winner: int) -> None:
    trick = [(0, "AC"), (1, "KC"), (2, "2C"), (3, "2H")]
    assert trick_winner(trick, None, mode) == winner


def test_H_E5_played_at_the_table_under_nars() -> None:
    game = rigged({0: ["AC"], 1: ["KC"], 2: ["2C"], 3: ["2H", *(r + "H" for r in "3456789")]},
                  hakem=0, sars_nars=True)
    game.apply(0, "t:nars")
    events = play_out(game, until=("trick",))
    assert [e.data["card"] for e in events if e.kind == "played"] == ["AC", "KC", "2C", "2H"]
    assert events[-1].data["winner"] == 2
