"""Arena for the Bi-Del and Klaberjass computer players: one seat of the first kind against the others of the
second kind, in duplicate games (each game seed is played once with the first kind in every seat, so every seat
meets the same first deal, and every later deal n of those games comes from the same shuffled pack).

    /work/venv/bin/python -m benchmarks.arena_tables --game bidel --matchup rule-random --games 300 --players 4
    /work/venv/bin/python -m benchmarks.arena_tables --game klaberjass --matchup rule-random --games 300

A game is won when the first kind is among the winners (in Bi-Del ties share first place). The points per deal
set what the first kind added to its score beside the average seat of the second kind (Bi-Del: penalty points,
lower is better; Klaberjass: game points, higher is better). The interval on games is a 95% Wilson interval.
Decision times are wall-clock milliseconds per `choose` call of the first kind, one process.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from benchmarks.arena import RandomPlayer, machine, percentile, wilson
from bot.ai.bidel.rule import RuleBidelPlayer
from bot.ai.bidel.sampling import SamplingBidelPlayer
from bot.ai.klaberjass.rule import RuleKlaberjassPlayer
from bot.ai.klaberjass.sampling import SamplingKlaberjassPlayer
from bot.games.bidel import Bidel
from bot.games.cards import derive_seed
from bot.games.klaberjass.game import Klaberjass
from bot.games.protocol import Game, View

MAX_ACTIONS = 50_000


class Chooser(Protocol):
    def choose(self, view: View, seed: int) -> str: ...



@dataclass(frozen=True)
class Arena:
    game: type[Game]
    hand_event: str  # the event whose `added` says what each seat scored in a deal
    players: dict[str, Callable[[], Chooser]]
    quick: Mapping[str, Any]  # options for a short game


ARENAS = {
    "bidel": Arena(Bidel, "deal_over",
                   {"random": RandomPlayer, "rule": RuleBidelPlayer, "sampling": SamplingBidelPlayer}, {"limit": 100}),
    "klaberjass": Arena(Klaberjass, "hand_over", {"random": RandomPlayer, "rule": RuleKlaberjassPlayer,
                                                   "sampling": SamplingKlaberjassPlayer}, {"target": 301}),
}


@dataclass
class Tally:
    games: int = 0
    won: int = 0
    deals: int = 0
    points: int = 0  # what the first kind added over all deals
    others: int = 0  # what the second kind added, summed over its seats
    times: list[float] = field(default_factory=list)


def play_game(arena: Arena, kinds: tuple[str, str], game: Game, seat: int, tally: Tally) -> None:
    seats = [arena.players[kinds[0] if s == seat else kinds[1]]() for s in range(game.players)]
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        acting = min(game.to_act())
        view = game.view(acting)
        started = time.perf_counter()
        action = seats[acting].choose(view, derive_seed(game.seed, game.version, acting))
        if acting == seat:
            tally.times.append((time.perf_counter() - started) * 1000)
        for event in game.apply(acting, action):
            if event.kind == arena.hand_event:
                added = event.data["added"]
                tally.deals += 1
                tally.points += added[seat]
                tally.others += sum(added) - added[seat]
    else:
        raise RuntimeError(f"game {game.seed} did not end")
    tally.games += 1
    tally.won += seat in game.result().winners


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(ARENAS), default="bidel")
    parser.add_argument("--matchup", default="rule-random")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, help="Bi-Del: 3 or 4 (default: the game's most)")
    parser.add_argument("--quick", action="store_true", help="play the short game (Bi-Del to 100, Klaberjass to 301)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    arena = ARENAS[args.game]
    first, second = args.matchup.split("-")
    players = args.players or arena.game.max_players
    options = arena.quick if args.quick else {}
    tally = Tally()
    started = time.perf_counter()
    pair = 0
    while tally.games < args.games:
        seed = derive_seed(args.seed, "game", pair)
        for seat in range(players):
            play_game(arena, (first, second), arena.game(options, players, seed), seat, tally)
        pair += 1
    low, high = wilson(tally.won, tally.games)
    print(f"{args.game}: {first} vs {second}, {players} players, options {options}, on {machine()}, "
          f"{time.perf_counter() - started:.0f} s")
    print(f"games: {tally.won}/{tally.games} won = {tally.won / tally.games:.1%} (95% {low:.1%}-{high:.1%}); "
          f"a seat's fair share is {1 / players:.1%}")
    print(f"points per deal: {first} {tally.points / tally.deals:.2f}, "
          f"each {second} {tally.others / tally.deals / (players - 1):.2f} over {tally.deals} deals")
    ms = tally.times
    print(f"{first} decision ms over {len(ms)}: p50 {statistics.median(ms):.2f}  p95 {percentile(ms, 0.95):.2f}  "
          f"max {max(ms):.2f}")


if __name__ == "__main__":
    main()
