"""A stronger Bi-Del player: for each card it may play it deals the unseen cards to the other seats in many
ways consistent with what the table has seen (the cards it passed, the suits each seat has shown void in), plays
the deal out with the rule of thumb for everyone, and keeps the card whose deals cost it least against the
others. The number of deals is fixed by the work left, so a view and a seed always give the same card."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.ai.playout import Weighed, WorldScores
from bot.games.bidel import CARD_SUIT, DECK, HEARTS, MOON, PLAY, POWER, QUEEN, legal_cards, penalty
from bot.games.protocol import View

from .rule import RuleBidelPlayer, rule_card

WORK = 8_000  # simulated card plays per decision: p95 well under 300 ms on a busy 2-core machine
MIN_DEALS, MAX_DEALS = 6, 48


@dataclass
class Table:
    """One imagined deal from now on: every hand, the trick so far and the penalty points taken."""

    hands: list[list[str]]
    trick: list[tuple[int, str]]
    taken: list[int]
    first_trick: bool
    hearts_broken: bool
    queen_played: bool

    def play_out(self, first_card: str, seat: int) -> list[int]:
        """Play `first_card` for `seat`, then the rule of thumb for all to the end; the penalty points taken."""
        n = len(self.hands)
        card: str | None = first_card
        while True:
            hand = self.hands[seat]
            cards = [c for _, c in self.trick]
            if card is None:
                legal = legal_cards(hand, cards, self.first_trick, self.hearts_broken)
                queen_out = not self.queen_played and QUEEN not in hand
                card = legal[0] if len(legal) == 1 else rule_card(legal, hand, cards, queen_out, n)
            hand.remove(card)
            self.trick.append((seat, card))
            self.hearts_broken = self.hearts_broken or CARD_SUIT[card] == HEARTS
            self.queen_played = self.queen_played or card == QUEEN
            card = None
            if len(self.trick) < n:
                seat = (seat + 1) % n
                continue
            led = CARD_SUIT[self.trick[0][1]]
            seat = max((p for p in self.trick if CARD_SUIT[p[1]] == led), key=lambda p: POWER[p[1]])[0]
            self.taken[seat] += sum(penalty(c) for _, c in self.trick)
            self.trick = []
            self.first_trick = False
            if not self.hands[seat]:
                return self.taken


def deal_cost(taken: Sequence[int], seat: int) -> float:
    """What the deal costs `seat` beside the average other seat, with the moon rule applied."""
    n = len(taken)
    added = [0 if t == MOON else MOON for t in taken] if MOON in taken else list(taken)
    return added[seat] - (sum(added) - added[seat]) / (n - 1)


def voids(view: View) -> list[set[str]]:
    """The suits each seat has shown it lacks by not following them."""
    out: list[set[str]] = [set() for _ in range(view["players"])]
    tricks = [t["cards"] for t in view["played"]] + ([view["trick"]] if view["trick"] else [])
    for cards in tricks:
        led = CARD_SUIT[cards[0][1]]
        for seat, card in cards[1:]:
            if CARD_SUIT[card] != led:
                out[seat].add(led)
    return out


def sample_hands(view: View, rng: random.Random) -> list[list[str]]:
    """Deal the unseen cards to the other seats, each its hand size, keeping the cards this seat passed with
    their receiver and no card of a suit a seat has shown void in (dropped if no deal fits)."""
    me, n = view["seat"], view["players"]
    seen = {c for t in view["played"] for _, c in t["cards"]} | {c for _, c in view["trick"]}
    seen |= set(view["hand"]) | set(view["removed"])
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[me] = list(view["hand"])
    receiver = view["receiver"]
    placed = [c for c in view["gave"] if c not in seen] if receiver is not None else []
    if receiver is not None:
        hands[receiver] += placed
    unseen = [c for c in DECK if c not in seen and c not in placed]
    lacking = voids(view)
    for _ in range(20):
        attempt = [list(h) for h in hands]
        rng.shuffle(unseen)
        if fill(attempt, unseen, view["hand_sizes"], lacking, me):
            return attempt
    attempt = [list(h) for h in hands]
    fill(attempt, unseen, view["hand_sizes"], [set() for _ in range(n)], me)
    return attempt


def fill(hands: list[list[str]], cards: Sequence[str], sizes: Sequence[int], lacking: Sequence[set[str]],
         me: int) -> bool:
    """Give out `cards`, the most constrained first, each to a random seat that may hold it and has room."""
    def room(seat: int) -> int:
        return sizes[seat] - len(hands[seat])

    seats = [s for s in range(len(hands)) if s != me]
    order = sorted(cards, key=lambda c: sum(CARD_SUIT[c] not in lacking[s] for s in seats))
    for card in order:
        fits = [s for s in seats if room(s) > 0 and CARD_SUIT[card] not in lacking[s]]
        if not fits:
            return False
        hands[max(fits, key=room)].append(card)
    return True


class SamplingBidelPlayer:
    """Passes like the rule-based player; plays by sampled deals played out."""

    def __init__(self, work: int = WORK) -> None:
        self.work = work
        self.weighed: Weighed[str] | None = None  # how its last card fared in the deals: a hint's reason

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if view["phase"] != "play" or len(legal) == 1:
            return RuleBidelPlayer().choose(view, seed)
        cards = [a[len(PLAY):] for a in legal]
        left = sum(view["hand_sizes"])
        deals = max(MIN_DEALS, min(MAX_DEALS, self.work // (left * len(cards))))
        rng = random.Random(seed)
        scores = WorldScores(len(cards))  # less cost is better: each deal's costs go in negated
        me = view["seat"]
        queen_played = any(c == QUEEN for t in view["played"] for _, c in t["cards"]) or any(
            c == QUEEN for _, c in view["trick"])
        for _ in range(deals):
            hands = sample_hands(view, rng)
            world = []
            for card in cards:
                table = Table([list(h) for h in hands], [(p[0], p[1]) for p in view["trick"]], list(view["points"]),
                              not view["played"], view["hearts_broken"], queen_played)
                world.append(-deal_cost(table.play_out(card, me), me))
            scores.add(world)
        best = max(range(len(cards)), key=lambda i: (scores.totals[i], -i))
        self.weighed = scores.weighed(cards, best)
        return PLAY + cards[best]
