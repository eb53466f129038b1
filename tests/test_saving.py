"""A live table's moves reach the database each once and in order, however its saves overlap: the group's
table picture is saved when it is first sent, outside the table's lock, while a move's own save may be waiting
for the database."""

from __future__ import annotations

import asyncio
from pathlib import Path

from telegram import Bot

from bot.config import Settings
from bot.runtime import Runtime
from bot.store import Store
from bot.tables import Seat, Table


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


async def test_overlapping_saves_keep_every_move_once(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "bot.db")
    rt = Runtime(Settings(token="1:x", db_path=tmp_path / "bot.db"), store, Bot("1:x"))
    table = shelem_table()
    rt.tables.add(table)
    await rt.save(table)
    move(table)
    await asyncio.gather(rt.save(table), rt.save(table))  # the move's save and another one while it waits
    for _ in range(3):
        move(table)
        await rt.save(table)
    [state] = await store.live_tables()
    await store.close()
    restored = Table.from_state(state).game  # a move missing from the database makes its replay refuse the next
    assert restored is not None and table.game is not None and restored.record() == table.game.record()
