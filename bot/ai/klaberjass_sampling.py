"""A stronger Klaberjass player: in play, for each card it may play it deals the opponent hands consistent with
what it has seen (cards shown or taken from the turn-up, suits not followed, trumps not played or not headed),
plays the hand out with the rule of thumb for both, settles the contract, and keeps the card that leaves it
furthest ahead. Choosing trumps and announcing stay with the rule-based player. The number of deals is fixed by
the work left, so a view and a seed always give the same move."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.games.klaberjass_cards import (
    CARD_SUIT,
    DECK,
    POWER,
    Run,
    legal_follow,
    sequence_points,
    trick_winner,
    value,
)
from bot.games.protocol import View

from .klaberjass import RuleKlaberjassPlayer, rule_card

WORK = 6_000  # simulated card plays per decision
MIN_DEALS, MAX_DEALS = 8, 48
TRICKS, LAST_TRICK, BELA = 9, 10, 20


@dataclass
class Lacks:
    """What the opponent cannot hold: whole suits he failed to follow, and trumps above one he failed to head."""

    suits: set[str] = field(default_factory=set)
    cards: set[str] = field(default_factory=set)

    def allows(self, card: str) -> bool:
        return CARD_SUIT[card] not in self.suits and card not in self.cards


def lacks(view: View) -> Lacks:
    other, trump = 1 - view["seat"], view["trump"]
    out = Lacks()
    tricks = [t["cards"] for t in view["played"]] + ([view["trick"]] if len(view["trick"]) == 2 else [])
    for (_, led), (seat, card) in ((t[0], t[1]) for t in tricks):
        if seat != other:
            continue
        if CARD_SUIT[card] != CARD_SUIT[led]:
            out.suits.add(CARD_SUIT[led])
            if CARD_SUIT[card] != trump:
                out.suits.add(trump)
        elif CARD_SUIT[led] == trump and POWER[trump][card] < POWER[trump][led]:
            out.cards |= {c for c in DECK if CARD_SUIT[c] == trump and POWER[trump][c] > POWER[trump][led]}
    return out


def sample_hand(view: View, rng: random.Random, lacking: Lacks) -> list[str]:
    """The opponent's hand: the cards he is known to hold, the rest drawn from the unseen cards he may hold
    (from any unseen card if too few fit)."""
    other = 1 - view["seat"]
    known = list(view["known"][other])
    gone = {c for t in view["played"] for _, c in t["cards"]} | {c for _, c in view["trick"]}
    gone |= set(view["hand"]) | {view["turnup"], view["exposed"]} | set(known)
    pool = [c for c in DECK if c not in gone]
    rng.shuffle(pool)
    need = view["hand_sizes"][other] - len(known)
    fitting = [c for c in pool if lacking.allows(c)]
    if len(fitting) < need:
        fitting += [c for c in pool if c not in fitting]
    return known + fitting[:need]


@dataclass
class Hand:
    """One imagined rest of the hand, both hands open."""

    hands: list[list[str]]
    trick: list[tuple[int, str]]
    trump: str
    points: list[int]  # credited so far, then card points and the last trick as they fall
    tricks_done: int
    leaders: list[int] = field(default_factory=list)  # who led each trick from now on

    def play_out(self, first_card: str, seat: int) -> None:
        """Play `first_card` for `seat`, then the rule of thumb for both to the end of the hand."""
        card: str | None = first_card
        while True:
            hand = self.hands[seat]
            led = self.trick[0][1] if self.trick else None
            if card is None:
                legal = legal_follow(hand, led, self.trump)
                outside = set(self.hands[1 - seat])
                card = legal[0] if len(legal) == 1 else rule_card(legal, hand, led, self.trump, outside)
            hand.remove(card)
            if not self.trick:
                self.leaders.append(seat)
            self.trick.append((seat, card))
            card = None
            if len(self.trick) < 2:
                seat = 1 - seat
                continue
            seat = trick_winner(self.trick, self.trump)
            self.tricks_done += 1
            last = self.tricks_done == TRICKS
            self.points[seat] += sum(value(c, self.trump) for _, c in self.trick) + (LAST_TRICK if last else 0)
            self.trick = []
            if last:
                return


class Pending:
    """Points the view shows are still to come whatever the cards: Bela once announced (the second card must
    be played), and shown sequences once their holder leads a trick (§9)."""

    def __init__(self, view: View) -> None:
        credited = {c["what"] for c in view["credits"]}
        self.bela = view["bela"] if view["bela"] is not None and "bela" not in credited else None
        holder = view["sequence_holder"]
        self.holder = holder if holder is not None and "sequences" not in credited else None
        self.sequences = sequence_points([Run(tuple(cards)) for cards in view["shown"]])
        tricks = [t["cards"] for t in view["played"]] + ([view["trick"]] if view["trick"] else [])
        self.led_before = any(cards[0][0] == holder for cards in tricks)

    def credit(self, hand: Hand) -> None:
        if self.bela is not None:
            hand.points[self.bela] += BELA
        if self.holder is not None and (self.led_before or self.holder in hand.leaders):
            hand.points[self.holder] += self.sequences


def settle(points: Sequence[int], maker: int) -> list[int]:
    """§12.3 with its default for equal totals: the maker keeps his total only if it beats the opponent's."""
    other = 1 - maker
    if points[maker] > points[other]:
        return list(points)
    added = [0, 0]
    added[other] = points[other] + (points[maker] if points[maker] < points[other] else 0)
    return added


class SamplingKlaberjassPlayer:
    def __init__(self, work: int = WORK) -> None:
        self.work = work
        self.rule = RuleKlaberjassPlayer()

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        cards = sorted({a.split(":")[1] for a in legal}, key=DECK.index) if view["phase"] == "play" else []
        if len(cards) < 2:
            return self.rule.choose(view, seed)
        me = view["seat"]
        deals = max(MIN_DEALS, min(MAX_DEALS, self.work // (sum(view["hand_sizes"]) * len(cards))))
        rng = random.Random(seed)
        lacking, pending = lacks(view), Pending(view)
        gain = dict.fromkeys(cards, 0.0)
        for _ in range(deals):
            theirs = sample_hand(view, rng, lacking)
            for card in cards:
                hands = [list(view["hand"]), theirs] if me == 0 else [list(theirs), list(view["hand"])]
                hand = Hand([list(h) for h in hands], [(p[0], p[1]) for p in view["trick"]], view["trump"],
                            list(view["hand_points"]), len(view["played"]))
                hand.play_out(card, me)
                pending.credit(hand)
                added = settle(hand.points, view["maker"])
                gain[card] += added[me] - added[1 - me]
        best = max(cards, key=lambda c: (gain[c], -cards.index(c)))
        # Announce whatever it may with the card, as the rule-based player does.
        return max((a for a in legal if a.split(":")[1] == best), key=len)
