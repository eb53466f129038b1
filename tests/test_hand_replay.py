"""What happened?: every trick game lists each finished hand's tricks from its record alone, only cards played face up,
in playing order, the winner of each trick leading the next; the button's data is short and names the hand."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from bot import callbacks
from bot.games.protocol import Game
from bot.games.tricks import HAND_ENDS
from bot.registry import GAMES
from bot.render.trick_table.replay import draw_hand_replay

TRICK_GAMES = {"hokm": (4, 2, 6), "shelem": (4, 2), "ghahveh": (4,), "bidel": (4, 3), "klaberjass": (2,)}


def finished(name: str, players: int, seed: int, ends: list[str] | None = None) -> Game:
    """A game played to its end by random moves; `ends` gathers the events that ended hands."""
    entry = GAMES[name]
    game = entry.engine(entry.short_match, players, seed)
    rng = random.Random(seed)
    while not game.is_over():
        seat = min(game.waiting_for() or game.to_act())
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        if ends is not None:
            ends += [e.kind for e in events if e.kind in HAND_ENDS]
    return game


def test_the_registry_says_which_games_have_tricks() -> None:
    assert {command for command, entry in GAMES.items() if entry.ui.has_tricks} == set(TRICK_GAMES)
    assert GAMES["bluff"].ui.hand_tricks(finished("bluff", 3, 1).record()) is None


@pytest.mark.parametrize(("name", "players"), [(n, p) for n, sizes in TRICK_GAMES.items() for p in sizes])
def test_each_hand_lists_its_tricks_as_played(name: str, players: int) -> None:
    ends: list[str] = []
    game = finished(name, players, 3, ends)
    played = [(seat, action.split(":")[1]) for seat, action in game.log if action.startswith("p:")]
    hands = GAMES[name].ui.hand_tricks(game.record())
    # Hand n of the list is the game's hand n; a match may end in the middle of a last hand (a claim, say).
    assert hands and len(ends) <= len(hands) <= len(ends) + 1
    shown = [play for hand in hands for trick in hand for play in trick.cards]
    assert all(play in played for play in shown), "only cards played face up"
    for hand in hands:
        cards = [card for trick in hand for _, card in trick.cards]
        assert len(cards) == len(set(cards))
        for trick, following in pairwise(hand):
            assert trick.winner in {seat for seat, _ in trick.cards}
            assert following.cards[0][0] == trick.winner, "the winner leads the next trick"
    picture = draw_hand_replay(hands[0], [f"P{s}" for s in range(players)], "en", "title")
    assert picture.width <= 1240


def test_a_hand_still_in_play_is_not_listed() -> None:
    game = finished("hokm", 4, 5)
    record = game.record()
    hands = GAMES["hokm"].ui.hand_tricks(record) or []
    first_end = next(n for n in range(len(record["actions"]))
                     if len(GAMES["hokm"].ui.hand_tricks({**record, "actions": record["actions"][:n + 1]}) or []))
    assert len(GAMES["hokm"].ui.hand_tricks({**record, "actions": record["actions"][:first_end]}) or []) == 0
    assert hands[0] == (GAMES["hokm"].ui.hand_tricks({**record, "actions": record["actions"][:first_end + 1]})
                        or [])[0]


def test_the_button_data_names_the_table_and_the_hand() -> None:
    data = callbacks.replay("abcd1234", 12)
    assert data == "R|abcd1234|12" and callbacks.decode(data) == callbacks.Press("R", "abcd1234", "12")
    for forged in ("R|abcd1234|x", "R|abcd1234", "R|ab-cd|1"):
        with pytest.raises(callbacks.BadCallback):
            callbacks.decode(forged)
