"""The harness's refusal check catches a refused move that changes the game, in its state or in its log of moves
(which it compares by length and hash rather than pickling it whole)."""

from __future__ import annotations

import random

import pytest

from bot.games.protocol import Game, IllegalAction
from bot.registry import GAMES
from tests.game_harness import assert_all_refused

Engine = GAMES["hokm"].engine


def played(game_class: type[Game], moves: int = 12) -> Game:
    game = game_class({}, 4, 7)
    rng = random.Random(7)
    for _ in range(moves):
        seat = min(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


class AddsToLog(Engine):  # type: ignore[misc, valid-type]
    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        self.log.append((seat, action))
        return super().explain_illegal(seat, action)


class RewritesLog(Engine):  # type: ignore[misc, valid-type]
    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        self.log[0] = (seat, action)
        return super().explain_illegal(seat, action)


class ChangesState(Engine):  # type: ignore[misc, valid-type]
    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        self.hand_no += 1
        return super().explain_illegal(seat, action)


def test_a_refusal_that_changes_nothing_passes() -> None:
    game = played(Engine)
    assert_all_refused(game, [((min(game.to_act()) + 1) % 4, "x"), (min(game.to_act()), "x")])


@pytest.mark.parametrize("rigged", [AddsToLog, RewritesLog, ChangesState])
def test_a_refusal_that_changes_the_game_fails(rigged: type[Game]) -> None:
    game = played(rigged)
    with pytest.raises(AssertionError):
        assert_all_refused(game, [(min(game.to_act()), "x")])
