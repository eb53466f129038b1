"""Arena for the chip games (Twenty-One, Nine-and-Eight, Bourse): one computer player against random players,
or (`--matchup computer-baseline`) against the frozen players of `benchmarks/baselines/` in every other seat.

Each seed is played once with the computer in every seat, so every seat meets the same shuffles (duplicate
deals; the games diverge once the choices differ). The report gives the share of games the computer finished
with the most chips (ties count), beside the 1/n an equal player would get, its mean net chips with their 95%
interval, and its decision times.

    python -m benchmarks.arena_chips --game twentyone --games 300 --players 4
    python -m benchmarks.arena_chips --game twentyone --games 400 --players 4 --matchup computer-baseline
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from benchmarks.arena import machine, percentile, wilson
from benchmarks.baselines.nineeight import NineEightPlayer as NineEightBaseline
from benchmarks.baselines.twentyone import TwentyOnePlayer as TwentyOneBaseline
from bot.ai.bourse import BoursePlayer
from bot.ai.nineeight import NineEightPlayer
from bot.ai.twentyone import TwentyOnePlayer
from bot.games.bourse import Bourse
from bot.games.cards import derive_seed
from bot.games.nineeight import NineEight
from bot.games.protocol import Game, View
from bot.games.twentyone import TwentyOne

MAX_ACTIONS = 50_000


class Player(Protocol):
    def choose(self, view: View, seed: int) -> str: ...


@dataclass(frozen=True)
class Entry:
    game: type[Game]
    player: Callable[[], Player]
    baseline: Callable[[], Player] | None = None
    options: dict[str, Any] = field(default_factory=dict)


GAMES: dict[str, Entry] = {
    "twentyone": Entry(TwentyOne, TwentyOnePlayer, TwentyOneBaseline),
    "nineeight": Entry(NineEight, NineEightPlayer, NineEightBaseline),
    "bourse": Entry(Bourse, BoursePlayer),
}


@dataclass
class Tally:
    games: int = 0
    won: int = 0
    net: list[int] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)


def play(entry: Entry, players: int, seed: int, seat: int, tally: Tally, opponent: Player | None = None) -> None:
    """One game, the computer in `seat`; every other seat plays `opponent`, or at random without one."""
    game = entry.game(entry.options, players, seed)
    computer = entry.player()
    rng = random.Random(derive_seed(seed, "random", seat))
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        acting = sorted(game.to_act())
        mover = rng.choice(acting)
        if seat in acting and (mover == seat or len(acting) == 1):
            started = time.perf_counter()
            action = computer.choose(game.view(seat), derive_seed(seed, game.version))
            tally.ms.append((time.perf_counter() - started) * 1000)
            mover = seat
        elif opponent is not None:
            action = opponent.choose(game.view(mover), derive_seed(seed, game.version, mover))
        else:
            action = rng.choice(game.legal_actions(mover))
        game.apply(mover, action)
    else:
        raise RuntimeError(f"game {seed} did not end")
    result = game.result()
    tally.games += 1
    tally.won += seat in result.winners
    tally.net.append(result.summary["chips"][seat])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(GAMES), default="twentyone")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matchup", choices=("computer-random", "computer-baseline"), default="computer-random")
    args = parser.parse_args()
    entry = GAMES[args.game]
    if args.matchup == "computer-baseline" and entry.baseline is None:
        parser.error(f"{args.game} has no baseline player")
    opponent = entry.baseline() if args.matchup == "computer-baseline" and entry.baseline else None
    tally = Tally()
    deal = 0
    while tally.games < args.games:
        for seat in range(args.players):
            play(entry, args.players, derive_seed(args.seed, "deal", deal), seat, tally, opponent)
        deal += 1
    low, high = wilson(tally.won, tally.games)
    others = "the baseline" if opponent else "random"
    net = statistics.mean(tally.net)
    spread = 1.96 * statistics.stdev(tally.net) / len(tally.net) ** 0.5 if len(tally.net) > 1 else 0.0
    print(f"{args.game}: computer vs {others}, {args.players} players, {tally.games} games on {machine()}")
    print(f"most chips in {tally.won}/{tally.games} = {tally.won / tally.games:.1%} (95% {low:.1%}-{high:.1%}); "
          f"chance would be {1 / args.players:.1%}; mean net {net:+.1f} chips (95% {net - spread:+.1f} to "
          f"{net + spread:+.1f})")
    print(f"decision ms over {len(tally.ms)}: p50 {statistics.median(tally.ms):.2f}  "
          f"p95 {percentile(tally.ms, 0.95):.2f}  max {max(tally.ms):.2f}")


if __name__ == "__main__":
    main()
