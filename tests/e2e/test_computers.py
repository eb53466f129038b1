"""Computer players fill empty seats, pace their moves, and never get private messages."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram
from tests.players import all_said, play_to_the_end, start_with_computers


async def test_one_person_and_three_computers_finish_a_match(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="fa")
    group = server.create_group("شب حکم", [nima], owner=nima)
    db = tmp_path / "bot.db"
    async with running_bot(server, db, turn_seconds=0) as rt:
        await nima.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        assert (await nima.press(lobby, data=lobby.buttons[0][0].callback_data)).text == "You're seated."
        await nima.press(lobby, "Add computer")
        await start_with_computers(server, group, lobby, nima)
        table = next(iter(rt.tables))
        assert [s.computer for s in table.seats if s] == [False, True, True, True]
        assert all(name.startswith("🤖 ") for name in table.names()[1:])
        rng = random.Random(3)
        game = table.game
        assert game is not None
        await play_to_the_end(server, nima, game, rng)
        await all_said(server, rt)
        assert "won the match" in server.dump(group)

    with sqlite3.connect(db) as conn:
        players = conn.execute("SELECT user_id FROM game_players ORDER BY seat").fetchall()
    assert [p[0] > 0 for p in players] == [True, False, False, False]
