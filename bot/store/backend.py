"""What the store needs of a database: statements written once, in SQLite's spelling with `?` placeholders, and
run by either backend (bot/store/sqlite.py, bot/store/postgres.py), which adapts them to its own."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

Row = dict[str, Any]


class StoreUnavailable(Exception):
    """The database refused a write (a full disk, a read-only file, a lost server): nothing of it was saved."""


class Stale(StoreUnavailable):
    """Another worker saved the table since this one loaded it: nothing was saved, the table must be reloaded."""


class Statements(Protocol):
    """Statements run in one session: the backend itself (each write committed at once) or a transaction."""

    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...

    async def fetchone(self, sql: str, *args: Any) -> Row | None: ...

    async def execute(self, sql: str, *args: Any) -> None: ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...


class Backend(Statements, Protocol):
    shared: bool  # whether several processes may use the database at once (and must take turns through it)

    def transaction(self) -> AbstractAsyncContextManager[Statements]:
        """All of the statements run in it or none; the database's errors come out as StoreUnavailable."""
        ...

    def json_int(self, column: str, key: str) -> str:
        """SQL for the integer under `key` of a JSON object stored as text in `column` (0 when absent)."""
        ...

    def newest_first(self, alias: str) -> str:
        """SQL ordering the rows of game_players `alias` from the latest inserted."""
        ...

    def hold(self, key: str) -> AbstractAsyncContextManager[None]:
        """Hold the lock named `key` over every process on the database until the block ends or the process dies
        (SQLite serves one process: nothing to hold)."""
        ...

    def serialize(self, key: str) -> str:
        """A statement that makes the rest of the transaction wait for any other holding `key` (SQLite has one
        writer at a time already: nothing)."""
        ...

    async def migrate(self, scripts: Sequence[str]) -> None: ...

    async def close(self) -> None: ...
