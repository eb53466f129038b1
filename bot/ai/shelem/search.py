"""The strong player's card search: sampled deals consistent with the seat's view, played out by the policy.

Every candidate card is scored in the same sampled worlds, so the luck of the deal cancels between candidates:
the rest of the hand is played out with the rule-based policy at every seat, and scored as the rules score it
(`shelem.score_hand`): what the seat's team gains less what the other team gains. A world gives every other seat
as many cards as it holds, never a card seen, never a suit a seat has shown it lacks; the cards left over are the
hakem's burial, which only he has seen. Evidence weighs the worlds: the hakem named trump, so he is likely long
in it, and he would not have buried a trump or an ace.

Budgets count the work, not the time (`Budget.playouts`), so a seed always gives the same choice;
`Budget.time_limit` is only a safety net for a loaded machine (no further world is started once it is passed).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from time import perf_counter

from bot.ai.hokm.search import representative
from bot.ai.hokm.sim import ALL, NO_TRUMP, SUIT_MASKS, SUIT_OF, cards_of, legal_mask, winning_index
from bot.ai.playout import Weighed, WorldScores
from bot.games.shelem import score_hand

from .knowledge import POINTS, TRICK_POINTS, Knowledge, points
from .policy import play_card, policy_card

CANDIDATES = 4  # placements weighed against each other for each world
ATTEMPTS = 20
TRUMP_EVIDENCE = 1.5  # a world is this much likelier for each trump it gives the hakem
BURIAL_EVIDENCE = 0.3  # and this much less likely for each trump or ace it buries
TRICKS = 12


@dataclass(frozen=True)
class Budget:
    playouts: int = 160  # per decision: worlds x candidate cards
    min_worlds: int = 10
    max_worlds: int = 80
    time_limit: float | None = 0.2  # seconds; a safety net, see the module doc


@dataclass(slots=True)
class Deal:
    """A hand in progress with every card open. `taken` holds each team's won cards."""

    hands: list[int]
    trump: int
    leader: int
    trick: list[int]
    played: int
    voids: list[int]
    taken: list[int] = field(default_factory=lambda: [0, 0])
    tricks: list[int] = field(default_factory=lambda: [0, 0])

    def copy(self) -> Deal:
        return Deal(list(self.hands), self.trump, self.leader, list(self.trick), self.played, list(self.voids),
                    list(self.taken), list(self.tricks))

    def play(self, card: int) -> None:
        trick = self.trick
        seat = (self.leader + len(trick)) % 4
        if self.trump == NO_TRUMP:
            self.trump = SUIT_OF[card]  # S-8.1
        if trick and SUIT_OF[card] != SUIT_OF[trick[0]]:
            self.voids[seat] |= 1 << SUIT_OF[trick[0]]
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        trick.append(card)
        if len(trick) == 4:
            winner = (self.leader + winning_index(trick, self.trump)) % 4
            for c in trick:
                self.taken[winner % 2] |= 1 << c
            self.tricks[winner % 2] += 1
            self.leader = winner
            self.trick = []

    def finish(self) -> None:
        while sum(self.tricks) < TRICKS:
            seat = (self.leader + len(self.trick)) % 4
            self.play(play_card(self.hands[seat], seat, self.leader, self.trick, self.trump, self.played,
                                self.voids))


def hand_value(k: Knowledge, deal: Deal, buried: int) -> float:
    """What the finished hand is worth to the seat's team: its gain less the other team's."""
    ours = k.hakem_team
    taken = points(deal.taken[ours] | buried) + TRICK_POINTS * deal.tricks[ours] + k.kitty_group
    other = points(deal.taken[1 - ours]) + TRICK_POINTS * deal.tricks[1 - ours]
    _, mine, theirs = score_hand(k.bid, taken, other, deal.tricks[ours] == TRICKS, k.yasa)
    return mine - theirs if k.team == ours else theirs - mine


def _place(k: Knowledge, rng: random.Random, respect_voids: bool) -> tuple[list[int], int] | None:
    """One deal of the unseen cards: the other seats' hands and the burial (-1 below)."""
    hands = [0, 0, 0, 0]
    hands[k.seat] = k.hand
    room = {s: k.hand_sizes[s] for s in range(4) if s != k.seat}
    room[-1] = 0 if k.seat == k.hakem else 4
    buried = 0
    unseen = cards_of(ALL & ~(k.played | k.hand | k.buried))
    rng.shuffle(unseen)
    # the cards with fewest possible holders first
    takers = [[s for s in room if s < 0 or not (respect_voids and k.voids[s] >> suit & 1)] for suit in range(4)]
    unseen.sort(key=lambda c: len(takers[SUIT_OF[c]]))
    for c in unseen:
        open_seats = [s for s in takers[SUIT_OF[c]] if room[s]]
        if not open_seats:
            return None
        pick = rng.random() * sum(room[s] for s in open_seats)
        for seat in open_seats:
            pick -= room[seat]
            if pick < 0:
                break
        room[seat] -= 1
        if seat < 0:
            buried |= 1 << c
        else:
            hands[seat] |= 1 << c
    return hands, buried


def _weight(k: Knowledge, hands: Sequence[int], buried: int) -> float:
    if k.seat == k.hakem or k.trump == NO_TRUMP:
        return 1.0
    trumps = (hands[k.hakem] | k.played_by[k.hakem]) & SUIT_MASKS[k.trump]
    unlikely = sum(1 for c in cards_of(buried) if SUIT_OF[c] == k.trump or c % 13 == 12)
    return float(TRUMP_EVIDENCE ** trumps.bit_count() * BURIAL_EVIDENCE ** unlikely)


def sample_world(k: Knowledge, rng: random.Random) -> tuple[list[int], int]:
    """One world, picked from `CANDIDATES` placements in proportion to how well each explains the play."""
    placed: list[tuple[list[int], int]] = []
    for _ in range(ATTEMPTS):
        world = _place(k, rng, respect_voids=True)
        if world is not None:
            placed.append(world)
            if len(placed) == CANDIDATES:
                break
    if placed:
        return rng.choices(placed, weights=[_weight(k, *world) for world in placed])[0]
    world = _place(k, rng, respect_voids=False)
    if world is None:
        raise ValueError("the view's hand sizes exceed the cards its seat has not seen")
    return world


def distinct_cards(legal: int, gone: int) -> list[int]:
    """The legal cards with equivalent ones dropped: neighbours in a suit with nothing live between them and
    the same points take and lose the same tricks for the same points."""
    out: list[int] = []
    live = ALL & ~gone
    for c in cards_of(legal):
        prev = out[-1] if out else -1
        same = prev >= 0 and SUIT_OF[c] == SUIT_OF[prev] and POINTS[c] == POINTS[prev]
        if not (same and not live & ((1 << c) - (1 << (prev + 1)))):
            out.append(c)
    return out


def weigh_play(k: Knowledge, seed: int, budget: Budget) -> Weighed[int]:
    """The candidate card with the best total over the sampled worlds; ties go to the policy's card."""
    trick_cards = 0
    for c in k.trick:
        trick_cards |= 1 << c
    candidates = distinct_cards(legal_mask(k.hand, list(k.trick)), k.played & ~trick_cards)
    if len(candidates) == 1:
        return Weighed(candidates[0])
    preferred = representative(policy_card(k), candidates)
    rng = random.Random(seed)
    deadline = None if budget.time_limit is None else perf_counter() + budget.time_limit
    worlds = min(budget.max_worlds, max(budget.min_worlds, budget.playouts // len(candidates)))
    scores = WorldScores(len(candidates))
    for _ in range(worlds):
        hands, buried = sample_world(k, rng)
        root = Deal(hands, k.trump, k.leader, list(k.trick), k.played, list(k.voids), list(k.taken),
                    list(k.tricks))
        world = []
        for c in candidates:
            deal = root.copy()
            deal.play(c)
            deal.finish()
            world.append(hand_value(k, deal, buried | k.buried))
        scores.add(world)
        if deadline is not None and perf_counter() > deadline:
            break
    best = max(range(len(candidates)), key=lambda i: (scores.totals[i], candidates[i] == preferred))
    return scores.weighed(candidates, best)
