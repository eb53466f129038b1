"""What every handler needs, created once per process: settings, storage, live tables and group budgets."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from telegram import Bot, Message
from telegram.constants import ChatMemberStatus
from telegram.error import TelegramError
from telegram.ext import JobQueue

from bot.config import Settings
from bot.plugin import Advice
from bot.store import Store
from bot.table import house_rules
from bot.table.model import Table, Tables
from bot.transport.feed import ChatBudget, Feed
from bot.transport.outbound import Outbound

T = TypeVar("T")
log = logging.getLogger(__name__)


class Runtime:
    def __init__(self, settings: Settings, store: Store, bot: Bot, job_queue: JobQueue | None = None,  # type: ignore[type-arg]
                 outbound: Outbound | None = None) -> None:
        self.settings = settings
        self.store = store
        self.bot = bot
        self.job_queue = job_queue
        self.tables = Tables()
        self.outbound = outbound or Outbound(settings)  # the request layer's budgets, one per chat
        # By table id, made by `screens.group.feed`, and by `screens.hands.hand_key` for each player's hand at a table.
        self.feeds: dict[str, Feed] = {}
        self._langs: dict[int, str] = {}
        self._chat_settings: dict[int, dict[str, Any]] = {}
        self._pings: dict[int, bool] = {}
        # Of several workers: brings a table just held up to what the database holds (`play.workers`).
        self.catch_up: Callable[[Table], Awaitable[None]] | None = None

    # -- languages -------------------------------------------------------------------------------------

    async def lang(self, chat_id: int) -> str:
        if chat_id not in self._langs:
            self._langs[chat_id] = await self.store.chat_lang(chat_id) or self.settings.lang
        return self._langs[chat_id]

    async def set_lang(self, chat_id: int, lang: str) -> None:
        await self.store.set_chat_lang(chat_id, lang)
        self._langs[chat_id] = lang

    # -- per-chat settings (/settings) -----------------------------------------------------------------

    async def chat_settings(self, chat_id: int) -> dict[str, Any]:
        if chat_id not in self._chat_settings:
            self._chat_settings[chat_id] = await self.store.chat_settings(chat_id)
        return self._chat_settings[chat_id]

    def forget_chat(self, chat_id: int) -> None:
        """Read the chat's language and settings again when next needed: another worker may have changed them."""
        self._langs.pop(chat_id, None)
        self._chat_settings.pop(chat_id, None)

    async def set_chat_setting(self, chat_id: int, key: str, value: Any) -> None:
        settings = {**await self.chat_settings(chat_id), key: value}
        await self.store.set_chat_settings(chat_id, settings)
        self._chat_settings[chat_id] = settings

    # -- each person's own choices (/pings) ------------------------------------------------------------

    async def pings_on(self, user_id: int) -> bool:
        """Whether the person's turns ping them: yes unless they said no."""
        if user_id not in self._pings:
            self._pings[user_id] = await self.store.pings(user_id) is not False
        return self._pings[user_id]

    async def set_pings(self, user_id: int, on: bool) -> None:
        await self.store.set_pings(user_id, on)
        self._pings[user_id] = on

    async def is_member(self, chat_id: int, user_id: int) -> bool:
        """Whether the person is in the group now (asked of Telegram: a link can be passed to anyone)."""
        try:
            member = await self.bot.get_chat_member(chat_id, user_id)
        except TelegramError:
            return False
        return member.status in (ChatMemberStatus.MEMBER, ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER) \
            or (member.status == ChatMemberStatus.RESTRICTED and bool(getattr(member, "is_member", False)))

    async def is_admin(self, chat_id: int, user_id: int) -> bool:
        try:
            member = await self.bot.get_chat_member(chat_id, user_id)
        except TelegramError:
            return False
        return member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)

    # -- talking to chats ------------------------------------------------------------------------------

    async def load_budgets(self) -> None:
        """What each group was sent in the last window before a restart still counts against its budget (and,
        with several workers, what each chat was sent by any of them)."""
        async def note(chat_id: int, at: float) -> None:
            await self.store.note_group_call(chat_id, at, self.settings.group_window)

        self.outbound.remember(await self.store.calls_since(time.time() - self.settings.group_window), note,
                               self.store if self.store.shared else None)

    def budget(self, chat_id: int) -> ChatBudget:
        return self.outbound.budget(chat_id)

    async def in_group(self, chat_id: int, call: Callable[[], Awaitable[T]]) -> T:
        """A one-off call into a group (a command's reply): the request layer counts it against the group's
        budget, as it counts every write."""
        result = await call()
        if isinstance(result, Message):
            self.saw(result)
        return result

    def saw(self, message: Message) -> None:
        """A message in a group, the bot's or a person's: it pushes up the picture of a table there."""
        thread = message.message_thread_id if message.is_topic_message else None
        table = self.tables.in_chat((message.chat.id, thread))
        if table is not None:
            table.saw(message.message_id)

    def forget_feed(self, key: str) -> None:
        self.feeds.pop(key, None)

    def live(self, table: Table) -> bool:
        """Whether the table is still open (`table.writer.hold` says so to whoever holds it)."""
        return self.tables.get(table.id) is table

    def retire(self, table: Table, redraw: bool = True) -> None:
        """Forget a finished table; its feeds live on until their last words have reached the group and the
        players. A table closed without a result (`redraw` False) is not drawn again."""
        self.tables.remove(table)
        feed = self.feeds.get(table.id)
        if feed:
            feed.retire(redraw)
        for key, hand in list(self.feeds.items()):  # a hand is not drawn again: its last word is all it shows
            if key.startswith(f"{table.id}/"):
                hand.retire(redraw=False)

    async def drain(self, hurry: bool = False, hands: bool = False) -> None:
        """Wait until every table's group and every player (with `hands`, every player only) has been sent what
        they were asked to; with `hurry` (the bot is stopping), redraws due go out without waiting out the interval
        between them."""
        feeds = [feed for key, feed in self.feeds.items() if not hands or "/" in key]  # `hands.hand_key`
        if hurry:
            for feed in feeds:
                feed.hurry()
        for feed in feeds:
            await feed.drain()

    # -- turns -----------------------------------------------------------------------------------------

    def turn_seconds(self, table: Table) -> int:
        """A slow table's hours, or else the chat's turn timer (loaded when its table was opened or restored); 0
        means off."""
        if table.slow:
            return table.slow_seconds
        seconds: int = self._chat_settings.get(table.chat_id, {}).get("turn", self.default_turn(table.chat_id))
        return seconds

    def default_turn(self, chat_id: int) -> int:
        """The turn timer of a chat that chose none: a private chat's tables are practice, where nobody waits."""
        return 0 if house_rules.private(chat_id) else self.settings.turn_seconds

    async def fallback_action(self, table: Table, seat: int) -> str:
        """The move made for a seat nobody plays right now: the computer player's choice."""
        return (await self.advice(table, seat)).action

    async def advice(self, table: Table, seat: int) -> Advice:
        """The computer player's choice for the seat, with its reason (a hint shows both). It thinks in a thread
        so that other tables' updates are not held up (its writer holds the table meanwhile)."""
        assert table.game is not None
        return await asyncio.to_thread(table.entry.advise, table.game, seat, self.settings.computer_think)

    # -- storage ---------------------------------------------------------------------------------------

    async def save(self, table: Table) -> None:
        """Write the table's record and the moves not yet written, as the next version of its row. Only its
        writer saves it, holding it (`table.writer`); a table let go is saved no more: its row is gone for good."""
        if table.local.dropped or self.tables.get(table.id) is not table:
            return
        moves = table.unsaved_moves()
        table.row_version = await self.store.save_table(table.id, table.chat_id, table.thread_id, table.to_state(),
                                                        table.saved_moves, moves, table.row_version)
        table.saved_moves += len(moves)

    async def drop(self, table: Table, drop: Callable[[], Awaitable[T]]) -> T:
        """Remove the table's row for good through `drop` (a store call); no save after it writes anything back."""
        result = await drop()
        table.local.dropped = True
        return result
