import asyncio
import time

from bot.feed import ChatBudget, Feed


async def test_budget_never_allows_more_than_its_limit_per_window() -> None:
    budget = ChatBudget(limit=3, window=0.3)
    stamps = []
    for _ in range(7):
        await budget.take()
        stamps.append(time.time())
    for i in range(3, 7):
        assert stamps[i] - stamps[i - 3] >= 0.3 - 1e-3


async def test_refreshes_coalesce_and_announcements_keep_order() -> None:
    calls: list[str] = []

    async def refresh() -> None:
        calls.append("table")

    feed = Feed(ChatBudget(100, 60), refresh, edit_interval=0.05)
    for i in range(20):
        feed.refresh()
        if i % 10 == 0:
            feed.announce(lambda i=i: asyncio.sleep(0, calls.append(f"say{i}")))  # type: ignore[misc]
        await asyncio.sleep(0.005)
    await feed.drain()
    assert [c for c in calls if c.startswith("say")] == ["say0", "say10"]
    assert 2 <= calls.count("table") <= 5
