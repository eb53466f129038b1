"""🔍 Review my play: beside What happened? under a hand's result, a button that sends whoever played in the hand, in
private, the moves the computer player in their seat would have made otherwise and what it thought that cost
(bot/screens/reviews.py). Only a player of the hand is answered with one: the review is of their own moves. It is
worked out from the game's record, not the live table, so it holds no table up and works after a restart and for
finished games; the press is answered at once, and the review, which takes the computer player's budget for each
of the seat's moves, is worked out on a thread of its own and then written into the message that said it was
coming."""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor

from telegram import Message, Update
from telegram.constants import ParseMode
from telegram.error import Forbidden

from bot import callbacks, i18n
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.play import replays
from bot.registry import GAMES
from bot.runtime import Runtime
from bot.screens.messages import deep_link
from bot.screens.reviews import hand_slips, review_text

i18n.register({
    "fa": {
        "review_coming": "بازبینی بازی شما در این {g[hand]} به‌زودی در پیوی می‌رسد.",
        "review_not_yours": "بازبینی فقط برای کسانی است که در این {g[hand]} بازی کردند.",
        "review_working": "🔍 <b>{title}</b>: دارم حرکت‌های شما را بررسی می‌کنم…",
        "review_failed": "🔍 <b>{title}</b>: بازبینی این بار انجام نشد؛ کمی بعد دوباره دکمه را بزنید.",
    },
    "en": {
        "review_coming": "The review of your play in this {g[hand]} is coming to your private chat with me.",
        "review_not_yours": "Only those who played this {g[hand]} can have its review.",
        "review_working": "🔍 <b>{title}</b>: looking over your moves…",
        "review_failed": "🔍 <b>{title}</b>: the review could not be made this time; press the button again in a "
                         "while.",
    },
})

log = logging.getLogger(__name__)
# One reviewing thread: reviews wait their turn instead of taking the threads the computer players' moves run on
# (asyncio's default pool), so many presses at once never hold a table's next move up.
REVIEWER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")


async def reviewed_hand(rt: Runtime, table_id: str, hand: int) -> replays.HandPicture | None:
    """The hand, if there is one and its game reviews moves."""
    picture = await replays.hand_picture(rt, table_id, hand)
    return picture if picture is not None and GAMES[picture.game].reviews(picture.record["players"]) else None


async def announce(rt: Runtime, picture: replays.HandPicture, user_id: int) -> Message:
    """Say in private that the review is coming (raises Forbidden if the person never started the bot)."""
    return await rt.bot.send_message(user_id, t(picture.lang, "review_working", title=replays.hand_title(picture)),
                                     parse_mode=ParseMode.HTML)


async def send_review(rt: Runtime, picture: replays.HandPicture, seat: int, said: Message) -> None:
    """Work the seat's review out on the reviewing thread and write it into the message `said`; if it cannot be
    made (a record this build cannot play again, say), the message says so instead of waiting for ever."""
    entry, title = GAMES[picture.game], replays.hand_title(picture)
    try:
        slips = await asyncio.get_running_loop().run_in_executor(
            REVIEWER, hand_slips, entry, picture.record, picture.number - 1, seat, rt.settings.computer_think)
        text = review_text(entry, slips, title, picture.lang)
    except Exception:  # a bug: logged in full, and the person told rather than left waiting
        log.exception("no review of hand %d of game %s for seat %d", picture.number, picture.game, seat)
        text = t(picture.lang, "review_failed", title=title)
    await rt.bot.edit_message_text(text, chat_id=said.chat.id, message_id=said.message_id,
                                   parse_mode=ParseMode.HTML)


async def on_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    rt, query = context.runtime, update.callback_query
    assert query is not None
    chat, user, hand = query.message.chat.id if query.message else None, query.from_user.id, int(press.op)
    picture = await reviewed_hand(rt, press.target, hand)
    if picture is None or not await replays.may_see(rt, picture, chat, user):
        await query.answer(t(rt.settings.lang, "replay_gone"))
        return
    seat = picture.seat_of(user)
    if seat is None:
        await query.answer(t(picture.lang, "review_not_yours"))
        return
    if replays.repeated(user, press.target, hand, "V"):  # a double tap: the first is being worked out or was sent
        await query.answer(replays.sent_word(picture.lang, "review_coming", chat, user))
        return
    try:
        said = await announce(rt, picture, user)
    except Forbidden:  # the bot may not write first: open the private chat, which then sends the review
        replays.forget(user, press.target, hand, "V")
        await query.answer(url=deep_link(rt, f"v{press.target}_{press.op}"))
        return
    await query.answer(replays.sent_word(picture.lang, "review_coming", chat, user))
    await send_review(rt, picture, seat, said)


async def from_link(rt: Runtime, user_id: int, payload: str) -> bool:
    """`/start v<table>_<hand>`: the review a press could not send before the person opened the private chat.
    Anyone can type the link, so it reviews only the typist's own seat in the hand."""
    table_id, _, hand = payload[1:].partition("_")
    if not (table_id.isalnum() and hand.isdigit()):
        return False
    picture = await reviewed_hand(rt, table_id, int(hand))
    seat = picture.seat_of(user_id) if picture is not None else None
    if picture is None or seat is None:
        return False
    await send_review(rt, picture, seat, await announce(rt, picture, user_id))
    return True
