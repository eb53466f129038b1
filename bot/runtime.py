"""What every handler needs, created once per process: settings, storage, live tables and group budgets."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from telegram import Bot
from telegram.constants import ChatMemberStatus
from telegram.error import TelegramError
from telegram.ext import JobQueue

from bot.config import Settings
from bot.feed import ChatBudget, Feed
from bot.store import Store
from bot.tables import Table, Tables

T = TypeVar("T")


class Runtime:
    def __init__(self, settings: Settings, store: Store, bot: Bot,
                 job_queue: JobQueue | None = None) -> None:  # type: ignore[type-arg]
        self.settings = settings
        self.store = store
        self.bot = bot
        self.job_queue = job_queue
        self.tables = Tables()
        self._budgets: dict[int, ChatBudget] = {}
        self._sent_before: dict[int, list[float]] = {}
        self.feeds: dict[str, Feed] = {}  # by table id, made by `screens.feed`
        self._langs: dict[int, str] = {}
        self._chat_settings: dict[int, dict[str, Any]] = {}

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

    async def set_chat_setting(self, chat_id: int, key: str, value: Any) -> None:
        settings = {**await self.chat_settings(chat_id), key: value}
        await self.store.set_chat_settings(chat_id, settings)
        self._chat_settings[chat_id] = settings

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

    # -- talking to groups -----------------------------------------------------------------------------

    async def load_budgets(self) -> None:
        """What each group was sent in the last window before a restart still counts against its budget."""
        self._sent_before = await self.store.group_calls_since(time.time() - self.settings.group_window)

    def budget(self, chat_id: int) -> ChatBudget:
        if chat_id not in self._budgets:
            async def note(at: float) -> None:
                await self.store.note_group_call(chat_id, at, self.settings.group_window)

            self._budgets[chat_id] = ChatBudget(self.settings.group_calls_per_window, self.settings.group_window,
                                                self._sent_before.pop(chat_id, ()), note)
        return self._budgets[chat_id]

    async def in_group(self, chat_id: int, call: Callable[[], Awaitable[T]]) -> T:
        """A one-off call into a group (a command's reply), counted against the group's budget."""
        await self.budget(chat_id).take()
        return await call()

    def forget_feed(self, table_id: str) -> None:
        self.feeds.pop(table_id, None)

    def live(self, table: Table) -> bool:
        """Whether the table is still open. A handler checks this once it holds the table's lock: an update that
        waited for the lock behind `/cancel` or Close must find the table gone and change nothing."""
        return self.tables.get(table.id) is table

    def retire(self, table: Table, redraw: bool = True) -> None:
        """Forget a finished table; its feed lives on until its last words have reached the group. A table closed
        without a result (`redraw` False) is not drawn again."""
        self.tables.remove(table)
        feed = self.feeds.get(table.id)
        if feed:
            feed.retire(redraw)

    async def drain(self, hurry: bool = False) -> None:
        """Wait until every table's group has been sent what it was asked to; with `hurry` (the bot is stopping),
        redraws due go out without waiting out the interval between them."""
        feeds = list(self.feeds.values())
        if hurry:
            for feed in feeds:
                feed.hurry()
        for feed in feeds:
            await feed.drain()

    # -- turns -----------------------------------------------------------------------------------------

    def turn_seconds(self, table: Table) -> int:
        """The chat's turn timer (loaded when its table was opened or restored); 0 means off."""
        seconds: int = self._chat_settings.get(table.chat_id, {}).get("turn", self.settings.turn_seconds)
        return seconds

    async def fallback_action(self, table: Table, seat: int) -> str:
        """The move made for a seat nobody plays right now: the computer player's choice. It thinks in a thread
        so that other tables' updates are not held up (the table's lock keeps its game still meanwhile)."""
        assert table.game is not None
        return await asyncio.to_thread(table.entry.computer, table.game, seat, self.settings.computer_think)

    # -- storage ---------------------------------------------------------------------------------------

    async def save(self, table: Table) -> None:
        if self.tables.get(table.id) is not table:
            return  # finished or closed: its row is gone for good
        first, moves = table.saved_moves, table.unsaved_moves()
        # Counted before the write, not after: saves of one table overlap (the group's picture is saved when it
        # is first sent, outside the table's lock), and a save that starts while this one waits for the database
        # must not take the same moves again, or they are counted twice and the next move is never written.
        table.saved_moves = first + len(moves)
        try:
            await self.store.save_table(table.id, table.chat_id, table.thread_id, table.to_state(), first, moves)
        except BaseException:
            table.saved_moves = first  # written again by the next save (a move's row is keyed by its number)
            raise
