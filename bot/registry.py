"""The games the bot offers: one line per game, naming the module that holds its `ENTRY` (a `GameEntry`).

The command menu, /help, /rules, /scores, /stats, /settings, the lobby and the computer players are all built
from `GAMES`; no other module outside a game's own files names a game.
"""

from __future__ import annotations

from importlib import import_module

from bot.ui import GameEntry

GAME_MODULES = (
    "bot.ui.hokm",
    "bot.ui.shelem",
    "bot.ui.ghahveh",
    "bot.ui.bidel",
    "bot.ui.klaberjass",
    "bot.ui.bluff",
    "bot.ui.shaitan",
    "bot.ui.rummy",
    "bot.ui.golf",
    "bot.ui.seep",
    "bot.ui.twentyone",
    "bot.ui.nineeight",
    "bot.ui.bourse",
)


def _entry(module: str) -> GameEntry:
    entry = getattr(import_module(module), "ENTRY", None)
    if not isinstance(entry, GameEntry):
        raise TypeError(f"{module} has no ENTRY of type GameEntry")
    return entry


GAMES: dict[str, GameEntry] = {entry.command: entry for entry in map(_entry, GAME_MODULES)}
"""By command, in menu order."""

BY_COMMAND: dict[str, GameEntry] = {name: entry for entry in GAMES.values() for name in (entry.command, *entry.aliases)}
"""By every command that opens the game's table, its aliases too."""
