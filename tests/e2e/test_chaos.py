"""Many games at once while the bot is killed again and again and Telegram answers with 429s and timeouts.

Each game is played in a group of its own by four simulated people pressing as fast as the bot shows them their
turn. Once every table has started, a storm begins: about a seventh of the bot's calls fail (a third 429 Too Many
Requests, a third answered too late for PTB's 5-second read timeout, a third 502 Bad Gateway, both of these
though carried out) and the bot process is
SIGKILLed at random moments and started again on the same database, as a service manager would, also after any
crash of its own. When the storm is over the games play on to their end. Every game must end, be recorded once,
and replay to the stored result with every card accounted for; and no press may be answered with "something went
wrong", which a press whose move was made used to be when an edit after it failed.

The bot sends at most 300 requests a second to chats here (tests/botrunner.py's FAST; Telegram allows 30), so a
run lasts about as long as all its moves take at the pace the machine allows: the default, three games (about 1,400
moves in 100 s of play on the shared 2-core machine), is small enough for CI.
CHAOS_GAMES=20 CHAOS_KILLS=8 CHAOS_STORM=600 is the full version (about 20 minutes, ten of them stormy);
CHAOS_SEED varies the run.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from random import Random

from bot.i18n import t
from tests.fakebot import FakeTelegram, Faults
from tests.loadsupport import Autoplay, BotProcess, open_match, watch_results
from tests.records import assert_recorded_once

GAMES = int(os.environ.get("CHAOS_GAMES", "3"))
KILLS = int(os.environ.get("CHAOS_KILLS", "3"))
STORM = float(os.environ.get("CHAOS_STORM", "45"))  # seconds of faults and kills
SEED = int(os.environ.get("CHAOS_SEED", "1"))
FAULTS = Faults(seed=SEED, rate_limit=0.05, retry_after=1, timeout=0.05, timeout_delay=5.5, server_error=0.05)
# Short turns keep a game moving when a lost edit leaves nobody seeing that it is their turn.
TURN_SECONDS = 3
# The run fails when nothing moves for this long, not when it is slow: a busy machine only makes it longer.
STALL = 180.0


async def supervise(bot: BotProcess, kill_at: list[float], finished: asyncio.Event) -> list[str]:
    """Keep the bot running until `finished`: SIGKILL it at each of the `kill_at` times (loop clock) and start it
    again after every kill and every crash. Returns what happened, in order."""
    loop, kill_at = asyncio.get_running_loop(), sorted(kill_at)
    happened: list[str] = []
    while not finished.is_set():
        if not bot.running:
            try:
                await bot.start()
            except RuntimeError as e:
                happened.append(f"failed to start ({str(e).splitlines()[-1]})")
                continue
        crashed = asyncio.create_task(bot.wait())
        done = asyncio.create_task(finished.wait())
        until_kill = max(0.0, kill_at[0] - loop.time()) if kill_at else None
        await asyncio.wait((crashed, done), timeout=until_kill, return_when=asyncio.FIRST_COMPLETED)
        crashed.cancel()
        done.cancel()
        if finished.is_set():
            break
        if not bot.running:
            happened.append(f"crashed (exit code {await bot.wait()})")
        elif kill_at:
            await bot.kill()
            kill_at.pop(0)
            happened.append("killed")
    return happened


async def calm_after(server: FakeTelegram, seconds: float) -> None:
    await asyncio.sleep(seconds)
    server.faults = Faults()


async def until_done(server: FakeTelegram, playing: asyncio.Future[list[None]]) -> None:
    """Wait for the games to end, however long they take, as long as the bot keeps doing something in the chats
    (a bot that only polls for updates does not count)."""
    seen = -1
    while not playing.done():
        done = sum(1 for c in server.transcript if c.method != "getUpdates")
        if done == seen:
            raise AssertionError(f"nothing happened in any chat for {STALL:.0f} s")
        seen = done
        await asyncio.wait((playing,), timeout=STALL)
    playing.result()


async def test_every_game_survives_kills_and_faults(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server, rng, db = fake_telegram, Random(SEED), tmp_path / "bot.db"
    bot = BotProcess(server, db, tmp_path / "bot.log", turn_seconds=TURN_SECONDS)
    async with bot:
        matches = list(await asyncio.gather(*(open_match(server, f"G{n}p") for n in range(GAMES))))
        loop = asyncio.get_running_loop()
        started = loop.time()
        server.faults = FAULTS
        storm = asyncio.create_task(calm_after(server, STORM))
        everyone_done = asyncio.Event()
        autoplay = Autoplay(server, rng)
        playing = asyncio.gather(watch_results(db, matches), *(autoplay.play(m) for m in matches))
        playing.add_done_callback(lambda _: everyone_done.set())
        kill_at = [started + rng.uniform(2.0, STORM) for _ in range(KILLS)]
        supervisor = asyncio.create_task(supervise(bot, kill_at, everyone_done))
        try:
            await until_done(server, playing)
        finally:
            everyone_done.set()
            happened = await supervisor
            playing.cancel()
            storm.cancel()
        elapsed = loop.time() - started

    games = assert_recorded_once(db, matches)
    faults = [c.fault for c in server.transcript if c.fault]
    print(f"\n{GAMES} games, {sum(g.version for g in games)} moves ({sum(m.presses for m in matches)} presses) "
          f"in {elapsed:.0f} s; bot: {', '.join(happened)}; faults injected: "
          f"{faults.count('rate_limit')} 429s, {faults.count('timeout')} late answers, "
          f"{faults.count('server_error')} 502s")
    assert happened.count("killed") == KILLS, f"the games ended before every kill: {happened}"
    went_wrong = [q.data for q in server.state.callbacks.values() if q.answer and q.answer.text == t("en", "error")]
    assert not went_wrong, f"{len(went_wrong)} presses answered with an error, the first: {went_wrong[0]}"
