"""Every Bot API call the bot made, in order, with what the server answered."""

from __future__ import annotations

import bisect
import json
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from typing import Any

# Calls that put something into a chat or change what its members see; these are what Telegram's
# per-chat flood limits count.
WRITE_METHODS = frozenset(
    {
        "sendMessage",
        "sendPhoto",
        "editMessageText",
        "editMessageCaption",
        "editMessageMedia",
        "editMessageReplyMarkup",
        "deleteMessage",
        "pinChatMessage",
        "unpinChatMessage",
        "unpinAllChatMessages",
    }
)


@dataclass(frozen=True)
class Call:
    index: int
    at: float
    method: str
    chat_id: int | None
    thread_id: int | None
    params: dict[str, Any]
    ok: bool
    result: Any
    error_code: int | None = None
    description: str | None = None
    # "rate_limit", "group_limit", "private_limit", "overall_limit", "timeout", "server_error" or "dropped"
    # when the answer was injected, not earned.
    fault: str | None = None

    @property
    def is_write(self) -> bool:
        return self.ok and self.method in WRITE_METHODS

    def line(self) -> str:
        where = "" if self.chat_id is None else f" chat={self.chat_id}"
        if self.thread_id is not None:
            where += f" thread={self.thread_id}"
        outcome = "ok" if self.ok else f"{self.error_code} {self.description}"
        if self.fault:
            outcome += f" [{self.fault}]"
        shown = {k: v for k, v in self.params.items() if k not in ("chat_id", "message_thread_id")}
        args = json.dumps(shown, ensure_ascii=False, default=str)
        if len(args) > 160:
            args = args[:157] + "..."
        return f"{self.at:10.3f} #{self.index} {self.method}{where} {args} -> {outcome}"


class Transcript:
    def __init__(self) -> None:
        self._calls: list[Call] = []
        self._writes: dict[int | None, list[float]] = {}  # write times by chat, and under None of all chats
        self._listeners: list[Callable[[Call], None]] = []

    def record(self, **fields: Any) -> Call:
        call = Call(index=len(self._calls), **fields)
        self._calls.append(call)
        if call.is_write and call.chat_id is not None:
            for key in (call.chat_id, None):
                bisect.insort(self._writes.setdefault(key, []), call.at)
        for listener in self._listeners:
            listener(call)
        return call

    def subscribe(self, listener: Callable[[Call], None]) -> None:
        """Have ``listener`` see every call as it is recorded: cheaper than many waiters re-checking the world
        on every change when hundreds of simulated people play at once."""
        self._listeners.append(listener)

    def __len__(self) -> int:
        return len(self._calls)

    def __iter__(self) -> Iterator[Call]:
        return iter(list(self._calls))

    def mark(self) -> int:
        """A position to pass as ``since`` to look only at later calls."""
        return len(self._calls)

    def select(
        self,
        method: str | Collection[str] | None = None,
        *,
        chat_id: int | None = None,
        ok: bool | None = None,
        since: int = 0,
    ) -> list[Call]:
        methods = {method} if isinstance(method, str) else method
        return [
            c
            for c in self._calls[since:]
            if (methods is None or c.method in methods)
            and (chat_id is None or c.chat_id == chat_id)
            and (ok is None or c.ok == ok)
        ]

    def errors(self, code: int | None = None, *, since: int = 0) -> list[Call]:
        return [c for c in self._calls[since:] if not c.ok and (code is None or c.error_code == code)]

    def writes(self, chat_id: int) -> list[Call]:
        return [c for c in self._calls if c.is_write and c.chat_id == chat_id]

    def writes_after(self, chat_id: int | None, start: float) -> list[float]:
        """Times of successful writes to the chat (None: to any chat) later than ``start``, oldest first."""
        times = self._writes.get(chat_id, [])
        return times[bisect.bisect_right(times, start) :]

    def max_per_minute(self, chat_id: int, window: float = 60.0) -> int:
        """The most successful writes to the chat within any ``window`` seconds."""
        times = self._writes.get(chat_id, [])
        best = 0
        first = 0
        for last, at in enumerate(times):
            while at - times[first] >= window:
                first += 1
            best = max(best, last - first + 1)
        return best

    def text(self, last: int | None = None) -> str:
        calls = self._calls if last is None else self._calls[-last:]
        return "\n".join(c.line() for c in calls)
