"""Hidden hands consistent with what one seat knows, for the search to play out.

A world gives every other seat as many cards as it holds, never a card already seen, never a suit the seat has
shown it lacks, and the revealed middle card to the hakem's partner. Cards are placed in random order, those with
fewest possible holders first, each to a random seat that may hold it weighted by the room left there: that is
exactly a fresh deal when nobody has shown a void, and close to uniform over consistent deals otherwise, at a
fraction of the cost of exact counting. Cards that are in no hand (played unseen, or left in the two-player
game's stock) are what is over when every hand is full.

What people chose is evidence too, so each world is picked from a few such deals in proportion to how well it
explains it. The hakem names a suit from his first packet, almost always one he holds at least twice there: a
deal weighs the probability of that given the trumps it puts in his hand. An opponent plays like a competent
player (the rule-based policy) more often than not: a deal weighs `SURPRISE` times less for each of the
opponents' plays the policy would not have made holding the cards the deal gives them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from math import comb

from bot.games.cards import SUITS

from .knowledge import Knowledge
from .policy import rule_play
from .sim import ALL, SUIT_MASKS, SUIT_OF, cards_of, low, trump_mask

CANDIDATES = 4
ATTEMPTS = 30  # placements tried for them, in a tight deal where most fail
# An opponent's play the policy would not have made is rare at a table of competent players: a deal that needs
# one weighs a fiftieth as much. A tenth left twice as many of their plays unexplained in the worlds sampled.
SURPRISE = 0.02
MOST_SURPRISES = 10
BURN_IN = 30  # chain steps before the first world of a decision
STEPS = 10  # chain steps between worlds: the sharper weights need more to mix


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


def _declaration_fit(k: Knowledge, hands: list[int]) -> float:
    if k.hakem == k.seat or k.declaration not in SUITS:
        return 1.0
    if k.voids[k.hakem] >> k.trump & 1:
        return 1.0  # the evidence is already spent: his trumps are all on the table
    trumps = ((hands[k.hakem] | k.played_by[k.hakem]) & trump_mask(k.trump)).bit_count()
    return declaration_likelihood(k.variant.packets[0], k.variant.tricks, trumps)


# One play as its player saw it: the card, the trick's leader, the cards before his, every card gone, the voids
# shown so far, and the cards he had played before
Moment = tuple[int, int, tuple[int, ...], int, tuple[int, ...], int]


def _moments(k: Knowledge) -> dict[int, list[Moment]]:
    """The opponents' plays of the hand, each with what its player could see when he made it (none when the
    memory has gaps)."""
    if k.history is None:
        return {}
    out: dict[int, list[Moment]] = {o: [] for o in k.table.opponents[k.seat]}
    played = k.played  # before the first trick: the cards out of the game
    for by_seat in k.played_by:
        played &= ~by_seat
    voids = [0] * k.table.players
    for trick in k.history:
        leader = trick[0][0]
        cards: list[int] = []
        for seat, card in trick:
            if seat in out:
                out[seat].append((card, leader, tuple(cards), played, tuple(voids), k.played_by[seat] & played))
            if cards and SUIT_OF[card] != SUIT_OF[cards[0]]:
                voids[seat] |= 1 << SUIT_OF[cards[0]]
            cards.append(card)
            played |= 1 << card
    return out


def _seat_surprises(k: Knowledge, seat: int, moments: list[Moment], dealt: int) -> int:
    """How many of `seat`'s plays the rule-based policy would not have made had he been dealt `dealt`. A card
    equal in effect to the policy's (the same suit, with nothing between them that he could not see) is no
    surprise."""
    surprises = 0
    for card, leader, cards, played, voids, before in moments:
        held = dealt & ~before
        chosen = rule_play(held, seat, leader, cards, k.trump, played, voids, k.table)
        if chosen != card:
            lo, hi = min(chosen, card), max(chosen, card)
            if SUIT_OF[lo] != SUIT_OF[hi] or ((1 << hi) - (1 << (lo + 1))) & ~(played | held):
                surprises += 1
                if surprises == MOST_SURPRISES:
                    break
    return surprises


class Evidence:
    """What the declaration and the opponents' plays say about one decision's hidden hands.

    An opponent's plays depend on his own cards alone, so each opponent's are judged against the hand a world
    gives him, and the judgement is kept: the chain of `worlds` changes two hands a step, so most hands it
    weighs were weighed before."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        self.moments = _moments(k)
        self.judged: dict[tuple[int, int], int] = {}

    def surprises(self, hands: list[int]) -> int:
        """How many of the opponents' plays the rule-based policy would not have made holding the cards `hands`
        gives them (counted up to `MOST_SURPRISES`)."""
        total = 0
        for seat, moments in self.moments.items():
            key = (seat, hands[seat])
            count = self.judged.get(key)
            if count is None:
                dealt = hands[seat] | self.k.played_by[seat]
                count = self.judged[key] = _seat_surprises(self.k, seat, moments, dealt)
            total += count
        return min(total, MOST_SURPRISES)

    def weight(self, hands: list[int]) -> float:
        """How well a world explains the declaration and the opponents' plays."""
        return _declaration_fit(self.k, hands) * SURPRISE ** self.surprises(hands)


def sample_world(k: Knowledge, rng: random.Random, evidence: Evidence | None = None) -> list[int]:
    """Every seat's hand (the seat's own as it is) in one world consistent with `k`: one of `CANDIDATES` worlds
    that meet the voids, picked with probability in proportion to its weight (`Evidence`). If the voids cannot be
    met (a rare tight deal, or a memory with gaps), they are let go."""
    evidence = evidence or Evidence(k)
    chosen, total, candidates = None, 0.0, 0
    for _ in range(ATTEMPTS):
        hands = _place(k, rng, respect_voids=True)
        if hands is None:
            continue
        weight = evidence.weight(hands)
        total += weight
        if chosen is None or rng.random() * total < weight:
            chosen = hands
        candidates += 1
        if candidates == CANDIDATES:
            break
    hands = chosen or _place(k, rng, respect_voids=False)
    if hands is None:
        raise ValueError("the view's hand sizes exceed the cards its seat has not seen")
    return hands


@cache
def _suits(bits: int) -> int:
    """The cards of the suits whose bits are set."""
    return sum(SUIT_MASKS[s] for s in range(4) if bits >> s & 1)


def _pick(mask: int, rng: random.Random) -> int:
    """A random card of a non-empty mask (as `rng.choice(cards_of(mask))` would pick it)."""
    for _ in range(rng.randrange(mask.bit_count())):
        mask &= mask - 1
    return low(mask)


def _swap(k: Knowledge, hands: list[int], rng: random.Random) -> list[int] | None:
    """The world with one card of one other seat exchanged for one of another's (or for a card in no hand), each
    going where no void forbids it; None if the pair drawn has nothing to exchange."""
    holders = [s for s in range(len(hands)) if s != k.seat]
    spare = ALL & ~k.played
    for h in hands:
        spare &= ~h
    if spare:
        holders.append(-1)  # the cards in no hand: they may be anywhere
    if len(holders) < 2:
        return None
    a, b = rng.sample(holders, 2)
    fixed = 0 if k.revealed is None else 1 << k.revealed

    def movable(giver: int, taker: int) -> int:
        cards = (spare if giver < 0 else hands[giver]) & ~fixed
        return cards if taker < 0 else cards & ~_suits(k.voids[taker])

    from_a, from_b = movable(a, b), movable(b, a)
    if not from_a or not from_b:
        return None
    exchanged = 1 << _pick(from_a, rng) | 1 << _pick(from_b, rng)
    out = list(hands)
    for seat in (a, b):
        if seat >= 0:
            out[seat] ^= exchanged
    return out


def worlds(k: Knowledge, rng: random.Random) -> Iterator[list[int]]:
    """Worlds for one decision, endlessly: the first from `sample_world`, each next one a few steps of a
    Metropolis chain on from the last (exchanging cards between the other seats, a world kept in proportion to
    its `Evidence.weight`), which settles on the deals that explain the play far more cheaply than fresh candidates."""
    evidence = Evidence(k)
    hands = sample_world(k, rng, evidence)
    weight = evidence.weight(hands)
    steps = BURN_IN
    while True:
        for _ in range(steps):
            proposal = _swap(k, hands, rng)
            if proposal is not None:
                proposed = evidence.weight(proposal)
                if proposed >= weight or rng.random() * weight < proposed:
                    hands, weight = proposal, proposed
        yield list(hands)
        steps = STEPS
