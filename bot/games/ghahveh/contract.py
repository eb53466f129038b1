"""Ghahveh's bidding (G-6): one round in which every seat, from the dealer's right to the dealer, names once how
many tricks he will take. No passing and no outbidding: a bid only has to lie in the table's range, whatever the
others said, and a team's contract is the sum of its two bids.

Kept apart from the game so that it can later be built on a shared auction module; what it needs from one is said
in `ContractRound`'s docstring.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

BID = "b:"


def bid_action(value: int) -> str:
    return f"{BID}{value}"


def bid_value(action: str) -> int | None:
    """The number of a bid action (`b:4` -> 4), or None if `action` is not one exactly as `bid_action` writes it."""
    digits = action.removeprefix(BID)
    if digits == action or not digits.isascii() or not digits.isdigit() or len(digits) > 2:
        return None
    return int(digits) if bid_action(int(digits)) == action else None


@dataclass
class ContractRound:
    """A round of declarations in seat order. A shared auction could carry this if it offered: a fixed speaking
    order of one turn each (no passing, no second turn), a ladder of values `low..high` that does not depend on
    the bids already made, every bid public with its seat, and the sum of the bids of any group of seats."""

    order: tuple[int, ...]
    low: int
    high: int
    bids: dict[int, int] = field(default_factory=dict)

    @property
    def to_bid(self) -> int | None:
        """The seat whose turn it is, or None once everyone has bid."""
        return self.order[len(self.bids)] if len(self.bids) < len(self.order) else None

    @property
    def values(self) -> range:
        return range(self.low, self.high + 1)

    def actions(self) -> list[str]:
        return [bid_action(v) for v in self.values]

    def allows(self, seat: int, value: int | None) -> bool:
        return seat == self.to_bid and value in self.values

    def bid(self, seat: int, value: int) -> None:
        if not self.allows(seat, value):
            raise ValueError(f"seat {seat} may not bid {value} now")
        self.bids[seat] = value

    def total(self, seats: Iterable[int]) -> int:
        """The contract of a group of seats: the sum of what they have bid so far."""
        return sum(self.bids.get(s, 0) for s in seats)

    def as_view(self) -> list[int | None]:
        """Each seat's bid, None while it has not spoken."""
        return [self.bids.get(s) for s in range(len(self.order))]
