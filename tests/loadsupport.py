"""Many games against the bot in its own process: start, kill and restart it, and let simulated people play.

`BotProcess` runs `python -m tests.botprocess` on one database and can SIGKILL, SIGTERM and start it again.
`open_match` seats four people at a new Hokm table in a group of their own; `Autoplay` then lets every match's
people press a playable button the moment their hand message says it is their turn, as fast as the bot answers.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import json
import os
import signal
import sqlite3
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from types import TracebackType
from typing import Any

from tests.fakebot import Button, Call, FakeTelegram, Group, Message, User
from tests.players import my_turn, seat_everyone

ROOT = Path(__file__).resolve().parent.parent
# PTB's last step before polling; the bot restores its tables before it, so the restore is done by then.
READY_CALL = "deleteWebhook"
PR_SET_PDEATHSIG = 1
WEBHOOK_SECRET = "fake-telegram"


class BotProcess:
    """The bot in a process of its own against `server`, on the database `db`, with Settings overrides.

    Its output is appended to `log` across restarts. `ready_mark` is the transcript position of the running
    process's READY_CALL: calls after it were made with every live table restored.
    """

    def __init__(self, server: FakeTelegram, db: Path | str, log: Path, **settings: Any) -> None:
        self._server = server
        self.log = log
        self.env = {
            **os.environ,
            "TELEGRAM_BOT_TOKEN": server.token,
            "TELEGRAM_API_URL": server.root,
            "BOT_DB": str(db),
            "BOT_LANG": "en",
            "BOT_TEST_SETTINGS": json.dumps(settings),
        }
        self.webhook = ""  # a URL: the bot takes its updates there (`behind`)
        self._proc: asyncio.subprocess.Process | None = None
        self._ready = asyncio.Event()
        self._ready.set()  # nothing to wait for until a start
        self._at_ready: Callable[[], object] | None = None
        self._kill_when: Callable[[Call], bool] | None = None
        self.ready_mark = 0
        self.starts = 0
        server.transcript.subscribe(self._seen)

    @property
    def pid(self) -> int:
        if self._proc is None:
            raise RuntimeError("the bot was never started")
        return self._proc.pid

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.returncode is None

    async def start(self, module: str = "tests.botprocess", *, at_ready: Callable[[], object] | None = None,
                    timeout: float = 60.0) -> None:
        """Start the bot (`python -m module`) and wait until it has restored its tables and is about to poll.

        `at_ready` runs at the moment the READY_CALL arrives, before any update can reach the new process: the
        world as the restore left it.
        """
        self._ready, self._at_ready = asyncio.Event(), at_ready
        with self.log.open("ab") as log:
            self._proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", module, cwd=ROOT, env=self.env, stdout=log, stderr=log,
                preexec_fn=_die_with_parent)
        self.starts += 1
        ready, died = asyncio.create_task(self._ready.wait()), asyncio.create_task(self._proc.wait())
        await asyncio.wait((ready, died), timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        ready.cancel()
        died.cancel()
        if not self._ready.is_set():
            code = self._proc.returncode
            problem = f"exited with {code}" if code is not None else f"did not poll within {timeout} s"
            raise RuntimeError(f"the bot {problem} while starting:\n{self.log_tail()}")

    def kill_when(self, condition: Callable[[Call], bool]) -> None:
        """SIGKILL the bot the moment it makes a call meeting `condition`, while it waits for the answer."""
        self._kill_when = condition

    def _seen(self, call: Call) -> None:
        if self._kill_when is not None and self.running and self._kill_when(call):
            self._kill_when = None
            os.kill(self.pid, signal.SIGKILL)
        if self._ready_call(call) and not self._ready.is_set():
            self.ready_mark = call.index
            if self._at_ready is not None:
                self._at_ready()
            self._ready.set()

    def behind(self, webhook: str) -> BotProcess:
        """Run the bot behind a webhook on 127.0.0.1 at `webhook`'s port: setWebhook is then its last step."""
        self.webhook = webhook
        port = webhook.split(":")[2].split("/")[0]
        self.env |= {"BOT_WEBHOOK_URL": webhook, "BOT_WEBHOOK_PORT": port, "BOT_WEBHOOK_SECRET": WEBHOOK_SECRET}
        return self

    def _ready_call(self, call: Call) -> bool:
        if self.webhook:
            return call.method == "setWebhook" and call.params.get("url") == self.webhook
        return call.method == READY_CALL

    async def kill(self) -> None:
        """SIGKILL: the process gets no chance to finish anything."""
        await self._signal(signal.SIGKILL)

    async def terminate(self, timeout: float = 30.0) -> int:
        """SIGTERM, as a service manager stops the bot; returns the exit code."""
        return await self._signal(signal.SIGTERM, timeout)

    async def wait(self) -> int:
        """Until the process ends by itself (a crash); returns the exit code."""
        if self._proc is None:
            raise RuntimeError("the bot was never started")
        return await self._proc.wait()

    async def _signal(self, signum: int, timeout: float = 30.0) -> int:
        proc = self._proc
        if proc is None:
            raise RuntimeError("the bot was never started")
        if proc.returncode is None:
            proc.send_signal(signum)
        return await asyncio.wait_for(proc.wait(), timeout)

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:]) if self.log.exists() else ""

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        if self.running:
            await self.kill()


def _die_with_parent() -> None:
    """In the child before it runs the bot: Linux kills it if the test process dies first, however abruptly."""
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


# -- tables ------------------------------------------------------------------------------------------------


@dataclass(eq=False)
class Match:
    """Four people at one Hokm table in a group of their own."""

    group: Group
    people: list[User]
    table_id: str
    finished: asyncio.Event = field(default_factory=asyncio.Event)
    presses: int = 0


async def open_match(server: FakeTelegram, name: str, timeout: float = 30.0) -> Match:
    """A new group whose four people open a Hokm table, take the seats and start the game."""
    people = [server.add_user(f"{name}{seat}", started=True, language_code="en") for seat in range(4)]
    group = server.create_group(f"Hokm {name}", people)
    lobby = await seat_everyone(server, group, people)
    table_id = lobby.buttons[0][0].callback_data.split("|")[1]  # type: ignore[union-attr]
    answer = await people[0].press(lobby, "Start", timeout=timeout)
    if answer.text != "The game has started!":
        raise AssertionError(f"the table in {group.title} did not start: {answer.text}")
    return Match(group, people, table_id)


def move_buttons(message: Message) -> list[Button]:
    return [b for row in message.buttons for b in row if b.callback_data and b.callback_data.startswith("G|")]


def shown_version(message: Message) -> int:
    """The game version the hand message's buttons were made for."""
    return int(move_buttons(message)[0].callback_data.split("|")[2])  # type: ignore[union-attr]


def shown_cards(message: Message) -> set[str]:
    """The cards on a hand message, from its buttons' actions (`p:QS`)."""
    actions = (b.callback_data.split("|", 3)[3] for b in move_buttons(message))  # type: ignore[union-attr]
    return {a[2:] for a in actions if a.startswith("p:")}


def playable_buttons(message: Message) -> list[Button]:
    """What a player may press: the trump or Bam choice when one is offered (the cards are only shown then),
    otherwise the cards not marked inactive (·X·)."""
    buttons = move_buttons(message)
    choices = [b for b in buttons if "|p:" not in (b.callback_data or "")]
    return choices or [b for b in buttons if not b.text.startswith("·")]


# -- playing at full speed -----------------------------------------------------------------------------------


class Autoplay:
    """The people of many matches, each pressing as soon as the bot shows them their turn.

    A listener on the server's transcript wakes a match when the bot writes to one of its people, so hundreds
    of matches do not each re-read the world on every change. A press that brings no change within `patience`
    seconds (the bot was down, or the answer was lost) is made again from whatever the hand shows then. With
    `think` (seconds, least and most) people take a moment before each press instead of none.
    """

    def __init__(self, server: FakeTelegram, rng: Random, patience: float = 3.0,
                 think: tuple[float, float] = (0.0, 0.0)) -> None:
        self._server = server
        self._rng = rng
        self._patience = patience
        self._think = think
        self._wake: dict[int, asyncio.Event] = {}
        server.transcript.subscribe(self._seen)

    def _seen(self, call: Call) -> None:
        if call.ok and call.chat_id is not None and (event := self._wake.get(call.chat_id)):
            event.set()

    async def play(self, match: Match) -> None:
        """Play `match` until its `finished` event is set."""
        wake = asyncio.Event()
        for person in match.people:
            self._wake[person.id] = wake
        loop = asyncio.get_running_loop()
        last: tuple[int, int, int] | None = None
        pressed_at = -float("inf")
        while not match.finished.is_set():
            wake.clear()
            turn = next(((p, m) for p in match.people if (m := my_turn(p))), None)
            if turn is not None:
                person, message = turn
                seen = (message.chat_id, message.message_id, message.edits)
                if seen != last or loop.time() - pressed_at > self._patience:
                    if self._think[1]:
                        await asyncio.sleep(self._rng.uniform(*self._think))
                    button = self._rng.choice(playable_buttons(message))
                    await person.press_nowait(message, data=button.callback_data)
                    match.presses += 1
                    last, pressed_at = seen, loop.time()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(wake.wait(), self._patience)


async def watch_results(db: Path, matches: Sequence[Match], every: float = 0.5) -> None:
    """Set each match's `finished` event once its result is in the database."""
    waiting = {m.table_id: m for m in matches}
    while waiting:
        await asyncio.sleep(every)
        if not db.exists():
            continue
        with contextlib.closing(sqlite3.connect(db)) as conn:
            done = {row[0] for row in conn.execute("SELECT id FROM games")}
        for table_id in done & waiting.keys():
            waiting.pop(table_id).finished.set()
