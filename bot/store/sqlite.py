"""The default backend: one aiosqlite connection in WAL mode, for one bot process."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from .backend import Row, Statements, StoreUnavailable


def unusable(path: Path | str) -> str | None:
    """Why the bot could not keep its games in the database at `path` (None: it can). Checked before the bot
    starts, so that a damaged file or a read-only disk is one clear line and an exit rather than a bot that
    neither polls nor stops."""
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        with contextlib.closing(sqlite3.connect(path)) as db:
            (version,) = db.execute("PRAGMA user_version").fetchone()
            # SQLite opens a file it may not write read-only, and only a write finds that out: this one is undone.
            db.execute("BEGIN IMMEDIATE")
            db.execute(f"PRAGMA user_version = {int(version)}")
            db.rollback()
    except (OSError, sqlite3.Error) as e:
        return str(e)
    return None


class SQLite:
    shared = False

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        # One connection serves every coroutine: a transaction keeps others' writes out of it until it commits.
        self._writing = asyncio.Lock()
        self._reads = _Transaction(db)

    @classmethod
    async def open(cls, path: Path | str) -> SQLite:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path)
        db.row_factory = aiosqlite.Row
        # WAL with synchronous=NORMAL survives a killed process; only a power cut may lose the last commit.
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        return cls(db)

    async def close(self) -> None:
        await self.db.close()

    async def migrate(self, scripts: Sequence[str]) -> None:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        done = row[0] if row else 0
        for number, script in enumerate(scripts[done:], start=done + 1):
            await self.db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return await self._reads.fetch(sql, *args)

    async def fetchone(self, sql: str, *args: Any) -> Row | None:
        return await self._reads.fetchone(sql, *args)

    async def execute(self, sql: str, *args: Any) -> None:
        async with self.transaction() as tx:
            await tx.execute(sql, *args)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        async with self.transaction() as tx:
            await tx.executemany(sql, rows)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Statements]:
        async with self._writing:
            try:
                yield _Transaction(self.db)
                await self.db.commit()
            except sqlite3.Error as e:
                await self.db.rollback()
                raise StoreUnavailable(str(e)) from e
            except BaseException:
                await self.db.rollback()
                raise

    def json_int(self, column: str, key: str) -> str:
        return f"COALESCE(json_extract({column}, '$.{key}'), 0)"

    def newest_first(self, alias: str) -> str:
        return f"{alias}.rowid DESC"

    def hold(self, key: str) -> contextlib.AbstractAsyncContextManager[None]:
        return contextlib.nullcontext()

    def serialize(self, key: str) -> str:
        return "SELECT 1"


class _Transaction:
    """Statements inside an open transaction of the one connection: committed or rolled back as a whole."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        async with self.db.execute(sql, args) as cur:
            return [dict(row) async for row in cur]

    async def fetchone(self, sql: str, *args: Any) -> Row | None:
        rows = await self.fetch(sql, *args)
        return rows[0] if rows else None

    async def execute(self, sql: str, *args: Any) -> None:
        await self.db.execute(sql, args)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self.db.executemany(sql, rows)
