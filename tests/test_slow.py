"""Slow tables: the daily digest's words in both languages, timers counted in hours, one digest a day per group."""

from __future__ import annotations

from typing import Any, cast

from bot import clock
from bot.config import Settings
from bot.play.lobby import idle_until
from bot.play.turns import WARN_BEFORE
from bot.registry import GAMES
from bot.runtime import Runtime
from bot.screens import slow
from bot.screens.group import lobby_keyboard
from bot.store import Store
from bot.table.model import Table

HOUR = 3600


def table(hours: int, game: str = "hokm") -> Table:
    return Table(id="t1", chat_id=-100, thread_id=None, game_name=game, lang="en", creator_id=1, chat_title="",
                 options={}, seats=[None] * 4, slow=hours)


def runtime(**settings: Any) -> Runtime:
    return Runtime(Settings(token="x", **settings), cast(Store, None), cast(Any, None))


def test_the_digest_names_each_slow_table_and_whom_it_waits_for() -> None:
    waiting = [slow.Waiting("Hokm", ["Nima"], 5 * HOUR + 100), slow.Waiting("Shelem", ["Sam", "Eve"], 40 * 60)]
    assert slow.digest_text("en", waiting) == (
        "⏳ <b>Slow games waiting</b>\n"
        "• Hokm: waiting for \u2068Nima\u2069 (5 h left)\n"
        "• Shelem: waiting for \u2068Sam\u2069, \u2068Eve\u2069 (40 min left)")
    assert slow.digest_text("fa", waiting[:1]) == (
        "⏳ <b>بازی‌های آهسته‌ی منتظر</b>\n"
        "• Hokm: منتظر \u2068Nima\u2069 (۵ ساعت مانده)")


def test_names_in_the_digest_are_safe_inside_html() -> None:
    assert "&lt;b&gt;" in slow.digest_text("en", [slow.Waiting("Hokm", ["<b>"], HOUR)])


def test_time_left_counts_in_hours_then_minutes() -> None:
    assert [slow.span("en", s) for s in (24 * HOUR, 90 * 60, HOUR, 59 * 60, 10)] == \
        ["24 h", "2 h", "1 h", "59 min", "1 min"]
    assert slow.span("fa", 8 * HOUR) == "۸ ساعت"
    assert [slow.choice_label("en", h) for h in (0, 8)] == ["⚡ Quick", "⏳ 8 h"]


def test_a_slow_tables_timers_count_in_its_hours() -> None:
    rt = runtime(turn_seconds=60, lobby_idle_timeout=15 * 60)
    quick, slow_one = table(0), table(8)
    assert rt.turn_seconds(quick) == 60 and rt.turn_seconds(slow_one) == 8 * HOUR
    assert rt.turn_seconds(slow_one) * WARN_BEFORE == 2 * HOUR  # the warning comes two hours before the end
    assert [round(idle_until(rt, t) - clock.now()) for t in (quick, slow_one, table(1))] == [15 * 60, 8 * HOUR, HOUR]


def test_only_games_without_a_clock_of_their_own_offer_slow_tables() -> None:
    """Bourse reads a card every few seconds and Nine-and-Eight's reveal lasts a minute: people hours apart could
    not play them, so their lobbies offer no slow table (and `lobby.open_table` opens them quick)."""
    def offered(game: str) -> bool:
        labels = [b.text for row in lobby_keyboard(table(0, game), True).inline_keyboard for b in row]
        return "⏳ 8 h" in labels

    assert sorted(game for game in GAMES if not offered(game)) == ["bourse", "nineeight"]
    assert all(GAMES[game].clocked != offered(game) for game in GAMES)


def test_a_slow_table_keeps_its_hours_when_saved() -> None:
    assert Table.from_state(table(24).to_state()).slow == 24
    old = table(0).to_state()
    del old["slow"]  # saved before slow tables were
    assert Table.from_state(old).slow == 0


async def test_a_groups_digest_goes_once_a_day_and_is_remembered(store_at: str) -> None:
    path = store_at
    store = await Store.open(path)
    start = 1_000_000.0
    assert await store.claim_digest(-100, start, 24 * HOUR)
    assert not await store.claim_digest(-100, start + 23 * HOUR, 24 * HOUR)
    assert await store.claim_digest(-200, start + HOUR, 24 * HOUR)  # each group has its own day
    await store.close()
    store = await Store.open(path)  # a restart does not send it again
    assert not await store.claim_digest(-100, start + 23.9 * HOUR, 24 * HOUR)
    assert await store.claim_digest(-100, start + 24 * HOUR, 24 * HOUR)
    assert not await store.claim_digest(-100, start + 25 * HOUR, 24 * HOUR)
    await store.close()
