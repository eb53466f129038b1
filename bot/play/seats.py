"""Who sits where: people's names, computer players taking empty seats, and the first private word that makes a
person reachable."""

from __future__ import annotations

import html

from telegram import User
from telegram.constants import ParseMode
from telegram.error import Forbidden

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


async def greet_in_private(rt: Runtime, table: Table, user_id: int) -> bool:
    """Tell a new player where their cards will arrive; False when the bot may not write to them."""
    text = t(table.lang, "dm_joined", game=table.ui.title(table.lang), chat=html.escape(table.chat_title))
    try:
        message = await rt.bot.send_message(user_id, text, parse_mode=ParseMode.HTML)
    except Forbidden:
        return False
    table.hand_messages[user_id] = message.message_id
    return True
