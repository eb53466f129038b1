"""Each player's hand: one private message per player and table, edited in place as the game goes on.

A hand is drawn through a feed in the player's private chat, paced by that chat's budget, pending redraws
collapsed into the latest state: what it must show is read holding the table (`HandShot`), the call is made with
the table let go, and what the message then shows is noted holding it again (`Table.hands_shown`, saved, so that
a restarted bot edits only the hands that would change).
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass

from telegram import InlineKeyboardMarkup
from telegram.constants import ParseMode
from telegram.error import Forbidden

from bot import clock
from bot.games.clock import is_tick
from bot.games.protocol import Game
from bot.plugin import Keyboard
from bot.runtime import Runtime
from bot.screens import hints, pings
from bot.screens.messages import digest, edited, forget, move_markup
from bot.table import writer
from bot.table.model import ShownHand, Table
from bot.transport.feed import Feed

log = logging.getLogger(__name__)


def hand_key(table: Table, user_id: int) -> str:
    return f"{table.id}/{user_id}"


def hand_feed(rt: Runtime, table: Table, user_id: int) -> Feed:
    """The calls into a player's private chat for their hand at a table, made on first use."""
    key = hand_key(table, user_id)
    if key not in rt.feeds:
        rt.feeds[key] = Feed(rt.budget(user_id), functools.partial(draw_hand, rt, table, user_id), 0.0,
                             on_retired=lambda: rt.forget_feed(key), spare=0)
    return rt.feeds[key]


def keyboard_spent(game: Game, seat: int, version: int) -> bool:
    """Whether the seat has moved since a keyboard of `version` was drawn: its buttons were for a turn that is
    over, and a press of one again is the same press repeated, not a new move. The game's clock closes a window
    in a seat's name (`bot.games.clock`), but that is not the seat's move: its buttons hold while they mean the
    same."""
    return any(mover == seat and not is_tick(action) for mover, action in game.log[version:])


def hand_scene(table: Table, seat: int) -> tuple[str, Keyboard, str]:
    """The seat's hand message as it should be now: its text, its buttons and their fingerprint."""
    assert table.game is not None
    view = table.game.view(seat)
    text = table.ui.hand_text(view, table.names(), table.lang)
    how_to = table.ui.how_to(table.lang)
    occupant = table.seats[seat]
    # For the whole first game, not only until the first move: its phases differ (a bid, then captures; the first
    # look, then draws), and the line stays small at the bottom.
    if how_to and occupant is not None and occupant.user_id in table.newcomers:
        text += "\n\n" + how_to
    rows = table.ui.hand_keyboard(view, table.lang, table.pages.get(seat, 0))
    if hints.offers_hint(table, seat):
        rows = [*rows, *hints.hint_row(table.lang)]
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
    redrawn, a press on the buttons it shows is taken where it still means the same move (`presses.buttons_for`)."""
    occupant = table.seats[seat]
    if occupant is None or occupant.computer or table.game is None:
        return
    user_id = occupant.user_id
    if not fresh and hand_holds(table, seat, user_id, hand_scene(table, seat)[2]):
        return
    if fresh:
        table.local.resend_hands.add(user_id)
    hand_feed(rt, table, user_id).refresh()


def send_anew(rt: Runtime, table: Table) -> None:
    """Have every person's hand sent anew at the bottom of their chat, the old one deleted."""
    for _, occupant in table.occupied():
        if not occupant.computer:
            table.local.resend_hands.add(occupant.user_id)
            hand_feed(rt, table, occupant.user_id).refresh()


async def show_hands(rt: Runtime, table: Table, seats: set[int] | None = None) -> None:
    for seat in range(len(table.seats)) if seats is None else sorted(seats):
        await show_hand(rt, table, seat)


@dataclass(frozen=True)
class HandShot:
    """What a hand message must show, read while holding the table."""

    seat: int
    version: int
    text: str
    markup: InlineKeyboardMarkup | None
    scene: str
    message_id: int | None  # the message to edit
    fresh: bool  # sent anew at the bottom of the chat, the old one deleted


def hand_shot(table: Table, user_id: int) -> HandShot | None:
    """What the hand must show now; None when it shows it already, or there is no hand to show."""
    seat, game = table.seat_of(user_id), table.game
    if seat is None or game is None or (table.practice and table.table_message_id is None):
        return None  # at practice the hand comes below the table's first picture (`screens.group.shown`)
    text, rows, scene = hand_scene(table, seat)
    fresh = user_id in table.local.resend_hands
    if not fresh and hand_holds(table, seat, user_id, scene):
        return None
    markup = move_markup(game, table.id, rows) if rows else None
    return HandShot(seat, game.version, text, markup, scene, table.hand_messages.get(user_id), fresh)


async def draw_hand(rt: Runtime, table: Table, user_id: int) -> None:
    """The hand feed's redraw: edit the player's hand message to show the game now, or send it anew when asked
    to or when it is gone."""
    async with writer.hold(rt, table) as live:
        shot = hand_shot(table, user_id) if live else None
    if shot is None:
        return
    old = shot.message_id
    try:
        if old is not None and not shot.fresh and await edited(lambda: rt.bot.edit_message_text(
                shot.text, user_id, old, parse_mode=ParseMode.HTML, reply_markup=shot.markup)):
            message_id = old
        else:
            message_id = (await rt.bot.send_message(user_id, shot.text, parse_mode=ParseMode.HTML,
                                                    reply_markup=shot.markup)).message_id
    except Forbidden:
        log.info("player %s cannot be reached in private", user_id)
        return
    await writer.record(rt, table, lambda: shown(rt, table, user_id, shot, message_id))


def shown(rt: Runtime, table: Table, user_id: int, shot: HandShot, message_id: int) -> None:
    """Note what the hand message shows now that its call came back. Its buttons hold again unless the game has
    moved on since it was drawn in a way that changes it."""
    if message_id != shot.message_id:
        if table.hand_messages.get(user_id) != shot.message_id:  # another worker sent it anew meanwhile
            forget(rt, table, hand_feed(rt, table, user_id), user_id, message_id)
            return
        table.hand_messages[user_id] = message_id
        if shot.fresh:  # a request to send it anew that came while it was on its way still stands
            table.local.resend_hands.discard(user_id)
        if shot.fresh and shot.message_id is not None:  # a call of its own in the chat's budget
            forget(rt, table, hand_feed(rt, table, user_id), user_id, shot.message_id)
    table.hands_shown[user_id] = ShownHand(message_id, shot.version, shot.scene, clock.now())
    if table.game is not None and not hand_holds(table, shot.seat, user_id, hand_scene(table, shot.seat)[2]):
        hand_feed(rt, table, user_id).refresh()  # a move came while it was on its way
    else:
        pings.arm(rt, table)  # a turn it shows is in sight from now on
