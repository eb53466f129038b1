"""Move presses: a press on a private hand or under the table becomes one action in the rules (`session.act`);
and a group that removes the bot ends its tables."""

from __future__ import annotations

import functools
import logging
import math

from telegram import CallbackQuery, Update
from telegram.constants import ChatMemberStatus

from bot import callbacks, clock, i18n
from bot.games.clock import is_tick
from bot.games.protocol import Game, IllegalAction
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.play import outbox, turns
from bot.play.moves import act, close_hands
from bot.runtime import Runtime
from bot.screens import hands, hints, pings
from bot.store.db import Stale, StoreUnavailable
from bot.table import writer
from bot.table.model import Table

log = logging.getLogger(__name__)


async def on_move_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    rt, query = context.runtime, update.callback_query
    assert query is not None
    table = rt.tables.get(press.target)
    if table is None or table.game is None:
        await query.answer(t(rt.settings.lang, "game_over_press"))
        return
    if not from_table(table, query):
        await query.answer(t(table.lang, "not_this_table"))
        return
    async with writer.hold(rt, table) as live:
        answer = await move(rt, table, query.from_user.id, press) if live else t(table.lang, "game_over_press")
    # Answered as soon as the move is saved, before any message shows it: the hands and the table are redrawn
    # in their chats' turn, and a tap on a keyboard they are about to replace is taken while its button means the
    # same move, answered as that move when it repeats it, and refused as out of date otherwise. A hint is
    # answered in an alert, which stays until read.
    await query.answer(answer, show_alert=press.op == hints.HINT)


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
    table.pressed[user_id] = clock.now()  # they are looking: their next turn need not ping them at once
    if press.op.startswith("~page:") and press.op[6:].isdigit():
        table.pages[seat] = int(press.op[6:])
        await hands.show_hand(rt, table, seat)
        return None
    if press.op == hints.HINT:
        return await hint(rt, table, seat)
    verdict = judge(table, game, seat, press)
    if verdict == STALE:
        await hands.show_hand(rt, table, seat)  # hand them a keyboard that works
    if verdict is not None:
        return t(lang, verdict) if verdict else None
    wait, window = table.grace_until - clock.now(), table.entry.window
    if wait > 0 and window is not None and window.holds(press.op):
        return t(lang, window.wait_text, seconds=math.ceil(wait))
    try:
        await act(rt, table, seat, press.op)
    except Stale:  # another worker moved first: the table's next lock brings this worker's copy up to date
        return t(lang, "stale")
    except StoreUnavailable as e:  # one line: the traceback says nothing the reason does not
        log.warning("a move at table %s could not be saved: %s", table.id, e)
        turns.arm(rt, table, later=rt.settings.save_retry)
        return t(lang, "not_saved")
    except IllegalAction as e:
        return i18n.refusal(lang, table.game_name, e.reason)
    turns.arm(rt, table)
    return None


async def hint(rt: Runtime, table: Table, seat: int) -> str:
    """What the computer player would do in the seat and why, for its player alone. That a hint was used is
    noted and saved first: the result must say so even after a restart."""
    game, lang = table.game, table.lang
    assert game is not None
    if not table.hints:  # a forged press, or one from before a restart into another build
        return t(lang, "stale")
    if not hints.offers_hint(table, seat):
        return t(lang, "not_your_turn")
    if not table.hinted:
        table.hinted = True
        try:
            await rt.save(table)
        except Stale:  # another worker moved first: the table's next lock brings this copy up to date
            return t(lang, "stale")
        except StoreUnavailable as e:
            table.hinted = False
            log.warning("a hint at table %s could not be noted: %s", table.id, e)
            return t(lang, "not_saved")
    return hints.hint_text(table.entry, game, seat, await rt.advice(table, seat), lang)


STALE = "stale"
REPEATED = ""  # the same press again (a retry, or a press delivered again after a restart): it was made


def judge(table: Table, game: Game, seat: int, press: callbacks.Press) -> str | None:
    """Whether a seat's press of a move is taken (None), or the message it is answered with instead
    (`REPEATED`: nothing). Only what a button offered is taken; a button on a keyboard drawn before the game's
    last moves is taken while it still means the same move, and is out of date once it means another."""
    if is_tick(press.op):  # only the game's clock ends its windows, never a press
        return "refused_illegal"
    if press.version > game.version:  # no keyboard was ever drawn for it
        return STALE
    offered = buttons_for(table, game_at(table, game, press.version), seat, press.op)
    if not offered:  # forged, or another seat's
        return STALE
    # An action that names what it refers to (a challenge of play 7) is left to the rules, who say best why
    # they refuse it: too late, someone was first, your own play.
    if game.checks_itself(press.op):
        return None
    if hands.keyboard_spent(game, seat, press.version):
        return REPEATED if (seat, press.op) in game.log[press.version:] else STALE
    if seat not in game.to_act():
        return "not_your_turn"
    if press.version != game.version and buttons_for(table, game, seat, press.op) != offered:
        return STALE
    return None


def game_at(table: Table, game: Game, version: int) -> Game:
    """The game as it stood at `version` (its record replayed that far), to be read, never changed. The last few
    are kept: presses on a keyboard a redraw behind come in bursts (every card of a hand, every seat of a table),
    and each would replay the whole record again. They are kept by the moves that led to them, so a move undone
    (a save that failed) and made otherwise finds no game of the old record."""
    if version == game.version:
        return game
    moves = tuple(game.log[:version])
    key = (table.id, game.seed, moves)
    past = _replayed.pop(key, None)
    if past is None:
        record = game.record()
        past = table.entry.engine.replay({**record, "actions": [list(move) for move in moves]})
    _replayed[key] = past  # the newest last: the first is the one used longest ago
    while len(_replayed) > REPLAYS_KEPT:
        del _replayed[next(iter(_replayed))]
    return past


REPLAYS_KEPT = 16
_replayed: dict[tuple[str, int, tuple[tuple[int, str], ...]], Game] = {}


def buttons_for(table: Table, game: Game, seat: int, action: str) -> set[str]:
    """What the buttons that press `action` on the seat's keyboards (its hand's, the table's) mean as drawn from
    `game` (`Button.means`: their words, unless the game says otherwise where it builds them). A press on a
    keyboard drawn a few moves ago is taken while a button for its action means the same now (a card still in
    the hand, a bid still offered), and refused as out of date once the meaning changed (a grid place that now
    holds another card). The hand is read at the page its person turned to and at its first page: a press on the
    first page may come after a turn of the page that has not reached them yet, and every redraw of a hand for a
    move shows its first page."""
    ui, lang, view = table.ui, table.lang, game.view(seat)
    rows = [row for page in {0, table.pages.get(seat, 0)} for row in ui.hand_keyboard(view, lang, page)]
    rows += ui.table_keyboard(game.public_view(), lang)
    return {button.means for row in rows for button in row if button.action == action}


async def on_bot_membership(update: Update, context: BotContext) -> None:
    """The bot was removed from a group: its tables there end unscored, and the players hear it in private."""
    change = update.my_chat_member
    if change is None or change.new_chat_member.status not in (ChatMemberStatus.LEFT, ChatMemberStatus.BANNED):
        return
    rt = context.runtime
    for table in [open_ for open_ in rt.tables if open_.chat_id == change.chat.id]:
        async with writer.hold(rt, table) as live:
            if not live:
                continue
            last = outbox.LastWords(rt, table)
            if table.started:
                close_hands(rt, table, last, t(table.lang, "bot_removed", chat=table.chat_title))
            await rt.drop(table, functools.partial(rt.store.drop_table, table.id, last.kept()))
            last.post()
            pings.clear(rt, table)
            rt.retire(table, redraw=False)


