"""Hokm's baseline: the rule-based player (`bot.ai.hokm.players.RuleHokmPlayer`), which the searching player has
always been measured against. It is named here rather than copied, since the searching player's playouts share
its policy; `tests/test_baselines.py` pins its decisions, so a change to that policy that would move the
yardstick fails there first: copy the rule-based player into this module before making such a change.
"""

from __future__ import annotations

from bot.ai import decision_seed
from bot.ai.hokm.players import RuleHokmPlayer, recollection
from bot.games.protocol import Game


def move(game: Game, seat: int, think: float) -> str:
    """The rule-based move for `seat`, with the memory a person in the seat would have of the hand."""
    player = RuleHokmPlayer()
    player.memory = recollection(game, seat)
    return player.choose(game.view(seat), decision_seed(game, seat))
