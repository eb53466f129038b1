"""The bot's storage over either backend: SQLite by default, PostgreSQL for several workers. Scores are derived from
finished games, so they can be recomputed."""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games.commitment import fingerprint
from bot.plugin import Column

from .backend import Backend, Row, Stale, Statements, StoreUnavailable
from .migrations import MIGRATIONS
from .sqlite import SQLite, unusable

__all__ = ["FinishedSeat", "Leader", "Letter", "PastGame", "Stale", "Store", "StoreUnavailable", "unusable"]


@dataclass(frozen=True)
class Leader:
    user_id: int
    name: str
    played: int
    matches: int
    figures: Mapping[str, int]  # by column name
    rating: int | None = None  # the skill rating in the group (`bot.store.ratings`), once the player has one
    hinted: int = 0  # of the games played, those in which someone asked for a hint (/stats)


def _totals(backend: Backend, columns: Sequence[Column], extra: str = "") -> str:
    """Each player's games, won matches and column sums (and `extra` figures); a column's stat is a plain name,
    never user text."""
    sums = []
    for column in columns:
        if not (column.stat.replace("_", "").isalnum() and column.name.replace("_", "").isalnum()):
            raise ValueError(f"bad column {column}")
        sums.append(f", CAST(SUM({backend.json_int('p.stats', column.stat)}) AS BIGINT) AS \"c_{column.name}\"")
    return f"""
        SELECT p.user_id AS user_id,
               (SELECT name FROM game_players q WHERE q.user_id = p.user_id
                ORDER BY {backend.newest_first("q")} LIMIT 1) AS name,
               COUNT(*) AS played,
               CAST(SUM(p.won) AS BIGINT) AS matches{"".join(sums)}{extra}
        FROM game_players p JOIN games g ON g.id = p.game_id
    """


def _leader(row: Row) -> Leader:
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
class Letter:
    """A call into a chat that a table ending leaves to be made (`play.outbox`): a message sent (`edit` None) or
    the text of one replaced (`caption`: the caption of a picture), or one deleted (`delete`)."""

    chat_id: int
    text: str = ""
    thread_id: int | None = None
    buttons: list[list[list[str]]] = field(default_factory=list)  # rows of [label, callback data]
    edit: int | None = None
    caption: bool = False
    delete: bool = False
    html: bool = True


@dataclass(frozen=True)
class Posted:
    """A letter kept until it has been said: its table's `n`-th last word, held by the worker saying it `until`
    then (0: by none)."""

    table_id: str
    n: int
    letter: Letter
    until: float = 0.0


@dataclass(frozen=True)
class FinishedGame:
    chat_id: int
    thread_id: int | None
    game: str
    options: Mapping[str, Any]
    players: int
    seats: Sequence[FinishedSeat]
    practice: bool = False


@dataclass(frozen=True)
class PastGame:
    """A finished game as /history lists it: where and when it ended, and who played (`FinishedSeat.stats` left
    empty)."""

    id: str
    chat_id: int
    chat_title: str  # as it was when the game ended ("" for games kept before titles were)
    game: str
    finished_at: float
    seats: Sequence[FinishedSeat]
    practice: bool = False  # played in the person's private chat against computer players


def with_moves(state: dict[str, Any], moves: list[list[Any]]) -> dict[str, Any]:
    """A saved table state with its game's moves put back into its record. A state saved before moves had rows
    of their own carries them in its record, and none of them has a row yet."""
    record = state.get("record")
    if record is not None and "actions" not in record:
        record["actions"] = moves
        return {**state, "saved_moves": len(moves)}
    return {**state, "saved_moves": 0}


class Store:
    def __init__(self, backend: Backend) -> None:
        self.backend = backend

    @property
    def shared(self) -> bool:
        """Whether other workers use the same database, so that a table's moves take turns through it."""
        return self.backend.shared

    @classmethod
    async def open(cls, where: Path | str) -> Store:
        """The store at `where`: a postgresql:// URL, or the path of an SQLite file (created if missing)."""
        if str(where).startswith(("postgresql://", "postgres://")):
            from .postgres import PostgreSQL  # asyncpg is loaded only by bots that use it

            backend: Backend = await PostgreSQL.open(str(where))
        else:
            backend = await SQLite.open(where)
        await backend.migrate(MIGRATIONS)
        return cls(backend)

    async def close(self) -> None:
        await self.backend.close()

    # -- chat settings ---------------------------------------------------------------------------------

    async def chat_lang(self, chat_id: int) -> str | None:
        row = await self.backend.fetchone("SELECT lang FROM chats WHERE chat_id = ?", chat_id)
        return row["lang"] if row else None

    async def set_chat_lang(self, chat_id: int, lang: str) -> None:
        await self.backend.execute(
            "INSERT INTO chats (chat_id, lang) VALUES (?, ?) ON CONFLICT(chat_id) DO UPDATE SET lang = excluded.lang",
            chat_id, lang)

    async def chat_settings(self, chat_id: int) -> dict[str, Any]:
        row = await self.backend.fetchone("SELECT settings FROM chats WHERE chat_id = ?", chat_id)
        settings: dict[str, Any] = json.loads(row["settings"]) if row else {}
        return settings

    async def set_chat_settings(self, chat_id: int, settings: Mapping[str, Any]) -> None:
        await self.backend.execute(
            "INSERT INTO chats (chat_id, settings) VALUES (?, ?) "
            "ON CONFLICT(chat_id) DO UPDATE SET settings = excluded.settings",
            chat_id, json.dumps(dict(settings)))

    # -- each person's own choices ---------------------------------------------------------------------

    async def pings(self, user_id: int) -> bool | None:
        """Whether the person wants their turns to ping them (None: they never said)."""
        row = await self.backend.fetchone("SELECT pings FROM people WHERE user_id = ?", user_id)
        return bool(row["pings"]) if row else None

    async def set_pings(self, user_id: int, on: bool) -> None:
        await self.backend.execute(
            "INSERT INTO people (user_id, pings) VALUES (?, ?)"
            " ON CONFLICT(user_id) DO UPDATE SET pings = excluded.pings",
            user_id, int(on))

    async def claim_digest(self, chat_id: int, at: float, every: float) -> bool:
        """Whether the group's digest is to be sent at `at` (epoch seconds): none was in the `every` seconds
        before. Noted as sent when it says yes, so that of several workers, and across restarts, one sends it."""
        async with self.backend.transaction() as tx:
            row = await tx.fetchone(
                "INSERT INTO digests (chat_id, sent_at) VALUES (?, ?) ON CONFLICT(chat_id) DO UPDATE"
                " SET sent_at = excluded.sent_at WHERE digests.sent_at <= ? RETURNING chat_id",
                chat_id, at, at - every)
        return row is not None

    # -- live tables -----------------------------------------------------------------------------------

    async def save_table(self, table_id: str, chat_id: int, thread_id: int | None, state: Mapping[str, Any],
                         first_move: int = 0, moves: Sequence[tuple[int, str]] = (), version: int = 0) -> int:
        """Keep a live table: its state (without its game's moves) and the moves made since the last save, from
        number `first_move` on, each one row. All of it or nothing is saved. `version` is the version of the row
        the table was loaded from or last saved as (0: a new table); returns the new one. Raises Stale (saving
        nothing) when another worker has saved the table since, or has opened another table in the same chat or
        topic when this one is new."""
        async with self.backend.transaction() as tx:
            if version == 0:  # a new table: none other may be open in its chat or topic, by any worker
                await tx.execute(self.backend.serialize(f"chat:{int(chat_id)}"))
                if await tx.fetchone("SELECT id FROM live_tables WHERE chat_id = ? AND COALESCE(thread_id, 0) = ?"
                                     " AND id <> ?", chat_id, thread_id or 0, table_id):
                    raise Stale(f"another table is open in chat {chat_id} (topic {thread_id})")
            # The row stays locked until the moves are in: a second worker's save waits, then finds the version
            # moved on.
            row = await tx.fetchone(
                "INSERT INTO live_tables (id, chat_id, thread_id, state, updated_at, version) VALUES (?, ?, ?, ?, ?, 1)"
                " ON CONFLICT(id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at,"
                " version = live_tables.version + 1 WHERE live_tables.version = ? RETURNING version",
                table_id, chat_id, thread_id, json.dumps(state, ensure_ascii=False), time.time(), version)
            if row is None:
                raise Stale(f"table {table_id} was saved by another worker since version {version}")
            await tx.executemany(
                "INSERT INTO live_moves (table_id, n, seat, action) VALUES (?, ?, ?, ?)"
                " ON CONFLICT(table_id, n) DO UPDATE SET seat = excluded.seat, action = excluded.action",
                [(table_id, n, seat, action) for n, (seat, action) in enumerate(moves, start=first_move)])
        saved: int = row["version"]
        return saved

    def hold_table(self, table_id: str) -> AbstractAsyncContextManager[None]:
        """The table's moves take turns over every worker: one holds it at a time (a worker alone: nothing)."""
        return self.backend.hold(f"table:{table_id}")

    async def drop_table(self, table_id: str, letters: Sequence[Posted] = ()) -> None:
        """Drop a live table and keep its last words, in one transaction."""
        async with self.backend.transaction() as tx:
            await _drop(tx, table_id)
            await _post(tx, letters)

    async def live_tables(self) -> list[dict[str, Any]]:
        """Every live table's state, its game's record whole again (`saved_moves`: how many moves have rows;
        `row_version`: the version of its row)."""
        rows = await self.backend.fetch("SELECT id, state, version FROM live_tables ORDER BY updated_at")
        return [await self._with_moves(row) for row in rows]

    async def live_table(self, table_id: str) -> dict[str, Any] | None:
        """One live table's state as `live_tables` gives it (None: the table is closed or finished)."""
        row = await self.backend.fetchone("SELECT id, state, version FROM live_tables WHERE id = ?", table_id)
        return await self._with_moves(row) if row else None

    async def _with_moves(self, row: Row) -> dict[str, Any]:
        moves = [[m["seat"], m["action"]] for m in await self.backend.fetch(
            "SELECT seat, action FROM live_moves WHERE table_id = ? ORDER BY n", row["id"])]
        return {**with_moves(json.loads(row["state"]), moves), "row_version": row["version"]}

    async def live_versions(self, chat_id: int | None = None, table_id: str = "") -> dict[str, int]:
        """The version of every live table's row, or of those in one chat and the one named."""
        if chat_id is None:
            rows = await self.backend.fetch("SELECT id, version FROM live_tables")
        else:
            rows = await self.backend.fetch("SELECT id, version FROM live_tables WHERE chat_id = ? OR id = ?",
                                            chat_id, table_id)
        return {row["id"]: row["version"] for row in rows}

    async def claim_timer(self, timer: str, version: int, hold: float) -> bool:
        """Whether this worker is the one to act on a table's `timer` ("<table id>:<what>") at the table's game
        `version`: the first to ask, or the first after the last one's `hold` seconds ran out (it may have died)."""
        now = time.time()
        async with self.backend.transaction() as tx:
            row = await tx.fetchone(
                "INSERT INTO timer_claims (timer, version, until) VALUES (?, ?, ?) ON CONFLICT(timer) DO UPDATE"
                " SET version = excluded.version, until = excluded.until"
                " WHERE timer_claims.version <> excluded.version OR timer_claims.until < ? RETURNING timer",
                timer, version, now + hold, now)
        return row is not None

    # -- calls into chats -----------------------------------------------------------------------------

    async def note_group_call(self, chat_id: int, at: float, keep: float) -> None:
        """Remember a call into a group made at `at`, forgetting that group's calls older than `keep` seconds."""
        async with self.backend.transaction() as tx:
            await tx.execute("INSERT INTO chat_calls (chat_id, at) VALUES (?, ?)", chat_id, at)
            await tx.execute("DELETE FROM chat_calls WHERE chat_id = ? AND at < ?", chat_id, at - keep)

    async def calls_since(self, since: float) -> dict[int, list[float]]:
        """The calls noted or taken into every chat since `since`, by chat; older ones are forgotten."""
        await self.backend.execute("DELETE FROM chat_calls WHERE at < ?", since)
        calls: dict[int, list[float]] = {}
        for row in await self.backend.fetch("SELECT chat_id, at FROM chat_calls ORDER BY at"):
            calls.setdefault(row["chat_id"], []).append(row["at"])
        return calls

    async def take_call(self, chat_id: int, allowed: int, window: float,
                        under_way: float = 0.0) -> tuple[float, list[float]]:
        """Take a call of the chat's budget if fewer than `allowed` were made in the last `window` seconds, by
        any worker: returns 0 (taken) or the seconds until one is free, with the calls of the window. A call taken
        counts as made `under_way` seconds from now, until its answer says when it was (`call_answered`); the
        last of the calls returned is it."""
        now = time.time()
        async with self.backend.transaction() as tx:
            await tx.execute(self.backend.serialize(f"calls:{int(chat_id)}"))
            await tx.execute("DELETE FROM chat_calls WHERE chat_id = ? AND at <= ?", chat_id, now - window)
            calls = [row["at"] for row in await tx.fetch(
                "SELECT at FROM chat_calls WHERE chat_id = ? ORDER BY at", chat_id)]
            if len(calls) >= allowed:
                return calls[len(calls) - allowed] + window - now, calls
            await tx.execute("INSERT INTO chat_calls (chat_id, at) VALUES (?, ?)", chat_id, now + under_way)
        return 0.0, [*calls, now + under_way]

    async def call_answered(self, chat_id: int, taken: float, at: float) -> None:
        """A call taken as made at `taken` was answered at `at`: it counts from then, as Telegram counts it."""
        await self.backend.execute("UPDATE chat_calls SET at = ? WHERE chat_id = ? AND at = ?", at, chat_id, taken)

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
        chat_title: str = "",
        practice: bool = False,
        letters: Sequence[Posted] = (),
    ) -> bool:
        """Store a finished game, drop its live table and keep its last words (`letters`), in one transaction. A
        game is recorded once: a second call for the same table (after a restart, or by another worker) changes
        nothing and returns False. A `practice` game is kept out of the leaderboards, records and ratings."""
        async with self.backend.transaction() as tx:
            seed = record.get("seed")
            row = await tx.fetchone(
                "INSERT INTO games (id, chat_id, thread_id, game, record, summary, finished_at, chat_title,"
                " fingerprint, practice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING RETURNING id",
                table_id, chat_id, thread_id, game, json.dumps(record), json.dumps(summary), time.time(),
                chat_title, None if seed is None else fingerprint(seed), int(practice))
            if row is None:
                return False
            await tx.executemany(
                "INSERT INTO game_players (game_id, seat, user_id, name, won, stats) VALUES (?, ?, ?, ?, ?, ?)",
                [(table_id, s.seat, s.user_id, s.name, int(s.won), json.dumps(dict(s.stats))) for s in seats],
            )
            await _drop(tx, table_id)
            await _post(tx, letters)
        return True

    async def outbox(self) -> list[Posted]:
        """Every ended table's last words still to be said, in the order they were kept."""
        rows = await self.backend.fetch(
            "SELECT table_id, n, letter, until FROM outbox ORDER BY posted_at, table_id, n")
        return [Posted(row["table_id"], row["n"], Letter(**json.loads(row["letter"])), row["until"]) for row in rows]

    async def claim_letter(self, table_id: str, n: int, hold: float) -> bool | None:
        """Whether this worker is to say a table's `n`-th last word: True when no other holds it (for `hold`
        seconds from now on), False while one does, None once it has been said."""
        now = time.time()
        async with self.backend.transaction() as tx:
            row = await tx.fetchone("SELECT until FROM outbox WHERE table_id = ? AND n = ?", table_id, n)
            if row is None:
                return None
            if row["until"] > now:
                return False
            await tx.execute("UPDATE outbox SET until = ? WHERE table_id = ? AND n = ?", now + hold, table_id, n)
        return True

    async def strike(self, table_id: str, n: int) -> None:
        """A last word said (or refused for good): struck off."""
        await self.backend.execute("DELETE FROM outbox WHERE table_id = ? AND n = ?", table_id, n)

    async def finished_game(self, table_id: str) -> FinishedGame | None:
        """What a finished game was played by and under (None if no game of that table was recorded)."""
        row = await self.backend.fetchone("SELECT chat_id, thread_id, game, record, practice FROM games WHERE id = ?",
                                          table_id)
        if row is None:
            return None
        seats = [FinishedSeat(s["seat"], s["user_id"], s["name"], bool(s["won"]), json.loads(s["stats"]))
                 for s in await self.backend.fetch(
                     "SELECT seat, user_id, name, won, stats FROM game_players WHERE game_id = ? ORDER BY seat",
                     table_id)]
        record = json.loads(row["record"])
        return FinishedGame(row["chat_id"], row["thread_id"], row["game"], record["options"], record["players"],
                            seats, bool(row["practice"]))

    async def finished_record(self, table_id: str) -> tuple[int, dict[str, Any]] | None:
        """A finished game's chat and its whole record (seed and moves), to show what happened in it."""
        row = await self.backend.fetchone("SELECT chat_id, record FROM games WHERE id = ?", table_id)
        return None if row is None else (row["chat_id"], json.loads(row["record"]))

    async def history(self, chat_id: int | None, user_id: int | None, offset: int,
                      limit: int) -> tuple[int, list[PastGame]]:
        """The finished games of a group (`chat_id`), of a person (`user_id`), or of a person in a group, newest
        first, `limit` of them from the `offset`-th on; and how many there are in all."""
        where, args = [], []
        if chat_id is not None:
            where.append("g.chat_id = ?")
            args.append(chat_id)
        if user_id is not None:
            where.append("g.id IN (SELECT p.game_id FROM game_players p WHERE p.user_id = ?)")
            args.append(user_id)
        if not where:
            raise ValueError("a history is a group's or a person's")
        condition = " WHERE " + " AND ".join(where)
        count = await self.backend.fetchone("SELECT COUNT(*) AS n FROM games g" + condition, *args)
        rows = await self.backend.fetch(
            "SELECT g.id, g.chat_id, g.chat_title, g.game, g.finished_at, g.practice FROM games g" + condition
            + " ORDER BY g.finished_at DESC, g.id DESC LIMIT ? OFFSET ?", *args, limit, offset)
        return (count["n"] if count else 0), await self._past(rows)

    async def past_game(self, table_id: str) -> PastGame | None:
        """One finished game as `history` lists it (None if no game of that table was recorded)."""
        row = await self.backend.fetchone(
            "SELECT id, chat_id, chat_title, game, finished_at, practice FROM games WHERE id = ?", table_id)
        return (await self._past([row]))[0] if row else None

    async def _past(self, rows: Sequence[Row]) -> list[PastGame]:
        seats: dict[str, list[FinishedSeat]] = {row["id"]: [] for row in rows}
        if seats:
            marks = ", ".join("?" for _ in seats)
            for s in await self.backend.fetch(
                    f"SELECT game_id, seat, user_id, name, won FROM game_players WHERE game_id IN ({marks})"
                    " ORDER BY game_id, seat", *seats):
                seats[s["game_id"]].append(FinishedSeat(s["seat"], s["user_id"], s["name"], bool(s["won"]), {}))
        return [PastGame(row["id"], row["chat_id"], row["chat_title"], row["game"], row["finished_at"],
                         seats[row["id"]], bool(row["practice"])) for row in rows]

    async def game_with_fingerprint(self, mark: str, chat_id: int | None = None) -> str | None:
        """The finished game whose seed has this fingerprint (in that chat, when one is named), newest first."""
        where = "fingerprint = ?" + ("" if chat_id is None else " AND chat_id = ?")
        row = await self.backend.fetchone(
            f"SELECT id FROM games WHERE {where} ORDER BY finished_at DESC LIMIT 1",
            *(mark,) if chat_id is None else (mark, chat_id))
        return None if row is None else str(row["id"])

    async def leaderboard(self, chat_id: int, game: str, columns: Sequence[Column], limit: int = 10) -> list[Leader]:
        """The group's best players at `game`: by skill rating (the unrated last), then by won matches, then by
        each column in its better direction."""
        order = "".join(f", \"c_{c.name}\" {'DESC' if c.higher_is_better else 'ASC'}" for c in columns)
        rating = "(SELECT r.ordinal FROM ratings r WHERE r.chat_id = ? AND r.game = ? AND r.user_id = p.user_id)"
        # Ordered outside: PostgreSQL does not let ORDER BY use an output column inside an expression.
        sql = "SELECT * FROM (" + _totals(self.backend, columns, f", {rating} AS rating") + (
            " WHERE g.chat_id = ? AND g.game = ? AND g.practice = 0 AND p.user_id > 0 GROUP BY p.user_id) AS board"
            f" ORDER BY COALESCE(rating, -1000000) DESC, matches DESC{order}, played ASC LIMIT ?"
        )
        return [_leader(row) for row in await self.backend.fetch(sql, chat_id, game, chat_id, game, limit)]

    # -- skill ratings -------------------------------------------------------------------------------

    async def ratings(self, chat_id: int, game: str) -> dict[int, Skill]:
        """Every rated player of `game` in the group, by user id."""
        rows = await self.backend.fetch("SELECT user_id, mu, sigma, ordinal, games FROM ratings"
                                        " WHERE chat_id = ? AND game = ?", chat_id, game)
        return {row["user_id"]: Skill(row["mu"], row["sigma"], row["ordinal"], row["games"]) for row in rows}

    async def save_ratings(self, chat_id: int, game: str, rated: Mapping[int, Skill]) -> None:
        await self.backend.executemany(
            "INSERT INTO ratings (chat_id, game, user_id, mu, sigma, ordinal, games) VALUES (?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (chat_id, game, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
            " ordinal = excluded.ordinal, games = excluded.games",
            [(chat_id, game, user, s.mu, s.sigma, s.ordinal, s.games) for user, s in rated.items()])

    async def clear_ratings(self) -> None:
        await self.backend.execute("DELETE FROM ratings")

    async def has_ratings(self) -> bool:
        return await self.backend.fetchone("SELECT 1 AS one FROM ratings LIMIT 1") is not None

    async def finished_in_order(self) -> list[str]:
        """The ids of every finished game that is rated (practice is not), in the order they finished."""
        return [row["id"] for row in await self.backend.fetch(
            "SELECT id FROM games WHERE practice = 0 ORDER BY finished_at, id")]

    async def veterans(self, game: str, user_ids: Sequence[int]) -> set[int]:
        """Those of `user_ids` who have finished a game of `game` (in any group)."""
        if not user_ids:
            return set()
        marks = ", ".join("?" for _ in user_ids)
        rows = await self.backend.fetch(
            "SELECT DISTINCT p.user_id FROM game_players p JOIN games g ON g.id = p.game_id"
            f" WHERE g.game = ? AND p.user_id IN ({marks})", game, *user_ids)
        return {row["user_id"] for row in rows}

    async def player_record(self, user_id: int, game: str, columns: Sequence[Column]) -> Leader | None:
        hinted = f", CAST(SUM({self.backend.json_int('g.summary', 'hinted')}) AS BIGINT) AS hinted"
        sql = _totals(self.backend, columns, hinted) + (
            " WHERE p.user_id = ? AND g.game = ? AND g.practice = 0 GROUP BY p.user_id")
        row = await self.backend.fetchone(sql, user_id, game)
        return _leader(row) if row else None


async def _post(tx: Statements, letters: Sequence[Posted]) -> None:
    """Keep a table's last words until each is struck off."""
    now = time.time()
    await tx.executemany(
        "INSERT INTO outbox (table_id, n, chat_id, letter, posted_at, until) VALUES (?, ?, ?, ?, ?, ?)",
        [(p.table_id, p.n, p.letter.chat_id, json.dumps(dataclasses.asdict(p.letter)), now, p.until) for p in letters])


async def _drop(tx: Statements, table_id: str) -> None:
    await tx.execute("DELETE FROM live_tables WHERE id = ?", table_id)
    await tx.execute("DELETE FROM live_moves WHERE table_id = ?", table_id)
    await tx.execute("DELETE FROM timer_claims WHERE timer LIKE ?", f"{table_id}:%")  # ids are letters and digits
