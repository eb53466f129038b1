"""The operator sees that the Bot API does not answer at start-up, and nothing else of PTB's debug chatter."""

from __future__ import annotations

import logging

from bot.__main__ import RetriesShown


def record(level: int, msg: str, *args: object) -> logging.LogRecord:
    return logging.LogRecord("telegram.ext", level, __file__, 1, msg, args, None)


def test_a_failed_start_up_attempt_is_a_warning() -> None:
    failed = record(logging.DEBUG, "%s Failed run number %s of %s. Retrying.",
                    "Network Retry Loop (Bootstrap Initialize Application):", 3, -1)
    assert RetriesShown().filter(failed)
    assert failed.levelno == logging.WARNING
    assert failed.getMessage() == "the Bot API did not answer (Bootstrap Initialize Application); trying again"


def test_other_debug_records_are_dropped_and_the_rest_kept() -> None:
    assert not RetriesShown().filter(record(logging.DEBUG, "Calling Bot API endpoint `getMe`"))
    assert RetriesShown().filter(record(logging.INFO, "Application started"))
