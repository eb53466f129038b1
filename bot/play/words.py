"""What a table says in its group (a hand's result, who ran out of time, who took a seat over), kept with the
table until it has been said: a bot stopped while the group's budget held a word back says it at its next start.

A word is told holding the table (`tell`) and is saved with the change that made it: it is queued to the group
only once that save went through (`utter`), for a change taken back says nothing. It is said in its turn with
the table let go, and then struck off the table's record (`table.writer.record`), or off its last words
(`play.outbox`) when the table ended meanwhile. One said just before a stop whose striking off did not reach the
database may be said again after a kill; a SIGTERM lets it finish.

With several workers, each says the words it told, claimed first (`Store.claim_timer`, held while the group's
budget may hold a word up); a worker starting says whatever is still unsaid once no other holds its claim.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable

from telegram import InlineKeyboardMarkup, Message
from telegram.constants import ParseMode

from bot.play import outbox
from bot.runtime import Runtime
from bot.screens import group
from bot.table import writer
from bot.table.model import Table, Word


def say(rt: Runtime, table: Table, text: str, markup: InlineKeyboardMarkup | None = None,
        news: bool = False) -> Callable[[], Awaitable[object]]:
    """A group message from this table, for its feed. Once sent it counts as said below the table's picture;
    `news` brings the picture back below it at its next redraw (`screens.group.buried`)."""
    async def send() -> Message:
        message = await rt.bot.send_message(table.chat_id, text, parse_mode=ParseMode.HTML, reply_markup=markup,
                                            message_thread_id=table.thread_id)
        table.saw(message.message_id, news)
        return message

    return send


def tell(table: Table, text: str, markup: InlineKeyboardMarkup | None = None, news: bool = False) -> None:
    """A word for the group, holding the table; said once the change it came with is saved (`utter`). `news`: a
    hand's result, say (see `say`)."""
    word = Word(table.words, text, outbox.rows(markup), news)
    table.words += 1
    table.unsaid.append(word)
    table.local.untold.append(word)


async def utter(rt: Runtime, table: Table) -> None:
    """Queue the words told here since the last save, now that it went through (holding the table). Of several
    workers, this one claims them first: a worker starting meanwhile leaves them to it."""
    told, table.local.untold = table.local.untold, []
    for word in told:
        if word not in table.unsaid:  # told with a change that could not be saved, and taken back with it
            continue
        if not rt.store.shared or await _claim(rt, table, word):
            group.feed(rt, table).announce(functools.partial(_say, rt, table, word))


def utter_all(rt: Runtime, table: Table) -> None:
    """At a start: queue every word the table still has to say."""
    table.local.untold = []
    for word in table.unsaid:
        group.feed(rt, table).announce(functools.partial(_say_left, rt, table, word))


async def _claim(rt: Runtime, table: Table, word: Word) -> bool:
    """Whether this worker is to say the word: held for as long as the group's budget may hold it up."""
    return await rt.store.claim_timer(f"{table.id}:word{word.id}", 0, outbox.hold(rt))


async def _say_left(rt: Runtime, table: Table, word: Word) -> None:
    """A word a stop left unsaid. Another worker may be saying it (it claimed it), or may have died with the claim:
    once the claim has run out, a word still unsaid is said here."""
    if rt.store.shared:
        async with writer.hold(rt, table) as live:  # brought up to date: said meanwhile by another worker?
            if live and word in table.unsaid and not await _claim(rt, table, word):
                asyncio.get_running_loop().call_later(outbox.hold(rt), group.feed(rt, table).announce,
                                                      functools.partial(_say_left, rt, table, word))
                return
    await _say(rt, table, word)


async def _say(rt: Runtime, table: Table, word: Word) -> None:
    if word not in table.unsaid:  # said already (queued twice: a change made again after a failed save)
        return
    await say(rt, table, word.text, outbox.keyboard(word.buttons), word.news)()
    if not await writer.record(rt, table, lambda: table.unsaid.remove(word) if word in table.unsaid else None):
        await outbox.strike(rt, table.id, word.id)  # the table ended meanwhile, keeping the word as a last one
