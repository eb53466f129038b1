"""Everything the fake Telegram remembers: accounts, chats, messages, files, pending updates, callbacks.

It outlives any bot process, so a bot that is killed and restarted finds the world as it left it,
including updates it fetched but never confirmed.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from PIL import Image

from .apierror import bad_request, forbidden
from .files import FileStore, StoredFile
from .keyboards import Button, inline_buttons

# Telegram leaves these out unless getUpdates' allowed_updates names them.
_OPT_IN_UPDATES = frozenset({"chat_member", "message_reaction", "message_reaction_count"})
TOPIC_ICON_COLOR = 7322096


class Place(Protocol):
    """Where messages live: a chat, or one forum topic of it."""

    @property
    def chat_id(self) -> int: ...

    @property
    def thread_id(self) -> int | None: ...


def locate(where: Place | int) -> tuple[int, int | None]:
    """Chat id and topic of a place; a bare int is a whole chat."""
    if isinstance(where, int):
        return where, None
    return where.chat_id, where.thread_id


@dataclass
class Account:
    id: int
    first_name: str
    last_name: str | None = None
    username: str | None = None
    language_code: str | None = None
    is_bot: bool = False
    started: bool = False
    blocked: bool = False

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}" if self.last_name else self.first_name

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "is_bot": self.is_bot, "first_name": self.first_name}
        if self.last_name:
            out["last_name"] = self.last_name
        if self.username:
            out["username"] = self.username
        if self.language_code and not self.is_bot:
            out["language_code"] = self.language_code
        return out


@dataclass(frozen=True)
class PrivateChat:
    user_id: int

    @property
    def chat_id(self) -> int:
        return self.user_id

    @property
    def thread_id(self) -> None:
        return None


@dataclass(frozen=True)
class Topic:
    chat_id: int
    thread_id: int
    name: str


@dataclass(eq=False)
class Group:
    id: int
    title: str
    supergroup: bool = True
    is_forum: bool = False
    owner_id: int | None = None
    members: set[int] = field(default_factory=set)
    admins: set[int] = field(default_factory=set)
    # "administrator", "member", "left" or "kicked": the bot's own standing in the group.
    bot_status: str = "administrator"
    topics: dict[int, Topic] = field(default_factory=dict)

    @property
    def chat_id(self) -> int:
        return self.id

    @property
    def thread_id(self) -> None:
        return None

    @property
    def type(self) -> str:
        return "supergroup" if self.supergroup else "group"

    def to_api(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "type": self.type, "title": self.title}
        if self.is_forum:
            out["is_forum"] = True
        return out


@dataclass(eq=False)
class Message:
    """One message as everyone in its chat currently sees it (edits applied)."""

    chat_id: int
    message_id: int
    sender_id: int
    from_bot: bool
    date: int
    thread_id: int | None = None
    text: str | None = None
    entities: list[dict[str, Any]] = field(default_factory=list)
    caption: str | None = None
    caption_entities: list[dict[str, Any]] = field(default_factory=list)
    # The text or caption exactly as the bot sent it, before HTML was parsed.
    source: str | None = None
    photo: tuple[StoredFile, ...] = ()
    reply_markup: dict[str, Any] | None = None
    reply_to: int | None = None
    service: dict[str, Any] | None = None
    edit_date: int | None = None
    edits: int = 0
    deleted: bool = False
    pinned: bool = False
    # Every keyboard the message has shown, oldest first: a person may still have an earlier one on screen.
    keyboards: list[dict[str, Any] | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.keyboards.append(self.reply_markup)

    @property
    def body(self) -> str:
        return self.text if self.text is not None else self.caption or ""

    @property
    def buttons(self) -> list[list[Button]]:
        return inline_buttons(self.reply_markup)

    def keyboard_before(self) -> list[list[Button]]:
        """The keyboard the message showed before its last one (none if it has shown only one)."""
        return inline_buttons(self.keyboards[-2]) if len(self.keyboards) > 1 else []

    @property
    def button_labels(self) -> list[str]:
        return [button.text for row in self.buttons for button in row]

    @property
    def photo_file(self) -> StoredFile | None:
        return self.photo[-1] if self.photo else None

    def image(self) -> Image.Image:
        if not self.photo:
            raise ValueError(f"message {self.message_id} has no photo")
        return self.photo[-1].image()


@dataclass(frozen=True)
class CallbackAnswer:
    text: str | None
    show_alert: bool
    url: str | None
    cache_time: int


@dataclass(eq=False)
class CallbackQuery:
    id: str
    user_id: int
    chat_id: int
    message_id: int
    data: str
    created_at: float
    answer: CallbackAnswer | None = None
    # When the bot last received it: the clock time of the getUpdates answer that carried it.
    delivered_at: float | None = None
    edits: int = 0  # how many times the message had been edited when it was pressed
    shown: bool = False  # whether the data was a button's on the message as it was when pressed


class State:
    def __init__(self, bot: Account, clock: Callable[[], float], callback_ttl: float) -> None:
        self.bot = bot
        self.clock = clock
        # Telegram stops accepting an answer to a callback query after a few seconds.
        self.callback_ttl = callback_ttl
        self.accounts: dict[int, Account] = {bot.id: bot}
        self.groups: dict[int, Group] = {}
        self.files = FileStore()
        self.callbacks: dict[str, CallbackQuery] = {}
        # (chat, message) -> its edit count when a press on it was last answered without a word (as done), and
        # the data pressed
        self.done_presses: dict[tuple[int, int], tuple[int, str]] = {}
        self.commands: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.settings: dict[str, dict[str, Any]] = {}
        self.allowed_updates: frozenset[str] | None = None
        self._messages: dict[int, dict[int, Message]] = {}
        self._updates: list[dict[str, Any]] = []
        self._next_update_id = 1
        self._changed = asyncio.Event()

    # -- change notification -------------------------------------------------------------------

    def touch(self) -> None:
        """Wake everyone waiting for the world to change."""
        self._changed.set()
        self._changed = asyncio.Event()

    async def next_change(self, timeout: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._changed.wait(), timeout)

    # -- accounts and chats --------------------------------------------------------------------

    def account(self, user_id: int) -> Account:
        found = self.accounts.get(user_id)
        if found is None:
            raise bad_request("user not found")
        return found

    def chat_api(self, chat_id: int) -> dict[str, Any]:
        group = self.groups.get(chat_id)
        if group is not None:
            return group.to_api()
        account = self.accounts.get(chat_id)
        if account is None or account.is_bot:
            raise bad_request("chat not found")
        out = {k: v for k, v in account.to_api().items() if k not in ("is_bot", "language_code")}
        out["type"] = "private"
        return out

    def group(self, chat_id: int) -> Group | None:
        return self.groups.get(chat_id)

    def check_can_post(self, chat_id: int) -> None:
        """Refuse as Telegram does when the bot may not write to (or edit in) this chat."""
        group = self.groups.get(chat_id)
        if group is not None:
            kind = "supergroup" if group.supergroup else "group"
            if group.bot_status == "kicked":
                raise forbidden(f"bot was kicked from the {kind} chat")
            if group.bot_status == "left":
                raise forbidden(f"bot is not a member of the {kind} chat")
            return
        account = self.accounts.get(chat_id)
        if account is None or account.is_bot:
            raise bad_request("chat not found")
        if account.blocked:
            raise forbidden("bot was blocked by the user")
        if not account.started:
            raise forbidden("bot can't initiate conversation with a user")

    def check_thread(self, chat_id: int, thread_id: int | None) -> None:
        if thread_id is None:
            return
        group = self.groups.get(chat_id)
        if group is None or not group.is_forum or thread_id not in group.topics:
            raise bad_request("message thread not found")

    # -- messages ------------------------------------------------------------------------------

    def post(self, chat_id: int, sender_id: int, *, thread_id: int | None = None, **content: Any) -> Message:
        chat = self._messages.setdefault(chat_id, {})
        message = Message(
            chat_id=chat_id,
            message_id=len(chat) + 1,
            sender_id=sender_id,
            from_bot=sender_id == self.bot.id,
            date=int(time.time()),
            thread_id=thread_id,
            **content,
        )
        chat[message.message_id] = message
        return message

    def find(self, chat_id: int, message_id: int) -> Message | None:
        """The message if it still exists."""
        message = self._messages.get(chat_id, {}).get(message_id)
        return None if message is None or message.deleted else message

    def find_any(self, chat_id: int, message_id: int) -> Message | None:
        """The message even if deleted, for the transcript's bookkeeping."""
        return self._messages.get(chat_id, {}).get(message_id)

    def visible(self, chat_id: int, thread_id: int | None = None) -> list[Message]:
        return [
            m
            for m in self._messages.get(chat_id, {}).values()
            if not m.deleted and (thread_id is None or m.thread_id == thread_id)
        ]

    def create_topic(self, group: Group, name: str, creator_id: int) -> Topic:
        if not group.is_forum:
            raise bad_request("the chat is not a forum")
        service = {"forum_topic_created": {"name": name, "icon_color": TOPIC_ICON_COLOR}}
        message = self.post(group.id, creator_id, service=service)
        message.thread_id = message.message_id
        topic = Topic(group.id, message.message_id, name)
        group.topics[topic.thread_id] = topic
        return topic

    def message_api(self, message: Message, *, with_reply: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "message_id": message.message_id,
            "from": self.accounts[message.sender_id].to_api(),
            "chat": self.chat_api(message.chat_id),
            "date": message.date,
        }
        group = self.groups.get(message.chat_id)
        if message.thread_id is not None:
            out["message_thread_id"] = message.thread_id
            out["is_topic_message"] = True
        if message.text is not None:
            out["text"] = message.text
            if message.entities:
                out["entities"] = message.entities
        if message.photo:
            out["photo"] = [size.photo_size() for size in message.photo]
        if message.caption:
            out["caption"] = message.caption
            if message.caption_entities:
                out["caption_entities"] = message.caption_entities
        if message.reply_markup and "inline_keyboard" in message.reply_markup:
            out["reply_markup"] = message.reply_markup
        if message.edit_date:
            out["edit_date"] = message.edit_date
        if message.service:
            out.update(message.service)
        reply_to = message.reply_to
        # In a forum topic every message that replies to nothing else replies to the topic's first message.
        if reply_to is None and group is not None and group.is_forum and message.thread_id != message.message_id:
            reply_to = message.thread_id
        replied = self.find(message.chat_id, reply_to) if reply_to is not None else None
        if with_reply and replied is not None:
            out["reply_to_message"] = self.message_api(replied, with_reply=False)
        return out

    # -- updates -------------------------------------------------------------------------------

    def push_update(self, kind: str, payload: dict[str, Any]) -> int:
        update_id = self._next_update_id
        self._next_update_id += 1
        self._updates.append({"update_id": update_id, kind: payload})
        self.touch()
        return update_id

    def confirm(self, offset: int) -> None:
        """getUpdates' offset forgets every update below it; a negative one keeps only the last few."""
        if offset < 0:
            self._updates = self._updates[offset:]
        else:
            self._updates = [u for u in self._updates if u["update_id"] >= offset]

    def drop_pending_updates(self) -> None:
        self._updates.clear()

    def deliverable(self, limit: int) -> list[dict[str, Any]]:
        self._updates = [u for u in self._updates if self._allowed(u)]
        return self._updates[:limit]

    def _allowed(self, update: dict[str, Any]) -> bool:
        kind = next(k for k in update if k != "update_id")
        if self.allowed_updates:
            return kind in self.allowed_updates
        return kind not in _OPT_IN_UPDATES

    @property
    def pending_updates(self) -> int:
        """Updates not yet confirmed by a later getUpdates offset."""
        return len(self._updates)
