"""Where the seats of a trick-taking table sit, for 2 to 6 players.

Seat 0 sits at the bottom and play passes counter-clockwise, as Iranians play: the seats go round an ellipse
from the bottom towards the right. Each seat's card in a trick lands between the centre and its player,
overlapping its neighbours a little like cards on a real table; with five or six players the cards are smaller.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from ..card_sprites import card_height

WIDTH, HEIGHT = 800, 760
CENTRE = (WIDTH // 2, 439)
SEAT_RADII = (288, 261)  # the ellipse the seats' centres sit on
SCORED_RADII = (272, 238)  # larger plates a little further in, clear of the felt's arrows and rim
CROWDED_SCORED_RADII = (290, 240)  # five or more: narrower plates further out, clear of the trick's cards
WIDE_PLATE, PLATE = (250, 80), (188, 80)
SCORED_PLATE = (240, 124)  # room for a player's own tricks and points when there are no teams to show them
CROWDED_SCORED_PLATE = (212, 124)


@dataclass(frozen=True)
class Seating:
    plate_at: tuple[tuple[int, int], ...]
    plate: tuple[tuple[int, int], ...]  # the size of each seat's plate
    trick_at: tuple[tuple[int, int], ...]  # each seat's card in a trick, from the centre
    card: int  # the width of the trick's cards

    @property
    def bottom_seat_top(self) -> int:
        return self.plate_at[0][1] - self.plate[0][1] // 2

    @property
    def below_trick(self) -> int:
        """The height of a line halfway between the lowest card of a trick and the seat at the bottom."""
        lowest = CENTRE[1] + max(dy for _, dy in self.trick_at) + card_height(self.card) // 2
        return (lowest + self.bottom_seat_top) // 2

    @property
    def above_trick(self) -> int:
        """The height of a line halfway between the highest card of a trick and the seat above it or, with no
        seat at the top, a line above the highest seats."""
        highest = CENTRE[1] + min(dy for _, dy in self.trick_at) - card_height(self.card) // 2
        top = min(range(len(self.plate_at)), key=lambda seat: self.plate_at[seat][1])
        (x, y), height = self.plate_at[top], self.plate[top][1]
        return (highest + y + height // 2) // 2 if x == CENTRE[0] else y - height // 2 - 30


@cache
def seating(players: int, scored: bool = False) -> Seating:
    """The table for `players`; `scored` gives every plate the room for its player's scores."""
    angles = [math.pi / 2 - 2 * math.pi * seat / players for seat in range(players)]
    crowded = players > 4
    card, reach = (74, (112, 100)) if crowded else (96, (98, 72))
    if crowded and scored:
        card, reach = 66, (104, 84)  # smaller, for the taller plates that carry each player's scores

    def towards(angle: float, radii: tuple[int, int]) -> tuple[int, int]:
        return round(radii[0] * math.cos(angle)), round(radii[1] * math.sin(angle))

    def plate(angle: float) -> tuple[int, int]:
        if scored:
            return CROWDED_SCORED_PLATE if crowded else SCORED_PLATE
        return WIDE_PLATE if abs(math.cos(angle)) < 0.1 else PLATE

    radii = (CROWDED_SCORED_RADII if crowded else SCORED_RADII) if scored else SEAT_RADII
    plate_at = tuple((CENTRE[0] + dx, CENTRE[1] + dy) for dx, dy in (towards(a, radii) for a in angles))
    return Seating(plate_at=plate_at, plate=tuple(plate(a) for a in angles),
                   trick_at=tuple(towards(a, reach) for a in angles), card=card)
