"""Arena for the Golf computer player against random play (or itself), every variant, single process.

Every game seed is played once per seat, the computer player taking each seat in turn and random players the
others (duplicate deals). It reports games won (a shared lowest total counts as won), holes won and the mean
hole score of the computer player and of the random seats, with 95% Wilson intervals, and the wall-clock
milliseconds of each `choose` call. Out of turn the computer player presses a race only when `race` says so;
random players press a random race now and then.

    /work/venv/bin/python -m benchmarks.arena_golf --games 200
    /work/venv/bin/python -m benchmarks.arena_golf --variant pablo --players 3 --games 300
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass, field

from benchmarks.arena import machine, percentile, wilson
from bot.ai.golf import GolfPlayer
from bot.games.cards import derive_seed
from bot.games.golf import Golf
from bot.games.golf.variants import VARIANTS

RANDOM_RACE = 0.1


@dataclass
class Tally:
    games: int = 0
    won: int = 0
    holes: int = 0
    holes_won: int = 0
    mine: list[int] = field(default_factory=list)
    theirs: list[int] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)


def play(game: Golf, seat: int, seed: int, tally: Tally, mirror: bool) -> None:
    """One game with the computer player in `seat`; the others random, or (`mirror`) the computer player too."""
    player, rng = GolfPlayer(), random.Random(seed)
    while not game.is_over():
        turn = min(game.waiting_for())
        racers = sorted(game.to_act() - {turn})
        actor, action = turn, None
        for racer in [seat] if not mirror else racers:
            if action is None and racer in racers:
                action = player.race(game.view(racer))
                actor = racer if action else turn
        if action is None and racers and not mirror and rng.random() < RANDOM_RACE:
            actor = rng.choice([s for s in racers if s != seat] or [turn])
            action = rng.choice(game.legal_actions(actor)) if actor != seat else None
        if action is None:
            actor, view = turn, game.view(turn)
            if turn == seat:
                started = time.perf_counter()
                action = player.choose(view, derive_seed(seed, game.version))
                tally.ms.append((time.perf_counter() - started) * 1000)
            elif mirror:
                action = player.choose(view, derive_seed(seed, game.version))
            else:
                action = rng.choice(view["legal"])
        for event in game.apply(actor, action):
            if event.kind == "hole_over":
                scores = event.data["scores"]
                tally.holes += 1
                tally.holes_won += scores[seat] == min(scores)
                tally.mine.append(scores[seat])
                tally.theirs += [s for i, s in enumerate(scores) if i != seat]
    tally.games += 1
    tally.won += seat in game.result().winners


def run(variant: str, players: int, games: int, seed: int, mirror: bool) -> Tally:
    tally = Tally()
    deal = 0
    while tally.games < games:
        deal_seed = derive_seed(seed, variant, deal)
        for seat in range(players):
            play(Golf({"variant": variant}, players, deal_seed), seat, derive_seed(deal_seed, seat), tally, mirror)
        deal += 1
    return tally


def report(variant: str, players: int, tally: Tally) -> str:
    low, high = wilson(tally.won, tally.games)
    h_low, h_high = wilson(tally.holes_won, tally.holes)
    return (f"{variant:9} {players}p games won {tally.won}/{tally.games} = {tally.won / tally.games:.1%} "
            f"({low:.1%}-{high:.1%}); holes won {tally.holes_won / tally.holes:.1%} ({h_low:.1%}-{h_high:.1%}); "
            f"mean hole {statistics.mean(tally.mine):.1f} vs {statistics.mean(tally.theirs):.1f}; "
            f"ms p50 {statistics.median(tally.ms):.2f} p95 {percentile(tally.ms, 0.95):.2f} "
            f"max {max(tally.ms):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=("all", *VARIANTS), default="all")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", choices=("random", "computer"), default="random",
                        help="who fills the other seats; computer against itself checks the seats are fair")
    args = parser.parse_args()
    print(f"Golf computer vs {args.opponent}, on {machine()}")
    for variant in VARIANTS if args.variant == "all" else (args.variant,):
        tally = run(variant, args.players, args.games, args.seed, args.opponent == "computer")
        print(report(variant, args.players, tally), flush=True)


if __name__ == "__main__":
    main()
