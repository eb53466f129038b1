"""What the Golf tests share: rigged deals, the invariants of every state, and the exchange of hidden cards."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, ClassVar

from bot.games.golf import Golf
from tests.card_places import check_places

A, B, C, D = 0, 1, 2, 3
MEMORY = ("last_hole",)  # the layouts shown at the last hole's end, since dealt again


class Rigged(Golf):
    DEALER: ClassVar[int] = 0
    GRIDS: ClassVar[Sequence[Sequence[str]]] = ()
    REST: ClassVar[Sequence[str]] = ()

    def first_dealer(self) -> int:
        return self.DEALER

    def deal(self) -> tuple[list[list[str]], list[str]]:
        return [list(g) for g in self.GRIDS], list(self.REST)


def rig(variant: str, grids: Sequence[Sequence[str]], stock: Sequence[str], up: str | None = None,
        dealer: int | None = None, **options: Any) -> Golf:
    """A game whose first hole deals `grids` (seat by seat, row by row), `up` as the up-card and `stock` with
    its top first; seat 0 plays first unless `dealer` says otherwise."""
    rest = [*reversed(stock), *([up] if up else [])]
    cls = type("Rig", (Rigged,), {"DEALER": len(grids) - 1 if dealer is None else dealer, "GRIDS": grids,
                                  "REST": rest})
    return cls({"variant": variant, **options}, len(grids), seed=0)


def deck_of(game: Golf) -> list[str]:
    if isinstance(game, Rigged):
        return [c for g in game.GRIDS for c in g] + list(game.REST)
    return game.rules.deck(game.players, game.options)


def play(game: Golf, *moves: tuple[int, str]) -> None:
    for seat, action in moves:
        game.apply(seat, action)


def read(game: Golf, place: str) -> str:
    if place == "stock":
        return game.piles.stock[-1]
    if place == "held":
        assert game.held is not None
        return game.held
    _, seat, pos = place.split(":")
    return game.card_at(int(seat), int(pos) - 1)


def write(game: Golf, place: str, card: str) -> None:
    if place == "stock":
        game.piles.stock[-1] = card
    elif place == "held":
        game.held = card
    else:
        _, seat, pos = place.split(":")
        game.grid[int(seat)][int(pos) - 1] = card


def exchange(game: Golf, first: str, second: str) -> Golf:
    """A copy of the game with the cards of two places (grid cells, the stock's top, the held card) swapped."""
    other = copy.deepcopy(game)
    a, b = read(other, first), read(other, second)
    write(other, first, b)
    write(other, second, a)
    return other


def check_invariants(game: Golf) -> None:
    """Every card in one place, nothing hidden shown, and a seat's view and moves blind to the cards it has not
    seen: exchanging two of them changes nothing it is shown (one seat a step, in turn, to keep this quick)."""
    check_places(game, deck_of(game), MEMORY)
    places = game.card_places()
    seat = game.version % game.players
    hidden = sorted(p for p in game.hidden_places(seat) if places[p])
    if len(hidden) >= 2:
        other = exchange(game, hidden[0], hidden[game.version % (len(hidden) - 1) + 1])
        assert other.view(seat) == game.view(seat), (seat, hidden)
