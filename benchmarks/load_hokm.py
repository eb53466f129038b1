"""Load: hundreds of Hokm games at once against the bot in its own process, people pressing at full speed.

The fake Bot API server and the simulated people run in this process; the bot runs as `python -m tests.botprocess`
with the production pacing (18 calls per 61 s into a group, the table picture redrawn at most every 3 s, one call a
second into a private chat, 30 a second over all chats) and the default 60-second turn timer. The server enforces
Telegram's flood limits as Telegram does (20 writes a minute into a group, one a second into a private chat, 30 a
second over all chats) and refuses a write beyond them with 429. Each game is four people in a group of their own,
each pressing a playable button the moment the bot shows them their turn.

Latency of a press is measured from its *delivery*, the moment the getUpdates answer that carried it to the bot
was ready, to:

  first request: the bot's first request in response to the press: its edit of the hand message that was
                 pressed, or its answerCallbackQuery, whichever the server receives first;
  answer:        its answerCallbackQuery, which the bot sends once the move is applied and saved;
  hand redrawn:  the first edit of the pressed hand message after the press (the pacing of private chats shows
                 here: this is the latency that grows with the load).

The times are taken by the server's clock when it receives each request. Also reported: the writes the server
refused with 429 (by limit), the calls dropped (a write that failed and was never made again nor superseded by a
later write of the same message), moves applied a second, CPU seconds used by the bot process during play (from
/proc/<pid>/stat), its peak resident memory (VmHWM), and this machine. Run from the repository root, one size at a
time:

    .venv/bin/python -m benchmarks.load_hokm [--games 200] [--duration 120] [--think 0 0] [--profile bot.prof]

With --profile the bot runs under cProfile (benchmarks/profiled_bot.py) and the top functions are printed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import platform
import pstats
import signal
import sqlite3
import statistics
import tempfile
import time
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, fields
from pathlib import Path
from random import Random

from bot.config import Settings
from tests.botrunner import FAST
from tests.fakebot import WRITE_METHODS, Call, FakeTelegram, Faults
from tests.loadsupport import Autoplay, BotProcess, Match, open_match, watch_results

# The tests speed up the group feed tenfold; a load figure should come from the pacing the bot really runs with.
PRODUCTION = {f.name: f.default for f in fields(Settings) if f.name in FAST}
# A person presses again only after this long without a change, so that repeats do not add to the load measured.
PATIENCE = 30.0
OPEN_AT_ONCE = 10  # tables opened together while setting up: the bot sends at most 30 requests a second
TELEGRAM_LIMITS = Faults(group_limit=20, private_limit=1, overall_limit=30)
SENDS = ("sendMessage", "sendPhoto")
RETRIABLE = (429, 500, 502, 503, 504)  # a write refused for these may be made again; a 400 is refused for good


@dataclass(frozen=True)
class Latencies:
    first: list[float]  # milliseconds
    answer: list[float]
    redrawn: list[float]
    unanswered: int  # delivered presses the bot had not answered by the end


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a running process."""
    after_name = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    utime, stime = int(after_name[11]), int(after_name[12])  # fields 14 and 15 of proc(5)
    return (utime + stime) / os.sysconf("SC_CLK_TCK")


def peak_memory_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise LookupError("no VmHWM in /proc status")


def latencies(server: FakeTelegram, since: float) -> Latencies:
    """Delivery-to-first-request and delivery-to-answer times of every move press delivered after `since`."""
    answers: dict[str, float] = {}
    hand_edits: dict[tuple[int, int], list[float]] = {}
    for call in server.transcript:
        if call.method == "answerCallbackQuery":
            answers.setdefault(str(call.params.get("callback_query_id")), call.at)
        elif call.method == "editMessageText" and call.chat_id is not None and "message_id" in call.params:
            hand_edits.setdefault((call.chat_id, int(call.params["message_id"])), []).append(call.at)
    first, answered, redrawn, delivered_presses = [], [], [], 0
    for query in server.state.callbacks.values():
        delivered = query.delivered_at
        if delivered is None or delivered < since or not query.data.startswith("G|"):
            continue
        delivered_presses += 1
        edits = hand_edits.get((query.chat_id, query.message_id), [])
        later = bisect_left(edits, delivered)
        edit = edits[later] if later < len(edits) else None
        if edit is not None:
            redrawn.append((edit - delivered) * 1000)
        responses = [t for t in (answers.get(query.id), edit) if t]
        if responses:
            first.append((min(responses) - delivered) * 1000)
        if query.id in answers:
            answered.append((answers[query.id] - delivered) * 1000)
    return Latencies(first, answered, redrawn, delivered_presses - len(answered))


def percentiles(values: list[float]) -> str:
    if len(values) < 2:
        return "n/a"
    cuts = statistics.quantiles(values, n=100)
    return f"p50 {cuts[49]:.0f} ms, p99 {cuts[98]:.0f} ms, max {max(values):.0f} ms"


def requests_per_second(server: FakeTelegram, start: float, end: float) -> str:
    """The bot's requests between two clock times, by method, busiest first."""
    made = Counter(c.method for c in server.transcript if start <= c.at < end and c.method != "getUpdates")
    return ", ".join(f"{method} {n / (end - start):.1f}" for method, n in made.most_common())


def finished_games(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        count: int = conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    return count


def moves_made(db: Path) -> int:
    """Moves stored: those of live games and those in the records of finished ones."""
    with sqlite3.connect(db) as conn:
        live: int = conn.execute("SELECT COUNT(*) FROM live_moves").fetchone()[0]
        done: int = conn.execute("SELECT COALESCE(SUM(json_array_length(record, '$.actions')), 0) FROM games"
                                 ).fetchone()[0]
    return live + done


def refused(server: FakeTelegram) -> str:
    """The writes refused with 429, by the limit they ran into."""
    by_limit = Counter(c.fault or "other" for c in server.transcript.errors(429))
    return ", ".join(f"{kind} {n}" for kind, n in by_limit.most_common()) or "none"


def target(call: Call) -> tuple[object, ...]:
    """What a write changes: a message for an edit or a delete, the chat and what is said for a send."""
    if call.method in SENDS:
        return call.method, call.chat_id, call.params.get("text") or call.params.get("caption")
    return "message", call.chat_id, call.params.get("message_id")


def dropped(server: FakeTelegram) -> int:
    """Writes that failed (refused for flooding, or a server error) and were never made again, nor superseded by a
    later write of the same message, by the end of the run."""
    failed: dict[tuple[object, ...], int] = {}
    for call in server.transcript:
        if not call.is_write and call.method in WRITE_METHODS and (call.error_code or 0) in RETRIABLE:
            failed[target(call)] = failed.get(target(call), 0) + 1
        elif call.is_write:
            failed.pop(target(call), None)
    return sum(failed.values())


async def open_tables(server: FakeTelegram, games: int) -> list[Match]:
    matches: list[Match] = []
    for first in range(0, games, OPEN_AT_ONCE):
        batch = range(first, min(first + OPEN_AT_ONCE, games))
        matches += await asyncio.gather(*(open_match(server, f"L{n}p", timeout=60) for n in batch))
    return matches


async def take_profile(bot: BotProcess, path: Path) -> None:
    os.kill(bot.pid, signal.SIGUSR1)
    for _ in range(600):
        if path.exists():
            return
        await asyncio.sleep(0.1)
    raise TimeoutError("the bot wrote no profile")


async def run(args: argparse.Namespace, work: Path) -> None:
    async with FakeTelegram(faults=TELEGRAM_LIMITS) as server:
        db = work / "bot.db"
        bot = BotProcess(server, db, work / "bot.log", **PRODUCTION)
        if args.profile:
            bot.env["BOT_PROFILE"] = str(args.profile.resolve())
            args.profile.unlink(missing_ok=True)
        await bot.start("benchmarks.profiled_bot" if args.profile else "tests.botprocess")
        try:
            set_up = time.monotonic()
            matches = await open_tables(server, args.games)
            print(f"{args.games} tables open and dealt in {time.monotonic() - set_up:.0f} s; playing...")

            autoplay = Autoplay(server, Random(args.seed), patience=PATIENCE, think=tuple(args.think))
            moves_before = moves_made(db)
            started, cpu_before, own_before = time.monotonic(), cpu_seconds(bot.pid), time.process_time()
            results = asyncio.create_task(watch_results(db, matches))
            players = asyncio.gather(*(autoplay.play(m) for m in matches))
            await asyncio.wait((players,), timeout=args.duration)
            played = time.monotonic() - started
            cpu, peak = cpu_seconds(bot.pid) - cpu_before, peak_memory_mb(bot.pid)
            own = time.process_time() - own_before
            for task in (players, results):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await asyncio.sleep(2)  # let the presses already sent be answered
            if args.profile:
                await take_profile(bot, args.profile)
        finally:
            await bot.kill()

        found = latencies(server, since=started)
        presses = sum(m.presses for m in matches)
        print(f"machine: {os.cpu_count()} CPUs, {platform.platform()}, Python {platform.python_version()}, "
              f"load average {os.getloadavg()[0]:.1f} at the end")
        print(f"played {played:.0f} s: {finished_games(db)} of {args.games} games finished, {presses} presses "
              f"({presses / played:.0f}/s), {moves_made(db) - moves_before} moves made "
              f"({(moves_made(db) - moves_before) / played:.1f}/s), think time {args.think[0]}-{args.think[1]} s")
        print(f"refused with 429: {refused(server)}; dropped calls: {dropped(server)}")
        print(f"first request after delivery: {percentiles(found.first)} over {len(found.first)} presses")
        print(f"answer after delivery:        {percentiles(found.answer)} over {len(found.answer)} presses "
              f"({found.unanswered} delivered but not yet answered at the end)")
        print(f"hand redrawn after delivery:  {percentiles(found.redrawn)} over {len(found.redrawn)} presses")
        print(f"bot process: {cpu:.1f} CPU s during play ({cpu / played:.2f} of a core), peak memory {peak:.0f} MB")
        print(f"bot requests a second: {requests_per_second(server, started, started + played)}")
        print(f"this process (fake Telegram and the people): {own:.1f} CPU s ({own / played:.2f} of a core)")
        if args.profile:
            pstats.Stats(str(args.profile)).sort_stats("tottime").print_stats(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--duration", type=float, default=120.0, help="seconds of play at most")
    parser.add_argument("--think", type=float, nargs=2, default=(0.0, 0.0), metavar=("MIN", "MAX"),
                        help="seconds each person waits before a press (default: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", type=Path, help="profile the bot with cProfile into this file")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        asyncio.run(run(args, Path(work)))


if __name__ == "__main__":
    main()
