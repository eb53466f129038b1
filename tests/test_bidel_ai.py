"""The Bi-Del computer player: always legal, deterministic, blind to hidden cards, and sound in the spots the
rules of thumb name (passing the queen, dumping her, ducking, throwing penalties)."""

from __future__ import annotations

import random

import pytest

from bot.ai.bidel.rule import RuleBidelPlayer, pass_step
from bot.games.bidel import Bidel, Phase
from bot.games.selection import Selection
from tests.bidel_support import check, position
from tests.computer_harness import against_random

PLAYER = RuleBidelPlayer()


@pytest.mark.parametrize("players", [3, 4])
def test_plays_legal_moves_to_the_end_beside_random_seats(players: int) -> None:
    against_random(Bidel({"limit": 100}, players, players), PLAYER.choose, players - 1, random.Random(players), check)


def test_finishes_a_half_made_pass_for_an_absent_player() -> None:
    game = Bidel({}, 4, 5)
    stray = next(c for c in game.hands[1] if c.endswith("C"))
    game.apply(1, f"s:{stray}")
    while game.mid_turn(1) or 1 in game.to_act():
        game.apply(1, PLAYER.choose(game.view(1), 0))
    assert game.view(1)["passed"] == [1]


def test_same_view_same_move_and_hidden_cards_change_nothing() -> None:
    for seed in range(20):
        game = Bidel({}, 4, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(15, 60)):
            seat = min(game.to_act())
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        seat = min(game.to_act())
        move = PLAYER.choose(game.view(seat), seed)
        assert PLAYER.choose(game.view(seat), seed) == move
        others = [s for s in range(4) if s != seat and game.hands[s]]
        a, b = others[0], others[1]
        game.hands[a][0], game.hands[b][0] = game.hands[b][0], game.hands[a][0]
        assert PLAYER.choose(game.view(seat), seed) == move


def test_passes_an_unguarded_queen_and_high_hearts() -> None:
    hand = ["QS", "3S", "AH", "KH", "2C", "3C", "4C", "5C", "6D", "7D", "8D", "2H", "3H"]
    selection = Selection.of(hand, 3)
    while not selection.apply(pass_step(hand, selection.picked, selection.actions())):
        pass
    assert sorted(selection.picked) == ["AH", "KH", "QS"]


def test_confirms_what_it_picked_once_it_may_not_put_back() -> None:
    hand = ["QS", "3S", "AH", "KH", "2C", "3C", "4C", "5C", "6D", "7D", "8D", "2H", "3H"]
    selection = Selection(tuple(hand), 3, undo_limit=0, picked=["2C", "3C", "4C"])
    assert pass_step(hand, selection.picked, selection.actions()) == "ok"


def test_keeps_a_well_guarded_queen() -> None:
    hand = ["QS", "2S", "3S", "4S", "5S", "AH", "KH", "QH", "2C", "3C", "6D", "7D", "8D"]
    assert pass_step(hand, ["AH", "KH", "QH"], ["ok"]) == "ok"


def view_at(hand: list[str], trick: list[str], **state: bool) -> dict[str, object]:
    game = position(hand, trick, **state)
    assert game.phase is Phase.PLAY
    return game.view(0)


def test_dumps_the_queen_under_the_ace_of_spades() -> None:
    assert PLAYER.choose(view_at(["QS", "3S", "4D"], ["AS"]), 0) == "p:QS"


def test_ducks_under_the_winning_card() -> None:
    assert PLAYER.choose(view_at(["2D", "9D", "KD"], ["10D", "JD"]), 0) == "p:9D"


def test_throws_the_queen_then_high_hearts_when_void() -> None:
    assert PLAYER.choose(view_at(["QS", "AH", "2C"], ["5D"]), 0) == "p:QS"
    assert PLAYER.choose(view_at(["KH", "2H", "AC"], ["5D"], hearts_broken=True), 0) == "p:KH"
