"""Arena for the Seep computer player against random play, in duplicate: every match seed is played twice, the
computer taking each side in turn, so both sides meet the same packs (the first deal exactly; later deals
are dealt from the same shuffled packs, though who deals can differ once the matches diverge).

    /work/venv/bin/python -m benchmarks.arena_seep --players 4 --matches 200
    /work/venv/bin/python -m benchmarks.arena_seep --players 2 --variant punjab --matches 200

Reports the computer side's share of matches and of deals won (a deal is won on the deal score), with 95%
Wilson intervals, and the p50/p95 wall-clock time of its decisions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass, field

from benchmarks.arena import machine, percentile, wilson
from bot.ai.seep import SeepPlayer
from bot.games.cards import derive_seed
from bot.games.seep import Seep

MAX_ACTIONS = 50_000


@dataclass
class Tally:
    matches: int = 0
    matches_won: int = 0
    deals: int = 0
    deals_won: int = 0
    times: list[float] = field(default_factory=list)


def play_match(players: int, options: dict[str, object], seed: int, side: int, tally: Tally) -> None:
    game = Seep(options, players, seed)
    player = SeepPlayer()
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        seat = next(iter(game.to_act()))
        view = game.view(seat)
        choice_seed = derive_seed(seed, game.version)
        if seat % 2 == side:
            started = time.perf_counter()
            action = player.choose(view, choice_seed)
            tally.times.append((time.perf_counter() - started) * 1000)
        else:
            action = random.Random(choice_seed).choice(view["legal"])
        for event in game.apply(seat, action):
            if event.kind == "deal_over":
                totals = event.data["totals"]
                tally.deals += 1
                tally.deals_won += totals[side] > totals[1 - side]
    else:
        raise RuntimeError(f"match {seed} did not end")
    tally.matches += 1
    tally.matches_won += game.winner == side


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, choices=(2, 4), default=4)
    parser.add_argument("--variant", choices=("classic", "punjab"), default="classic")
    parser.add_argument("--matches", type=int, default=200, help="matches, played in duplicate pairs")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tally = Tally()
    for pair in range(args.matches // 2):
        for side in (0, 1):
            play_match(args.players, {"variant": args.variant}, derive_seed(args.seed, pair), side, tally)
    low, high = wilson(tally.matches_won, tally.matches)
    deal_low, deal_high = wilson(tally.deals_won, tally.deals)
    ms = tally.times
    print(f"SeepPlayer vs random, {args.players} players, {args.variant}, on {machine()}")
    print(f"matches: {tally.matches_won}/{tally.matches} = {tally.matches_won / tally.matches:.1%} "
          f"(95% {low:.1%}-{high:.1%})")
    print(f"deals:   {tally.deals_won}/{tally.deals} = {tally.deals_won / tally.deals:.1%} "
          f"(95% {deal_low:.1%}-{deal_high:.1%})")
    print(f"decision ms over {len(ms)}: p50 {statistics.median(ms):.2f}  p95 {percentile(ms, 0.95):.2f}  "
          f"max {max(ms):.1f}")


if __name__ == "__main__":
    main()
