"""The searching player: deals of the unseen cards consistent with what the seat saw, played out by the rule-based
policy at every seat.

A world gives each other seat as many cards as it holds, never a card already seen and never a plain card of a
suit the seat has shown it lacks (a joker may be anywhere: playing one shows nothing). Cards are placed most
constrained first, each to a seat that may hold it, weighted by the room left there. The bids are evidence: each
world is picked from a few such deals in proportion to how well the cards it gives explain every bid made so far
(a bid near what the rule-based bidder would have said for that hand is likely, a distant one unlikely).

Every candidate card is scored in the same worlds, so the luck of the deal cancels between candidates; its score
is the finished hand's worth to the seat's team, both contracts counted (`hand_value`). A bid is chosen the same
way: the seat's team's tricks in each world, played out from the deal, against every bid it could make, with the
partner's bid as made or, still to come, as the rule-based bidder would make it in that world.

Work per decision is counted (`Budget.playouts`), so a seed always gives the same choice; `Budget.time_limit` is
only a safety net for a loaded machine.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from time import perf_counter

from bot.ai.hokm.sim import cards_of
from bot.ai.playout import Weighed, WorldScores
from bot.games.ghahveh.rules import contract_score

from .bidding import rule_bid
from .knowledge import Knowledge
from .policy import rule_play
from .sim import ALL, BLACK, SUIT_OF, Position, hand_value

CANDIDATES = 4
ATTEMPTS = 20
BID_SPREAD = 1.5  # how far, in tricks, a person's bid strays from the rule-based bidder's


@dataclass(frozen=True)
class Budget:
    playouts: int = 120  # per card decision: worlds x candidate cards
    min_worlds: int = 8
    max_worlds: int = 30
    bid_worlds: int = 32
    time_limit: float | None = 0.2  # seconds; a safety net, see the module doc


@dataclass(frozen=True)
class Unseen:
    """The cards a seat has not seen, once per decision: those a void keeps from some seat, each with the seats
    that may hold it, and those any other seat may hold."""

    constrained: tuple[tuple[int, tuple[int, ...]], ...]
    free: tuple[int, ...]
    room: tuple[int, ...]  # cards each seat holds that the seat has not seen

    @staticmethod
    def of(k: Knowledge) -> Unseen:
        pos = k.position
        others = [o for o in range(4) if o != k.seat]
        constrained, free = [], []
        for c in cards_of(ALL & ~(pos.played | k.hand)):
            takers = tuple(o for o in others if c >= BLACK or not pos.voids[o] >> SUIT_OF[c] & 1)
            if len(takers) < len(others):
                constrained.append((c, takers))
            else:
                free.append(c)
        room = tuple(0 if s == k.seat else k.hand_sizes[s] for s in range(4))
        return Unseen(tuple(constrained), tuple(free), room)


def _place(k: Knowledge, unseen: Unseen, rng: random.Random) -> list[int] | None:
    """One deal of the unseen cards: those a void constrains first, fewest takers first, each to a seat that may
    hold it weighted by the room left there; then the rest shuffled into the room left, as a fresh deal would."""
    hands = [0] * 4
    hands[k.seat] = k.hand
    room = list(unseen.room)
    constrained = list(unseen.constrained)
    rng.shuffle(constrained)
    constrained.sort(key=lambda ct: len(ct[1]))
    for c, takers in constrained:
        open_seats = [o for o in takers if room[o]]
        if not open_seats:
            return None
        seat = rng.choices(open_seats, weights=[room[o] for o in open_seats])[0] if len(open_seats) > 1 \
            else open_seats[0]
        hands[seat] |= 1 << c
        room[seat] -= 1
    slots = [o for o in range(4) for _ in range(room[o])]
    rng.shuffle(slots)
    for c, seat in zip(unseen.free, slots, strict=True):
        hands[seat] |= 1 << c
    return hands


def _weight(k: Knowledge, hands: list[int]) -> float:
    """How well a world explains the bids of the other seats (each judged on the 13 cards it was dealt)."""
    misfit = 0.0
    for seat, bid in enumerate(k.bids):
        if seat != k.seat and bid is not None:
            dealt = hands[seat] | k.played_by[seat]
            misfit += (bid - rule_bid(dealt, 0, 13)) ** 2
    return math.exp(-misfit / (2 * BID_SPREAD ** 2))


def worlds(k: Knowledge, rng: random.Random) -> Iterator[list[int]]:
    """Worlds for one decision, endlessly, each one of `CANDIDATES` consistent deals picked in proportion to
    `_weight`. If the voids cannot be met (a memory of the hand with gaps), nothing is yielded."""
    unseen = Unseen.of(k)
    while True:
        placed = (_place(k, unseen, rng) for _ in range(ATTEMPTS))
        found = list(itertools.islice((h for h in placed if h is not None), CANDIDATES))
        if not found:
            return
        yield rng.choices(found, weights=[_weight(k, h) for h in found])[0]


def playout(pos: Position) -> Position:
    while not pos.is_over():
        pos.play(rule_play(pos))
    return pos


def distinct_moves(legal: int, gone: int) -> list[int]:
    """The legal cards with equivalent ones dropped: two cards of a suit with nothing live between them win and
    lose the same tricks. The lowest of each run stands for it."""
    out: list[int] = []
    prev = -1
    live = ALL & ~gone
    for c in cards_of(legal):
        same_run = prev >= 0 and SUIT_OF[c] == SUIT_OF[prev] and not live & ((1 << c) - (1 << (prev + 1)))
        if not same_run:
            out.append(c)
        prev = c
    return out


def representative(card: int, moves: Sequence[int]) -> int:
    """The member of `moves` standing for `card`: itself, or the lowest card of its run."""
    if card in moves:
        return card
    return max(m for m in moves if SUIT_OF[m] == SUIT_OF[card] and m < card and m != BLACK)


def _past(deadline: float | None) -> bool:
    return deadline is not None and perf_counter() > deadline


def _deadline(budget: Budget) -> float | None:
    return None if budget.time_limit is None else perf_counter() + budget.time_limit


def _world(k: Knowledge, hands: list[int]) -> Position:
    root = k.position.copy()
    root.hands = hands
    return root


def weigh_play(k: Knowledge, seed: int, budget: Budget) -> Weighed[int]:
    """The card whose playouts are worth most to the seat's team over the sampled worlds; ties go to the card the
    rule-based policy would play."""
    pos = k.position
    legal = pos.legal()
    gone = pos.played & ~sum(1 << c for c in pos.trick)
    # the black joker stands for no other card: it frees the coloured one in the trick, a plain card does not
    candidates = distinct_moves(legal & ~(1 << BLACK), gone) + [BLACK] * (legal >> BLACK & 1)
    preferred = representative(rule_play(pos), candidates)
    if len(candidates) == 1:
        return Weighed(candidates[0])
    contracts = [sum(b or 0 for b in k.bids[t::2]) for t in range(2)]
    rng = random.Random(seed)
    deadline = _deadline(budget)
    scores = WorldScores(len(candidates))
    count = min(budget.max_worlds, max(budget.min_worlds, budget.playouts // len(candidates)))
    for _, hands in zip(range(count), worlds(k, rng), strict=False):
        root = _world(k, hands)
        world = []
        for c in candidates:
            child = root.copy()
            child.play(c)
            world.append(hand_value(playout(child).won, contracts, k.team))
        scores.add(world)
        if _past(deadline):
            break
    best = max(range(len(candidates)), key=lambda i: (scores.totals[i], candidates[i] == preferred))
    return scores.weighed(candidates, best)


@dataclass(frozen=True)
class BidWeighed:
    """The bid the search chose, and the tricks the seat's team took in all the `worlds` played out for it (a
    hint's figure: what the team may expect to take)."""

    bid: int
    worlds: int
    tricks: int


def weigh_bid(k: Knowledge, low: int, high: int, seed: int, budget: Budget) -> BidWeighed:
    """The bid with the best total score for the seat's team over worlds played out from the deal."""
    partner = (k.seat + 2) % 4
    rng = random.Random(seed)
    deadline = _deadline(budget)
    totals = [0.0] * (high - low + 1)
    played, tricks = 0, 0
    for _, hands in zip(range(budget.bid_worlds), worlds(k, rng), strict=False):
        partner_bid = k.bids[partner]
        if partner_bid is None:
            partner_bid = rule_bid(hands[partner], low, high)
        won = playout(_world(k, hands)).won[k.team]
        played, tricks = played + 1, tricks + won
        for i in range(len(totals)):
            totals[i] += contract_score(low + i + partner_bid, won)
        if _past(deadline):
            break
    return BidWeighed(low + max(range(len(totals)), key=lambda i: (totals[i], -i)), played, tricks)
