"""Bi-Del's baseline: the rule-based player (`bot.ai.bidel.rule.RuleBidelPlayer`), which the sampling player has always
been measured against. It is named here rather than copied, since the sampling player's playouts share its rules of
thumb; `tests/test_baselines.py` pins its decisions, so a change to them that would move the yardstick fails there
first: copy the rule-based player into this module before making such a change.
"""

from __future__ import annotations

from bot.ai import decision_seed
from bot.ai.bidel.rule import RuleBidelPlayer
from bot.games.protocol import Game


def move(game: Game, seat: int, think: float) -> str:
    """The rule-based move for `seat`, from its view alone (it needs no time to think)."""
    return RuleBidelPlayer().choose(game.view(seat), decision_seed(game, seat))
