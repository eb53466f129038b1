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

from bot.app import build
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
    """Run until stopped: behind the webhook if one is set, else polling (with `polling`'s options). Should the
    connection drop before the webhook is set or polling starts, PTB keeps trying rather than giving up."""
    loop = asyncio.get_event_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop_soon, app)
    if settings.webhook_url:
        log.info("taking updates posted to %s on %s:%d", settings.webhook_url, settings.webhook_listen,
                 settings.webhook_port)
        app.run_webhook(listen=settings.webhook_listen, port=settings.webhook_port,
                        url_path=urlsplit(settings.webhook_url).path.lstrip("/"), webhook_url=settings.webhook_url,
                        secret_token=settings.webhook_secret, allowed_updates=Update.ALL_TYPES, bootstrap_retries=-1,
                        stop_signals=None)
    else:
        app.run_polling(allowed_updates=Update.ALL_TYPES, bootstrap_retries=-1, stop_signals=None, **polling)


def stop_soon(app: Application) -> None:  # type: ignore[type-arg]
    """SIGTERM or SIGINT: stop once, through PTB's own stop, as soon as the bot is running (at once if it is).
    PTB's own handler raises out of whatever the loop is doing, and one that lands while the bot is still
    starting left it unable to stop, its database open and the process alive."""
    if app.bot_data.get("stopping"):
        return
    app.bot_data["stopping"] = True

    async def when_running() -> None:
        while not app.running:
            await asyncio.sleep(0.05)
        app.stop_running()

    stopping = asyncio.ensure_future(when_running())
    app.bot_data["stopping"] = stopping  # kept, so that the task is not collected before it ends
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
