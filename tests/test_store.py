from pathlib import Path

from bot.store import FinishedSeat, Store
from bot.ui import Column

COLUMNS = (Column("hands", "hands_won"), Column("kots", "kots"))


async def test_migrations_run_once_and_settings_persist(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    store = await Store.open(path)
    await store.set_chat_lang(-100, "en")
    await store.close()
    store = await Store.open(path)
    assert await store.chat_lang(-100) == "en"
    assert await store.chat_lang(-200) is None
    await store.close()


async def test_a_game_is_scored_once_and_its_live_row_dropped(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "bot.db")
    await store.save_table("t1", -100, None, {"id": "t1"})
    seats = [FinishedSeat(s, 10 + s, f"p{s}", s % 2 == 0, {"hands_won": 7 - s % 2, "kots": 1 - s % 2})
             for s in range(4)]
    assert await store.finish_game("t1", -100, None, "hokm", {"seed": 1}, {}, seats)
    assert not await store.finish_game("t1", -100, None, "hokm", {"seed": 1}, {}, seats)
    assert await store.live_tables() == []
    board = await store.leaderboard(-100, "hokm", COLUMNS)
    assert [(r.user_id, r.matches, r.figures) for r in board[:2]] == [(10, 1, {"hands": 7, "kots": 1}),
                                                                      (12, 1, {"hands": 7, "kots": 1})]
    record = await store.player_record(11, "hokm", COLUMNS)
    assert record is not None and (record.played, record.matches, record.figures["hands"]) == (1, 0, 6)
    assert await store.leaderboard(-999, "hokm", COLUMNS) == []
    await store.close()


async def test_a_persons_choice_of_turn_pings_is_kept_apart_from_every_group(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    store = await Store.open(path)
    assert await store.pings(5_000_000_000) is None  # never said: a user id beyond 32 bits fits
    await store.set_pings(5_000_000_000, False)
    await store.set_pings(7, True)
    await store.set_pings(7, False)
    await store.set_pings(7, True)
    await store.close()
    store = await Store.open(path)
    assert (await store.pings(5_000_000_000), await store.pings(7)) == (False, True)
    await store.close()
