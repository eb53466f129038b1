"""The fake Bot API server behaves like Telegram towards a real PTB Application."""

from __future__ import annotations

import asyncio
import html
import io
import signal
import sys
from collections.abc import AsyncIterator
from typing import Any

import pytest
from PIL import Image
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TimedOut
from telegram.ext import AIORateLimiter, Application, CallbackQueryHandler, CommandHandler, ContextTypes

from tests.fakebot import FakeTelegram, Faults, ManualClock
from tests.fakebot.fixtures import fake_telegram, polling
from tests.fakebot.html_entities import EntityParseError, parse_html

# Listed so the imported fixture counts as used; pytest finds fixtures among module names.
__all__ = ["fake_telegram"]

App = Application[Any, Any, Any, Any, Any, Any]


def _png(size: tuple[int, int]) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (20, 90, 40)).save(out, format="PNG")
    return out.getvalue()


TABLE_PNG = _png((320, 200))
TABLE_KEYBOARD = InlineKeyboardMarkup(
    [[InlineKeyboardButton("Join ✋", callback_data="join")], [InlineKeyboardButton("Rules", url="https://t.me/x")]]
)


async def on_start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    assert update.effective_message and update.effective_user
    name = html.escape(update.effective_user.first_name)
    await update.effective_message.reply_text(f"Welcome, <b>{name}</b>", parse_mode=ParseMode.HTML)


async def on_table(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    assert update.effective_message
    await update.effective_message.reply_photo(TABLE_PNG, caption="Players: none", reply_markup=TABLE_KEYBOARD)


async def on_press(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    assert query
    if query.data != "join":
        await query.answer("That button is gone", show_alert=True)
        return
    await query.answer(f"Welcome to the table, {query.from_user.first_name}")
    await query.edit_message_caption(f"Players: {query.from_user.first_name}", reply_markup=TABLE_KEYBOARD)


def table_bot(server: FakeTelegram, *, rate_limited: bool = False, read_timeout: float | None = None) -> App:
    builder = server.application_builder()
    if read_timeout is not None:
        builder = builder.read_timeout(read_timeout)
    app: App = (builder.rate_limiter(AIORateLimiter(max_retries=2)) if rate_limited else builder).build()
    app.add_handler(CommandHandler("start", on_start))
    app.add_handler(CommandHandler("table", on_table))
    app.add_handler(CallbackQueryHandler(on_press))
    return app


@pytest.fixture
async def bot_app(fake_telegram: FakeTelegram) -> AsyncIterator[App]:
    """The table bot, initialised for direct API calls but not polling."""
    app = table_bot(fake_telegram)
    async with app:
        yield app


async def test_polling_delivers_commands_and_survives_a_restart(fake_telegram: FakeTelegram) -> None:
    server = fake_telegram
    alice = server.add_user("Alice")
    async with polling(table_bot(server)):
        await alice.start()
        [welcome] = await server.wait_for(alice.inbox)
    assert welcome.text == "Welcome, Alice"
    assert welcome.entities == [{"type": "bold", "offset": 9, "length": 5}]
    assert {"getMe", "deleteWebhook", "getUpdates"} <= {c.method for c in server.transcript}

    await alice.send(alice.dm, "/start again")
    assert server.pending_updates == 1
    async with polling(table_bot(server)):
        await server.wait_for(lambda: len(alice.inbox()) == 2)
    assert server.pending_updates == 0
    assert [c.chat_id for c in server.transcript.select("sendMessage")] == [alice.id, alice.id]


async def test_users_who_never_started_or_blocked_the_bot_are_forbidden(
    fake_telegram: FakeTelegram, bot_app: App
) -> None:
    bob = fake_telegram.add_user("Bob")
    with pytest.raises(Forbidden, match="bot can't initiate conversation with a user"):
        await bot_app.bot.send_message(bob.id, "Your hand")
    await bob.start()
    await bot_app.bot.send_message(bob.id, "Your hand")
    bob.block()
    with pytest.raises(Forbidden, match="bot was blocked by the user"):
        await bot_app.bot.send_message(bob.id, "Your turn")
    assert [m.text for m in bob.inbox()] == ["Your hand"]


async def test_press_returns_the_answer_and_sees_the_edit(fake_telegram: FakeTelegram) -> None:
    server = fake_telegram
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    group = server.create_group("Hokm night", [alice, bob])
    app = table_bot(server)
    async with polling(app):
        await alice.send(group, "/table")
        [table] = await server.wait_for(lambda: server.bot_messages(group))
        assert table.image().size == (320, 200)
        assert table.button_labels == ["Join ✋", "Rules"]

        answer = await alice.press(table, "Join")
        assert (answer.text, answer.show_alert) == ("Welcome to the table, Alice", False)
        await server.wait_for(lambda: table.caption == "Players: Alice")

        stale = await bob.press(table, data="leave")
        assert (stale.text, stale.show_alert) == ("That button is gone", True)

        assert table.photo_file is not None
        again = await app.bot.send_photo(group.id, table.photo_file.file_id)
    assert server.message(group, again.message_id).image().tobytes() == table.image().tobytes()
    dump = server.dump(group)
    assert "    [Join ✋]\n    [Rules ↗]" in dump and "Players: Alice" in dump


@pytest.mark.parametrize(
    ("source", "error"),
    [
        ("Hi <b>Ali<b</b>", 'Unsupported start tag "b</b" at byte offset 9'),
        ("Hi Ali<b", "Unclosed start tag at byte offset 6"),
        ("<b>Ali", 'Can\'t find end tag corresponding to start tag "b"'),
        ("a < b", 'Unsupported start tag "" at byte offset 2'),
        ("<b>x</i>", 'Unmatched end tag at byte offset 4, expected "</b>", found "</i>"'),
        ("<span>x</span>", 'Tag "span" must have class "tg-spoiler" at byte offset 0'),
    ],
)
def test_html_parse_errors_use_telegrams_words(source: str, error: str) -> None:
    with pytest.raises(EntityParseError) as caught:
        parse_html(source)
    assert str(caught.value) == error


def test_html_entities_and_offsets() -> None:
    assert parse_html("😀 &lt;<i>b</i>&gt; & <a href='https://t.me/a?x=1&amp;y'>l</a>") == (
        "😀 <b> & l",
        [
            {"type": "italic", "offset": 4, "length": 1},
            {"type": "text_link", "offset": 9, "length": 1, "url": "https://t.me/a?x=1&y"},
        ],
    )


async def test_unescaped_names_break_html_messages(fake_telegram: FakeTelegram, bot_app: App) -> None:
    group = fake_telegram.create_group("g", [fake_telegram.add_user("Ali<b")])
    with pytest.raises(BadRequest, match="Can't parse entities: unsupported start tag"):
        await bot_app.bot.send_message(group.id, "Hi <b>Ali<b</b>", parse_mode=ParseMode.HTML)
    await bot_app.bot.send_message(group.id, f"Hi <b>{html.escape('Ali<b')}</b>", parse_mode=ParseMode.HTML)
    assert [m.text for m in fake_telegram.visible(group)] == ["Hi Ali<b"]


async def test_edits_to_identical_or_missing_messages_fail(fake_telegram: FakeTelegram, bot_app: App) -> None:
    group = fake_telegram.create_group("g", [fake_telegram.add_user("Alice")])
    sent = await bot_app.bot.send_message(group.id, "Round 1")
    with pytest.raises(BadRequest, match="Message is not modified: specified new message content"):
        await bot_app.bot.edit_message_text("Round 1", group.id, sent.message_id)
    await bot_app.bot.edit_message_text("Round 2", group.id, sent.message_id)
    await bot_app.bot.delete_message(group.id, sent.message_id)
    with pytest.raises(BadRequest, match="Message to edit not found"):
        await bot_app.bot.edit_message_text("Round 3", group.id, sent.message_id)
    assert fake_telegram.visible(group) == []


async def test_callback_data_is_limited_to_64_bytes(fake_telegram: FakeTelegram, bot_app: App) -> None:
    group = fake_telegram.create_group("g", [fake_telegram.add_user("Alice")])

    def keyboard(data: str) -> InlineKeyboardMarkup:
        return InlineKeyboardMarkup([[InlineKeyboardButton("Play", callback_data=data)]])

    # Persian letters take two bytes each: 32 fit, 33 do not.
    await bot_app.bot.send_message(group.id, "ok", reply_markup=keyboard("ب" * 32))
    with pytest.raises(BadRequest, match="Button_data_invalid"):
        await bot_app.bot.send_message(group.id, "too long", reply_markup=keyboard("ب" * 33))


async def test_retry_after_is_honoured_by_the_rate_limiter(fake_telegram: FakeTelegram) -> None:
    server = fake_telegram
    alice = server.add_user("Alice")
    server.fail_next("sendMessage", retry_after=1)
    async with polling(table_bot(server, rate_limited=True)):
        await alice.start()
        await server.wait_for(alice.inbox, timeout=5)
    refused, delivered = server.transcript.select("sendMessage")
    assert (refused.error_code, refused.fault, delivered.ok) == (429, "rate_limit", True)
    assert delivered.at - refused.at >= 1.0
    assert len(alice.inbox()) == 1


async def test_group_writes_per_minute_are_counted_and_can_be_capped() -> None:
    clock = ManualClock()
    async with FakeTelegram(clock=clock) as server:
        app = table_bot(server)
        group = server.create_group("g", [server.add_user("Alice")])
        async with app:
            bot = app.bot
            first = await bot.send_message(group.id, "a")
            for text in "bcd":
                await bot.edit_message_text(text, group.id, first.message_id)
            with pytest.raises(BadRequest):
                await bot.edit_message_text("d", group.id, first.message_id)
            clock.advance(30)
            for _ in range(5):
                await bot.send_message(group.id, "x")
            clock.advance(31)
            for _ in range(3):
                await bot.send_message(group.id, "y")
            assert server.transcript.max_per_minute(group.id) == 9
            assert server.transcript.max_per_minute(group.id, window=1) == 5

            # The last 60 s hold 8 writes; the oldest of them, at +30 s, leaves the window in 29 s.
            server.faults = Faults(group_limit=8)
            with pytest.raises(RetryAfter):
                await bot.send_message(group.id, "z")
            clock.advance(30)
            await bot.send_message(group.id, "z")
    [capped] = server.transcript.errors(429)
    assert (capped.fault, capped.description) == ("group_limit", "Too Many Requests: retry after 29")


async def test_private_chats_and_all_chats_together_have_their_own_limits() -> None:
    clock = ManualClock()
    async with FakeTelegram(clock=clock) as server:
        app = table_bot(server)
        alice, bob = server.add_user("Alice", started=True), server.add_user("Bob", started=True)
        server.faults = Faults(private_limit=1, overall_limit=3, overall_window=10)
        async with app:
            bot = app.bot
            await bot.send_message(alice.id, "a")
            with pytest.raises(RetryAfter):
                await bot.send_message(alice.id, "too soon for Alice")
            await bot.send_message(bob.id, "b")  # another private chat has its own second
            clock.advance(1)
            await bot.send_message(alice.id, "c")
            with pytest.raises(RetryAfter):
                await bot.send_message(bob.id, "a fourth write in 10 s")
    capped = [c.fault for c in server.transcript.errors(429)]
    assert capped == ["private_limit", "overall_limit"]


async def test_a_server_error_may_come_after_the_call_was_carried_out(fake_telegram: FakeTelegram) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", started=True)
    server.fail_next("sendMessage", kind="server_error")
    server.fail_next("sendMessage", kind="server_error", executes=False)
    async with table_bot(server) as app:
        for text in ("carried out", "lost"):
            with pytest.raises(NetworkError, match="Bad Gateway"):
                await app.bot.send_message(alice.id, text)
    assert [m.text for m in alice.inbox()] == ["carried out"]
    assert [c.fault for c in server.transcript.errors(502)] == ["server_error", "server_error"]


async def test_forum_topics_keep_thread_ids(fake_telegram: FakeTelegram) -> None:
    server = fake_telegram
    alice = server.add_user("Alice")
    forum = server.create_group("Cards", [alice], forum=True)
    topic = server.create_topic(forum, "Table 1")
    app = table_bot(server)
    async with polling(app):
        await alice.send(topic, "/table")
        await server.wait_for(lambda: server.bot_messages(topic))
        await alice.send(forum, "/start")
        await server.wait_for(lambda: len(server.bot_messages(forum)) == 2)
        with pytest.raises(BadRequest, match="Message thread not found"):
            await app.bot.send_message(forum.id, "lost", message_thread_id=topic.thread_id + 100)
    [photo_call] = server.transcript.select("sendPhoto")
    assert (photo_call.chat_id, photo_call.thread_id) == (forum.id, topic.thread_id)
    assert [m.thread_id for m in server.bot_messages(forum)] == [topic.thread_id, None]
    assert [m.body for m in server.visible(topic)][1:] == ["/table", "Players: none"]


async def test_a_slow_answer_times_out_although_the_message_was_sent(fake_telegram: FakeTelegram) -> None:
    group = fake_telegram.create_group("g", [fake_telegram.add_user("Alice")])
    fake_telegram.fail_next("sendMessage", kind="timeout", delay=1.0)
    async with table_bot(fake_telegram, read_timeout=0.2) as app:
        with pytest.raises(TimedOut):
            await app.bot.send_message(group.id, "hello")
    assert [m.text for m in fake_telegram.visible(group)] == ["hello"]


BOT_PROCESS = """
import os, sys
from telegram.ext import Application, CommandHandler

async def pong(update, context):
    await update.effective_message.reply_text(f"pong from {os.getpid()}")

app = Application.builder().token(sys.argv[1]).base_url(sys.argv[2]).base_file_url(sys.argv[3]).build()
app.add_handler(CommandHandler("start", pong))
app.run_polling(poll_interval=0.0, timeout=2)
"""


async def test_a_killed_bot_process_is_replaced_without_losing_updates(fake_telegram: FakeTelegram) -> None:
    server = fake_telegram
    alice = server.add_user("Alice")
    processes: list[asyncio.subprocess.Process] = []

    async def spawn() -> asyncio.subprocess.Process:
        argv = [sys.executable, "-c", BOT_PROCESS, server.token, server.base_url, server.base_file_url]
        processes.append(await asyncio.create_subprocess_exec(*argv, stderr=asyncio.subprocess.DEVNULL))
        return processes[-1]

    try:
        first = await spawn()
        await alice.start()
        await server.wait_for(alice.inbox, timeout=15)
        first.send_signal(signal.SIGKILL)
        await first.wait()

        await alice.start()
        second = await spawn()
        await server.wait_for(lambda: len(alice.inbox()) >= 2, timeout=15)
    finally:
        for process in processes:
            if process.returncode is None:
                process.kill()
                await process.wait()
    replies = [m.text for m in alice.inbox()]
    assert replies[0] == f"pong from {first.pid}"
    assert replies[-1] == f"pong from {second.pid}"
