"""Practice: a person's own table in their private chat, computer players in every other seat. It is a table like a
group's (the lobby and its options, the one writer, the timers, a restart, the chat's budget), marked
`Table.practice`, which gives it hints, no turn timer unless the person chose one in their chat's /settings
(`Runtime.default_turn`), no turn pings, and a result kept out of /scores, /stats and the ratings.

It is opened by `/practice <game>`, by a game's button under `/practice` alone, or by Practice under
`/rules <game>`; in a group each of these is a link into the private chat (`/start p<game>`), so that nothing of it
is said in the group or spends the group's budget."""

from __future__ import annotations

from telegram import Chat, Update, User

from bot import callbacks
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.play import lobby
from bot.play.seats import practice_seats, seat_computers
from bot.registry import BY_COMMAND
from bot.runtime import Runtime
from bot.screens.messages import deep_link
from bot.screens.practice import LINK
from bot.table.model import Table, new_table_id


async def open_practice(rt: Runtime, user: User, command: str) -> str | None:
    """Open a practice table of the game in the person's private chat, its lobby at the bottom of it: None once
    opened, else what to answer (the table already open there, or words for an unknown game)."""
    lang = await rt.lang(user.id)
    entry = BY_COMMAND.get(command)
    if entry is None:
        return t(lang, "stale")
    running = rt.tables.in_chat((user.id, None))
    if running is not None:
        return t(lang, "already_running")
    ui = entry.ui
    table = Table(id=new_table_id(), chat_id=user.id, thread_id=None, game_name=ui.command, lang=lang,
                  creator_id=user.id, chat_title="", options=await lobby.house_options(rt, user.id, ui),
                  seats=practice_seats(ui, user), practice=True)
    seat_computers(table)
    return None if await lobby.open_lobby(rt, table) else t(lang, "already_running")


async def on_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    """A game's Practice button: the table opens in the private chat (from a group, the press leads there)."""
    rt, query = context.runtime, update.callback_query
    assert query is not None
    message = query.message
    if message is None or message.chat.type != Chat.PRIVATE:
        await query.answer(url=deep_link(rt, f"{LINK}{press.target}"))
        return
    answer = await open_practice(rt, query.from_user, press.target)
    await query.answer(t(await rt.lang(query.from_user.id), "practice_opened") if answer is None else answer)


async def from_link(rt: Runtime, user: User, payload: str) -> bool:
    """`/start p<game>` in the private chat, from a group's Practice link; False when it names no game."""
    if payload[len(LINK):] not in BY_COMMAND:
        return False
    answer = await open_practice(rt, user, payload[len(LINK):])
    if answer is not None:
        await rt.bot.send_message(user.id, answer)
    return True
