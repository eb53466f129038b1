"""Keeping games moving: turn timers for people, paced moves for computer players.

After every change the table's timers are re-armed from its state alone (`arm`), so the same call serves a
move, a restart and a seat changing hands. Deadlines live in the table's saved state and survive restarts.
"""

from __future__ import annotations

import logging
import time

from telegram.ext import ContextTypes, Job, JobQueue

from bot import play
from bot.i18n import t, who
from bot.runtime import Runtime, runtime_of
from bot.tables import Table

log = logging.getLogger(__name__)

WARN_BEFORE = 0.25  # of the turn's time: the warning comes when a quarter is left


def _name(table: Table) -> str:
    return f"turn:{table.id}"


def cancel(queue: JobQueue, table: Table) -> None:  # type: ignore[type-arg]
    for job in queue.get_jobs_by_name(_name(table)):
        job.schedule_removal()


def arm(rt: Runtime, table: Table) -> None:
    """Schedule what happens next at this table if nobody acts: a computer's move or a person's deadline."""
    queue = rt.job_queue
    game = table.game
    if queue is None or game is None:
        return
    cancel(queue, table)
    if game.is_over():
        table.deadline = None
        return
    if any(table.plays_itself(s) for s in game.to_act()):
        queue.run_once(_computer_moves, rt.settings.computer_delay, data=(table.id, game.version),
                       name=_name(table))
        return
    limit = rt.turn_seconds(table)
    if not limit:
        table.deadline = None
        return
    if table.deadline is None or table.deadline_version != game.version:
        table.deadline, table.deadline_version = time.time() + limit, game.version
    remaining = max(0.0, table.deadline - time.time())
    queue.run_once(_warn, max(0.0, remaining - limit * WARN_BEFORE), data=(table.id, game.version),
                   name=_name(table))
    queue.run_once(_time_out, remaining, data=(table.id, game.version), name=_name(table))


def _job_table(rt: Runtime, job: Job | None) -> Table | None:  # type: ignore[type-arg]
    """The job's table if it is still in the state the job was armed for."""
    if job is None:
        return None
    table_id, version = job.data if isinstance(job.data, tuple) else ("", -1)
    table = rt.tables.get(table_id)
    if table is None or table.game is None or table.game.version != version:
        return None
    return table


async def _computer_moves(context: ContextTypes.DEFAULT_TYPE) -> None:
    rt = runtime_of(context)
    table = _job_table(rt, context.job)
    if table is None:
        return
    async with table.lock:
        game = table.game
        if game is None or _job_table(rt, context.job) is None:
            return
        seat = next((s for s in sorted(game.to_act()) if table.plays_itself(s)), None)
        if seat is not None:
            await play.act(rt, table, seat, rt.fallback_action(table, seat), by_timer=True)


async def _warn(context: ContextTypes.DEFAULT_TYPE) -> None:
    rt = runtime_of(context)
    table = _job_table(rt, context.job)
    if table is None or table.game is None or table.deadline is None:
        return
    left = max(1, round(table.deadline - time.time()))
    for seat in table.game.waiting_for():
        occupant = table.seats[seat]
        if occupant is not None and not table.plays_itself(seat):
            try:
                await rt.bot.send_message(occupant.user_id, t(table.lang, "turn_warning", seconds=left))
            except Exception as e:  # a warning that cannot be delivered changes nothing
                log.info("turn warning not delivered: %s", e)


async def _time_out(context: ContextTypes.DEFAULT_TYPE) -> None:
    rt = runtime_of(context)
    table = _job_table(rt, context.job)
    if table is None:
        return
    async with table.lock:
        game = table.game
        if game is None or _job_table(rt, context.job) is None:
            return
        for seat in sorted(game.waiting_for()):
            occupant = table.seats[seat]
            if occupant is None:
                continue
            table.missed[seat] = table.missed.get(seat, 0) + 1
            text = t(table.lang, "turn_auto", name=who(occupant.name))
            if table.missed[seat] >= rt.settings.missed_turns_before_takeover:
                table.away.add(seat)
                text += "\n" + t(table.lang, "turn_takeover", name=who(occupant.name))
            rt.feed(table).announce(play.say(rt, table, text))
            await play.act(rt, table, seat, rt.fallback_action(table, seat), by_timer=True)
            break
