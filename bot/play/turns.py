"""Keeping games moving: turn timers for people, paced moves for computer players.

After every change the table's turn timers are re-armed from its state alone (`arm`), so the same call serves a
move, a restart and a seat changing hands. Deadlines live in the table's saved state and survive restarts; how a
timer runs, with one worker or several, is `table.timers`.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, User

from bot import callbacks, clock
from bot.games.protocol import LEAVE, Game
from bot.i18n import clean_name, num, t, who
from bot.play import words
from bot.play.moves import act, end_unscored, keep_clock, keep_deadline
from bot.play.seats import display_name
from bot.runtime import Runtime
from bot.screens import group, hands, pings, slow
from bot.store import StoreUnavailable
from bot.table import house_rules, timers
from bot.table.model import Seat, Table

log = logging.getLogger(__name__)

WARN_BEFORE = 0.25  # of the turn's time: the warning comes when a quarter is left
KINDS = ("turn", "warn")  # the table's timers armed here (`table.timers`)


def arm(rt: Runtime, table: Table, later: float = 0.0) -> None:
    """Schedule what happens next at this table if nobody acts: a computer's move or a person's deadline, not
    sooner than `later` seconds from now (a move that could not be saved is tried again after a pause)."""
    game = table.game
    if rt.job_queue is None or game is None:
        return
    timers.cancel(rt, table, *KINDS)
    if game.is_over() or not rt.live(table):
        table.deadline = None
        return
    keep_clock(rt, table)
    pings.arm(rt, table)
    if table.clock is not None:  # the game's own window: its expiry is a move, whoever else is still to act
        timers.arm(rt, table, "turn", max(later, table.clock[1] - clock.now()), _moving(_clock_out))
    if any(table.plays_itself(s) for s in game.to_act()):
        delay = max(rt.settings.computer_delay, table.grace_until - clock.now(), later)  # others may still challenge
        timers.arm(rt, table, "turn", delay, _moving(_computer_move))
        return
    if table.clock is not None and not game.waiting_for():
        return  # nobody holds the window up: it ends on its clock, not on a turn timer
    limit = rt.turn_seconds(table)
    keep_deadline(rt, table)
    assert table.deadline is not None
    remaining = max(later, table.deadline - clock.now())
    if not limit:  # no turn timer: a game nobody plays any more still ends, after a long silence
        timers.arm(rt, table, "turn", remaining, _moving(_abandoned))
        return
    # Re-armed (a reload, a restart) before a warning that is due went out, it goes at once; after, not again.
    if table.warned_for != table.deadline:
        warn_in = max(later, table.deadline - clock.now() - limit * WARN_BEFORE)
        if warn_in < remaining:
            timers.arm(rt, table, "warn", warn_in, _warn)
    timers.arm(rt, table, "turn", remaining, _moving(_time_out))


def _moving(step: Callable[[Runtime, Table, Game], Awaitable[None]]) -> timers.Step:
    """A timer's step that moves the game: the table's timers are armed anew after it."""
    async def run(rt: Runtime, table: Table) -> None:
        assert table.game is not None
        await step(rt, table, table.game)
        arm(rt, table)

    return run


async def _computer_move(rt: Runtime, table: Table, game: Game) -> None:
    # Seats that may act but need not (a challenge) go before the seat to play, whose move ends their chance.
    waiting = game.waiting_for()
    seats = sorted((s for s in game.to_act() if table.plays_itself(s)), key=lambda s: (s in waiting, s))
    if seats:
        await play_for(rt, table, seats[0])


async def play_for(rt: Runtime, table: Table, seat: int) -> None:
    """Make a whole turn's moves for a seat nobody plays right now."""
    game = table.game
    assert game is not None
    await act(rt, table, seat, await rt.fallback_action(table, seat), by_timer=True)
    while game.mid_turn(seat):
        await act(rt, table, seat, await rt.fallback_action(table, seat), by_timer=True)


async def _warn(rt: Runtime, table: Table) -> timers.After:
    """A quarter of the time is left: whoever still holds the game up hears it, in place of their ping. Noted and
    saved before it is sent, so that no worker, and no restart, warns of the same turn again."""
    game = table.game
    if game is None or table.deadline is None or table.warned_for == table.deadline:
        return []
    left = max(1, round(table.deadline - clock.now()))
    text = t(table.lang, "turn_warning_slow", left=slow.span(table.lang, left)) if table.slow else \
        t(table.lang, "turn_warning", seconds=left)
    people = [occupant.user_id for seat in sorted(game.waiting_for())
              if (occupant := table.seats[seat]) is not None and not table.plays_itself(seat)]
    undo = table.checkpoint()
    table.warned_for = table.deadline
    due = [pings.due(rt, table, user_id) for user_id in people]
    try:
        await rt.save(table)
    except StoreUnavailable:  # not warned: tried again shortly
        undo()
        raise
    return [functools.partial(pings.send, rt, table, user_id, text) for user_id in due]


async def _clock_out(rt: Runtime, table: Table, game: Game) -> None:
    """The game's window ran out: its expiry enters the game as the move the game named, in the seat it named,
    so the record (and a replay of it) holds it like any other move."""
    window = game.public_view().get("clock")
    if window and table.clock is not None and window["action"] == table.clock[0]:
        await act(rt, table, window["seat"], window["action"], by_timer=True)


async def _abandoned(rt: Runtime, table: Table, game: Game) -> None:
    minutes = round(rt.settings.game_idle_timeout / 60)
    await end_unscored(rt, table, t(table.lang, "game_abandoned", minutes=num(table.lang, minutes)))


async def _time_out(rt: Runtime, table: Table, game: Game) -> None:
    """One deadline covers every seat the game waits for: each person still holding it up when it passes has a
    move made for them (a seat whose turn a move for another ended is skipped)."""
    for seat in sorted(game.waiting_for()):
        occupant = table.seats[seat]
        if occupant is None or occupant.computer or seat not in game.waiting_for() or table.game is not game:
            continue
        await _missed(rt, table, seat, occupant.name)


async def _missed(rt: Runtime, table: Table, seat: int, name: str) -> None:
    """A person let their time run out: a move is made for them. After `missed_turns_before_takeover` in a row
    their seat is offered to a volunteer, and a computer plays it meanwhile if the group allows; if it does not
    and nobody takes the seat, the rules on leaving apply."""
    lang, limit = table.lang, rt.settings.missed_turns_before_takeover
    missed = table.missed[seat] = table.missed.get(seat, 0) + 1
    text, offer = t(lang, "turn_auto", name=who(name)), None
    if missed >= 2 * limit and seat not in table.away:  # said with the move that follows (`act`)
        words.tell(table, t(lang, "turn_forfeit", name=who(name)))
        await act(rt, table, seat, LEAVE, by_timer=True)
        return
    if missed == limit:
        if house_rules.value(await rt.chat_settings(table.chat_id), "computers"):
            table.away.add(seat)
            text += "\n" + t(lang, "turn_takeover", name=who(name))
        offer = InlineKeyboardMarkup([[InlineKeyboardButton(
            t(lang, "btn_take_seat", name=clean_name(name)), callback_data=callbacks.lobby(table.id, f"tk{seat}"))]])
    words.tell(table, text, offer)
    await play_for(rt, table, seat)


async def volunteer(rt: Runtime, table: Table, user: User, seat: int, greeting: int | None) -> str:
    """Someone from the group takes over a seat whose person went quiet; returns the answer to their press.
    `greeting`: the private message sent them beforehand, if the bot could write to them."""
    lang, game = table.lang, table.game
    occupant = table.seats[seat] if 0 <= seat < len(table.seats) else None
    if game is None or game.is_over() or occupant is None or table.missed.get(seat, 0) < \
            rt.settings.missed_turns_before_takeover:
        return t(lang, "stale")
    if table.seat_of(user.id) is not None:
        return t(lang, "already_seated")
    if user.id not in table.hand_messages:
        if greeting is None:
            return t(lang, "need_dm")
        table.hand_messages[user.id] = greeting
    table.seats[seat] = Seat(user.id, display_name(user))
    table.away.discard(seat)
    table.missed.pop(seat, None)
    pings.settle(rt, table)
    words.tell(table, t(lang, "turn_volunteer", name=who(user.full_name), old=who(occupant.name)))
    arm(rt, table)
    await rt.save(table)
    await words.utter(rt, table)
    group.feed(rt, table).refresh()
    await hands.show_hand(rt, table, seat)
    return t(lang, "joined")
