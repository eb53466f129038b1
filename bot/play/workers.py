"""Several workers on one PostgreSQL database (`Store.shared`): any update may reach any of them.

Each worker keeps the tables in memory as one alone does, and the database says which copy is current. A table is
held in the database as well as in the worker (`table.writer.hold`), and holding it brings the worker's copy up to
what the database holds (`refresh`), so moves are made one at a time on the latest game. Every save also names
the version of the row it was loaded from, and is refused (`Stale`) if another worker saved the table since.
Timers are armed by every worker that holds the table and claimed by one, which runs them holding the table
(`table.timers`); a sweep takes up the tables others opened or changed, so that the timers of a worker that died
fire elsewhere. The group budget is counted in the database (`SharedBudget`).
"""

from __future__ import annotations

import functools
import logging

from telegram import Update
from telegram.ext import Application, TypeHandler

from bot import callbacks
from bot.handlers.context import BotContext
from bot.play import lobby, turns
from bot.play.moves import finish
from bot.runtime import Runtime
from bot.table import writer
from bot.table.model import Table

log = logging.getLogger(__name__)


def share(app: Application, rt: Runtime) -> None:  # type: ignore[type-arg]
    """Make this worker one of several: a table held is first brought up to date, and so are the tables of each
    update's chat and a regular sweep's."""
    rt.catch_up = functools.partial(refresh, rt)
    app.add_handler(TypeHandler(Update, before_update), group=-1)
    if rt.job_queue is not None:
        rt.job_queue.run_once(sweep, rt.settings.sync_interval, name="sync")


async def refresh(rt: Runtime, table: Table) -> None:
    """Bring `table` up to the database's copy, if it holds a newer one; a table another worker closed or finished
    is let go here. Runs holding the table, as soon as it is held (`table.writer`)."""
    if not rt.live(table) or table.row_version == 0:  # let go already, or new here and not saved yet
        return
    versions = await rt.store.live_versions(table_id=table.id)
    if versions.get(table.id) == table.row_version:
        return
    await reload(rt, table)


async def reload(rt: Runtime, table: Table) -> None:
    """Load `table` again from the database (holding it), and re-arm its timers for what it holds now."""
    state = await rt.store.live_table(table.id)
    if state is None:
        rt.retire(table, redraw=False)  # another worker ended it and said so in the group
        return
    table.become(state)
    await arm(rt, table)


async def arm(rt: Runtime, table: Table) -> None:
    if table.game is None:
        lobby.arm_idle_timer(rt, table)
    elif table.game.is_over():  # its worker saved the last move and died before recording the result
        await finish(rt, table)
    else:
        turns.arm(rt, table)


async def take_up(rt: Runtime, versions: dict[str, int], chat_id: int | None = None) -> None:
    """Tables in `versions` (id: version in the database) this worker lacks are loaded, those it holds at another
    version brought up to date; those it holds of `chat_id` (of every chat if None) that are gone are let go."""
    for table_id, version in versions.items():
        table = rt.tables.get(table_id)
        if table is None:
            state = await rt.store.live_table(table_id)
            if state is None:
                continue
            await rt.chat_settings(state["chat_id"])
            if rt.tables.get(table_id) is not None:
                continue  # taken up meanwhile: the sweep and an update in its chat may both find it new
            table = Table.from_state(state)
            older = rt.tables.in_chat(table.key)
            rt.tables.add(table)  # with no wait since the check: one copy, which every handler then finds
            if older is not None:
                async with writer.hold(rt, older):  # the one it replaced is gone from the database: this lets it go
                    pass
            async with writer.hold(rt, table) as live:
                if live:
                    await arm(rt, table)
        elif table.row_version != version:
            async with writer.hold(rt, table):  # holding it brings it up to date
                pass
    for table in rt.tables:
        if (chat_id is None or table.chat_id == chat_id) and table.id not in versions and table.row_version:
            async with writer.hold(rt, table):
                pass


async def before_update(update: object, context: BotContext) -> None:
    """Before any handler sees an update: the tables of its chat, and the one its button or link names, as the
    database has them, and the chat's settings as another worker may have changed them."""
    if not isinstance(update, Update):
        return
    rt, chat = context.runtime, update.effective_chat
    chat_id = chat.id if chat is not None else 0
    await take_up(rt, await rt.store.live_versions(chat_id, named_table(update)), chat_id)
    rt.forget_chat(chat_id)
    await rt.chat_settings(chat_id)  # read now: the turn timer is taken from what was read last


def named_table(update: Update) -> str:
    """The table an update's button or /start link names ("" if none)."""
    query, message = update.callback_query, update.effective_message
    if query is not None:
        try:
            return callbacks.decode(query.data).target
        except callbacks.BadCallback:
            return ""
    text = message.text if message is not None and message.text else ""
    if text.startswith("/start ") and text[7:8] in ("j", "h"):  # j<table>-<seat>, h<table>
        return text[8:].strip().partition("-")[0]
    return ""


async def sweep(context: BotContext) -> None:
    """Take up every table the other workers opened, changed or closed; then again `sync_interval` after this one
    ends (a sweep that waits for busy tables' locks is not run over by the next)."""
    rt = context.runtime
    try:
        await take_up(rt, await rt.store.live_versions())
    except Exception:  # the next sweep tries again
        log.warning("could not take up the other workers' tables", exc_info=True)
    finally:
        if rt.job_queue is not None:
            rt.job_queue.run_once(sweep, rt.settings.sync_interval, name="sync")
