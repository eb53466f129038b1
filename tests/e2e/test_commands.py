"""Commands, languages, forum topics and lobbies that close themselves."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys
from pathlib import Path

import pytest

from bot.handlers import commands
from tests.botrunner import advance, running_bot
from tests.fakebot import FakeTelegram, Group, Message, PrivateChat, Topic, User
from tests.players import open_with_computers


async def reply_to(server: FakeTelegram, user: User, where: Group | Topic | PrivateChat, text: str) -> Message:
    """Send a command and return the bot's next message there."""
    before = len(server.bot_messages(where))
    await user.send(where, text)
    return await server.wait_for(lambda: server.bot_messages(where)[-1] if server.bot_messages(where)[before:]
                                 else None)


async def test_commands_answer_in_the_chats_language(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True)
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", lang="fa"):
        assert "hokm" in server.commands(language_code="fa") and "scores" in server.commands(language_code="en")
        assert "بازی‌های ورق گروهی" in (await reply_to(server, ali, group, "/help")).body
        assert "English" in (await reply_to(server, ali, group, "/lang en")).body
        assert "Hokm rules" in (await reply_to(server, ali, group, "/rules hokm")).body
        assert "No game has finished" in (await reply_to(server, ali, group, "/scores")).body
        assert "hasn't finished a game" in (await reply_to(server, ali, group, "/stats")).body
        assert "/lang fa" in (await reply_to(server, ali, group, "/lang xx")).body
        assert "No game is running" in (await reply_to(server, ali, group, "/cancel")).body
    async with running_bot(server, tmp_path / "bot.db", lang="fa"):
        assert "Hokm rules" in (await reply_to(server, ali, group, "/rules")).body, "the language was kept"


async def test_a_command_menu_telegram_fails_to_take_at_the_start_is_set_a_while_later(
        fake_telegram: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot works without its menu: setting it timing out at the start does not stop the start (it stopped the
    bot before), and the menu is set again a while later."""
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    monkeypatch.setattr(commands, "MENU_RETRY", 0.2)
    server.fail_next("setMyCommands", kind="server_error", executes=False)
    async with running_bot(server, tmp_path / "bot.db"):
        assert "Hokm" in (await reply_to(server, ali, group, "/hokm")).body
        await server.wait_for(lambda: "hokm" in server.commands(language_code="fa"), what="the menu set again")


async def test_each_forum_topic_has_its_own_table(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali, bita = server.add_user("Ali", started=True), server.add_user("Bita", started=True)
    forum = server.create_group("Club", [ali, bita], owner=ali, forum=True)
    one, two = server.create_topic(forum, "Table 1"), server.create_topic(forum, "Table 2")
    async with running_bot(server, tmp_path / "bot.db", lang="en") as rt:
        first = await reply_to(server, ali, one, "/hokm")
        second = await reply_to(server, bita, two, "/hokm")
        assert "Hokm table" in first.body and "Hokm table" in second.body
        assert first.thread_id == one.thread_id and second.thread_id == two.thread_id
        assert len(rt.tables) == 2
        again = await reply_to(server, bita, one, "/hokm")
        assert "already running" in again.body and again.thread_id == one.thread_id
        assert "Only the table's creator" in (await reply_to(server, bita, one, "/cancel")).body
        await ali.send(one, "/cancel")
        await server.wait_for(lambda: "The table was closed" in server.message(forum, first.message_id).body)
        assert len(rt.tables) == 1


async def test_a_cancelled_games_picture_names_no_turn_and_offers_no_cards(fake_telegram: FakeTelegram,
                                                                           tmp_path: Path) -> None:
    """After /cancel the table's last picture no longer says whose move it is (▶️) nor offers My cards: there is
    no game to play any more."""
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, ali)
        [table] = list(rt.tables)
        picture = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                      if m.photo and "My cards" in m.button_labels), None),
                                        what="the table picture")
        assert "▶️" in picture.body  # whose move it is
        await ali.send(group, "/cancel")
        await server.wait_for(lambda: "The game was cancelled." in server.dump(group), what="the cancel said")
        await rt.drain()
        last = server.message(group, table.table_message_id or 0)
        assert "▶️" not in last.body and not last.buttons, (last.body, last.button_labels)


async def test_an_idle_lobby_closes_itself_and_says_so(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True)
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", lang="en", lobby_idle_timeout=0.5) as rt:
        lobby = await reply_to(server, ali, group, "/hokm")
        join = lobby.buttons[0][0].callback_data
        await server.wait_for(lambda: "closed because nobody used it" in server.message(group, lobby.message_id).body)
        assert len(rt.tables) == 0
        assert (await ali.press(lobby, data=join)).text == "That button is out of date."


async def test_an_idle_lobby_keeps_its_time_across_a_restart(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """A lobby left for 50 of its 60 minutes, then the bot restarted: it closes ten minutes later, not an hour."""
    server, db = fake_telegram, tmp_path / "bot.db"
    ali = server.add_user("Ali", started=True)
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, db, lang="en", lobby_idle_timeout=3600.0) as rt:
        lobby = await reply_to(server, ali, group, "/hokm")
        advance(rt, 50 * 60)
    async with running_bot(server, db, lang="en", lobby_idle_timeout=3600.0) as rt:
        assert len(rt.tables) == 1
        advance(rt, 10 * 60 + 1)
        await server.wait_for(lambda: "closed because nobody used it" in server.message(group, lobby.message_id).body,
                              what="the lobby closed")
        assert len(rt.tables) == 0


async def test_a_missing_token_is_one_clear_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", env=env, cwd=tmp_path,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    assert proc.returncode == 2
    assert err.decode().strip().splitlines() == [
        "error: TELEGRAM_BOT_TOKEN is not set: get a token from @BotFather and export it."]


def read_only_database(db: Path) -> None:
    """A database SQLite opens and reads but will not write: its header's write version says the file is from a
    later SQLite, which makes it read-only (as a file the process may not write is; a test run as root could
    write that one anyway)."""
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE t (x)")
    header = bytearray(db.read_bytes())
    header[18] = 3  # the file format write version: above 2, read-only
    db.write_bytes(header)


@pytest.mark.parametrize("damage", ["not a database", "truncated", "a directory", "read-only"])
async def test_a_database_the_bot_cannot_use_is_one_clear_line(tmp_path: Path, damage: str) -> None:
    db = tmp_path / "var" / "cardbot.db"
    db.parent.mkdir()
    if damage == "not a database":
        db.write_text("these are my notes, not a database\n" * 200)
    elif damage == "truncated":
        with sqlite3.connect(db) as conn:
            conn.execute("CREATE TABLE t (x)")
            conn.executemany("INSERT INTO t VALUES (?)", [("x" * 500,)] * 200)
        db.write_bytes(db.read_bytes()[:1500])
    elif damage == "read-only":
        read_only_database(db)
    else:
        db.mkdir()
    env = {**os.environ, "TELEGRAM_BOT_TOKEN": "123:abc", "BOT_DB": str(db), "TELEGRAM_API_URL": "http://127.0.0.1:9"}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", env=env, cwd=tmp_path,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 1
    [line] = err.decode().strip().splitlines()
    assert line.startswith(f"error: the database {db} cannot be used: "), line
