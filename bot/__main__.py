"""`python -m bot`: run the bot with long polling, or behind a webhook when BOT_WEBHOOK_URL is set."""

from __future__ import annotations

import asyncio
import faulthandler
import logging
import os
import signal
import sys
import threading
from typing import Any
from urllib.parse import urlsplit

from telegram import Update
from telegram.error import InvalidToken
from telegram.ext import Application

from bot.app import build, close_runtime, start_runtime, stop_runtime
from bot.config import ConfigError, Settings, masked
from bot.store import Store, StoreUnavailable
from bot.store.db import unusable
from bot.transport.reach import Redacted, reach

log = logging.getLogger("bot")
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
STOP_LIMIT = 5.0  # seconds a stop may take before the process ends all the same (a service manager waits longer)


def main() -> int:
    try:
        settings = Settings.from_env()
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    handler = logging.StreamHandler()
    handler.setFormatter(Redacted(FORMAT, settings.token))
    logging.basicConfig(handlers=[handler], level=logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # a line per request
    # PTB's own start-up retries would say nothing of why they fail; the bot checks its database and reaches the
    # API first, in the event loop that run_polling (or run_webhook) then takes over.
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    problem = loop.run_until_complete(shared_unusable(settings.db_url)) if settings.db_url else \
        unusable(settings.db_path)
    if problem is not None:
        print(f"error: the database {settings.database_name} cannot be used: {problem}", file=sys.stderr)
        return 1
    log.info("database %s", settings.database_name)
    app = build(settings)
    where = f"{settings.api_root}/bot{masked(settings.token)}/getMe"
    try:
        loop.run_until_complete(reach(app, where))
    except InvalidToken:
        print(f"error: the Bot API at {settings.api_root} refused the token {masked(settings.token)}: "
              "check TELEGRAM_BOT_TOKEN (from @BotFather).", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    log.info("the Bot API at %s answers: this is @%s", settings.api_root, app.bot.username)
    serve(app, settings)
    return 0


def serve(app: Application, settings: Settings, **polling: Any) -> None:  # type: ignore[type-arg]
    """Run until SIGTERM or SIGINT: behind the webhook if one is set, else polling (with `polling`'s options)."""
    asyncio.get_event_loop().run_until_complete(run(app, settings, polling))


async def run(app: Application, settings: Settings, polling: dict[str, Any]) -> None:  # type: ignore[type-arg]
    """Start the bot, serve until asked to stop, and stop it: what PTB's run_polling does, in one coroutine. A stop
    asked for while the bot starts comes once it has started, and nothing is ever torn out of the middle of a step
    (PTB's own signal handler raises out of whatever the loop is doing, and one that landed while the bot started
    left it unable to stop, its database open and the process alive). Should the connection drop before the
    webhook is set or polling starts, PTB keeps trying rather than giving up."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop_soon, stop)
    updater = app.updater
    assert updater is not None
    try:
        await app.initialize()  # (done already when `main` has reached the Bot API)
        await start_runtime(app)
        if settings.webhook_url:
            log.info("taking updates posted to %s on %s:%d", settings.webhook_url, settings.webhook_listen,
                     settings.webhook_port)
            await updater.start_webhook(
                listen=settings.webhook_listen, port=settings.webhook_port, bootstrap_retries=-1,
                url_path=urlsplit(settings.webhook_url).path.lstrip("/"), webhook_url=settings.webhook_url,
                secret_token=settings.webhook_secret, allowed_updates=Update.ALL_TYPES)
        else:
            await updater.start_polling(allowed_updates=Update.ALL_TYPES, bootstrap_retries=-1, **polling)
        await app.start()
        await stop.wait()
    finally:
        if updater.running:
            await updater.stop()
        if app.running:
            await app.stop()  # the updates in hand are done first
            await stop_runtime(app)
        await app.shutdown()
        await close_runtime(app)


def stop_soon(stop: asyncio.Event) -> None:
    """SIGTERM or SIGINT: stop (once the bot has started, if it is starting), and make sure the process ends."""
    if stop.is_set():
        return
    stop.set()
    overdue = threading.Timer(STOP_LIMIT, stopped_overdue)
    overdue.daemon = True
    overdue.start()


def stopped_overdue() -> None:
    """The stop outlasted `STOP_LIMIT`: say where each thread stands, and end the process as SIGKILL would. All
    that matters is saved as it happens, and the next start shows and sends what was not."""
    log.error("the bot did not stop within %.0f s: ending it; where it stood follows", STOP_LIMIT)
    faulthandler.dump_traceback(all_threads=True)
    os._exit(1)


async def shared_unusable(url: str) -> str | None:
    """Why the bot could not keep its games in the PostgreSQL database at `url` (None: it can): opening it runs
    the migrations, as the first worker to start must."""
    try:
        store = await Store.open(url)
    except StoreUnavailable as e:
        return str(e)
    await store.close()
    return None


if __name__ == "__main__":
    sys.exit(main())
