"""Review my play, on a recorded hand of each game that offers it (a seeded match of random moves): the review lists
exactly the seat's moves where the computer player in its seat would have chosen otherwise at a cost it could
measure, costliest first, the same each time; what it says of a move is the same when two cards hidden from the
seat at that moment are exchanged, so it names no card the seat could not see; and it words the costs in the
game's own unit, in both languages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from bot import callbacks
from bot.games.protocol import Game
from bot.games.tricks import HAND_ENDS
from bot.plugin import GameEntry
from bot.registry import GAMES
from bot.screens.reviews import MOST_SHOWN, hand_slips, review_text, slip
from tests.conformance import exchangeable, exchanged
from tests.scenes.replay import random_moves

HAND = 0
# Shelem and Ghahveh stop a search at the allowance as a safety net: time enough that the counted work, not the
# clock, ends every search, so a record gives the same review each run. The others scale their counted work down
# with the allowance: a share of it keeps the test quick.
SEARCH_TO_THE_END = 5.0


@dataclass(frozen=True)
class Case:
    game: str
    players: int
    seed: int  # a match whose first hand has moves the computer player would have made otherwise, and others
    think: float
    seat: int  # a seat with two slips or more in that hand, for the text
    en: str  # how the cost is worded
    fa: str
    options: Mapping[str, Any] | None = None  # the game's short match if None

    @property
    def entry(self) -> GameEntry:
        return GAMES[self.game]

    def __str__(self) -> str:
        return self.game


CASES = [
    Case("hokm", 4, 7, 0.1, 1, "points given up", "امتیاز از دست رفته", options={}),
    Case("shelem", 4, 7, SEARCH_TO_THE_END, 1, "match points given up", "امتیاز بازی از دست رفته"),
    Case("ghahveh", 4, 2, SEARCH_TO_THE_END, 1, "points given up", "امتیاز از دست رفته"),
    Case("bidel", 4, 7, 0.1, 0, "more penalty points, against the others", "امتیاز منفی بیشتر، در برابر بقیه"),
    Case("klaberjass", 2, 7, 0.1, 0, "points given up", "امتیاز از دست رفته"),
]
SEATS = [pytest.param(case, seat, id=f"{case}-{seat}") for case in CASES for seat in (0, 1)]


def recorded(case: Case) -> Game:
    options = case.entry.short_match if case.options is None else case.options
    game = case.entry.engine(options, case.players, case.seed)
    for _ in random_moves(game, case.seed):
        pass
    return game


def moves_of_hand(entry: GameEntry, game: Game, seat: int) -> list[tuple[Game, str, int]]:
    """The seat's moves in the hand: the game as it stood before each, the move, and the trick it was in."""
    played = entry.engine(game.options, game.players, game.seed)
    hands = tricks = 0
    found = []
    for actor, action in game.log:
        if hands > HAND:
            break
        if hands == HAND and actor == seat:
            found.append((entry.engine.replay(played.record()), action, tricks + 1))
        for event in played.apply(actor, action):
            if event.kind == "trick":
                tricks += 1
            elif event.kind in HAND_ENDS:
                hands, tricks = hands + 1, 0
    return found


@pytest.mark.parametrize(("case", "seat"), SEATS)
def test_the_review_lists_the_moves_the_computer_would_have_made_otherwise(case: Case, seat: int) -> None:
    entry, game = case.entry, recorded(case)
    slips = hand_slips(entry, game.record(), HAND, seat, case.think)
    expected = []
    agreed = 0
    for before, action, trick in moves_of_hand(entry, game, seat):
        advice = entry.advise(before, seat, case.think)
        cost = advice.costs.get(action)
        if action != advice.action and cost is not None and round(cost, 2) > 0:
            expected.append((trick, action, advice.action, cost))
        else:
            agreed += 1
    assert expected and agreed, "the recorded hand has moves of both kinds"
    assert sorted((s.trick, s.played, s.advised, s.cost) for s in slips) == sorted(expected)
    assert [s.cost for s in slips] == sorted((s.cost for s in slips), reverse=True), "costliest first"
    assert hand_slips(entry, game.record(), HAND, seat, case.think) == slips, "the same record, the same review"


@pytest.mark.parametrize("case", CASES, ids=str)
def test_every_legal_card_has_a_cost_and_the_chosen_one_none(case: Case) -> None:
    """Where the search weighed the cards, each legal card has its cost (one it left out as equivalent to a
    candidate that candidate's), never below the chosen move's own nothing; elsewhere nothing is costed."""
    entry, game = case.entry, recorded(case)
    costed = 0
    for before, _, _ in moves_of_hand(entry, game, case.seat):
        advice = entry.advise(before, case.seat, case.think)
        if advice.costs:
            assert set(advice.costs) == set(before.legal_actions(case.seat))
            assert advice.costs[advice.action] == 0 and min(advice.costs.values()) >= 0
            costed += 1
        else:
            assert advice.reason != "hint_reason_card", "a card weighed over deals has its costs"
    assert costed


@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_review_names_no_card_hidden_from_the_seat(case: Case) -> None:
    entry, game = case.entry, recorded(case)
    checked = 0
    for before, action, trick in moves_of_hand(entry, game, case.seat):
        found = slip(entry, before, case.seat, action, trick, case.think)
        if found is None:
            continue
        said = review_text(entry, [found], "hand 1", "en")
        assert found.played in before.legal_actions(case.seat) and found.advised in before.legal_actions(case.seat)
        for a, b in exchangeable(before, case.seat, before.view(case.seat))[:2]:
            twin = exchanged(before, a, b)
            twin_slip = slip(entry, twin, case.seat, action, trick, case.think)
            assert twin_slip is not None and review_text(entry, [twin_slip], "hand 1", "en") == said, \
                f"the review of seat {case.seat}'s move in trick {trick} tells {a} from {b}"
            checked += 1
    assert checked


@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_text_shows_a_handful_costliest_first_in_both_languages(case: Case) -> None:
    game = recorded(case)
    slips = hand_slips(case.entry, game.record(), HAND, case.seat, case.think)
    assert len(slips) >= 2
    english = review_text(case.entry, slips, "Game · hand 1", "en")
    print(english)
    assert english.startswith("🔍 <b>Game · hand 1</b>: your play reviewed")
    lines = [line for line in english.splitlines() if line[:1].isdigit()]
    assert len(lines) == min(MOST_SHOWN, len(slips))
    assert lines[0].startswith(f"1. In trick {slips[0].trick} you played ")
    assert all(line.endswith(case.en) for line in lines)
    persian = review_text(case.entry, slips, "بازی، دور ۱", "fa")
    print(persian)
    persian_lines = [line for line in persian.splitlines() if line and line[0] in "۱۲۳۴۵"]
    assert len(persian_lines) == len(lines) and all(line.endswith(case.fa) for line in persian_lines)
    assert "٫" in persian and "0." not in persian


def test_a_hand_played_as_the_computer_would_gets_a_kind_word() -> None:
    entry = GAMES["hokm"]
    assert "as you did. Well played!" in review_text(entry, [], "Hokm · hand 1", "en")
    assert "آفرین" in review_text(entry, [], "حکم، دور ۱", "fa")


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_game_offers_the_review_at_the_table_sizes_where_it_weighs_the_cards(case: Case) -> None:
    """At a size where no move of a hand is costed (Shelem at two plays by rules of thumb), a review could only
    ever say the moves were the computer's own: it is not offered there."""
    entry = case.entry
    sizes = entry.ui.player_counts or range(entry.engine.min_players, entry.engine.max_players + 1)
    for players in sizes:
        game = recorded(Case(case.game, players, case.seed, case.think, 0, "", "", case.options))
        costed = any(entry.advise(before, 0, case.think).costs for before, _, _ in moves_of_hand(entry, game, 0))
        assert entry.reviews(players) == costed, f"{case.game} at {players}"


def test_the_games_that_review_and_the_button_data() -> None:
    assert {name for name, entry in GAMES.items() if entry.review_cost} == {case.game for case in CASES}
    assert not any(entry.reviews(players) for entry in GAMES.values() if not entry.review_cost for players in
                   range(entry.engine.min_players, entry.engine.max_players + 1))
    data = callbacks.review("abcd1234", 3)
    assert data == "V|abcd1234|3" and callbacks.decode(data) == callbacks.Press("V", "abcd1234", "3")
    with pytest.raises(callbacks.BadCallback):
        callbacks.decode("V|abcd1234|x")
