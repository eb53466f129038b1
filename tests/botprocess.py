"""`python -m tests.botprocess`: the real bot in its own process, for kill-and-restart tests and load runs.

It reads the usual environment (TELEGRAM_BOT_TOKEN, TELEGRAM_API_URL, BOT_DB, BOT_LANG, BOT_WEBHOOK_*) plus
BOT_TEST_SETTINGS, a JSON object of Settings fields (the test timings of tests/botrunner.py by default).
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os

from bot.__main__ import serve
from bot.app import build
from bot.config import Settings
from tests.botrunner import FAST
from tests.fakebot.fixtures import POLL_TIMEOUT


def main() -> None:
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.WARNING)
    logging.getLogger("bot.app").setLevel(logging.INFO)  # what a start and a stop did: the tests read it
    overrides = {**FAST, **json.loads(os.environ.get("BOT_TEST_SETTINGS", "{}"))}
    settings = dataclasses.replace(Settings.from_env(), **overrides)
    serve(build(settings), settings, poll_interval=0.0, timeout=POLL_TIMEOUT)


if __name__ == "__main__":
    main()
