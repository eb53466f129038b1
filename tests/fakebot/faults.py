"""Injected failures: seeded random 429s and slow answers, scripted one-offs, and Telegram's group limit."""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass
from typing import Literal

from .transcript import WRITE_METHODS, Transcript

FaultKind = Literal["rate_limit", "timeout"]
GET_UPDATES = "getUpdates"


@dataclass(frozen=True)
class Faults:
    """What to break, chosen per call with a generator seeded by ``seed``.

    ``timeout`` calls are answered ``timeout_delay`` seconds late, which must exceed the bot's read
    timeout for PTB to raise TimedOut. With ``timeout_executes`` the call takes effect before the
    wait, as when Telegram's answer is lost on the way back; otherwise it is dropped unperformed.
    ``group_limit`` answers 429 once a group has had that many writes in the last 60 s.
    ``methods`` limits random faults to those methods; getUpdates is spared unless
    ``include_get_updates`` is set or it is named in ``methods``.
    """

    seed: int = 0
    rate_limit: float = 0.0
    retry_after: int = 1
    timeout: float = 0.0
    timeout_delay: float = 6.0
    timeout_executes: bool = True
    group_limit: int | None = None
    methods: frozenset[str] | None = None
    include_get_updates: bool = False


@dataclass(frozen=True)
class Decision:
    kind: Literal["rate_limit", "group_limit", "timeout"]
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
    ) -> None:
        self._scripted.append(_Scripted(method, kind, times, retry_after, delay, executes))

    def decide(self, method: str, chat_id: int | None, now: float, transcript: Transcript) -> Decision | None:
        scripted = self._take_scripted(method)
        if scripted is not None:
            return scripted
        faults = self.faults
        if faults.group_limit is not None and method in WRITE_METHODS and chat_id is not None and chat_id < 0:
            recent = transcript.writes_after(chat_id, now - 60.0)
            if len(recent) >= faults.group_limit:
                wait = max(1, math.ceil(recent[0] + 60.0 - now))
                return Decision("group_limit", retry_after=wait)
        if not self._random_applies(method):
            return None
        if faults.rate_limit and self._rng.random() < faults.rate_limit:
            return Decision("rate_limit", retry_after=faults.retry_after)
        if faults.timeout and self._rng.random() < faults.timeout:
            return Decision("timeout", delay=faults.timeout_delay, executes=faults.timeout_executes)
        return None

    def _random_applies(self, method: str) -> bool:
        faults = self.faults
        if faults.methods is not None:
            return method in faults.methods
        return method != GET_UPDATES or faults.include_get_updates

    def _take_scripted(self, method: str) -> Decision | None:
        for entry in self._scripted:
            if entry.method == method:
                entry.remaining -= 1
                if entry.remaining <= 0:
                    self._scripted.remove(entry)
                if entry.kind == "rate_limit":
                    return Decision("rate_limit", retry_after=entry.retry_after)
                return Decision("timeout", delay=entry.delay, executes=entry.executes)
        return None
