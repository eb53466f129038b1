"""`python -m bot`: run the bot with long polling."""

from __future__ import annotations

import asyncio
import logging
import sys

from telegram import Update
from telegram.error import InvalidToken

from bot.app import build
from bot.config import ConfigError, Settings, masked
from bot.startup import Redacted, reach
from bot.store.db import unusable

log = logging.getLogger("bot")
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


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
    problem = unusable(settings.db_path)
    if problem is not None:
        print(f"error: the database {settings.db_path} cannot be used: {problem}", file=sys.stderr)
        return 1
    log.info("database %s", settings.db_path)
    app = build(settings)
    where = f"{settings.api_root}/bot{masked(settings.token)}/getMe"
    # PTB's own start-up retries would say nothing of why they fail; the bot reaches the API first, in the
    # event loop that run_polling then takes over.
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        loop.run_until_complete(reach(app, where))
    except InvalidToken:
        print(f"error: the Bot API at {settings.api_root} refused the token {masked(settings.token)}: "
              "check TELEGRAM_BOT_TOKEN (from @BotFather).", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    log.info("the Bot API at %s answers: this is @%s", settings.api_root, app.bot.username)
    # Should the connection drop before polling starts, PTB keeps trying rather than giving up.
    app.run_polling(allowed_updates=Update.ALL_TYPES, bootstrap_retries=-1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
