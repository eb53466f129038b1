"""Bi-Del: one test per line of the checklist of `bidel.md` §7 (B_C1 … B_C15) and its worked examples (§8,
B_E1 … B_E4), exact."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games.bidel import Bidel, Phase, trick_winner
from bot.games.protocol import IllegalAction
from tests.bidel_support import pass_cards, play, position, rig

AMIR, AMIN, HAMID, MOHAMMAD = 0, 1, 2, 3


def legal_cards(game: Bidel, seat: int = 0) -> set[str]:
    return {a[2:] for a in game.legal_actions(seat)}


def refusal(game: Bidel, seat: int, action: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        game.apply(seat, action)
    return refused.value.reason


# -- the checklist ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_B_C1_deal_sizes_and_the_removed_two(seed: int) -> None:
    four = Bidel({}, 4, seed)
    assert [len(h) for h in four.hands] == [13] * 4 and len({c for h in four.hands for c in h}) == 52
    for removed in ("2D", "2S"):
        three = Bidel({"three_player_removed": removed}, 3, seed)
        dealt = {c for h in three.hands for c in h}
        assert [len(h) for h in three.hands] == [17] * 3 and len(dealt) == 51
        assert removed not in dealt and {"2C", "2H"} <= dealt
    assert "2D" not in {c for h in Bidel({}, 3, seed).hands for c in h}, "2D is the default"


def directions(players: int, deals: int, **options: Any) -> list[str]:
    game = Bidel(options, players, 0)
    out = []
    for deal_no in range(deals):
        game.deal_no = deal_no
        out.append(game.direction)
    return out


def test_B_C2_four_player_pass_cycle() -> None:
    assert directions(4, 8) == ["right", "left", "opposite", "none"] * 2
    game = Bidel({}, 4, 0)
    assert [game.receiver(s) for s in range(4)] == [1, 2, 3, 0], "right is the next seat"


def test_B_C3_three_player_pass_cycle() -> None:
    assert directions(3, 6) == ["right", "left", "none"] * 2
    assert directions(3, 3, three_player_cycle="left-right-none") == ["left", "right", "none"]


def test_B_C4_exactly_three_cards_are_passed_at_once() -> None:
    game, picks = rig({})
    first, second, third = picks[0]
    game.apply(0, f"s:{first}")
    game.apply(0, f"s:{second}")
    assert refusal(game, 0, "ok") == "pick_count"
    game.apply(0, f"s:{third}")
    fourth = next(c for c in game.hands[0] if c not in picks[0])
    assert refusal(game, 0, f"s:{fourth}") == "too_many"
    game.apply(0, f"s:{first}")  # undo
    assert game.selections[0].picked == [second, third] and game.mid_turn(0)
    game.apply(0, f"s:{first}")
    game.apply(0, "ok")
    assert game.to_act() == {1, 2, 3} and game.view(1)["passed"] == [0]
    assert game.legal_actions(0) == [] and refusal(game, 0, f"s:{fourth}") == "not_your_turn"
    before = [list(h) for h in game.hands]
    for seat in (1, 2):
        for card in picks[seat]:
            game.apply(seat, f"s:{card}")
        game.apply(seat, "ok")
    assert game.hands == before and not any(game.received), "nothing moves until the last seat confirms"
    pass_cards(game, picks)
    assert game.phase is Phase.PLAY
    for seat in range(4):
        assert set(game.received[game.receiver(seat)]) == set(picks[seat])
        assert set(picks[seat]).isdisjoint(game.hands[seat]) and set(picks[seat]) <= set(game.hands[seat + 1 & 3])
    assert not any(a.startswith("s:") for s in range(4) for a in game.legal_actions(s)), "no passing on"


@pytest.mark.parametrize("deal_no", range(4))
def test_B_C5_the_two_of_clubs_leads_every_deal(deal_no: int) -> None:
    game, picks = rig({2: ["2C"]}, deal_no=deal_no)
    pass_cards(game, picks)
    assert game.to_act() == {2} and game.legal_actions(2) == ["p:2C"]
    other = next(c for c in game.hands[2] if c != "2C")
    assert refusal(game, 2, f"p:{other}") == "lead_two_clubs"


def test_B_C6_holding_the_led_suit_one_must_follow() -> None:
    game = position(["3D", "KD", "AS", "QS", "5H"], trick=["9D"], hearts_broken=True)
    assert legal_cards(game) == {"3D", "KD"}
    assert refusal(game, 0, "p:AS") == "must_follow"


def test_B_C7_first_trick_void_no_hearts_or_queen_if_anything_else() -> None:
    game = position(["QS", "4H", "9H", "3S", "7D"], trick=["2C"], first_trick=True)
    assert legal_cards(game) == {"3S", "7D"}
    assert refusal(game, 0, "p:QS") == "no_points_first_trick"


def test_B_C8_first_trick_void_with_only_penalty_cards_plays_one() -> None:
    assert legal_cards(position(["QS", "4H", "9H"], trick=["2C"], first_trick=True)) == {"QS", "4H", "9H"}
    assert legal_cards(position(["4H", "9H"], trick=["2C"], first_trick=True)) == {"4H", "9H"}


def test_B_C9_no_heart_lead_before_hearts_are_broken_unless_all_hearts() -> None:
    game = position(["2H", "9H", "5C", "QS"])
    assert legal_cards(game) == {"5C", "QS"}, "the queen and spades may be led at any time"
    assert refusal(game, 0, "p:2H") == "hearts_not_broken"
    assert legal_cards(position(["2H", "9H"])) == {"2H", "9H"}
    assert legal_cards(position(["2H", "9H", "5C"], hearts_broken=True)) == {"2H", "9H", "5C"}


@pytest.mark.parametrize(("discard", "queen_breaks", "broken"), [
    ("QS", False, False), ("7H", False, True), ("QS", True, True)])
def test_B_C10_discarding_the_queen_does_not_break_hearts_a_heart_does(discard: str, queen_breaks: bool,
                                                                       broken: bool) -> None:
    game, _ = example_2_deal(queen_breaks_hearts=queen_breaks)
    play(game, "AD", discard)
    assert game.hearts_broken is broken


def test_B_C11_highest_of_the_led_suit_wins_off_suit_never() -> None:
    assert trick_winner([(0, "2C"), (1, "QC"), (2, "KC"), (3, "AC")]) == 3
    assert trick_winner([(0, "5D"), (1, "AS"), (2, "AH"), (3, "4D")]) == 0
    assert trick_winner([(1, "10S"), (2, "JS"), (0, "2S")]) == 2


def test_B_C12_the_trick_winner_leads_next() -> None:
    game, picks = example_1_deal()
    pass_cards(game, picks)
    play(game, "2C", "QC", "KC", "AC")
    assert game.to_act() == {MOHAMMAD}


@pytest.mark.parametrize("players", [3, 4])
def test_B_C13_every_deal_holds_26_penalty_points(players: int) -> None:
    game, rng, deals = Bidel({"limit": 100}, players, players), random.Random(players), []
    while not game.is_over():
        seat = min(game.to_act())
        for event in game.apply(seat, rng.choice(game.legal_actions(seat))):
            if event.kind == "deal_over":
                deals.append(event.data)
    assert deals and all(sum(d["taken"]) == 26 for d in deals)
    assert all(sum(d["added"]) in (26, 26 * (players - 1)) for d in deals)


def test_B_C13_each_heart_one_the_queen_thirteen() -> None:
    from bot.games.bidel import DECK, penalty

    assert penalty("QS") == 13 and all(penalty(c) == 1 for c in DECK if c.endswith("H"))
    assert sum(map(penalty, DECK)) == 26 and penalty("KS") == penalty("2C") == 0


def test_B_C14_the_moon_scores_0_and_26_to_each_other() -> None:
    game = moon_for_hamid(scores=[0, 0, 0, 0])
    assert game.last_deal is not None and game.last_deal.moon == HAMID
    assert game.scores == [26, 26, 0, 26] and game.last_deal.taken == (0, 0, 26, 0)


def test_B_C15_the_game_ends_at_the_limit_lowest_wins_ties_share() -> None:
    game = moon_for_hamid(scores=[280, 150, 150, 260], limit=300)
    assert game.is_over() and game.scores == [306, 176, 150, 286]
    assert game.result().winners == {HAMID}
    tied = moon_for_hamid(scores=[280, 150, 176, 260], limit=300)
    assert tied.result().winners == {AMIN, HAMID}, "176 and 176 share first place"
    going_on = moon_for_hamid(scores=[0, 0, 0, 0])
    assert not going_on.is_over() and going_on.deal_no == 4, "nobody at the limit: the next deal"


# -- the worked examples ------------------------------------------------------------------------------------


def example_1_deal(**options: Any) -> tuple[Bidel, list[list[str]]]:
    return rig({AMIR: ["2C", "7H", "QS"], AMIN: ["QC", "5D"], HAMID: ["KC", "JD"],
                MOHAMMAD: ["AC", "AD", "2H"]}, void={AMIR: "D"}, **options)


def example_2_deal(**options: Any) -> tuple[Bidel, list[list[str]]]:
    game, picks = example_1_deal(**options)
    pass_cards(game, picks)
    play(game, "2C", "QC", "KC", "AC")
    return game, picks


def test_B_E1_the_opening_trick() -> None:
    game, picks = example_1_deal()
    assert game.direction == "right" and game.phase is Phase.PASS
    pass_cards(game, picks)
    assert game.to_act() == {AMIR}
    events = play(game, "2C", "QC", "KC", "AC")
    trick = next(e for e in events if e.kind == "trick")
    assert trick.data == {"winner": MOHAMMAD, "points": 0}
    assert game.turn == MOHAMMAD


def test_B_E2_the_void_discard_breaks_hearts() -> None:
    game, _ = example_2_deal()
    play(game, "AD", "7H", "5D", "JD")
    assert game.turn == MOHAMMAD and game.view(0)["points"] == [0, 0, 0, 1]
    assert game.hearts_broken and "p:2H" in game.legal_actions(MOHAMMAD)


def test_B_E2_had_amir_thrown_the_queen() -> None:
    game, _ = example_2_deal()
    play(game, "AD", "QS", "5D", "JD")
    assert game.turn == MOHAMMAD and game.view(0)["points"] == [0, 0, 0, 13]
    assert not game.hearts_broken and "p:2H" not in game.legal_actions(MOHAMMAD)


def test_B_E3_first_trick_restriction() -> None:
    game, picks = rig({AMIN: ["2C"], HAMID: ["QS", "4H", "9H", "3S"]}, deal_no=1, void={HAMID: "C"})
    assert game.direction == "left"
    pass_cards(game, picks)
    play(game, "2C")
    assert game.turn == HAMID
    assert legal_cards(game, HAMID) == set(game.hands[HAMID]) - {"QS", "4H", "9H"}
    assert "3S" in legal_cards(game, HAMID)


def moon_for_hamid(scores: list[int], **options: Any) -> Bidel:
    """Deal 4 (no passing): Hamid holds every club, so he takes every trick and all 26 points."""
    clubs = ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C"]
    game, _ = rig({HAMID: clubs}, deal_no=3, scores=scores, **options)
    assert game.phase is Phase.PLAY
    while game.deal_no == 3 and not game.is_over():
        seat = game.turn
        game.apply(seat, game.legal_actions(seat)[0])
    return game


def test_B_E4_moon_and_game_end() -> None:
    game = moon_for_hamid(scores=[280, 150, 190, 260], limit=300)
    assert game.scores == [306, 176, 190, 286]
    assert game.is_over() and game.result().winners == {AMIN}
    assert game.losers() == {AMIR}
    assert game.result().stats[AMIR]["lost"] == 1 and game.result().stats[HAMID]["moons"] == 1
