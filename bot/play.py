"""Moves: a press on a private hand becomes one action in the rules, then the table and hands catch up."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from telegram import Update
from telegram.constants import ParseMode
from telegram.ext import ContextTypes

from bot import callbacks, i18n, screens
from bot.games.protocol import Event, IllegalAction
from bot.i18n import t
from bot.runtime import Runtime, runtime_of
from bot.store.db import FinishedSeat
from bot.tables import Table
from bot.ui.registry import ui_of

log = logging.getLogger(__name__)


async def on_move_press(update: Update, context: ContextTypes.DEFAULT_TYPE, press: callbacks.Press) -> None:
    rt, query = runtime_of(context), update.callback_query
    assert query is not None
    table = rt.tables.get(press.table)
    if table is None or table.game is None:
        await query.answer(t(rt.settings.lang, "game_over_press"))
        return
    async with table.lock:
        answer = await move(rt, table, query.from_user.id, press)
    await query.answer(answer)


async def move(rt: Runtime, table: Table, user_id: int, press: callbacks.Press) -> str | None:
    """Apply one pressed move; returns what to tell the presser (None for nothing)."""
    game, lang = table.game, table.lang
    assert game is not None
    seat = table.seat_of(user_id)
    if seat is None:
        return t(lang, "not_your_game")
    if game.is_over():
        return t(lang, "game_over_press")
    if seat not in game.to_act():
        return t(lang, "not_your_turn")
    if press.version != game.version:
        await screens.show_hand(rt, table, seat)  # hand them a keyboard that works
        return t(lang, "stale")
    try:
        events = game.apply(seat, press.op)
    except IllegalAction as e:
        return t(lang, f"refused_{e.reason}") if i18n.known(f"refused_{e.reason}") else t(lang, "refused_illegal")
    await rt.save(table)
    await after_move(rt, table, events, seat)
    return None


async def after_move(rt: Runtime, table: Table, events: Sequence[Event], actor: int) -> None:
    game, ui = table.game, ui_of(table)
    assert game is not None
    feed = rt.feed(table)
    feed.refresh()
    view, names = game.public_view(), table.names()
    for text in ui.announcements(events, view, names, table.lang):
        feed.announce(lambda text=text: rt.bot.send_message(  # type: ignore[misc]
            table.chat_id, text, parse_mode=ParseMode.HTML, message_thread_id=table.thread_id))
    await screens.show_hands(rt, table, ui.changed_hands(game, events, actor))
    if game.is_over():
        await finish(rt, table)


async def game_started(rt: Runtime, table: Table) -> None:
    """Hook for what a game needs once it is dealt (timers, computer players)."""


async def finish(rt: Runtime, table: Table) -> None:
    """Record the result once, in one transaction with dropping the live table, then let the table go."""
    game = table.game
    assert game is not None
    result = game.result()
    seats = [FinishedSeat(seat, occupant.user_id, occupant.name, seat in result.winners, result.stats[seat])
             for seat, occupant in table.occupied()]
    await rt.store.finish_game(table.id, table.chat_id, table.thread_id, game.name, game.record(),
                               dict(result.summary), seats)
    rt.retire(table)
