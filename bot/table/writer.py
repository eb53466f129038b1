"""The one writer of a live table: every change to a table is made holding it, one holder at a time.

Who changes a table: a press, a command (/cancel), a timer (a turn's deadline, the game's clock, a computer's
move, an idle lobby, a ping), a restart bringing it back, and, with several workers, a reload from the database
and the sweep. Each does it inside `async with hold(rt, table) as live:`, and changes nothing unless `live`: an
update that waited behind /cancel or the end of the game finds the table gone. Holders take turns in the order
they asked; with several workers the hold is also taken in the database (`Store.hold_table`), and once taken it
has brought this worker's copy up to what the database holds (`Runtime.catch_up`).

What may run while holding a table: reading and changing it, applying moves, asking the computer players (in a
thread), reading settings from the database and saving the table (`Runtime.save`: the only writer of its row),
arming timers, and queueing what its messages must show (a feed's `refresh` or `announce` only queues).
What never runs while holding it: a call to Telegram, a wait for a chat's send budget, drawing a picture. Each
would make every other move at the table wait for it. The feeds make those calls outside, from what was read
under the hold, and what a message shows once its call came back is noted by holding the table again (`record`).
The request layer asks `holding()` before every call and logs one made while holding as an error (the tests fail
on it).

A reload from the database replaces the table's record and keeps what only this worker knows (`model.Local`):
the lock itself and the hands it has still to redraw. A change that could not be saved is taken back whole
(`Table.checkpoint`), so the table stays as the database has it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

from bot.store import StoreUnavailable
from bot.table.model import Table

if TYPE_CHECKING:
    from bot.runtime import Runtime

log = logging.getLogger(__name__)
_unsaved: set[str] = set()  # tables whose last record could not be saved: said once, until a save works again
_deferred: set[str] = set()  # tables with a record left for their next save (`record(save=False)`)
# The table each task holds, by task: a task started while holding (a timer armed, say) holds nothing.
_holders: dict[asyncio.Task[Any], str] = {}


def holding() -> str | None:
    """The id of the table the running task holds, if it holds one (the request layer makes no call then)."""
    task = asyncio.current_task()
    return _holders.get(task) if task is not None else None


@contextlib.asynccontextmanager
async def hold(rt: Runtime, table: Table) -> AsyncIterator[bool]:
    """Hold the table; yields whether it is still live (a table let go may still be read, never changed)."""
    async with table.local.lock, rt.store.hold_table(table.id):
        task = asyncio.current_task()
        assert task is not None and task not in _holders, "a table is held twice by one task"
        _holders[task] = table.id
        try:
            if rt.catch_up is not None and rt.live(table):
                await rt.catch_up(table)
            yield rt.live(table)
        finally:
            del _holders[task]


def waiting(table: Table) -> int:
    """How many are waiting to hold the table (for tests that line up presses behind one another)."""
    return len(table.local.lock._waiters or ())


async def record(rt: Runtime, table: Table, change: Callable[[], object], save: bool = True) -> bool:
    """Note under the table what a call into a chat did once it came back (`change`), and save it unless `save`
    is False (a message deleted: the next save carries it, and a restart before then deletes it again). A save
    that fails is left to the next one. False, changing nothing, when the table was let go meanwhile."""
    async with hold(rt, table) as live:
        if not live:
            return False
        change()
        if not save:
            _deferred.add(table.id)
        else:
            try:
                await rt.save(table)
            except StoreUnavailable as e:  # kept in memory, saved with the table's next change
                if table.id not in _unsaved:
                    log.warning("what table %s shows cannot be saved for now: %s", table.id, e)
                _unsaved.add(table.id)
            else:
                if table.id in _unsaved:
                    log.info("what table %s shows is saved again", table.id)
                _unsaved.discard(table.id)
                _deferred.discard(table.id)
        return True


async def save_deferred(rt: Runtime) -> None:
    """Save the tables whose last records were left for a next save, when the bot stops: a message deleted just
    before a stop is not deleted again by the next start."""
    for table in list(rt.tables):
        if table.id in _deferred:
            await record(rt, table, lambda: None)
