"""Every test here runs the bot end to end against the fake Bot API: marked slow, so that `-m "not slow"` is the
quick loop without them."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot import clock
from bot.transport.outbound import CALLS_WHILE_HOLDING

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def real_time_after(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock a test moved forward (`tests.botrunner.advance`) goes back to the wall clock for the next."""
    monkeypatch.setattr(clock, "_ahead", 0.0)


@pytest.fixture(autouse=True)
def no_call_while_holding_a_table() -> Iterator[None]:
    """No bot in this process called Telegram while it held a table: such a call makes every other move at the
    table wait for Telegram (a bot in its own process logs the same as an error)."""
    CALLS_WHILE_HOLDING.clear()
    yield
    assert not CALLS_WHILE_HOLDING, f"called while holding a table: {CALLS_WHILE_HOLDING}"


STUCK = 600.0  # seconds: the longest test here takes a fifth of it on a loaded machine


@pytest.fixture(autouse=True)
async def a_stuck_test_says_where() -> AsyncIterator[None]:
    """A test still running after `STUCK` seconds waits for something that will not come: every task's stack is
    written out and every task cancelled, so that the test fails saying where it waited, rather than holding up
    the whole run."""
    loop = asyncio.get_running_loop()

    def give_up() -> None:
        print(f"stuck for {STUCK:.0f} s; the tasks:", file=sys.stderr)
        for task in asyncio.all_tasks(loop):
            task.print_stack(file=sys.stderr)
            task.cancel()

    alarm = loop.call_later(STUCK, give_up)
    yield
    alarm.cancel()
