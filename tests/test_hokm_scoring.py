"""Hokm: the end of a hand, Kot and Bam, sets, the match, the next hakem and leaving (hokm.md §8–§11, §13,
H-E4, H-E6).

Each deal below is written from the hakem `h`: seat h+1 sits on his right, h+2 is his partner. Every seat plays
the first of its listed cards that it may (`play_out`), so each deal plays out the same way from any seat.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.hokm import Hokm, Phase
from bot.games.protocol import LEAVE, IllegalAction
from tests.test_hokm_deal import Rigged, play_out, rigged

SPADES = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
HEARTS = ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H"]


def around(h: int, *hands: list[str]) -> dict[int, list[str]]:
    """The hands of seats h, h+1, … in that order."""
    return {(h + i) % 4: hand for i, hand in enumerate(hands)}


def hakem_sweeps(h: int) -> dict[int, list[str]]:
    """The hakem holds every spade and names spades: his side takes every trick."""
    return around(h, SPADES)


def right_hand_sweeps(h: int) -> dict[int, list[str]]:
    """The hakem's right-hand opponent holds every heart; hearts are named: that side takes every trick."""
    return around(h, [], HEARTS)


def hakem_side_wins_7_4(h: int) -> dict[int, list[str]]:
    """h+1 takes four clubs; then the hakem, void in clubs, trumps and runs his hearts: 7-4."""
    return around(h,
                  ["2C", "3C", "4C", "5C", *HEARTS[:9]],
                  ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "AD", "KD", "QD", "JD"],
                  ["10D", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D", *HEARTS[9:]],
                  SPADES)


def other_side_wins_7_5(h: int) -> dict[int, list[str]]:
    """The hakem takes five clubs; then h+1 trumps his diamond lead and runs his hearts: 5-7."""
    return around(h,
                  ["AC", "KC", "QC", "JC", "10C", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"],
                  ["2S", "3S", "4S", "5S", "6S", *HEARTS[:8]],
                  ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", *HEARTS[8:]],
                  ["9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C", "10D", "JD", "QD", "KD", "AD"])


def other_side_leads_9_0_then_loses_the_tenth(h: int) -> dict[int, list[str]]:
    """h+1 trumps the hakem's diamond and runs nine hearts, then leads a club into the hakem's ace."""
    return around(h, ["AD", "AC", "KC", "QC", "JC"], [*HEARTS[:9], "2C", "3C", "4C", "5C"], [], HEARTS[9:])


def best_cards(mode_order: tuple[str, ...]) -> list[str]:
    """The 13 best cards under a no-trump order, best first, all suits at each rank."""
    return [r + s for r in mode_order for s in "CDHS"][:13]


def start(deal: dict[int, list[str]], h: int, declaration: str, **options: Any) -> Rigged:
    game = rigged(deal, hakem=h, **options)
    game.apply(h, f"t:{declaration}")
    return game


def finish(game: Rigged, bam: str | None = None) -> Hokm:
    """Play the hand to its end, answering a Bam offer with `bam`."""
    events = play_out(game)
    if events[-1].kind == "bam_offer":
        assert bam is not None, "unexpected Bam offer"
        (seat,) = game.to_act()
        events += game.apply(seat, f"bam:{bam}")
        if bam == "go":
            events += play_out(game, until=("hand_over",))
    return game


# -- the end of a hand and its score -------------------------------------------------------------------


def test_H_T20_hand_ends_as_soon_as_a_side_has_seven_tricks() -> None:
    game = start(hakem_side_wins_7_4(0), 0, "H")
    events = play_out(game)
    assert [e.kind for e in events[-4:]] == ["played", "trick", "hand_over", "new_hand"]
    assert events[-2].data["tricks"] == [7, 4] and len(events[-2].data["played"]) == 11
    assert game.hand_no == 1 and game.phase is Phase.DECLARE, "the other two cards each are never played"


def test_H_T21_ordinary_win_scores_one() -> None:
    game = finish(start(hakem_side_wins_7_4(0), 0, "H"))
    assert game.points == [1, 0]
    game = finish(start(other_side_wins_7_5(0), 0, "H"))
    assert game.points == [0, 1]


@pytest.mark.parametrize("h", range(4))
def test_H_T22_hakem_side_seven_nil_kot_scores_two(h: int) -> None:
    game = finish(start(hakem_sweeps(h), h, "S"), bam="stop")
    assert game.points[h % 2] == 2 and game.points[1 - h % 2] == 0
    assert game.result().stats[h]["kots"] == 1


@pytest.mark.parametrize("h", range(4))
def test_H_T23_other_side_seven_nil_hakem_kot_scores_three(h: int) -> None:
    game = finish(start(right_hand_sweeps(h), h, "H"), bam="stop")
    assert game.points[(h + 1) % 2] == 3 and game.points[h % 2] == 0


def test_H_T24_points_are_only_added_never_taken() -> None:
    game = rigged(right_hand_sweeps(0), hakem=0)
    game.points = [4, 2]
    game.apply(0, "t:H")
    finish(game, bam="stop")
    assert game.points == [4, 5]


def test_H_T25_bam_is_offered_only_at_seven_nil() -> None:
    game = start(hakem_sweeps(1), 1, "S")
    events = play_out(game)
    assert events[-1].kind == "bam_offer" and game.tricks == [0, 7]
    assert game.phase is Phase.BAM and game.to_act() == {1}
    assert game.legal_actions(1) == ["bam:go", "bam:stop"]
    with pytest.raises(IllegalAction):
        game.apply(3, "bam:go")
    seven_four = play_out(start(hakem_side_wins_7_4(1), 1, "H"))
    assert not any(e.kind == "bam_offer" for e in seven_four)


def test_H_T26_bam_wins_the_whole_match() -> None:
    game = finish(start(hakem_sweeps(0), 0, "S", sets_to_win=3), bam="go")
    assert game.is_over() and game.winner == 0 and game.tricks == [13, 0]
    assert game.sets == [0, 0] and game.bam_won
    result = game.result()
    assert result.winners == {0, 2} and result.stats[0]["bams"] == 1 and result.stats[1]["bams"] == 0


def test_H_T27_failed_bam_scores_one() -> None:
    game = finish(start(other_side_leads_9_0_then_loses_the_tenth(0), 0, "H"), bam="go")
    assert game.last_hand is not None
    assert game.last_hand.tricks == (1, 9) and game.last_hand.points == 1 and not game.last_hand.bam
    assert game.points == [0, 1]


def test_failed_bam_keeps_the_kot_under_the_keep_kot_option() -> None:
    deal = other_side_leads_9_0_then_loses_the_tenth(0)
    game = finish(start(deal, 0, "H", failed_bam="keep_kot"), bam="go")
    assert game.points == [0, 3]


# -- the next hakem -------------------------------------------------------------------------------------


@pytest.mark.parametrize("h", range(4))
def test_H_T33_hakem_and_dealer_stay_when_the_hakem_side_wins(h: int) -> None:
    for deal, bam in ((hakem_side_wins_7_4(h), None), (hakem_sweeps(h), "stop")):
        game = finish(start(deal, h, "H" if bam is None else "S"), bam=bam)
        assert (game.hakem, game.dealer) == (h, (h - 1) % 4)
        assert game.to_act() == {h}


@pytest.mark.parametrize("h", range(4))
def test_H_T34_hakem_passes_right_and_old_hakem_deals_when_the_hakem_side_loses(h: int) -> None:
    for deal, bam in ((other_side_wins_7_5(h), None), (right_hand_sweeps(h), "stop")):
        game = finish(start(deal, h, "H"), bam=bam)
        assert (game.hakem, game.dealer) == ((h + 1) % 4, h)
        assert game.public_view()["hakem"] == (h + 1) % 4 and game.to_act() == {(h + 1) % 4}


# -- sets and the match ---------------------------------------------------------------------------------


def test_H_T35_seven_points_win_a_set_and_the_surplus_is_dropped() -> None:
    game = rigged(hakem_sweeps(0), hakem=0, sets_to_win=2)
    game.points = [6, 5]
    game.apply(0, "t:S")
    finish(game, bam="stop")
    assert game.sets == [1, 0] and game.points == [0, 0]
    assert not game.is_over() and game.phase is Phase.DECLARE
    assert game.last_hand is not None and game.last_hand.set_won


@pytest.mark.parametrize("sets_to_win", [1, 2, 3])
def test_H_T36_match_goes_to_the_first_side_with_the_agreed_sets(sets_to_win: int) -> None:
    game = rigged(hakem_side_wins_7_4(0), hakem_side_wins_7_4(0), hakem=0, sets_to_win=sets_to_win)
    game.sets = [sets_to_win - 1, sets_to_win - 1]
    game.points = [5, 6]
    game.apply(0, "t:H")
    finish(game)
    assert game.points == [6, 6] and not game.is_over()
    game.apply(0, "t:H")
    finish(game)
    assert game.is_over() and game.winner == 0 and game.sets == [sets_to_win, sets_to_win - 1]
    assert game.result().winners == {0, 2}


def test_match_options_are_limited_to_one_two_or_three_sets() -> None:
    with pytest.raises(ValueError):
        Hokm({"sets_to_win": 4}, 4, 1)


@pytest.mark.parametrize("leaver", range(4))
def test_H_T39_leaving_forfeits_the_match_for_the_leavers_side(leaver: int) -> None:
    game = start(hakem_side_wins_7_4(0), 0, "H", sets_to_win=3)
    play_out(game, until=("trick",))
    events = game.apply(leaver, LEAVE)
    assert game.is_over() and events[-1].kind == "match_over"
    assert game.winner == 1 - leaver % 2 and game.public_view()["forfeit"] == leaver
    assert game.result().winners == {1 - leaver % 2, 3 - leaver % 2}
    assert game.to_act() == frozenset()
    with pytest.raises(IllegalAction):
        game.apply(leaver, LEAVE)


def test_leaving_while_the_hakem_declares_forfeits_too() -> None:
    game = Hokm({}, 4, 2)
    game.apply((game.hakem + 1) % 4, LEAVE)
    assert game.is_over() and game.winner == game.hakem % 2


# -- worked examples ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("case", "deal", "declaration", "bam", "tricks", "points", "next_hakem"), [
    ("a", hakem_side_wins_7_4(2), "t:H", None, [7, 4], [1, 0], 2),
    ("b", other_side_wins_7_5(2), "t:H", None, [5, 7], [0, 1], 3),
    ("c", hakem_sweeps(2), "t:S", "stop", [7, 0], [2, 0], 2),
    ("d", right_hand_sweeps(2), "t:H", "stop", [0, 7], [0, 3], 3),
    ("e", around(2, [], best_cards(("2", "3", "4", "5"))), "t:nars", None, [0, 7], [0, 1], 3),
])
def test_H_E4_hand_scores_and_succession(case: str, deal: dict[int, list[str]], declaration: str,
                                         bam: str | None, tricks: list[int], points: list[int],
                                         next_hakem: int) -> None:
    game = rigged(deal, hakem=2, sars_nars=True)
    assert (game.hakem, game.dealer) == (2, 1)
    game.apply(2, declaration)
    finish(game, bam=bam)
    assert game.last_hand is not None and list(game.last_hand.tricks) == tricks
    assert game.points == points
    assert (game.hakem, game.dealer) == (next_hakem, (next_hakem - 1) % 4)


def test_H_E6_hakem_kot_overflows_into_set_and_match() -> None:
    game = rigged(right_hand_sweeps(0), hakem=0, sets_to_win=1)
    game.points = [6, 5]
    game.apply(0, "t:H")
    finish(game, bam="stop")
    assert game.last_hand is not None and game.last_hand.points == 3
    assert game.is_over() and game.winner == 1 and game.sets == [0, 1] and game.points == [0, 0]


def test_H_E6_a_finished_match_shows_its_last_set_as_it_ended() -> None:
    game = rigged(right_hand_sweeps(0), hakem=0, sets_to_win=1)
    game.points = [6, 5]
    game.apply(0, "t:H")
    finish(game, bam="stop")
    view = game.public_view()
    assert view["points"] == [6, 7] and view["sets"] == [0, 1]  # the surplus dropped, the margin kept
    assert view["last_hand"]["set_points"] == [6, 7]


def test_H_E6_bam_wins_the_match_without_a_set() -> None:
    game = rigged(right_hand_sweeps(0), hakem=0, sets_to_win=2)
    game.sets = [1, 0]
    game.apply(0, "t:H")
    finish(game, bam="go")
    assert game.is_over() and game.winner == 1 and game.bam_won and game.sets == [1, 0]
    assert game.public_view()["last_hand"]["bam"] is True


def test_H_E6_failed_bam_scores_one_and_the_hakem_passes() -> None:
    game = rigged(other_side_leads_9_0_then_loses_the_tenth(0), hakem=0, sets_to_win=2)
    game.sets = [1, 0]
    game.apply(0, "t:H")
    events = play_out(game)
    assert events[-1].kind == "bam_offer"
    game.apply(1, "bam:go")
    events = play_out(game, until=("hand_over",))
    tenth = [e for e in events if e.kind == "trick"][-1]
    assert tenth.data == {"winner": 0, "side": 0, "tricks": [1, 9]}
    assert game.points == [0, 1] and not game.is_over()
    assert game.hakem == 1
