"""Arena for the Bi-Del computer player: one seat of the first kind against the others of the second kind, in
duplicate games (each game seed is played once with the first kind in every seat, so each seat meets the same
first deal).

    /work/venv/bin/python -m benchmarks.arena_bidel --games 300 --players 4

A game is won when the first kind has the lowest score (ties share first place and count as won). Penalty points
per deal compare the first kind with the average seat of the second kind; the interval on games is a 95% Wilson
interval. Decision times are wall-clock milliseconds per `choose` call of the first kind.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from benchmarks.arena_hokm import machine, percentile, wilson
from bot.ai.bidel import RuleBidelPlayer
from bot.games.bidel import Bidel
from bot.games.cards import derive_seed
from bot.games.protocol import View

MAX_ACTIONS = 50_000


class Chooser(Protocol):
    def choose(self, view: View, seed: int) -> str: ...


class RandomPlayer:
    def choose(self, view: View, seed: int) -> str:
        return random.Random(seed).choice(view["legal"])


PLAYERS: dict[str, Callable[[], Chooser]] = {"random": RandomPlayer, "rule": RuleBidelPlayer}


@dataclass
class Tally:
    games: int = 0
    won: int = 0
    deals: int = 0
    points: int = 0  # the first kind's penalty points over all deals
    others: int = 0  # the second kind's, summed over its seats
    times: list[float] = field(default_factory=list)


def play_game(first: str, second: str, seed: int, players: int, seat: int, limit: int, tally: Tally) -> None:
    game = Bidel({"limit": limit}, players, seed)
    seats = [PLAYERS[first if s == seat else second]() for s in range(players)]
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        acting = min(game.to_act())
        view = game.view(acting)
        started = time.perf_counter()
        action = seats[acting].choose(view, derive_seed(seed, game.version, acting))
        if acting == seat:
            tally.times.append((time.perf_counter() - started) * 1000)
        for event in game.apply(acting, action):
            if event.kind == "deal_over":
                tally.deals += 1
                tally.points += event.data["added"][seat]
                tally.others += sum(event.data["added"]) - event.data["added"][seat]
    else:
        raise RuntimeError(f"game {seed} did not end")
    tally.games += 1
    tally.won += seat in game.result().winners


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matchup", default="rule-random", choices=("rule-random", "random-random", "rule-rule"))
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, choices=(3, 4), default=4)
    parser.add_argument("--limit", type=int, choices=(100, 300), default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    first, second = args.matchup.split("-")
    tally = Tally()
    started = time.perf_counter()
    pair = 0
    while tally.games < args.games:
        seed = derive_seed(args.seed, "game", pair)
        for seat in range(args.players):
            play_game(first, second, seed, args.players, seat, args.limit, tally)
        pair += 1
    low, high = wilson(tally.won, tally.games)
    print(f"{first} vs {second}, {args.players} players, limit {args.limit}, on {machine()}, "
          f"{time.perf_counter() - started:.0f} s")
    print(f"games: {tally.won}/{tally.games} won = {tally.won / tally.games:.1%} (95% {low:.1%}-{high:.1%}); "
          f"a seat's fair share is {1 / args.players:.1%}")
    print(f"points per deal: {first} {tally.points / tally.deals:.2f}, "
          f"each {second} {tally.others / tally.deals / (args.players - 1):.2f} over {tally.deals} deals")
    ms = tally.times
    print(f"{first} decision ms over {len(ms)}: p50 {statistics.median(ms):.2f}  p95 {percentile(ms, 0.95):.2f}  "
          f"max {max(ms):.2f}")


if __name__ == "__main__":
    main()
