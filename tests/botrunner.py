"""Run the real bot Application against the fake Bot API server, in the test's event loop."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot import clock
from bot.app import build, close_runtime, start_runtime, stop_runtime
from bot.config import Settings
from bot.handlers.context import runtime_of
from bot.runtime import Runtime
from tests.fakebot import FakeTelegram
from tests.fakebot.fixtures import POLL_TIMEOUT

# Telegram's per-group limit is 20 a minute and its per-private-chat limit one a second; tests run the same limits
# ten times faster, and the limit over all chats (30 a second, which otherwise paces every end-to-end test) ten
# times higher. Turn pings ring only where a test asks for them (tests/e2e/test_attention.py): on a slow machine a
# person's turns would otherwise come more than the quiet time apart, and the pings would add to what a test counts.
FAST = {"group_window": 6.1, "private_interval": 0.1, "calls_per_second": 300.0, "table_edit_interval": 0.3,
        "computer_delay": 0.05, "computer_think": 0.01, "challenge_grace": 0.0, "clock_scale": 0.05,
        "ping_after_quiet": 3600.0}


def advance(rt: Runtime, seconds: float) -> None:
    """Move the bot's clock forward (`bot.clock`; back to the wall clock after each end-to-end test): whatever its
    timers had due by then is due now."""
    clock.advance(seconds)
    assert rt.job_queue is not None
    now = datetime.now(UTC)
    for job in rt.job_queue.jobs():  # with no wait since they were listed: none of them has run meanwhile
        if job.next_t is not None and not job.removed:
            job.job.modify(next_run_time=max(now, job.next_t - timedelta(seconds=seconds)))


def settings_for(server: FakeTelegram, db: Path, **overrides: Any) -> Settings:
    base = Settings(token=server.token, api_url=server.root, db_path=db, lang="en")
    return dataclasses.replace(base, **{**FAST, **overrides})


@asynccontextmanager
async def running_bot(server: FakeTelegram, db: Path, **overrides: Any) -> AsyncIterator[Runtime]:
    app = build(settings_for(server, db, **overrides))
    async with app:
        await start_runtime(app)  # before polling, so that restored tables are there for the first update
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0.0, timeout=POLL_TIMEOUT)
        await app.start()
        try:
            yield runtime_of(app)
        finally:
            await app.updater.stop()
            await app.stop()
            await stop_runtime(app)
            await close_runtime(app)
