"""Every timer of a table, in one place: what happens at a table when nobody acts. A turn's deadline and its
warning, a computer's move and a game's own clock (`play.turns`), a turn ping (`screens.pings`), a lobby left idle
(`play.lobby`).

A timer is armed for the table as it is now, under a kind, and its job is named `<kind>:<table id>`; `cancel`
takes back every timer of the kinds named. When one is due, its step runs holding the table (`table.writer`), and
only if the table is still live and its game (none, for a lobby) is at the version it was armed at: a timer armed
before a move means nothing after it. Of several workers, each holding the table arms its timers and the one
that claims the timer (`Store.claim_timer`, by table, name and version) runs it; the others try again once the
claim has lapsed, in case the worker that claimed it died. What the step leaves to do with the table let go
(calls to Telegram) is done then.

A step that meets the database away is tried again after `save_retry`; one that finds another worker moved first
(`Stale`) is left to the sweep, which brings the table up to date and arms its timers anew. Jobs run however
late they come (`app.build`). Timers are not saved: each is armed again from the table's saved state after a
restart or a reload.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any

from bot.store import Stale, StoreUnavailable
from bot.table import writer
from bot.table.model import Table

if TYPE_CHECKING:
    from bot.handlers.context import BotContext
    from bot.runtime import Runtime

log = logging.getLogger(__name__)

# What a timer's step leaves to be done once the table is let go (calls to Telegram).
After = list[Callable[[], Awaitable[None]]]
Step = Callable[["Runtime", Table], Awaitable[After | None]]


def _job_name(kind: str, table: Table) -> str:
    return f"{kind}:{table.id}"


def _version(table: Table) -> int | None:
    return table.game.version if table.game is not None else None


def cancel(rt: Runtime, table: Table, *kinds: str) -> None:
    if rt.job_queue is not None:
        for kind in kinds:
            for job in rt.job_queue.get_jobs_by_name(_job_name(kind, table)):
                job.schedule_removal()


def arm(rt: Runtime, table: Table, kind: str, delay: float, step: Step, name: str | None = None) -> None:
    """Run `step` holding the table in `delay` seconds, if the table is then as it is now. `name` tells apart
    timers of one kind armed together (a ping for each seat): workers claim each by it."""
    if rt.job_queue is not None:
        rt.job_queue.run_once(_job(step, name or kind), max(0.0, delay), data=(table.id, _version(table)),
                              name=_job_name(kind, table))


def _job(step: Step, name: str) -> Callable[[BotContext], Coroutine[Any, Any, None]]:
    async def job(context: BotContext) -> None:
        rt, armed = context.runtime, context.job
        assert armed is not None
        table_id, version = armed.data if isinstance(armed.data, tuple) else ("", -1)
        table = rt.tables.get(table_id)
        if table is None or _version(table) != version:
            return

        def again(delay: float) -> None:
            if rt.job_queue is not None:
                rt.job_queue.run_once(job, delay, data=armed.data, name=armed.name)

        after: After | None = None
        async with writer.hold(rt, table) as live:
            if not live or _version(table) != version:
                return
            if not await claimed(rt, table, name):
                again(rt.settings.timer_hold)
                return
            try:
                after = await step(rt, table)
            except Stale:
                return
            except StoreUnavailable as e:  # the move was taken back
                log.warning("a timer at table %s could not save what it did: %s", table.id, e)
                again(rt.settings.save_retry)
                return
        for call in after or ():
            await call()

    return job


async def claimed(rt: Runtime, table: Table, name: str) -> bool:
    """Whether this worker is the one to run the table's timer `name` at its game's version (a lobby's: its
    row's) (a worker alone always is)."""
    if not rt.store.shared:
        return True
    version = table.game.version if table.game is not None else table.row_version
    return await rt.store.claim_timer(f"{table.id}:{name}", version, rt.settings.timer_hold)
