"""A game nobody plays any more ends by itself, unscored, even without a turn timer."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram
from tests.players import my_turn, seat_everyone, start_with_computers

ENDED = "Nobody has played for"


async def test_a_game_without_a_turn_timer_ends_after_a_long_silence(fake_telegram: FakeTelegram,
                                                                      tmp_path: Path) -> None:
    server, db = fake_telegram, tmp_path / "bot.db"
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, db, turn_seconds=0, game_idle_timeout=1.0) as rt:
        lobby = await seat_everyone(server, group, [ali])
        await start_with_computers(server, group, lobby, ali)
        hand = await server.wait_for(lambda: my_turn(ali), what="Ali's turn")
        await server.wait_for(lambda: ENDED in server.dump(group), what="the game ended for silence")
        assert not list(rt.tables)
        await server.wait_for(lambda: ENDED in server.message(ali.id, hand.message_id).body, what="the hand closed")
        assert not server.message(ali.id, hand.message_id).buttons
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone() == (0,)
        assert conn.execute("SELECT COUNT(*) FROM games").fetchone() == (0,), "an abandoned game is not scored"
