"""A table's last words: what it still had to say in its group when it ended, its result or why it closed, and the
last word in each player's hand.

They are kept in the transaction that ends the table (`Store.finish_game`, `Store.drop_table`) and struck off
once said, so that a stop before they went out loses none: the next start says them (`post_all`), each in its
plain form (a result's picture is not drawn again: its text and Play again are sent). The words the table had
still to say keep their numbers (`Word.id`) and are struck off by whoever says them (`play.words`).

With several workers, the one that ended the table holds its letters for a while (`Posted.until`); a worker
starting says those nobody holds, and those whose holder has let them run out (it may have died)."""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Awaitable, Callable, Sequence

from telegram import InlineKeyboardButton, InlineKeyboardMarkup
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden

from bot.runtime import Runtime
from bot.screens.messages import edited
from bot.store import StoreUnavailable
from bot.store.db import Letter, Posted
from bot.table.model import Table
from bot.transport.feed import Feed

log = logging.getLogger(__name__)
Call = Callable[[], Awaitable[object]]


def rows(markup: InlineKeyboardMarkup | None) -> list[list[list[str]]]:
    """A keyboard as a letter or a word keeps it: rows of [label, callback data]."""
    return [[[b.text, str(b.callback_data)] for b in row] for row in markup.inline_keyboard] if markup else []


def keyboard(buttons: list[list[list[str]]]) -> InlineKeyboardMarkup | None:
    """A kept keyboard (`rows`) to send again."""
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data) for label, data in row]
                                 for row in buttons]) if buttons else None


class LastWords:
    """A table's last words, written holding it before it ends: the words it had still to say, then each letter
    added, with the feed that says it and, where the live way differs from its plain form, how."""

    def __init__(self, rt: Runtime, table: Table) -> None:
        self._rt = rt
        self._table = table
        self._until = time.time() + hold(rt) if rt.store.shared else 0.0
        self._added: list[tuple[Feed, Posted, Call | None]] = []

    def add(self, feed: Feed, letter: Letter, call: Call | None = None) -> None:
        self._added.append((feed, Posted(self._table.id, self._table.words + len(self._added), letter, self._until),
                            call))

    def kept(self) -> list[Posted]:
        """What the table's end keeps, for its transaction."""
        table = self._table
        unsaid = [Posted(table.id, word.id, Letter(table.chat_id, word.text, table.thread_id, word.buttons),
                         self._until) for word in table.unsaid]
        return [*unsaid, *(posted for _, posted, _ in self._added)]

    def post(self) -> None:
        """Once the table's end is saved: queue each added letter (the words are queued already)."""
        for feed, posted, call in self._added:
            feed.announce(functools.partial(said, self._rt, posted.table_id, posted.n,
                                            call or functools.partial(deliver, self._rt, posted.letter)))


def hold(rt: Runtime) -> float:
    """Seconds a worker holds what it is to say: as long as the group's budget may hold it up."""
    return 2 * rt.settings.group_window


async def said(rt: Runtime, table_id: str, n: int, call: Call) -> None:
    """Say a kept letter, and strike it off once it went out or was refused for good (a chat gone, a message
    deleted): a stop before then leaves it to the next start."""
    try:
        await call()
    except (BadRequest, Forbidden):
        await strike(rt, table_id, n)
        raise
    await strike(rt, table_id, n)


async def strike(rt: Runtime, table_id: str, n: int) -> None:
    try:
        await rt.store.strike(table_id, n)
    except StoreUnavailable:  # said, not struck off: the next start may say it again, which is better than never
        log.warning("a last word of table %s went out but could not be struck off", table_id, exc_info=True)


async def deliver(rt: Runtime, letter: Letter) -> None:
    """A letter in its plain form."""
    parse_mode = ParseMode.HTML if letter.html else None
    if letter.delete:
        assert letter.edit is not None
        await rt.bot.delete_message(letter.chat_id, letter.edit)
    elif letter.caption:
        await edited(lambda: rt.bot.edit_message_caption(letter.chat_id, letter.edit, caption=letter.text,
                                                         parse_mode=parse_mode))
    elif letter.edit is not None:
        await edited(lambda: rt.bot.edit_message_text(letter.text, letter.chat_id, letter.edit, parse_mode=parse_mode))
    else:
        await rt.bot.send_message(letter.chat_id, letter.text, parse_mode=parse_mode,
                                  reply_markup=keyboard(letter.buttons), message_thread_id=letter.thread_id)


def post_all(rt: Runtime, letters: Sequence[Posted]) -> None:
    """At a start: queue every ended table's last words still to be said, in order, each in a feed of its chat."""
    for posted in letters:
        _letters_feed(rt, posted.letter.chat_id).announce(functools.partial(_said_left, rt, posted))


async def _said_left(rt: Runtime, posted: Posted) -> None:
    if rt.store.shared:
        claimed = await rt.store.claim_letter(posted.table_id, posted.n, hold(rt))
        if claimed is None:  # said meanwhile
            return
        if not claimed:  # another worker is saying it, or died holding it: looked at again once its hold ran out
            asyncio.get_running_loop().call_later(hold(rt), _letters_feed(rt, posted.letter.chat_id).announce,
                                                  functools.partial(_said_left, rt, posted))
            return
    await said(rt, posted.table_id, posted.n, functools.partial(deliver, rt, posted.letter))


def _letters_feed(rt: Runtime, chat_id: int) -> Feed:
    key = f"letters:{chat_id}"
    if key not in rt.feeds:
        rt.feeds[key] = Feed(rt.budget(chat_id), _nothing, 0.0, spare=0)
    return rt.feeds[key]


async def _nothing() -> None:
    """A letters' feed has no message of its own to redraw."""
