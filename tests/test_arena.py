"""The arena: every registered game plays against its baseline and reports its figures; duplicate deals give a
player against itself exactly what chance gives; a seed gives the same games."""

from __future__ import annotations

import statistics

import pytest

from benchmarks.arena.__main__ import main
from benchmarks.arena.play import FIRST_LOOK, Matchup, run
from benchmarks.arena.stats import bootstrap, deals_for
from bot.registry import GAMES


@pytest.mark.parametrize("game", list(GAMES))
def test_arena_plays_a_few_games_and_prints_the_figures(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    main([game, "--games", "2", "--think", "0.005", "--quiet"])
    out = capsys.readouterr().out
    assert f"{game}: computer against baseline" in out
    assert "won by computer" in out and "95% " in out and "chance alone" in out
    assert "ms per decision" in out and "p50" in out and "p95" in out and "max" in out


@pytest.mark.parametrize(("game", "players"), [("seep", 2), ("hokm", 4), ("shaitan", 4), ("bluff", 3)])
def test_a_player_against_itself_scores_what_chance_gives(game: str, players: int) -> None:
    """Each deal is played once for every side with the same cards, so identical players make every side's
    games the same and the tested side wins exactly its share."""
    tally = run(Matchup.of(game, "baseline", "baseline", players), games=2 * players, seed=4)
    assert statistics.fmean(tally.deals) == pytest.approx(statistics.fmean(tally.chance))


def test_a_seed_gives_the_same_games() -> None:
    first, second = (run(Matchup.of("rummy", "computer", "random"), games=6, seed=9) for _ in range(2))
    assert (first.deals, first.mine, first.theirs) == (second.deals, second.mine, second.theirs)
    assert len(first.wall) == len(second.wall)


def test_without_a_count_it_plays_until_the_interval_is_four_points() -> None:
    tally = run(Matchup.of("shaitan", "baseline", "baseline"), games=None, seed=1)
    assert len(tally.deals) == FIRST_LOOK  # identical players: no spread, so the first look ends it
    assert deals_for(0.04) == 601  # the most it plays: ±4 points even if every deal is all won or all lost
    low, high = bootstrap([0.0, 1.0] * 300 + [1.0], seed=1)  # that worst spread
    assert high - low == pytest.approx(0.08, abs=0.005)
