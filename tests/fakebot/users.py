"""Simulated Telegram users: they write in chats, press inline buttons, block the bot, read their DMs."""

from __future__ import annotations

import asyncio
import re
import time
from typing import TYPE_CHECKING, Any

from .keyboards import Button
from .methods_chats import member_api
from .state import Account, CallbackAnswer, Group, Message, Place, PrivateChat, locate

if TYPE_CHECKING:
    from .server import FakeTelegram

_COMMAND = re.compile(r"/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?=\s|$)")


class User:
    def __init__(self, server: FakeTelegram, account: Account) -> None:
        self._server = server
        self.account = account

    def __repr__(self) -> str:
        return f"User({self.account.full_name!r}, id={self.id})"

    @property
    def server(self) -> FakeTelegram:
        return self._server

    @property
    def id(self) -> int:
        return self.account.id

    @property
    def first_name(self) -> str:
        return self.account.first_name

    @property
    def dm(self) -> PrivateChat:
        """This user's private chat with the bot."""
        return PrivateChat(self.id)

    @property
    def started(self) -> bool:
        return self.account.started

    @property
    def blocked(self) -> bool:
        return self.account.blocked

    # -- acting --------------------------------------------------------------------------------

    async def start(self, payload: str | None = None) -> Message:
        """Press Start in the DM (a deep link's ``payload`` follows the command)."""
        return await self.send(self.dm, f"/start {payload}" if payload else "/start")

    async def send(self, where: Place | int, text: str, *, reply_to: Message | None = None) -> Message:
        """Write ``text`` in the DM, a group or a topic; a leading /command gets its bot_command entity."""
        state = self._server.state
        chat_id, thread_id = locate(where)
        group = state.group(chat_id)
        if group is not None:
            if self.id not in group.members:
                raise ValueError(f"{self.first_name} is not a member of {group.title!r}")
            if thread_id is not None and thread_id not in group.topics:
                raise ValueError(f"{group.title!r} has no topic {thread_id}")
        elif chat_id == self.id:
            # Writing to a bot, Start included, also lifts a block.
            self.account.started = True
            self.account.blocked = False
        else:
            raise ValueError(f"{self.first_name} can only write in their own DM or in their groups")
        if reply_to is not None and thread_id is None:
            thread_id = reply_to.thread_id
        message = state.post(
            chat_id,
            self.id,
            thread_id=thread_id,
            text=text,
            entities=_command_entities(text),
            reply_to=reply_to.message_id if reply_to else None,
        )
        self._server.inject("message", state.message_api(message))
        await asyncio.sleep(0)
        return message

    async def edit(self, message: Message, text: str) -> None:
        """Edit a message this person wrote; Telegram sends the bot an edited_message update."""
        message.text, message.entities, message.edits = text, _command_entities(text), message.edits + 1
        message.edit_date = int(time.time())
        self._server.inject("edited_message", self._server.state.message_api(message))
        await asyncio.sleep(0)

    def remove_bot(self, group: Group) -> None:
        """Remove the bot from a group; Telegram tells the bot with a my_chat_member update from this person."""
        state = self._server.state
        old = member_api(state, group, state.bot.id)
        group.bot_status = "kicked"
        self._server.inject("my_chat_member", {
            "chat": group.to_api(), "from": self.account.to_api(), "date": int(time.time()),
            "old_chat_member": old, "new_chat_member": member_api(state, group, state.bot.id),
        })

    async def press(
        self, message: Message, button: str | None = None, *, data: str | None = None, timeout: float = 10.0,
    ) -> CallbackAnswer:
        """Press a button and return the bot's answerCallbackQuery once it comes.

        ``button`` is matched against the labels, exactly first, then as a substring, and must pick
        one callback button. ``data`` skips the lookup and sends that callback_data as is, the way a
        stale or forged client would.

        Like a person watching their screen, after a silent answer to a button they saw on a private message
        (a move, which a bot may answer before it redraws the message) this returns once the message has been
        edited, or once the bot has gone quiet without editing it. A test that must not press a keyboard about to
        be replaced waits for the keyboard of the game's present version (`tests.players.current_hand`).
        """
        query_id = await self.press_nowait(message, button, data=data)
        answer = await self._server.wait_for(
            lambda: self._server.callback_answer(query_id),
            timeout,
            what=f"an answer to {self.first_name}'s press on message {message.message_id}",
        )
        query = self._server.state.callbacks[query_id]
        pressed = self._server.state.find(query.chat_id, query.message_id)
        if answer.text is None and answer.url is None and query.shown and pressed is not None and pressed.chat_id > 0:
            await self._server.settled(pressed, query.edits, timeout)
        return answer

    async def press_nowait(self, message: Message, button: str | None = None, *, data: str | None = None) -> str:
        """Press without waiting for the answer; returns the callback query id."""
        state = self._server.state
        current = state.find(message.chat_id, message.message_id)
        if current is None:
            raise LookupError(f"message {message.message_id} in chat {message.chat_id} is gone")
        group = state.group(current.chat_id)
        if (group is None and current.chat_id != self.id) or (group is not None and self.id not in group.members):
            raise LookupError(f"{self.first_name} cannot see chat {current.chat_id}")
        if data is None:
            data = _pick_button(current, button).callback_data or ""
        query_id = self._server.open_callback(self.account, current, data)
        await asyncio.sleep(0)
        return query_id

    def block(self) -> None:
        """Block the bot; Telegram tells the bot with a my_chat_member update."""
        self.account.blocked = True
        self._server.inject("my_chat_member", self._membership_change("member", "kicked"))

    def unblock(self) -> None:
        self.account.blocked = False
        self._server.inject("my_chat_member", self._membership_change("kicked", "member"))

    # -- reading -------------------------------------------------------------------------------

    def inbox(self) -> list[Message]:
        """The bot's messages in this user's DM as they look now."""
        return [m for m in self._server.state.visible(self.id) if m.from_bot]

    def last(self) -> Message:
        inbox = self.inbox()
        if not inbox:
            raise LookupError(f"the bot has sent {self.first_name} nothing")
        return inbox[-1]

    def _membership_change(self, old: str, new: str) -> dict[str, Any]:
        bot = self._server.state.bot.to_api()
        member: dict[str, Any] = {"status": new, "user": bot}
        if new == "kicked":
            member["until_date"] = 0
        return {
            "chat": self._server.state.chat_api(self.id),
            "from": self.account.to_api(),
            "date": int(time.time()),
            "old_chat_member": {"status": old, "user": bot} | ({"until_date": 0} if old == "kicked" else {}),
            "new_chat_member": member,
        }


def _command_entities(text: str) -> list[dict[str, Any]]:
    match = _COMMAND.match(text)
    return [{"type": "bot_command", "offset": 0, "length": match.end()}] if match else []


def _pick_button(message: Message, label: str | None) -> Button:
    buttons = [b for row in message.buttons for b in row if b.callback_data is not None]
    if label is None:
        raise ValueError("name a button or give callback data")
    exact = [b for b in buttons if b.text == label]
    found = exact or [b for b in buttons if label in b.text]
    if len(found) != 1:
        problem = "no" if not found else "more than one"
        raise LookupError(f"{problem} callback button matches {label!r}; buttons: {message.button_labels}")
    return found[0]
