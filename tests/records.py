"""What games left in the bot's SQLite database, checked against a replay of their records."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from bot.games.hokm import DECK, Hokm
from bot.store.db import with_moves
from bot.table.model import Table
from tests.loadsupport import Match


@contextlib.contextmanager
def reading(db: Path) -> Iterator[sqlite3.Connection]:
    with contextlib.closing(sqlite3.connect(db)) as conn:
        yield conn


def saved_table(db: Path, table_id: str) -> Table:
    """The live table as the bot last saved it, game included."""
    with reading(db) as conn:
        row = conn.execute("SELECT state FROM live_tables WHERE id = ?", (table_id,)).fetchone()
        moves = conn.execute("SELECT seat, action FROM live_moves WHERE table_id = ? ORDER BY n", (table_id,))
        actions = [list(move) for move in moves]
    if row is None:
        raise LookupError(f"table {table_id} is not live in {db}")
    return Table.from_state(with_moves(json.loads(row[0]), actions))


def replay_counting_cards(record: dict[str, Any]) -> Hokm:
    """Replay a Hokm record one action at a time. After the deal and after every action, the 52 cards must be
    exactly the hands, the cards still to be dealt, the trick on the table and the tricks taken, with 13 dealt
    to each seat at the start of every hand."""
    game = Hokm.replay({**record, "actions": []})
    _check_deal(game)
    for seat, action in record["actions"]:
        hand_no = game.hand_no
        game.apply(seat, action)
        if game.hand_no != hand_no:
            _check_deal(game)
        _check_cards(game)
    return game


def _check_deal(game: Hokm) -> None:
    dealt = [len(hand) + len(rest) for hand, rest in zip(game.hands, game.pending, strict=True)]
    assert dealt == [13] * 4, f"hand {game.hand_no} dealt {dealt}"
    _check_cards(game)


def _check_cards(game: Hokm) -> None:
    cards = Counter(c for hand in (*game.hands, *game.pending) for c in hand)
    cards.update(c for _, c in game.trick)
    cards.update(c for trick in game.played for _, c in trick.cards)
    assert cards == Counter(DECK), f"cards missing or doubled after action {game.version}: {cards - Counter(DECK)}"


RECORDED = ("SELECT id, chat_id, game, record, summary FROM games",
            "SELECT game_id, seat, user_id, won, stats FROM game_players", "SELECT id FROM live_tables")


def assert_recorded_once(db: Path, matches: Sequence[Match]) -> list[Hokm]:
    """Every match is in `games` exactly once with its four players, nothing else is, no table is left live,
    and each record replays (every card accounted for) to the result and tallies that were stored."""
    with reading(db) as conn:
        games, players, live = ([tuple(row) for row in conn.execute(sql)] for sql in RECORDED)
    return check_recorded(games, players, live, matches)


async def assert_recorded_once_in(url: str, matches: Sequence[Match]) -> list[Hokm]:
    """`assert_recorded_once` for the PostgreSQL database at `url`."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        games, players, live = [[tuple(row) for row in await conn.fetch(sql)] for sql in RECORDED]
    finally:
        await conn.close()
    return check_recorded(games, players, live, matches)


async def all_said_in(url: str, timeout: float = 30.0) -> None:
    """Wait until the workers on the PostgreSQL database at `url` have said every ended table's last words (none
    is left in its outbox): a word one worker told may go out after the result another worker said."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        deadline = time.monotonic() + timeout
        while await conn.fetchval("SELECT count(*) FROM outbox"):
            assert time.monotonic() < deadline, f"last words still unsaid after {timeout} s"
            await asyncio.sleep(0.1)
    finally:
        await conn.close()


def check_recorded(games: list[tuple[Any, ...]], players: list[tuple[Any, ...]], live: list[tuple[Any, ...]],
                   matches: Sequence[Match]) -> list[Hokm]:
    assert not live, f"tables still live: {live}"
    ids = Counter(row[0] for row in games)
    assert ids == Counter(m.table_id for m in matches), f"games recorded: {ids}"
    seats: dict[str, dict[int, tuple[int, bool, dict[str, int]]]] = {}
    for game_id, seat, user_id, won, stats in players:
        assert seat not in seats.setdefault(game_id, {}), f"seat {seat} of {game_id} recorded twice"
        seats[game_id][seat] = (user_id, bool(won), json.loads(stats))
    by_id = {m.table_id: m for m in matches}
    replayed = []
    for game_id, chat_id, name, record, summary in games:
        match = by_id[game_id]
        assert (chat_id, name) == (match.group.id, "hokm")
        game = replay_counting_cards(json.loads(record))
        assert game.is_over(), f"{game_id} was recorded before it ended"
        result = game.result()
        assert json.loads(summary) == json.loads(json.dumps(result.summary))
        expected = {seat: (person.id, seat in result.winners, dict(result.stats[seat]))
                    for seat, person in enumerate(match.people)}
        assert seats.get(game_id) == expected, f"{game_id}: players recorded {seats.get(game_id)}, not {expected}"
        replayed.append(game)
    return replayed
