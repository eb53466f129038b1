"""Turn pings. A hand is one private message edited in place, and an edit makes no sound: a person whose turn
comes while they are not looking gets a short new message that does, deleted once it has done its work.

- A turn pings its person only once they have been quiet for `Settings.ping_after_quiet` seconds: no press of
  theirs in that time, counted from when their hand showed the turn if that was later (at once if it already has),
  so quick play rings nobody. A busy bot that shows a turn late does not ring everyone for its own delay, and a
  game's first turns ring nobody at once: each hand came as a new message, which rang.
- One live ping per person: it goes when they press, when the game no longer waits for them and when the game
  ends. The turn timer's warning takes its place (a new message that rings, the old one deleted).
- Computer players, and seats a computer plays while their person is away, are never pinged; nor is whoever said
  `/pings off` (the warning still comes: a turn that runs out costs them a move).
- The ids of live pings are saved with the table, and so are those still to delete: a restarted bot neither pings
  twice nor leaves a ping behind.
- A ping is sent and deleted with the table let go (`table.writer`): a move never waits for either.
"""

from __future__ import annotations

import contextlib
import functools
import html
import logging

from telegram import ReplyParameters
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot import clock, i18n
from bot.i18n import t
from bot.runtime import Runtime
from bot.screens import hands
from bot.screens.messages import forget
from bot.store import StoreUnavailable
from bot.table import timers, writer
from bot.table.model import Table

log = logging.getLogger(__name__)

i18n.register({
    "fa": {
        "ping_turn": "🔔 نوبت شماست — {game} در «{chat}»",
        "pings_on": "🔔 اعلان نوبت روشن است: وقتی نوبتتان برسد و مدتی دکمه‌ای نزده باشید، پیام کوتاهی می‌فرستم "
                    "که صدا دارد و وقتی بازی کردید پاکش می‌کنم. /pings off خاموشش می‌کند.",
        "pings_off": "🔕 اعلان نوبت خاموش است. /pings on دوباره روشنش می‌کند. هشدار تمام شدن وقت همچنان می‌آید.",
    },
    "en": {
        "ping_turn": "🔔 Your turn — {game} in “{chat}”",
        "pings_on": "🔔 Turn alerts are on: when your turn comes and you have not pressed anything for a while, I "
                    "send a short message that rings, and delete it once you play. /pings off turns them off.",
        "pings_off": "🔕 Turn alerts are off. /pings on turns them back on. The warning that time is running out "
                     "still comes.",
    },
})

ON_ITS_WAY = 0  # the id noted for a ping sent but not yet delivered (no message has id 0)


def arm(rt: Runtime, table: Table) -> None:
    """Plan a ping for each person the game waits for who has none yet and whose hand shows the turn, due once
    they have been quiet long enough. Re-planned after every change, like the turn timer, and when a hand comes to
    show the turn; a ping due after the game moved on is not sent (`table.timers`)."""
    game = table.game
    if game is None or table.practice:  # at practice nobody waits on the person
        return
    timers.cancel(rt, table, "ping")
    if game.is_over():
        return
    now = clock.now()
    for seat in sorted(game.waiting_for()):
        occupant = table.seats[seat]
        if occupant is None or table.plays_itself(seat) or occupant.user_id in table.pings:
            continue
        user_id = occupant.user_id
        shown = table.hands_shown.get(user_id)
        if shown is None or not hands.hand_holds(table, seat, user_id, hands.hand_scene(table, seat)[2]):
            continue  # the hand does not show the turn yet: planned once it does (`hands.shown`)
        wait = max(table.pressed.get(user_id, 0.0), shown.at) + rt.settings.ping_after_quiet - now
        timers.arm(rt, table, "ping", wait, functools.partial(_ping, seat=seat), name=f"ping{seat}")


async def _ping(rt: Runtime, table: Table, seat: int) -> timers.After | None:
    game = table.game
    if game is None or seat not in game.waiting_for():
        return None
    occupant = table.seats[seat]
    if occupant is None or table.plays_itself(seat) or occupant.user_id in table.pings \
            or not await rt.pings_on(occupant.user_id):
        return None
    text = t(table.lang, "ping_turn", game=table.ui.title(table.lang), chat=html.escape(table.chat_title))
    undo, user_id = table.checkpoint(), due(rt, table, occupant.user_id)
    try:  # saved before it is sent: another worker, whose timer is due too, then pings nobody twice
        await rt.save(table)
    except StoreUnavailable:  # not pinged: tried again shortly
        undo()
        raise
    return [functools.partial(send, rt, table, user_id, text)]


def due(rt: Runtime, table: Table, user_id: int) -> int:
    """Note, holding the table, that a ping is on its way to the person, in place of the one they have: nothing
    else pings them meanwhile, and a ping whose work is done before it arrives goes at once. Returns `user_id`."""
    old = table.pings.get(user_id)
    if old:
        _delete(rt, table, user_id, old)
    table.pings[user_id] = ON_ITS_WAY
    return user_id


async def send(rt: Runtime, table: Table, user_id: int, text: str) -> None:
    """Send the person the ping that is due (`due`), an answer to their hand message so that a tap on it leads
    there. Made with the table let go, and noted once sent."""
    hand = table.hand_messages.get(user_id)
    reply = ReplyParameters(hand, allow_sending_without_reply=True) if hand is not None else None
    try:
        message_id = (await rt.bot.send_message(user_id, text, parse_mode=ParseMode.HTML,
                                                reply_parameters=reply)).message_id
    except TelegramError as e:  # a ping that cannot be delivered changes nothing
        log.info("turn ping not delivered: %s", e)
        message_id = ON_ITS_WAY

    def arrived() -> None:
        if table.pings.get(user_id) == ON_ITS_WAY:
            if message_id == ON_ITS_WAY:
                del table.pings[user_id]
            else:
                table.pings[user_id] = message_id
        elif message_id != ON_ITS_WAY:  # its work was done while it was on its way
            _delete(rt, table, user_id, message_id)

    if not await writer.record(rt, table, arrived) and message_id != ON_ITS_WAY:  # the game is gone
        with contextlib.suppress(TelegramError):
            await rt.bot.delete_message(user_id, message_id)


def settle(rt: Runtime, table: Table, presser: int | None = None) -> None:
    """Let go of the pings that have done their work: their person pressed (`presser`), or the game no longer
    waits for them. Each is deleted in turn with its chat's other calls, the move waiting for none of them."""
    game = table.game
    waiting = game.waiting_for() if game is not None and not game.is_over() else frozenset()

    def done(user_id: int) -> bool:
        seat = table.seat_of(user_id)
        return user_id == presser or seat is None or seat not in waiting or table.plays_itself(seat)

    for user_id in [u for u in table.pings if done(u)]:
        _delete(rt, table, user_id, table.pings.pop(user_id))


def clear(rt: Runtime, table: Table) -> None:
    """The game is over: every ping goes."""
    for user_id, message_id in table.pings.items():
        _delete(rt, table, user_id, message_id)
    table.pings = {}


def _delete(rt: Runtime, table: Table, user_id: int, message_id: int) -> None:
    if message_id != ON_ITS_WAY:  # one still on its way goes when it arrives
        forget(rt, table, hands.hand_feed(rt, table, user_id), user_id, message_id)
