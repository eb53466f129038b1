"""PostgreSQL through asyncpg, for several bot processes sharing one database: `BOT_DB=postgresql://...`.

The store's statements are written in SQLite's spelling; this backend numbers their placeholders and reads the
migrations' column types as PostgreSQL's (64-bit integers, double-precision reals)."""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import AsyncIterator, Iterator, Sequence
from functools import cache
from typing import Any

import asyncpg

from .backend import Row, Statements, StoreUnavailable

FAILURES = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError)
HOLD_RETRY = 0.01  # seconds between tries for a lock another worker holds
MIGRATING = 4_711_001  # the advisory lock workers starting together take turns on to migrate the schema once
TYPES = ((re.compile(r"\bINTEGER\b"), "BIGINT"), (re.compile(r"\bREAL\b"), "DOUBLE PRECISION"),
         (re.compile(r"\)\s*WITHOUT ROWID"), ")"))


@cache
def numbered(sql: str) -> str:
    """`?` placeholders as asyncpg's `$1`, `$2`...; the store's statements have no `?` inside quotes."""
    count = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


def schema(script: str) -> str:
    """A migration as PostgreSQL reads it: Telegram's ids need 64 bits, times need a double."""
    for pattern, replacement in TYPES:
        script = pattern.sub(replacement, script)
    return script


class _Session:
    def __init__(self, conn: Any) -> None:
        self.conn = conn

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return [dict(row) for row in await self.conn.fetch(numbered(sql), *args)]

    async def fetchone(self, sql: str, *args: Any) -> Row | None:
        row = await self.conn.fetchrow(numbered(sql), *args)
        return dict(row) if row is not None else None

    async def execute(self, sql: str, *args: Any) -> None:
        await self.conn.execute(numbered(sql), *args)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self.conn.executemany(numbered(sql), rows)


class PostgreSQL(_Session):
    """A pool of connections; each statement outside a transaction commits on its own."""

    shared = True

    def __init__(self, pool: Any, locks: Any) -> None:
        super().__init__(pool)
        self._locks = locks  # connections that hold a lock each: a holder's statements never wait for them

    @classmethod
    async def open(cls, url: str) -> PostgreSQL:
        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=8)
            locks = await asyncpg.create_pool(url, min_size=0, max_size=16)
        except FAILURES as e:
            raise StoreUnavailable(str(e)) from e
        return cls(pool, locks)

    async def close(self) -> None:
        await self._locks.close()
        await self.conn.close()

    @contextlib.asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        # Tried rather than waited for on the server: a worker's waiters would otherwise each keep a connection.
        # Releasing the connection to its pool resets it, which lets go of its advisory locks; so does its
        # process dying, which closes it.
        with _failures():
            while True:
                conn = await self._locks.acquire()
                if await conn.fetchval("SELECT pg_try_advisory_lock(hashtextextended($1, 0))", key):
                    break
                await self._locks.release(conn)
                await asyncio.sleep(HOLD_RETRY)
        try:
            yield
        finally:
            await self._locks.release(conn)

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        with _failures():
            return await super().fetch(sql, *args)

    async def fetchone(self, sql: str, *args: Any) -> Row | None:
        with _failures():
            return await super().fetchone(sql, *args)

    async def execute(self, sql: str, *args: Any) -> None:
        with _failures():
            await super().execute(sql, *args)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        with _failures():
            await super().executemany(sql, rows)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Statements]:
        with _failures():
            async with self.conn.acquire() as conn, conn.transaction():
                yield _Session(conn)

    async def migrate(self, scripts: Sequence[str]) -> None:
        async with self.transaction() as tx:
            await tx.execute(f"SELECT pg_advisory_xact_lock({MIGRATING})")
            await tx.execute("CREATE TABLE IF NOT EXISTS schema_version (n BIGINT NOT NULL)")
            row = await tx.fetchone("SELECT MAX(n) AS n FROM schema_version")
            done = row["n"] if row and row["n"] is not None else 0
            for number, script in enumerate(scripts[done:], start=done + 1):
                if script.strip():
                    await tx.execute(schema(script))
                await tx.execute("INSERT INTO schema_version (n) VALUES (?)", number)

    def json_int(self, column: str, key: str) -> str:
        return f"COALESCE(CAST(CAST({column} AS jsonb) ->> '{key}' AS BIGINT), 0)"

    def newest_first(self, alias: str) -> str:
        return f"(SELECT h.finished_at FROM games h WHERE h.id = {alias}.game_id) DESC"

    def serialize(self, key: str) -> str:
        return f"SELECT pg_advisory_xact_lock(hashtextextended('{key}', 0))"


@contextlib.contextmanager
def _failures() -> Iterator[None]:
    try:
        yield
    except FAILURES as e:
        raise StoreUnavailable(str(e)) from e
