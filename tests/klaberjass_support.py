"""What the Klaberjass tests share: rigged packs, moves spelled as the rules speak of them, and the invariants
checked at every step of a random game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from bot.games.klaberjass.cards import DECK
from bot.games.klaberjass.game import Klaberjass
from bot.games.protocol import Event, Game, View
from tests.card_places import check_places

F, D = 0, 1  # the rigged games make seat 1 the first dealer


class Rigged(Klaberjass):
    PACKS: ClassVar[Mapping[int, Sequence[str]]] = {}

    def first_dealer(self) -> int:
        return D

    def shuffled_deck(self, hand_no: int) -> list[str]:
        return list(self.PACKS[hand_no]) if hand_no in self.PACKS else super().shuffled_deck(hand_no)


def pack(f_first: Sequence[str], d_first: Sequence[str], turnup: str, f_more: Sequence[str] = (),
         d_more: Sequence[str] = (), bottom: str | None = None) -> list[str]:
    """The pack that deals these cards (F's and D's first six, the turn-up, their three more, the shown bottom
    card), the cards not named filling the gaps in pack order."""
    named = [*f_first, *d_first, turnup, *f_more, *d_more, *([bottom] if bottom else [])]
    assert len(set(named)) == len(named)
    rest = iter(c for c in DECK if c not in named)

    def fill(cards: Sequence[str], n: int) -> list[str]:
        return [*cards, *(next(rest) for _ in range(n - len(cards)))]

    f6, d6, f3, d3 = fill(f_first, 6), fill(d_first, 6), fill(f_more, 3), fill(d_more, 3)
    tail = list(rest) if bottom is None else [*rest, bottom]
    return [*f6[:3], *d6[:3], *f6[3:], *d6[3:], turnup, *f3, *d3, *tail]


def rig(*packs: Sequence[str], scores: Sequence[int] = (0, 0), **options: Any) -> Klaberjass:
    game = type("RiggedKlaberjass", (Rigged,), {"PACKS": dict(enumerate(packs))})(options, 2, 0)
    game.scores = list(scores)
    return game


def play(game: Klaberjass, *actions: str) -> list[Event]:
    """Each action by whoever is to act; a bare card code is played as `p:<card>`."""
    events: list[Event] = []
    for action in actions:
        (seat,) = game.to_act()
        events += game.apply(seat, action if ":" in action or action in ("acc", "pass", "swap", "keep")
                             else f"p:{action}")
    return events


def check(game: Game) -> None:
    """Card conservation through the places, and no view showing a card from a place hidden from it."""
    assert isinstance(game, Klaberjass)
    check_places(game, DECK)


def assert_blind(choose: Callable[[View, int], str], game: Klaberjass, seed: int) -> None:
    """The seat to act chooses the same move twice, and again once a card it cannot see has been swapped
    between the other hand and the stock."""
    (seat,) = game.to_act()
    move = choose(game.view(seat), seed)
    assert choose(game.view(seat), seed) == move
    other = game.hands[1 - seat]
    hidden = [c for c in other if c not in game.revealed]
    if hidden and game.stock:
        i = other.index(hidden[0])
        other[i], game.stock[0] = game.stock[0], other[i]
        assert choose(game.view(seat), seed) == move
