"""Games dealt as a test chooses: a game's `Rigged` subclass mixes `Rigging` in, and `rig` seats a match of it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, TypeVar

from bot.games.protocol import Game

G = TypeVar("G", bound=Game)


class Rigging:
    """The first dealer and every seat's hand, in place of the shuffle's."""

    DEALER: ClassVar[int] = 0
    HANDS: ClassVar[Sequence[Sequence[str]]] = ()

    def first_dealer(self) -> int:
        return self.DEALER

    def deal(self) -> list[list[str]]:
        return [list(hand) for hand in self.HANDS]


def rig(rigged: type[G], hands: Sequence[Sequence[str]], dealer: int, **options: Any) -> G:
    """A match of `rigged` where `dealer` deals first and seat i holds hands[i]."""
    cls: type[G] = type("Rig", (rigged,), {"DEALER": dealer, "HANDS": hands})
    return cls(options, len(hands), seed=0)
