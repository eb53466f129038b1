"""Presses and updates from where they do not belong: other chats, strangers, edits, a bot removed mid-game."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram
from tests.players import my_turn, seat_everyone, start_with_computers

RLO = "\u202e"


async def test_seats_and_presses_belong_to_the_tables_chat(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    eve = server.add_user(f"Eve{RLO}gnp.exe", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    other = server.create_group("Elsewhere", [eve], owner=eve)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await ali.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None), what="the lobby")
        [table] = list(rt.tables)

        # A stranger who was handed the deep link is not seated.
        await eve.start(f"j{table.id}-1")
        refusal = await server.wait_for(lambda: next((m for m in eve.inbox() if "Only members" in m.body), None),
                                        what="the stranger told")
        assert "Cards" in refusal.body and table.seat_of(eve.id) is None

        # The lobby's button data pressed on a message in another group names the table but does nothing.
        await eve.send(other, "/help")
        decoy = await server.wait_for(lambda: next(iter(server.bot_messages(other)), None), what="a bot message")
        seat_data = lobby.buttons[0][0].callback_data
        assert seat_data is not None
        answer = await eve.press(decoy, data=seat_data)
        assert answer.text == "This button does not belong to a table in this chat."
        assert table.seat_of(eve.id) is None

        # A name with a right-to-left override shows without it on the seat button.
        server.state.groups[group.id].members.add(eve.id)
        await eve.press(server.message(group, lobby.message_id), data=lobby.buttons[0][1].callback_data)
        await server.wait_for(lambda: any("Eve" in label for label in server.message(group, lobby.message_id)
                                          .button_labels), what="Eve seated")
        assert not any(RLO in label for label in server.message(group, lobby.message_id).button_labels)


async def test_an_edited_message_runs_no_command(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db") as rt:
        help_message = await ali.send(group, "/help")
        await server.wait_for(lambda: len(server.bot_messages(group)) == 1, what="the help")
        await ali.send(group, "/hokm")
        await server.wait_for(lambda: len(server.bot_messages(group)) == 2, what="the lobby")
        await ali.edit(help_message, "/cancel")
        await ali.send(group, "/help")  # handled after the edit: once it is answered, the edit was seen
        await server.wait_for(lambda: len(server.bot_messages(group)) == 3, what="the second help")
        assert len(rt.tables) == 1 and "closed" not in server.dump(group)


async def test_a_bot_removed_from_the_group_ends_its_game_unscored(fake_telegram: FakeTelegram,
                                                                   tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_everyone(server, group, [ali])
        await start_with_computers(server, group, lobby, ali)
        hand = await server.wait_for(lambda: my_turn(ali), what="Ali's turn")
        ali.remove_bot(group)
        await server.wait_for(lambda: "removed from Cards" in server.message(ali.id, hand.message_id).body,
                              what="Ali told in private")
        assert not list(rt.tables) and not server.message(ali.id, hand.message_id).buttons
    with sqlite3.connect(tmp_path / "bot.db") as conn:
        assert conn.execute("SELECT COUNT(*) FROM games").fetchone() == (0,), "a game ended this way is not scored"


async def test_a_press_answered_too_late_is_not_an_error(fake_telegram: FakeTelegram, tmp_path: Path,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db"):
        await ali.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None), what="the lobby")
        server.state.callback_ttl = 0.0  # every answer now comes too late, as for a press delivered twice
        with caplog.at_level(logging.INFO):
            query = await ali.press_nowait(lobby, data=lobby.buttons[0][0].callback_data)
            await server.wait_for(lambda: any("too late" in r.getMessage() for r in caplog.records),
                                  what="the late answer logged")
        assert server.callback_answer(query) is None
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
