"""A computer player for Shaitan.

Its one decision is which position of the neighbour's face-down fan to draw. The engine makes that fan afresh
from the cards alone before every draw (`blind_draw.fan`), shuffled with a seed nobody at the table knows, so
no position is better than another, whatever the player knows: its view does say which of its own cards went
to whom (the joker it lost, say), but that tells it nothing about where a card lies in the next fan. It
therefore always draws position 1, which is also what the rules make of a turn that times out (shaitan.md §4):
the adapter plays this player's move for a person whose time ran out, and both are the same move.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.protocol import Game, View
from bot.plugin import Advice


@dataclass(frozen=True)
class ShaitanPlayer:
    def choose(self, view: View, seed: int) -> str:
        return self.advise(view).action

    def advise(self, view: View) -> Advice:
        """Position 1, with the reason any position would have: none is likelier than another to hold any card."""
        legal: list[str] = view["legal"]
        return Advice(legal[0], "shaitan_hint_blind", {"positions": len(legal)}) if len(legal) > 1 else Advice(legal[0])


def shaitan_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone (it needs no time to think)."""
    return ShaitanPlayer().advise(game.view(seat))


def shaitan_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return shaitan_advice(game, seat, think).action
