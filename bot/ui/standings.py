"""What the chip games say alike: who holds the most chips, everyone's net result, cards written in a line."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.cards import label
from bot.i18n import num, who

LTR = ("\u2066", "\u2069")  # card labels read left to right, inside Persian text too


def cards_text(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in cards) + LTR[1]


def names_of(seats: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(who(names[s]) for s in seats)


def most_chips(balances: Sequence[int]) -> list[int]:
    best = max(balances)
    return [seat for seat, balance in enumerate(balances) if balance == best]


def nets_line(balances: Sequence[int], nets: Sequence[int], names: Sequence[str], lang: str) -> str:
    """Every seat's net chips, the richest first: `Ali +85 · Bob -40`."""
    ranking = sorted(range(len(balances)), key=lambda s: (-balances[s], s))
    return " · ".join(f"{who(names[s])} {'+' if nets[s] > 0 else ''}{num(lang, nets[s])}" for s in ranking)
