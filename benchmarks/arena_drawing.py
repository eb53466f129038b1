"""Arena for the drawing games' computer players (Shaitan, Rummy) against random play, single process.

Every game seed is played once per seat, the computer player taking each seat in turn and random players the
others, so each seat meets the same deal (duplicate play). Rummy reports games and deals won by the computer
player; Shaitan reports how often the computer player ends holding the joker, beside the 1/n that blind luck
gives. Intervals are 95% Wilson intervals; decision times are wall-clock milliseconds per `choose` call of the
computer player (random players are not timed).

    /work/venv/bin/python -m benchmarks.arena_drawing --game rummy --games 200
    /work/venv/bin/python -m benchmarks.arena_drawing --game shaitan --players 4 --games 400
    /work/venv/bin/python -m benchmarks.arena_drawing --game rummy --opponent computer --games 200
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from benchmarks.arena import machine, percentile, wilson
from bot.ai.rummy import RummyPlayer
from bot.ai.shaitan import ShaitanPlayer
from bot.games.cards import derive_seed
from bot.games.protocol import Game, View
from bot.games.rummy import Rummy
from bot.games.shaitan import Shaitan

Chooser = Callable[[View, int], str]


@dataclass
class Tally:
    games: int = 0
    won: int = 0  # Rummy: games won; Shaitan: games not lost
    deals: int = 0
    deals_won: int = 0
    ms: list[float] = field(default_factory=list)


def random_choice(view: View, seed: int) -> str:
    legal: list[str] = view["legal"]
    return random.Random(seed).choice(legal)


def play(game: Game, seat: int, chooser: Chooser, others: Chooser, seed: int, tally: Tally) -> None:
    """One game with `chooser` in `seat` and `others` elsewhere, tallied for `seat`."""
    while not game.is_over():
        turn = next(iter(game.to_act()))
        view = game.view(turn)
        if turn == seat:
            started = time.perf_counter()
            action = chooser(view, derive_seed(seed, game.version))
            tally.ms.append((time.perf_counter() - started) * 1000)
        else:
            action = others(view, derive_seed(seed, game.version, turn))
        for event in game.apply(turn, action):
            if event.kind == "deal_over" and not event.data["void"]:
                tally.deals += 1
                tally.deals_won += event.data["winner"] == seat
    tally.games += 1
    tally.won += seat in game.result().winners


def run(name: str, players: int, games: int, seed: int, options: dict[str, object], opponent: str) -> Tally:
    tally = Tally()
    cls: type[Game] = Rummy if name == "rummy" else Shaitan
    chooser: Chooser = RummyPlayer().choose if name == "rummy" else ShaitanPlayer().choose
    others = chooser if opponent == "computer" else random_choice
    pair = 0
    while tally.games < games:
        deal_seed = derive_seed(seed, "pair", pair)
        for seat in range(players):
            play(cls(options, players, deal_seed), seat, chooser, others, derive_seed(deal_seed, seat), tally)
        pair += 1
    return tally


def report(name: str, players: int, options: dict[str, object], opponent: str, tally: Tally) -> str:
    low, high = wilson(tally.won, tally.games)
    noun = "games won" if name == "rummy" else "games not left holding the joker"
    lines = [f"{name} computer vs {opponent}, {players} players, options {options}, on {machine()}",
             f"{noun}: {tally.won}/{tally.games} = {tally.won / tally.games:.1%} (95% {low:.1%}-{high:.1%})"]
    if name == "shaitan":
        lines.append(f"blind luck: {1 - 1 / players:.1%}")
    if tally.deals:
        d_low, d_high = wilson(tally.deals_won, tally.deals)
        lines.append(f"deals won (void deals left out): {tally.deals_won}/{tally.deals} = "
                     f"{tally.deals_won / tally.deals:.1%} (95% {d_low:.1%}-{d_high:.1%})")
    lines.append(f"decision ms over {len(tally.ms)}: p50 {statistics.median(tally.ms):.2f}  "
                 f"p95 {percentile(tally.ms, 0.95):.2f}  max {max(tally.ms):.2f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("rummy", "shaitan"), default="rummy")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4, help="Shaitan only; Rummy is for two")
    parser.add_argument("--target", type=int, default=200, help="Rummy only")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", choices=("random", "computer"), default="random",
                        help="who fills the other seats; computer against itself checks the seats are fair")
    args = parser.parse_args()
    players = 2 if args.game == "rummy" else args.players
    options: dict[str, object] = {"target": args.target} if args.game == "rummy" else {}
    tally = run(args.game, players, args.games, args.seed, options, args.opponent)
    print(report(args.game, players, options, args.opponent, tally))


if __name__ == "__main__":
    main()
