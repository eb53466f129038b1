"""Skill ratings: partners rated as a side, winners up and losers down, computer players rated but never listed,
and recomputing from the finished games gives exactly what the games gave as they finished."""

from __future__ import annotations

import random

from bot.plugin import Column
from bot.store import FinishedSeat, Store
from bot.store.ratings import rate, rate_finished, rating_text, recompute, sides_and_ranks

HOKM = (Column("hands", "hands_won"), Column("kots", "kots"))


def seats(users: list[int], winners: set[int]) -> list[FinishedSeat]:
    return [FinishedSeat(seat, user, f"p{user}", seat in winners, {}) for seat, user in enumerate(users)]


def test_hokm_partners_are_one_side_and_the_winners_place_first() -> None:
    sides, ranks = sides_and_ranks("hokm", 4, {"teams": "2x3"}, seats([1, 2, 3, 4], {1, 3}))
    assert sides == [[1, 3], [2, 4]] and ranks == [1, 0]
    sides, ranks = sides_and_ranks("hokm", 6, {"teams": "3x2"}, seats([1, 2, 3, 4, 5, 6], {1, 4}))
    assert sides == [[1, 4], [2, 5], [3, 6]] and ranks == [1, 0, 1]
    sides, ranks = sides_and_ranks("bluff", 3, {}, seats([7, 8, 9], {1}))
    assert sides == [[7], [8], [9]] and ranks == [1, 0, 1]


def test_winners_go_up_losers_down_and_a_game_nobody_won_changes_nothing() -> None:
    rated = rate({}, [[1, 3], [2, 4]], [0, 1])
    assert rated[1].mu > 25 > rated[2].mu and rated[1].ordinal > rated[2].ordinal
    assert rated[1] == rated[3] and all(r.games == 1 for r in rated.values())
    again = rate(rated, [[1, 3], [2, 4]], [0, 1])
    assert again[1].ordinal > rated[1].ordinal and again[1].games == 2
    assert rate({}, [[1], [2]], [1, 1]) == {}


def test_rating_text_reads_in_both_languages() -> None:
    assert rating_text("en", 12) == " · rating \u206812\u2069"
    assert "۱۲" in rating_text("fa", 12) and "−" in rating_text("en", -3)
    assert rating_text("en", None) == ""


async def test_recomputing_from_the_finished_games_gives_the_same_ratings(store_at: str) -> None:
    store = await Store.open(store_at)
    rng = random.Random(4)
    people = [11, 12, 13, 14, 15, 16, -2]
    for n in range(30):
        game, chat = rng.choice([("hokm", -100), ("hokm", -200), ("bluff", -100)])
        players = 4 if game == "hokm" else 3
        users = rng.sample(people, players)
        winners = {0, 2} if game == "hokm" and rng.random() < 0.5 else \
            {1, 3} if game == "hokm" else {rng.randrange(3)}
        finished = seats(users, winners)
        options = {"teams": "2x3"} if game == "hokm" else {}
        record = {"options": options, "players": players, "seed": n, "actions": []}
        assert await store.finish_game(f"g{n}", chat, None, game, record, {}, finished)
        await rate_finished(store, chat, game, players, options, finished)
    incremental = {key: await store.ratings(*key) for key in ((-100, "hokm"), (-200, "hokm"), (-100, "bluff"))}
    assert await recompute(store) == 30
    assert {key: await store.ratings(*key) for key in incremental} == incremental
    assert incremental[(-100, "hokm")][-2].games > 0  # the computer player is rated …
    board = await store.leaderboard(-100, "hokm", HOKM)
    assert all(row.user_id > 0 and row.rating is not None for row in board)  # … but never listed
    assert [row.rating for row in board] == sorted((row.rating for row in board if row.rating is not None),
                                                   reverse=True)
    await store.close()
