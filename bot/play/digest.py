"""The daily digest: a group with slow tables waiting hears, at most once a day, which wait and for whom, in place
of a message at every move (their turn pings tell the people themselves).

Every worker looks every `digest_check` seconds. What each table waits for is read holding it, and the digest is
sent with every table let go. The store says which look sends a group's digest (`Store.claim_digest`) and notes
it then, before it is sent: of several workers one sends it, and a restart does not send it again.
"""

from __future__ import annotations

import logging
from collections import defaultdict

from telegram.constants import ParseMode

from bot import clock
from bot.handlers.context import BotContext
from bot.runtime import Runtime
from bot.screens import slow
from bot.table import writer
from bot.table.model import Table

log = logging.getLogger(__name__)

JOB = "digest"


def arm(rt: Runtime, delay: float | None = None) -> None:
    """The next look, `delay` seconds from now (`digest_check` unless said), run however late a busy bot comes to
    it (`app.build`): each look arms the next, and a look dropped for being late would be the last."""
    if rt.job_queue is not None:
        rt.job_queue.run_once(look, rt.settings.digest_check if delay is None else delay, name=JOB)


async def look(context: BotContext) -> None:
    """Send each group whose digest is due its digest; then look again `digest_check` after this look began, by
    the tables' clock (at once if it has gone past that meanwhile)."""
    rt, began = context.runtime, clock.now()
    try:
        by_chat: dict[int, list[tuple[Table, slow.Waiting]]] = defaultdict(list)
        for table in rt.tables:
            waiting = await waits(rt, table)
            if waiting is not None:
                by_chat[table.chat_id].append((table, waiting))
        for chat_id, tables in by_chat.items():
            if await rt.store.claim_digest(chat_id, clock.now(), rt.settings.digest_every):
                await send(rt, chat_id, tables)
    except Exception:  # the next look tries again
        log.warning("could not send the digest of slow tables", exc_info=True)
    finally:
        arm(rt, max(0.0, began + rt.settings.digest_check - clock.now()))


async def waits(rt: Runtime, table: Table) -> slow.Waiting | None:
    """What a slow table waits for, read holding it: None unless its game waits for a person."""
    if not table.slow:
        return None
    async with writer.hold(rt, table) as live:
        game = table.game
        if not live or game is None or game.is_over() or table.deadline is None:
            return None
        names = [occupant.name for seat in sorted(game.waiting_for())
                 if (occupant := table.seats[seat]) is not None and not table.plays_itself(seat)]
        if not names:
            return None
        return slow.Waiting(table.ui.title(table.lang), names, max(0.0, table.deadline - clock.now()))


async def send(rt: Runtime, chat_id: int, tables: list[tuple[Table, slow.Waiting]]) -> None:
    """One message for the group, in its language; in a forum topic when every table listed is in that one."""
    lang = await rt.lang(chat_id)
    threads = {table.thread_id for table, _ in tables}
    thread = threads.pop() if len(threads) == 1 else None
    text = slow.digest_text(lang, [waiting for _, waiting in tables])
    await rt.in_group(chat_id, lambda: rt.bot.send_message(chat_id, text, parse_mode=ParseMode.HTML,
                                                           message_thread_id=thread))
