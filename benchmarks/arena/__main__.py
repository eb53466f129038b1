"""`python -m benchmarks.arena <game>`: see the package's docstring, or `--help`."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from bot.config import Settings
from bot.registry import GAMES

from . import __doc__ as ABOUT
from .play import HALF_WIDTH, Matchup, Tally, run
from .players import KINDS
from .stats import deals_for, interval, load, machine, percentile


def option(game: str, given: str) -> tuple[str, Any]:
    """An option given on the command line (`key=value`), as the engine lists its choices."""
    key, _, text = given.partition("=")
    choices = GAMES[game].engine.OPTIONS.get(key)
    if choices is None:
        raise SystemExit(f"{game} has no option {key!r}")
    for choice in choices.choices:
        if str(choice) == text:
            return key, choice
    raise SystemExit(f"{game} option {key}: choose from {', '.join(map(str, choices.choices))}")


def progress(started: float) -> Callable[[Tally], None]:
    """The share so far on standard error, so that a run cut short still tells something."""
    def show(tally: Tally) -> None:
        print(f"\r{len(tally.deals)} deals, {statistics.fmean(tally.deals):.1%} won, "
              f"{time.perf_counter() - started:.0f} s", end="", file=sys.stderr, flush=True)
    return show


def report(m: Matchup, names: tuple[str, str], tally: Tally, seed: int, loads: tuple[float, float]) -> str:
    tested, against = names
    sides = len(m.sides)
    unit = "deal pairs" if sides == 2 else "deals"
    share = statistics.fmean(tally.deals)
    low, high, how = interval(tally.deals, seed)
    cut = f", cut at the first {m.table.hand.replace('_over', '')}" if m.table.hand else ""
    lines = [
        f"{m.game}: {tested} against {against}, {m.players} players in {sides} sides, options "
        f"{ {k: v for k, v in m.options.items() if v != GAMES[m.game].engine.OPTIONS[k].default} }{cut}, "
        f"think {m.think:g} s, seed {seed}",
        f"on {machine()}; load average {loads[0]:.1f} at the start, {loads[1]:.1f} at the end",
        f"{unit} won by {tested}: {share:.1%} of {len(tally.deals)} (95% {how} over the {unit}: "
        f"{low:.1%}-{high:.1%}, ±{max(share - low, high - share) * 100:.1f} points); "
        f"chance alone {statistics.fmean(tally.chance):.1%}; {tally.games} games",
    ]
    if m.table.points:
        lines.append(f"{m.table.points} a game: {tested} {statistics.fmean(tally.mine):+.2f}, "
                     f"each other side {statistics.fmean(tally.theirs):+.2f}")
    wall, cpu = tally.wall, tally.cpu
    if wall:
        lines.append(f"{tested} ms per decision over {len(wall)}: p50 {statistics.median(wall):.2f}  "
                     f"p95 {percentile(wall, 0.95):.2f}  max {max(wall):.2f} wall clock; CPU p50 "
                     f"{statistics.median(cpu):.2f}  p95 {percentile(cpu, 0.95):.2f}  max {max(cpu):.2f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.arena", description=ABOUT,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=list(GAMES))
    parser.add_argument("--games", type=int, help="play whole duplicate deals until at least this many games "
                        f"(default: until the interval is ±{HALF_WIDTH * 100:g} points, at most "
                        f"{deals_for(HALF_WIDTH)} deals)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, help="the table's size (default: the game's arena table)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a table option")
    parser.add_argument("--player", choices=KINDS, default="computer", help="the player measured")
    parser.add_argument("--against", choices=KINDS, default="baseline", help="who takes the other seats")
    parser.add_argument("--think", type=float, default=Settings.computer_think,
                        help="seconds a searching player may think a move, as the bot allows it")
    parser.add_argument("--whole", action="store_true", help="play whole matches where the game is cut at its "
                        "first hand, and count matches won")
    parser.add_argument("--minutes", type=float, help="stop after the deal in play when this time is up (the "
                        "report says how many games `--games` plays again)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing deals side by side (the time per "
                        "decision is then measured on a busier machine)")
    parser.add_argument("--quiet", action="store_true", help="no running count on standard error")
    args = parser.parse_args(argv)
    m = Matchup.of(args.game, args.player, args.against, args.players,
                   dict(option(args.game, given) for given in args.option), args.think, args.whole)
    before = load()
    tally = run(m, args.games, args.seed, (lambda tally: None) if args.quiet else progress(time.perf_counter()),
                None if args.minutes is None else 60 * args.minutes, args.jobs)
    if not args.quiet:
        print(file=sys.stderr)
    print(report(m, (args.player, args.against), tally, args.seed, (before, load())))


if __name__ == "__main__":
    main()
