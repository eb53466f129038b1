"""What happened? Under the result of every hand of a trick game, a button sends whoever presses it a picture of
that hand: every trick, who led it and who took it. Once a hand is over its tricks are public, so anyone may press,
and the picture goes to the presser's private chat, which costs the group nothing. /history offers the same
buttons for finished games, in the group or in a member's private chat. The picture is drawn from the
game's record (the live table's, or the finished game's in the store), so the button works after a restart, and
it never shows a card that was not played face up. Beside it, a game whose computer player weighs the moves it
passes over (`GameEntry.reviews`) offers each player of the hand a review of their moves (bot/play/reviews.py).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode
from telegram.error import Forbidden

from bot import callbacks, i18n
from bot.games.protocol import Event
from bot.games.tricks import HAND_ENDS, Trick
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.registry import GAMES
from bot.runtime import Runtime
from bot.screens.messages import deep_link, draw
from bot.table.model import Table

i18n.register({
    "fa": {
        "btn_replay": "🎞 این {g[hand]} چه شد؟",
        "btn_review": "🔍 بازبینی بازی من",
        "replay_title": "{game}، {g[hand]} {n}",
        "replay_sent": "تصویر این {g[hand]} را در پیوی برایتان فرستادم.",
        "replay_gone": "این {g[hand]} دیگر پیدا نمی‌شود.",
    },
    "en": {
        "btn_replay": "🎞 What happened?",
        "btn_review": "🔍 Review my play",
        "replay_title": "{game} · {g[hand]} {n}",
        "replay_sent": "The picture of this {g[hand]} is in your private chat with me.",
        "replay_gone": "That {g[hand]} can no longer be found.",
    },
})

REPEAT_SECONDS = 20.0  # a second press of the same hand's button within this time sends nothing again
_sent: dict[tuple[int, str, int], float] = {}


@dataclass(frozen=True)
class HandPicture:
    chat_id: int
    game: str
    names: Sequence[str]
    lang: str
    tricks: tuple[Trick, ...]
    number: int  # counts the game's hands from 1
    sides: tuple[tuple[int, ...], ...]  # the seats that play together
    record: Mapping[str, Any]  # the game's, up to now
    people: tuple[int | None, ...]  # who sat in each seat (a user id), as far as it is known

    def seat_of(self, user_id: int) -> int | None:
        return next((seat for seat, person in enumerate(self.people) if person == user_id), None)


def replay_markup(table: Table, events: Sequence[Event], lang: str) -> InlineKeyboardMarkup | None:
    """The button for the hand that the move just ended, if the game has tricks and the hand had any."""
    game, ui = table.game, table.ui
    if game is None or not ui.has_tricks or not any(e.kind in HAND_ENDS | {"match_over"} for e in events):
        return None
    record = game.record()
    hands = ui.hand_tricks(record) or []
    before = ui.hand_tricks({**record, "actions": record["actions"][:-1]}) or []
    if len(hands) == len(before) or not hands[-1]:  # no hand ended, or one thrown in before any trick
        return None
    hand = len(hands) - 1
    row = [InlineKeyboardButton(t(lang, "btn_replay"), callback_data=callbacks.replay(table.id, hand))]
    if table.entry.reviews(game.players):
        row.append(InlineKeyboardButton(t(lang, "btn_review"), callback_data=callbacks.review(table.id, hand)))
    return InlineKeyboardMarkup([row])


async def hand_picture(rt: Runtime, table_id: str, hand: int) -> HandPicture | None:
    """A hand of a live or finished table, with what is needed to draw it; None if there is no such hand."""
    table = rt.tables.get(table_id)
    if table is not None and table.game is not None:
        chat_id, game, record, names, lang = (table.chat_id, table.game_name, table.game.record(), table.names(),
                                              table.lang)
        people = tuple(seat.user_id if seat else None for seat in table.seats)
    else:
        finished, stored = await rt.store.finished_game(table_id), await rt.store.finished_record(table_id)
        if finished is None or stored is None or finished.game not in GAMES:
            return None
        chat_id, record, game = stored[0], stored[1], finished.game
        by_seat = {seat.seat: seat.name for seat in finished.seats}
        names = [by_seat.get(seat, "") for seat in range(finished.players)]
        people = tuple(next((s.user_id for s in finished.seats if s.seat == seat), None)
                       for seat in range(finished.players))
        lang = await rt.lang(chat_id)
    hands = GAMES[game].ui.hand_tricks(record) or []
    if not 0 <= hand < len(hands) or not hands[hand]:
        return None
    sides = GAMES[game].ui.partners(record["players"], record["options"])
    return HandPicture(chat_id, game, names, lang, hands[hand], hand + 1, sides, record, people)


def hand_title(picture: HandPicture) -> str:
    return t(picture.lang, "replay_title", game=GAMES[picture.game].ui.title(picture.lang), n=picture.number)


async def send_picture(rt: Runtime, picture: HandPicture, user_id: int) -> None:
    """Send the hand's picture to the person in private (raises Forbidden if they never started the bot)."""
    from bot.render.trick_table.replay import render_hand_replay

    title = hand_title(picture)
    image = await draw(render_hand_replay, picture.tricks, picture.names, picture.lang, title,
                               picture.sides)
    await rt.bot.send_photo(user_id, image, caption=f"<b>{title}</b>", parse_mode=ParseMode.HTML)


async def may_see(rt: Runtime, picture: HandPicture, chat: int | None, user_id: int) -> bool:
    """Whether a press in `chat` shows the hand: one in its group does; data copied into another chat does not; in
    the presser's private chat (a /history there) it does for a member of the group, as the link does."""
    return chat == picture.chat_id or (chat == user_id and await rt.is_member(picture.chat_id, user_id))


def repeated(user_id: int, table_id: str, hand: int, kind: str = "R") -> bool:
    """Whether this person was sent this hand (its picture, or of `kind` "V" its review) a moment ago (a double
    tap); remembers this press."""
    now = time.time()
    for key in [key for key, at in _sent.items() if at < now - REPEAT_SECONDS]:
        del _sent[key]
    key = (user_id, f"{kind}{table_id}", hand)
    if key in _sent:
        return True
    _sent[key] = now
    return False


def sent_word(lang: str, key: str, chat: int | None, user_id: int) -> str | None:
    """What a press that sent something to the presser's private chat is answered: that it is there, unless the
    press came from that chat (a practice table, a /history there), where it shows up below at once."""
    return None if chat == user_id else t(lang, key)


def forget(user_id: int, table_id: str, hand: int, kind: str = "R") -> None:
    """Forget a press `repeated` remembered, whose answer could not be sent."""
    _sent.pop((user_id, f"{kind}{table_id}", hand), None)


async def on_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    rt, query = context.runtime, update.callback_query
    assert query is not None
    chat, user = query.message.chat.id if query.message else None, query.from_user.id
    picture = await hand_picture(rt, press.target, int(press.op))
    if picture is None or not await may_see(rt, picture, chat, user):
        await query.answer(t(rt.settings.lang, "replay_gone"))
        return
    if repeated(user, press.target, int(press.op)):
        await query.answer(sent_word(picture.lang, "replay_sent", chat, user))
        return
    try:
        await send_picture(rt, picture, user)
    except Forbidden:  # the bot may not write first: open the private chat, which then sends the picture
        forget(user, press.target, int(press.op))
        await query.answer(url=deep_link(rt, f"r{press.target}_{press.op}"))
        return
    await query.answer(sent_word(picture.lang, "replay_sent", chat, user))


async def from_link(rt: Runtime, user_id: int, payload: str) -> bool:
    """`/start r<table>_<hand>`: the picture a press could not send before the person opened the private chat.
    Anyone can type the link, so it shows the hand only to a member of the group, as only they see the button."""
    table_id, _, hand = payload[1:].partition("_")
    if not (table_id.isalnum() and hand.isdigit()):
        return False
    picture = await hand_picture(rt, table_id, int(hand))
    if picture is None or not await rt.is_member(picture.chat_id, user_id):
        return False
    await send_picture(rt, picture, user_id)
    return True
