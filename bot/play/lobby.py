"""Opening a table, taking and leaving seats, choosing options, starting the game."""

from __future__ import annotations

import functools
import html
import logging
from dataclasses import dataclass
from typing import Any

from telegram import Chat, InlineKeyboardMarkup, Update, User
from telegram.constants import ParseMode

from bot import callbacks, clock
from bot.games.cards import new_seed
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.play import outbox, turns
from bot.play.seats import add_computer, display_name, greet_in_private, seat_computers, unused, wants_seat
from bot.plugin import GameUI
from bot.registry import BY_COMMAND
from bot.runtime import Runtime
from bot.screens import group, hands, verify
from bot.screens.messages import deep_link
from bot.screens.practice import practice_button
from bot.store import Stale, StoreUnavailable
from bot.store.db import Letter
from bot.table import house_rules, timers, writer
from bot.table.model import Seat, Table, new_table_id

log = logging.getLogger(__name__)

MANAGED = ("st", "sf", "ac", "x", "o", "n", "sl")  # the lobby's buttons only its creator or an admin may press
PRACTICE_OPS = ("st", "x", "o", "n")  # a practice lobby's buttons: its seats are the person's and the computers'


@dataclass(frozen=True)
class Reply:
    """The answer to a button press: a short text, or a link to open."""

    text: str | None = None
    url: str | None = None


def say(lang: str, key: str) -> Reply:
    return Reply(t(lang, key))


async def open_table(update: Update, context: BotContext) -> None:
    """A game's command in a group: one lobby message, or a pointer to the running game."""
    rt, message, chat = context.runtime, update.effective_message, update.effective_chat
    if message is None or chat is None or update.effective_user is None or not message.text:
        return
    command = message.text.split()[0].lstrip("/").split("@")[0].lower()
    lang = await rt.lang(chat.id)
    if chat.type == Chat.PRIVATE:  # a group's game; here, practice against computer players
        button = practice_button(rt, t(lang, "btn_practice"), BY_COMMAND[command].command, private=True)
        await message.reply_text(t(lang, "group_only"), reply_markup=InlineKeyboardMarkup([[button]]))
        return
    thread = message.message_thread_id if message.is_topic_message else None
    running = rt.tables.in_chat((chat.id, thread))
    if running:
        # One table a chat or topic, slow or quick: a group plays a quick game beside a slow one in another topic.
        pointer = running.table_message_id or running.lobby_message_id
        await rt.in_group(chat.id, lambda: message.reply_text(
            t(lang, "slow_running" if running.slow else "already_running"), reply_to_message_id=pointer,
            allow_sending_without_reply=True))
        return
    entry = BY_COMMAND[command]
    ui = entry.ui
    options = await house_options(rt, chat.id, ui)
    slow = 0 if entry.clocked else house_rules.value(await rt.chat_settings(chat.id), "slow")
    table = Table(id=new_table_id(), chat_id=chat.id, thread_id=thread, game_name=ui.command, lang=lang,
                  creator_id=update.effective_user.id, chat_title=chat.title or "", options=options, slow=slow,
                  seats=[None] * (ui.player_counts[0] if ui.fixed_seats else ui.max_players_for(options)))
    if not await open_lobby(rt, table):
        await rt.in_group(chat.id, lambda: message.reply_text(t(lang, "already_running")))


async def house_options(rt: Runtime, chat_id: int, ui: GameUI) -> dict[str, Any]:
    """A new table's options: the group's /settings for the game."""
    house = await rt.chat_settings(chat_id)  # also keeps the chat's turn timer at hand for the game
    return house_rules.options_for(ui, house)


async def open_lobby(rt: Runtime, table: Table) -> bool:
    """Put a new table's lobby in its chat; False if another worker opened a table there at the same moment."""
    rt.tables.add(table)
    async with writer.hold(rt, table):
        table.deadline = idle_until(rt, table)
        try:
            await rt.save(table)
        except Stale:
            rt.tables.remove(table)
            return False
        group.feed(rt, table).refresh()
        arm_idle_timer(rt, table)
    return True


def idle_until(rt: Runtime, table: Table) -> float:
    """When a lobby untouched from now on closes: at a slow table, after as long as a turn if that is longer."""
    return clock.now() + max(rt.settings.lobby_idle_timeout, table.slow_seconds)


def arm_idle_timer(rt: Runtime, table: Table) -> None:
    """An untouched lobby closes itself after a while (`idle_until`) and says so. The time it closes is saved with
    it: a restart keeps the time it had."""
    timers.cancel(rt, table, "idle")
    if table.deadline is None:  # saved before lobbies kept their time
        table.deadline = idle_until(rt, table)
    timers.arm(rt, table, "idle", table.deadline - clock.now(), _close_idle)


async def _close_idle(rt: Runtime, table: Table) -> None:
    if not table.started:
        await close_lobby(rt, table, "lobby_closed_idle")


async def close_lobby(rt: Runtime, table: Table, reason: str) -> None:
    last = outbox.LastWords(rt, table)
    if table.lobby_message_id is not None:
        last.add(group.feed(rt, table), Letter(table.chat_id, t(table.lang, reason), edit=table.lobby_message_id,
                                               html=False))
    await rt.drop(table, functools.partial(rt.store.drop_table, table.id, last.kept()))
    last.post()
    rt.retire(table, redraw=False)


async def may_manage(rt: Runtime, table: Table, user_id: int) -> bool:
    return user_id == table.creator_id or await rt.is_admin(table.chat_id, user_id)


async def on_lobby_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    rt, query = context.runtime, update.callback_query
    assert query is not None
    table = rt.tables.get(press.target)
    if table is not None and (query.message is None or query.message.chat.id != table.chat_id):
        await query.answer(t(table.lang, "not_this_table"))
        return
    if table is None or (table.started and not (press.op[:2] == "tk" and press.op[2:].isdigit())):
        await query.answer(t(await rt.lang(query.message.chat.id if query.message else 0), "stale"))
        return
    # What needs Telegram is asked with the table let go: whether the presser can be written to, and whether
    # they may manage the table.
    user, op = query.from_user, press.op
    greeting = await greet_in_private(rt, table, user.id) if wants_seat(table, user.id, op) else None
    manages = op.startswith(MANAGED) and await may_manage(rt, table, user.id)
    async with writer.hold(rt, table) as live:
        if not live:
            reply = Reply(t(table.lang, "game_over_press" if table.started else "stale"))
        elif table.started:
            reply = Reply(await turns.volunteer(rt, table, user, int(op[2:]), greeting))
        else:
            reply = await undoable_action(rt, table, user, op, greeting, manages)
    await unused(rt, table, user.id, greeting)
    await query.answer(reply.text, url=reply.url)


async def undoable_action(rt: Runtime, table: Table, user: User, op: str, greeting: int | None,
                          manages: bool = False) -> Reply:
    """A lobby button's change, or none at all when it cannot be saved: the table stays as the database has it
    (and a welcome sent for a seat not taken is deleted by the caller)."""
    undo = table.checkpoint()
    try:
        return await lobby_action(rt, table, user, op, greeting, manages)
    except StoreUnavailable as e:
        log.warning("a change to table %s could not be saved: %s", table.id, e)
        undo()
        return say(table.lang, "stale" if isinstance(e, Stale) else "change_not_saved")


async def lobby_action(rt: Runtime, table: Table, user: User, op: str, greeting: int | None,
                       manages: bool) -> Reply:
    """Carry out one lobby button (`manages`: the presser is its creator or an admin); returns the answer."""
    lang = table.lang
    if table.practice and not op.startswith(PRACTICE_OPS):
        return say(lang, "stale")
    if op == "j" and table.seat_of(user.id) is None:
        free = [i for i, s in enumerate(table.seats) if s is None or s.computer]
        return await take_seat(rt, table, user, free[0], greeting) if free else say(lang, "table_full")
    if op.startswith("j") and op[1:].isdigit() and int(op[1:]) < len(table.seats):
        return await take_seat(rt, table, user, int(op[1:]), greeting)
    if op == "lv":
        seat = table.seat_of(user.id)
        if seat is None:
            return say(lang, "not_seated")
        table.seats[seat] = None
        await touched(rt, table)
        return say(lang, "left")
    if op.startswith("o"):
        return await choose_option(rt, table, manages, op[1:])
    if op.startswith("n") and op[1:].isdigit():
        return await choose_size(rt, table, manages, int(op[1:]))
    if op.startswith("sl") and op[2:].isdigit():
        return await choose_slow(rt, table, manages, int(op[2:]))
    if op in ("st", "sf", "ac", "x") and not manages:
        return say(lang, "only_creator")
    if op in ("ac", "sf") and not await computers_allowed(rt, table):
        return say(lang, "computers_not_allowed")
    if op == "ac":
        if not add_computer(table):
            return say(lang, "seat_taken")
        await touched(rt, table)
        return say(lang, "computer_added")
    if op == "st" and table.missing_players():
        table.offer_fill = True  # the lobby now offers to start with computer players in the empty seats
        await touched(rt, table)
        return say(lang, "not_full")
    if op in ("st", "sf"):
        for _ in range(table.missing_players()):
            add_computer(table)
        await start_game(rt, table)
        return say(lang, "started")
    if op == "x":
        await close_lobby(rt, table, "lobby_closed")
        return say(lang, "lobby_closed")
    return say(lang, "stale")


async def take_seat(rt: Runtime, table: Table, user: User, seat: int, greeting: int | None) -> Reply:
    """Seat the person (`greeting`: the welcome sent them in private, None if the bot may not write to them)."""
    lang = table.lang
    occupant = table.seats[seat]
    if occupant is not None and not occupant.computer:  # a person may take a computer player's seat
        return say(lang, "already_seated" if occupant.user_id == user.id else "seat_taken")
    if user.id not in table.hand_messages:
        if greeting is None:  # the bot may not write first: into its DM, where Start seats them (join_by_link)
            return Reply(url=deep_link(rt, f"j{table.id}-{seat}"))
        table.hand_messages[user.id] = greeting
    moved_from = table.seat_of(user.id)
    if moved_from is not None:
        table.seats[moved_from] = None
    table.seats[seat] = Seat(user.id, display_name(user))
    await touched(rt, table)
    return say(lang, "joined")


async def computers_allowed(rt: Runtime, table: Table) -> bool:
    return bool(house_rules.value(await rt.chat_settings(table.chat_id), "computers"))


async def choose_option(rt: Runtime, table: Table, manages: bool, choice: str) -> Reply:
    """`o<option>.<value>`: the option by name (the options offered change with others chosen, so a keyboard not
    yet redrawn must not set another) and the value's place among the option's choices."""
    if not manages:
        return say(table.lang, "only_creator")
    ui, size = table.ui, len(table.seats)
    offered = ui.lobby_choices(size, ui.game.resolve_options(table.options))
    option, _, value_index = choice.partition(".")
    values = offered.get(option, ())
    if not value_index.isdigit() or int(value_index) >= len(values):
        return say(table.lang, "stale")
    options = await withdrawn_dropped(rt, table, offered, {**table.options, option: values[int(value_index)]}, size)
    limit = ui.max_players_for(options)
    if not ui.fixed_seats and limit != size and not table.practice:
        if sum(1 for _ in table.occupied()) > limit:
            return say(table.lang, "too_many_seated")
        table.seats = resized(table.seats, limit)
    table.options = options
    if table.practice:
        seat_computers(table)
    await touched(rt, table)
    return Reply("✓")


async def withdrawn_dropped(rt: Runtime, table: Table, offered: dict[str, tuple[Any, ...]], options: dict[str, Any],
                            size: int) -> dict[str, Any]:
    """`options` without the choices the lobby no longer offers at `size` (of those it `offered`): each goes back
    to the group's house rule or the game's default. Options the lobby did not offer (Play again's) are kept."""
    ui = table.ui
    chosen = ui.game.resolve_options(options)
    still = ui.lobby_choices(size, chosen)
    house = await house_options(rt, table.chat_id, ui)
    kept = dict(options)
    for key in [k for k in offered if k not in still or chosen[k] not in still[k]]:
        kept.pop(key, None)
        if key in house:
            kept[key] = house[key]
    return kept


def resized(seats: list[Seat | None], size: int) -> list[Seat | None]:
    """The seats of a table of `size`: people keep their seats where it has them, the others take free ones."""
    out = seats[:size] + [None] * (size - len(seats))
    for displaced in (s for s in seats[size:] if s is not None):
        out[out.index(None)] = displaced
    return out


async def choose_size(rt: Runtime, table: Table, manages: bool, index: int) -> Reply:
    """`n<i>`: the i-th of the game's table sizes. People keep their seats where the new size has them; a choice
    the new size does not offer (teams that only a larger table forms) goes back to its house rule or default."""
    ui = table.ui
    counts = table.sizes()
    if not manages:
        return say(table.lang, "only_creator")
    if index >= len(counts):
        return say(table.lang, "stale")
    size = counts[index]
    if table.practice:  # its computer players make way, and sit again in whatever seats the new size has
        table.seats = [s if s is not None and not s.computer else None for s in table.seats]
    seated = [s for s in table.seats if s is not None]
    if len(seated) > size:
        return say(table.lang, "too_many_seated")
    offered = ui.lobby_choices(len(table.seats), ui.game.resolve_options(table.options))
    table.seats = resized(table.seats, size)
    table.options = await withdrawn_dropped(rt, table, offered, table.options, size)
    if table.practice:
        seat_computers(table)
    await touched(rt, table)
    return Reply("✓")


async def choose_slow(rt: Runtime, table: Table, manages: bool, index: int) -> Reply:
    """`sl<i>`: the i-th of the hours a turn a slow table may give (the first: a quick table)."""
    choices = house_rules.CHOICES["slow"]
    if not manages:
        return say(table.lang, "only_creator")
    if index >= len(choices) or table.entry.clocked:
        return say(table.lang, "stale")
    table.slow = choices[index]
    await touched(rt, table)
    return Reply("✓")


async def touched(rt: Runtime, table: Table) -> None:
    table.deadline = idle_until(rt, table)
    await rt.save(table)
    group.feed(rt, table).refresh()
    arm_idle_timer(rt, table)


async def start_game(rt: Runtime, table: Table) -> None:
    if not table.ui.fixed_seats:
        table.seats = [s for s in table.seats if s is not None]
    people = [seat.user_id for _, seat in table.occupied() if not seat.computer]
    # Asked once, as the game starts, not at each redraw of a hand; saved with the table, so a restart keeps it.
    table.newcomers = set(people) - await rt.store.veterans(table.game_name, people)
    game = table.start(new_seed())
    table.hints = table.practice or bool(house_rules.value(await rt.chat_settings(table.chat_id), "hints"))
    turns.arm(rt, table)  # the first deadline is part of what is saved
    await rt.save(table)
    timers.cancel(rt, table, "idle")
    ui, lang, names = table.ui, table.lang, table.names()
    start_text = f"{ui.start_text(game.public_view(), names, lang)}\n\n{verify.sealed(lang, game.seed)}"
    message_id = table.lobby_message_id
    feed = group.feed(rt, table)
    if message_id is not None:
        feed.announce(lambda: rt.bot.edit_message_text(start_text, table.chat_id, message_id,
                                                       parse_mode=ParseMode.HTML))
    feed.refresh()
    await hands.show_hands(rt, table)


async def join_by_link(rt: Runtime, user: User, payload: str) -> bool:
    """`/start j<table>-<seat>` in the bot's DM: the person can now be reached, so seat them."""
    table_id, _, seat_text = payload[1:].partition("-")
    table = rt.tables.get(table_id)
    if table is None or table.started or not seat_text.isdigit():
        return False
    if not await rt.is_member(table.chat_id, user.id):
        await rt.bot.send_message(user.id, t(table.lang, "not_in_group", chat=html.escape(table.chat_title)),
                                  parse_mode=ParseMode.HTML)
        return True
    greeting = await greet_in_private(rt, table, user.id) if wants_seat(table, user.id, "j") else None
    reply = None
    async with writer.hold(rt, table) as live:
        seat = int(seat_text)
        free = [s for s, occupant in enumerate(table.seats) if occupant is None]
        if live and not table.started and table.seat_of(user.id) is None and free:
            reply = await undoable_action(rt, table, user, f"j{seat if seat in free else free[0]}", greeting)
    await unused(rt, table, user.id, greeting)
    return reply is not None and reply.url is None
