"""What the Nine-and-Eight tests share: a rigged dealer and shoe, and the invariants checked after every action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from bot.games.nineeight import NineEight
from bot.games.protocol import Game
from tests.chip_games import check_places_and_chips


class Rigged(NineEight):
    """The first dealer and the first shoe's top cards are the test's; the rest of the shoe follows them."""

    DEALER: ClassVar[int] = 0
    TOP: ClassVar[Sequence[str]] = ()

    def first_dealer(self) -> int:
        return self.DEALER

    def shuffled(self, number: int) -> list[str]:
        order = super().shuffled(number)
        if number:
            return order
        rest = list(order)
        for card in self.TOP:
            rest.remove(card)
        return [*self.TOP, *rest]


def rig(hands: Sequence[Sequence[str]], dealer: int, **options: Any) -> NineEight:
    """Seat i receives hands[i] in the first deal, dealt one card a round from the dealer's right."""
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    top = [hands[s][r] for r in range(3) for s in order]
    cls = type("Rig", (Rigged,), {"DEALER": dealer, "TOP": tuple(top)})
    return cls(options, n, seed=0)


def check(game: Game) -> None:
    assert isinstance(game, NineEight)
    check_places_and_chips(game, game.deck)


def deal_and_show(game: NineEight, folds: Sequence[int] = ()) -> None:
    """The dealer deals; the seats in `folds` fold in that order, then everyone else shows in seat order."""
    assert game.dealer is not None
    game.apply(game.dealer, "deal")
    for seat in folds:
        game.apply(seat, "fold")
    for seat in sorted(game.undecided()):
        game.apply(seat, "show")
