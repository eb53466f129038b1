"""Twenty-One's computer player over positions from real games: how often each kind of its choices is the one
worth most by the exact calculator of `tests/twentyone_exact.py`, what the others give up, and how long it takes
to choose (every choice it makes in the same games, timed).

Games have 2 to 6 seats, the ace worth 1 or 11, side bets on or off; half their moves are the computer's, half
random, so that hands it would not keep come up too.

    python -m benchmarks.exact_twentyone --games 300 --play 3000 --banker 1000 --bet 150 --side 150 --timed 40
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

from benchmarks.arena.stats import machine, percentile
from bot.ai.twentyone import TwentyOnePlayer
from tests.twentyone_exact import positions, score


def timings(games: int, seed: int) -> dict[str, list[float]]:
    """Milliseconds per choice, by phase, over every choice the computer is asked for in those games."""
    player = TwentyOnePlayer()
    times: dict[str, list[float]] = defaultdict(list)
    for view in positions(games, seed, every_phase=True):
        started = time.perf_counter()
        player.choose(view, 0)
        times[view["phase"]].append((time.perf_counter() - started) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--timed", type=int, default=40, help="games whose every choice is timed")
    for kind, default in (("play", 3000), ("banker", 1000), ("bet", 150), ("side", 150)):
        parser.add_argument(f"--{kind}", type=int, default=default, help=f"positions of the {kind} kind to weigh")
    args = parser.parse_args()
    print(f"on {machine()}")
    limits = {"play": args.play, "banker": args.banker, "bet": args.bet, "side": args.side}
    scores = score(positions(args.games, args.seed), limits) if any(limits.values()) else {}
    for kind, tally in scores.items():
        worst = f", the worst {max(tally.losses):.4f}" if tally.losses else ""
        print(f"{kind}: {tally.best}/{tally.decisions} worth the most ({tally.best / max(tally.decisions, 1):.2%}); "
              f"{len(tally.losses)} not{worst}")
    times = timings(args.timed, args.seed)
    every = [ms for phase in times.values() for ms in phase]
    for phase, values in [*sorted(times.items(), key=lambda item: -len(item[1])), ("all", every)]:
        print(f"{phase}: {len(values)} choices, ms p50 {statistics.median(values):.2f}  "
              f"p95 {percentile(values, 0.95):.2f}  max {max(values):.2f}")


if __name__ == "__main__":
    main()
