"""Settings from the environment (documented in README and .env.example)."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

LANGUAGES = ("fa", "en")
# The checkout the bot runs from: the default database lives in it wherever the operator stands.
PROJECT = Path(__file__).resolve().parent.parent
URL_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")


class ConfigError(Exception):
    """A setting is missing or wrong; the message is one line an operator can act on."""


@dataclass(frozen=True)
class Settings:
    token: str
    api_url: str | None = None
    db_path: Path = PROJECT / "var" / "cardbot.db"
    lang: str = "fa"
    calls_per_second: float = 30.0  # Telegram's limit for one bot over all chats
    # Telegram allows about 20 messages a minute in a group, and edits count: stay under it.
    group_calls_per_window: int = 18
    group_window: float = 61.0
    private_interval: float = 1.0  # Telegram allows about one message a second in a private chat: edits count too
    table_edit_interval: float = 3.0
    lobby_idle_timeout: float = 15 * 60.0
    save_retry: float = 10.0  # seconds before a computer or timer move that could not be saved is tried again
    game_idle_timeout: float = 30 * 60.0  # without a turn timer, a game nobody moves in for this long ends unscored
    turn_seconds: int = 60  # a chat may choose off (0), 30, 60 or 120 with /settings
    missed_turns_before_takeover: int = 2
    computer_delay: float = 1.2  # computer moves are paced so that people can follow them
    computer_think: float = 0.25  # seconds a computer player may search for one move, at most
    clock_scale: float = 1.0  # a game's own timed windows last this share of the seconds the game asks for
    challenge_grace: float = 5.0  # seconds a timed window (`GameEntry.window`) holds back the moves that end it

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
        if scheme:  # only the scheme is named: the rest of a database URL may hold a password
            raise ConfigError(f"BOT_DB must be the path of an SQLite file; {scheme[1]}:// URLs are not supported.")
        return cls(
            token=token,
            api_url=api_url,
            db_path=Path(db).resolve() if db else cls.db_path,
            lang=lang,
        )

    @property
    def api_root(self) -> str:
        return self.api_url or "https://api.telegram.org"


def masked(token: str) -> str:
    """The token as logs may show it: the bot's id (public) and none of the secret after the colon."""
    bot_id, colon, _ = token.partition(":")
    return f"{bot_id}:***" if colon else "***"
