"""The arena: any registered game's computer player against the game's frozen baseline (`benchmarks.baselines`),
or either of them against random play, in duplicate deals (`play`), at the table `tables` names for the game.

    python -m benchmarks.arena hokm
    python -m benchmarks.arena seep --players 2 --games 400 --seed 3
    python -m benchmarks.arena golf --option variant=pablo --against random
    python -m benchmarks.arena shelem --player baseline --against random

It reports the tested player's share of deals won beside what chance alone gives, with a 95% bootstrap interval
over the deals (`stats.interval`: Wilson's where every deal went the same way), its mean points against the
others' where the game has points, and the wall-clock and CPU milliseconds of each of its decisions (p50, p95,
max) in this one process, with the machine's load average beside them. Without `--games` it plays until that
interval is ±4 points or narrower.
"""
