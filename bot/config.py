"""Settings from the environment (documented in README and .env.example)."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

LANGUAGES = ("fa", "en")
# The checkout the bot runs from: the default database lives in it wherever the operator stands.
PROJECT = Path(__file__).resolve().parent.parent
URL_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")
POSTGRES = ("postgresql", "postgres")


class ConfigError(Exception):
    """A setting is missing or wrong; the message is one line an operator can act on."""


@dataclass(frozen=True)
class Settings:
    token: str
    api_url: str | None = None
    db_path: Path = PROJECT / "var" / "cardbot.db"
    db_url: str | None = None  # a postgresql:// URL: several workers share the tables in it (db_path is unused)
    webhook_url: str | None = None  # the public HTTPS URL Telegram posts updates to; unset: long polling
    webhook_listen: str = "127.0.0.1"  # where the webhook server listens (behind a reverse proxy, say)
    webhook_port: int = 8443
    webhook_secret: str | None = None  # Telegram sends it with every update; others' requests are refused
    lang: str = "fa"
    calls_per_second: float = 30.0  # Telegram's limit for one bot over all chats
    workers: int = 1  # how many processes run this bot: each keeps to its share of `calls_per_second`
    # Telegram allows about 20 messages a minute in a group, and edits count: stay under it.
    group_calls_per_window: int = 18
    group_window: float = 61.0
    private_interval: float = 1.0  # Telegram allows about one message a second in a private chat: edits count too
    table_edit_interval: float = 3.0
    # The table's picture is sent anew (the old one deleted) at its next redraw once this many messages are below
    # it, or once a result was told below it: it stays within the last few messages of the chat.
    table_repost_after: int = 3
    # A person whose turn comes after this many seconds without a press of theirs gets a short private message
    # that rings (a turn ping); one who pressed more lately is looking and is left alone.
    ping_after_quiet: float = 20.0
    lobby_idle_timeout: float = 15 * 60.0
    save_retry: float = 10.0  # seconds before a computer or timer move that could not be saved is tried again
    game_idle_timeout: float = 30 * 60.0  # without a turn timer, a game nobody moves in for this long ends unscored
    turn_seconds: int = 60  # a chat may choose off (0), 30, 60 or 120 with /settings
    missed_turns_before_takeover: int = 2
    # A group with slow tables waiting hears which wait for whom at most once in `digest_every` seconds; whether
    # one is due is looked at every `digest_check` seconds.
    digest_every: float = 24 * 3600.0
    digest_check: float = 15 * 60.0
    computer_delay: float = 1.2  # computer moves are paced so that people can follow them
    computer_think: float = 0.25  # seconds a computer player may search for one move, at most
    clock_scale: float = 1.0  # a game's own timed windows last this share of the seconds the game asks for
    challenge_grace: float = 5.0  # seconds a timed window (`GameEntry.window`) holds back the moves that end it
    sync_interval: float = 2.0  # with several workers: how often each takes up the tables the others changed
    timer_hold: float = 30.0  # with several workers: how long a timer claimed by a worker is left to it

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Settings:
        token = env.get("TELEGRAM_BOT_TOKEN", "").strip()
        if not token:
            raise ConfigError("TELEGRAM_BOT_TOKEN is not set: get a token from @BotFather and export it.")
        lang = env.get("BOT_LANG", "fa").strip() or "fa"
        if lang not in LANGUAGES:
            raise ConfigError(f"BOT_LANG must be one of {', '.join(LANGUAGES)}, not {lang!r}.")
        api_url = env.get("TELEGRAM_API_URL", "").strip().rstrip("/") or None
        db = env.get("BOT_DB", "").strip()
        scheme = URL_SCHEME.match(db)
        if scheme and scheme[1] not in POSTGRES:  # only the scheme is named: the rest may hold a password
            raise ConfigError(f"BOT_DB must be the path of an SQLite file or a postgresql:// URL; {scheme[1]}:// URLs "
                              "are not supported.")
        return cls(
            token=token,
            api_url=api_url,
            db_path=Path(db).resolve() if db and not scheme else cls.db_path,
            db_url=db if scheme else None,
            lang=lang,
            workers=count(env, "BOT_WORKERS", 1),
            **webhook(env),
        )

    @property
    def database(self) -> Path | str:
        """Where the store is: the PostgreSQL URL, or else the SQLite file."""
        return self.db_url or self.db_path

    @property
    def database_name(self) -> str:
        """The database as logs may name it: a URL without its password."""
        return re.sub(r"://([^:@/]*):[^@/]*@", r"://\1:***@", self.db_url) if self.db_url else str(self.db_path)

    @property
    def api_root(self) -> str:
        return self.api_url or "https://api.telegram.org"


def webhook(env: Mapping[str, str]) -> dict[str, Any]:
    """The webhook settings: none unless BOT_WEBHOOK_URL is set, when the bot takes updates from Telegram's posts
    rather than polling for them."""
    url = env.get("BOT_WEBHOOK_URL", "").strip()
    if not url:
        return {}
    if not url.startswith(("https://", "http://")):
        raise ConfigError("BOT_WEBHOOK_URL must be the https:// URL Telegram posts updates to.")
    port = count(env, "BOT_WEBHOOK_PORT", 8443)
    if port >= 65536:
        raise ConfigError(f"BOT_WEBHOOK_PORT must be a port number, not {port}.")
    secret = env.get("BOT_WEBHOOK_SECRET", "").strip() or None
    if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", secret):
        raise ConfigError("BOT_WEBHOOK_SECRET may hold only letters, digits, _ and -, at most 256 of them.")
    return {"webhook_url": url, "webhook_listen": env.get("BOT_WEBHOOK_LISTEN", "").strip() or "127.0.0.1",
            "webhook_port": port, "webhook_secret": secret}


def count(env: Mapping[str, str], name: str, default: int) -> int:
    """A positive whole number from the environment (`default` when unset or empty)."""
    value = env.get(name, "").strip()
    if not value:
        return default
    if not value.isdigit() or int(value) < 1:
        raise ConfigError(f"{name} must be a whole number above 0, not {value!r}.")
    return int(value)


def masked(token: str) -> str:
    """The token as logs may show it: the bot's id (public) and none of the secret after the colon."""
    bot_id, colon, _ = token.partition(":")
    return f"{bot_id}:***" if colon else "***"
