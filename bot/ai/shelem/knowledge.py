"""What one Shelem seat knows, in the cards of `hokm.sim` (ints, bitmask hands), built from its view alone.

The view carries every trick of the hand so far (people at the table saw each card played), so no memory is
needed between decisions: the same view always gives the same knowledge.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.ai.hokm.sim import NO_TRUMP, SUIT_OF, encode, mask_of
from bot.games.cards import SUITS
from bot.games.protocol import View

# What each card is worth (S-10.1): a card's strength is 12 for an ace, 8 for a ten, 3 for a five.
POINTS = tuple({12: 10, 8: 10, 3: 5}.get(c % 13, 0) for c in range(52))
TRICK_POINTS = 5


def card(code: str) -> int:
    return encode(code, "suit")


def points(mask: int) -> int:
    """The point cards in a mask of cards."""
    total = 0
    while mask:
        low_bit = mask & -mask
        total += POINTS[low_bit.bit_length() - 1]
        mask ^= low_bit
    return total


@dataclass(frozen=True)
class Knowledge:
    seat: int
    hakem: int
    bid: int
    trump: int  # NO_TRUMP until the hakem's first card names it
    hand: int
    buried: int  # the hakem's own burial; 0 for everyone else, who cannot see it
    played: int  # every card seen played this hand, the table's included
    played_by: tuple[int, ...]
    voids: tuple[int, ...]  # per seat, a bit per suit it failed to follow
    leader: int
    trick: tuple[int, ...]
    taken: tuple[int, int]  # the cards each team has won in completed tricks
    tricks: tuple[int, int]
    hand_sizes: tuple[int, ...]
    kitty_group: int  # 5 if the burial counts as a trick, else 0
    yasa: bool

    @property
    def team(self) -> int:
        return self.seat % 2

    @property
    def hakem_team(self) -> int:
        return self.hakem % 2


def knowledge(view: View) -> Knowledge:
    """The seat's knowledge in the play phase."""
    played_by = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    taken = [0, 0]
    on_table = [(s, card(c)) for s, c in view["trick"]]
    for trick in [*([(s, card(c)) for s, c in t["cards"]] for t in view["history"]), on_table]:
        for s, c in trick:
            played_by[s] |= 1 << c
            if SUIT_OF[c] != SUIT_OF[trick[0][1]]:
                voids[s] |= 1 << SUIT_OF[trick[0][1]]
    for t in view["history"]:
        taken[t["winner"] % 2] |= mask_of(card(c) for _, c in t["cards"])
    played = 0
    for cards in played_by:
        played |= cards
    options = view["options"]
    return Knowledge(
        seat=view["seat"], hakem=view["hakem"], bid=view["bid"],
        trump=SUITS.index(view["trump"]) if view["trump"] else NO_TRUMP,
        hand=mask_of(card(c) for c in view["hand"]), buried=mask_of(card(c) for c in view["my_buried"]),
        played=played, played_by=tuple(played_by), voids=tuple(voids),
        leader=on_table[0][0] if on_table else view["turn"], trick=tuple(c for _, c in on_table),
        taken=(taken[0], taken[1]), tricks=(view["tricks"][0], view["tricks"][1]),
        hand_sizes=tuple(view["hand_sizes"]),
        kitty_group=TRICK_POINTS if options["kitty_counts_as_trick"] else 0, yasa=options["yasa"],
    )
