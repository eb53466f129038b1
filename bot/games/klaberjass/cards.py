"""Klaberjass's cards: the 32-card pack, its two trick orders and point values, and its sequences (runs) with
their comparison, as `shared/rules/klaberjass.md` §2, §3, §7 and §8."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .. import tricks
from ..cards import SUITS, rank, suit

NATURAL = ("A", "K", "Q", "J", "10", "9", "8", "7")  # §3.1: sequence order, high to low, in every suit
PLAIN_ORDER = ("A", "10", "K", "Q", "J", "9", "8", "7")  # §3.2
TRUMP_ORDER = ("J", "9", "A", "10", "K", "Q", "8", "7")  # §3.3; 8 over 7 is the DEFAULT there
PLAIN_VALUE = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}  # §3.4
TRUMP_VALUE = {**PLAIN_VALUE, "J": 20, "9": 14}
DECK = tuple(r + s for s in SUITS for r in NATURAL)  # §2
CARD_SUIT = {card: suit(card) for card in DECK}
CARD_RANK = {card: rank(card) for card in DECK}

TWENTY, FIFTY = 20, 50


def power(trump: str) -> dict[str, int]:
    """Each card's trick power with `trump` as trumps (higher wins; suits compared only within themselves)."""
    return {card: -(TRUMP_ORDER if CARD_SUIT[card] == trump else PLAIN_ORDER).index(CARD_RANK[card])
            for card in DECK}


POWER = {t: power(t) for t in SUITS}


def value(card: str, trump: str) -> int:
    return (TRUMP_VALUE if CARD_SUIT[card] == trump else PLAIN_VALUE)[CARD_RANK[card]]


def legal_follow(hand: Iterable[str], led: str | None, trump: str) -> list[str]:
    """§10: follow suit (heading a trump lead if able), else trump, else anything."""
    return tricks.follow_or_trump(hand, led, trump, POWER[trump], CARD_SUIT.__getitem__)


def trick_winner(trick: Iterable[tuple[int, str]], trump: str) -> int:
    return tricks.trick_winner(trick, trump, POWER[trump], CARD_SUIT.__getitem__)


@dataclass(frozen=True)
class Run:
    """Consecutive cards of one suit in natural order, top card first."""

    cards: tuple[str, ...]

    @property
    def points(self) -> int:
        """§7.1: 3 = 20; 4 to 6 = 50; 7 = 50 + 20; 8 = 50 + 50 (sequences may not overlap)."""
        n = len(self.cards)
        return {3: TWENTY, 7: FIFTY + TWENTY, 8: 2 * FIFTY}.get(n, FIFTY if n >= 4 else 0)

    @property
    def kind(self) -> int:
        """The class compared first (§8): any run of four or more is a fifty."""
        return FIFTY if len(self.cards) >= 4 else TWENTY

    @property
    def top(self) -> str:
        return CARD_RANK[self.cards[0]]

    @property
    def suit(self) -> str:
        return CARD_SUIT[self.cards[0]]


def runs(hand: Iterable[str]) -> list[Run]:
    """Every maximal run of three or more in the hand, best first by (class, top card)."""
    held = set(hand)
    found: list[Run] = []
    for s in SUITS:
        current: list[str] = []
        for r in (*NATURAL, None):
            card = f"{r}{s}" if r is not None else None
            if card is not None and card in held:
                current.append(card)
                continue
            if len(current) >= 3:
                found.append(Run(tuple(current)))
            current = []
    return sorted(found, key=lambda run: (-run.kind, NATURAL.index(run.top)))


def sequence_points(found: Sequence[Run]) -> int:
    return sum(run.points for run in found)


def best_run(found: Sequence[Run], trump: str) -> Run | None:
    """§8: the run a player's claim rests on; between equal class and top, his trump run."""
    if not found:
        return None
    return min(found, key=lambda run: (-run.kind, NATURAL.index(run.top), run.suit != trump))


def compare_key(run: Run, trump: str) -> tuple[int, int, bool]:
    """§8 keys 1-3: class, top card in natural order, trumps. Equal keys go to the first declared (key 4)."""
    return (run.kind, -NATURAL.index(run.top), run.suit == trump)
