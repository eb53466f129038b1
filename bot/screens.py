"""What a table shows: the lobby or table message in the group, and each player's private hand message."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, InputMediaPhoto, Message
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden
from telegram.helpers import create_deep_linked_url

from bot import callbacks, house_rules
from bot.feed import not_modified
from bot.i18n import num, t, who
from bot.tables import Table
from bot.ui import Keyboard
from bot.ui.registry import missing_players, ui_of

if TYPE_CHECKING:
    from bot.runtime import Runtime

log = logging.getLogger(__name__)

MISSING = ("message to edit not found", "message can't be edited", "message_id_invalid")


def is_missing(error: BadRequest) -> bool:
    return any(m in error.message.lower() for m in MISSING)


def deep_link(rt: Runtime, payload: str) -> str:
    username = rt.bot.username
    return create_deep_linked_url(username, payload)


# -- the lobby ---------------------------------------------------------------------------------------------


def lobby_text(rt: Runtime, table: Table) -> str:
    ui, lang = ui_of(table), table.lang
    lines = [f"<b>{t(lang, 'lobby_title', game=ui.title(lang))}</b>", ""]
    if ui.fixed_seats:
        for seat, occupant in enumerate(table.seats):
            name = who(occupant.name) if occupant else t(lang, "lobby_seat_empty")
            lines.append(f"{num(lang, seat + 1)}. {ui.seat_label(seat, lang)}: {name}")
    else:
        seated = [occupant for _, occupant in table.occupied()]
        lines += [f"{num(lang, n)}. {who(occupant.name)}" for n, occupant in enumerate(seated, start=1)]
        lines.append(t(lang, "lobby_count", n=len(seated), low=ui.game.min_players, high=ui.game.max_players))
    for option in ui.lobby_options:
        lines += ["", ui.option_label(option, table.options.get(option, ui.game.OPTIONS[option].default), lang)]
    lines += ["", t(lang, "lobby_footer")]
    return "\n".join(lines)


def lobby_keyboard(table: Table, computers: bool) -> InlineKeyboardMarkup:
    ui, lang = ui_of(table), table.lang
    if ui.fixed_seats:
        seat_buttons = []
        for seat, occupant in enumerate(table.seats):
            text = occupant.name[:24] if occupant else \
                f"{t(lang, 'btn_join')} {num(lang, seat + 1)} · {ui.seat_label(seat, lang)}"
            seat_buttons.append(InlineKeyboardButton(text, callback_data=callbacks.lobby(table.id, f"j{seat}")))
        rows = [seat_buttons[i:i + 2] for i in range(0, len(seat_buttons), 2)]
    else:
        rows = [[InlineKeyboardButton(t(lang, "btn_join"), callback_data=callbacks.lobby(table.id, "j"))]]
    for n, (option, values) in enumerate(ui.lobby_options.items()):
        current = table.options.get(option, ui.game.OPTIONS[option].default)
        rows.append([
            InlineKeyboardButton(("✓ " if v == current else "") + ui.option_label(option, v, lang),
                                 callback_data=callbacks.lobby(table.id, f"o{n}.{i}"))
            for i, v in enumerate(values)
        ])
    add = [InlineKeyboardButton(t(lang, "btn_add_computer"), callback_data=callbacks.lobby(table.id, "ac"))]
    rows.append([
        InlineKeyboardButton(t(lang, "btn_leave"), callback_data=callbacks.lobby(table.id, "lv")),
        *(add if computers else []),
        InlineKeyboardButton(t(lang, "btn_start"), callback_data=callbacks.lobby(table.id, "st")),
    ])
    if computers and table.offer_fill and missing_players(table):
        rows.append([InlineKeyboardButton(t(lang, "btn_start_with_computers"),
                                          callback_data=callbacks.lobby(table.id, "sf"))])
    rows.append([InlineKeyboardButton(t(lang, "btn_cancel"), callback_data=callbacks.lobby(table.id, "x"))])
    return InlineKeyboardMarkup(rows)


# -- the group's main message --------------------------------------------------------------------------


async def refresh(rt: Runtime, table: Table) -> None:
    """Bring the group's main message up to date (the lobby before the game, the table image during it)."""
    if table.game is None:
        await _show_lobby(rt, table)
    else:
        await _show_table(rt, table)


async def _show_lobby(rt: Runtime, table: Table) -> None:
    computers = bool(house_rules.value(await rt.chat_settings(table.chat_id), "computers"))
    text, markup = lobby_text(rt, table), lobby_keyboard(table, computers)
    if table.lobby_message_id is not None:
        try:
            await rt.bot.edit_message_text(text, table.chat_id, table.lobby_message_id, parse_mode=ParseMode.HTML,
                                           reply_markup=markup)
            return
        except BadRequest as e:
            if not is_missing(e):
                raise
    message = await rt.bot.send_message(table.chat_id, text, parse_mode=ParseMode.HTML, reply_markup=markup,
                                        message_thread_id=table.thread_id)
    table.lobby_message_id = message.message_id
    await rt.save(table)


async def _show_table(rt: Runtime, table: Table) -> None:
    assert table.game is not None
    ui, lang, names = ui_of(table), table.lang, table.names()
    view = table.game.public_view()
    caption = ui.caption(view, names, lang)
    image = await asyncio.to_thread(ui.render, view, names, lang)
    markup = None
    if not table.game.is_over():
        markup = move_markup(table, ui.table_keyboard(view, lang))
        my_cards = InlineKeyboardButton(t(lang, "btn_my_cards"), url=deep_link(rt, f"h{table.id}"))
        markup = InlineKeyboardMarkup([*markup.inline_keyboard, [my_cards]])
    if table.table_message_id is not None:
        try:
            await rt.bot.edit_message_media(
                InputMediaPhoto(image, caption=caption, parse_mode=ParseMode.HTML),
                chat_id=table.chat_id, message_id=table.table_message_id, reply_markup=markup)
            return
        except BadRequest as e:
            if not is_missing(e):
                raise
    message = await rt.bot.send_photo(table.chat_id, image, caption=caption, parse_mode=ParseMode.HTML,
                                      reply_markup=markup, message_thread_id=table.thread_id)
    table.table_message_id = message.message_id
    await rt.save(table)


# -- private hands -------------------------------------------------------------------------------------


def hand_markup(table: Table, seat: int) -> InlineKeyboardMarkup | None:
    assert table.game is not None
    ui, game = ui_of(table), table.game
    rows = ui.hand_keyboard(game.view(seat), table.lang, table.pages.get(seat, 0))
    return move_markup(table, rows) if rows else None


def move_markup(table: Table, rows: Keyboard) -> InlineKeyboardMarkup:
    assert table.game is not None
    version = table.game.version
    return InlineKeyboardMarkup([
        [InlineKeyboardButton(b.label, callback_data=callbacks.move(table.id, version, b.action)) for b in row]
        for row in rows
    ])


async def show_hand(rt: Runtime, table: Table, seat: int, fresh: bool = False) -> None:
    """Edit the player's one hand message in place; `fresh` sends it anew at the bottom of the chat."""
    occupant = table.seats[seat]
    if occupant is None or occupant.computer or table.game is None:
        return
    ui = ui_of(table)
    text = ui.hand_text(table.game.view(seat), table.names(), table.lang)
    markup = hand_markup(table, seat)
    old = table.hand_messages.get(occupant.user_id)
    try:
        if old is not None and not fresh:
            try:
                await rt.bot.edit_message_text(text, occupant.user_id, old, parse_mode=ParseMode.HTML,
                                               reply_markup=markup)
                return
            except BadRequest as e:
                if not_modified(e):
                    return
                if not is_missing(e):
                    raise
        message: Message = await rt.bot.send_message(occupant.user_id, text, parse_mode=ParseMode.HTML,
                                                     reply_markup=markup)
    except Forbidden:
        log.info("player %s cannot be reached in private", occupant.user_id)
        return
    table.hand_messages[occupant.user_id] = message.message_id
    await rt.save(table)
    if old is not None and fresh:
        with contextlib.suppress(BadRequest):
            await rt.bot.delete_message(occupant.user_id, old)


async def show_hands(rt: Runtime, table: Table, seats: set[int] | None = None) -> None:
    targets = range(len(table.seats)) if seats is None else sorted(seats)
    await asyncio.gather(*(show_hand(rt, table, seat) for seat in targets))


async def close_hands(rt: Runtime, table: Table, text: str) -> None:
    """Replace every private hand with a last word and no buttons."""
    async def close(user_id: int, message_id: int) -> None:
        try:
            await rt.bot.edit_message_text(text, user_id, message_id)
        except (BadRequest, Forbidden) as e:
            log.info("could not close a hand message: %s", e)

    await asyncio.gather(*(close(u, m) for u, m in table.hand_messages.items()))
