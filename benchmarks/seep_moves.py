"""How long Seep's legal-move enumeration takes, on ordinary floors and on the most crowded ones it can find.

1. Random games: every `legal_actions` call of random play (each state is new, so nothing is cached for it).
2. Constructed floors: a few crowded floors built by hand, and a search over floors a deal can reach. A
   played card equal to a loose card captures it, so besides the four cards first put down no two loose cards
   share a value; no loose card equals a house's value; houses are worth 9-13. The search starts from the
   hand-built floors and from random reachable ones (houses owned by other seats, so that they can be broken
   or joined) with a full hand, and climbs by changing one floor or hand card at a time towards the slowest
   call.

    /work/venv/bin/python -m benchmarks.seep_moves --games 20 --climbs 40
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from benchmarks.arena.stats import machine, percentile
from bot.games.cards import standard_deck
from bot.games.seep import Seep
from bot.games.seep.floor import Floor, House, Mover, value

DECK = standard_deck()
FIRST_DOWN = 4  # loose duplicates can only come from the first four cards on the floor


def timed(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def random_games(games: int, seed: int) -> list[float]:
    times = []
    for g in range(games):
        game = Seep({"loose_break": g % 2 == 1}, 4 if g % 3 else 2, seed + g)
        rng = random.Random(seed + g)
        while not game.is_over():
            seat = next(iter(game.to_act()))
            times.append(timed(lambda: game.legal_actions(seat)))  # noqa: B023 - called at once
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    return times


def random_floor(rng: random.Random) -> tuple[Floor, tuple[str, ...]]:
    """A reachable crowded floor: houses of distinct values owned by an opponent and a partner, the first four
    cards down, loose cards of values not yet on the floor, none equal to a house, and a hand of 12."""
    deck = list(DECK)
    rng.shuffle(deck)
    house_values = rng.sample(range(9, 14), rng.randint(0, 3))
    houses = []
    for i, of in enumerate(sorted(house_values)):
        low = next(c for c in deck if 1 <= of - value(c) <= 10)
        deck.remove(low)
        rest = next((c for c in deck if value(c) == of - value(low)), None)
        if rest is None:
            continue
        deck.remove(rest)
        houses.append(House(of, [low, rest], {1 if i % 2 else 2}))
    taken = {h.value for h in houses}
    # the first four cards down, small ones so that they repeat values, then one card of each further value
    loose = [c for c in deck if value(c) <= 6 and value(c) not in taken][:FIRST_DOWN]
    for card in deck:
        if card not in loose and value(card) not in taken | {value(c) for c in loose}:
            loose.append(card)
    deck = [c for c in deck if c not in loose]
    loose = loose[:rng.randint(8, len(loose))]
    hand = tuple(deck[:12])
    return Floor(loose, houses), hand


LADDER = ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "AD", "2D", "3D"]
CONSTRUCTED = [
    # a loose card of every value A-Q, the first floor's three duplicates, and a hand that can take or build
    # with any of them
    (Floor(list(LADDER)), ("KS", "QS", "JS", "10S", "9S", "KH", "QH", "JH", "10H", "9H", "AH", "2H")),
    (Floor(list(LADDER)), ("KS", "QS", "JS", "10S", "9S", "4H", "5H", "6H", "7H", "8H", "AH", "2H")),
    (Floor(LADDER[:8] + LADDER[12:], [House(13, ["9D", "4D"], {1}), House(11, ["9H", "2S"], {2})]),
     ("KS", "QS", "JS", "10S", "9S", "KH", "QH", "JH", "10H", "AH", "2H", "3H")),
]


def call_time(floor: Floor, hand: tuple[str, ...], loose_break: bool) -> tuple[float, int]:
    mover = Mover(0, hand, 2, loose_break=loose_break)
    started = time.perf_counter()
    count = len([m.action(floor) for m in floor.moves(mover)])
    return time.perf_counter() - started, count


def climb(rng: random.Random, steps: int, loose_break: bool,
          start: tuple[Floor, tuple[str, ...]] | None = None) -> tuple[float, int, Floor, tuple[str, ...]]:
    floor, hand = start or random_floor(rng)
    best, count = call_time(floor, hand, loose_break)
    for _ in range(steps):
        trial, trial_hand = random_floor(rng) if rng.random() < 0.2 else (floor.copy(), hand)
        spare = [c for c in DECK if c not in trial.cards() and c not in trial_hand]
        if trial.loose and rng.random() < 0.5:
            values = {value(c) for c in trial.loose} | {h.value for h in trial.houses}
            fresh = [c for c in spare if value(c) not in values]
            if fresh:
                trial.loose[rng.randrange(len(trial.loose))] = rng.choice(fresh)
        else:
            swapped = list(trial_hand)
            swapped[rng.randrange(len(swapped))] = rng.choice(spare)
            trial_hand = tuple(swapped)
        seconds, n = call_time(trial, trial_hand, loose_break)
        if seconds > best:
            best, count, floor, hand = seconds, n, trial, trial_hand
    return best, count, floor, hand


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--climbs", type=int, default=30, help="independent searches for a slow floor")
    parser.add_argument("--steps", type=int, default=30, help="changes tried in each search")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"on {machine()}")
    times = [t * 1000 for t in random_games(args.games, args.seed)]
    print(f"random games: {len(times)} legal_actions calls, mean {statistics.mean(times):.2f} ms, "
          f"p50 {statistics.median(times):.2f}, p95 {percentile(times, 0.95):.2f}, max {max(times):.1f} ms")
    rng = random.Random(args.seed)
    starts = [*CONSTRUCTED, *(None for _ in range(args.climbs))]
    worst = max((climb(rng, args.steps, i % 2 == 1, start) for i, start in enumerate(starts)), key=lambda r: r[0])
    seconds, count, floor, hand = worst
    houses = ", ".join(f"{h.value}:{'+'.join(h.cards)}" for h in floor.houses) or "none"
    print(f"worst constructed floor: {seconds * 1000:.1f} ms for {count} legal actions")
    print(f"  loose ({len(floor.loose)}): {' '.join(floor.loose)}")
    print(f"  houses: {houses}")
    print(f"  hand: {' '.join(hand)}")


if __name__ == "__main__":
    main()
