"""Numbered schema migrations; how many have run is SQLite's `PRAGMA user_version`, PostgreSQL's `schema_version`.
Only ever append. Both databases run the same text: plain INTEGER, TEXT and REAL columns (PostgreSQL reads them as
BIGINT and DOUBLE PRECISION, bot/store/postgres.py), no SQLite-only functions."""

MIGRATIONS: tuple[str, ...] = (
    # 1: chat settings, live tables (lobbies and running games) and finished games with their players.
    """
    CREATE TABLE chats (
        chat_id INTEGER PRIMARY KEY,
        lang TEXT,
        settings TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE live_tables (
        id TEXT PRIMARY KEY,
        chat_id INTEGER NOT NULL,
        thread_id INTEGER,
        state TEXT NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        chat_id INTEGER NOT NULL,
        thread_id INTEGER,
        game TEXT NOT NULL,
        record TEXT NOT NULL,
        summary TEXT NOT NULL,
        finished_at REAL NOT NULL
    );
    CREATE TABLE game_players (
        game_id TEXT NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        won INTEGER NOT NULL,
        stats TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX game_players_user ON game_players(user_id);
    CREATE INDEX games_chat ON games(chat_id, game);
    """,
    # 2: the calls made into each group lately, so that a restarted bot keeps to Telegram's per-group limit.
    """
    CREATE TABLE group_calls (
        chat_id INTEGER NOT NULL,
        at REAL NOT NULL
    );
    CREATE INDEX group_calls_chat ON group_calls(chat_id, at);
    """,
    # 3: a live game's moves, one appended row each: saving a move costs the same at the end of a match as at its
    # start (the table's state row no longer carries the record's actions).
    """
    CREATE TABLE live_moves (
        table_id TEXT NOT NULL,
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (table_id, n)
    ) WITHOUT ROWID;
    """,
    # 4: what each person chooses for themselves, whatever the group: whether their turn pings them in private.
    """
    CREATE TABLE people (
        user_id BIGINT PRIMARY KEY,
        pings INTEGER NOT NULL
    );
    """,
    # 5: each player's skill rating per game in each group (openskill's mu and sigma), updated as games finish and
    # recomputable from the finished games (`bot.store.ratings.recompute`).
    """
    CREATE TABLE ratings (
        chat_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        user_id BIGINT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        ordinal REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (chat_id, game, user_id)
    );
    """,
    # 6: several workers share the tables. Each live table's row counts its saves, so that a worker saving over a
    # version it did not load is refused; a timer due at a table is claimed by one worker, for a while, per
    # version of the table.
    """
    ALTER TABLE live_tables ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE timer_claims (
        timer TEXT PRIMARY KEY,
        version INTEGER NOT NULL,
        until REAL NOT NULL
    );
    """,
    # 7: several workers count the calls into people's private chats there too, not only those into groups.
    """
    ALTER TABLE group_calls RENAME TO chat_calls;
    """,
    # 8: /history lists a group's finished games newest first, and a person's across their groups by the name each
    # group had when the game ended (empty for games finished before it was kept).
    """
    ALTER TABLE games ADD COLUMN chat_title TEXT NOT NULL DEFAULT '';
    CREATE INDEX games_chat_finished ON games(chat_id, finished_at);
    """,
    # 9: the fingerprint of each finished game's seed (`bot.games.commitment`), by which `/verify` finds the game a
    # revealed seed belongs to. Games finished before it have none.
    """
    ALTER TABLE games ADD COLUMN fingerprint TEXT;
    CREATE INDEX games_fingerprint ON games(fingerprint, chat_id);
    """,
    # 10: a game played in a person's private chat against computer players, for practice: kept like any other (its
    # seed can be verified, its person's history lists it) but left out of /scores, /stats and the ratings.
    """
    ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
    """,
    # 11: when each group was last sent its digest of the slow tables waiting (`play.digest`): at most one a day,
    # whichever worker sends it and however often the bot restarts.
    """
    CREATE TABLE digests (
        chat_id INTEGER PRIMARY KEY,
        sent_at REAL NOT NULL
    );
    """,
    # 12: a finished or closed table's last words (what it still had to say, its result, the last word in each
    # hand), kept in the transaction that ends it and struck off once said (`play.outbox`): a stop before they
    # went out says them at the next start. `until`: held by the worker saying it until then.
    """
    CREATE TABLE outbox (
        table_id TEXT NOT NULL,
        n INTEGER NOT NULL,
        chat_id INTEGER NOT NULL,
        letter TEXT NOT NULL,
        posted_at REAL NOT NULL,
        until REAL NOT NULL,
        PRIMARY KEY (table_id, n)
    );
    """,
)
