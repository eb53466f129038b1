"""One aiosqlite connection in WAL mode. Scores are derived from finished games, so they can be recomputed."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.ui import Column

from .migrations import MIGRATIONS


class StoreUnavailable(Exception):
    """The database refused a write (a full disk, a read-only file): nothing of it was saved."""


@dataclass(frozen=True)
class Leader:
    user_id: int
    name: str
    played: int
    matches: int
    figures: Mapping[str, int]  # by column name
    rating: int | None = None  # the skill rating in the group (`bot.ratings`), once the player has one


def _totals(columns: Sequence[Column], extra: str = "") -> str:
    """Each player's games, won matches and column sums (and `extra` figures); a column's stat is a plain name,
    never user text."""
    sums = []
    for column in columns:
        if not (column.stat.replace("_", "").isalnum() and column.name.replace("_", "").isalnum()):
            raise ValueError(f"bad column {column}")
        sums.append(f", SUM(COALESCE(json_extract(p.stats, '$.{column.stat}'), 0)) AS \"c_{column.name}\"")
    return f"""
        SELECT p.user_id AS user_id,
               (SELECT name FROM game_players q WHERE q.user_id = p.user_id ORDER BY q.rowid DESC LIMIT 1) AS name,
               COUNT(*) AS played,
               SUM(p.won) AS matches{"".join(sums)}{extra}
        FROM game_players p JOIN games g ON g.id = p.game_id
    """


def _leader(row: aiosqlite.Row) -> Leader:
    values = dict(row)
    if values.get("rating") is not None:
        values["rating"] = round(values["rating"])
    figures = {key[2:]: values.pop(key) for key in list(values) if key.startswith("c_")}
    return Leader(**values, figures=figures)


@dataclass(frozen=True)
class Skill:
    """A player's skill rating at one game in one group: openskill's estimate (`mu`) and its uncertainty
    (`sigma`), the `ordinal` shown and ranked by (higher is better), and how many games it counts."""

    mu: float
    sigma: float
    ordinal: float
    games: int


@dataclass(frozen=True)
class FinishedSeat:
    seat: int
    user_id: int
    name: str
    won: bool
    stats: Mapping[str, int]


@dataclass(frozen=True)
class FinishedGame:
    chat_id: int
    thread_id: int | None
    game: str
    options: Mapping[str, Any]
    players: int
    seats: Sequence[FinishedSeat]


def with_moves(state: dict[str, Any], moves: list[list[Any]]) -> dict[str, Any]:
    """A saved table state with its game's moves put back into its record. A state saved before moves had rows
    of their own carries them in its record, and none of them has a row yet."""
    record = state.get("record")
    if record is not None and "actions" not in record:
        record["actions"] = moves
        return {**state, "saved_moves": len(moves)}
    return {**state, "saved_moves": 0}


def unusable(path: Path | str) -> str | None:
    """Why the bot could not keep its games in the database at `path` (None: it can). Checked before the bot
    starts, so that a damaged file or a read-only disk is one clear line and an exit rather than a bot that
    neither polls nor stops."""
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        with contextlib.closing(sqlite3.connect(path)) as db:
            db.execute("PRAGMA user_version").fetchone()
            db.execute("BEGIN IMMEDIATE")  # takes the write lock: fails on a read-only file or disk
            db.rollback()
    except (OSError, sqlite3.Error) as e:
        return str(e)
    return None


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    @classmethod
    async def open(cls, path: Path | str) -> Store:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path)
        db.row_factory = aiosqlite.Row
        # WAL with synchronous=NORMAL survives a killed process; only a power cut may lose the last commit.
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        store = cls(db)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self.db.close()

    async def _migrate(self) -> None:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        done = row[0] if row else 0
        for number, script in enumerate(MIGRATIONS[done:], start=done + 1):
            await self.db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")

    # -- chat settings ---------------------------------------------------------------------------------

    async def chat_lang(self, chat_id: int) -> str | None:
        async with self.db.execute("SELECT lang FROM chats WHERE chat_id = ?", (chat_id,)) as cur:
            row = await cur.fetchone()
        return row["lang"] if row else None

    async def set_chat_lang(self, chat_id: int, lang: str) -> None:
        await self.db.execute(
            "INSERT INTO chats (chat_id, lang) VALUES (?, ?) ON CONFLICT(chat_id) DO UPDATE SET lang = excluded.lang",
            (chat_id, lang),
        )
        await self.db.commit()

    async def chat_settings(self, chat_id: int) -> dict[str, Any]:
        async with self.db.execute("SELECT settings FROM chats WHERE chat_id = ?", (chat_id,)) as cur:
            row = await cur.fetchone()
        settings: dict[str, Any] = json.loads(row["settings"]) if row else {}
        return settings

    async def set_chat_settings(self, chat_id: int, settings: Mapping[str, Any]) -> None:
        await self.db.execute(
            "INSERT INTO chats (chat_id, settings) VALUES (?, ?) "
            "ON CONFLICT(chat_id) DO UPDATE SET settings = excluded.settings",
            (chat_id, json.dumps(dict(settings))),
        )
        await self.db.commit()

    # -- live tables -----------------------------------------------------------------------------------

    async def save_table(self, table_id: str, chat_id: int, thread_id: int | None, state: Mapping[str, Any],
                         first_move: int = 0, moves: Sequence[tuple[int, str]] = ()) -> None:
        """Keep a live table: its state (without its game's moves) and the moves made since the last save, from
        number `first_move` on, each one row. All of it or nothing is saved."""
        try:
            await self.db.execute(
                "INSERT INTO live_tables (id, chat_id, thread_id, state, updated_at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at",
                (table_id, chat_id, thread_id, json.dumps(state, ensure_ascii=False), time.time()),
            )
            await self.db.executemany(
                "INSERT OR REPLACE INTO live_moves (table_id, n, seat, action) VALUES (?, ?, ?, ?)",
                [(table_id, n, seat, action) for n, (seat, action) in enumerate(moves, start=first_move)])
            await self.db.commit()
        except sqlite3.Error as e:
            await self.db.rollback()
            raise StoreUnavailable(str(e)) from e

    async def drop_table(self, table_id: str) -> None:
        await self.db.execute("DELETE FROM live_tables WHERE id = ?", (table_id,))
        await self.db.execute("DELETE FROM live_moves WHERE table_id = ?", (table_id,))
        await self.db.commit()

    async def live_tables(self) -> list[dict[str, Any]]:
        """Every live table's state, its game's record whole again (`saved_moves`: how many moves have rows)."""
        tables = []
        async with self.db.execute("SELECT id, state FROM live_tables ORDER BY updated_at") as cur:
            rows = [(row["id"], json.loads(row["state"])) async for row in cur]
        for table_id, state in rows:
            async with self.db.execute(
                    "SELECT seat, action FROM live_moves WHERE table_id = ? ORDER BY n", (table_id,)) as cur:
                moves = [[row["seat"], row["action"]] async for row in cur]
            tables.append(with_moves(state, moves))
        return tables

    # -- calls into groups ----------------------------------------------------------------------------

    async def note_group_call(self, chat_id: int, at: float, keep: float) -> None:
        """Remember a call into a group made at `at`, forgetting that group's calls older than `keep` seconds."""
        await self.db.execute("INSERT INTO group_calls (chat_id, at) VALUES (?, ?)", (chat_id, at))
        await self.db.execute("DELETE FROM group_calls WHERE chat_id = ? AND at < ?", (chat_id, at - keep))
        await self.db.commit()

    async def group_calls_since(self, since: float) -> dict[int, list[float]]:
        """The calls into every group since `since`, by chat; older ones are forgotten."""
        await self.db.execute("DELETE FROM group_calls WHERE at < ?", (since,))
        await self.db.commit()
        calls: dict[int, list[float]] = {}
        async with self.db.execute("SELECT chat_id, at FROM group_calls ORDER BY at") as cur:
            async for row in cur:
                calls.setdefault(row["chat_id"], []).append(row["at"])
        return calls

    # -- finished games --------------------------------------------------------------------------------

    async def finish_game(
        self,
        table_id: str,
        chat_id: int,
        thread_id: int | None,
        game: str,
        record: Mapping[str, Any],
        summary: Mapping[str, Any],
        seats: Sequence[FinishedSeat],
    ) -> bool:
        """Store a finished game and drop its live table, in one transaction. A game is recorded once: a second
        call for the same table (after a restart, say) changes nothing and returns False."""
        async with self.db.execute("SELECT 1 FROM games WHERE id = ?", (table_id,)) as cur:
            if await cur.fetchone():
                return False
        await self.db.execute(
            "INSERT INTO games (id, chat_id, thread_id, game, record, summary, finished_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (table_id, chat_id, thread_id, game, json.dumps(record), json.dumps(summary), time.time()),
        )
        await self.db.executemany(
            "INSERT INTO game_players (game_id, seat, user_id, name, won, stats) VALUES (?, ?, ?, ?, ?, ?)",
            [(table_id, s.seat, s.user_id, s.name, int(s.won), json.dumps(dict(s.stats))) for s in seats],
        )
        await self.db.execute("DELETE FROM live_tables WHERE id = ?", (table_id,))
        await self.db.execute("DELETE FROM live_moves WHERE table_id = ?", (table_id,))
        await self.db.commit()
        return True

    async def finished_game(self, table_id: str) -> FinishedGame | None:
        """What a finished game was played by and under (None if no game of that table was recorded)."""
        async with self.db.execute("SELECT chat_id, thread_id, game, record FROM games WHERE id = ?",
                                   (table_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        async with self.db.execute("SELECT seat, user_id, name, won, stats FROM game_players WHERE game_id = ?"
                                   " ORDER BY seat", (table_id,)) as cur:
            seats = [FinishedSeat(s, u, n, bool(w), json.loads(st)) async for s, u, n, w, st in cur]
        record = json.loads(row["record"])
        return FinishedGame(row["chat_id"], row["thread_id"], row["game"], record["options"], record["players"],
                            seats)

    async def finished_record(self, table_id: str) -> tuple[int, dict[str, Any]] | None:
        """A finished game's chat and its whole record (seed and moves), to show what happened in it."""
        async with self.db.execute("SELECT chat_id, record FROM games WHERE id = ?", (table_id,)) as cur:
            row = await cur.fetchone()
        return None if row is None else (row["chat_id"], json.loads(row["record"]))

    async def leaderboard(self, chat_id: int, game: str, columns: Sequence[Column], limit: int = 10) -> list[Leader]:
        """The group's best players at `game`: by skill rating (the unrated last), then by won matches, then by
        each column in its better direction."""
        order = "".join(f", \"c_{c.name}\" {'DESC' if c.higher_is_better else 'ASC'}" for c in columns)
        rating = "(SELECT r.ordinal FROM ratings r WHERE r.chat_id = ? AND r.game = ? AND r.user_id = p.user_id)"
        sql = _totals(columns, f", {rating} AS rating") + (
            " WHERE g.chat_id = ? AND g.game = ? AND p.user_id > 0 GROUP BY p.user_id"
            f" ORDER BY COALESCE(rating, -1000000) DESC, matches DESC{order}, played ASC LIMIT ?"
        )
        async with self.db.execute(sql, (chat_id, game, chat_id, game, limit)) as cur:
            return [_leader(row) async for row in cur]

    # -- skill ratings -------------------------------------------------------------------------------

    async def ratings(self, chat_id: int, game: str) -> dict[int, Skill]:
        """Every rated player of `game` in the group, by user id."""
        async with self.db.execute("SELECT user_id, mu, sigma, ordinal, games FROM ratings"
                                   " WHERE chat_id = ? AND game = ?", (chat_id, game)) as cur:
            return {row["user_id"]: Skill(row["mu"], row["sigma"], row["ordinal"], row["games"]) async for row in cur}

    async def save_ratings(self, chat_id: int, game: str, rated: Mapping[int, Skill]) -> None:
        try:
            await self.db.executemany(
                "INSERT INTO ratings (chat_id, game, user_id, mu, sigma, ordinal, games) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (chat_id, game, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
                " ordinal = excluded.ordinal, games = excluded.games",
                [(chat_id, game, user, s.mu, s.sigma, s.ordinal, s.games) for user, s in rated.items()])
            await self.db.commit()
        except sqlite3.Error as e:
            await self.db.rollback()
            raise StoreUnavailable(str(e)) from e

    async def clear_ratings(self) -> None:
        await self.db.execute("DELETE FROM ratings")
        await self.db.commit()

    async def has_ratings(self) -> bool:
        async with self.db.execute("SELECT 1 FROM ratings LIMIT 1") as cur:
            return await cur.fetchone() is not None

    async def finished_in_order(self) -> list[str]:
        """The ids of every finished game, in the order they finished."""
        async with self.db.execute("SELECT id FROM games ORDER BY finished_at, id") as cur:
            return [row["id"] async for row in cur]

    async def player_record(self, user_id: int, game: str, columns: Sequence[Column]) -> Leader | None:
        sql = _totals(columns) + " WHERE p.user_id = ? AND g.game = ? GROUP BY p.user_id"
        async with self.db.execute(sql, (user_id, game)) as cur:
            row = await cur.fetchone()
        return _leader(row) if row else None
