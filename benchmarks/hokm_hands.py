"""How many random four-player Hokm hands the engine plays per second.

Every move is a random legal action; new hands come from the engine itself (the next hand of a running match),
and a new match starts when one ends. Run from the repository root:

    .venv/bin/python benchmarks/hokm_hands.py [--seconds 5] [--seed 1] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import random
import time

from bot.games.hokm import Hokm


def play_hands(count: int, seed: int) -> int:
    """Play until `count` hands are over; returns the number of actions applied."""
    rng = random.Random(seed)
    game = Hokm({"sets_to_win": 3}, 4, rng.getrandbits(128))
    hands = actions = 0
    while hands < count:
        if game.is_over():
            game = Hokm({"sets_to_win": 3}, 4, rng.getrandbits(128))
        (seat,) = game.to_act()
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        actions += 1
        for event in events:
            if event.kind == "hand_over":
                hands += 1
    return actions


def measure(seconds: float, seed: int) -> tuple[int, int, float, float]:
    """Play batches of hands for about `seconds`; returns (hands, actions, wall seconds, CPU seconds)."""
    batch = 200
    hands = actions = 0
    start, start_cpu = time.perf_counter(), time.process_time()
    while (elapsed := time.perf_counter() - start) < seconds:
        actions += play_hands(batch, seed + hands)
        hands += batch
    return hands, actions, elapsed, time.process_time() - start_cpu


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    return (f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} CPUs, "
            f"{platform.python_implementation()} {platform.python_version()}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0, help="how long to measure")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random matches and moves")
    parser.add_argument("--profile", action="store_true", help="print the 25 costliest functions instead")
    args = parser.parse_args()
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play_hands, 2000, args.seed)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return
    hands, actions, elapsed, cpu = measure(args.seconds, args.seed)
    print(f"{hands / elapsed:,.0f} hands/s "
          f"({actions / elapsed:,.0f} actions/s; {hands} hands in {elapsed:.1f} s)")
    # On a shared machine the wall-clock rate drops with other people's load; the CPU rate is the engine's.
    print(f"{hands / cpu:,.0f} hands per CPU second")
    print(f"on {machine()}")

if __name__ == "__main__":
    main()
