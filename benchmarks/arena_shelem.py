"""Arena for the Shelem computer players: duplicate deals between two kinds of player, and the bid estimate's fit.

Duplicate deals: the first kind plays one team and the second kind the other; every deal seed is then played
again with the kinds swapped, so both teams meet the same cards from the same seats and the same dealer. A hand
runs from the deal to its score (a thrown-in hand scores nothing). A pair of hands is won by the kind whose
total gain over the two (less the other kind's) is higher; equal pairs count half. Matches: with `--matches`,
whole games to the target are played the same way, a match seed once per side.

    /work/venv/bin/python -m benchmarks.arena_shelem --matchup rule-random --deals 300
    /work/venv/bin/python -m benchmarks.arena_shelem --matchup strong-rule --deals 200
    /work/venv/bin/python -m benchmarks.arena_shelem --matchup rule-random --players 2 --deals 300
    /work/venv/bin/python -m benchmarks.arena_shelem --fit 4000

Kinds: `random` (any legal action), `randcard` (bids and buries as `rule`, plays a random card), `rule`,
`strong`. Intervals are 95% Wilson intervals. Decision times are wall-clock milliseconds per `choose` call of
the named players (random ones are not timed), single process.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from benchmarks.arena import RandomPlayer, machine, percentile, wilson
from bot.ai.hokm.sim import NO_TRUMP
from bot.ai.shelem import RuleShelemPlayer, StrongShelemPlayer
from bot.ai.shelem.knowledge import TRICK_POINTS, points
from bot.ai.shelem.policy import FEATURES, burial, features, first_lead
from bot.ai.shelem.search import Deal
from bot.games.cards import derive_seed
from bot.games.protocol import View
from bot.games.shelem import Shelem

MAX_ACTIONS = 20_000


class Seat(Protocol):
    def choose(self, view: View, seed: int) -> str: ...


def random_choice(view: View, seed: int) -> str:
    legal: list[str] = view["legal"]
    return random.Random(seed).choice(legal)



class RandomCardPlayer(RuleShelemPlayer):
    """Bids and buries as the rule-based player, then plays a random legal card: random bids lose every pair
    on the auction alone, so this is the measure of the card play."""

    def choose(self, view: View, seed: int) -> str:
        if view["phase"] == "play":
            return random_choice(view, seed)
        return super().choose(view, seed)


PLAYERS: dict[str, Callable[[], Seat]] = {"random": RandomPlayer, "randcard": RandomCardPlayer,
                                          "rule": RuleShelemPlayer, "strong": StrongShelemPlayer}
MATCHUPS = ("rule-random", "rule-randcard", "strong-random", "strong-randcard", "strong-rule", "rule-rule")


@dataclass
class Tally:
    pairs: float = 0.0
    pairs_won: float = 0.0
    net: int = 0  # the first kind's gain less the second's, over all hands
    hands: int = 0
    contracts: int = 0  # hands the first kind was hakem in, and made
    made: int = 0
    matches: int = 0
    matches_won: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)

    def time(self, kind: str, ms: float) -> None:
        self.times.setdefault(kind, []).append(ms)


def play(game: Shelem, kinds: list[str], seed: int, tally: Tally, hands: int | None) -> None:
    """Play until the game is over or `hands` hands are scored."""
    seats = [PLAYERS[k]() for k in kinds]
    for _ in range(MAX_ACTIONS):
        if game.is_over() or (hands is not None and len(game.sheet) >= hands):
            return
        seat = game.turn
        started = time.perf_counter()
        action = seats[seat].choose(game.view(seat), derive_seed(seed, game.version))
        if kinds[seat] not in ("random", "randcard"):
            tally.time(kinds[seat], (time.perf_counter() - started) * 1000)
        game.apply(seat, action)
    raise RuntimeError(f"game {seed} did not end")


def deal_pair(first: str, second: str, seed: int, players: int, tally: Tally) -> None:
    net = 0
    for first_team in (0, 1):
        game = Shelem({}, players, seed)
        kinds = [first if s % 2 == first_team else second for s in range(players)]
        play(game, kinds, seed, tally, hands=1)
        line = game.sheet[0]
        net += line.gained[first_team] - line.gained[1 - first_team]
        tally.hands += 1
        if line.hakem is not None and line.hakem % 2 == first_team:
            tally.contracts += 1
            tally.made += line.row in ("made", "shelem")
    tally.net += net
    tally.pairs += 1
    tally.pairs_won += 1.0 if net > 0 else 0.5 if net == 0 else 0.0


def match_pair(first: str, second: str, seed: int, target: int, players: int, tally: Tally) -> None:
    for first_team in (0, 1):
        game = Shelem({"target": target}, players, seed)
        play(game, [first if s % 2 == first_team else second for s in range(players)], seed, tally, hands=None)
        tally.matches += 1
        tally.matches_won += game.winner == first_team


def report(first: str, second: str, players: int, tally: Tally) -> str:
    lines = [f"{first} vs {second}, {players} players, duplicate deals, on {machine()}"]
    if tally.pairs:
        low, high = wilson(round(tally.pairs_won), round(tally.pairs))
        lines.append(f"deal pairs: {tally.pairs_won:g}/{tally.pairs:g} won = {tally.pairs_won / tally.pairs:.1%} "
                     f"(95% {low:.1%}-{high:.1%}); net {tally.net / tally.pairs:+.1f} points per pair; "
                     f"{first} made {tally.made}/{tally.contracts} of its contracts")
    if tally.matches:
        low, high = wilson(tally.matches_won, tally.matches)
        lines.append(f"matches: {tally.matches_won}/{tally.matches} won = {tally.matches_won / tally.matches:.1%} "
                     f"(95% {low:.1%}-{high:.1%})")
    for kind, ms in sorted(tally.times.items()):
        lines.append(f"{kind} decision ms over {len(ms)}: p50 {statistics.median(ms):.1f}  "
                     f"p95 {percentile(ms, 0.95):.1f}  max {max(ms):.1f}")
    return "\n".join(lines)


def fit(samples: int, seed: int) -> str:
    """Refit `policy.estimate`: deal at random, make seat 0 hakem, bury and play the hand out by the policy at
    every seat, and fit the points his team took to the features of his 12 cards by least squares."""
    rng = random.Random(seed)
    rows: list[list[float]] = []
    targets: list[float] = []
    for _ in range(samples):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[12 * s:12 * s + 12]) for s in range(4)]
        kitty = sum(1 << c for c in deck[48:])
        buried = burial(hands[0] | kitty)
        held = [(hands[0] | kitty) & ~buried, *hands[1:]]
        deal = Deal(held, NO_TRUMP, 0, [], 0, [0, 0, 0, 0])
        deal.play(first_lead(held[0]))
        deal.finish()
        rows.append([1.0, *features(hands[0])])
        targets.append(points(deal.taken[0] | buried) + TRICK_POINTS * (deal.tricks[0] + 1))
    weights = least_squares(rows, targets)
    residual = statistics.pstdev(t - sum(w * x for w, x in zip(weights, r, strict=True))
                                 for r, t in zip(rows, targets, strict=True))
    names = ("intercept", *FEATURES)
    return "\n".join([f"fit over {samples} deals (residual sd {residual:.1f} points):",
                      *(f"  {n}: {w:.2f}" for n, w in zip(names, weights, strict=True))])


def least_squares(rows: list[list[float]], targets: list[float]) -> list[float]:
    """Solve the normal equations by Gaussian elimination (a few columns, no numpy needed)."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] + [sum(r[i] * t for r, t in zip(rows, targets,
                                                                                             strict=True))]
         for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matchup", choices=MATCHUPS, default="rule-random")
    parser.add_argument("--deals", type=int, default=200, help="duplicate deal pairs")
    parser.add_argument("--matches", type=int, default=0, help="duplicate match pairs to the target")
    parser.add_argument("--target", type=int, choices=(330, 660, 1200), default=1200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, choices=(2, 4), default=4)
    parser.add_argument("--fit", type=int, default=0, help="refit the bid estimate over this many deals instead")
    args = parser.parse_args()
    if args.fit:
        print(fit(args.fit, args.seed))
        return
    first, second = args.matchup.split("-")
    tally = Tally()
    started = time.perf_counter()
    for i in range(args.deals):
        deal_pair(first, second, derive_seed(args.seed, "deal", i), args.players, tally)
        print(f"\r{i + 1} deal pairs, {time.perf_counter() - started:.0f} s", end="", file=sys.stderr, flush=True)
    for i in range(args.matches):
        match_pair(first, second, derive_seed(args.seed, "match", i), args.target, args.players, tally)
        print(f"\r{i + 1} match pairs, {time.perf_counter() - started:.0f} s", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(report(first, second, args.players, tally))


if __name__ == "__main__":
    main()
