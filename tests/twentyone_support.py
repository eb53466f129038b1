"""What the Twenty-One tests share: a rigged shoe and banker, and the invariants checked after every action."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bot.games.protocol import Game
from bot.games.twentyone import DECK, TwentyOne

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


CARD = re.compile(r'"(?:flip:)?((?:10|[2-9AJQK])[CDHS](?:#\d)?)"')


def shown(view: Mapping[str, Any]) -> set[str]:
    return set(CARD.findall(json.dumps(view)))


def check_places_and_chips(game: Game, deck: Sequence[str]) -> None:
    """Every card in one place, the chips summing to zero, and no view showing a card from a place hidden from
    its seat (the group's view none hidden from the group)."""
    places = game.card_places()
    assert sorted(c for cards in places.values() for c in cards) == sorted(deck)
    ledger = getattr(game, "ledger")  # noqa: B009 - every chip game keeps one
    assert ledger.zero_sum(), ledger.as_view()

    def hidden(seat: int | None) -> set[str]:
        return {c for place in game.hidden_places(seat) for c in places[place]}

    assert not shown(game.public_view()) & hidden(None)
    for seat in range(game.players):
        assert not shown(game.view(seat)) & hidden(seat), seat


def check(game: Game) -> None:
    check_places_and_chips(game, DECK)
