import time

import pytest

from bot.games.commitment import fingerprint
from bot.plugin import Column
from bot.store import FinishedSeat, Stale, Store
from bot.store.db import Letter, Posted

COLUMNS = (Column("hands", "hands_won"), Column("kots", "kots"))


async def test_migrations_run_once_and_settings_persist(store_at: str) -> None:
    path = store_at
    store = await Store.open(path)
    await store.set_chat_lang(-100, "en")
    await store.close()
    store = await Store.open(path)
    assert await store.chat_lang(-100) == "en"
    assert await store.chat_lang(-200) is None
    await store.close()


async def test_a_game_is_scored_once_and_its_live_row_dropped(store_at: str) -> None:
    store = await Store.open(store_at)
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


async def test_a_finished_game_is_found_by_its_seeds_fingerprint_in_its_chat(store_at: str) -> None:
    store = await Store.open(store_at)
    seed = 2**127 + 5  # as large as a table's seed: beyond what a 64-bit integer column could hold
    seats = [FinishedSeat(0, 10, "p0", True, {}), FinishedSeat(1, 11, "p1", False, {})]
    assert await store.finish_game("t1", -100, None, "rummy", {"seed": seed}, {}, seats)
    assert await store.game_with_fingerprint(fingerprint(seed), -100) == "t1"
    assert await store.game_with_fingerprint(fingerprint(seed)) == "t1"
    assert await store.game_with_fingerprint(fingerprint(seed), -200) is None
    assert await store.game_with_fingerprint(fingerprint(seed + 1), -100) is None
    stored = await store.finished_record("t1")
    assert stored is not None and stored[1]["seed"] == seed
    await store.close()


async def test_a_persons_choice_of_turn_pings_is_kept_apart_from_every_group(store_at: str) -> None:
    store = await Store.open(store_at)
    assert await store.pings(5_000_000_000) is None  # never said: a user id beyond 32 bits fits
    await store.set_pings(5_000_000_000, False)
    await store.set_pings(7, True)
    await store.set_pings(7, False)
    await store.set_pings(7, True)
    await store.close()
    store = await Store.open(store_at)
    assert (await store.pings(5_000_000_000), await store.pings(7)) == (False, True)
    await store.close()


async def test_a_save_over_a_version_another_worker_moved_on_from_is_refused(store_at: str) -> None:
    first, second = await Store.open(store_at), await Store.open(store_at)
    chat = -1001234567890  # a supergroup's id needs 64 bits
    version = await first.save_table("t1", chat, 7, {"id": "t1"}, 0, [(0, "a")])
    assert version == 1
    assert await second.save_table("t1", chat, 7, {"id": "t1", "n": 2}, 1, [(1, "b")], version=1) == 2
    with pytest.raises(Stale):  # the first worker still holds version 1: it must reload, and saved nothing
        await first.save_table("t1", chat, 7, {"id": "t1", "n": 3}, 2, [(2, "c")], version=1)
    [state] = await first.live_tables()
    assert (state["n"], state["row_version"], state["saved_moves"]) == (2, 2, 0)
    assert await first.live_versions(chat) == {"t1": 2}
    assert await first.live_table("gone") is None
    await first.close()
    await second.close()


async def test_one_table_is_opened_in_a_chat_or_topic_whichever_worker_opens_it(store_at: str) -> None:
    first, second = await Store.open(store_at), await Store.open(store_at)
    assert await first.save_table("t1", -100, None, {"id": "t1"}) == 1
    with pytest.raises(Stale):  # two workers took the same /hokm at once: the second one opens nothing
        await second.save_table("t2", -100, None, {"id": "t2"})
    assert await second.save_table("t3", -100, 7, {"id": "t3"}) == 1  # a forum topic has its own table
    with pytest.raises(Stale):
        await first.save_table("t4", -100, 7, {"id": "t4"})
    assert await first.save_table("t1", -100, None, {"id": "t1", "n": 2}, version=1) == 2
    await first.drop_table("t1")
    assert await second.save_table("t2", -100, None, {"id": "t2"}) == 1  # once it is closed, another may open
    assert set(await first.live_versions(-100)) == {"t2", "t3"}
    await first.close()
    await second.close()


async def test_a_timer_is_claimed_once_per_version_until_its_claim_runs_out(store_at: str) -> None:
    store = await Store.open(store_at)
    assert await store.claim_timer("t1:turn", 3, hold=30)
    assert not await store.claim_timer("t1:turn", 3, hold=30)
    assert await store.claim_timer("t1:warn", 3, hold=30)
    assert await store.claim_timer("t1:turn", 4, hold=-1)  # a claim that has already run out...
    assert await store.claim_timer("t1:turn", 4, hold=30)  # ...is taken over (its worker may have died)
    await store.close()


async def test_a_tables_last_words_are_kept_with_its_end_until_each_is_struck_off(store_at: str) -> None:
    """Kept in the transaction that ends the table (not at all by a second finish), in order, held by the worker
    saying them until their hold runs out, and gone once struck off."""
    store = await Store.open(store_at)
    await store.save_table("t1", -100, 7, {"id": "t1"})
    await store.save_table("t2", -100, None, {"id": "t2"})
    result = Letter(-100, "<b>Nima</b> won", 7, [[["🔁 Play again", "A|t1"]]])
    hand = Letter(10, "The game is over.", edit=55, html=False)
    now = time.time()
    kept = [Posted("t1", 3, result, now + 60), Posted("t1", 4, hand, now - 1)]
    seats = [FinishedSeat(0, 10, "p0", True, {})]
    assert await store.finish_game("t1", -100, 7, "hokm", {"seed": 1}, {}, seats, letters=kept)
    assert not await store.finish_game("t1", -100, 7, "hokm", {"seed": 1}, {}, seats, letters=kept)
    await store.drop_table("t2", [Posted("t2", 0, Letter(-100, "closed", edit=9, caption=True))])
    assert await store.live_tables() == []
    assert [(p.table_id, p.n, p.letter) for p in await store.outbox()] == [("t1", 3, result), ("t1", 4, hand),
                                                                         ("t2", 0, Letter(-100, "closed", edit=9,
                                                                                          caption=True))]
    assert await store.claim_letter("t1", 3, hold=30) is False  # the worker that ended it holds it
    assert await store.claim_letter("t1", 4, hold=30) is True  # its hold ran out
    assert await store.claim_letter("t1", 4, hold=30) is False
    await store.strike("t1", 4)
    assert await store.claim_letter("t1", 4, hold=30) is None
    assert [(p.table_id, p.n) for p in await store.outbox()] == [("t1", 3), ("t2", 0)]
    await store.close()


async def test_a_group_budget_is_shared_by_every_store_on_the_database(store_at: str) -> None:
    first, second = await Store.open(store_at), await Store.open(store_at)
    for store in (first, second, first):
        wait, calls = await store.take_call(-100, 3, 60.0)
        assert wait == 0
    wait, calls = await second.take_call(-100, 3, 60.0)
    assert 59 < wait <= 60 and len(calls) == 3
    assert len((await first.calls_since(0))[-100]) == 3
    await first.close()
    await second.close()


async def test_a_call_counts_from_its_answer_as_telegram_counts_it(store_at: str) -> None:
    """One write a second into a private chat: while a call is on its way nobody else may write there, and once
    answered the next waits a whole second from the answer, not from when the call was taken."""
    store = await Store.open(store_at)
    wait, calls = await store.take_call(5, 1, 1.0, under_way=10.0)
    assert wait == 0
    wait, _ = await store.take_call(5, 1, 1.0)
    assert wait > 10  # still under way
    answered = time.time()
    await store.call_answered(5, calls[-1], answered)
    asked = time.time()  # the store reads its clock after this, however long the call takes on a busy machine
    wait, _ = await store.take_call(5, 1, 1.0)
    assert 0 < wait <= answered + 1.0 - asked
    await store.close()


async def test_veterans_are_those_who_finished_a_game_of_that_kind_anywhere(store_at: str) -> None:
    store = await Store.open(store_at)
    seats = [FinishedSeat(0, 10, "p0", True, {}), FinishedSeat(1, -1, "bot", False, {})]
    assert await store.finish_game("t1", -100, None, "seep", {"seed": 1}, {}, seats)
    assert await store.finish_game("t2", -200, None, "golf", {"seed": 2}, {}, [FinishedSeat(0, 11, "p1", True, {})])
    assert await store.veterans("seep", [10, 11, 12]) == {10}
    assert await store.veterans("golf", [10, 11]) == {11}
    assert await store.veterans("bourse", [10, 11]) == set()
    assert await store.veterans("seep", []) == set()
    await store.close()
