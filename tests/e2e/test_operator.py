"""What an operator sees when starting the bot: `./bot.sh` or `python -m bot` in a process of its own, against the
fake Bot API, a port nobody listens on, a name that does not resolve, or plain HTTP spoken to as TLS."""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import sys
from collections.abc import Mapping
from pathlib import Path

from tests.fakebot import FakeTelegram

ROOT = Path(__file__).resolve().parents[2]
SECRET = "not-for-logs"
TOKEN = f"999:{SECRET}"


class Started:
    """A process whose output (stdout and stderr together) is collected line by line as it comes."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.lines: list[str] = []
        self._reading = asyncio.create_task(self._read())

    @classmethod
    async def run(cls, argv: list[str], env: Mapping[str, str], cwd: Path) -> Started:
        proc = await asyncio.create_subprocess_exec(*argv, env=env, cwd=cwd, stdout=asyncio.subprocess.PIPE,
                                                    stderr=asyncio.subprocess.STDOUT)
        return cls(proc)

    async def _read(self) -> None:
        assert self.proc.stdout is not None
        async for line in self.proc.stdout:
            self.lines.append(line.decode().rstrip("\n"))

    @property
    def output(self) -> str:
        return "\n".join(self.lines)

    async def line_with(self, text: str, timeout: float = 60.0) -> str:
        """The first line holding `text`, waiting for it while the process runs."""
        loop = asyncio.get_running_loop()
        until = loop.time() + timeout
        while loop.time() < until:
            found = [line for line in self.lines if text in line]
            if found:
                return found[0]
            if self._reading.done():
                break
            await asyncio.sleep(0.05)
        raise AssertionError(f"no line with {text!r} in:\n{self.output}")

    async def exit_code(self, timeout: float = 60.0) -> int:
        code = await asyncio.wait_for(self.proc.wait(), timeout)
        await self._reading
        assert SECRET not in self.output
        return code

    async def stop(self) -> int:
        if self.proc.returncode is None:
            self.proc.terminate()
        return await self.exit_code()


def bot_env(**settings: str) -> dict[str, str]:
    """The environment of `python -m bot` run from this checkout, with only the settings given."""
    unset = ("TELEGRAM_BOT_TOKEN", "TELEGRAM_API_URL", "BOT_DB", "BOT_LANG")
    return {**{k: v for k, v in os.environ.items() if k not in unset}, "PYTHONPATH": str(ROOT), **settings}


async def entry_point(tmp_path: Path, **settings: str) -> Started:
    env = bot_env(**{"BOT_DB": str(tmp_path / "bot.db"), **settings})
    return await Started.run([sys.executable, "-m", "bot"], env, tmp_path)


def unheard_port() -> socket.socket:
    """A socket bound to a free loopback port and not listening: a connection to the port is refused, and no
    other socket (another test's server, an outgoing connection) can take the port until this one is closed."""
    held = socket.socket()
    held.bind(("127.0.0.1", 0))
    return held


async def test_bot_sh_takes_the_environment_over_dotenv_and_keeps_the_database_in_the_checkout(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    checkout, elsewhere = tmp_path / "checkout", tmp_path / "elsewhere"
    shutil.copytree(ROOT / "bot", checkout / "bot", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "scripts", checkout / "scripts")
    shutil.copy2(ROOT / "bot.sh", checkout)
    elsewhere.mkdir()
    # The token here is the placeholder the operator overrides; the API URL is only here, so .env must still count.
    (checkout / ".env").write_text(f"TELEGRAM_BOT_TOKEN=123456:replace-me\nTELEGRAM_API_URL={fake_telegram.root}\n"
                                   "BOT_DB=\n")
    env = bot_env(TELEGRAM_BOT_TOKEN=fake_telegram.token, CARDBOT_VENV=sys.prefix)
    bot = await Started.run([str(checkout / "bot.sh")], env, elsewhere)
    try:
        db = checkout / "var" / "cardbot.db"
        assert (await bot.line_with("INFO bot: database")).endswith(f"database {db}")
        await bot.line_with(f"the Bot API at {fake_telegram.root} answers: this is @CardTableBot")
        await bot.line_with("Application started")
    finally:
        assert await bot.stop() == 0
    assert db.exists() and not (elsewhere / "var").exists()
    assert "replace-me" not in bot.output


async def test_a_refused_token_is_one_line_with_the_token_masked(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    bot = await entry_point(tmp_path, TELEGRAM_BOT_TOKEN=TOKEN, TELEGRAM_API_URL=fake_telegram.root)
    assert await bot.exit_code() == 1
    database, refused = bot.lines
    assert database.endswith(f"INFO bot: database {tmp_path / 'bot.db'}")
    assert refused == (f"error: the Bot API at {fake_telegram.root} refused the token 999:***: "
                       "check TELEGRAM_BOT_TOKEN (from @BotFather).")


async def test_an_unreachable_api_is_explained_once_and_tried_again_quietly_until_it_answers(tmp_path: Path) -> None:
    held = unheard_port()
    port = held.getsockname()[1]
    root = f"http://127.0.0.1:{port}"
    bot = await entry_point(tmp_path, TELEGRAM_BOT_TOKEN=TOKEN, TELEGRAM_API_URL=root)
    try:
        said = await bot.line_with("cannot reach the Bot API")
        assert said.endswith(f"WARNING bot: cannot reach the Bot API at {root}/bot999:***/getMe: the connection was "
                             "refused; trying again quietly, waiting up to 30 s")
        await asyncio.sleep(3.5)  # tries at 0, 1 and 3 s: the first failure is the only one logged
        assert bot.output.count("cannot reach") == 1
        held.close()
        server = await FakeTelegram(token=TOKEN).start(port=port)
        try:
            await bot.line_with(f"the Bot API at {root} answers")
            await bot.line_with("Application started")
            assert await bot.stop() == 0
        finally:
            await server.close()
    finally:
        held.close()
        await bot.stop()
    assert bot.output.count("cannot reach") == 1


async def test_a_name_that_does_not_resolve_and_a_failed_tls_handshake_are_named(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    tls = fake_telegram.root.replace("http:", "https:")  # the fake speaks plain HTTP
    for root, why in [("http://no-such-host.invalid", "the host name could not be resolved"),
                      (tls, "TLS failed ([SSL: WRONG_VERSION_NUMBER]")]:
        bot = await entry_point(tmp_path, TELEGRAM_BOT_TOKEN=TOKEN, TELEGRAM_API_URL=root)
        try:
            said = await bot.line_with("cannot reach the Bot API")
            assert f"cannot reach the Bot API at {root}/bot999:***/getMe: {why}" in said
        finally:
            await bot.stop()


async def test_a_database_url_is_refused_without_showing_it(tmp_path: Path) -> None:
    bot = await entry_point(tmp_path, TELEGRAM_BOT_TOKEN=TOKEN, BOT_DB="mysql://cards:hunter2@db/cards")
    assert await bot.exit_code() == 2
    assert bot.lines == ["error: BOT_DB must be the path of an SQLite file or a postgresql:// URL; mysql:// URLs are "
                         "not supported."]


async def test_a_postgresql_server_that_cannot_be_reached_is_named_without_its_password(tmp_path: Path) -> None:
    bot = await entry_point(tmp_path, TELEGRAM_BOT_TOKEN=TOKEN, BOT_DB="postgresql://cards:hunter2@127.0.0.1:9/cards")
    assert await bot.exit_code() == 1
    [line] = [line for line in bot.lines if line.startswith("error:")]
    assert line.startswith("error: the database postgresql://cards:***@127.0.0.1:9/cards cannot be used: ")
    assert "hunter2" not in "".join(bot.lines)
