"""Who sits where: people's names, computer players taking empty seats, and the first private word that makes a
person reachable."""

from __future__ import annotations

import contextlib
import html

from telegram import User
from telegram.constants import ParseMode
from telegram.error import Forbidden, TelegramError

from bot.i18n import t
from bot.runtime import Runtime
from bot.table.model import Seat, Table


def display_name(user: User) -> str:
    return user.full_name or user.username or str(user.id)


def add_computer(table: Table) -> bool:
    """Seat a computer player in the first empty seat; False when there is none."""
    empty = [i for i, s in enumerate(table.seats) if s is None]
    if not empty:
        return False
    taken = {s.name for _, s in table.occupied()}
    name = next(n for n in computer_names(table.lang) if n not in taken)
    table.seats[empty[0]] = Seat(-1 - empty[0], name)
    return True


def computer_names(lang: str) -> list[str]:
    return [f"🤖 {name}" for name in t(lang, "computer_names").split(",")]


def wants_seat(table: Table, user_id: int, op: str) -> bool:
    """Whether a lobby button (`j`, `j<seat>`) or a take-over (`tk<seat>`) may seat someone the bot has never
    written to at this table: they are greeted in private first, which also tells whether they can be reached."""
    return op.startswith(("j", "tk")) and user_id not in table.hand_messages and table.seat_of(user_id) is None


async def greet_in_private(rt: Runtime, table: Table, user_id: int) -> int | None:
    """Tell a new player where their cards will arrive, with the table let go: the message's id (the first of
    their hand), None when the bot may not write to them. A seat not taken after all deletes it (`unused`)."""
    text = t(table.lang, "dm_joined", game=table.ui.title(table.lang), chat=html.escape(table.chat_title))
    try:
        message = await rt.bot.send_message(user_id, text, parse_mode=ParseMode.HTML)
    except Forbidden:
        return None
    return message.message_id


async def unused(rt: Runtime, table: Table, user_id: int, greeting: int | None) -> None:
    """Delete the welcome of a seat that was not taken after all."""
    if greeting is not None and table.hand_messages.get(user_id) != greeting:
        with contextlib.suppress(TelegramError):
            await rt.bot.delete_message(user_id, greeting)
