"""The fake Bot API over HTTP: routes, long polling, fault injection, and what tests observe and await."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import Callable, Iterable, Mapping
from types import TracebackType
from typing import TYPE_CHECKING, Any, TypeVar

from aiohttp import web
from telegram.ext import Application

from .apierror import ApiError, bad_request, too_many_requests
from .chatdump import render_chat
from .faults import GET_UPDATES, FaultInjector, FaultKind, Faults
from .methods_bot import METHODS as BOT_METHODS
from .methods_bot import commands_key
from .methods_chats import METHODS as CHAT_METHODS
from .methods_messages import METHODS as MESSAGE_METHODS
from .params import Params
from .state import Account, CallbackAnswer, CallbackQuery, Group, Message, Place, State, Topic, locate
from .transcript import Call, Transcript
from .users import User

if TYPE_CHECKING:
    from telegram.ext._applicationbuilder import InitApplicationBuilder

T = TypeVar("T")
Handler = Callable[[State, Params], Any]

BOT_ID = 7000000001
DEFAULT_TOKEN = f"{BOT_ID}:AAFakeTokenForCardTableTests"
CONFLICT = "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running"
_HANDLERS: dict[str, Handler] = {**BOT_METHODS, **CHAT_METHODS, **MESSAGE_METHODS}
# Telegram matches method names case-insensitively.
_CANONICAL = {name.lower(): name for name in [*_HANDLERS, GET_UPDATES]}


class FakeTelegram:
    """A Bot API server on 127.0.0.1 holding one bot's whole world; see the package docstring."""

    def __init__(
        self,
        *,
        bot_username: str = "CardTableBot",
        bot_name: str = "Card Table",
        token: str = DEFAULT_TOKEN,
        clock: Callable[[], float] = time.monotonic,
        faults: Faults | None = None,
        callback_ttl: float = 15.0,
    ) -> None:
        self.token = token
        bot = Account(int(token.split(":")[0]), bot_name, username=bot_username, is_bot=True)
        self.state = State(bot, clock, callback_ttl)
        self.transcript = Transcript()
        self._faults = FaultInjector(faults or Faults())
        self._user_ids = itertools.count(100000001)
        self._group_ids = itertools.count(1)
        self._callback_ids = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self._root = ""
        self._closed = asyncio.Event()
        self._inflight = 0
        self._last_activity = 0.0
        self._poll_generation = 0

    # -- lifecycle -----------------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> FakeTelegram:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/bot{token}/{method}", self._handle_api)
        app.router.add_get("/file/bot{token}/{path:.+}", self._handle_file)
        # Cancelling handlers whose client hung up ends the long poll of a killed bot at once.
        self._runner = web.AppRunner(app, handler_cancellation=True, shutdown_timeout=1.0, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        bound_host, bound_port = self._runner.addresses[0][:2]
        self._root = f"http://{bound_host}:{bound_port}"
        self._last_activity = asyncio.get_running_loop().time()
        return self

    async def close(self) -> None:
        self._closed.set()
        self.state.touch()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeTelegram:
        return await self.start()

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()

    @property
    def root(self) -> str:
        if not self._root:
            raise RuntimeError("the server is not started")
        return self._root

    @property
    def base_url(self) -> str:
        return f"{self.root}/bot"

    @property
    def base_file_url(self) -> str:
        return f"{self.root}/file/bot"

    def application_builder(self) -> InitApplicationBuilder:
        """PTB's builder aimed at this server; add handlers, rate limiter and timeouts as usual."""
        return Application.builder().token(self.token).base_url(self.base_url).base_file_url(self.base_file_url)

    # -- the world -----------------------------------------------------------------------------

    @property
    def bot(self) -> Account:
        return self.state.bot

    def add_user(
        self,
        first_name: str,
        *,
        last_name: str | None = None,
        username: str | None = None,
        language_code: str | None = "fa",
        started: bool = False,
    ) -> User:
        account = Account(next(self._user_ids), first_name, last_name, username, language_code, started=started)
        self.state.accounts[account.id] = account
        return User(self, account)

    def create_group(
        self,
        title: str,
        members: Iterable[User] = (),
        *,
        admins: Iterable[User] = (),
        owner: User | None = None,
        supergroup: bool = True,
        forum: bool = False,
        bot_admin: bool = True,
    ) -> Group:
        """A group the bot is already in. The owner defaults to the first member; admins are members."""
        serial = next(self._group_ids)
        members = list(members)
        admin_ids = {a.id for a in admins}
        owner_id = owner.id if owner else (members[0].id if members else None)
        group = Group(
            id=-(1001000000000 + serial) if supergroup or forum else -(4000000000 + serial),
            title=title,
            supergroup=supergroup or forum,
            is_forum=forum,
            owner_id=owner_id,
            members={m.id for m in members} | admin_ids | ({owner_id} if owner_id else set()),
            admins=admin_ids,
            bot_status="administrator" if bot_admin else "member",
        )
        self.state.groups[group.id] = group
        return group

    def create_topic(self, group: Group, name: str, creator: User | None = None) -> Topic:
        """A forum topic opened by ``creator`` (by default the owner); its id is the thread id."""
        creator_id = creator.id if creator else group.owner_id or self.bot.id
        topic = self.state.create_topic(group, name, creator_id)
        self.state.touch()
        return topic

    # -- observation ---------------------------------------------------------------------------

    def visible(self, where: Place | int) -> list[Message]:
        """Messages in the chat (or topic) now, edits applied and deleted ones gone, oldest first."""
        chat_id, thread_id = locate(where)
        return self.state.visible(chat_id, thread_id)

    def bot_messages(self, where: Place | int) -> list[Message]:
        return [m for m in self.visible(where) if m.from_bot and not m.service]

    def message(self, where: Place | int, message_id: int) -> Message:
        chat_id, _ = locate(where)
        found = self.state.find(chat_id, message_id)
        if found is None:
            raise LookupError(f"no message {message_id} in chat {chat_id}")
        return found

    def dump(self, where: Place | int) -> str:
        """The chat as a member would read it, for eyes rather than asserts."""
        chat_id, thread_id = locate(where)
        return render_chat(self.state, chat_id, thread_id)

    def commands(self, scope: Mapping[str, Any] | None = None, language_code: str | None = None) -> list[str]:
        """Command names the bot registered for that scope and language, in order."""
        listed = self.state.commands.get(commands_key(dict(scope) if scope else None, language_code), [])
        return [c["command"] for c in listed]

    def pressed_as_is(self, message: Message) -> bool:
        """Whether a press on the message, as it shows now, was answered without a word (done): a bot may answer a
        move before it edits the message, which until then shows a turn that is over."""
        done = self.state.done_presses.get((message.chat_id, message.message_id))
        return done is not None and done[0] == message.edits

    def last_done_press(self, message: Message) -> str | None:
        """The data of the last press on the message that was answered without a word, if any."""
        done = self.state.done_presses.get((message.chat_id, message.message_id))
        return done[1] if done else None

    def callback_answer(self, query_id: str) -> CallbackAnswer | None:
        query = self.state.callbacks.get(query_id)
        return query.answer if query else None

    @property
    def pending_updates(self) -> int:
        return self.state.pending_updates

    # -- faults --------------------------------------------------------------------------------

    @property
    def faults(self) -> Faults:
        return self._faults.faults

    @faults.setter
    def faults(self, faults: Faults) -> None:
        """Replace the fault plan; its seed restarts the random choices."""
        self._faults.configure(faults)

    def fail_next(
        self,
        method: str,
        *,
        kind: FaultKind = "rate_limit",
        times: int = 1,
        retry_after: int = 1,
        delay: float = 6.0,
        executes: bool = True,
        chat_id: int | None = None,
        containing: str | None = None,
    ) -> None:
        """Fail the next ``times`` calls of ``method`` (any method, getUpdates included; only those into
        ``chat_id`` if given, and whose text or caption has ``containing`` in it), then behave."""
        self._faults.fail_next(method, kind, times, retry_after, delay, executes, chat_id, containing)

    # -- waiting -------------------------------------------------------------------------------

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float = 10.0, what: str = "condition") -> T:
        """Return the predicate's first truthy value, re-checking whenever the server's state changes."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"{what} not met within {timeout}s; last calls:\n{self.transcript.text(last=15)}")
            await self.state.next_change(min(remaining, 0.1))

    async def wait_for_call(
        self, method: str, *, chat_id: int | None = None, since: int = 0, timeout: float = 10.0
    ) -> Call:
        """The first call of ``method`` (to ``chat_id``) at or after transcript position ``since``."""

        def first() -> Call | None:
            found = self.transcript.select(method, chat_id=chat_id, since=since)
            return found[0] if found else None

        return await self.wait_for(first, timeout, what=f"a {method} call")

    async def settled(self, message: Message, edits: int, timeout: float, quiet: float = 1.5) -> None:
        """Wait until the message has been edited more than ``edits`` times, or no call but getUpdates has come
        for ``quiet`` seconds, or ``timeout`` has passed."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while message.edits <= edits and loop.time() < deadline:
            if not self._inflight and loop.time() - self._last_activity >= quiet:
                return
            await self.state.next_change(0.05)

    # -- what simulated users do ---------------------------------------------------------------

    def inject(self, kind: str, payload: dict[str, Any]) -> int:
        """Queue an update for the bot; simulated users call this."""
        self._mark_activity()
        return self.state.push_update(kind, payload)

    def open_callback(self, user: Account, message: Message, data: str) -> str:
        query_id = f"{self.bot.id % 10**6}{next(self._callback_ids):012d}"
        query = CallbackQuery(query_id, user.id, message.chat_id, message.message_id, data, self.state.clock(),
                              edits=message.edits,
                              shown=data in {b.callback_data for row in message.buttons for b in row})
        self.state.callbacks[query_id] = query
        payload = {
            "id": query_id,
            "from": user.to_api(),
            "message": self.state.message_api(message),
            "chat_instance": str((message.chat_id * 2654435761) % 2**63),
            "data": data,
        }
        self.inject("callback_query", payload)
        return query_id

    # -- HTTP ----------------------------------------------------------------------------------

    async def _handle_api(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.json_response({"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401)
        try:
            params = await _read_params(request)
        except ValueError:
            error = bad_request("can't parse request body")
            return web.json_response(error.envelope(), status=error.code)
        method = _CANONICAL.get(request.match_info["method"].lower())
        if method is None:
            error = ApiError(404, "Not Found")
            self._record(request.match_info["method"], params, None, None, error=error)
            return web.json_response(error.envelope(), status=404)
        polling = method == GET_UPDATES
        if not polling:
            self._inflight += 1
            self._mark_activity()
        try:
            status, body = await self._call(method, params)
        finally:
            if not polling:
                self._inflight -= 1
                self._mark_activity()
        return web.json_response(body, status=status)

    async def _handle_file(self, request: web.Request) -> web.Response:
        stored = self.state.files.by_path(request.match_info["path"])
        if request.match_info["token"] != self.token or stored is None:
            return web.json_response({"ok": False, "error_code": 404, "description": "Not Found"}, status=404)
        return web.Response(body=stored.data, content_type="image/png")

    async def _call(self, method: str, params: Params) -> tuple[int, dict[str, Any]]:
        chat_id, thread_id = self._locate(method, params)
        decision = self._faults.decide(method, chat_id, self.state.clock(), self.transcript,
                                       params.opt_str("text") or params.opt_str("caption") or "")
        if decision is not None and decision.kind == "server_error":
            return self._server_error(method, params, chat_id, thread_id, decision.executes)
        if decision is not None and decision.kind != "timeout":
            error = too_many_requests(decision.retry_after)
            self._record(method, params, chat_id, thread_id, error=error, fault=decision.kind)
            return error.code, error.envelope()
        if decision is not None and not decision.executes:
            error = ApiError(502, "Bad Gateway")
            self._record(method, params, chat_id, thread_id, error=error, fault="dropped")
            await self._sleep(decision.delay)
            return error.code, error.envelope()
        result: Any
        try:
            if method == GET_UPDATES:
                result = await self._get_updates(params)
            else:
                result = _HANDLERS[method](self.state, params)
        except ApiError as error:
            self._record(method, params, chat_id, thread_id, error=error)
            status, body = error.code, error.envelope()
        else:
            if isinstance(result, dict) and "chat" in result:
                chat_id, thread_id = result["chat"]["id"], result.get("message_thread_id")
            fault = None if decision is None else "timeout"
            self._record(method, params, chat_id, thread_id, result=result, fault=fault)
            status, body = 200, {"ok": True, "result": result}
        if decision is not None:
            await self._sleep(decision.delay)
        return status, body

    def _server_error(self, method: str, params: Params, chat_id: int | None, thread_id: int | None,
                      executes: bool) -> tuple[int, dict[str, Any]]:
        """502 Bad Gateway, after carrying the call out when `executes` (what it did stays done, whatever it
        answered or refused, as when Telegram's answer is lost on the way back)."""
        if executes and method != GET_UPDATES:
            with contextlib.suppress(ApiError):
                _HANDLERS[method](self.state, params)
        error = ApiError(502, "Bad Gateway")
        self._record(method, params, chat_id, thread_id, error=error, fault="server_error")
        return error.code, error.envelope()

    async def _get_updates(self, params: Params) -> list[dict[str, Any]]:
        offset = params.opt_int("offset")
        limit = min(max(params.opt_int("limit") or 100, 1), 100)
        timeout = max(params.opt_float("timeout") or 0.0, 0.0)
        allowed = params.json("allowed_updates")
        if isinstance(allowed, list):
            self.state.allowed_updates = frozenset(allowed)
        if offset is not None:
            self.state.confirm(offset)
        # A newer poll ends an older one with 409, as when two bot instances poll at once.
        self._poll_generation += 1
        generation = self._poll_generation
        self.state.touch()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            if generation != self._poll_generation:
                raise ApiError(409, CONFLICT)
            updates = self.state.deliverable(limit)
            remaining = deadline - loop.time()
            if updates or remaining <= 0 or self._closed.is_set():
                break
            await self.state.next_change(remaining)
        if updates:
            self._mark_activity()
            self._stamp_delivery(updates)
        return updates

    def _stamp_delivery(self, updates: list[dict[str, Any]]) -> None:
        now = self.state.clock()
        for update in updates:
            query = self.state.callbacks.get(update.get("callback_query", {}).get("id", ""))
            if query is not None:
                query.delivered_at = now

    def _locate(self, method: str, params: Params) -> tuple[int | None, int | None]:
        """The chat and topic a call concerns, for the transcript and the group limit."""
        if method == "answerCallbackQuery":
            query = self.state.callbacks.get(params.opt_str("callback_query_id") or "")
            return (query.chat_id, None) if query else (None, None)
        try:
            chat_id = params.opt_int("chat_id")
            thread_id = params.opt_int("message_thread_id")
            message_id = params.opt_int("message_id")
        except ApiError:
            return None, None
        if chat_id is not None and thread_id is None and message_id is not None:
            message = self.state.find_any(chat_id, message_id)
            thread_id = message.thread_id if message else None
        return chat_id, thread_id

    def _record(
        self,
        method: str,
        params: Params,
        chat_id: int | None,
        thread_id: int | None,
        *,
        result: Any = None,
        error: ApiError | None = None,
        fault: str | None = None,
    ) -> None:
        self.transcript.record(
            at=self.state.clock(),
            method=method,
            chat_id=chat_id,
            thread_id=thread_id,
            params=params.loggable(),
            ok=error is None,
            result=result,
            error_code=None if error is None else error.code,
            description=None if error is None else error.description,
            fault=fault,
        )
        self.state.touch()

    def _mark_activity(self) -> None:
        self._last_activity = asyncio.get_running_loop().time()

    async def _sleep(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._closed.wait(), seconds)


async def _read_params(request: web.Request) -> Params:
    values: dict[str, Any] = dict(request.query)
    files: dict[str, bytes] = {}
    if request.can_read_body:
        if request.content_type == "application/json":
            body = await request.json()
            if not isinstance(body, dict):
                raise ValueError("a JSON body must be an object")
            values.update(body)
        else:
            for name, value in (await request.post()).items():
                if isinstance(value, web.FileField):
                    files[name] = value.file.read()
                else:
                    values[name] = value if isinstance(value, str) else bytes(value).decode()
    return Params(values, files)
