"""What the Rummy tests share: rigged deals over the whole deck, and invariants."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from bot.games.cards import standard_deck
from bot.games.rummy import Rummy
from tests.card_places import check_places

A, B = 0, 1
MEMORY = ("taken", "known", "last_deal")  # cards seen taken from the pile or shown at a deal's end


class Rigged(Rummy):
    """The first deal as the test says: each seat's hand and the first cards the stock gives, the rest of the
    deck beneath them. Later deals are shuffled as usual."""

    DEALER: ClassVar[int] = 0
    HANDS: ClassVar[Sequence[Sequence[str]]] = ()
    STOCK: ClassVar[Sequence[str]] = ()

    def first_dealer(self) -> int:
        return self.DEALER

    def deal(self) -> tuple[list[list[str]], list[str]]:
        if self.deal_no:
            return super().deal()
        named = {c for hand in self.HANDS for c in hand} | set(self.STOCK)
        rest = [c for c in standard_deck() if c not in named]
        return [list(h) for h in self.HANDS], rest + list(reversed(self.STOCK))


def rig(hands: Sequence[Sequence[str]], dealer: int, stock: Sequence[str] = (), **options: Any) -> Rummy:
    cls = type("Rig", (Rigged,), {"DEALER": dealer, "HANDS": hands, "STOCK": stock})
    return cls(options, 2, seed=0)


def check_invariants(game: Rummy) -> None:
    check_places(game, standard_deck(), MEMORY)
    if not game.is_over():
        assert len(game.hands[game.turn]) == (10 if game.phase == "draw" else 11)
        assert len(game.hands[1 - game.turn]) == 10
    for seat in (0, 1):
        view = game.view(seat)
        grouped = [c for meld in view["melds"] for c in meld] + view["deadwood"]
        assert sorted(grouped) == sorted(view["hand"])
