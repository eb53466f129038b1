"""`/history`: a group's finished games, newest first, five to a page in one message that is edited as its pages
turn; `/history me` a person's own: in a group their games there, in a private chat their games in every group
(each named as it was when the game ended). Each game says what it was, who played, who won and when, and opens,
in the same message, to its seed and the check of its deals against it (what `/verify` does, bot/screens/verify.py)
and, for a game with tricks, a button per hand that sends that hand's picture in private (the "What happened?"
replay, bot/play/replays.py), with a way back to its page. What an opened game offers is decided in one place
(`game_actions`), where any other action on a finished game belongs too.

A group's list is its public record: anyone in the group may turn its pages or open its games, whoever asked for
it. A private list is only ever the person's own. Only finished games are recorded: a cancelled or abandoned game
is not listed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from telegram import Chat, InlineKeyboardButton, InlineKeyboardMarkup, MaybeInaccessibleMessage, Message, Update
from telegram.constants import ParseMode

from bot import callbacks, i18n
from bot.handlers.commands import reply
from bot.handlers.context import BotContext
from bot.i18n import num, t, who
from bot.play.seats import display_name
from bot.registry import GAMES
from bot.runtime import Runtime
from bot.screens import verify
from bot.screens.messages import edited
from bot.store import PastGame

i18n.register({
    "fa": {
        "history_title": "<b>بازی‌های این گروه</b>",
        "history_title_here": "<b>بازی‌های {name} در این گروه</b>",
        "history_title_mine": "<b>بازی‌های {name}</b>",
        "history_page": "صفحهٔ {n} از {pages}",
        "history_game": "<b>{game}</b> · {when}",
        "history_game_in": "<b>{game}</b> در «{chat}» · {when}",
        "history_game_practice": "<b>{game}</b> · تمرین · {when}",
        "history_comma": "، ",
        "history_won": "🏆 {winners}",
        "history_no_winner": "🏁 بی‌برنده",
        "history_now": "همین حالا",
        "history_minutes": "{n} دقیقه پیش",
        "history_hours": "{n} ساعت پیش",
        "history_days": "{n} روز پیش",
        "history_none_here": "{name} هنوز بازی‌ای را در این گروه تمام نکرده است.",
        "history_hands": "یک {g[hand]} را بزنید تا تصویرش را در پیوی برایتان بفرستم.",
        "history_verified": "✅ هر پخش همان است که این بذر می‌دهد و همهٔ حرکت‌ها با آن پخش‌ها طبق قوانین است.",
        "btn_history_newer": "◀ جدیدتر",
        "btn_history_older": "قدیمی‌تر ▶",
        "btn_history_back": "↩ بازگشت به فهرست",
        "history_no_page": "چنین صفحه‌ای در این فهرست نیست.",
        "history_gone": "این بازی در این فهرست نیست.",
    },
    "en": {
        "history_title": "<b>This group's games</b>",
        "history_title_here": "<b>{name}'s games in this group</b>",
        "history_title_mine": "<b>{name}'s games</b>",
        "history_page": "page {n} of {pages}",
        "history_game": "<b>{game}</b> · {when}",
        "history_game_in": "<b>{game}</b> in “{chat}” · {when}",
        "history_game_practice": "<b>{game}</b> · practice · {when}",
        "history_comma": ", ",
        "history_won": "🏆 {winners}",
        "history_no_winner": "🏁 nobody won",
        "history_now": "just now",
        "history_minutes": "{n} min ago",
        "history_hours": "{n} h ago",
        "history_days": "{n} d ago",
        "history_none_here": "{name} hasn't finished a game in this group yet.",
        "history_hands": "Press a {g[hand]} to get its picture in your private chat.",
        "history_verified": "✅ Every deal is the one this seed gives, and every move is legal on them.",
        "btn_history_newer": "◀ Newer",
        "btn_history_older": "Older ▶",
        "btn_history_back": "↩ Back to the list",
        "history_no_page": "That page is not in this list.",
        "history_gone": "That game is not in this list.",
    },
})

PAGE = 5  # games a page
HANDS_A_ROW = 8
MOST_HANDS = 96  # Telegram takes 100 buttons a keyboard: beside the way back, a longer match offers its first 96
ME = ("me", "من")
Rows = list[list[InlineKeyboardButton]]


@dataclass(frozen=True)
class Listing:
    """Which games a history message lists: a group's (`person` 0), a person's in a group, or a person's in every
    group (in their private chat, `chat_id` being theirs)."""

    chat_id: int
    person: int
    private: bool

    def holds(self, past: PastGame) -> bool:
        players = {seat.user_id for seat in past.seats}
        return (self.private or past.chat_id == self.chat_id) and (not self.person or self.person in players)


async def history(update: Update, context: BotContext) -> None:
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    lang = await rt.lang(message.chat.id)
    private = message.chat.type == Chat.PRIVATE
    mine = private or bool(context.args and context.args[0].lower() in ME)
    listing = Listing(message.chat.id, user.id if mine else 0, private)
    total, games = await page_of(rt, listing, 0)
    if not games:
        name = who(display_name(user))
        await reply(rt, message, t(lang, "stats_empty" if private else "history_none_here" if mine else
                                   "scores_empty", name=name))
        return
    text, markup = page_screen(lang, listing, 0, total, games)
    await reply(rt, message, text, reply_markup=markup)


async def on_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    """A page turned, a game opened or closed again: the message shows it. Button data can be typed by anyone, so
    data for a page past the last, for another person's list in one's private chat, for a game outside the list,
    or pressed on a message that is no history (a lobby would become one) is refused."""
    rt, query = context.runtime, update.callback_query
    assert query is not None and query.message is not None
    chat = query.message.chat
    lang = await rt.lang(chat.id)
    private = chat.type == Chat.PRIVATE
    listing, page = Listing(chat.id, int(press.target), private), int(press.op)
    refused = (private and listing.person != chat.id) or not is_history(query.message)
    total, games = (0, []) if refused else await page_of(rt, listing, page)
    if not games:
        await query.answer(t(lang, "history_no_page"))
        return
    if press.game:
        past = await rt.store.past_game(press.game)
        stored = await rt.store.finished_record(press.game)
        if past is None or stored is None or not listing.holds(past):
            await query.answer(t(lang, "history_gone"))
            return
        screen = game_screen(lang, listing, page, total, games, past, stored[1])
    else:
        screen = page_screen(lang, listing, page, total, games)
    text, markup = screen
    await query.answer()
    await rt.in_group(chat.id, lambda: edited(lambda: query.edit_message_text(
        text, parse_mode=ParseMode.HTML, reply_markup=markup)))


def is_history(message: MaybeInaccessibleMessage) -> bool:
    """Whether a message is a history list: its buttons turn its pages or lead back to one."""
    markup = message.reply_markup if isinstance(message, Message) else None
    return markup is not None and any(str(button.callback_data).startswith("H|")
                                      for row in markup.inline_keyboard for button in row)


async def page_of(rt: Runtime, listing: Listing, page: int) -> tuple[int, list[PastGame]]:
    return await rt.store.history(None if listing.private else listing.chat_id, listing.person or None,
                                  page * PAGE, PAGE)


def page_screen(lang: str, listing: Listing, page: int, total: int,
                games: Sequence[PastGame]) -> tuple[str, InlineKeyboardMarkup | None]:
    now = time.time()
    entries = ["\n".join(entry(lang, listing, past, now, page * PAGE + n)) for n, past in enumerate(games, start=1)]
    text = "\n\n".join([title(lang, listing, page, total, games), *entries])
    return text, page_markup(lang, listing, page, total, games)


def page_markup(lang: str, listing: Listing, page: int, total: int,
                games: Sequence[PastGame]) -> InlineKeyboardMarkup | None:
    """A button for each game the bot still knows, which opens it, then the way to the newer and the older
    games."""
    opened = [InlineKeyboardButton(f"🔎 {num(lang, page * PAGE + n)}",
                                   callback_data=callbacks.history(listing.person, page, past.id))
              for n, past in enumerate(games, start=1) if past.game in GAMES]
    turn = [*([InlineKeyboardButton(t(lang, "btn_history_newer"),
                                    callback_data=callbacks.history(listing.person, page - 1))] if page else []),
            *([InlineKeyboardButton(t(lang, "btn_history_older"),
                                    callback_data=callbacks.history(listing.person, page + 1))]
              if (page + 1) * PAGE < total else [])]
    rows = [row for row in (opened, turn) if row]
    return InlineKeyboardMarkup(rows) if rows else None


def game_screen(lang: str, listing: Listing, page: int, total: int, games: Sequence[PastGame], past: PastGame,
                record: Mapping[str, Any]) -> tuple[str, InlineKeyboardMarkup | None]:
    """One game of a page opened: its entry again, what it offers (`game_actions`) and the way back to the page.
    Where the game no longer stands on the page (newer games pushed it on), it is shown without its number."""
    number = next((page * PAGE + n for n, shown in enumerate(games, start=1) if shown.id == past.id), None)
    lines = [title(lang, listing, page, total, games), "", *entry(lang, listing, past, time.time(), number)]
    said, rows = game_actions(lang, past, record)
    back = [InlineKeyboardButton(t(lang, "btn_history_back"), callback_data=callbacks.history(listing.person, page))]
    return "\n".join([*lines, *said]), InlineKeyboardMarkup([*rows, back])


def has_pictures(past: PastGame) -> bool:
    """Whether an opened game offers its hands' pictures: a game with tricks does."""
    return past.game in GAMES and GAMES[past.game].ui.has_tricks


def game_actions(lang: str, past: PastGame, record: Mapping[str, Any]) -> tuple[list[str], Rows]:
    """What an opened game offers, the words saying so and its buttons: its seed and whether its record checks
    out against it (the finished game's seed is public: its result named it); and each of its hands that had
    tricks, a button to the hand's picture (the What happened? button under the hand's result in the group,
    which sends it to whoever presses it)."""
    checked = verify.check_record(record["seed"], record)
    said = ["", verify.revealed(lang, record["seed"])]
    if checked is not None:
        verdict = checked.verdict
        said.append(t(lang, "history_verified") if verdict.holds else
                    t(lang, f"verify_{verdict.problem}", at=verdict.at))
    hands = (GAMES[past.game].ui.hand_tricks(record) if has_pictures(past) else None) or []
    buttons = [InlineKeyboardButton(num(lang, n + 1), callback_data=callbacks.replay(past.id, n))
               for n, tricks in enumerate(hands) if tricks][:MOST_HANDS]
    if not buttons:
        return said, []
    return [*said, "", t(lang, "history_hands")], [buttons[i:i + HANDS_A_ROW]
                                                   for i in range(0, len(buttons), HANDS_A_ROW)]


def title(lang: str, listing: Listing, page: int, total: int, games: Sequence[PastGame]) -> str:
    if listing.person:  # named as they were in the newest game listed, whoever turns the page
        name = who(next(s.name for s in games[0].seats if s.user_id == listing.person))
        head = t(lang, "history_title_mine" if listing.private else "history_title_here", name=name)
    else:
        head = t(lang, "history_title")
    pages = math.ceil(total / PAGE)
    return head if pages == 1 else f"{head} · {t(lang, 'history_page', n=page + 1, pages=pages)}"


def entry(lang: str, listing: Listing, past: PastGame, now: float, number: int | None) -> list[str]:
    """A game's lines: what, where (in a private list), when; who played; who won."""
    game = GAMES[past.game].ui.title(lang) if past.game in GAMES else past.game
    when = ago(lang, now - past.finished_at)
    if past.practice:  # only a private list has it: it was played in that chat
        head = t(lang, "history_game_practice", game=game, when=when)
    elif listing.private:
        # A game kept before group names were has none: `who` shows it as "?".
        head = t(lang, "history_game_in", game=game, chat=who(past.chat_title), when=when)
    else:
        head = t(lang, "history_game", game=game, when=when)
    if number is not None:
        head = f"{num(lang, number)}. {head}"
    if has_pictures(past):
        head += " · 🎞"
    winners = [who(s.name) for s in past.seats if s.won]
    result = t(lang, "history_won", winners=t(lang, "and").join(winners)) if winners else \
        t(lang, "history_no_winner")
    return [head, t(lang, "history_comma").join(who(s.name) for s in past.seats), result]


def ago(lang: str, seconds: float) -> str:
    """How long ago, in the largest whole unit: the reader's clock and time zone need not be known."""
    minutes = int(seconds // 60)
    if minutes < 1:
        return t(lang, "history_now")
    if minutes < 60:
        return t(lang, "history_minutes", n=minutes)
    if minutes < 24 * 60:
        return t(lang, "history_hours", n=minutes // 60)
    return t(lang, "history_days", n=minutes // (24 * 60))
