"""Review my play, on a recorded Hokm hand (a seeded match of random moves): the review lists exactly the seat's
moves where the computer player in its seat would have chosen otherwise at a cost it could measure, costliest
first, the same each time; and what it says of a move is the same when two cards hidden from the seat at that
moment are exchanged, so it names no card the seat could not see."""

from __future__ import annotations

import pytest

from bot import callbacks
from bot.games.protocol import Game
from bot.games.tricks import HAND_ENDS
from bot.registry import GAMES
from bot.screens.reviews import MOST_SHOWN, hand_slips, review_text, slip
from tests.conformance import exchangeable, exchanged
from tests.scenes.replay import random_moves

ENTRY = GAMES["hokm"]
SEED, HAND = 7, 0
THINK = 0.1  # a third of the computer player's full budget at four players: the test stays quick


def recorded() -> Game:
    game = ENTRY.engine({}, 4, SEED)
    for _ in random_moves(game, SEED):
        pass
    return game


def moves_of_hand(game: Game, seat: int) -> list[tuple[Game, str, int]]:
    """The seat's moves in the hand: the game as it stood before each, the move, and the trick it was in."""
    played = ENTRY.engine(game.options, game.players, game.seed)
    hands = tricks = 0
    found = []
    for actor, action in game.log:
        if hands > HAND:
            break
        if hands == HAND and actor == seat:
            found.append((ENTRY.engine.replay(played.record()), action, tricks + 1))
        for event in played.apply(actor, action):
            if event.kind == "trick":
                tricks += 1
            elif event.kind in HAND_ENDS:
                hands, tricks = hands + 1, 0
    return found


@pytest.mark.parametrize("seat", [0, 1])
def test_the_review_lists_the_moves_the_computer_would_have_made_otherwise(seat: int) -> None:
    game = recorded()
    slips = hand_slips(ENTRY, game.record(), HAND, seat, THINK)
    expected = []
    agreed = 0
    for before, action, trick in moves_of_hand(game, seat):
        advice = ENTRY.advise(before, seat, THINK)
        cost = advice.costs.get(action)
        if action != advice.action and cost is not None and round(cost, 2) > 0:
            expected.append((trick, action, advice.action, cost))
        else:
            agreed += 1
    assert expected and agreed, "the recorded hand has moves of both kinds"
    assert sorted((s.trick, s.played, s.advised, s.cost) for s in slips) == sorted(expected)
    assert [s.cost for s in slips] == sorted((s.cost for s in slips), reverse=True), "costliest first"
    assert hand_slips(ENTRY, game.record(), HAND, seat, THINK) == slips, "the same record, the same review"


def test_the_review_names_no_card_hidden_from_the_seat() -> None:
    game, seat = recorded(), 1
    checked = 0
    for before, action, trick in moves_of_hand(game, seat):
        found = slip(ENTRY, before, seat, action, trick, THINK)
        if found is None:
            continue
        said = review_text(ENTRY, [found], "Hokm · hand 1", "en")
        assert found.played in before.legal_actions(seat) and found.advised in before.legal_actions(seat)
        for a, b in exchangeable(before, seat, before.view(seat))[:2]:
            twin = exchanged(before, a, b)
            twin_slip = slip(ENTRY, twin, seat, action, trick, THINK)
            assert twin_slip is not None and review_text(ENTRY, [twin_slip], "Hokm · hand 1", "en") == said, \
                f"the review of seat {seat}'s move in trick {trick} tells {a} from {b}"
            checked += 1
    assert checked


def test_the_text_shows_a_handful_costliest_first_in_both_languages() -> None:
    game = recorded()
    slips = hand_slips(ENTRY, game.record(), HAND, 1, THINK)
    assert len(slips) > MOST_SHOWN - 2
    english = review_text(ENTRY, slips, "Hokm · hand 1", "en")
    print(english)
    assert english.startswith("🔍 <b>Hokm · hand 1</b>: your play reviewed")
    lines = [line for line in english.splitlines() if line[:1].isdigit()]
    assert len(lines) == min(MOST_SHOWN, len(slips))
    assert lines[0].startswith(f"1. In trick {slips[0].trick} you played ") and "points given up" in lines[0]
    persian = review_text(ENTRY, slips, "حکم، دور ۱", "fa")
    print(persian)
    assert "امتیاز از دست رفته" in persian and "٫" in persian and "0." not in persian


def test_a_hand_played_as_the_computer_would_gets_a_kind_word() -> None:
    assert "as you did. Well played!" in review_text(ENTRY, [], "Hokm · hand 1", "en")
    assert "آفرین" in review_text(ENTRY, [], "حکم، دور ۱", "fa")


def test_the_games_that_review_and_the_button_data() -> None:
    assert ENTRY.review_cost is not None
    data = callbacks.review("abcd1234", 3)
    assert data == "V|abcd1234|3" and callbacks.decode(data) == callbacks.Press("V", "abcd1234", "3")
    with pytest.raises(callbacks.BadCallback):
        callbacks.decode("V|abcd1234|x")
