"""`/fal` (or `/fortune`): card fortunes in a group or a private chat.

The menu offers the love and the marriage fortune, each as a fresh draw or as "today's" (the same for a person
all day, as the rulings ask), and the card of the day. The love fortune first asks for the beloved's name: in a
group as a forced reply, so that the answer comes back to the bot whatever its privacy mode; in a private chat
the next message is the name. Each answer is the spread as an image with the reading as its caption.

In a group each person may ask for a few fortunes in a while; past that they hear when to come back.
"""

from __future__ import annotations

import html
import re
import time
import unicodedata
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone
from math import ceil
from typing import TypeVar

from telegram import Chat, ForceReply, InlineKeyboardButton, InlineKeyboardMarkup, Message, Update, User
from telegram.constants import ParseMode
from telegram.ext import filters

from bot import callbacks, i18n
from bot.fortune import FortuneKind, Lang, NameWithoutLetters, ask_for_name, daily, day_seed, love, marriage
from bot.games.cards import new_seed
from bot.handlers import commands
from bot.handlers.context import BotContext
from bot.i18n import clean_name, isolate, t, who
from bot.play.seats import display_name
from bot.render.fortune import render_daily, render_love, render_marriage
from bot.runtime import Runtime
from bot.screens.messages import draw

T = TypeVar("T")

FORTUNES_PER_WINDOW = 3  # per person and group
WINDOW_SECONDS = 10 * 60.0
ASK_SECONDS = 5 * 60.0  # how long the question for a name stays open
LATE_SECONDS = 10 * 60.0  # after that, how long an answer is still told it came too late
CAPTION_LIMIT = 1024
# Iran has kept standard time all year since 2022: "today" turns over at midnight in Tehran, where most
# players are.
DAY_ZONE = timezone(timedelta(hours=3, minutes=30))
# In a private chat any message may be the awaited name; in a group only a reply can be (the handler checks
# that it answers the question).
NAME_REPLY = (filters.ChatType.PRIVATE | filters.REPLY) & filters.UpdateType.MESSAGE & ~filters.COMMAND


@dataclass(frozen=True)
class Choice:
    kind: FortuneKind
    today: bool


# callback op -> what the button asks for, in menu order
CHOICES = {
    "love": Choice(FortuneKind.LOVE, False),
    "lovetoday": Choice(FortuneKind.LOVE, True),
    "marriage": Choice(FortuneKind.MARRIAGE, False),
    "marriagetoday": Choice(FortuneKind.MARRIAGE, True),
    "daily": Choice(FortuneKind.DAILY, True),
}
MENU = (("love", "lovetoday"), ("marriage", "marriagetoday"), ("daily",))

i18n.register({
    "fa": {
        "fortune_menu": "🃏 <b>فال ورق</b>\nیکی را انتخاب کنید. فال «امروز» تا آخر روز همان می‌ماند؛ بقیه هر بار از نو "
                        "گرفته می‌شوند.",
        "fortune_btn_love": "💘 فال عشق",
        "fortune_btn_lovetoday": "💘 فال عشق امروز",
        "fortune_btn_marriage": "💍 فال ازدواج",
        "fortune_btn_marriagetoday": "💍 فال ازدواج امروز",
        "fortune_btn_daily": "🔮 ورق امروز",
        "fortune_ask_group": "💘 {name}، اسم کسی که دوستش دارید چیست؟ در جواب همین پیام بفرستید.",
        "fortune_ask_private": "💘 اسم کسی که دوستش دارید چیست؟ همین‌جا بفرستید.",
        "fortune_asked": "منتظر اسم هستم…",
        "fortune_placeholder": "اسم",
        "fortune_expired": "وقت جواب دادن تمام شد؛ برای فال تازه دوباره /fal بزنید.",
        "fortune_for": "🔮 فال {name}",
        "fortune_limit": "🌙 {name}، ورق‌ها کمی استراحت می‌خواهند! اینجا هر کس در {minutes} دقیقه {count} فال "
                         "می‌گیرد. {wait} دقیقهٔ دیگر دوباره سر بزنید.",
    },
    "en": {
        "fortune_menu": "🃏 <b>Card fortunes</b>\nPick one. “Today's” fortunes stay the same all day; the others "
                        "are a fresh draw every time.",
        "fortune_btn_love": "💘 Love fortune",
        "fortune_btn_lovetoday": "💘 Today's love fortune",
        "fortune_btn_marriage": "💍 Marriage fortune",
        "fortune_btn_marriagetoday": "💍 Today's marriage fortune",
        "fortune_btn_daily": "🔮 Card of the day",
        "fortune_ask_group": "💘 {name}, what is the name of the one you love? Send it as a reply to this message.",
        "fortune_ask_private": "💘 What is the name of the one you love? Send it here.",
        "fortune_asked": "Waiting for the name…",
        "fortune_placeholder": "Name",
        "fortune_expired": "That question has expired: send /fal for a new fortune.",
        "fortune_for": "🔮 For {name}",
        "fortune_limit": "🌙 {name}, the cards need a little rest! Here everyone gets {count} fortunes in "
                         "{minutes} minutes. Come back in {wait} min.",
    },
})


# -- who was asked, who asked how often ----------------------------------------------------------------------


@dataclass(frozen=True)
class Place:
    """Where a fortune goes: the chat, its forum topic, and whether it is a private chat."""

    chat_id: int
    thread_id: int | None
    private: bool

    @classmethod
    def of(cls, message: Message) -> Place:
        return cls(message.chat.id, message.message_thread_id if message.is_topic_message else None,
                   message.chat.type == Chat.PRIVATE)


@dataclass(frozen=True)
class Ask:
    questions: frozenset[int]  # the question and any repeat of it; in a group the name must reply to one
    today: bool
    expires: float


@dataclass
class Desk:
    """Open questions for a name and recent fortunes, per (chat, person); kept in memory, a restart forgets
    them."""

    clock: Callable[[], float] = time.monotonic
    asks: dict[tuple[int, int], Ask] = field(default_factory=dict)
    recent: dict[tuple[int, int], deque[float]] = field(default_factory=dict)

    def ask(self, chat_id: int, user_id: int, question: int, today: bool, again: Ask | None = None) -> None:
        """Open the question (sent as message `question`), or ask `again` with the clock restarted."""
        now = self.clock()
        self.asks = {key: a for key, a in self.asks.items() if a.expires + LATE_SECONDS > now}
        earlier = again.questions if again else frozenset()
        self.asks[(chat_id, user_id)] = Ask(earlier | {question}, today, now + ASK_SECONDS)

    def wait(self, place: Place, user_id: int) -> float:
        """Seconds until this person may have another fortune here; 0 when they may now."""
        times = self.recent.get((place.chat_id, user_id))
        if place.private or not times or len(times) < FORTUNES_PER_WINDOW:
            return 0.0
        return max(0.0, times[0] + WINDOW_SECONDS - self.clock())

    def record(self, place: Place, user_id: int) -> None:
        if place.private:
            return
        now = self.clock()
        self.recent = {key: times for key, times in self.recent.items() if times[-1] + WINDOW_SECONDS > now}
        self.recent.setdefault((place.chat_id, user_id), deque(maxlen=FORTUNES_PER_WINDOW)).append(now)


def desk_of(context: BotContext) -> Desk:
    desk = context.bot_data.setdefault("fortune_desk", Desk())
    assert isinstance(desk, Desk)
    return desk


def today() -> date:
    return datetime.now(DAY_ZONE).date()


def chat_lang(code: str) -> Lang:
    return "fa" if code == "fa" else "en"


# -- handlers ----------------------------------------------------------------------------------------------


async def show_menu(update: Update, context: BotContext) -> None:
    """`/fal`, `/fortune`: the menu, or for someone who has had their fill here, when to come back."""
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    lang = await rt.lang(message.chat.id)
    wait = desk_of(context).wait(Place.of(message), user.id)
    if wait:
        await commands.reply(rt, message, limit_text(lang, who(display_name(user)), wait))
        return
    rows = [[InlineKeyboardButton(t(lang, f"fortune_btn_{op}"), callback_data=callbacks.fortune(op)) for op in line]
            for line in MENU]
    await commands.reply(rt, message, t(lang, "fortune_menu"), reply_markup=InlineKeyboardMarkup(rows))


async def on_press(update: Update, context: BotContext, press: callbacks.Press) -> None:
    rt, query = context.runtime, update.callback_query
    assert query is not None and query.message is not None
    lang = await rt.lang(query.message.chat.id)
    choice = CHOICES.get(press.op)
    if choice is None or not isinstance(query.message, Message):
        await query.answer(t(lang, "stale"))
        return
    place, user, desk = Place.of(query.message), query.from_user, desk_of(context)
    wait = desk.wait(place, user.id)
    if wait:
        await query.answer(limit_text(lang, isolate(clean_name(display_name(user))), wait), show_alert=True)
        return
    if choice.kind is FortuneKind.LOVE:
        await query.answer(t(lang, "fortune_asked"))
        text = t(lang, "fortune_ask_private") if place.private else t(lang, "fortune_ask_group", name=mention(user))
        asked = await send(rt, place, lambda: rt.bot.send_message(
            place.chat_id, text, parse_mode=ParseMode.HTML, message_thread_id=place.thread_id,
            reply_markup=None if place.private else name_prompt(lang)))
        desk.ask(place.chat_id, user.id, asked.message_id, choice.today)
        return
    await query.answer()
    desk.record(place, user.id)
    day = today()
    if choice.kind is FortuneKind.MARRIAGE:
        seed = day_seed(FortuneKind.MARRIAGE, user.id, day) if choice.today else new_seed()
        fortune = marriage(seed)
        image = await draw(render_marriage, fortune, lang)
        reading = fortune.text(chat_lang(lang))
    else:
        card = daily(user.id, day)
        image = await draw(render_daily, card, lang)
        reading = card.text(chat_lang(lang))
    await answer(rt, place, user, lang, image, reading)


async def on_name(update: Update, context: BotContext) -> None:
    """A message that may answer the question for a name: a letterless one is asked again, a late one is told
    the question expired, anything else that is not an answer is left alone."""
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    place, desk = Place.of(message), desk_of(context)
    key = (place.chat_id, user.id)
    ask = desk.asks.get(key)
    replied = message.reply_to_message
    if ask is None or not (place.private or (replied is not None and replied.message_id in ask.questions)):
        return
    lang = await rt.lang(place.chat_id)
    now = desk.clock()
    if now > ask.expires:
        del desk.asks[key]
        if now <= ask.expires + LATE_SECONDS:
            await commands.reply(rt, message, t(lang, "fortune_expired"))
        return
    name = message.text or ""
    seed = day_seed(FortuneKind.LOVE, user.id, today(), _subject(name)) if ask.today else new_seed()
    try:
        fortune = love(name, seed)
    except NameWithoutLetters:
        again = await send(rt, place, lambda: message.reply_text(
            html.escape(ask_for_name(chat_lang(lang))), parse_mode=ParseMode.HTML,
            reply_markup=None if place.private else name_prompt(lang)))
        desk.ask(place.chat_id, user.id, again.message_id, ask.today, again=ask)
        return
    del desk.asks[key]
    wait = desk.wait(place, user.id)
    if wait:
        await commands.reply(rt, message, limit_text(lang, who(display_name(user)), wait))
        return
    desk.record(place, user.id)
    image = await draw(render_love, fortune, lang)
    await answer(rt, place, user, lang, image, fortune.text(chat_lang(lang)), message)


# -- sending -----------------------------------------------------------------------------------------------


async def answer(rt: Runtime, place: Place, user: User, lang: str, image: bytes, reading: str,
                 name_message: Message | None = None) -> None:
    """The spread with the reading as its caption, the reading's title in bold; what does not fit in a caption
    follows as a message. In a group the caption starts with whose fortune it is."""
    title, *lines = html.escape(reading, quote=False).split("\n")
    lines = [f"<b>{title}</b>", *lines]
    if not place.private:
        lines.insert(0, t(lang, "fortune_for", name=who(display_name(user))))
    caption, rest = split_caption(lines)
    await send(rt, place, lambda: rt.bot.send_photo(
        place.chat_id, image, caption=caption, parse_mode=ParseMode.HTML, message_thread_id=place.thread_id,
        reply_to_message_id=name_message.message_id if name_message else None, allow_sending_without_reply=True))
    if rest:
        await send(rt, place, lambda: rt.bot.send_message(place.chat_id, rest, parse_mode=ParseMode.HTML,
                                                          message_thread_id=place.thread_id))


async def send(rt: Runtime, place: Place, call: Callable[[], Awaitable[T]]) -> T:
    """A call into the chat, counted against the budget when the chat is a group."""
    return await call() if place.private else await rt.in_group(place.chat_id, call)


def split_caption(lines: list[str]) -> tuple[str, str]:
    """Whole lines of HTML for the caption, as many as Telegram takes, and the rest."""
    for cut in range(len(lines), 0, -1):
        caption = "\n".join(lines[:cut])
        if visible_length(caption) <= CAPTION_LIMIT:
            return caption, "\n".join(lines[cut:]).strip()
    return "", "\n".join(lines)


def visible_length(text: str) -> int:
    """The length Telegram counts: tags and entities removed, in UTF-16 code units."""
    plain = html.unescape(re.sub(r"<[^>]*>", "", text))
    return len(plain.encode("utf-16-le")) // 2


def limit_text(lang: str, name: str, wait: float) -> str:
    return t(lang, "fortune_limit", name=name, count=FORTUNES_PER_WINDOW, minutes=round(WINDOW_SECONDS / 60),
             wait=max(1, ceil(wait / 60)))


def mention(user: User) -> str:
    """The person's name linked to them: a selective forced reply opens only for the people mentioned."""
    return f'<a href="tg://user?id={user.id}">{who(display_name(user))}</a>'


def name_prompt(lang: str) -> ForceReply:
    return ForceReply(selective=True, input_field_placeholder=t(lang, "fortune_placeholder"))


def _subject(name: str) -> str:
    """The name as today's seed sees it: «Sara», « sara » and «SARA» ask the same question."""
    return " ".join(unicodedata.normalize("NFC", name).split()).casefold()
