"""Which games a test is about, so that one game's tests can be run alone (`./test.sh -m seep`): the games its
file or name (parameters included) names, or those of `ABOUT` for a file whose name names none."""

from __future__ import annotations

from bot.registry import GAMES

# Files about one game whose names do not say which.
ABOUT = {"test_protocol_harness.py": ("hokm",)}


def games_of(file: str, name: str) -> list[str]:
    words = f"{file} {name}".lower()
    return [game for game in GAMES if game in words] or list(ABOUT.get(file, ()))
