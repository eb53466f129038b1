"""Telegram's side of a webhook, for several workers: updates taken from the fake Bot API and posted to the
workers' webhooks, each to one of them, as a load balancer in front of them would spread them."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from random import Random
from types import TracebackType

import aiohttp
from telegram import Update

from tests.fakebot import FakeTelegram
from tests.loadsupport import WEBHOOK_SECRET


def free_port() -> int:
    """A loopback port nothing listens on now, for a worker's webhook."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


class Dispatcher:
    """Posts every update to a worker chosen at random among `urls`, and to another if that one does not take it
    (down, or killed): an update counts as delivered when a worker answered 200, as Telegram counts it, and goes
    to a worker again until one does. `delivered[i]` counts the updates worker i took."""

    def __init__(self, server: FakeTelegram, urls: list[str], rng: Random) -> None:
        self._server = server
        self.urls = urls
        self._rng = rng
        self.delivered = [0] * len(urls)
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> Dispatcher:
        self._task = asyncio.create_task(self._run())
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        offset = 0
        api = f"{self._server.root}/bot{self._server.token}/getUpdates"
        async with aiohttp.ClientSession() as http:
            while True:
                async with http.post(api, json={"offset": offset, "timeout": 1,
                                                "allowed_updates": list(Update.ALL_TYPES)}) as response:
                    updates = (await response.json())["result"]
                # Posted side by side, as Telegram does over several connections; confirmed once all are taken.
                await asyncio.gather(*(self._deliver(http, update) for update in updates))
                if updates:
                    offset = updates[-1]["update_id"] + 1

    async def _deliver(self, http: aiohttp.ClientSession, update: dict[str, object]) -> None:
        headers = {"X-Telegram-Bot-Api-Secret-Token": WEBHOOK_SECRET}
        while True:
            for worker in self._rng.sample(range(len(self.urls)), len(self.urls)):
                with contextlib.suppress(aiohttp.ClientError, TimeoutError):
                    async with http.post(self.urls[worker], json=update, headers=headers,
                                         timeout=aiohttp.ClientTimeout(total=5)) as response:
                        if response.status == 200:
                            self.delivered[worker] += 1
                            return
            await asyncio.sleep(0.1)  # every worker is down: Telegram tries again later
