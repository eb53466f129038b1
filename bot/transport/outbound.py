"""The request layer: every call the bot makes to Telegram passes here, and what writes into a chat is paced.

Telegram refuses (429) a bot that writes into one group more than about 20 times a minute, into one private chat
more than once a second, or into all chats together more than 30 times a second. A write waits here until both
its chat's budget and the budget over all chats have room, so that it is never refused; a write refused all the
same (a limit this does not know) waits as long as Telegram asks and is made again, however often that takes.
What does not write into a chat goes at once: above all the answers to button presses, which Telegram counts
against no chat and which a person is waiting for; refused all the same, it too is made again.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from typing import Any

from telegram.error import BadRequest, NetworkError, RetryAfter
from telegram.ext import BaseRateLimiter

from bot.config import Settings
from bot.store import Store
from bot.table import writer
from bot.transport.feed import ChatBudget, retry_seconds
from bot.transport.shared_budget import SharedBudget

log = logging.getLogger(__name__)
# Calls made while a table was held (`table.writer`): each one made every other move at its table wait. None should
# be; the tests look here.
CALLS_WHILE_HOLDING: list[str] = []

# Methods that put something into a chat or change what it shows: what Telegram's flood limits count.
WRITES = ("send", "edit", "delete", "copy", "forward", "pin", "unpin")
OVERALL_WINDOW = 1.0
ANSWER_TRIES = 3  # a press can be answered for some seconds only
NETWORK_PAUSE = 0.2
JSON = bool | dict[str, Any] | list[dict[str, Any]]


def writes(endpoint: str, data: dict[str, Any]) -> int | None:
    """The chat a call writes into (None: it writes into no chat, or into one named by @username)."""
    chat_id = data.get("chat_id")
    if not endpoint.startswith(WRITES) or isinstance(chat_id, bool):
        return None
    with contextlib.suppress(TypeError, ValueError):
        return int(chat_id)  # type: ignore[arg-type]
    return None


async def answered(call: Callable[[], Coroutine[Any, Any, JSON]]) -> JSON:
    """An answer to a press, made again through flood control and server errors while the press is fresh, and
    let go (False) when they outlast it: the press's move was made, and an answer that failed would leave the
    presser to the error handler, which says that something went wrong. A refusal (the press is too old, or
    answered already) is final."""
    for attempt in range(1, ANSWER_TRIES + 1):
        try:
            return await call()
        except BadRequest:
            raise
        except RetryAfter as e:
            wait = retry_seconds(e)
        except NetworkError:  # a server error or a timeout: if the answer arrived all the same, the next is refused
            wait = NETWORK_PAUSE
        if attempt < ANSWER_TRIES:
            log.info("an answer to a press failed; made again in %.1f s", wait)
            await asyncio.sleep(wait)
    log.warning("an answer to a press was lost to flood control or server errors %d times", ANSWER_TRIES)
    return False


class Outbound(BaseRateLimiter[None]):
    """The budgets of every chat and the one over all chats, and the pacing of each write by them."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        # Each of several workers keeps to its share of the bot's rate over all chats.
        self.overall = ChatBudget(max(1, int(settings.calls_per_second / settings.workers)), OVERALL_WINDOW)
        self._budgets: dict[int, ChatBudget] = {}
        self._sent_before: dict[int, list[float]] = {}
        self._note: Callable[[int, float], Awaitable[None]] | None = None
        self._shared: Store | None = None

    def remember(self, sent_before: dict[int, list[float]], note: Callable[[int, float], Awaitable[None]],
                 shared: Store | None = None) -> None:
        """Groups' calls survive a restart: what each was sent in its last window before, and where to note
        each new one; with `shared`, the store several workers share, each call is taken there instead."""
        self._sent_before, self._note, self._shared = sent_before, note, shared

    def budget(self, chat_id: int) -> ChatBudget:
        if chat_id not in self._budgets:
            self._budgets[chat_id] = self._new_budget(chat_id)
        return self._budgets[chat_id]

    def _new_budget(self, chat_id: int) -> ChatBudget:
        """A chat's budget: counted in the shared store when several workers write into the same chats; else in
        memory, a group's calls also noted in the store so that a restart keeps to them."""
        settings = self._settings
        private = chat_id > 0  # a person's private chat
        if private:
            limit, window = 1, settings.private_interval
        else:
            limit, window = settings.group_calls_per_window, settings.group_window
        sent = self._sent_before.pop(chat_id, ())
        if self._shared is not None:
            return SharedBudget(self._shared, chat_id, limit, window, sent)
        note = None if private or self._note is None else functools.partial(self._note, chat_id)
        return ChatBudget(limit, window, sent, note)

    async def initialize(self) -> None:
        """Nothing to set up: the budgets are made on first use."""

    async def shutdown(self) -> None:
        """Nothing to let go of."""

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, JSON]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: None,
    ) -> JSON:
        if (table := writer.holding()) is not None:
            log.error("%s was called while table %s was held", endpoint, table)
            CALLS_WHILE_HOLDING.append(endpoint)
        if endpoint == "answerCallbackQuery":
            return await answered(lambda: callback(*args, **kwargs))
        chat_id = writes(endpoint, data)
        while True:
            async with self._paced(chat_id):
                try:
                    return await callback(*args, **kwargs)
                except RetryAfter as e:
                    wait = retry_seconds(e)
            log.warning("%s (chat %s) refused for flooding; made again in %.0f s", endpoint, chat_id, wait)
            await asyncio.sleep(wait)

    @contextlib.asynccontextmanager
    async def _paced(self, chat_id: int | None) -> AsyncIterator[None]:
        """A write into a chat waits for its chat's budget and the one over all chats; any other call (the
        command menu at start, say) goes at once, and is only made again when refused."""
        if chat_id is None:
            yield
            return
        async with self.budget(chat_id).slot(), self.overall.slot():
            yield
