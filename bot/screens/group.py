"""The group's main message of a table: the lobby before the game, the table's picture during it.

It is drawn through the table's feed in three steps: what it must show is read holding the table (`GroupShot`),
the picture is drawn and the call made with the table let go, and what the message then shows is noted holding
it again. A move made meanwhile is not on the message yet, so the feed draws it again.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, InputMediaPhoto
from telegram.constants import ParseMode

from bot import callbacks
from bot.games.protocol import View
from bot.i18n import clean_name, num, t, who
from bot.runtime import Runtime
from bot.screens import hands, slow
from bot.screens.messages import deep_link, digest, draw, edited, forget, move_markup
from bot.table import house_rules, writer
from bot.table.model import Table
from bot.transport.feed import Feed

CHOICES_PER_ROW = 5  # a long choice (a game's variants, say) wraps onto more rows, readable on a phone


def feed(rt: Runtime, table: Table) -> Feed:
    """The table's queue of group messages and redraws of its main message, made on first use."""
    if table.id not in rt.feeds:
        rt.feeds[table.id] = Feed(rt.budget(table.chat_id), functools.partial(show, rt, table),
                                  rt.settings.table_edit_interval, on_retired=lambda: rt.forget_feed(table.id),
                                  needed=functools.partial(redraw_needed, rt, table))
    return rt.feeds[table.id]


@dataclass(frozen=True)
class GroupShot:
    """What the group's main message must show, read while holding the table."""

    message_id: int | None  # the message to edit; None: one is sent
    text: str  # the lobby's text, or the caption under the table's picture
    markup: InlineKeyboardMarkup | None
    parts: tuple[Any, ...]  # what the message shows, for its fingerprint (with its id: `scene`)
    picture: Callable[..., bytes] | None = None  # the table's renderer; None for the lobby
    view: View | None = None
    names: Sequence[str] = ()
    lang: str = ""
    again: bool = False  # the picture is buried under what was said: sent anew below it, its old one deleted

    def scene(self, message_id: int | None) -> str:
        return digest(message_id, *self.parts)


async def show(rt: Runtime, table: Table) -> None:
    """Bring the group's main message up to date. A table let go still gets its last picture (a finished game's
    final position); only a live one is noted as shown."""
    async with writer.hold(rt, table):
        shot = await group_shot(rt, table)
    message_id = await send(rt, table, shot)
    # A message edited in place is saved as shown with the table's next change; one sent anew at once, so that a
    # restart neither sends it again nor leaves the old one behind.
    if await writer.record(rt, table, lambda: shown(rt, table, shot, message_id), save=message_id != shot.message_id) \
            and await redraw_needed(rt, table):  # a move came while the message was on its way
        feed(rt, table).refresh()


async def group_shot(rt: Runtime, table: Table) -> GroupShot:
    game = table.game
    if game is None:
        text, buttons = await lobby_message(rt, table)
        return GroupShot(table.lobby_message_id, text, buttons, (text, buttons.to_dict()))
    ui, lang, names = table.ui, table.lang, table.names()
    view, over = game.public_view(), game.is_over()
    markup: InlineKeyboardMarkup | None = None
    if not over:
        # At practice the hand is in this chat, just below: no link to it.
        my_cards = [] if table.practice else \
            [[InlineKeyboardButton(t(lang, "btn_my_cards"), url=deep_link(rt, f"h{table.id}"))]]
        markup = InlineKeyboardMarkup([*move_markup(game, table.id, ui.table_keyboard(view, lang)).inline_keyboard,
                                       *my_cards])
    return GroupShot(table.table_message_id, ui.caption(view, names, lang), markup, table_parts(table, view, over),
                     ui.render, view, names, lang, not over and buried(rt, table))


def table_parts(table: Table, view: View, over: bool) -> tuple[Any, ...]:
    ui, lang, names = table.ui, table.lang, table.names()
    return ui.caption(view, names, lang), view, names, lang, over or ui.table_keyboard(view, lang)


async def send(rt: Runtime, table: Table, shot: GroupShot) -> int:
    """Make the message show `shot`: edited in place, or sent anew (below what was said, or when it is gone).
    Returns the message's id."""
    old = shot.message_id
    if shot.picture is None:
        if old is not None and await edited(lambda: rt.bot.edit_message_text(
                shot.text, table.chat_id, old, parse_mode=ParseMode.HTML, reply_markup=shot.markup)):
            return old
        sent = await rt.bot.send_message(table.chat_id, shot.text, parse_mode=ParseMode.HTML,
                                         reply_markup=shot.markup, message_thread_id=table.thread_id)
        return sent.message_id
    image = await draw(shot.picture, shot.view, shot.names, shot.lang)
    if old is not None and not shot.again and await edited(lambda: rt.bot.edit_message_media(
            InputMediaPhoto(image, caption=shot.text, parse_mode=ParseMode.HTML), chat_id=table.chat_id,
            message_id=old, reply_markup=shot.markup)):
        return old
    # Sent again below what was said, the group is not rung for a picture it has seen already.
    photo = await rt.bot.send_photo(table.chat_id, image, caption=shot.text, parse_mode=ParseMode.HTML,
                                    reply_markup=shot.markup, message_thread_id=table.thread_id,
                                    disable_notification=shot.again)
    return photo.message_id


def shown(rt: Runtime, table: Table, shot: GroupShot, message_id: int) -> None:
    """Note what the message shows now that its call came back: what was sent, not the table as it is now."""
    lobby = shot.picture is None
    if message_id != shot.message_id:
        now = table.lobby_message_id if lobby else table.table_message_id
        if now != shot.message_id:  # another worker sent the message anew meanwhile: this one is spare
            forget(rt, table, feed(rt, table), table.chat_id, message_id)
            return
        if lobby:
            table.lobby_message_id = message_id
        else:
            table.table_message_id = message_id
            table.saw(message_id)
            if shot.again and shot.message_id is not None:
                forget(rt, table, feed(rt, table), table.chat_id, shot.message_id)
            if table.practice:  # the hand shares the chat: it goes below the picture again, to be read after it
                hands.send_anew(rt, table)
    table.group_digest = shot.scene(message_id)


async def group_scene(rt: Runtime, table: Table) -> str:
    """The fingerprint of what the group's main message should show now: when it is what the message shows
    already (after a restart, say), there is nothing to send."""
    if table.game is None:
        text, markup = await lobby_message(rt, table)
        return digest(table.lobby_message_id, text, markup.to_dict())
    return digest(table.table_message_id, *table_parts(table, table.game.public_view(), table.game.is_over()))


async def redraw_needed(rt: Runtime, table: Table) -> bool:
    """Whether the group's main message must be drawn again: it shows something else than it should, or news was
    said below the table's picture."""
    game = table.game
    return await group_scene(rt, table) != table.group_digest or \
        (game is not None and not game.is_over() and buried(rt, table))


def buried(rt: Runtime, table: Table) -> bool:
    """Whether the table's picture has been pushed out of sight: news of the table (a hand's result) was said
    below it, or `table_repost_after` messages were. Message ids grow by one per message in a group, so people's
    words count too, even those a bot does not receive; in a forum, other topics' messages count as well. A slow
    table's picture is not sent anew for what people say meanwhile: a new message would ring the group at a move,
    and its daily digest is what brings it back to mind (`play.digest`)."""
    shown_id = table.table_message_id
    return shown_id is not None and (table.news_message_id > shown_id or (not table.slow and
                                     table.newest_message_id - shown_id >= rt.settings.table_repost_after))


# -- the lobby ---------------------------------------------------------------------------------------------


async def lobby_message(rt: Runtime, table: Table) -> tuple[str, InlineKeyboardMarkup]:
    """The lobby's text and buttons as they should be now."""
    computers = bool(house_rules.value(await rt.chat_settings(table.chat_id), "computers"))
    return lobby_text(table), lobby_keyboard(table, computers)


def lobby_text(table: Table) -> str:
    ui, lang, size = table.ui, table.lang, len(table.seats)
    title, footer = ("practice_title", "practice_footer") if table.practice else ("lobby_title", "lobby_footer")
    lines = [f"<b>{t(lang, title, game=ui.title(lang))}</b>", ""]
    if ui.fixed_seats:
        for seat, occupant in enumerate(table.seats):
            name = who(occupant.name) if occupant else t(lang, "lobby_seat_empty")
            team = ui.seat_label(seat, size, table.options, lang)
            lines.append(f"{num(lang, seat + 1)}. " + (f"{team}: {name}" if team else name))
    else:
        seated = [occupant for _, occupant in table.occupied()]
        lines += [f"{num(lang, n)}. {who(occupant.name)}" for n, occupant in enumerate(seated, start=1)]
        lines.append(t(lang, "lobby_count", n=len(seated), low=ui.game.min_players,
                       high=ui.max_players_for(table.options)))
    chosen = ui.game.resolve_options(table.options)
    lines += ["", " · ".join(ui.option_label(option, chosen[option], lang)
                             for option in ui.lobby_choices(size, chosen))]
    if table.slow:
        lines += ["", t(lang, "slow_lobby", span=slow.span(lang, table.slow_seconds))]
    lines += ["", t(lang, footer)]
    return "\n".join(lines)


def lobby_keyboard(table: Table, computers: bool) -> InlineKeyboardMarkup:
    ui, lang, size = table.ui, table.lang, len(table.seats)
    rows: list[list[InlineKeyboardButton]] = []
    if table.practice:  # the person's seat and the computers' are set: only the table's size is chosen
        rows += size_row(table)
    elif ui.fixed_seats:
        seat_buttons = []
        for seat, occupant in enumerate(table.seats):
            team = ui.seat_label(seat, size, table.options, lang)
            text = clean_name(occupant.name, 24) if occupant else \
                f"{t(lang, 'btn_join')} {num(lang, seat + 1)}" + (f" · {team}" if team else "")
            seat_buttons.append(InlineKeyboardButton(text, callback_data=callbacks.lobby(table.id, f"j{seat}")))
        rows += [seat_buttons[i:i + 2] for i in range(0, len(seat_buttons), 2)]
        rows += size_row(table)
    else:
        rows.append([InlineKeyboardButton(t(lang, "btn_join"), callback_data=callbacks.lobby(table.id, "j"))])
    chosen = ui.game.resolve_options(table.options)
    for option, values in ui.lobby_choices(size, chosen).items():
        buttons = [choice_button(table, values, v, v == chosen[option], ui.option_label(option, v, lang), f"o{option}.")
                   for v in values]
        rows += [buttons[i:i + CHOICES_PER_ROW] for i in range(0, len(buttons), CHOICES_PER_ROW)]
    start = InlineKeyboardButton(t(lang, "btn_start"), callback_data=callbacks.lobby(table.id, "st"))
    if table.practice:
        rows.append([start])
    else:
        if not table.entry.clocked:
            hours = house_rules.CHOICES["slow"]
            rows.append([choice_button(table, hours, h, h == table.slow, slow.choice_label(lang, h), "sl")
                         for h in hours])
        add = [InlineKeyboardButton(t(lang, "btn_add_computer"), callback_data=callbacks.lobby(table.id, "ac"))]
        rows.append([InlineKeyboardButton(t(lang, "btn_leave"), callback_data=callbacks.lobby(table.id, "lv")),
                     *(add if computers else []), start])
    if computers and table.offer_fill and table.missing_players():
        rows.append([InlineKeyboardButton(t(lang, "btn_start_with_computers"),
                                          callback_data=callbacks.lobby(table.id, "sf"))])
    rows.append([InlineKeyboardButton(t(lang, "btn_cancel"), callback_data=callbacks.lobby(table.id, "x"))])
    return InlineKeyboardMarkup(rows)


def size_row(table: Table) -> list[list[InlineKeyboardButton]]:
    """The choice of the table's size, where there is one."""
    sizes, now, ui = table.sizes(), len(table.seats), table.ui
    buttons = [choice_button(table, sizes, n, n == now, ui.players_label(n, table.lang), "n") for n in sizes]
    return [buttons[i:i + CHOICES_PER_ROW] for i in range(0, len(buttons), CHOICES_PER_ROW)] if len(sizes) > 1 else []


def choice_button(table: Table, values: Sequence[Any], value: Any, chosen: bool, text: str,
                  op: str) -> InlineKeyboardButton:
    """One of a row of choices; its data names the choice by position, so values of any type fit."""
    return InlineKeyboardButton(("✓ " if chosen else "") + text,
                                callback_data=callbacks.lobby(table.id, f"{op}{list(values).index(value)}"))
