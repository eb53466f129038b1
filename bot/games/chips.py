"""Chips: per-seat balances and named pots (a bank, a bet, a side pot) that move only by transfers.

Stakes are points, never money. Every seat starts with the same stack; a transfer moves chips between two
accounts (a seat or a pot) and never leaves one below zero, so the seats' net results and the pots always sum to
zero across the table (`zero_sum`). Amount choices are actions carrying the amount (`bet:20`); `amount_steps`
gives the short list of amounts a keyboard offers, while a game accepts any whole amount between the bounds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .protocol import Result

Account = int | str  # a seat, or the name of a pot
STEP_DIGITS = (1, 2, 5)


@dataclass(init=False)
class Ledger:
    """A dataclass so that a copy of a game (the conformance suite's, say) gets its own balances."""

    start: int
    balances: list[int]
    pots: dict[str, int]

    def __init__(self, seats: int, start: int) -> None:
        self.start = start
        self.balances = [start] * seats
        self.pots: dict[str, int] = {}

    def balance(self, account: Account) -> int:
        if isinstance(account, int):
            return self.balances[account]
        return self.pots.get(account, 0)

    def move(self, source: Account, target: Account, amount: int) -> None:
        """Move `amount` chips; refuses a negative amount or one the source does not hold."""
        if amount < 0 or amount > self.balance(source):
            raise ValueError(f"cannot move {amount} chips from {source!r} holding {self.balance(source)}")
        self._add(source, -amount)
        self._add(target, amount)

    def empty(self, pot: str, target: Account) -> int:
        """Move everything in `pot` to `target`; returns the amount."""
        amount = self.balance(pot)
        self.move(pot, target, amount)
        return amount

    def _add(self, account: Account, amount: int) -> None:
        if isinstance(account, int):
            self.balances[account] += amount
        else:
            self.pots[account] = self.pots.get(account, 0) + amount
            if not self.pots[account]:
                del self.pots[account]

    def net(self, seat: int) -> int:
        return self.balances[seat] - self.start

    def nets(self) -> list[int]:
        return [self.net(seat) for seat in range(len(self.balances))]

    def zero_sum(self) -> bool:
        return sum(self.nets()) + sum(self.pots.values()) == 0 and all(b >= 0 for b in self.balances)

    def as_view(self) -> dict[str, object]:
        return {"balances": list(self.balances), "net": self.nets(), "pots": dict(sorted(self.pots.items()))}


def amount_steps(low: int, high: int) -> list[int]:
    """The amounts a picker offers between `low` and `high`: both ends and the 1-2-5 series between them."""
    if high < low:
        return []
    steps = {low, high}
    scale = 1
    while scale <= high:
        steps.update(d * scale for d in STEP_DIGITS if low < d * scale < high)
        scale *= 10
    return sorted(steps)


def parse_amount(action: str, kind: str) -> int | None:
    """The amount of `kind:<n>`, or None when the action is not of that form."""
    head, _, digits = action.partition(":")
    return whole_amount(digits) if head == kind else None


def whole_amount(digits: str) -> int | None:
    """A whole number of chips written plainly (`20`, not `020` or `+20`), or None."""
    if not digits.isdigit() or len(digits) > 9 or digits != str(int(digits)):
        return None  # one spelling per amount, so that a record reads the same however it was pressed
    return int(digits)


def split_evenly(amount: int, seats: list[int]) -> Mapping[int, int]:
    """Share `amount` among `seats` in seat order, the odd chips to the first of them (`cards.md` §6)."""
    share, odd = divmod(amount, len(seats))
    return {seat: share + (i < odd) for i, seat in enumerate(seats)}


def standings(ledger: Ledger, tally: Sequence[Mapping[str, int]], **summary: Any) -> Result:
    """A chip game's result: the seats holding the most chips win, ranked by chips; each seat's stats carry its
    net chips, and the summary the nets, the balances and the ranking beside the game's own figures."""
    seats = range(len(ledger.balances))
    best = max(ledger.balances)
    ranking = sorted(seats, key=lambda s: (-ledger.balances[s], s))
    stats = {s: {**tally[s], "chips": ledger.net(s)} for s in seats}
    return Result(frozenset(s for s in seats if ledger.balances[s] == best), stats,
                  {"chips": ledger.nets(), "balances": list(ledger.balances), "ranking": ranking, **summary})
