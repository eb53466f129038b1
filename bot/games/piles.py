"""A face-down stock and a face-up discard pile, as the drawing games share them.

The top of either pile is the end of its list. Everyone sees the whole discard pile (each card was shown when
it was thrown) and the size of the stock; nobody sees into the stock.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Piles:
    stock: list[str]
    discard: list[str] = field(default_factory=list)

    @classmethod
    def from_rest(cls, cards: Iterable[str]) -> Piles:
        """The undealt cards as the stock, the last of them on top; the discard pile empty."""
        return cls(list(cards))

    @property
    def top(self) -> str | None:
        """The takeable discard, if any."""
        return self.discard[-1] if self.discard else None

    def draw_stock(self) -> str:
        if not self.stock:
            raise IndexError("the stock is empty")
        return self.stock.pop()

    def take_discard(self) -> str:
        if not self.discard:
            raise IndexError("the discard pile is empty")
        return self.discard.pop()

    def throw(self, card: str) -> None:
        self.discard.append(card)

    def places(self) -> dict[str, list[str]]:
        """For `Game.card_places()`: the stock is hidden from everyone, the discard pile from no one."""
        return {"stock": list(self.stock), "discard": list(self.discard)}

    def public(self) -> dict[str, Any]:
        return {"stock": len(self.stock), "discard_top": self.top, "discards": list(self.discard)}
