"""Duplicate play: every deal is played once for each side, the player under test taking that side's seats and
the opponent every other seat, so each side's cards are played by both (two sides: the seats swapped; more:
the tested side rotated round the table). Seats move in the order the bot moves computer seats: a seat that may
act but need not (a challenge, a race) before the seats the game waits for, the lowest first, and a turn of
several actions played to its end; when nobody may act, the game's own clock runs out.

A deal's score for the tested player is a share from 0 to 1. With two sides, the pair is won (1), halved (1/2)
or lost (0) on the difference of the two sides' points summed over both games, which takes out the luck of the
cards. With more, it is the share of its games the tested side won, a tie for first counting as won.
"""

from __future__ import annotations

import contextlib
import dataclasses
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from bot.config import Settings
from bot.games.cards import derive_seed
from bot.games.protocol import Game
from bot.plugin import ComputerMove
from bot.registry import GAMES

from .players import player
from .stats import deals_for, interval
from .tables import Sides, Table, table_of

MAX_ACTIONS = 100_000
HALF_WIDTH = 0.04  # the interval sought when the number of games is not given
CHECK_EVERY = 20  # deals between looks at the interval
FIRST_LOOK = 60  # deals before the first look: fewer give a bootstrap too rough to stop on


@dataclass(frozen=True)
class Matchup:
    game: str
    table: Table
    players: int
    options: dict[str, Any]
    tested: ComputerMove
    opponent: ComputerMove
    think: float

    @classmethod
    def of(cls, game: str, tested: str = "computer", opponent: str = "baseline", players: int | None = None,
           options: Mapping[str, Any] | None = None, think: float = Settings.computer_think,
           whole: bool = False) -> Matchup:
        """`tested` (a kind of `players.KINDS`) against `opponent` at the game's arena table, its size and
        options changed as given; `whole`: matches played to their end where the table cuts them at a hand."""
        table = table_of(game)
        if whole and table.hand:
            table = dataclasses.replace(table, hand=None, hand_points=None, points=None)
        resolved = GAMES[game].engine.resolve_options({**table.options, **(options or {})})
        return cls(game, table, players or table.players, resolved, player(tested, game), player(opponent, game),
                   think)

    def new_game(self, seed: int) -> Game:
        return GAMES[self.game].engine(self.options, self.players, seed)

    @property
    def sides(self) -> Sides:
        return GAMES[self.game].ui.partners(self.players, self.options)


@dataclass
class Tally:
    """Everything measured, for the tested player."""

    deals: list[float] = field(default_factory=list)  # each deal's score
    chance: list[float] = field(default_factory=list)  # each game: what a side picked blindly would have scored
    mine: list[float] = field(default_factory=list)  # each game: the tested side's points
    theirs: list[float] = field(default_factory=list)  # each game: the mean points of the other sides
    wall: list[float] = field(default_factory=list)  # ms per decision of the tested player
    cpu: list[float] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.mine)

    def extend(self, other: Tally) -> None:
        for name in ("deals", "chance", "mine", "theirs", "wall", "cpu"):
            getattr(self, name).extend(getattr(other, name))

    def add_deal(self, sides: int, points: list[list[float]]) -> None:
        """One deal's games: `points[i]` every side's points in the game where the tested player was side `i`."""
        won = []
        for i, row in enumerate(points):
            others = [p for j, p in enumerate(row) if j != i]
            self.mine.append(row[i])
            self.theirs.append(statistics.fmean(others))
            won.append(float(row[i] == max(row)))
            self.chance.append(row.count(max(row)) / sides if sides > 2 else 0.5)
        if sides == 2:
            margin = sum(row[i] - row[1 - i] for i, row in enumerate(points))
            self.deals.append(1.0 if margin > 0 else 0.5 if margin == 0 else 0.0)
        else:
            self.deals.append(statistics.fmean(won))


def play_game(matchup: Matchup, seed: int, side: int, tally: Tally) -> list[float]:
    """One game of the deal `seed`, the tested player in `side`: every side's points."""
    return play_out(matchup, matchup.new_game(seed), set(matchup.sides[side]), tally)


def play_out(matchup: Matchup, game: Game, tested: set[int], tally: Tally) -> list[float]:
    """Play `game` to its end (or its first hand's, where the table cuts it there), the tested player in the
    seats `tested`, timing its decisions: every side's points."""
    sides = matchup.sides
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            return matchup.table.game_points(game, sides)
        acting, waiting = game.to_act(), game.waiting_for()
        if not acting:
            clock = game.public_view()["clock"]
            game.apply(clock["seat"], clock["action"])
            continue
        seat = min(acting, key=lambda s: (s in waiting, s))
        while True:
            mover = matchup.tested if seat in tested else matchup.opponent
            started, started_cpu = time.perf_counter(), time.thread_time()
            action = mover(game, seat, matchup.think)
            if seat in tested:
                tally.wall.append((time.perf_counter() - started) * 1000)
                tally.cpu.append((time.thread_time() - started_cpu) * 1000)
            for event in game.apply(seat, action):
                if event.kind == matchup.table.hand:
                    assert matchup.table.hand_points is not None
                    return matchup.table.hand_points(event.data, sides)
            if game.is_over() or not game.mid_turn(seat):
                break
    raise RuntimeError(f"{matchup.game} {game.seed} did not end in {MAX_ACTIONS} actions")


def play_deal(matchup: Matchup, seed: int, tally: Tally) -> None:
    count = len(matchup.sides)
    tally.add_deal(count, [play_game(matchup, seed, side, tally) for side in range(count)])


def run(m: Matchup, games: int | None, seed: int, progress: Callable[[Tally], None] = lambda tally: None,
        seconds: float | None = None, jobs: int = 1) -> Tally:
    """Deals until at least `games` games are played, or (None) until the interval is ±`HALF_WIDTH`; or, given
    `seconds`, until that time is up (then the deals in play are finished: the deals played are the first of the
    seed's, which `games` plays again). `jobs` processes play that many deals side by side; the deals and their
    order are the same, but a run may go on by up to `jobs - 1` deals past where one process would stop."""
    tally = Tally()
    stop = None if seconds is None else time.monotonic() + seconds
    # One job plays in this process, where the time per decision is measured as the bot would spend it.
    with ProcessPoolExecutor(jobs) if jobs > 1 else contextlib.nullcontext() as pool:
        play = pool.map if pool else map
        while not enough(tally, games, seed) and (stop is None or time.monotonic() < stop):
            seeds = [derive_seed(seed, "deal", len(tally.deals) + n) for n in range(jobs)]
            for played in play(deal_apart, [m] * jobs, seeds):
                tally.extend(played)
            progress(tally)
    return tally


def deal_apart(m: Matchup, seed: int) -> Tally:
    """One deal, measured on its own (in a worker process of `run`)."""
    tally = Tally()
    play_deal(m, seed, tally)
    return tally


def enough(tally: Tally, games: int | None, seed: int) -> bool:
    deals = len(tally.deals)
    if games is not None:
        return tally.games >= games
    if deals >= deals_for(HALF_WIDTH):  # ±4 points at worst, however the deals' scores spread
        return True
    return deals >= FIRST_LOOK and deals % CHECK_EVERY == 0 and half_width(tally.deals, seed) <= HALF_WIDTH


def half_width(scores: Sequence[float], seed: int) -> float:
    low, high, _ = interval(scores, seed)
    mean = statistics.fmean(scores)
    return max(mean - low, high - mean)
