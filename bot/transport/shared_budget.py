"""A chat's budget of calls counted in the database, for several workers calling into the same chats."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import AsyncIterator, Iterable

from bot.store import Store
from bot.transport.feed import ChatBudget

# How far ahead a call taken counts until it is answered. Telegram counts a call when it arrives, and the next may
# go only a window after that: a call counted from when it was taken would let the next one go early by however long
# the first spent on its way (a second write into a private chat, refused). Longer than a call takes; short, for a
# worker that dies mid-call holds the chat this much longer.
UNDER_WAY = 2.0


class SharedBudget(ChatBudget):
    """At most `limit` calls into one chat in any `window` seconds over every worker: each call is taken in the
    database (`Store.take_call`), which makes the workers take turns per chat, and counts from its answer on, as
    a worker alone counts it. A feed's `delay` reckons from the calls seen at the last take, which is what a
    worker knows without asking."""

    def __init__(self, store: Store, chat_id: int, limit: int, window: float, sent: Iterable[float] = ()) -> None:
        super().__init__(limit, window, sent)
        self._store = store
        self._chat_id = chat_id

    @contextlib.asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        async with self._lock:
            while True:
                wait, calls = await self._store.take_call(self._chat_id, self.limit, self.window, UNDER_WAY)
                # A call under way counts here as made now, as a worker alone counts it: the next is a window off.
                now = time.time()
                self._calls = deque(min(at, now) for at in calls)
                if wait <= 0:
                    break
                await asyncio.sleep(wait)
        try:
            yield
        finally:
            answered = time.time()
            with contextlib.suppress(ValueError):
                self._calls.remove(now)
            self._calls.append(answered)
            await self._store.call_answered(self._chat_id, calls[-1], answered)
