"""Data for a learned Hokm policy: the searching player's card choices, each with what its seat knew and what the
search made of every candidate.

Four searching players play whole matches (seeds from `--seed` on) until `--hands` hands are done. For every card
a player chose by searching (not the ones it had no choice over), one JSON line records the seat's knowledge as
`bot.ai.hokm.knowledge.Knowledge` holds it, in `sim`'s card numbers (a card is suit * 13 + rank, a set of cards a
bit mask of them), the candidates the search weighed, each candidate's total over the worlds (`Weighed.totals`)
and the card played. Nothing hidden from the seat is in a line: the knowledge is built from its views alone.

    .venv/bin/python -m benchmarks.hokm_plays --hands 200 --seed 1 --out build/hokm_plays.jsonl.gz
    .venv/bin/python -m benchmarks.hokm_plays --hands 200 --seed 1 --playouts 4000 --out build/strong.jsonl.gz

`--playouts` sets the search's work per card (the bot's is 1,000): a larger budget makes a stronger teacher. The
same arguments write the same lines.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path
from typing import Any

from bot.ai.hokm.knowledge import Knowledge
from bot.ai.hokm.players import StrongHokmPlayer
from bot.ai.hokm.search import Budget
from bot.games.cards import derive_seed
from bot.games.hokm import Hokm

MAX_ACTIONS = 20_000


class RecordingPlayer(StrongHokmPlayer):
    """The searching player, keeping each searched choice with the knowledge it was made from."""

    def __init__(self, budget: Budget, plays: list[dict[str, Any]]) -> None:
        super().__init__(budget)
        self.plays = plays

    def play(self, k: Knowledge, seed: int) -> int:
        card = super().play(k, seed)
        weighed = self.weighed
        if weighed is not None and weighed.worlds:
            self.plays.append({**known(k), "candidates": list(weighed.totals), "totals": list(weighed.totals.values()),
                               "worlds": weighed.worlds, "card": card})
        return card


def known(k: Knowledge) -> dict[str, Any]:
    """The knowledge as plain JSON values: the table's shape by its sides and hand rule, the rest as it is."""
    out = {name: value for name, value in vars(k).items() if name not in ("table", "variant", "stakes")}
    out["sides"], out["target"], out["kot"] = k.table.side, k.table.target, k.table.kot
    out["stakes"] = asdict(k.stakes)
    return out


def plays(hands: int, seed: int, budget: Budget) -> Iterator[dict[str, Any]]:
    """The recorded choices of whole four-player matches, seed after seed, until `hands` hands are over."""
    done = 0
    while done < hands:
        recorded: list[dict[str, Any]] = []
        game = Hokm({}, 4, seed)
        seats = [RecordingPlayer(budget, recorded) for _ in range(game.players)]
        for _ in range(MAX_ACTIONS):
            if game.is_over() or done >= hands:
                break
            seat = next(iter(game.to_act()))
            action = seats[seat].choose(game.view(seat), derive_seed(seed, game.version))
            done += sum(event.kind == "hand_over" for event in game.apply(seat, action))
            for s in range(game.players):
                seats[s].observe(game.view(s))
            for line in recorded:
                yield {"match": seed, **line}
            recorded.clear()
        seed += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=Budget().playouts, help="the search's work per card")
    parser.add_argument("--out", type=Path, required=True, help="a .jsonl.gz file to write")
    args = parser.parse_args()
    budget = Budget(playouts=args.playouts, max_worlds=max(Budget().max_worlds, args.playouts // 3))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    started, lines = time.process_time(), 0
    with gzip.open(args.out, "wt", encoding="utf-8") as out:
        for line in plays(args.hands, args.seed, budget):
            out.write(json.dumps(line, separators=(",", ":")) + "\n")
            lines += 1
    print(f"{lines} choices from {args.hands} hands in {time.process_time() - started:.0f} s of CPU -> {args.out}")


if __name__ == "__main__":
    main()
