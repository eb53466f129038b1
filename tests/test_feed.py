import asyncio
import functools
import time

import pytest

from bot.store import StoreUnavailable
from bot.transport.feed import ChatBudget, Feed


async def taken(budget: ChatBudget) -> None:
    """One call's worth of the budget, spent at once."""
    async with budget.slot():
        pass


async def test_budget_never_allows_more_than_its_limit_per_window() -> None:
    budget = ChatBudget(limit=3, window=0.3)
    stamps = []
    for _ in range(7):
        async with budget.slot():
            stamps.append(time.time())
    for i in range(3, 7):
        assert stamps[i] - stamps[i - 3] >= 0.3 - 1e-3


async def test_refreshes_coalesce_and_announcements_keep_order() -> None:
    calls: list[str] = []

    async def refresh() -> None:
        calls.append("table")

    async def say(what: str) -> None:
        calls.append(what)

    feed = Feed(ChatBudget(100, 60), refresh, edit_interval=0.05)
    for i in range(20):
        feed.refresh()
        if i % 10 == 0:
            feed.announce(functools.partial(say, f"say{i}"))
        await asyncio.sleep(0.005)
    await feed.drain()
    assert [c for c in calls if c.startswith("say")] == ["say0", "say10"]
    assert 2 <= calls.count("table") <= 5


async def test_table_pictures_leave_room_for_announcements() -> None:
    """A full budget of pictures must not make a result wait a whole window: refreshes stop short of the limit."""
    budget = ChatBudget(limit=4, window=30)
    calls: list[str] = []

    async def refresh() -> None:
        async with budget.slot():  # as the request layer spends it
            calls.append("table")

    feed = Feed(budget, refresh, edit_interval=0)
    for _ in range(5):
        feed.refresh()
        await asyncio.sleep(0.01)
    said = asyncio.Event()

    async def result() -> None:
        async with budget.slot():
            calls.append("result")
        said.set()

    feed.announce(result)
    await asyncio.wait_for(said.wait(), 10)  # not the 30 s a picture has to wait
    assert calls == ["table", "table", "result"]
    feed.close()


async def test_a_restarted_budget_counts_the_calls_made_before() -> None:
    noted: list[float] = []

    async def note(at: float) -> None:
        noted.append(at)

    budget = ChatBudget(limit=3, window=30, sent=[time.time() - 1, time.time() - 2], note=note)
    await asyncio.wait_for(taken(budget), 1)
    assert len(noted) == 1
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(taken(budget), 0.2)


async def test_a_feed_hurried_at_stop_redraws_without_waiting_out_the_interval() -> None:
    calls: list[float] = []

    async def refresh() -> None:
        calls.append(time.monotonic())

    feed = Feed(ChatBudget(100, 60), refresh, edit_interval=30)
    feed.refresh()
    await feed.drain()
    feed.refresh()  # due in 30 s: the interval since the last redraw
    await asyncio.sleep(0.05)
    assert len(calls) == 1
    feed.hurry()
    await asyncio.wait_for(feed.drain(), 5)
    assert len(calls) == 2


async def test_a_call_counts_from_its_answer_so_a_slow_call_cannot_bring_the_next_too_close() -> None:
    """Telegram counts a call when it arrives: the next call into the chat waits a whole window after the answer
    of the one before, however long that one took on the way."""
    budget = ChatBudget(limit=1, window=0.2)
    answered: list[float] = []
    made: list[float] = []

    async def call(on_the_way: float) -> None:
        async with budget.slot():
            made.append(time.time())
            await asyncio.sleep(on_the_way)
            answered.append(time.time())

    await asyncio.gather(call(0.3), call(0))
    assert made[1] - answered[0] >= 0.2 - 1e-3
    assert budget.delay() > 0


async def test_calls_under_way_fill_the_budget() -> None:
    budget = ChatBudget(limit=2, window=10)
    entered = asyncio.Event()
    release = asyncio.Event()

    async def hold() -> None:
        async with budget.slot():
            entered.set()
            await release.wait()

    holders = [asyncio.create_task(hold()) for _ in range(2)]
    await entered.wait()
    await asyncio.sleep(0)
    assert budget.delay() == 10  # neither is answered yet: each counts for a window after its answer
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(taken(budget), 0.1)
    release.set()
    await asyncio.gather(*holders)


async def test_a_feed_waits_out_the_database_and_says_so_once(caplog: pytest.LogCaptureFixture) -> None:
    """A redraw that meets the database away (a full disk) is tried again until it gets through, the feed going
    on with what was queued behind it; however many tries and feeds, one warning, and one line when it is back."""
    away = 2
    calls: list[str] = []

    async def refresh() -> None:
        nonlocal away
        if away:
            away -= 1
            raise StoreUnavailable("database or disk is full")
        calls.append("table")

    async def say() -> None:
        calls.append("result")

    feeds = [Feed(ChatBudget(100, 60), refresh, edit_interval=0) for _ in range(2)]
    with caplog.at_level("INFO", logger="bot.transport.feed"):
        for feed in feeds:
            feed.refresh()
            feed.announce(say)
        await asyncio.wait_for(asyncio.gather(*(feed.drain() for feed in feeds)), 10)  # (a dead feed never drains)
    assert calls.count("table") == 2 and calls.count("result") == 2
    said = [r.getMessage() for r in caplog.records]
    assert sum("wait for the database" in m for m in said) == 1, said
    assert sum("answers again" in m for m in said) == 1, said
