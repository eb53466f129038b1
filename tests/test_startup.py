"""Settings an operator gives, and what the log says at start: the token masked everywhere, the cause of a failed
start in plain words. tests/e2e/test_operator.py runs the same through `./bot.sh` and `python -m bot`."""

from __future__ import annotations

import asyncio
import itertools
import logging
import sys
import threading
import time
from pathlib import Path

import pytest
from telegram.error import BadRequest, NetworkError, TimedOut

from bot.app import build, start_runtime
from bot.config import PROJECT, ConfigError, Settings, masked
from bot.handlers import commands
from bot.transport.reach import Redacted, cause
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram

TOKEN = "123456:AAE-secret"


def failure(*chain: BaseException) -> NetworkError:
    """A NetworkError raised from the rest of `chain`, each raised from the next, as PTB wraps httpx."""
    for outer, inner in itertools.pairwise(chain):
        outer.__cause__ = inner
    error = NetworkError("httpx.ConnectError: All connection attempts failed")
    error.__cause__ = chain[0] if chain else None
    return error


def test_the_default_database_is_in_the_checkout_wherever_the_bot_starts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert Settings.from_env({"TELEGRAM_BOT_TOKEN": TOKEN}).db_path == PROJECT / "var" / "cardbot.db"
    assert (PROJECT / "bot" / "config.py").is_file()
    relative = Settings.from_env({"TELEGRAM_BOT_TOKEN": TOKEN, "BOT_DB": "games/cards.db"})
    assert relative.db_path == tmp_path.resolve() / "games" / "cards.db", "a path the operator gives is from where"


@pytest.mark.parametrize("url", ["mysql://cards:hunter2@db/cards", "sqlite:///var/cardbot.db"])
def test_a_database_url_is_an_error_that_does_not_repeat_it(url: str) -> None:
    with pytest.raises(ConfigError) as refused:
        Settings.from_env({"TELEGRAM_BOT_TOKEN": TOKEN, "BOT_DB": url})
    scheme = url.partition(":")[0]
    assert str(refused.value) == \
        f"BOT_DB must be the path of an SQLite file or a postgresql:// URL; {scheme}:// URLs are not supported."


def test_a_token_is_masked_to_the_bots_id() -> None:
    assert masked(TOKEN) == "123456:***"
    assert masked("no-colon") == "***"


def test_the_token_never_reaches_a_log_line() -> None:
    try:
        raise NetworkError(f"POST https://api.telegram.org/bot{TOKEN}/getMe failed")
    except NetworkError:
        record = logging.LogRecord("httpx", logging.INFO, __file__, 1, "HTTP Request: POST %s", (f"/bot{TOKEN}/x",),
                                   sys.exc_info())
    line = Redacted("%(name)s: %(message)s", TOKEN).format(record)
    assert "secret" not in line
    assert line.startswith("httpx: HTTP Request: POST /bot123456:***/x\nTraceback")
    assert "bot123456:***/getMe failed" in line


def test_the_cause_is_the_error_under_ptbs_that_names_it() -> None:
    assert cause(failure(OSError("All connection attempts failed"), ConnectionRefusedError(111, "refused"))) == (
        "the connection was refused")
    assert cause(failure(OSError(101, "Network is unreachable"))) == "the connection failed (Network is unreachable)"
    assert cause(TimedOut()) == "no answer in time"
    assert cause(failure()) == "httpx.ConnectError: All connection attempts failed"


def test_a_postgresql_url_chooses_the_shared_store_and_logs_without_its_password() -> None:
    settings = Settings.from_env({"TELEGRAM_BOT_TOKEN": TOKEN, "BOT_DB": "postgresql://cards:hunter2@db:5432/cards"})
    assert settings.database == "postgresql://cards:hunter2@db:5432/cards"
    assert settings.database_name == "postgresql://cards:***@db:5432/cards"
    assert settings.webhook_url is None


def test_webhook_settings_come_together_and_a_bad_one_is_one_line() -> None:
    env = {"TELEGRAM_BOT_TOKEN": TOKEN, "BOT_WEBHOOK_URL": "https://cards.example/hook", "BOT_WEBHOOK_PORT": "8080",
           "BOT_WEBHOOK_SECRET": "s3cret_token"}
    settings = Settings.from_env(env)
    assert (settings.webhook_url, settings.webhook_listen, settings.webhook_port, settings.webhook_secret) == \
        ("https://cards.example/hook", "127.0.0.1", 8080, "s3cret_token")
    with pytest.raises(ConfigError, match="BOT_WEBHOOK_PORT"):
        Settings.from_env({**env, "BOT_WEBHOOK_PORT": "eighty"})
    with pytest.raises(ConfigError, match="BOT_WEBHOOK_PORT"):
        Settings.from_env({**env, "BOT_WEBHOOK_PORT": "65536"})
    assert Settings.from_env({**env, "BOT_WORKERS": "2"}).workers == 2
    with pytest.raises(ConfigError, match="BOT_WORKERS must be a whole number above 0, not '0'"):
        Settings.from_env({**env, "BOT_WORKERS": "0"})
    with pytest.raises(ConfigError, match="BOT_WEBHOOK_SECRET"):
        Settings.from_env({**env, "BOT_WEBHOOK_SECRET": "not allowed!"})


async def test_a_start_that_fails_lets_the_database_go_so_the_process_ends(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A start that fails after the database is open (the command menu refused, say) must let the process end, so
    that its service manager starts it again: an open SQLite database keeps a thread, and the process, alive."""
    app = build(Settings(token=TOKEN, db_path=tmp_path / "bot.db"))

    async def refused(_: object) -> None:
        raise BadRequest("Bad Request: command menu refused")

    monkeypatch.setattr(commands, "register_commands", refused)
    before = set(threading.enumerate())
    with pytest.raises(BadRequest):
        await start_runtime(app)
    started = [t for t in threading.enumerate() if t not in before and not t.daemon]
    for thread in started:  # SQLite's thread ends just after it has handed back the close, not before
        thread.join(timeout=5)
    left = [t for t in started if t.is_alive()]
    if left:  # let it go here, or the failure would also keep the tests from ending
        await app.bot_data["runtime"].store.close()
    assert not left


async def test_a_job_more_than_a_second_late_still_runs(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """A loaded bot can be late for a job (a computer's move, a turn's clock): it runs it however late."""
    ran = asyncio.Event()

    async def job(context: object) -> None:
        ran.set()

    async with running_bot(fake_telegram, tmp_path / "bot.db") as rt:
        assert rt.job_queue is not None
        rt.job_queue.run_once(job, 0.01)
        time.sleep(1.5)  # the event loop is held up past the job's time, as by a busy machine
        await asyncio.wait_for(ran.wait(), 10)
