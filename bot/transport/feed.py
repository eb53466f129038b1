"""Everything the bot says in a chat goes through a feed, so that no chat is ever flooded.

Each chat has a budget of calls per sliding window (sends and edits alike, as Telegram counts them), which the
request layer (`transport.outbound`) spends. A feed is one message's voice in its chat (a table's main message in
its group, a player's hand in their private chat): announcements queue in order, and the message is *refreshed*
rather than edited per move: any number of refresh requests between two edits collapse into one edit of the
latest state, at most one per `edit_interval` and only once the chat's budget has room. A call is tried again
until it is delivered or a newer state of the same message supersedes it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from datetime import timedelta

from telegram.error import BadRequest, Forbidden, RetryAfter, TelegramError

from bot.store import StoreUnavailable

log = logging.getLogger(__name__)

Call = Callable[[], Awaitable[object]]
# Calls of a group's budget that redrawing a table leaves free, so that what a table announces (a hand's or a
# match's result) never waits a whole window behind pictures of moves already gone by.
KEPT_FOR_WORDS = 2
_database_away: set[bool] = set()  # not empty while the feeds' calls meet the database away (said once)


class ChatBudget:
    """At most `limit` calls into one chat in any `window` seconds; callers wait their turn in order.

    A call counts from the moment it is made until `window` seconds after its answer came back: Telegram counts
    it when it arrives, which is after it was made and before it was answered, so a budget counted this way is
    never ahead of Telegram's however long a call spends on the way.

    Telegram counts a group's calls whether or not the bot restarted in between, so the calls come from and go
    to the store (`sent`, `note`): a bot restarted in the middle of a busy game goes on from the budget it had.
    Times are the wall clock's, which is what survives a restart."""

    def __init__(self, limit: int, window: float, sent: Iterable[float] = (),
                 note: Callable[[float], Awaitable[None]] | None = None) -> None:
        self.limit = limit
        self.window = window
        self._calls: deque[float] = deque(sorted(sent))  # when answered calls came back
        self._under_way = 0
        self._note = note
        self._lock = asyncio.Lock()

    def delay(self, spare: int = 0) -> float:
        """Seconds until a call is free with `spare` more still free after it (0: now). While calls under way
        hold the budget, at least a window: each of them counts for a window after its answer."""
        now = time.time()
        while self._calls and self._calls[0] <= now - self.window:
            self._calls.popleft()
        over = len(self._calls) + self._under_way - (self.limit - spare) + 1
        if over <= 0:
            return 0.0
        return self._calls[over - 1] + self.window - now if over <= len(self._calls) else self.window

    @contextlib.asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        """Wait for a free call, and hold it while the call is made: it counts from its answer on."""
        async with self._lock:
            while (wait := self.delay()) > 0:
                await asyncio.sleep(wait)
            self._under_way += 1
        try:
            if self._note is not None:
                await self._note(time.time())
            yield
        finally:
            self._under_way -= 1
            self._calls.append(time.time())


def retry_seconds(error: RetryAfter) -> float:
    wait = error.retry_after
    return wait.total_seconds() if isinstance(wait, timedelta) else float(wait)


def not_modified(error: BadRequest) -> bool:
    return "not modified" in error.message.lower()


class Feed:
    """One message's voice in its chat: ordered announcements plus a coalesced refresh of the message. A refresh
    waits until the chat's budget would still have `spare` calls free after it (a group's, for what its table
    announces)."""

    def __init__(self, budget: ChatBudget, refresh: Call, edit_interval: float,
                 on_retired: Callable[[], None] = lambda: None, needed: Callable[[], Awaitable[bool]] | None = None,
                 spare: int = KEPT_FOR_WORDS) -> None:
        self._budget = budget
        self._spare = min(spare, budget.limit - 1)  # a private chat's budget of one call keeps none spare
        self._needed = needed
        self._on_retired = on_retired
        self._retiring = False
        self._refresh = refresh
        self._interval = edit_interval
        self._queue: deque[Call] = deque()
        self._dirty = False
        self._last_refresh = -float("inf")
        self._task: asyncio.Task[None] | None = None
        self._held_up = False  # its last call met the database away
        self._idle = asyncio.Event()
        self._idle.set()
        self._wait_over = asyncio.Event()  # ends a pause before a redraw
        self._redraw = True

    def refresh(self) -> None:
        self._dirty = True
        self._wake()

    def announce(self, call: Call) -> None:
        self._queue.append(call)
        self._wait_over.set()
        self._wake()

    async def drain(self) -> None:
        """Wait until everything asked for so far has been sent."""
        await self._idle.wait()

    def hurry(self) -> None:
        """The bot is stopping: a redraw still due goes out as soon as the budget allows rather than after
        `edit_interval`, which only spares the group a flurry of pictures while the game goes on."""
        self._interval = 0.0
        self._wait_over.set()

    def retire(self, redraw: bool = True) -> None:
        """Say what is still queued, then let go (`on_retired`). Without `redraw` (a table closed unplayed) the
        main message is not drawn again: it would bring back buttons of a game that is gone."""
        self._retiring = True
        self._redraw = self._redraw and redraw
        self._dirty = self._dirty and redraw
        if self._idle.is_set():
            self._on_retired()

    def close(self) -> None:
        if self._task:
            self._task.cancel()

    def _wake(self) -> None:
        self._idle.clear()
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        try:
            while self._queue or self._dirty:
                if self._queue:
                    if await self._call(self._queue[0]):
                        self._queue.popleft()
                    continue
                delay = max(self._last_refresh + self._interval - time.monotonic(), self._budget.delay(self._spare))
                if delay > 0:
                    await self._pause(delay)
                    continue
                self._dirty = False
                if self._needed is not None and not await self._needed():
                    continue  # the message shows this already: no call, no budget spent
                self._last_refresh = time.monotonic()
                if not await self._call(self._redrawn):
                    self._dirty = True
        finally:
            self._idle.set()
            if self._retiring:
                self._on_retired()

    async def _redrawn(self) -> None:
        if self._redraw:  # checked again after the wait for the budget: the table may have closed meanwhile
            await self._refresh()

    async def _pause(self, seconds: float) -> None:
        """Wait before the next redraw; an announcement ends the wait, for it goes first, and so does `hurry`."""
        self._wait_over.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wait_over.wait(), seconds)

    async def _call(self, call: Call) -> bool:
        """Make one call (the request layer spends the chat's budget on it); True when it is done with (sent, or
        failed for good), False to try again."""
        try:
            await call()
        except RetryAfter as e:
            await asyncio.sleep(retry_seconds(e))
            return False
        except BadRequest as e:
            if not not_modified(e):
                log.warning("call refused: %s", e.message)
        except Forbidden as e:
            log.warning("bot cannot write to the chat: %s", e.message)
        except TelegramError as e:  # network trouble or a server error: try again shortly
            log.info("call failed, retrying: %s", e)
            await asyncio.sleep(1)
            return False
        except StoreUnavailable as e:  # the database is away (what a redraw reads or notes): try again shortly
            if not _database_away:  # every feed meets it: said once until a call it held up gets through
                log.warning("messages wait for the database: %s", e)
                _database_away.add(True)
            self._held_up = True
            await asyncio.sleep(1)
            return False
        except Exception:  # a bug: said in full, and the feed goes on with its next call
            log.exception("a call failed")
            return True
        if self._held_up:
            self._held_up = False
            if _database_away:
                log.info("the database answers again: messages go on")
                _database_away.clear()
        return True
