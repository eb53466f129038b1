"""Hints from the searching players of Shelem, Ghahveh, Bi-Del, Klaberjass and Seep: where the search weighed
its candidates over sampled deals, the reason names its figure (in how many of the deals tried the move did
best), in both languages, and the hint is the computer player's move."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bot.ai.playout import Weighed, WorldScores, weigh_over_worlds
from bot.games.cards import persian_digits
from bot.games.protocol import Game, View
from bot.registry import GAMES
from bot.screens.hints import ALERT_LIMIT, hint_text
from tests.conformance import usual_table
from tests.seep_support import E, N, S, W, action, position

FILLER = {N: ["3D", "4D", "5D"], W: ["6C", "7C", "8C"], S: ["3S", "4S", "5S"], E: ["6H", "7H", "8H"]}
THINK = 5.0  # time enough that the counted work, not the clock, ends every search: the same figures each run


def reached(command: str, seed: int, wanted: Callable[[View], bool]) -> Game:
    """A game of the usual table played at random until the seat to act faces a decision `wanted` picks."""
    _, players, options = usual_table(command)
    game = GAMES[command].engine(options, players, seed)
    rng = random.Random(seed)
    while not wanted(game.view(min(game.to_act()))):
        seat = min(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert not game.is_over(), f"{command} seed {seed} never reached the decision"
    return game


def playing(view: View) -> bool:
    """A card to play, with a choice of several, some tricks into the hand."""
    return view["phase"] == "play" and len(view["legal"]) >= 3 and len(view["hand"]) <= 6


def bidding(phases: tuple[str, ...]) -> Callable[[View], bool]:
    return lambda view: view["phase"] in phases and len(view["legal"]) >= 2


SEARCHED = [  # a decision each searching player weighs over sampled deals, and the reason it gives for it
    ("shelem", playing, "hint_reason_card"),
    ("ghahveh", playing, "hint_reason_card"),
    ("bidel", playing, "hint_reason_card"),
    ("klaberjass", playing, "hint_reason_card"),
    ("klaberjass", bidding(("round1", "round2")), "hint_reason_choice"),
]


def says_its_figures(command: str, game: Game, seat: int, english: str) -> None:
    advice = GAMES[command].advise(game, seat, THINK)
    assert advice.action == GAMES[command].computer(game, seat, THINK), "the hint is the computer player's move"
    share, deals = advice.figures["share"], advice.figures["deals"]
    assert isinstance(share, int) and isinstance(deals, int) and 0 <= share <= 100 and deals > 0
    texts = {lang: hint_text(GAMES[command], game, seat, advice, lang) for lang in ("en", "fa")}
    assert all(len(text) <= ALERT_LIMIT for text in texts.values())
    assert english.format(share=share, deals=deals) in texts["en"]
    assert f"{persian_digits(str(share))}٪ از {persian_digits(str(deals))} " in texts["fa"]


@pytest.mark.parametrize(("command", "wanted", "reason"), SEARCHED,
                         ids=[f"{c}-{r.rsplit('_', 1)[1]}" for c, _, r in SEARCHED])
def test_a_searched_decision_names_the_share_of_deals_it_did_best_in(
        command: str, wanted: Callable[[View], bool], reason: str) -> None:
    game = reached(command, 4, wanted)
    seat = min(game.to_act())
    assert GAMES[command].advise(game, seat, THINK).reason == reason
    what = "card" if reason == "hint_reason_card" else "choice"
    says_its_figures(command, game, seat, f": no other {what} did better in {{share}}% of the {{deals}} deals I tried.")


def test_a_ghahveh_bid_names_the_tricks_its_side_took_in_the_deals_played_out() -> None:
    game = reached("ghahveh", 4, bidding(("bid",)))
    seat = min(game.to_act())
    advice = GAMES["ghahveh"].advise(game, seat, THINK)
    assert advice.action == GAMES["ghahveh"].computer(game, seat, THINK)
    assert advice.reason == "ghahveh_hint_bid"
    tricks, deals = advice.figures["tricks"], advice.figures["deals"]
    assert isinstance(tricks, int) and isinstance(deals, int) and 0 <= tricks <= 13 and deals > 0
    assert hint_text(GAMES["ghahveh"], game, seat, advice, "en").endswith(
        f": your side took about {tricks} tricks on average in the {deals} deals I tried.")
    assert f"حدود {persian_digits(str(tricks))} دست" in hint_text(GAMES["ghahveh"], game, seat, advice, "fa")


def test_a_shelem_bid_names_the_points_the_hand_is_expected_to_make() -> None:
    game = reached("shelem", 4, bidding(("bid",)))
    seat = min(game.to_act())
    advice = GAMES["shelem"].advise(game, seat, THINK)
    assert advice.action == GAMES["shelem"].computer(game, seat, THINK)
    assert advice.reason == "shelem_hint_bid"
    points = advice.figures["points"]
    assert isinstance(points, int) and 0 <= points <= 200
    assert hint_text(GAMES["shelem"], game, seat, advice, "en").endswith(
        f": by my count your side takes about {points} points with you as hakem.")
    assert f"حدود {persian_digits(str(points))} امتیاز" in hint_text(GAMES["shelem"], game, seat, advice, "fa")


def test_a_seep_hint_names_the_seep_the_move_makes() -> None:
    game = position(["3H", "4C"], [], {**FILLER, S: ["7D", "KH", "2C"]}, turn=S)
    advice = GAMES["seep"].advise(game, S, THINK)
    assert advice.action == action(game, S, "7D", "c", {"3H", "4C"})
    assert advice.reason == "seep_hint_seep" and advice.figures["seep"] == 50
    says_its_figures("seep", game, S, ": a Seep worth 50 points; no other move did better in {share}% of the "
                                      "{deals} deals I tried.")


def test_a_seep_hint_names_the_points_the_move_takes() -> None:
    """The 10♠ takes the 10♦: 10 points and 6."""
    game = position(["10D", "3C", "KS"], [], {**FILLER, S: ["10S", "QC", "2H"]}, turn=S)
    advice = GAMES["seep"].advise(game, S, THINK)
    assert advice.action == action(game, S, "10S", "c", {"10D"})
    assert advice.reason == "seep_hint_take" and advice.figures["points"] == 16
    says_its_figures("seep", game, S, ": it takes 16 points; no other move did better in {share}% of the {deals} "
                                      "deals I tried.")


def test_a_seep_hint_names_the_points_the_house_it_builds_holds() -> None:
    """With a king to take it, the 5♠ on the 8♠ builds a house of 13 holding their 13 points."""
    game = position(["8S", "JD"], [], {**FILLER, S: ["5S", "KH", "QC"]}, turn=S)
    advice = GAMES["seep"].advise(game, S, THINK)
    assert advice.action == action(game, S, "5S", "b", {"8S"}, 13)
    assert advice.reason == "seep_hint_build" and advice.figures["points"] == 13
    says_its_figures("seep", game, S, ": the house holds 13 points; no other move did better in {share}% of the "
                                      "{deals} deals I tried.")


def test_the_share_counts_the_deals_where_no_other_candidate_scored_higher() -> None:
    scores = WorldScores(2)
    for world in ([3.0, 0.0], [0.0, 1.0], [2.0, 2.0]):
        scores.add(world)
    assert scores.totals == [5.0, 3.0]
    weighed = scores.weighed(["x", "y"], 0)
    assert weighed == Weighed("x", 3, 2, {"x": 5.0, "y": 3.0}) and weighed.figures() == {"share": 67, "deals": 3}
    assert weighed.cost("y") == 2 / 3


def test_one_candidate_is_not_weighed() -> None:
    assert weigh_over_worlds(["x"], lambda r: r.random(), lambda w, m: w, 10, random.Random(1)) == Weighed("x")
