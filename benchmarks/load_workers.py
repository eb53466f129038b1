"""Load on one and on two workers: Hokm games against the bot behind webhooks, sharing one PostgreSQL database.

For each worker count this starts a throwaway PostgreSQL server (tests/pgcluster.py), the fake Bot API, the
workers (`python -m tests.botprocess` with BOT_DB=postgresql://... and BOT_WEBHOOK_URL set, production pacing),
and a dispatcher that posts every update to a worker chosen at random (tests/webhooks.py). Simulated people then
play every table at full speed, as in benchmarks/load_hokm.py, whose measures this reuses:

  moves a second: presses answered a second, over the play time;
  first request:  from the press's delivery by getUpdates (to the dispatcher, which posts it on) to the bot's
                  first request in response to it.

Run from the repository root (needs PostgreSQL's initdb, as the tests do):

    .venv/bin/python -m benchmarks.load_workers [--games 60] [--duration 60] [--workers 1 2] [--think 2 5]

The workers share Telegram's 30 requests a second (BOT_WORKERS), as in production: what two workers add is CPU
and the survival of one's death, not requests; compare them at the same pace of people (--think).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import platform
import tempfile
import time
from pathlib import Path
from random import Random

import asyncpg

from benchmarks.load_hokm import PATIENCE, PRODUCTION, cpu_seconds, latencies, open_tables, percentiles
from tests.fakebot import FakeTelegram
from tests.loadsupport import Autoplay, BotProcess
from tests.pgcluster import Cluster, binaries
from tests.webhooks import Dispatcher, free_port


async def finished_games(url: str) -> int:
    conn = await asyncpg.connect(url)
    try:
        count: int = await conn.fetchval("SELECT COUNT(*) FROM games")
    finally:
        await conn.close()
    return count


async def measure(cluster: Cluster, workers: int, args: argparse.Namespace, work: Path) -> None:
    url = await cluster.new_database()
    async with FakeTelegram() as server:
        hooks = [f"http://127.0.0.1:{free_port()}/hook{i}" for i in range(workers)]
        bots = [BotProcess(server, url, work / f"w{workers}-{i}.log", **PRODUCTION, workers=workers).behind(hook)
                for i, hook in enumerate(hooks)]
        try:
            for bot in bots:
                await bot.start()
            async with Dispatcher(server, hooks, Random(args.seed)):
                matches = await open_tables(server, args.games)
                autoplay = Autoplay(server, Random(args.seed), patience=PATIENCE, think=tuple(args.think))
                started, cpu_before = time.monotonic(), [cpu_seconds(b.pid) for b in bots]
                players = asyncio.gather(*(autoplay.play(m) for m in matches))
                await asyncio.wait((players,), timeout=args.duration)
                played = time.monotonic() - started
                cpu = [cpu_seconds(b.pid) - before for b, before in zip(bots, cpu_before, strict=True)]
                players.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await players
                await asyncio.sleep(2)  # let the presses already sent be answered
        finally:
            for bot in bots:
                await bot.kill()
        found = latencies(server, since=started)
        print(f"{workers} worker(s), {args.games} tables, {played:.0f} s: "
              f"{len(found.answer) / played:.1f} moves a second, {await finished_games(url)} games finished")
        print(f"  first request after delivery: {percentiles(found.first)} over {len(found.first)} presses")
        print(f"  answer after delivery:        {percentiles(found.answer)}")
        print(f"  workers' CPU: {', '.join(f'{c / played:.2f}' for c in cpu)} of a core")


async def run(args: argparse.Namespace, work: Path) -> None:
    found = binaries()
    if found is None:
        raise SystemExit("PostgreSQL's initdb is not installed (Debian: apt-get install postgresql)")
    cluster = Cluster(found).start()
    try:
        print(f"machine: {os.cpu_count()} CPUs, {platform.platform()}, Python {platform.python_version()}")
        for workers in args.workers:
            await measure(cluster, workers, args, work)
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
    finally:
        cluster.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of play at most, per worker count")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--think", type=float, nargs=2, default=(0.0, 0.0), metavar=("MIN", "MAX"),
                        help="seconds each person waits before a press (default: none)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        asyncio.run(run(args, Path(work)))


if __name__ == "__main__":
    main()
