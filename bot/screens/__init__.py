"""What a table shows: the lobby or table message in the group, and each player's private hand message."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, InputMediaPhoto, Message
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden
from telegram.helpers import create_deep_linked_url

from bot import callbacks
from bot.games.protocol import Game, View
from bot.i18n import clean_name, num, t, who
from bot.plugin import Keyboard
from bot.runtime import Runtime
from bot.screens import pings
from bot.table import house_rules
from bot.table.model import ShownHand, Table
from bot.transport.feed import Feed, not_modified

log = logging.getLogger(__name__)
Drawn = TypeVar("Drawn", bytes, bytes | None)
# One drawing thread: pictures wait their turn rather than fill the renderer's cold caches once per thread and
# grow a malloc arena each (with asyncio's default pool of threads, 200 tables peaked at 490 MB instead of 240).
RENDERER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="render")


def draw(render: Callable[..., Drawn], *args: Any) -> Awaitable[Drawn]:
    """Draw a picture on the one drawing thread, off the event loop."""
    return asyncio.get_running_loop().run_in_executor(RENDERER, render, *args)


def digest(*parts: object) -> str:
    """A short fingerprint of what a message shows (text, buttons, the view behind its picture)."""
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:20]


CHOICES_PER_ROW = 5  # a long choice (a game's variants, say) wraps onto more rows, readable on a phone
MISSING = ("message to edit not found", "message can't be edited", "message_id_invalid")


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
    username = rt.bot.username
    return create_deep_linked_url(username, payload)


async def draw_in_turn(rt: Runtime, table: Table, chat_id: int,
                       draw: Callable[[bool], Awaitable[object]]) -> None:
    """Draw one of the table's messages into a chat; `draw` is told whether it holds the table's lock. A bot on
    its own draws outside the lock: moves go on while a message is drawn and sent. Of several workers, one at a
    time draws, from the table as the database holds it (taking the lock brings it up to date): whichever draws
    last shows the last move, and no other worker sends the message too before its id is saved. The lock is
    taken once the call can go, so moves at the table wait for no queue of writes."""
    if not rt.store.shared:
        await draw(False)
        return
    await rt.outbound.room(chat_id)
    async with table.lock:
        if rt.live(table):
            await draw(True)


def feed(rt: Runtime, table: Table) -> Feed:
    """The table's queue of group messages and redraws of its main message, made on first use."""
    if table.id not in rt.feeds:
        async def show() -> None:
            await draw_in_turn(rt, table, table.chat_id, lambda held: refresh(rt, table))

        rt.feeds[table.id] = Feed(rt.budget(table.chat_id), show, rt.settings.table_edit_interval,
                                  on_retired=lambda: rt.forget_feed(table.id),
                                  needed=functools.partial(redraw_needed, rt, table))
    return rt.feeds[table.id]


# -- the lobby ---------------------------------------------------------------------------------------------


def lobby_text(table: Table) -> str:
    ui, lang, size = table.ui, table.lang, len(table.seats)
    lines = [f"<b>{t(lang, 'lobby_title', game=ui.title(lang))}</b>", ""]
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
    lines += ["", t(lang, "lobby_footer")]
    return "\n".join(lines)


def lobby_keyboard(table: Table, computers: bool) -> InlineKeyboardMarkup:
    ui, lang, size = table.ui, table.lang, len(table.seats)
    rows: list[list[InlineKeyboardButton]] = []
    if ui.fixed_seats:
        seat_buttons = []
        for seat, occupant in enumerate(table.seats):
            team = ui.seat_label(seat, size, table.options, lang)
            text = clean_name(occupant.name, 24) if occupant else \
                f"{t(lang, 'btn_join')} {num(lang, seat + 1)}" + (f" · {team}" if team else "")
            seat_buttons.append(InlineKeyboardButton(text, callback_data=callbacks.lobby(table.id, f"j{seat}")))
        rows += [seat_buttons[i:i + 2] for i in range(0, len(seat_buttons), 2)]
        if len(ui.player_counts) > 1:
            rows.append([choice_button(table, sorted(ui.player_counts), n, n == size, ui.players_label(n, lang), "n")
                         for n in sorted(ui.player_counts)])
    else:
        rows.append([InlineKeyboardButton(t(lang, "btn_join"), callback_data=callbacks.lobby(table.id, "j"))])
    chosen = ui.game.resolve_options(table.options)
    for option, values in ui.lobby_choices(size, chosen).items():
        buttons = [choice_button(table, values, v, v == chosen[option], ui.option_label(option, v, lang), f"o{option}.")
                   for v in values]
        rows += [buttons[i:i + CHOICES_PER_ROW] for i in range(0, len(buttons), CHOICES_PER_ROW)]
    add = [InlineKeyboardButton(t(lang, "btn_add_computer"), callback_data=callbacks.lobby(table.id, "ac"))]
    rows.append([
        InlineKeyboardButton(t(lang, "btn_leave"), callback_data=callbacks.lobby(table.id, "lv")),
        *(add if computers else []),
        InlineKeyboardButton(t(lang, "btn_start"), callback_data=callbacks.lobby(table.id, "st")),
    ])
    if computers and table.offer_fill and table.missing_players():
        rows.append([InlineKeyboardButton(t(lang, "btn_start_with_computers"),
                                          callback_data=callbacks.lobby(table.id, "sf"))])
    rows.append([InlineKeyboardButton(t(lang, "btn_cancel"), callback_data=callbacks.lobby(table.id, "x"))])
    return InlineKeyboardMarkup(rows)


def choice_button(table: Table, values: Sequence[Any], value: Any, chosen: bool, text: str,
                  op: str) -> InlineKeyboardButton:
    """One of a row of choices; its data names the choice by position, so values of any type fit."""
    return InlineKeyboardButton(("✓ " if chosen else "") + text,
                                callback_data=callbacks.lobby(table.id, f"{op}{list(values).index(value)}"))


# -- the group's main message --------------------------------------------------------------------------


async def refresh(rt: Runtime, table: Table) -> None:
    """Bring the group's main message up to date (the lobby before the game, the table image during it)."""
    if table.game is None:
        await _show_lobby(rt, table)
    else:
        await _show_table(rt, table)


async def group_scene(rt: Runtime, table: Table) -> str:
    """The fingerprint of what the group's main message should show now: when it is what the message shows
    already (after a restart, say), there is nothing to send."""
    if table.game is None:
        return lobby_scene(table.lobby_message_id, *await lobby_message(rt, table))
    return table_scene(table, table.table_message_id, table.game.public_view(), table.names(), table.game.is_over())


async def redraw_needed(rt: Runtime, table: Table) -> bool:
    """Whether the group's main message must be drawn again: it shows something else than it should, or news was
    said below the table's picture. A picture drawn while a move was being saved shows the move already, but
    not below the news the move then brought."""
    game = table.game
    return await group_scene(rt, table) != table.group_digest or \
        (game is not None and not game.is_over() and buried(rt, table))


def lobby_scene(message_id: int | None, text: str, markup: InlineKeyboardMarkup) -> str:
    return digest(message_id, text, markup.to_dict())


def table_scene(table: Table, message_id: int | None, view: View, names: list[str], over: bool) -> str:
    ui, lang = table.ui, table.lang
    return digest(message_id, ui.caption(view, names, lang), view, names, lang, over or ui.table_keyboard(view, lang))


async def lobby_message(rt: Runtime, table: Table) -> tuple[str, InlineKeyboardMarkup]:
    """The lobby's text and buttons as they should be now."""
    computers = bool(house_rules.value(await rt.chat_settings(table.chat_id), "computers"))
    return lobby_text(table), lobby_keyboard(table, computers)


async def _show_lobby(rt: Runtime, table: Table) -> None:
    text, markup = await lobby_message(rt, table)
    scene = lobby_scene(table.lobby_message_id, text, markup)
    message_id = table.lobby_message_id
    if message_id is not None and await edited(lambda: rt.bot.edit_message_text(
            text, table.chat_id, message_id, parse_mode=ParseMode.HTML, reply_markup=markup)):
        table.group_digest = scene
        return
    message = await rt.bot.send_message(table.chat_id, text, parse_mode=ParseMode.HTML, reply_markup=markup,
                                        message_thread_id=table.thread_id)
    # What was sent, not the lobby as it is now: a seat taken while the message was on its way is not on it.
    table.lobby_message_id, table.group_digest = message.message_id, lobby_scene(message.message_id, text, markup)
    await rt.save(table)


async def _show_table(rt: Runtime, table: Table) -> None:
    await table.steady.wait()
    assert table.game is not None
    ui, lang, names = table.ui, table.lang, table.names()
    view, over = table.game.public_view(), table.game.is_over()
    scene = table_scene(table, table.table_message_id, view, names, over)
    caption = ui.caption(view, names, lang)
    markup = None
    if not over:  # buttons of the game's version now, which is the version drawn
        markup = move_markup(table, ui.table_keyboard(view, lang))
        my_cards = InlineKeyboardButton(t(lang, "btn_my_cards"), url=deep_link(rt, f"h{table.id}"))
        markup = InlineKeyboardMarkup([*markup.inline_keyboard, [my_cards]])
    image = await draw(ui.render, view, names, lang)
    again = not over and buried(rt, table)
    message_id = table.table_message_id
    if message_id is not None and not again and await edited(lambda: rt.bot.edit_message_media(
            InputMediaPhoto(image, caption=caption, parse_mode=ParseMode.HTML), chat_id=table.chat_id,
            message_id=message_id, reply_markup=markup)):
        table.group_digest = scene
        return
    # Sent again below what was said, the group is not rung for a picture it has seen already.
    message = await rt.bot.send_photo(table.chat_id, image, caption=caption, parse_mode=ParseMode.HTML,
                                      reply_markup=markup, message_thread_id=table.thread_id,
                                      disable_notification=again)
    old = table.table_message_id
    if again and old is not None:  # saved with the new picture's id, so a restart still deletes it
        table.old_pictures.append(old)
    # What was sent, not the table as it is now: moves made while the picture was drawn and sent are not on it.
    table.table_message_id = message.message_id
    table.group_digest = table_scene(table, message.message_id, view, names, over)
    table.saw(message.message_id)
    await rt.save(table)
    if again and old is not None:
        drop_picture(rt, table, old)


def buried(rt: Runtime, table: Table) -> bool:
    """Whether the table's picture has been pushed out of sight: news of the table (a hand's result) was said
    below it, or `table_repost_after` messages were. Message ids grow by one per message in a group, so people's
    words count too, even those a bot does not receive; in a forum, other topics' messages count as well."""
    shown = table.table_message_id
    return shown is not None and (table.news_message_id > shown or
                                  table.newest_message_id - shown >= rt.settings.table_repost_after)


def drop_picture(rt: Runtime, table: Table, message_id: int) -> None:
    """Delete an earlier picture of the table, in turn with the group's other messages."""
    async def drop() -> None:
        try:
            await rt.bot.delete_message(table.chat_id, message_id)
        except BadRequest as e:  # deleted already, or too old for a bot to delete (two days)
            log.info("an old table picture was not deleted: %s", e.message)
        with contextlib.suppress(ValueError):
            table.old_pictures.remove(message_id)

    feed(rt, table).announce(drop)


# -- private hands -------------------------------------------------------------------------------------


def move_markup(table: Table, rows: Keyboard) -> InlineKeyboardMarkup:
    assert table.game is not None
    version = table.game.version
    return InlineKeyboardMarkup([
        [InlineKeyboardButton(b.label, callback_data=callbacks.move(table.id, version, b.action)) for b in row]
        for row in rows
    ])


def keyboard_spent(game: Game, seat: int, version: int) -> bool:
    """Whether the seat has moved since a keyboard of `version` was drawn: its buttons were for a turn that is
    over, and a press of one again is the same press repeated, not a new move."""
    return any(mover == seat for mover, _ in game.log[version:])


def hand_key(table: Table, user_id: int) -> str:
    return f"{table.id}/{user_id}"


def hand_feed(rt: Runtime, table: Table, user_id: int) -> Feed:
    """A player's hand message at a table, drawn through a feed in their private chat: paced by that chat's
    budget, pending redraws collapsed into the latest state, each tried again until delivered or superseded."""
    key = hand_key(table, user_id)
    if key not in rt.feeds:
        async def show_hand(held: bool) -> None:
            if await draw_hand(rt, table, user_id):
                async with contextlib.nullcontext() if held else table.lock:
                    await rt.save_shown(table)

        async def show() -> None:
            await draw_in_turn(rt, table, user_id, show_hand)

        rt.feeds[key] = Feed(rt.budget(user_id), show, 0.0, on_retired=lambda: rt.forget_feed(key), spare=0)
    return rt.feeds[key]


def hand_scene(table: Table, seat: int) -> tuple[str, Keyboard, str]:
    """The seat's hand message as it should be now: its text, its buttons and their fingerprint."""
    assert table.game is not None
    view = table.game.view(seat)
    text = table.ui.hand_text(view, table.names(), table.lang)
    rows = table.ui.hand_keyboard(view, table.lang, table.pages.get(seat, 0))
    return text, rows, digest(text, rows)


def hand_holds(table: Table, seat: int, user_id: int, scene: str) -> bool:
    """Whether the hand message shows `scene` already, with buttons that still hold."""
    assert table.game is not None
    shown = table.hands_shown.get(user_id)
    return shown is not None and (shown.message_id, shown.digest) == (table.hand_messages.get(user_id), scene) \
        and not keyboard_spent(table.game, seat, shown.version)


async def show_hand(rt: Runtime, table: Table, seat: int, fresh: bool = False) -> None:
    """Have the player's one hand message show the game as it is when its turn in their private chat comes
    (edited in place; `fresh` sends it anew at the bottom of the chat). Returns at once; until the message is
    redrawn, a press on the buttons it shows is refused as stale."""
    occupant = table.seats[seat]
    if occupant is None or occupant.computer or table.game is None:
        return
    user_id = occupant.user_id
    if not fresh and hand_holds(table, seat, user_id, hand_scene(table, seat)[2]):
        return
    if fresh:
        table.resend_hands.add(user_id)
    table.hands_changing.add(user_id)
    hand_feed(rt, table, user_id).refresh()


async def draw_hand(rt: Runtime, table: Table, user_id: int) -> bool:
    """Edit the player's hand message to show the game now, or send it anew when asked to or when it is gone.
    True when it was drawn: what it shows is then to be saved (`Runtime.save_shown`), so that a restarted bot
    leaves alone a hand that shows the saved game."""
    await table.steady.wait()
    seat = table.seat_of(user_id)
    if seat is None or table.game is None:
        return False
    version, (text, rows, scene) = table.game.version, hand_scene(table, seat)
    old, fresh = table.hand_messages.get(user_id), user_id in table.resend_hands
    if not fresh and hand_holds(table, seat, user_id, scene):
        table.hands_changing.discard(user_id)
        return False
    markup = move_markup(table, rows) if rows else None
    try:
        if old is not None and not fresh and await edited(lambda: rt.bot.edit_message_text(
                text, user_id, old, parse_mode=ParseMode.HTML, reply_markup=markup)):
            shown(table, seat, user_id, ShownHand(old, version, scene))
            return True
        message: Message = await rt.bot.send_message(user_id, text, parse_mode=ParseMode.HTML, reply_markup=markup)
    except Forbidden:
        log.info("player %s cannot be reached in private", user_id)
        table.hands_changing.discard(user_id)
        return False
    table.resend_hands.discard(user_id)
    table.hand_messages[user_id] = message.message_id
    shown(table, seat, user_id, ShownHand(message.message_id, version, scene))
    if old is not None and fresh:  # a call of its own in the chat's budget
        hand_feed(rt, table, user_id).announce(functools.partial(rt.bot.delete_message, user_id, old))
    return True


def shown(table: Table, seat: int, user_id: int, hand: ShownHand) -> None:
    """Note what the hand message shows now. Its buttons hold again unless the game has moved on since it was
    drawn in a way that changes it."""
    table.hands_shown[user_id] = hand
    if table.game is not None and hand_holds(table, seat, user_id, hand_scene(table, seat)[2]):
        table.hands_changing.discard(user_id)


async def show_hands(rt: Runtime, table: Table, seats: set[int] | None = None) -> None:
    for seat in range(len(table.seats)) if seats is None else sorted(seats):
        await show_hand(rt, table, seat)


async def close_hands(rt: Runtime, table: Table, text: str, parse_mode: str | None = None) -> None:
    """Replace every private hand with a last word and no buttons: what the hand was still to show is
    superseded by it. The turn pings go."""
    for user_id, message_id in table.hand_messages.items():
        feed = hand_feed(rt, table, user_id)
        feed.announce(functools.partial(rt.bot.edit_message_text, text, user_id, message_id, parse_mode=parse_mode))
        feed.retire(redraw=False)
    await pings.clear(rt, table)
