"""pytest fixtures and helpers for running a PTB Application against FakeTelegram.

A conftest makes them available with ``from tests.fakebot.fixtures import fake_telegram``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest_asyncio
from telegram.ext import Application

from .server import FakeTelegram

# Short polls keep a stopping Application from lingering; the fake answers at once when updates come.
POLL_TIMEOUT = 2


@pytest_asyncio.fixture
async def fake_telegram() -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram() as server:
        yield server


@asynccontextmanager
async def polling(app: Application[Any, Any, Any, Any, Any, Any]) -> AsyncIterator[None]:
    """Run ``app`` with long polling in this event loop for the duration of the block."""
    async with app:
        if app.updater is None:
            raise ValueError("the Application was built without an Updater")
        await app.updater.start_polling(poll_interval=0.0, timeout=POLL_TIMEOUT)
        await app.start()
        try:
            yield
        finally:
            await app.updater.stop()
            await app.stop()
