"""The baselines stay what they were: each plays the recorded games decision for decision.

`baseline_decisions.json` holds, for every game and seeds 1 to 3, the first 60 moves of a game at its arena table
with every seat played by the bot's rule-of-thumb player of 2026-11-28 (the registered computer player where it
plays by rules, the rule-based player where it searches), recorded when the baselines were copied from them. So
this test first proved the copies faithful, and from then on keeps them frozen while the bot's players change.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.arena.play import Matchup, Tally, play_out
from bot.registry import GAMES

RECORDED: dict[str, dict[str, list[str]]] = json.loads((Path(__file__).parent / "baseline_decisions.json").read_text())


def test_every_game_has_a_recorded_baseline() -> None:
    assert sorted(RECORDED) == sorted(GAMES)


@pytest.mark.parametrize("game", sorted(RECORDED))
def test_baseline_plays_the_recorded_moves(game: str) -> None:
    matchup = Matchup.of(game, "baseline", "baseline")
    for seed, moves in RECORDED[game].items():
        played = matchup.new_game(int(seed))
        play_out(matchup, played, set(), Tally())
        assert [f"{s} {a}" for s, a in played.log[:len(moves)]] == moves, f"{game} seed {seed}"
