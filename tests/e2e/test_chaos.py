"""Many games at once while the bot is killed again and again and Telegram answers with 429s and timeouts.

Each game is played in a group of its own by four simulated people pressing as fast as the bot shows them their
turn. Once every table has started, about a tenth of the bot's calls fail (half 429 Too Many Requests, half
answered too late for PTB's 5-second read timeout, though carried out) and the bot process is SIGKILLed at random
moments and started again on the same database, as a service manager would, also after any crash of its own.
Every game must still end, be recorded once, and replay to the same result with every card accounted for.

The default is small enough for CI; CHAOS_GAMES=20 CHAOS_KILLS=8 runs the full version (CHAOS_SEED varies it).
"""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from random import Random

from tests.fakebot import FakeTelegram, Faults
from tests.loadsupport import Autoplay, BotProcess, open_match, watch_results
from tests.records import assert_recorded_once

GAMES = int(os.environ.get("CHAOS_GAMES", "6"))
KILLS = int(os.environ.get("CHAOS_KILLS", "3"))
SEED = int(os.environ.get("CHAOS_SEED", "1"))
FAULTS = Faults(seed=SEED, rate_limit=0.05, retry_after=1, timeout=0.05, timeout_delay=5.5)
# Short turns keep a game moving when a lost edit leaves nobody seeing that it is their turn.
TURN_SECONDS = 3
KILL_EVERY = (2.0, 12.0)  # seconds between kills, drawn at random
DEADLINE = 60.0 * 15


async def supervise(bot: BotProcess, rng: Random, kills: int, finished: asyncio.Event) -> list[str]:
    """Keep the bot running until `finished`: SIGKILL it `kills` times at random moments and start it again
    after every kill and every crash. Returns what happened, in order."""
    happened: list[str] = []
    while not finished.is_set():
        if not bot.running:
            try:
                await bot.start()
            except RuntimeError as e:
                happened.append(f"failed to start: {str(e).splitlines()[-1]}")
                continue
        crashed = asyncio.create_task(bot.wait())
        done = asyncio.create_task(finished.wait())
        await asyncio.wait((crashed, done), timeout=rng.uniform(*KILL_EVERY) if kills else None,
                           return_when=asyncio.FIRST_COMPLETED)
        crashed.cancel()
        done.cancel()
        if finished.is_set():
            break
        if not bot.running:
            happened.append(f"crashed with exit code {await bot.wait()}")
        elif kills:
            await bot.kill()
            kills -= 1
            happened.append("killed")
    return happened


async def test_every_game_survives_kills_and_faults(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server, rng, db = fake_telegram, Random(SEED), tmp_path / "bot.db"
    bot = BotProcess(server, db, tmp_path / "bot.log", turn_seconds=TURN_SECONDS)
    async with bot:
        matches = list(await asyncio.gather(*(open_match(server, f"G{n}p") for n in range(GAMES))))
        started = time.monotonic()
        server.faults = FAULTS
        everyone_done = asyncio.Event()
        autoplay = Autoplay(server, rng)
        playing = asyncio.gather(watch_results(db, matches), *(autoplay.play(m) for m in matches))
        playing.add_done_callback(lambda _: everyone_done.set())
        supervisor = asyncio.create_task(supervise(bot, rng, KILLS, everyone_done))
        try:
            await asyncio.wait_for(asyncio.shield(playing), DEADLINE)
        finally:
            everyone_done.set()
            happened = await supervisor
            playing.cancel()
        elapsed = time.monotonic() - started

    games = assert_recorded_once(db, matches)
    faults = [c.fault for c in server.transcript if c.fault]
    print(f"\n{GAMES} games, {sum(g.version for g in games)} moves ({sum(m.presses for m in matches)} presses) "
          f"in {elapsed:.0f} s; bot: {', '.join(happened)}; faults injected: "
          f"{faults.count('rate_limit')} 429s, {faults.count('timeout')} late answers")
    assert happened.count("killed") == KILLS, f"the games ended before every kill: {happened}"
