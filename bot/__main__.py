"""`python -m bot`: run the bot with long polling."""

from __future__ import annotations

import logging
import re
import sys

from telegram import Update
from telegram.ext import Application

from bot.app import build
from bot.config import ConfigError, Settings
from bot.store.db import unusable


class RetriesShown(logging.Filter):
    """PTB retries a Bot API that does not answer (at start-up: forever) and says so only at DEBUG; an operator
    should see it. Everything else below INFO is dropped."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno == logging.DEBUG and "Failed run number" in record.getMessage():
            step = re.search(r"\((.*)\)", str(record.args[0] if isinstance(record.args, tuple) else ""))
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.msg, record.args = "the Bot API did not answer (%s); trying again", (step and step[1],)
        return record.levelno >= logging.INFO


def main() -> int:
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    for handler in logging.getLogger().handlers:
        handler.addFilter(RetriesShown())
    logging.getLogger("httpx").setLevel(logging.WARNING)
    ptb = logging.getLogger("telegram.ext")
    ptb.setLevel(logging.DEBUG)  # where PTB's retry loop logs, until the bot is up
    try:
        settings = Settings.from_env()
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    problem = unusable(settings.db_path)
    if problem is not None:
        print(f"error: the database {settings.db_path} cannot be used: {problem}", file=sys.stderr)
        return 1
    app = build(settings)
    start_runtime = app.post_init

    async def started(application: Application) -> None:  # type: ignore[type-arg]
        ptb.setLevel(logging.INFO)  # the Bot API answered: debug records would only cost every request from now on
        if start_runtime is not None:
            await start_runtime(application)

    app.post_init = started
    # A Bot API server that is slow to answer at start-up should delay the bot, not stop it.
    app.run_polling(allowed_updates=Update.ALL_TYPES, bootstrap_retries=-1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
