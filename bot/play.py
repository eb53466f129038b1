"""Moves: a press on a private hand becomes one action in the rules, then the table and hands catch up."""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Awaitable, Callable, Sequence

from telegram import CallbackQuery, InlineKeyboardMarkup, Update
from telegram.constants import ChatMemberStatus, ParseMode
from telegram.ext import ContextTypes

from bot import callbacks, i18n, screens, turns
from bot.games.protocol import Event, IllegalAction
from bot.i18n import t, who
from bot.runtime import Runtime, runtime_of
from bot.store.db import FinishedSeat, StoreUnavailable
from bot.tables import Table

log = logging.getLogger(__name__)


async def on_move_press(update: Update, context: ContextTypes.DEFAULT_TYPE, press: callbacks.Press) -> None:
    rt, query = runtime_of(context), update.callback_query
    assert query is not None
    table = rt.tables.get(press.target)
    if table is None or table.game is None:
        await query.answer(t(rt.settings.lang, "game_over_press"))
        return
    if not from_table(table, query):
        await query.answer(t(table.lang, "not_this_table"))
        return
    async with table.lock:
        answer = await move(rt, table, query.from_user.id, press) if rt.live(table) else \
            t(table.lang, "game_over_press")
    # Answered once the hands are redrawn: until then the presser's client shows the press as pending, so a
    # second tap cannot land on a keyboard that is about to change.
    await query.answer(answer)


def from_table(table: Table, query: CallbackQuery) -> bool:
    """A press counts only from the table's group or the presser's own private chat: button data copied into
    another chat names this table but must not act on it."""
    chat = query.message.chat.id if query.message else None
    return chat in (table.chat_id, query.from_user.id)


async def move(rt: Runtime, table: Table, user_id: int, press: callbacks.Press) -> str | None:
    """Apply one pressed move; returns what to tell the presser (None for nothing)."""
    game, lang = table.game, table.lang
    assert game is not None
    seat = table.seat_of(user_id)
    if seat is None:
        return t(lang, "not_your_game")
    if game.is_over():
        return t(lang, "game_over_press")
    if press.op.startswith("~page:") and press.op[6:].isdigit():
        table.pages[seat] = int(press.op[6:])
        await screens.show_hand(rt, table, seat)
        return None
    # An action that names what it refers to (a challenge of play 7) is left to the rules, who say best why
    # they refuse it: too late, someone was first, your own play.
    checks_itself = game.checks_itself(press.op)
    if seat not in game.to_act() and not checks_itself:
        return t(lang, "not_your_turn")
    shown = table.hands_shown.get(user_id)
    if press.version not in (game.version, shown and shown.version) and not checks_itself:
        await screens.show_hand(rt, table, seat)  # hand them a keyboard that works
        return t(lang, "stale")
    wait, window = table.grace_until - time.time(), table.entry.window
    if wait > 0 and window is not None and window.holds(press.op):
        return t(lang, window.wait_text, seconds=math.ceil(wait))
    try:
        await act(rt, table, seat, press.op)
    except StoreUnavailable:
        log.warning("a move at table %s could not be saved", table.id, exc_info=True)
        return t(lang, "not_saved")
    except IllegalAction as e:
        return t(lang, f"refused_{e.reason}") if i18n.known(f"refused_{e.reason}") else t(lang, "refused_illegal")
    return None


async def act(rt: Runtime, table: Table, seat: int, action: str, by_timer: bool = False) -> None:
    """The one way a move enters a game, whoever makes it: a person, a computer player or the turn timer.
    Raises IllegalAction (and changes nothing) when the rules refuse it."""
    game = table.game
    assert game is not None
    undo = table.checkpoint()
    events = game.apply(seat, action)
    window = table.entry.window
    opened = window.opened(events) if window is not None else None
    if opened is not None:
        table.grace_until = time.time() + rt.settings.challenge_grace if opened else 0.0
    back = not by_timer and seat in table.away
    if not by_timer:
        table.missed.pop(seat, None)
        table.away.discard(seat)
    turns.arm(rt, table)
    try:
        await rt.save(table)
    except StoreUnavailable:
        undo()  # a move is made only once it is saved: the game stays as the database has it
        turns.arm(rt, table, later=rt.settings.save_retry)
        raise
    occupant = table.seats[seat]
    if back and occupant is not None and not occupant.computer:
        rt.feed(table).announce(say(rt, table, t(table.lang, "turn_back", name=who(occupant.name))))
    await after_move(rt, table, events, seat)


def say(rt: Runtime, table: Table, text: str,
        markup: InlineKeyboardMarkup | None = None) -> Callable[[], Awaitable[object]]:
    """A group message from this table, for its feed."""
    return lambda: rt.bot.send_message(table.chat_id, text, parse_mode=ParseMode.HTML, reply_markup=markup,
                                       message_thread_id=table.thread_id)


async def after_move(rt: Runtime, table: Table, events: Sequence[Event], actor: int) -> None:
    game, ui = table.game, table.ui
    assert game is not None
    feed = rt.feed(table)
    view, names = game.public_view(), table.names()
    if view != table.table_shown:  # a step only its player sees (picking a card, say) leaves the group alone
        table.table_shown = view
        feed.refresh()
    for text in ui.announcements(events, view, names, table.lang):
        feed.announce(say(rt, table, text))
    drawn = dict(table.hands_shown)
    try:
        await screens.show_hands(rt, table, ui.changed_hands(game, events, actor))
        if table.hands_shown != drawn:  # so that a restart knows what each hand shows and leaves it alone
            await rt.save(table)
    finally:  # a private message that could not be edited must not keep a finished game from being recorded
        if game.is_over():
            await finish(rt, table)


async def end_unscored(rt: Runtime, table: Table, text: str) -> None:
    """End a running game without a result (cancelled, or abandoned): say so in the group and in every hand."""
    await rt.store.drop_table(table.id)
    rt.feed(table).announce(say(rt, table, text))
    rt.retire(table, redraw=False)
    await screens.close_hands(rt, table, text)


async def on_bot_membership(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The bot was removed from a group: its tables there end unscored, and the players hear it in private."""
    change = update.my_chat_member
    if change is None or change.new_chat_member.status not in (ChatMemberStatus.LEFT, ChatMemberStatus.BANNED):
        return
    rt = runtime_of(context)
    for table in [open_ for open_ in rt.tables if open_.chat_id == change.chat.id]:
        async with table.lock:
            if not rt.live(table):
                continue
            await rt.store.drop_table(table.id)
            rt.retire(table, redraw=False)
            if table.started:
                await screens.close_hands(rt, table, t(table.lang, "bot_removed", chat=table.chat_title))


async def game_started(rt: Runtime, table: Table) -> None:
    """Once the cards are dealt (or a game is restored): set the clock for whoever acts first."""
    turns.arm(rt, table)


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
