"""Shelem's baseline: the rule-based player (`bot.ai.shelem.players.RuleShelemPlayer`), which the searching player has
always been measured against. It is named here rather than copied, since the searching player's playouts share its rules
of thumb; `tests/test_baselines.py` pins its decisions, so a change to them that would move the yardstick fails there
first: copy the rule-based player into this module before making such a change. At two players both play by the same
rules (`bot.ai.shelem.two`), so there the computer player is the baseline.
"""

from __future__ import annotations

from bot.ai import decision_seed
from bot.ai.shelem.players import RuleShelemPlayer
from bot.games.protocol import Game


def move(game: Game, seat: int, think: float) -> str:
    """The rule-based move for `seat`, from its view alone (it needs no time to think)."""
    return RuleShelemPlayer().choose(game.view(seat), decision_seed(game, seat))
