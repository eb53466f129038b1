"""/history's store: a group's finished games and a person's, newest first, a page at a time, each with its players
and the group's name as it was; a database kept before group names were gets them as empty. And its pages as they
read in both languages, whatever the names hold."""

from __future__ import annotations

import time

import pytest

from bot.handlers.history import Listing, ago, page_screen
from bot.store import FinishedSeat, PastGame, Store
from bot.store.backend import Backend
from bot.store.migrations import MIGRATIONS
from bot.store.sqlite import SQLite

NIMA, SARA, REZA = 11, 12, 13


def seats(*players: tuple[int, str], winners: frozenset[int] = frozenset({0})) -> list[FinishedSeat]:
    return [FinishedSeat(seat, user, name, seat in winners, {"hands_won": 1})
            for seat, (user, name) in enumerate(players)]


async def finish(store: Store, n: int, chat: int, title: str, players: list[FinishedSeat]) -> None:
    record = {"options": {}, "players": len(players), "seed": n, "actions": []}
    # Ids sort as the games finish: two games recorded within one clock tick are still listed in their order.
    assert await store.finish_game(f"g{n:02}", chat, None, "hokm", record, {}, players, chat_title=title)


async def test_a_groups_games_are_listed_newest_first_a_page_at_a_time(store_at: str) -> None:
    store = await Store.open(store_at)
    for n in range(7):
        await finish(store, n, -100, "Hokm night", seats((NIMA, "Nima"), (-1, "Kaveh"), (SARA, "<b>Sara</b>")))
    await finish(store, 7, -200, "Elsewhere", seats((REZA, "Reza"), (SARA, "Sara")))
    total, first = await store.history(-100, None, 0, 5)
    assert total == 7 and [g.id for g in first] == ["g06", "g05", "g04", "g03", "g02"]
    total, last = await store.history(-100, None, 5, 5)
    assert total == 7 and [g.id for g in last] == ["g01", "g00"]
    game = last[0]
    assert (game.chat_id, game.chat_title, game.game) == (-100, "Hokm night", "hokm")
    assert [(s.seat, s.user_id, s.name, s.won) for s in game.seats] == [
        (0, NIMA, "Nima", True), (1, -1, "Kaveh", False), (2, SARA, "<b>Sara</b>", False)]
    assert await store.history(-300, None, 0, 5) == (0, [])
    await store.close()


async def test_a_persons_games_are_theirs_in_one_group_or_in_every_group(store_at: str) -> None:
    store = await Store.open(store_at)
    await finish(store, 0, -100, "Hokm night", seats((NIMA, "Nima"), (SARA, "Sara")))
    await finish(store, 1, -100, "Hokm night", seats((REZA, "Reza"), (SARA, "Sara")))
    await finish(store, 2, -200, "Elsewhere", seats((SARA, "Sara"), (NIMA, "Nima"), winners=frozenset({1})))
    assert [g.id for g in (await store.history(None, NIMA, 0, 5))[1]] == ["g02", "g00"]
    assert [g.id for g in (await store.history(-100, NIMA, 0, 5))[1]] == ["g00"]
    assert (await store.history(-100, SARA, 0, 5))[0] == 2
    assert [g.chat_title for g in (await store.history(None, SARA, 0, 5))[1]] == ["Elsewhere", "Hokm night",
                                                                                  "Hokm night"]
    past = await store.past_game("g02")
    assert past is not None and [s.name for s in past.seats if s.won] == ["Nima"]
    assert await store.past_game("nothing") is None
    with pytest.raises(ValueError):
        await store.history(None, None, 0, 5)
    await store.close()


async def test_games_kept_before_group_names_were_are_listed_without_one(store_at: str) -> None:
    """A database of the schema before /history (seven migrations) keeps its games: they are listed, with an
    empty group name, beside those finished after the upgrade."""
    backend: Backend
    if store_at.startswith("postgresql://"):
        from bot.store.postgres import PostgreSQL

        backend = await PostgreSQL.open(store_at)
    else:
        backend = await SQLite.open(store_at)
    await backend.migrate(MIGRATIONS[:7])
    await backend.execute("INSERT INTO games (id, chat_id, thread_id, game, record, summary, finished_at)"
                          " VALUES (?, ?, ?, ?, ?, ?, ?)", "old", -100, None, "hokm", "{}", "{}", 1.0)
    await backend.execute("INSERT INTO game_players (game_id, seat, user_id, name, won, stats)"
                          " VALUES (?, ?, ?, ?, ?, ?)", "old", 0, NIMA, "Nima", 1, "{}")
    await backend.close()
    store = await Store.open(store_at)
    await finish(store, 1, -100, "Hokm night", seats((NIMA, "Nima")))
    total, games = await store.history(None, NIMA, 0, 5)
    assert total == 2 and [(g.id, g.chat_title) for g in games] == [("g01", "Hokm night"), ("old", "")]
    await store.close()


def test_a_page_reads_in_both_languages_whatever_the_names_hold() -> None:
    """Names and group names are escaped and isolated, their own direction marks dropped; Persian counts in
    Persian digits; the page's buttons open each game and turn to the older games."""
    hostile = "<i>\u202eSara</i>"
    past = [PastGame(f"g{n}", -100, "<b>Club</b>", "hokm" if n % 2 else "shaitan", time.time() - 7200,
                     seats((NIMA, "Nima"), (SARA, hostile))) for n in range(5)]
    listing = Listing(NIMA, NIMA, private=True)
    text, markup = page_screen("en", listing, 1, 12, past)
    assert text.startswith("<b>\u2068Nima\u2069's games</b> · page 2 of 3\n\n6. <b>Shaitan</b> in "
                           "“\u2068&lt;b&gt;Club&lt;/b&gt;\u2069” · 2 h ago\n"
                           "\u2068Nima\u2069, \u2068&lt;i&gt;Sara&lt;/i&gt;\u2069\n🏆 \u2068Nima\u2069\n\n"
                           "7. <b>Hokm</b>")
    assert "\u202e" not in text and "<i>" not in text
    assert markup is not None
    assert [[b.text for b in row] for row in markup.inline_keyboard] == [
        ["🔎 6", "🔎 7", "🔎 8", "🔎 9", "🔎 10"], ["◀ Newer", "Older ▶"]]
    assert [b.callback_data for b in markup.inline_keyboard[0]][:2] == [f"H|{NIMA}|1|g0", f"H|{NIMA}|1|g1"]
    text, markup = page_screen("fa", Listing(-100, 0, private=False), 0, 5, past)
    assert text.startswith("<b>بازی‌های این گروه</b>\n\n۱. <b>شیطان</b> · ۲ ساعت پیش\n"
                           "\u2068Nima\u2069، \u2068&lt;i&gt;Sara&lt;/i&gt;\u2069\n🏆 \u2068Nima\u2069")
    assert markup is not None
    assert [b.text for b in markup.inline_keyboard[-1]] == ["🔎 ۱", "🔎 ۲", "🔎 ۳", "🔎 ۴", "🔎 ۵"]
    unnamed = PastGame("old", -100, "", "shaitan", time.time(), seats((NIMA, "Nima")))  # kept before names were
    assert "۱. <b>شیطان</b> در «\u2068?\u2069» · همین حالا" in page_screen("fa", Listing(NIMA, NIMA, True), 0, 1,
                                                                         [unnamed])[0]


@pytest.mark.parametrize(("seconds", "en", "fa"), [
    (30, "just now", "همین حالا"), (59 * 60, "59 min ago", "۵۹ دقیقه پیش"), (5 * 3600 + 59, "5 h ago", "۵ ساعت پیش"),
    (3 * 86400, "3 d ago", "۳ روز پیش"),
])
def test_when_a_game_ended_is_told_in_its_largest_whole_unit(seconds: int, en: str, fa: str) -> None:
    assert (ago("en", seconds), ago("fa", seconds)) == (en, fa)
