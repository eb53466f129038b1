"""A live table's moves reach the database each once and in order, however its saves overlap: the group's
table picture is saved when it is first sent, outside the table's lock, while a move's own save may be waiting
for the database."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from telegram import Bot

from bot.config import Settings
from bot.play.moves import act
from bot.runtime import Runtime
from bot.screens import group
from bot.store import Store, StoreUnavailable
from bot.table import writer
from bot.table.model import Seat, Table


def shelem_table() -> Table:
    table = Table(id="t1", chat_id=-100, thread_id=None, game_name="shelem", lang="en", creator_id=1,
                  chat_title="g", options={}, seats=[Seat(1, "a"), Seat(2, "b"), Seat(-1, "c"), Seat(-2, "d")])
    table.start(seed=7)
    return table


def move(table: Table) -> None:
    game = table.game
    assert game is not None
    seat = min(game.to_act())
    game.apply(seat, game.legal_actions(seat)[0])


async def live(tmp_path: Path) -> tuple[Runtime, Table]:
    """A runtime on a fresh database with a Shelem table saved at its start."""
    store = await Store.open(tmp_path / "bot.db")
    rt = Runtime(Settings(token="1:x", db_path=tmp_path / "bot.db"), store, Bot("1:x"))
    table = shelem_table()
    rt.tables.add(table)
    await rt.save(table)
    return rt, table


async def restored(rt: Runtime) -> Table:
    """The table as a restart would bring it back; a move missing from the database makes its replay refuse
    the next one."""
    [state] = await rt.store.live_tables()
    await rt.store.close()
    return Table.from_state(state)


async def held_save(rt: Runtime, table: Table) -> None:
    """A save as the table's writer makes it: one at a time."""
    async with writer.hold(rt, table):
        await rt.save(table)


async def test_overlapping_saves_keep_every_move_once(tmp_path: Path) -> None:
    rt, table = await live(tmp_path)
    move(table)
    await asyncio.gather(held_save(rt, table), held_save(rt, table))  # the move's save and another one while it waits
    for _ in range(3):
        move(table)
        await rt.save(table)
    game, again = table.game, (await restored(rt)).game
    assert game is not None and again is not None and again.record() == game.record()


async def test_a_move_whose_save_failed_is_written_by_the_next_save(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    rt, table = await live(tmp_path)
    move(table)
    write = rt.store.save_table

    async def refused(*args: Any, **kwargs: Any) -> None:
        monkeypatch.setattr(rt.store, "save_table", write)
        raise StoreUnavailable("disk full")

    monkeypatch.setattr(rt.store, "save_table", refused)
    with pytest.raises(StoreUnavailable):
        await rt.save(table)
    assert table.saved_moves == 0
    await rt.save(table)
    game, again = table.game, (await restored(rt)).game
    assert game is not None and again is not None and again.record() == game.record() and len(game.log) == 1


async def test_a_save_made_while_the_table_is_dropped_brings_nothing_back(tmp_path: Path) -> None:
    """A finished game's row is dropped while the result is still being shown: the group's feed saving the id of
    a picture it just sent, before the table is let go, must not write the table back as live."""
    rt, table = await live(tmp_path)
    move(table)
    dropped = asyncio.Event()

    async def drop() -> None:
        await rt.store.drop_table(table.id)
        dropped.set()
        await asyncio.sleep(0.01)  # the store answers; meanwhile the feed saves

    async def finish() -> None:
        async with writer.hold(rt, table):
            await rt.drop(table, drop)

    async def feed_saves() -> None:
        await dropped.wait()
        await held_save(rt, table)

    try:
        await asyncio.gather(finish(), feed_saves(), held_save(rt, table))
        await held_save(rt, table)
        assert await rt.store.live_tables() == []
    finally:
        await rt.store.close()


async def test_nothing_is_drawn_from_a_move_until_it_is_saved(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A move is made only once it is saved: while its save is on its way, whatever draws the table waits, and
    a save that fails takes the move back before anything has shown it."""
    rt, table = await live(tmp_path)
    game = table.game
    assert game is not None
    version, seat = game.version, min(game.to_act())
    arrived, refuse = asyncio.Event(), asyncio.Event()

    async def refused(*args: Any, **kwargs: Any) -> int:
        arrived.set()
        await refuse.wait()
        raise StoreUnavailable("disk full")

    async def drawn() -> int:
        async with writer.hold(rt, table):  # as a message's redraw reads what to show
            assert table.game is not None
            return table.game.version

    async def moved() -> None:
        async with writer.hold(rt, table):
            await act(rt, table, seat, game.legal_actions(seat)[0])

    monkeypatch.setattr(rt.store, "save_table", refused)
    try:
        move = asyncio.create_task(moved())
        await arrived.wait()
        draw = asyncio.create_task(drawn())
        await asyncio.sleep(0.01)
        assert not draw.done()
        refuse.set()
        with pytest.raises(StoreUnavailable):
            await move
        assert await draw == version
    finally:
        await rt.store.close()


async def test_a_picture_that_shows_the_move_is_drawn_again_below_the_news_it_brought(tmp_path: Path) -> None:
    """The group's picture may be drawn while a move is saved, showing the move, before the move's news (a hand's
    result) is said below it: the redraw the move asked for is still needed, to bring the picture back below."""
    rt, table = await live(tmp_path)
    try:
        table.table_message_id = 10
        table.group_digest = await group.group_scene(rt, table)
        assert not await group.redraw_needed(rt, table)
        table.saw(11)  # someone spoke: not yet enough to bury the picture
        assert not await group.redraw_needed(rt, table)
        table.saw(12, news=True)
        assert await group.redraw_needed(rt, table)
    finally:
        await rt.store.close()
