"""Arena for the Ghahveh computer players: duplicate matches between two kinds of player.

The first kind plays one team and the second kind the other. Each match seed is played twice, the first kind
taking each team in turn, so both meet the same first deal from the same seats (later hands are dealt from the
same shuffled decks, though the dealer can differ once the matches diverge). A hand counts as won by the team
that scored more in it; the report gives the first kind's share of hands and of matches, with 95% Wilson
intervals, its mean margin a hand, and p50/p95 decision times of the named players (random ones are not timed),
wall-clock milliseconds in a single process.

    /work/venv/bin/python -m benchmarks.arena_ghahveh --matchup rule-random --matches 100
    /work/venv/bin/python -m benchmarks.arena_ghahveh --matchup search-rule --matches 20 --hand-limit 10
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from benchmarks.arena import RandomPlayer, machine, percentile, wilson
from bot.ai.ghahveh.players import RuleGhahvehPlayer, SearchGhahvehPlayer
from bot.games.cards import derive_seed
from bot.games.ghahveh import Ghahveh
from bot.games.protocol import View

MAX_ACTIONS = 50_000


class Seat(Protocol):
    def choose(self, view: View, seed: int) -> str: ...



PLAYERS: dict[str, Callable[[], Seat]] = {
    "random": RandomPlayer,
    "rule": RuleGhahvehPlayer,
    "search": SearchGhahvehPlayer,
}
MATCHUPS = ("rule-random", "search-random", "search-rule", "rule-rule")


@dataclass
class Tally:
    """Everything measured, for the first kind: each hand's margin, each match's outcome, decision times."""

    margins: list[int] = field(default_factory=list)
    matches: list[bool] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)


def play_match(first: str, second: str, seed: int, first_team: int, hand_limit: int, tally: Tally) -> None:
    """One match with `first` on `first_team` and `second` on the other, added to `tally`."""
    game = Ghahveh({"hand_limit": hand_limit}, 4, seed)
    kinds = [first if s % 2 == first_team else second for s in range(4)]
    seats = [PLAYERS[kind]() for kind in kinds]
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        (seat,) = game.to_act()
        view = game.view(seat)
        started = time.perf_counter()
        action = seats[seat].choose(view, derive_seed(seed, game.version))
        if kinds[seat] != "random":
            tally.times.setdefault(kinds[seat], []).append((time.perf_counter() - started) * 1000)
        for event in game.apply(seat, action):
            if event.kind == "hand_over":
                scores = event.data["scores"]
                tally.margins.append(scores[first_team] - scores[1 - first_team])
    else:
        raise RuntimeError(f"match {seed} did not end")
    tally.matches.append(game.winner == first_team)


def share(what: str, won: int, n: int) -> str:
    low, high = wilson(won, n)
    return f"{what}: {won}/{n} won = {won / n:.1%} (95% {low:.1%}-{high:.1%})"


def report(first: str, second: str, tally: Tally, elapsed: float) -> str:
    margins = tally.margins
    half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins))
    lines = [
        f"{first} vs {second}, duplicate matches, on {machine()}, {elapsed:.0f} s",
        share("hands", sum(m > 0 for m in margins), len(margins))
        + f"; margin a hand {statistics.fmean(margins):+.1f} (95% ±{half:.1f})",
        share("matches", sum(tally.matches), len(tally.matches)),
    ]
    lines += [f"{kind}: decisions {len(ms)}, ms p50 {statistics.median(ms):.1f} p95 {percentile(ms, 0.95):.1f} "
              f"max {max(ms):.1f}" for kind, ms in sorted(tally.times.items())]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matchup", choices=MATCHUPS, default="rule-random")
    parser.add_argument("--matches", type=int, default=100, help="duplicate pairs of matches to play")
    parser.add_argument("--hand-limit", type=int, choices=Ghahveh.OPTIONS["hand_limit"].choices, default=0,
                        help="end each match after this many hands (0: play to 501)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    first, second = args.matchup.split("-")
    tally = Tally()
    started = time.perf_counter()
    for pair in range(args.matches):
        for team in (0, 1):
            play_match(first, second, derive_seed(args.seed, "pair", pair), team, args.hand_limit, tally)
    print(report(first, second, tally, time.perf_counter() - started))


if __name__ == "__main__":
    main()
