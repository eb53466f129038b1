"""The session a handler works on: a move entering a game, what follows it (the table, the hands, the news),
and the end of a game, scored or not."""

from __future__ import annotations

import functools
import logging
from collections.abc import Collection, Sequence

from telegram import InlineKeyboardButton, InlineKeyboardMarkup
from telegram.constants import ParseMode

from bot import callbacks, clock
from bot.games import deals
from bot.games.protocol import Event
from bot.i18n import t, who
from bot.play import outbox, replays, words
from bot.play.words import say
from bot.runtime import Runtime
from bot.screens import group, hands, pings, verify
from bot.screens.messages import draw
from bot.store import ratings
from bot.store.db import FinishedSeat, Letter, StoreUnavailable
from bot.table.model import Table

log = logging.getLogger(__name__)
CAPTION_LIMIT = 1024  # characters of a picture's caption, as Telegram counts them


def keep_deadline(rt: Runtime, table: Table, waited: frozenset[int] = frozenset()) -> None:
    """Whoever is to act has until a deadline, set once per game version and saved with the table: a turn that
    survives a restart keeps the time it had. A phase several seats play at once (`waited`, the seats the game
    waited for before this move) has one deadline: a move that leaves only seats it was already waiting for
    keeps it, so picking a card or one seat finishing gives the others no more time."""
    game = table.game
    if game is None or game.is_over():
        table.deadline = None
        return
    shared = len(waited) > 1 and game.waiting_for() <= waited
    if shared and table.deadline is not None and table.deadline_version == game.version - 1:
        table.deadline_version = game.version
    elif table.deadline is None or table.deadline_version != game.version:
        limit = rt.turn_seconds(table) or rt.settings.game_idle_timeout
        table.deadline, table.deadline_version = clock.now() + limit, game.version


def keep_clock(rt: Runtime, table: Table) -> None:
    """The game's own timed window runs until a deadline set when the window opens and saved with the table:
    a window that survives a restart keeps the time it had, and one deadline covers every seat acting in it."""
    game = table.game
    window = game.public_view().get("clock") if game is not None and not game.is_over() else None
    if not window:
        table.clock = None
    elif table.clock is None or table.clock[0] != window["action"]:
        table.clock = (window["action"], clock.now() + window["seconds"] * rt.settings.clock_scale)


async def act(rt: Runtime, table: Table, seat: int, action: str, by_timer: bool = False) -> None:
    """The one way a move enters a game, whoever makes it: a person, a computer player or the turn timer.
    Raises IllegalAction (and changes nothing) when the rules refuse it, StoreUnavailable when the move could
    not be saved (and was taken back). Either way the caller then re-arms the table's timers (`turns.arm`)."""
    game = table.game
    assert game is not None
    undo = table.checkpoint()
    waited = game.waiting_for()
    events = game.apply(seat, action)
    window = table.entry.window
    opened = window.opened(events) if window is not None else None
    if opened is not None:
        table.grace_until = clock.now() + rt.settings.challenge_grace if opened else 0.0
    back = not by_timer and seat in table.away
    if not by_timer:
        table.missed.pop(seat, None)
        table.away.discard(seat)
    keep_deadline(rt, table, waited)
    keep_clock(rt, table)
    occupant = table.seats[seat]
    if back and occupant is not None and not occupant.computer:
        words.tell(table, t(table.lang, "turn_back", name=who(occupant.name)))
    # What the move makes the group hear is saved with it (`play.words`); the game's own last words on its end are
    # its result, said once with Play again (`write_result`), under the replay of the hand that just ended.
    texts = table.ui.announcements(events, game.public_view(), table.names(), table.lang)
    replay = replays.replay_markup(table, events, table.lang)
    ending = texts.pop() if game.is_over() and texts else None
    for n, text in enumerate(texts, start=1):
        words.tell(table, text, replay if n == len(texts) else None, news=True)
    try:
        await rt.save(table)
    except StoreUnavailable:
        undo()  # a move is made only once it is saved: the game stays as the database has it
        raise
    await words.utter(rt, table)
    await after_move(rt, table, events, seat)
    if game.is_over():
        await finish(rt, table, ending, None if texts else replay)
    pings.settle(rt, table, None if by_timer or occupant is None else occupant.user_id)


async def after_move(rt: Runtime, table: Table, events: Sequence[Event], actor: int) -> None:
    game, ui = table.game, table.ui
    assert game is not None
    view = game.public_view()
    if view != table.local.table_shown:  # a step only its player sees (picking a card, say) leaves the group alone
        table.local.table_shown = view
        group.feed(rt, table).refresh()
    # The actor's buttons were for a turn that is over even where their hand looks the same: drawn anew.
    changed = ui.changed_hands(game, events, actor) | {actor}
    if ui.has_tricks and any(e.kind == "trick" for e in events):  # every hand shows who took the trick
        changed = set(range(game.players))
    await hands.show_hands(rt, table, changed)


async def end_unscored(rt: Runtime, table: Table, text: str) -> None:
    """End a running game without a result (cancelled, or abandoned): say so in the group and in every hand. The
    table's last picture says it in place of whose move it was, and offers no buttons: there is no game to play
    any more. Where something was said below the picture, it is said below that too."""
    last = outbox.LastWords(rt, table)
    feed, picture = group.feed(rt, table), table.table_message_id
    if picture is not None:
        last.add(feed, Letter(table.chat_id, text, edit=picture, caption=True))
    if picture is None or table.newest_message_id > picture:
        last.add(feed, Letter(table.chat_id, text, table.thread_id))
    close_hands(rt, table, last, text)
    await rt.drop(table, functools.partial(rt.store.drop_table, table.id, last.kept()))
    last.post()
    pings.clear(rt, table)
    rt.retire(table, redraw=False)


async def finish(rt: Runtime, table: Table, ending: str | None = None,
                 replay: InlineKeyboardMarkup | None = None) -> None:
    """Record the result once, in one transaction with dropping the live table and keeping its last words, then
    let the table go; `ending` and `replay`: the game's own words on its end and the buttons under them, when the
    last move just made it."""
    game = table.game
    assert game is not None
    result = game.result()
    seats = [FinishedSeat(seat, occupant.user_id, occupant.name, seat in result.winners, result.stats[seat])
             for seat, occupant in table.occupied()]
    last = outbox.LastWords(rt, table)
    write_result(rt, table, last, result.winners, ending, replay)
    recorded = await rt.drop(table, lambda: rt.store.finish_game(
        table.id, table.chat_id, table.thread_id, game.name, deals.finished_record(game),
        {**result.summary, **({"hinted": 1} if table.hinted else {})}, seats, chat_title=table.chat_title,
        practice=table.practice, letters=last.kept()))
    if recorded:
        last.post()
        pings.clear(rt, table)
    if recorded and not table.practice:  # practice is not rated
        try:
            await ratings.rate_finished(rt.store, table.chat_id, game.name, game.players, game.options, seats)
        except StoreUnavailable:  # the game is recorded, and the ratings can be recomputed from the games
            log.warning("the ratings of table %s could not be saved", table.id, exc_info=True)
    rt.retire(table)


def write_result(rt: Runtime, table: Table, last: outbox.LastWords, winners: Collection[int],
                 ending: str | None = None, replay: InlineKeyboardMarkup | None = None) -> None:
    """Once per finished game, among its last words: the result in the group, in the game's own words (`ending`)
    or else who won, and the game's seed (`screens.verify`), with the game's final picture if it draws one and Play
    again (under the hand's replay button, if any), and in every private hand in place of its cards. The picture is
    drawn when the result's turn in the group comes, from the final position as it is now; a restart before then
    says the result without it."""
    game, ui, lang, names = table.game, table.ui, table.lang, table.names()
    assert game is not None
    view = game.public_view()
    short = result_text(lang, [who(names[s]) for s in sorted(winners)])
    said = f"{ending or short}\n{t(lang, 'hints_used')}" if table.hinted else ending or short
    text = f"{said}\n\n{verify.revealed(lang, game.seed)}"
    again = InlineKeyboardMarkup([*(replay.inline_keyboard if replay else ()), [InlineKeyboardButton(
        t(lang, "btn_play_again"), callback_data=callbacks.again(table.id))]])

    async def send() -> object:
        image = await draw(ui.final_image, view, names, lang)
        if image is None:
            return await say(rt, table, text, again, news=True)()
        if len(text) > CAPTION_LIMIT:  # said first, the picture then carries who won
            await say(rt, table, text, news=True)()
        caption = text if len(text) <= CAPTION_LIMIT else short
        return await rt.bot.send_photo(table.chat_id, image, caption=caption, parse_mode=ParseMode.HTML,
                                       reply_markup=again, message_thread_id=table.thread_id)

    last.add(group.feed(rt, table), Letter(table.chat_id, text, table.thread_id, outbox.rows(again)), send)
    close_hands(rt, table, last, short, html=True)


def close_hands(rt: Runtime, table: Table, last: outbox.LastWords, text: str, html: bool = False) -> None:
    """Replace every private hand with a last word and no buttons, among the table's last words: what the hand was
    still to show is superseded by it. At a practice table the same chat hears the last word below the table's
    picture: the hand just goes."""
    for user_id, message_id in table.hand_messages.items():
        last.add(hands.hand_feed(rt, table, user_id),
                 Letter(user_id, text, edit=message_id, delete=table.practice, html=html))


def result_text(lang: str, winners: Sequence[str]) -> str:
    if not winners:
        return t(lang, "game_over_no_winner")
    return t(lang, "game_over_won", winners=t(lang, "and").join(winners))
