"""A fake Telegram Bot API server for end-to-end tests of the bot, real PTB included.

It serves the Bot API on 127.0.0.1 (POST ``{root}/bot<token>/<method>`` with JSON, form or multipart
bodies; long-polling getUpdates) and keeps the whole world in memory: users and whether they started
or blocked the bot, groups, forum topics, every message with edits applied, uploaded photos, pending
updates and callback queries. Errors use Telegram's own words and codes. Because the state lives in
the server, a bot process can be killed and restarted and will find unconfirmed updates waiting.

A test in one event loop::

    from telegram.ext import AIORateLimiter
    from tests.fakebot import Faults, FakeTelegram
    from tests.fakebot.fixtures import polling

    async def test_join(fake_telegram: FakeTelegram) -> None:
        server = fake_telegram  # or: async with FakeTelegram() as server:
        alice = server.add_user("Alice", username="alice")
        bob = server.add_user("Bob", started=True)
        group = server.create_group("Hokm night", [alice, bob])
        app = server.application_builder().rate_limiter(AIORateLimiter(max_retries=3)).build()
        register_handlers(app)
        async with polling(app):
            await alice.send(group, "/hokm")
            lobby = await server.wait_for(lambda: server.bot_messages(group))
            answer = await alice.press(lobby[-1], "Join")   # waits for answerCallbackQuery
            assert answer.text == "You joined"
            stale = await bob.press(lobby[-1], data="seat:9")  # forged or stale callback_data
            print(server.dump(group))                       # the group as a player sees it
            assert server.transcript.max_per_minute(group.id) <= 20
            assert not server.transcript.errors()
            edits = server.transcript.select("editMessageMedia", chat_id=group.id)

Topics: ``topic = server.create_topic(forum_group, "Table 1")`` then ``alice.send(topic, "/hokm")``;
``server.visible(topic)`` lists that topic only. DMs: ``alice.inbox()``, ``alice.last()``,
``server.visible(alice.dm)``. Photos: ``message.image()`` opens what the bot uploaded.

Timing: ``server.state.callbacks[query_id].delivered_at`` is when the bot fetched a press;
``server.transcript.subscribe(listener)`` sees every call as it is recorded.

Faults: ``server.faults = Faults(seed=1, rate_limit=0.1, timeout=0.05, timeout_delay=2.0, server_error=0.05,
group_limit=20, private_limit=1, overall_limit=30)`` or, deterministically,
``server.fail_next("sendMessage", retry_after=1)`` (``chat_id=`` for one chat, ``kind="server_error"`` for a 502).
Timeouts only become PTB's TimedOut when ``timeout_delay`` exceeds the bot's read timeout.

A bot in another process gets ``server.token``, ``server.base_url`` and ``server.base_file_url``
and builds ``Application.builder().token(t).base_url(u).base_file_url(f)``; the test keeps running the
server in its loop (so it must wait with asyncio, e.g. ``asyncio.create_subprocess_exec``).
"""

from .apierror import ApiError
from .clock import ManualClock
from .faults import Faults
from .keyboards import Button
from .server import DEFAULT_TOKEN, FakeTelegram
from .state import Account, CallbackAnswer, Group, Message, PrivateChat, Topic
from .transcript import WRITE_METHODS, Call, Transcript
from .users import User

__all__ = [
    "DEFAULT_TOKEN",
    "WRITE_METHODS",
    "Account",
    "ApiError",
    "Button",
    "Call",
    "CallbackAnswer",
    "FakeTelegram",
    "Faults",
    "Group",
    "ManualClock",
    "Message",
    "PrivateChat",
    "Topic",
    "Transcript",
    "User",
]
