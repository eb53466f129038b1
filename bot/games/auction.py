"""An auction round the table, as bidding card games hold one: a ladder of bids, Pass, and who holds the bid.

Two shapes are common and both are here:

- **rising** (as in Bridge): on his turn a seat bids above the high bid or passes; passing is final for
  the hand; the auction ends when one seat holds the bid and everyone else has passed, or when everyone has
  passed without a bid (the game decides what an all-pass means, a redeal say).
- **once each** (contracts): every seat names one value of the ladder, in order, with no passing and no need to
  beat anyone; the auction ends when all have named theirs.

Actions are short strings for the game to use as its own: `b:<value>` and `pass`. The auction only keeps the
state; seats are whatever numbers the game gives it, in bidding order.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .protocol import View

PASS = "pass"
BID = "b:"


@dataclass(frozen=True)
class Ladder:
    """The values a bid may take: `minimum`, `minimum + step`, … up to `maximum`."""

    minimum: int
    step: int
    maximum: int

    def values(self, above: int | None = None) -> list[int]:
        """Every rung, or only those strictly above `above`."""
        start = self.minimum
        if above is not None and above >= start:
            start = above + self.step - (above - self.minimum) % self.step
        return list(range(start, self.maximum + 1, self.step))

    def __contains__(self, value: object) -> bool:
        return (isinstance(value, int) and self.minimum <= value <= self.maximum
                and (value - self.minimum) % self.step == 0)


def bid_action(value: int) -> str:
    return f"{BID}{value}"


def bid_value(action: str) -> int | None:
    """The value a `b:<value>` action names, written exactly as `bid_action` writes it (None for anything else,
    forged text included)."""
    digits = action.removeprefix(BID)
    if digits == action or not digits.isascii() or not digits.isdigit() or len(digits) > 6:
        return None
    return int(digits) if bid_action(int(digits)) == action else None


@dataclass
class Auction:
    """One auction. `order` lists the seats taking part, the first to bid first; turns go round it, skipping
    seats that have passed (or, once each, that have bid)."""

    order: tuple[int, ...]
    ladder: Ladder
    rising: bool = True
    opener_must_bid: bool = False  # the first seat to speak has no Pass (a two-handed game, say)
    calls: list[tuple[int, int | None]] = field(default_factory=list)  # (seat, value or None for a pass)
    passed: set[int] = field(default_factory=set)
    high: int | None = None
    holder: int | None = None
    turn: int | None = None

    def __post_init__(self) -> None:
        self.turn = self.order[0]

    @property
    def done(self) -> bool:
        return self.turn is None

    @property
    def all_passed(self) -> bool:
        """Everyone passed and nobody bid."""
        return self.done and self.holder is None

    def bids_of(self, seat: int) -> list[int]:
        return [value for s, value in self.calls if s == seat and value is not None]

    def total(self, seats: Iterable[int]) -> int:
        """The sum of the seats' last bids (a team's contract where partners' bids add up)."""
        return sum((self.bids_of(s) or [0])[-1] for s in seats)

    def may_pass(self, seat: int) -> bool:
        return self.rising and not (self.opener_must_bid and not self.calls)

    def options(self, seat: int) -> list[int]:
        """The values `seat` may bid now (empty when it is not his turn)."""
        if seat != self.turn:
            return []
        return self.ladder.values(self.high if self.rising else None)

    def actions(self, seat: int) -> list[str]:
        """`seat`'s legal actions, bids from the lowest up, then Pass."""
        if seat != self.turn:
            return []
        return [bid_action(v) for v in self.options(seat)] + ([PASS] if self.may_pass(seat) else [])

    def refusal(self, seat: int, action: str) -> tuple[str, str] | None:
        """Why `seat` may not take `action` now, as a stable reason key and a message; None if it may."""
        if seat not in self.order:
            return ("not_bidding", "you take no part in this auction")
        if seat in self.passed:
            return ("already_passed", "you passed: you cannot bid again this hand")
        if seat != self.turn:
            return ("not_your_turn", "it is not your turn to bid")
        if action == PASS:
            return None if self.may_pass(seat) else ("must_bid", "you must bid")
        value = bid_value(action)
        if value is None:
            return ("illegal", f"{action!r} is not a bid")
        if value > self.ladder.maximum:
            return ("bid_too_high", f"the highest bid is {self.ladder.maximum}")
        if value < self.ladder.minimum:
            return ("bid_too_low", f"the lowest bid is {self.ladder.minimum}")
        if value not in self.ladder:
            return ("bid_off_step", f"bids go in steps of {self.ladder.step}")
        if self.rising and self.high is not None and value <= self.high:
            return ("bid_not_higher", f"a bid must be above {self.high}")
        return None

    def apply(self, seat: int, action: str) -> None:
        """Take an action that `refusal` allows."""
        value = None if action == PASS else bid_value(action)
        self.calls.append((seat, value))
        if value is None:
            self.passed.add(seat)
        elif self.high is None or value > self.high:
            self.high, self.holder = value, seat
        self.turn = self._next_turn(seat)

    def _next_turn(self, seat: int) -> int | None:
        if not self.rising:
            return None if len(self.calls) == len(self.order) else self.order[len(self.calls)]
        waiting = [s for s in self.order if s not in self.passed]
        if not waiting or waiting == [self.holder]:
            return None
        at = self.order.index(seat)
        ring = [self.order[(at + i) % len(self.order)] for i in range(1, len(self.order) + 1)]
        return next(s for s in ring if s not in self.passed)

    def as_view(self) -> View:
        return {
            "order": list(self.order),
            "calls": [[s, v] for s, v in self.calls],
            "passed": sorted(self.passed),
            "high": self.high,
            "holder": self.holder,
            "turn": self.turn,
            "minimum": self.ladder.minimum,
            "step": self.ladder.step,
            "maximum": self.ladder.maximum,
        }
