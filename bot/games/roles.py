"""Roles that go round the table: a banker or a dealer holds the role, then it passes to the right.

A session is a number of rounds of the role: every seat is offered it once per round, in seat order to the
right from the first holder, and the session ends when the last offer has been used. Seats that cannot hold
the role now (too few chips, gone) are passed over, and passing over counts as their offer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Rotation:
    players: int
    first: int
    rounds: int = 1
    offers: int = 0  # offers used so far, including the current holder's

    @property
    def holder(self) -> int:
        return (self.first + self.offers) % self.players

    def done(self) -> bool:
        return self.offers >= self.rounds * self.players

    def seek(self, eligible: Callable[[int], bool]) -> int | None:
        """From the current offer on, the first seat that may hold the role, or None when the rounds are over."""
        while not self.done():
            if eligible(self.holder):
                return self.holder
            self.offers += 1
        return None

    def pass_on(self, eligible: Callable[[int], bool]) -> int | None:
        """The role leaves its holder for the next seat to the right that may hold it."""
        self.offers += 1
        return self.seek(eligible)
