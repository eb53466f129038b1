"""The database fails for a while (a full disk, a locked file, PostgreSQL away): what could not be saved did not
happen and the presser is told so, and once the database works again the lobby and the game go on with nothing
lost."""

from __future__ import annotations

import asyncio
import functools
import random
from pathlib import Path
from typing import Any

import pytest

from bot.store import StoreUnavailable
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Message
from tests.loadsupport import shown_version
from tests.players import my_turn, playable, start_with_computers

LOBBY_NOT_SAVED = "The table cannot be saved right now, so nothing changed. Try again in a moment."
MOVE_NOT_SAVED = "The game cannot be saved right now, so your move was not made. Try again in a moment."


class Disk:
    """The store's saves of live tables, failing while `full`; the saves listed in `slow` (by their number, from
    0) take a while."""

    def __init__(self, save: Any, slow: tuple[int, ...] = ()) -> None:
        self._save, self.full, self._slow, self._saves = save, False, slow, 0

    async def __call__(self, *args: Any, **kwargs: Any) -> Any:
        full, number = self.full, self._saves
        self._saves += 1
        if number in self._slow:  # a save begun before the disk filled lands all the same
            await asyncio.sleep(0.5)
        if full:
            raise StoreUnavailable("database or disk is full")
        return await self._save(*args, **kwargs)


async def test_a_lobby_and_a_game_go_on_once_the_database_works_again(fake_telegram: FakeTelegram, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    server, rng = fake_telegram, random.Random(3)
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)

    def next_turn(since: int) -> Message | None:
        """Ali's hand once it shows his turn in the game as it is at version `since` or later."""
        hand = my_turn(ali)
        return hand if hand is not None and shown_version(hand) >= since else None

    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        # The lobby's second save (its message's id) takes a while: the first Join comes meanwhile, and its own
        # save fails, later. Taking the Join back must not take back the save that landed meanwhile.
        disk = Disk(rt.store.save_table, slow=(1, 2))
        monkeypatch.setattr(rt.store, "save_table", disk)
        await ali.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None), what="the lobby")
        join = lobby.buttons[0][0].callback_data

        disk.full = True
        assert (await ali.press(lobby, data=join)).text == LOBBY_NOT_SAVED
        disk.full = False  # the lobby is as the database has it, and takes the next press
        assert (await ali.press(lobby, data=join)).text == "You're seated."
        await server.wait_for(lambda: "Ali" in server.message(group, lobby.message_id).body, what="Ali seated")
        await start_with_computers(server, group, server.message(group, lobby.message_id), ali)
        [table] = list(rt.tables)

        def version() -> int:
            assert table.game is not None  # (a move taken back is taken back by replaying the game's record)
            return table.game.version

        hand = await server.wait_for(lambda: my_turn(ali), what="Ali's turn")
        before, card = version(), rng.choice(playable(hand))
        disk.full = True
        assert (await ali.press(hand, card)).text == MOVE_NOT_SAVED
        assert version() == before, "a move that could not be saved was made"
        disk.full = False
        assert (await ali.press(hand, card)).text is None
        assert version() > before
        for _ in range(3):  # the game goes on: Ali's next turns come and are taken
            hand = await server.wait_for(functools.partial(next_turn, version()), what="Ali's next turn")
            assert (await ali.press(hand, rng.choice(playable(hand)))).text is None
