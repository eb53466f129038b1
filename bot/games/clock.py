"""The game's own clock: timed windows a game asks for, whose expiry enters the record as an action.

A game that wants a timer puts `Window.as_view()` under `public_view()["clock"]`: the window's name, its
length in seconds, the seat in whose name the expiry is recorded and the exact action to apply. When the time
runs out the adapter applies that action for that seat (`game.apply(clock["seat"], clock["action"])`), so the
expiry is an ordinary entry of the action log and a replay, or a restart after a crash, gives the same game.

The action is `tick:<window>:<number>`, the number counting the game's windows, so a timer that fires late for
a window already closed is refused instead of closing the next one. Games accept it through `is_legal` without
listing it in `legal_actions`: nobody presses it, and a random or computer player never ends a window early.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

TICK = "tick"


def is_tick(action: str) -> bool:
    """Whether an action is the clock's closing of a window rather than anything a seat chose."""
    return action.startswith(f"{TICK}:")


@dataclass(frozen=True)
class Window:
    name: str
    seconds: int
    seat: int
    number: int

    @property
    def action(self) -> str:
        return f"{TICK}:{self.name}:{self.number}"

    def as_view(self) -> dict[str, Any]:
        return {"window": self.name, "seconds": self.seconds, "seat": self.seat, "action": self.action}

    def expires_with(self, seat: int, action: str) -> bool:
        return seat == self.seat and action == self.action
