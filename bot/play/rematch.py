"""Play again: the button under a finished game's result opens a new lobby of the same game in the same chat, with
the same people (those still in the group) and computer players in the same seats, and the same options (but for
what the game moves on from one game to the next, `GameUI.again_options`), ready for Start. What it needs comes
from the finished game's record in the store, so the button works after a restart too."""

from __future__ import annotations

import asyncio

from telegram import Message, Update, User

from bot import callbacks
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.play import lobby
from bot.play.seats import seat_computers
from bot.registry import GAMES
from bot.runtime import Runtime
from bot.screens import group
from bot.store.db import FinishedGame, FinishedSeat
from bot.table.model import Seat, Table, new_table_id


async def on_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    rt, query = context.runtime, update.callback_query
    assert query is not None
    message = query.message
    if not isinstance(message, Message):
        await query.answer(t(rt.settings.lang, "stale"))
        return
    await query.answer(await play_again(rt, press.target, query.from_user, message))


async def play_again(rt: Runtime, finished_id: str, user: User, message: Message) -> str:
    """Reopen the finished table `finished_id`; returns the answer for the presser."""
    lang = await rt.lang(message.chat.id)
    finished, stored = await rt.store.finished_game(finished_id), await rt.store.finished_record(finished_id)
    if finished is None or stored is None or finished.chat_id != message.chat.id or finished.game not in GAMES:
        return t(lang, "stale")
    key = (finished.chat_id, finished.thread_id)
    if rt.tables.in_chat(key):
        return t(lang, "again_open_here")
    if all(s.user_id != user.id for s in finished.seats) and not await rt.is_admin(finished.chat_id, user.id):
        return t(lang, "again_not_yours")
    ui = GAMES[finished.game].ui
    seats: list[Seat | None] = [None] * (finished.players if ui.fixed_seats else
                                       ui.max_players_for(finished.options))
    for seat in await still_here(rt, finished):
        seats[seat.seat] = Seat(seat.user_id, seat.name)
    table = Table(id=new_table_id(), chat_id=finished.chat_id, thread_id=finished.thread_id, game_name=finished.game,
                  lang=lang, creator_id=user.id, chat_title=message.chat.title or "",
                  options=ui.again_options(stored[1]), seats=seats, practice=finished.practice)
    if table.practice:
        seat_computers(table)
    await rt.chat_settings(table.chat_id)  # the chat's turn timer, at hand for the game as when a lobby opens
    if rt.tables.in_chat(key):  # opened while this press waited for the store
        return t(lang, "again_open_here")
    if not await lobby.open_lobby(rt, table):
        return t(lang, "again_open_here")
    group.feed(rt, table).announce(  # the result's button has done its work
        lambda: rt.bot.edit_message_reply_markup(message.chat.id, message.message_id, reply_markup=None))
    return t(lang, "again_opened")


async def still_here(rt: Runtime, finished: FinishedGame) -> list[FinishedSeat]:
    """The finished game's computer players, and its people who are still in the group: someone who left it since
    keeps no seat, as Join would not give them one."""
    async def here(seat: FinishedSeat) -> bool:  # at practice, the person is at home in their own chat
        return seat.user_id < 0 or finished.practice or await rt.is_member(finished.chat_id, seat.user_id)

    kept = await asyncio.gather(*map(here, finished.seats))
    return [seat for seat, keep in zip(finished.seats, kept, strict=True) if keep]
