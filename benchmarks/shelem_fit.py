"""Refit Shelem's bid estimate (`bot.ai.shelem.policy.estimate`) to rule-based playouts of random deals.

    python -m benchmarks.shelem_fit --deals 4000
"""

from __future__ import annotations

import argparse
import random
import statistics

from bot.ai.hokm.sim import NO_TRUMP
from bot.ai.shelem.knowledge import TRICK_POINTS, points
from bot.ai.shelem.policy import FEATURES, burial, features, first_lead
from bot.ai.shelem.search import Deal


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
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(fit(args.deals, args.seed))


if __name__ == "__main__":
    main()
