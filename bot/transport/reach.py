"""Reaching the Bot API at start: why it cannot be reached, said once, and the token kept out of every log line."""

from __future__ import annotations

import asyncio
import logging
import socket
import ssl
from collections.abc import Iterator

from telegram.error import InvalidToken, TelegramError, TimedOut
from telegram.ext import Application

from bot.config import masked

log = logging.getLogger("bot")
FIRST_WAIT, LONGEST_WAIT = 1.0, 30.0  # seconds between attempts to reach the Bot API, doubling


class Redacted(logging.Formatter):
    """Writes the token masked wherever it appears: PTB and httpx put it in URLs and in error messages."""

    def __init__(self, fmt: str, token: str) -> None:
        super().__init__(fmt)
        self.token = token

    def format(self, record: logging.LogRecord) -> str:
        return super().format(record).replace(self.token, masked(self.token))


def causes(error: BaseException) -> Iterator[BaseException]:
    """The error and what it was raised from or while handling, nearest first."""
    seen: set[int] = set()
    link: BaseException | None = error
    while link is not None and id(link) not in seen:
        seen.add(id(link))
        yield link
        link = link.__cause__ or link.__context__


def cause(error: TelegramError) -> str:
    """Why a call to the Bot API failed, in an operator's words. PTB wraps httpx's error, which wraps the
    socket's: the deepest one that names the cause is the one to say."""
    for link in causes(error):
        if isinstance(link, TimedOut):
            return "no answer in time"
        if isinstance(link, socket.gaierror):
            return f"the host name could not be resolved ({link.strerror})"
        if isinstance(link, ConnectionRefusedError):
            return "the connection was refused"
        if isinstance(link, ssl.SSLError):
            return f"TLS failed ({link})"
        if isinstance(link, OSError) and link.strerror:
            return f"the connection failed ({link.strerror})"
    return str(error)


async def reach(app: Application, where: str) -> None:  # type: ignore[type-arg]
    """Initialize `app`, whose first call asks the Bot API who the bot is, trying again with a growing wait while
    the API cannot be reached. The cause is logged once (again only when it changes); InvalidToken is raised."""
    wait, said = FIRST_WAIT, ""
    while True:
        try:
            await app.initialize()
            return
        except InvalidToken:
            raise
        except TelegramError as e:
            why = cause(e)
            if why != said:
                log.warning("cannot reach the Bot API at %s: %s; trying again quietly, waiting up to %d s",
                            where, why, LONGEST_WAIT)
                said = why
        await asyncio.sleep(wait)
        wait = min(2 * wait, LONGEST_WAIT)
