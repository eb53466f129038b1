"""`python -m bot`: run the bot with long polling."""

from __future__ import annotations

import logging
import sys

from telegram import Update

from bot.app import build
from bot.config import ConfigError, Settings


def main() -> int:
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    try:
        settings = Settings.from_env()
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    # A Bot API server that is slow to answer at start-up should delay the bot, not stop it.
    build(settings).run_polling(allowed_updates=Update.ALL_TYPES, bootstrap_retries=-1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
