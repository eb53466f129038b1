"""Computer players. A player sees exactly what a person in its seat would: `game.view(seat)`, never more."""

from __future__ import annotations

from typing import Protocol

from bot.games.protocol import View


class ComputerPlayer(Protocol):
    """Chooses one of `view["legal"]`. The same view and seed always give the same choice, so a game that is
    replayed after a restart makes the same computer moves."""

    def choose(self, view: View, seed: int) -> str: ...
