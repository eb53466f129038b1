"""What a worker that shares the database with others reads before each update."""

from __future__ import annotations

import asyncio
import datetime
import functools
from pathlib import Path
from types import SimpleNamespace
from typing import cast

from telegram import Bot, Chat, Message, Update

from bot.config import Settings
from bot.handlers.context import BotContext
from bot.play.workers import before_update, refresh, take_up
from bot.runtime import Runtime
from bot.store import Store
from bot.table.model import Seat, Table

GROUP = -100


async def test_a_setting_another_worker_changed_holds_from_the_next_update(tmp_path: Path) -> None:
    """A group changes its turn timer through one worker; the other, which read the old one, times the turns of
    its tables by the new one from the next update in that group on (not by the bot's default)."""
    settings = Settings(token="1:x", db_path=tmp_path / "bot.db", turn_seconds=90)
    first = Runtime(settings, await Store.open(settings.db_path), Bot("1:x"))
    second = Runtime(settings, await Store.open(settings.db_path), Bot("1:x"))
    table = Table(id="t1", chat_id=GROUP, thread_id=None, game_name="hokm", lang="en", creator_id=1,
                  chat_title="g", options={}, seats=[None] * 4)
    try:
        await first.set_chat_setting(GROUP, "turn", 60)
        await second.chat_settings(GROUP)
        assert second.turn_seconds(table) == 60
        await first.set_chat_setting(GROUP, "turn", 30)
        update = Update(1, message=Message(1, datetime.datetime.now(datetime.UTC), Chat(GROUP, Chat.SUPERGROUP)))
        await before_update(update, cast(BotContext, SimpleNamespace(runtime=second)))
        assert second.turn_seconds(table) == 30
    finally:
        for rt in (first, second):
            await rt.store.close()


def test_a_table_loaded_again_keeps_what_only_this_worker_knows() -> None:
    """Another worker moved: this one loads the table again from the database, and keeps the locks others wait
    on and the hands it has still to redraw or send anew (a person asked for their cards); when people pressed
    comes with the table, for presses reach either worker."""
    table = Table(id="t1", chat_id=GROUP, thread_id=None, game_name="hokm", lang="en", creator_id=1,
                  chat_title="g", options={}, seats=[Seat(1, "a"), Seat(2, "b"), Seat(-1, "c"), Seat(-2, "d")])
    game = table.start(seed=7)
    table.pressed[2] = 4.0
    saved = {**table.to_state(), "record": game.record(), "row_version": 2, "saved_moves": 0}
    local = table.local
    local.resend_hands.add(1)
    table.pressed = {1: 5.0}
    table.become(saved)
    assert table.local is local and table.row_version == 2
    assert local.resend_hands == {1} and table.pressed == {2: 4.0}


async def test_a_table_taken_up_by_the_sweep_and_an_update_at_once_is_one_table(tmp_path: Path) -> None:
    """The sweep and an update in the table's chat both find a table this worker lacks: one copy is made, so a
    press handled on the copy an update found is not refused as out of date because the other replaced it."""
    settings = Settings(token="1:x", db_path=tmp_path / "bot.db")
    first = Runtime(settings, await Store.open(settings.db_path), Bot("1:x"))
    second = Runtime(settings, await Store.open(settings.db_path), Bot("1:x"))
    second.catch_up = functools.partial(refresh, second)  # as `workers.share` makes it
    table = Table(id="t1", chat_id=GROUP, thread_id=None, game_name="hokm", lang="en", creator_id=1,
                  chat_title="g", options={}, seats=[None] * 4)
    first.tables.add(table)
    try:
        await first.save(table)
        versions = await second.store.live_versions()

        async def found() -> Table:
            while (copy := second.tables.get("t1")) is None:
                await asyncio.sleep(0)
            return copy

        *_, handled = await asyncio.gather(take_up(second, versions), take_up(second, versions), found())
        assert second.tables.get("t1") is handled
    finally:
        for rt in (first, second):
            await rt.store.close()
