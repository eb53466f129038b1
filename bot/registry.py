"""The games the bot offers: each game's `ENTRY` (a `GameEntry`) from its UI module, in menu order.

The command menu, /help, /rules, /scores, /stats, /settings, the lobby and the computer players are all built
from `GAMES`; no other module outside a game's own files names a game.
"""

from __future__ import annotations

from bot.plugin import GameEntry
from bot.ui import (
    bidel,
    bluff,
    bourse,
    ghahveh,
    golf,
    hokm,
    klaberjass,
    nineeight,
    rummy,
    seep,
    shaitan,
    shelem,
    twentyone,
)

ENTRIES: tuple[GameEntry, ...] = (
    hokm.ENTRY,
    shelem.ENTRY,
    ghahveh.ENTRY,
    bidel.ENTRY,
    klaberjass.ENTRY,
    bluff.ENTRY,
    shaitan.ENTRY,
    rummy.ENTRY,
    golf.ENTRY,
    seep.ENTRY,
    twentyone.ENTRY,
    nineeight.ENTRY,
    bourse.ENTRY,
)

GAMES: dict[str, GameEntry] = {entry.command: entry for entry in ENTRIES}
"""By command, in menu order."""

BY_COMMAND: dict[str, GameEntry] = {name: entry for entry in GAMES.values() for name in (entry.command, *entry.aliases)}
"""By every command that opens the game's table, its aliases too."""
