"""What the Twenty-One tests share: a rigged shoe and banker, and the invariants checked after every action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from bot.games.protocol import Game
from bot.games.twentyone import DECK, TwentyOne
from tests.chip_games import check_places_and_chips

B, P1, P2 = 0, 1, 2


class Rigged(TwentyOne):
    """The first banker and the first shoe's top cards are the test's; the rest of the shoe follows them."""

    BANKER: ClassVar[int] = 0
    TOP: ClassVar[Sequence[str]] = ()

    def first_banker(self) -> int:
        return self.BANKER

    def shuffled(self, cards: list[str], number: int) -> list[str]:
        order = super().shuffled(cards, number)
        if number:
            return order
        return [*self.TOP, *(c for c in order if c not in self.TOP)]


def rig(top: Sequence[str], players: int = 3, banker: int = B, **options: Any) -> TwentyOne:
    cls = type("Rig", (Rigged,), {"BANKER": banker, "TOP": tuple(top)})
    return cls(options, players, seed=0)


def check(game: Game) -> None:
    check_places_and_chips(game, DECK)
