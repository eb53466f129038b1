"""Hidden hands consistent with what one seat knows, for the search to play out.

A world gives every other seat as many cards as it holds, never a card already seen, never a suit the seat has
shown it lacks, and the revealed middle card to the hakem's partner. Cards are placed most-constrained first, each
to a random seat that may hold it weighted by the room left there, which is close to uniform over consistent deals
at a fraction of the cost of exact counting. The hakem's declaration is evidence too: a suit is named from five
cards, almost always one held at least twice among them, so a world is kept with that probability given how many
trumps it puts in the hakem's thirteen.
"""

from __future__ import annotations

import random
from math import comb

from bot.games.cards import SUITS

from .hokm_knowledge import Knowledge
from .hokm_sim import ALL, SUIT_OF, cards_of, trump_mask

FIRST_PACKET = 5
HAND = 13
ATTEMPTS = 30


def _at_least_two_of(trumps: int) -> float:
    """P(two or more trumps among the hakem's first five cards | `trumps` in his thirteen)."""
    none = comb(HAND - trumps, FIRST_PACKET)
    one = trumps * comb(HAND - trumps, FIRST_PACKET - 1)
    return 1 - (none + one) / comb(HAND, FIRST_PACKET)


DECLARATION_LIKELIHOOD = tuple(_at_least_two_of(t) for t in range(HAND + 1))


def _place(k: Knowledge, rng: random.Random, respect_voids: bool) -> list[int] | None:
    hands = [0, 0, 0, 0]
    hands[k.seat] = k.hand
    room = [0 if s == k.seat else k.hand_sizes[s] for s in range(4)]
    pool = ALL & ~(k.played | k.hand)
    if k.revealed is not None and k.revealed_holder != k.seat:
        hands[k.revealed_holder] |= 1 << k.revealed
        room[k.revealed_holder] -= 1
        pool &= ~(1 << k.revealed)
    cards = cards_of(pool)
    spare = len(cards) - sum(room)  # cards played while the seat was not looking
    rng.shuffle(cards)
    takers = {c: [s for s in range(4) if s != k.seat and not (respect_voids and k.voids[s] >> SUIT_OF[c] & 1)]
              for c in cards}
    cards.sort(key=lambda c: len(takers[c]))
    for c in cards:
        open_seats = [s for s in takers[c] if room[s]]
        if not open_seats:
            if spare <= 0:
                return None
            spare -= 1
            continue
        s = open_seats[0] if len(open_seats) == 1 else rng.choices(open_seats, [room[o] for o in open_seats])[0]
        hands[s] |= 1 << c
        room[s] -= 1
    return hands


def _fits_declaration(k: Knowledge, hands: list[int], rng: random.Random) -> bool:
    if k.hakem == k.seat or k.declaration not in SUITS:
        return True
    if k.voids[k.hakem] >> k.trump & 1:
        return True  # the evidence is already spent: his trumps are all on the table
    trumps = ((hands[k.hakem] | k.played_by[k.hakem]) & trump_mask(k.trump)).bit_count()
    return rng.random() < DECLARATION_LIKELIHOOD[trumps]


def sample_world(k: Knowledge, rng: random.Random) -> list[int]:
    """All four hands (the seat's own as it is) in one world consistent with `k`."""
    for _ in range(ATTEMPTS):
        hands = _place(k, rng, respect_voids=True)
        if hands is not None and _fits_declaration(k, hands, rng):
            return hands
    # Reached only when the memory missed so much that the voids cannot be met as read.
    hands = _place(k, rng, respect_voids=False)
    if hands is None:
        raise ValueError("the view's hand sizes exceed the cards its seat has not seen")
    return hands


def sample_deal(seat: int, first_five: int, rng: random.Random) -> tuple[list[int], int]:
    """Thirteen cards for every seat when the hakem in `seat` has seen only `first_five`, and the card his
    partner would reveal as the middle one (any of the partner's cards is as likely as the real third)."""
    rest = cards_of(ALL & ~first_five)
    rng.shuffle(rest)
    hands = [0, 0, 0, 0]
    hands[seat] = first_five
    at = 0
    for s in range(4):
        take = HAND - (FIRST_PACKET if s == seat else 0)
        for c in rest[at:at + take]:
            hands[s] |= 1 << c
        at += take
    partner_cards = cards_of(hands[seat ^ 2])
    return hands, partner_cards[rng.randrange(len(partner_cards))]
