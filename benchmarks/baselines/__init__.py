"""Baselines: one frozen rule-based player a game, the yardstick `benchmarks.arena` measures each game's computer
player against, so that an improvement shows as a figure that moves while the yardstick stays put.

Where the bot plays by rules of thumb, its module here is a copy of that player as it stood on 2026-11-28; the
copies are duplicates on purpose and are never improved. Where the bot searches (Hokm, Shelem, Ghahveh, Bi-Del,
Klaberjass), the baseline is the rule-based player it has always been measured against, named rather than
copied. `tests/test_baselines.py` pins every baseline's decisions on recorded games. Each module's `move` has the
shape of a registered game's computer player (`bot.plugin.ComputerMove`).
"""

from __future__ import annotations

from bot.plugin import ComputerMove

from . import bidel, bluff, bourse, ghahveh, golf, hokm, klaberjass, nineeight, rummy, seep, shaitan, shelem, twentyone

BASELINES: dict[str, ComputerMove] = {
    "hokm": hokm.move,
    "shelem": shelem.move,
    "ghahveh": ghahveh.move,
    "bidel": bidel.move,
    "klaberjass": klaberjass.move,
    "bluff": bluff.move,
    "shaitan": shaitan.move,
    "rummy": rummy.move,
    "golf": golf.move,
    "seep": seep.move,
    "twentyone": twentyone.move,
    "nineeight": nineeight.move,
    "bourse": bourse.move,
}
"""By the game's command."""
