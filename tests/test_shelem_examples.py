"""Shelem: the worked examples of shelem.md §17 (S-E1 … S-E5, S-E7) and S-T29, as exact tests."""

from __future__ import annotations

import pytest

from bot.games.cards import rank, standard_deck
from bot.games.protocol import IllegalAction
from bot.games.shelem import CARD_POINTS, Phase, Row, Shelem, score_hand
from tests.shelem_support import A, B, C, D, bids, bury, rig

# §14: per round, the dealer, the bids in order (None = pass), the hakem, his bid, and the points each team
# took (A+C, B+D).
ROUNDS = [
    (A, [110, 115, None, 125, 130, None, 135, None], A, 135, (130, 35)),
    (B, [None, 125, None, None], D, 125, (15, 150)),
    (C, [100, 120, 125, None, 130, 135, 140, None, 150, None], A, 150, (165, 0)),
    (D, [130, None, None, 135, None], D, 135, (30, 135)),
]


class Scripted(Shelem):
    """Takes the points of the source's example instead of playing the tricks out."""

    def __init__(self, script: list[tuple[int, int]], dealer: int | None = None) -> None:
        self.script = script
        self.dealer_by_lot = dealer
        super().__init__({}, 4, seed=0)

    def first_dealer(self) -> int:
        return super().first_dealer() if self.dealer_by_lot is None else self.dealer_by_lot

    def team_points(self) -> tuple[int, int]:
        return self.script[self.hand_no]


def test_S_E1_S_T29_the_source_example_with_corrected_totals() -> None:
    game = Scripted([r[4] for r in ROUNDS], dealer=A)
    gained = []
    for dealer, calls, hakem, bid, points in ROUNDS:
        assert game.dealer == dealer and game.turn == (dealer + 1) % 4
        bids(game, *calls)
        assert game.hakem == hakem and game.bid == bid and game.phase is Phase.EXCHANGE
        bury(game, game.hands[hakem][:4])
        game.tricks = [12, 0] if points == (165, 0) else [6, 6]
        events = game._end_hand(hakem)
        gained.append(game.sheet[-1].gained)
        assert [e.kind for e in events] == ["hand_over", "new_hand"]
    assert [g[0] for g in gained] == [-135, 15, 330, 30]
    assert [g[1] for g in gained] == [35, 150, 0, 135]
    assert [line.totals for line in game.sheet] == [(-135, 35), (-120, 185), (210, 185), (240, 320)]
    assert [line.row for line in game.sheet] == [Row.FAILED, Row.MADE, Row.SHELEM, Row.MADE]
    assert not game.is_over() and game.dealer == A
    assert [s["bid"] for s in game.public_view()["sheet"]] == [135, 125, 150, 135]


def test_S_E2_counting_a_hand_with_the_kitty() -> None:
    game = rig({}, dealer=D)
    bids(game, 100, None, None, None)
    assert game.hakem == A
    game.buried = ["5D", "3C", "4C", "6H"]
    filler = [c for c in standard_deck() if rank(c) not in CARD_POINTS and c not in game.buried]
    ours = ["AS", "AH", "10D", "10C", "5S", "5H"]
    theirs = ["AD", "AC", "10S", "10H", "5C"]
    game.taken = [ours + filler[:22], theirs + filler[22:]]  # 7 tricks of 4 cards, and 5
    game.tricks = [7, 5]
    assert game.team_points() == (95, 70)
    assert score_hand(100, 95, 70, all_tricks=False) == (Row.FAILED, -100, 70)


def test_S_E3_yasa_and_its_boundary() -> None:
    assert score_hand(110, 80, 85, all_tricks=False) == (Row.YASA, -165, 85)
    assert score_hand(100, 85, 80, all_tricks=False) == (Row.FAILED, -100, 80)
    assert score_hand(100, 5, 160, all_tricks=False) == (Row.YASA, -165, 160)  # (c); played out in S-T25


@pytest.mark.parametrize("bid", [120, 165])
def test_S_E4_shelem_scores_330_whatever_the_bid(bid: int) -> None:
    assert score_hand(bid, 165, 0, all_tricks=True) == (Row.SHELEM, 330, 0)


def test_S_E5_bidding_legality() -> None:
    game = rig({}, dealer=D)
    bids(game, 100)
    for action, reason in (("b:100", "bid_not_higher"), ("b:102", "bid_off_step"), ("b:170", "bid_too_high")):
        with pytest.raises(IllegalAction) as refused:
            game.apply(B, action)
        assert refused.value.reason == reason
    assert {"b:105", "b:150", "pass"} <= set(game.legal_actions(B))
    bids(game, None, 110, None, 120, None)
    assert game.hakem == A and game.bid == 120 and game.phase is Phase.EXCHANGE
    with pytest.raises(IllegalAction):
        game.apply(B, "b:125")
    game = rig({}, dealer=D)
    bids(game, None, None, None, None)
    assert game.sheet[-1].row is Row.THROWN_IN and game.scores == [0, 0] and game.dealer == A


def test_S_E7_end_of_game() -> None:
    game = Scripted([])
    game.scores = [1150, 1100]
    bids(game, 100, None, None, None)
    assert game.hakem is not None
    hakem_team = game.hakem % 2
    game.scores = [1150, 1100] if hakem_team == 0 else [1100, 1150]
    game.script = [(110, 55) if hakem_team == 0 else (55, 110)]
    bury(game, game.hands[game.hakem][:4])
    game._end_hand(game.hakem)
    assert game.is_over() and game.winner == hakem_team and sorted(game.scores) == [1155, 1260]

    game = Scripted([])
    bids(game, 100, None, None, None)
    assert game.hakem is not None
    them = game.hakem % 2  # B in the example: the hakem's team takes 100, the others 65
    game.scores = [0, 0]
    game.scores[them], game.scores[1 - them] = 1150, 1190
    game.script = [(100, 65) if them == 0 else (65, 100)]
    bury(game, game.hands[game.hakem][:4])
    game._end_hand(game.hakem)
    assert game.scores[them] == 1250 and game.scores[1 - them] == 1255
    assert game.is_over() and game.winner == 1 - them
