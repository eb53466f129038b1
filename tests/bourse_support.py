"""What the Bourse tests share: rigged decks and dealer, and the invariants checked after every action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from bot.games.bourse import DECK_A, DECK_B, Bourse
from bot.games.protocol import Game
from tests.chip_games import check_places_and_chips


class Rigged(Bourse):
    """Deck A in the test's order from the dealer's right; deck B starting with the test's cards."""

    DEALER: ClassVar[int] = 0
    A: ClassVar[Sequence[str]] = ()
    B: ClassVar[Sequence[str]] = ()

    def first_dealer(self) -> int:
        return self.DEALER

    def deck_a(self) -> list[str]:
        return list(self.A) or super().deck_a()

    def deck_b(self) -> list[str]:
        top = [f"{c}#1" for c in self.B]
        return [*top, *(c for c in super().deck_b() if c not in top)]


def rig(players: int, dealer: int = 0, a: Sequence[str] = (), b: Sequence[str] = (), **options: Any) -> Bourse:
    cls = type("Rig", (Rigged,), {"DEALER": dealer, "A": tuple(a), "B": tuple(b)})
    return cls(options, players, seed=0)


def check(game: Game) -> None:
    check_places_and_chips(game, [*DECK_A, *DECK_B])


def deck_a_for(holdings: dict[str, int], players: int, dealer: int) -> list[str]:
    """A deck-A order whose sale gives each named card to its seat (the rest dealt in canonical order)."""
    order = [(dealer + 1 + i) % players for i in range(players)]
    sizes = {s: len(range(i, 52, players)) for i, s in enumerate(order)}
    hands: dict[int, list[str]] = {s: [c for c, owner in holdings.items() if owner == s] for s in order}
    rest = [c for c in DECK_A if c not in holdings]
    for s in order:
        while len(hands[s]) < sizes[s]:
            hands[s].append(rest.pop(0))
    return [hands[order[i % players]][i // players] for i in range(52)]


def read_until(game: Bourse, live: int) -> None:
    while len(game.live()) > live:
        game.apply(game.reader, f"read:{len(game.read) + 1}")
