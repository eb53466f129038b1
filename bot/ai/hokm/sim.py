"""A fast Hokm table for search: cards are ints, hands are bitmasks, tricks are played in plain loops.

A card is `13 * suit + strength`: `suit` indexes `cards.SUITS`, `strength` runs from 0 (weakest) to 12 (best) in
the declared mode's order, so one comparison ranks two cards of a suit in every mode, Sars and Nars included.
Seats follow the engine: play passes to `seat + 1` round a table of any size, and `Seating` says which side each
seat is on and how a hand is won; `FOUR` is the usual table, partners across from each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from bot.games.cards import SUITS, rank, suit
from bot.games.hokm import ORDERS

ALL = (1 << 52) - 1
SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
NO_TRUMP = -1
TRICKS_TO_WIN = 7
SUIT_OF = tuple(c // 13 for c in range(52))


def encode(card: str, mode: str) -> int:
    return 13 * SUITS.index(suit(card)) + 12 - ORDERS[mode].index(rank(card))


def decode(card: int, mode: str) -> str:
    return ORDERS[mode][12 - card % 13] + SUITS[card // 13]


def mask_of(cards: Iterable[int]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, weakest suit and strength first."""
    out = []
    while mask:
        low_bit = mask & -mask
        out.append(low_bit.bit_length() - 1)
        mask ^= low_bit
    return out


def high(mask: int) -> int:
    return mask.bit_length() - 1


def low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def trump_mask(trump: int) -> int:
    return SUIT_MASKS[trump] if trump >= 0 else 0


def legal_mask(hand: int, trick: Sequence[int]) -> int:
    """H-6.3/H-6.4: follow the led suit if you can, otherwise anything."""
    if trick:
        following = hand & SUIT_MASKS[SUIT_OF[trick[0]]]
        if following:
            return following
    return hand


def distinct_moves(legal: int, gone: int) -> list[int]:
    """The legal cards with equivalent ones dropped: two cards of a suit in one hand with nothing between them
    but cards out of play (`gone`: played before this trick) win and lose the same tricks. The lowest of each
    run stands for it."""
    out: list[int] = []
    prev = -1
    live = ALL & ~gone
    for c in cards_of(legal):
        if not (prev >= 0 and SUIT_OF[c] == SUIT_OF[prev] and not live & ((1 << c) - (1 << (prev + 1)))):
            out.append(c)
        prev = c
    return out


def beats(card: int, best: int, trump: int) -> bool:
    """Whether `card` takes the trick from `best`, the card winning it so far (led suit or trump)."""
    if SUIT_OF[card] == SUIT_OF[best]:
        return card > best
    return SUIT_OF[card] == trump


def winning_index(trick: Sequence[int], trump: int) -> int:
    """Position in the trick of the card that is winning it (`beats`, written out: every playout asks it for every
    trick)."""
    best, top, suit = 0, trick[0], SUIT_OF[trick[0]]
    for i in range(1, len(trick)):
        card = trick[i]
        card_suit = SUIT_OF[card]
        if card > top if card_suit == suit else card_suit == trump:
            best, top, suit = i, card, card_suit
    return best


@dataclass(frozen=True)
class Seating:
    """The shape of a table: the side of each seat in playing order, and how a hand is won (as the engine's
    `HandRule`): first side to `target` tricks, or the most tricks of all `tricks` when `target` is None, with
    `kot` saying whether a shut-out scores Kot and allows Bam. The rest is looked up while playing."""

    side: tuple[int, ...]
    target: int | None = TRICKS_TO_WIN
    kot: bool = True
    tricks: int = 13
    # per seat and position in the trick: the seats of other sides still to play, and whether a teammate is
    later_opponents: tuple[tuple[tuple[int, ...], ...], ...] = field(init=False, repr=False)
    partner_behind: tuple[tuple[bool, ...], ...] = field(init=False, repr=False)
    partners: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    opponents: tuple[tuple[int, ...], ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        n, side = len(self.side), self.side
        later = [[[(seat + i) % n for i in range(1, n - pos)] for pos in range(n)] for seat in range(n)]
        set_ = object.__setattr__  # derived lookups of a frozen value
        set_(self, "later_opponents", tuple(tuple(tuple(o for o in seats if side[o] != side[seat]) for seats in row)
                                            for seat, row in enumerate(later)))
        set_(self, "partner_behind", tuple(tuple(any(side[o] == side[seat] for o in seats) for seats in row)
                                           for seat, row in enumerate(later)))
        set_(self, "partners", tuple(tuple(o for o in range(n) if o != seat and side[o] == side[seat])
                                     for seat in range(n)))
        set_(self, "opponents", tuple(tuple(o for o in range(n) if side[o] != side[seat]) for seat in range(n)))

    @property
    def players(self) -> int:
        return len(self.side)

    @property
    def sides(self) -> int:
        return max(self.side) + 1


@cache
def seating(sides: tuple[tuple[int, ...], ...], target: int | None = TRICKS_TO_WIN, kot: bool = True,
            tricks: int = 13) -> Seating:
    """The `Seating` of a table whose sides are listed as in the engine's view (seats per side)."""
    side = tuple(next(i for i, members in enumerate(sides) if seat in members)
                 for seat in range(sum(len(m) for m in sides)))
    return Seating(side, target, kot, tricks)


FOUR = seating(((0, 2), (1, 3)))


@dataclass(frozen=True, slots=True)
class Stakes:
    """What a hand can be worth to each side, so that outcomes compare in points toward the match.

    A side's points are capped at what it still needs for the set (H-11.3 discards overflow), and a Bam is worth
    everything still needed for the match (H-9.2). A failed Bam scores an ordinary 1, the table's default (H-8.4):
    the view does not say whether the table keeps the Kot instead."""

    points: tuple[int, ...] = (0, 0)
    sets: tuple[int, ...] = (0, 0)
    points_per_set: int = 7
    sets_to_win: int = 1
    hakem_team: int = 0
    kot_allowed: bool = True  # a suit declared at a table that scores Kot

    def needed(self, team: int) -> int:
        return self.points_per_set - self.points[team]

    def worth(self, team: int, points: int) -> int:
        return min(points, self.needed(team))

    def kot_points(self, team: int) -> int:
        if not self.kot_allowed:
            return 1
        return 2 if team == self.hakem_team else 3

    def bam_worth(self, team: int) -> int:
        return self.needed(team) + self.points_per_set * (self.sets_to_win - self.sets[team] - 1)


@dataclass(slots=True)
class Position:
    """A perfect-information hand in progress. `voids` holds, per seat, a bit per suit it has failed to follow:
    public knowledge that every seat's policy may use. `won` counts tricks per side."""

    hands: list[int]
    trump: int
    leader: int
    trick: list[int] = field(default_factory=list)
    won: list[int] = field(default_factory=lambda: [0, 0])
    played: int = 0
    voids: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    bam_team: int | None = None
    seating: Seating = FOUR

    def copy(self) -> Position:
        return Position(list(self.hands), self.trump, self.leader, list(self.trick), list(self.won), self.played,
                        list(self.voids), self.bam_team, self.seating)

    @property
    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % len(self.hands)

    def legal(self) -> int:
        return legal_mask(self.hands[self.to_act], self.trick)

    def gone(self) -> int:
        """The cards out of play: played in earlier tricks."""
        return self.played & ~mask_of(self.trick)

    def play(self, card: int) -> None:
        trick = self.trick
        players = len(self.hands)
        seat = (self.leader + len(trick)) % players
        if trick and SUIT_OF[card] != SUIT_OF[trick[0]]:
            self.voids[seat] |= 1 << SUIT_OF[trick[0]]
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        trick.append(card)
        if len(trick) == players:
            winner = (self.leader + winning_index(trick, self.trump)) % players
            self.won[self.seating.side[winner]] += 1
            self.leader = winner
            self.trick = []

    def is_over(self) -> bool:
        won, table = self.won, self.seating
        done = sum(won)
        if self.bam_team is not None:
            return done > won[self.bam_team] or done == table.tricks
        target = table.target
        if target is None:
            return done == table.tricks
        best = max(won)
        return best >= target or best + table.tricks - done < target  # reached, or out of reach: void

    def winner(self) -> int | None:
        """The side that won the finished hand, or None for a void one."""
        won = self.won
        best = max(won)
        target = self.seating.target
        if (target is not None and best < target) or won.count(best) > 1:
            return None
        return won.index(best)

    def value(self, team: int, stakes: Stakes) -> int:
        """The finished hand's worth to side `team` in points toward the match: positive if it won the hand."""
        won = self.won
        if self.bam_team is not None:
            bammer = self.bam_team
            worth = stakes.bam_worth(bammer) if sum(won) == won[bammer] else stakes.worth(bammer, 1)
            return worth if bammer == team else -worth
        winner = self.winner()
        if winner is None:
            return 0
        points = stakes.kot_points(winner) if sum(won) == won[winner] else 1
        worth = stakes.worth(winner, points)
        return worth if winner == team else -worth
