"""Updates that race each other: whichever of two comes first, a closed table accepts nothing after it; and moves
that race the table's own picture: whatever it showed when it went out, the table ends up showing the game.

The bot handles updates concurrently and serialises them per table with the table's lock, so a race is two
handlers queued on that lock. The tests hold the lock themselves, let both updates arrive and queue in a chosen
order, then let go: the order is the race's worst case, every time.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path
from random import Random

import pytest

from bot.games.protocol import View
from bot.i18n import who
from bot.runtime import Runtime
from bot.store.sqlite import SQLite
from bot.table import writer
from bot.table.model import Table
from bot.ui.hokm import HokmUI
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram
from tests.players import my_turn, play_one_move, playable, seat_everyone, start_with_computers


async def queued(server: FakeTelegram, table: Table, waiters: int) -> None:
    """Wait until `waiters` handlers are queued to hold the table."""
    await server.wait_for(lambda: writer.waiting(table) >= waiters, what=f"{waiters} handlers queued")


def only_table(rt: Runtime) -> Table:
    [table] = list(rt.tables)
    return table


async def test_a_move_that_races_cancel_is_refused(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_everyone(server, group, [ali])
        await start_with_computers(server, group, lobby, ali)
        hand = await server.wait_for(lambda: my_turn(ali), what="Ali's turn")
        table = only_table(rt)
        assert table.game is not None
        version = table.game.version
        async with writer.hold(rt, table):
            await ali.send(group, "/cancel")
            await queued(server, table, 1)
            query = await ali.press_nowait(hand, playable(hand)[0])
            await queued(server, table, 2)
        answer = await server.wait_for(lambda: server.callback_answer(query), what="the press answered")
        assert answer.text == "This game is over."
        assert table.game.version == version, "a move was applied to a cancelled game"
        await asyncio.sleep(0)
        await rt.drain()
        said = server.dump(group)
        assert "The game was cancelled." in said and "won" not in said
        photos = server.transcript.select(("sendPhoto", "editMessageMedia"), chat_id=group.id)
        cancelled = next(c for c in server.transcript.select("sendMessage", chat_id=group.id)
                         if "cancelled" in c.params.get("text", ""))
        assert all(c.index < cancelled.index for c in photos), "the table was redrawn after the cancel"


async def test_start_that_races_close_is_refused(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_everyone(server, group, [ali])
        table = only_table(rt)
        async with writer.hold(rt, table):
            close = await ali.press_nowait(lobby, "Close table")
            await queued(server, table, 1)
            start = await ali.press_nowait(lobby, "Start")
            await queued(server, table, 2)
        await server.wait_for(lambda: server.callback_answer(start), what="Start answered")
        assert server.callback_answer(close) is not None
        assert table.game is None and not list(rt.tables)
        await rt.drain()
        assert "The table was closed." in server.message(group, lobby.message_id).body


async def test_a_move_that_cannot_be_saved_is_not_made(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """The database stops taking writes mid-game (SQLite's own read-only mode): a press is refused with a clear
    answer and the game stays as saved; once writes work again, the same press goes through."""
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_everyone(server, group, [ali])
        await start_with_computers(server, group, lobby, ali)
        hand = await server.wait_for(lambda: my_turn(ali), what="Ali's turn")
        table = only_table(rt)
        assert table.game is not None
        version = table.game.version
        sqlite = rt.store.backend
        assert isinstance(sqlite, SQLite)
        await sqlite.db.execute("PRAGMA query_only = 1")
        answer = await ali.press(hand, playable(hand)[0])
        assert answer.text == "The game cannot be saved right now, so your move was not made. Try again in a moment."
        assert table.game.version == version and my_turn(ali) is not None
        await sqlite.db.execute("PRAGMA query_only = 0")
        assert (await ali.press(hand, playable(hand)[0])).text is None
        # made, by Ali (the computers may have moved since)
        assert table.game.version > version and table.game.log[version][0] == table.seat_of(ali.id)


async def test_a_lobby_press_that_cannot_be_saved_changes_nothing(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """The database stops taking writes while people sit down: a seat or Start is refused with a clear answer and
    the table stays as saved; once writes work again, the same presses go through."""
    server = fake_telegram
    ali, bita = server.add_user("Ali", started=True, language_code="en"), server.add_user("Bita", started=True)
    group = server.create_group("Cards", [ali, bita], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_everyone(server, group, [ali])
        table = only_table(rt)
        sqlite = rt.store.backend
        assert isinstance(sqlite, SQLite)
        await sqlite.db.execute("PRAGMA query_only = 1")
        refused = "The table cannot be saved right now, so nothing changed. Try again in a moment."
        assert (await bita.press(lobby, "Join 2")).text == refused
        assert not bita.inbox(), "no welcome to a table Bita did not join"
        assert (await ali.press(lobby, "Start")).text == refused
        assert [s.user_id if s else None for s in table.seats] == [ali.id, None, None, None] and not table.started
        await sqlite.db.execute("PRAGMA query_only = 0")
        assert (await bita.press(lobby, "Join 2")).text == "You're seated."
        [state] = await rt.store.live_tables()
        assert [s and s[0] for s in state["seats"]] == [ali.id, bita.id, None, None]


async def test_moves_made_while_the_first_picture_is_drawn_are_drawn_after_it(
        fake_telegram: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's first picture is sent, not edited, and drawing it can take a while (a cold renderer on a busy
    machine): moves made meanwhile are not on it, so the table is drawn again once it is there."""
    server = fake_telegram
    people = [server.add_user(f"P{seat}", started=True, language_code="en") for seat in range(4)]
    group = server.create_group("Cards", people)
    drawing, drawn = threading.Event(), threading.Event()
    render = HokmUI.render

    def held(ui: HokmUI, view: View, names: Sequence[str], lang: str) -> bytes:
        drawing.set()
        drawn.wait(10)
        return render(ui, view, names, lang)

    monkeypatch.setattr(HokmUI, "render", held)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_everyone(server, group, people)
        try:
            assert (await people[0].press(lobby, "Start")).text == "The game has started!"
            await server.wait_for(drawing.is_set, what="the first picture being drawn")
            for _ in range(2):
                await play_one_move(server, people, Random(2), over=lambda: False)
        finally:
            drawn.set()
        table = only_table(rt)
        assert table.game is not None
        await rt.drain()
        pictures = server.transcript.select(("sendPhoto", "editMessageMedia"), chat_id=group.id, ok=True)
        caption = pictures[-1].params.get("caption") or pictures[-1].params["media"]["caption"]
        acting = people[min(table.game.to_act())]
        assert f"<b>{who(acting.first_name)}</b>" in caption, caption
