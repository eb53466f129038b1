"""What one move costs at the start and at the end of a long Hokm match: the bytes the bot writes to save it, and
the time the computer player takes to recall the hand and to decide.

    python -m benchmarks.move_cost

A seeded match of random moves (three sets to win, so that it runs past 1,500 moves) is saved the way the bot
saves a table, and at move 10 and move 1,500 the next move's save and the computer's decision are measured.
Beside them: what the same save cost when the table's state carried the whole record, and the memory rebuilt by
replaying the match from its start, as before each decision until now.
"""

from __future__ import annotations

import functools
import json
import platform
import random
import statistics
import time
from collections.abc import Callable

from bot.ai.hokm.knowledge import replayed_memory
from bot.ai.hokm.players import hokm_move, recollection
from bot.games.hokm import Hokm
from bot.games.protocol import Game
from bot.table.model import Seat, Table

MOVES = (10, 1500)
THINK = 0.25  # the bot's default `computer_think`
SEED = 2


def long_match() -> tuple[int, list[tuple[int, str]]]:
    """The seed and moves of a random match that lasts past the last measured move."""
    for seed in range(SEED, SEED + 100):
        game, rng = Hokm({"sets_to_win": 3}, 4, seed), random.Random(seed)
        while not game.is_over():
            seat = min(game.to_act())
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        if game.version > max(MOVES) + 4:
            return seed, list(game.log)
    raise RuntimeError("no match long enough")


def at(moves: list[tuple[int, str]], n: int, seed: int) -> Table:
    """The table as saved after move `n - 1`, with move `n` made and not yet saved."""
    table = Table(id="bench", chat_id=-1, thread_id=None, game_name="hokm", lang="fa", creator_id=1,
                  chat_title="Group", options={"sets_to_win": 3}, seats=[Seat(1 + s, f"P{s}") for s in range(4)])
    game = table.start(seed)
    for seat, action in moves[:n]:
        game.apply(seat, action)
    table.saved_moves = n - 1
    return table


def millis(call: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main() -> None:
    seed, moves = long_match()
    print(f"{platform.node()} · Python {platform.python_version()} · a match of {len(moves)} moves")
    print(f"{'move':>6} {'bytes saved':>12} {'(whole record)':>15} {'recall ms':>10} {'(replay ms)':>12} "
          f"{'decide ms':>10}")
    for n in MOVES:
        following = [at(moves, n + k, seed).game for k in range(8)]
        print(measure(at(moves, n, seed), n, [g for g in following if g is not None]))


def measure(table: Table, n: int, following: list[Game]) -> str:
    """One line: the bytes of saving move `n` (and of the same save carrying the whole record), and the
    milliseconds of recalling the hand (and of replaying the match for it) and of deciding a move (the median
    over the `following` positions: some have one sensible card, some many)."""
    game = table.game
    assert game is not None
    state = json.dumps(table.to_state(), ensure_ascii=False)
    row = sum(len(str(part)) + 8 for move in table.unsaved_moves() for part in (table.id, *move))
    whole = json.dumps({**table.to_state(), "record": game.record()}, ensure_ascii=False)
    seat = min(game.to_act())
    before = Hokm.replay({**game.record(), "actions": game.record()["actions"][:-4]})
    recollection(before, seat)  # the seat's last decision, four moves ago
    recall = millis(lambda: recollection(game, seat), 1)
    replay = millis(lambda: replayed_memory(game.record(), seat))
    decide = statistics.median(millis(functools.partial(decision, g), 1) for g in following)
    return (f"{n:>6} {len(state.encode()) + row:>12} {len(whole.encode()):>15} {recall:>10.2f} {replay:>12.2f} "
            f"{decide:>10.1f}")

def decision(game: Game) -> str:
    return hokm_move(game, min(game.to_act()), THINK)


if __name__ == "__main__":
    main()
