"""Who sits where: people's names, computer players taking empty seats, and the first private word that makes a
person reachable."""

from __future__ import annotations

import contextlib
import html

from telegram import User
from telegram.constants import ParseMode
from telegram.error import Forbidden, TelegramError

from bot.i18n import t
from bot.plugin import GameUI
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


PRACTICE_USUAL = 4  # a practice table of a game for any number seats this many unless the person chooses


def practice_seats(ui: GameUI, user: User) -> list[Seat | None]:
    """A new practice table's seats: the person first, at the size a group's lobby opens with (or the usual one)."""
    size = ui.player_counts[0] if ui.fixed_seats else PRACTICE_USUAL
    return [Seat(user.id, display_name(user)), *[None] * (size - 1)]


def seat_computers(table: Table) -> None:
    """A practice table's seats as its options allow, every one but the person's given to a computer player."""
    sizes = table.sizes()
    if len(table.seats) not in sizes:
        size = min(sizes, key=lambda n: abs(n - len(table.seats)))
        people = [s for s in table.seats if s is not None and not s.computer]
        table.seats = [*people, *[None] * (size - len(people))]
    table.seats = [None if s is not None and s.computer else s for s in table.seats]  # named afresh, in order
    while add_computer(table):
        pass


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
