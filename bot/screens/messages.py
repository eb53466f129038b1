"""What every message of a table shares: pictures drawn off the event loop, fingerprints of what a message shows,
edits that find their message gone, and the deletion of messages that have done their work."""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from telegram import InlineKeyboardButton, InlineKeyboardMarkup
from telegram.error import BadRequest, TelegramError
from telegram.helpers import create_deep_linked_url

from bot import callbacks
from bot.games.protocol import Game
from bot.plugin import Keyboard
from bot.runtime import Runtime
from bot.table import writer
from bot.table.model import Table
from bot.transport.feed import Feed, not_modified

log = logging.getLogger(__name__)
Drawn = TypeVar("Drawn", bytes, bytes | None)
# One drawing thread: pictures wait their turn rather than fill the renderer's cold caches once per thread and
# grow a malloc arena each (with asyncio's default pool of threads, 200 tables peaked at 490 MB instead of 240).
RENDERER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="render")
MISSING = ("message to edit not found", "message can't be edited", "message_id_invalid")


def draw(render: Callable[..., Drawn], *args: Any) -> Awaitable[Drawn]:
    """Draw a picture on the one drawing thread, off the event loop."""
    return asyncio.get_running_loop().run_in_executor(RENDERER, render, *args)


def digest(*parts: object) -> str:
    """A short fingerprint of what a message shows (text, buttons, the view behind its picture)."""
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:20]


def is_missing(error: BadRequest) -> bool:
    return any(m in error.message.lower() for m in MISSING)


async def edited(edit: Callable[[], Awaitable[object]]) -> bool:
    """Make an edit of a message: True once the message shows it (edited now, or showing it already), False when
    the message is gone and must be sent anew."""
    try:
        await edit()
    except BadRequest as e:
        if not_modified(e):
            return True
        if not is_missing(e):
            raise
        return False
    return True


def deep_link(rt: Runtime, payload: str) -> str:
    return create_deep_linked_url(rt.bot.username, payload)


def move_markup(game: Game, table_id: str, rows: Keyboard) -> InlineKeyboardMarkup:
    """Buttons of the game's version now, which is the version their message is drawn from."""
    return InlineKeyboardMarkup([
        [InlineKeyboardButton(b.label, callback_data=callbacks.move(table_id, game.version, b.action)) for b in row]
        for row in rows
    ])


def forget(rt: Runtime, table: Table, feed: Feed, chat_id: int, message_id: int) -> None:
    """Delete a message that has done its work (an earlier table picture, a spent ping) in turn with the other
    calls of `feed`, its chat's. Held: it is kept among the table's messages still to delete until it is gone, so
    that a restart in between deletes it rather than never."""
    if (chat_id, message_id) not in table.to_delete:  # else a restart deletes it again
        table.to_delete.append((chat_id, message_id))

    async def delete() -> None:
        try:
            await rt.bot.delete_message(chat_id, message_id)
        except TelegramError as e:  # deleted already, too old for a bot to delete (two days), or the chat is gone
            log.info("a message was not deleted: %s", e)
        await writer.record(rt, table, lambda: gone(table, chat_id, message_id), save=False)

    feed.announce(delete)


def gone(table: Table, chat_id: int, message_id: int) -> None:
    if (chat_id, message_id) in table.to_delete:
        table.to_delete.remove((chat_id, message_id))
