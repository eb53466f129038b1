"""Arena for the Hokm computer players: duplicate matches between two kinds of player.

The first kind plays one side of the table and the second kind all the others. Each match seed is played once
per side, the first kind taking each side in turn, so every side meets the same decks from the same seats: the
first hand of those matches is the same deal exactly, and every later hand n of them is dealt from the same
shuffled deck (who is hakem, and so who receives which packet, can differ once the matches diverge). At four
players that is the usual duplicate pair, the teams swapping seats. Hands are counted over all matches (a void
hand counts as not won); seeds are played until at least `--hands` hands are done. The report sets the first kind's
share of the hands beside what each side of the second kind won on average, and the share of void hands.

    .venv/bin/python -m benchmarks.arena_hokm --matchup rule-random --hands 1000
    .venv/bin/python -m benchmarks.arena_hokm --matchup strong-rule --hands 1000 --processes 2
    .venv/bin/python -m benchmarks.arena_hokm --matchup strong-rule --players 6 --teams 3x2 --hands 500

Intervals are 95% Wilson intervals, which take hands as independent; hands of one match are not quite, so read
the hand interval as a little optimistic. Decision times are milliseconds per `choose` call of the named players
(random ones are not timed), measured while up to `--processes` matches run side by side: wall clock, which other
work on the machine inflates, and the CPU time of the deciding thread, which it does not.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Protocol

from benchmarks.arena.players import RandomPlayer
from benchmarks.arena.stats import machine, percentile, wilson
from bot.ai.hokm.players import RuleHokmPlayer, StrongHokmPlayer
from bot.games.cards import derive_seed
from bot.games.hokm import Hokm
from bot.games.hokm.variants import TEAM_LAYOUTS
from bot.games.protocol import View

MAX_ACTIONS = 20_000


class Seat(Protocol):
    def observe(self, view: View) -> None: ...

    def choose(self, view: View, seed: int) -> str: ...


PLAYERS: dict[str, Callable[[], Seat]] = {
    "random": RandomPlayer,
    "rule": RuleHokmPlayer,
    "strong": StrongHokmPlayer,
}
MATCHUPS = ("rule-random", "strong-rule", "strong-random", "rule-rule", "strong-strong")


@dataclass
class Tally:
    hands: int = 0
    hands_won: int = 0
    hands_void: int = 0
    matches: int = 0
    matches_won: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu_times: dict[str, list[float]] = field(default_factory=dict)

    def add(self, other: Tally) -> None:
        self.hands += other.hands
        self.hands_won += other.hands_won
        self.hands_void += other.hands_void
        self.matches += other.matches
        self.matches_won += other.matches_won
        for kind, ms in other.times.items():
            self.times.setdefault(kind, []).extend(ms)
        for kind, ms in other.cpu_times.items():
            self.cpu_times.setdefault(kind, []).extend(ms)


@dataclass(frozen=True)
class Table:
    players: int = 4
    teams: str = "2x3"  # six players only

    def new_game(self, seed: int) -> Hokm:
        return Hokm({"teams": self.teams}, self.players, seed)


def play_match(first: str, second: str, seed: int, table: Table, first_side: int) -> Tally:
    """One match with `first` on `first_side` and `second` on the others; tallied for `first`."""
    game = table.new_game(seed)
    kinds = [first if game.side_of(s) == first_side else second for s in range(game.players)]
    seats = [PLAYERS[kind]() for kind in kinds]
    timed = set(kinds) - {"random"}
    tally = Tally(times={k: [] for k in timed}, cpu_times={k: [] for k in timed})
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        seat = next(iter(game.to_act()))
        view = game.view(seat)
        started, started_cpu = time.perf_counter(), time.thread_time()
        action = seats[seat].choose(view, derive_seed(seed, game.version))
        if kinds[seat] in timed:
            tally.times[kinds[seat]].append((time.perf_counter() - started) * 1000)
            tally.cpu_times[kinds[seat]].append((time.thread_time() - started_cpu) * 1000)
        for event in game.apply(seat, action):
            if event.kind == "hand_over":
                tally.hands += 1
                tally.hands_won += event.data["winner"] == first_side
                tally.hands_void += event.data["winner"] is None
        for s in range(game.players):
            seats[s].observe(game.view(s))
    else:
        raise RuntimeError(f"match {seed} did not end")
    tally.matches = 1
    tally.matches_won = game.winner == first_side
    return tally


def play_duplicates(first: str, second: str, seed: int, table: Table) -> Tally:
    tally = Tally()
    for side in range(len(table.new_game(seed).sides)):
        tally.add(play_match(first, second, seed, table, side))
    return tally


def run(first: str, second: str, table: Table, hands: int, processes: int, seed: int) -> Tally:
    total = Tally()
    started = time.perf_counter()
    next_pair = 0
    with ProcessPoolExecutor(max_workers=processes) as pool:
        running: set[Future[Tally]] = set()
        while total.hands < hands or running:
            while total.hands < hands and len(running) < processes:
                running.add(pool.submit(play_duplicates, first, second, derive_seed(seed, "pair", next_pair), table))
                next_pair += 1
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                total.add(future.result())
            # the share so far, so that a run cut short still tells something
            print(f"\r{total.hands} hands ({total.hands_won} won), {total.matches} matches, "
                  f"{time.perf_counter() - started:.0f} s", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return total


def report(first: str, second: str, table: Table, total: Tally) -> str:
    hand_low, hand_high = wilson(total.hands_won, total.hands)
    match_low, match_high = wilson(total.matches_won, total.matches)
    sides = len(table.new_game(0).sides)
    others = (total.hands - total.hands_won - total.hands_void) / (sides - 1) / total.hands
    lines = [
        f"{first} vs {second}, {table.players} players in {sides} sides, on {machine()}",
        f"hands:   {total.hands_won}/{total.hands} won = {total.hands_won / total.hands:.1%} "
        f"(95% {hand_low:.1%}-{hand_high:.1%}); each {second} side won {others:.1%}, "
        f"{total.hands_void / total.hands:.1%} were void",
        f"matches: {total.matches_won}/{total.matches} won = {total.matches_won / total.matches:.1%} "
        f"(95% {match_low:.1%}-{match_high:.1%})",
    ]
    for kind, ms in sorted(total.times.items()):
        cpu = total.cpu_times[kind]
        lines.append(f"{kind} decision ms over {len(ms)}: p50 {statistics.median(ms):.1f}  "
                     f"p95 {percentile(ms, 0.95):.1f}  max {max(ms):.1f} wall clock; CPU p50 "
                     f"{statistics.median(cpu):.1f}  p95 {percentile(cpu, 0.95):.1f}  max {max(cpu):.1f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matchup", choices=MATCHUPS, default="rule-random")
    parser.add_argument("--hands", type=int, default=1000, help="play duplicate pairs until this many hands")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, choices=(2, 3, 4, 5, 6), default=4)
    parser.add_argument("--teams", choices=TEAM_LAYOUTS, default="2x3", help="six players: two teams of three, or "
                        "three teams of two")
    args = parser.parse_args()
    first, second = args.matchup.split("-")
    table = Table(args.players, args.teams)
    print(report(first, second, table, run(first, second, table, args.hands, args.processes, args.seed)))


if __name__ == "__main__":
    main()
