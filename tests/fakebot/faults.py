"""Injected failures: seeded random 429s, 5xx and slow answers, scripted one-offs, and Telegram's flood limits
(per group, per private chat and over all chats)."""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass
from typing import Literal

from .transcript import WRITE_METHODS, Transcript

FaultKind = Literal["rate_limit", "timeout", "server_error"]
LimitKind = Literal["group_limit", "private_limit", "overall_limit"]
GET_UPDATES = "getUpdates"


@dataclass(frozen=True)
class Faults:
    """What to break, chosen per call with a generator seeded by ``seed``.

    ``timeout`` calls are answered ``timeout_delay`` seconds late, which must exceed the bot's read
    timeout for PTB to raise TimedOut. With ``timeout_executes`` the call takes effect before the
    wait, as when Telegram's answer is lost on the way back; otherwise it is dropped unperformed.
    ``server_error`` calls are answered 502 Bad Gateway at once; with ``server_error_executes`` the call
    takes effect first, as when Telegram did the work and the answer broke on the way back.
    ``group_limit`` answers 429 once a group has had that many writes in the last 60 s;
    ``private_limit`` once a private chat has had that many in the last ``private_window`` seconds;
    ``overall_limit`` once all chats together have had that many in the last ``overall_window`` seconds.
    Answers to button presses (answerCallbackQuery) are not writes to a chat and count against none of them.
    ``methods`` limits random faults to those methods; getUpdates is spared unless
    ``include_get_updates`` is set or it is named in ``methods``.
    """

    seed: int = 0
    rate_limit: float = 0.0
    retry_after: int = 1
    timeout: float = 0.0
    timeout_delay: float = 6.0
    timeout_executes: bool = True
    server_error: float = 0.0
    server_error_executes: bool = True
    group_limit: int | None = None
    private_limit: int | None = None
    private_window: float = 1.0
    overall_limit: int | None = None
    overall_window: float = 1.0
    methods: frozenset[str] | None = None
    include_get_updates: bool = False


@dataclass(frozen=True)
class Decision:
    kind: FaultKind | LimitKind
    retry_after: int = 0
    delay: float = 0.0
    executes: bool = True


@dataclass
class _Scripted:
    method: str
    kind: FaultKind
    remaining: int
    retry_after: int
    delay: float
    executes: bool
    chat_id: int | None
    containing: str | None = None


class FaultInjector:
    def __init__(self, faults: Faults) -> None:
        self.configure(faults)
        self._scripted: deque[_Scripted] = deque()

    def configure(self, faults: Faults) -> None:
        self.faults = faults
        self._rng = random.Random(faults.seed)

    def fail_next(
        self,
        method: str,
        kind: FaultKind,
        times: int,
        retry_after: int,
        delay: float,
        executes: bool,
        chat_id: int | None = None,
        containing: str | None = None,
    ) -> None:
        self._scripted.append(_Scripted(method, kind, times, retry_after, delay, executes, chat_id, containing))

    def decide(self, method: str, chat_id: int | None, now: float, transcript: Transcript,
               text: str = "") -> Decision | None:
        scripted = self._take_scripted(method, chat_id, text)
        if scripted is not None:
            return scripted
        limited = self._flood_limit(method, chat_id, now, transcript)
        if limited is not None:
            return limited
        faults = self.faults
        if not self._random_applies(method):
            return None
        if faults.rate_limit and self._rng.random() < faults.rate_limit:
            return Decision("rate_limit", retry_after=faults.retry_after)
        if faults.server_error and self._rng.random() < faults.server_error:
            return Decision("server_error", executes=faults.server_error_executes)
        if faults.timeout and self._rng.random() < faults.timeout:
            return Decision("timeout", delay=faults.timeout_delay, executes=faults.timeout_executes)
        return None

    def _flood_limit(self, method: str, chat_id: int | None, now: float, transcript: Transcript) -> Decision | None:
        """A 429 for a write beyond one of Telegram's flood limits, counted over the writes carried out."""
        faults = self.faults
        if method not in WRITE_METHODS or chat_id is None:
            return None
        limits: tuple[tuple[LimitKind, int | None, float, int | None], ...] = (
            ("group_limit", faults.group_limit if chat_id < 0 else None, 60.0, chat_id),
            ("private_limit", faults.private_limit if chat_id > 0 else None, faults.private_window, chat_id),
            ("overall_limit", faults.overall_limit, faults.overall_window, None),
        )
        for kind, limit, window, chat in limits:
            if limit is None:
                continue
            recent = transcript.writes_after(chat, now - window)
            if len(recent) >= limit:
                wait = max(1, math.ceil(recent[0] + window - now))
                return Decision(kind, retry_after=wait)
        return None

    def _random_applies(self, method: str) -> bool:
        faults = self.faults
        if faults.methods is not None:
            return method in faults.methods
        return method != GET_UPDATES or faults.include_get_updates

    def _take_scripted(self, method: str, chat_id: int | None, text: str) -> Decision | None:
        for entry in self._scripted:
            if entry.method == method and entry.chat_id in (None, chat_id) \
                    and (entry.containing is None or entry.containing in text):
                entry.remaining -= 1
                if entry.remaining <= 0:
                    self._scripted.remove(entry)
                if entry.kind == "rate_limit":
                    return Decision("rate_limit", retry_after=entry.retry_after)
                if entry.kind == "server_error":
                    return Decision("server_error", executes=entry.executes)
                return Decision("timeout", delay=entry.delay, executes=entry.executes)
        return None
