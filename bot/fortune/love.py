"""فال عشق, the love fortune (rules/fortune-love.md): deal into one pile per letter of the beloved's name,
gather the piles, turn the pack over and read the adjacent cards of equal rank.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cards import rank, shuffle, standard_deck

from .readings import Lang, love_text

# Letters in any script count; tatweel (Lm), marks (Mn, Mc), ZWNJ and bidi marks (Cf), digits,
# punctuation, spaces and emoji do not (fortune-love.md §2, step 0).
_LETTER_CATEGORIES = frozenset({"Lu", "Ll", "Lt", "Lo"})
_STANDARD = frozenset(standard_deck())


class NameWithoutLetters(ValueError):
    """The name has no letter to lay a pile for: empty, or only emoji, digits or signs."""


def letters(name: str) -> int:
    """How many piles the name lays out.

    NFC first, so that a letter typed as base + combining sign (آ as ا + madda) counts once.
    """
    return sum(unicodedata.category(ch) in _LETTER_CATEGORIES for ch in unicodedata.normalize("NFC", name))


@dataclass(frozen=True)
class LovePair:
    index: int  # where the first of the two cards lies in `LoveFortune.sequence`
    first: str
    second: str

    @property
    def rank(self) -> str:
        return rank(self.first)


@dataclass(frozen=True)
class LoveFortune:
    name: str
    letters: int
    deck: tuple[str, ...]  # as dealt, top card first
    piles: tuple[tuple[str, ...], ...]  # one per letter, each bottom to top; those past the 52nd stay empty
    sequence: tuple[str, ...]  # the gathered pack turned over, in reading order
    pairs: tuple[LovePair, ...]  # in the order read

    @property
    def ranks(self) -> tuple[str, ...]:
        """The reading: one rank per pair, each standing for its meaning."""
        return tuple(pair.rank for pair in self.pairs)

    def text(self, lang: Lang) -> str:
        return love_text(self.name, self.letters, [(p.first, p.second) for p in self.pairs], lang)


def love(name: str, seed: int) -> LoveFortune:
    return love_from_deck(name, shuffle(standard_deck(), seed))


def love_from_deck(name: str, deck: Sequence[str]) -> LoveFortune:
    """The fortune for an explicit deck order; any number of distinct standard cards, jokers excluded."""
    count = letters(name)
    if count == 0:
        raise NameWithoutLetters(f"a name needs at least one letter: {name!r}")
    if not set(deck) <= _STANDARD or len(set(deck)) != len(deck):
        raise ValueError(f"the love fortune needs distinct cards of a standard deck: {list(deck)}")
    piles = tuple(tuple(deck[j::count]) for j in range(count))
    # Gathering puts each pile under the one before; turning the stack over reads the last pile first,
    # each from the card dealt first to the card dealt last.
    sequence = tuple(card for pile in reversed(piles) for card in pile)
    return LoveFortune(name, count, tuple(deck), piles, sequence, _pairs(sequence))


def _pairs(sequence: Sequence[str]) -> tuple[LovePair, ...]:
    """One pass, left to right: a pair's cards leave, the next look starts after them, nothing wraps."""
    found = []
    i = 0
    while i < len(sequence) - 1:
        if rank(sequence[i]) == rank(sequence[i + 1]):
            found.append(LovePair(i, sequence[i], sequence[i + 1]))
            i += 2
        else:
            i += 1
    return tuple(found)
