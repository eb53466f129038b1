"""A chat's budget of calls counted in the database, for several workers calling into the same chats."""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncIterator, Iterable

from bot.store import Store
from bot.transport.feed import ChatBudget


class SharedBudget(ChatBudget):
    """At most `limit` calls into one chat in any `window` seconds over every worker: each call is taken in the
    database (`Store.take_call`), which makes the workers take turns per chat. A feed's `delay` reckons from the
    calls seen at the last take, which is what a worker knows without asking."""

    def __init__(self, store: Store, chat_id: int, limit: int, window: float, sent: Iterable[float] = ()) -> None:
        super().__init__(limit, window, sent)
        self._store = store
        self._chat_id = chat_id

    @contextlib.asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        async with self._lock:
            while True:
                wait, calls = await self._store.take_call(self._chat_id, self.limit, self.window)
                self._calls = deque(calls)
                if wait <= 0:
                    break
                await asyncio.sleep(wait)
        yield
