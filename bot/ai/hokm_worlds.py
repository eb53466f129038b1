"""Hidden hands consistent with what one seat knows, for the search to play out.

A world gives every other seat as many cards as it holds, never a card already seen, never a suit the seat has
shown it lacks, and the revealed middle card to the hakem's partner. Cards are placed in random order, those with
fewest possible holders first, each to a random seat that may hold it weighted by the room left there: that is
exactly a fresh deal when nobody has shown a void, and close to uniform over consistent deals otherwise, at a
fraction of the cost of exact counting. Cards that are in no hand (played unseen, or left in the two-player
game's stock) are what is over when every hand is full. The hakem's declaration is evidence too: a suit is named
from his first packet, almost always one held at least twice in it, so a world is kept with that probability given
how many trumps it puts in his hand.
"""

from __future__ import annotations

import random
from functools import cache
from math import comb

from bot.games.cards import SUITS

from .hokm_knowledge import Knowledge
from .hokm_sim import ALL, SUIT_MASKS, SUIT_OF, cards_of, trump_mask

ATTEMPTS = 30


@cache
def declaration_likelihood(packet: int, hand: int, trumps: int) -> float:
    """P(two or more trumps among the hakem's first `packet` cards | `trumps` in his `hand` cards)."""
    none = comb(hand - trumps, packet)
    one = trumps * comb(hand - trumps, packet - 1)
    return 1 - (none + one) / comb(hand, packet)


def _place(k: Knowledge, rng: random.Random, respect_voids: bool) -> list[int] | None:
    players = k.table.players
    hands = [0] * players
    hands[k.seat] = k.hand
    room = [0 if s == k.seat else k.hand_sizes[s] for s in range(players)]
    pool = ALL & ~(k.played | k.hand)
    if k.revealed is not None and k.revealed_holder != k.seat:
        hands[k.revealed_holder] |= 1 << k.revealed
        room[k.revealed_holder] -= 1
        pool &= ~(1 << k.revealed)
    spare = pool.bit_count() - sum(room)  # cards played while the seat was not looking
    takers = [[o for o in range(players) if o != k.seat and not (respect_voids and k.voids[o] >> s & 1)]
              for s in range(4)]
    open_suits = 0  # the suits nobody has shown a void in
    for s in range(4):
        if len(takers[s]) == players - 1:
            open_suits |= SUIT_MASKS[s]
    constrained = cards_of(pool & ~open_suits)
    rng.shuffle(constrained)
    constrained.sort(key=lambda c: len(takers[SUIT_OF[c]]))
    for c in constrained:
        open_seats = [o for o in takers[SUIT_OF[c]] if room[o]]
        if not open_seats:
            if spare <= 0:
                return None
            spare -= 1
            continue
        seat = open_seats[0]
        if len(open_seats) > 1:
            pick = rng.random() * sum(room[o] for o in open_seats)
            for seat in open_seats:
                pick -= room[seat]
                if pick < 0:
                    break
        hands[seat] |= 1 << c
        room[seat] -= 1
    # the open suits' cards fill the room left uniformly, as a shuffled deal of the rest would
    rest = cards_of(pool & open_suits)
    slots = [o for o in range(players) for _ in range(room[o])]
    if len(rest) < len(slots):
        return None
    if len(rest) > len(slots):
        rng.shuffle(rest)
    rng.shuffle(slots)
    for c, seat in zip(rest, slots, strict=False):
        hands[seat] |= 1 << c
    return hands


def _fits_declaration(k: Knowledge, hands: list[int], rng: random.Random) -> bool:
    if k.hakem == k.seat or k.declaration not in SUITS:
        return True
    if k.voids[k.hakem] >> k.trump & 1:
        return True  # the evidence is already spent: his trumps are all on the table
    trumps = ((hands[k.hakem] | k.played_by[k.hakem]) & trump_mask(k.trump)).bit_count()
    return rng.random() < declaration_likelihood(k.variant.packets[0], k.variant.tricks, trumps)


def sample_world(k: Knowledge, rng: random.Random) -> list[int]:
    """Every seat's hand (the seat's own as it is) in one world consistent with `k`. If the declaration keeps
    turning worlds down, the last one that meets the voids is taken; if the voids cannot be met (a rare tight
    deal, or a memory with gaps), they are let go."""
    fallback = None
    for _ in range(ATTEMPTS):
        hands = _place(k, rng, respect_voids=True)
        if hands is not None:
            if _fits_declaration(k, hands, rng):
                return hands
            fallback = hands
    hands = fallback or _place(k, rng, respect_voids=False)
    if hands is None:
        raise ValueError("the view's hand sizes exceed the cards its seat has not seen")
    return hands
