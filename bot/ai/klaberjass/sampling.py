"""A stronger Klaberjass player: in play, for each card it may play it deals the opponent hands consistent with
what it has seen (cards shown or taken from the turn-up, suits not followed, trumps not played or not headed),
plays the hand out with the rule of thumb for both, settles the contract, and keeps the card that leaves it
furthest ahead. It weighs each contract it may take against passing the same way, over whole imagined hands
(`sim`); it announces whatever it may, as the rule-based player does. The number of deals is fixed
by the work left, so a view and a seed always give the same move."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bot.ai.playout import Weighed, WorldScores
from bot.games.klaberjass.cards import CARD_SUIT, DECK, POWER, Run, sequence_points
from bot.games.klaberjass.game import ACCEPT, BELA, NAME, PASS
from bot.games.protocol import View

from .rule import MAKE_AT, RuleKlaberjassPlayer, strength
from .sim import Hand, settle, whole_hand

WORK = 6_000  # simulated card plays per decision
MIN_DEALS, MAX_DEALS = 8, 48
BID_DEALS = 40  # imagined deals per contract weighed


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


class SamplingKlaberjassPlayer:
    def __init__(self, work: int = WORK) -> None:
        self.work = work
        self.rule = RuleKlaberjassPlayer()
        # how its last card or contract fared in the deals: a hint's reason
        self.weighed: Weighed[str] | None = None

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if view["phase"] in ("round1", "round2"):
            self.weighed = bid(view, random.Random(seed))
            return self.weighed.move
        cards = sorted({a.split(":")[1] for a in legal}, key=DECK.index) if view["phase"] == "play" else []
        if len(cards) < 2:
            return self.rule.choose(view, seed)
        me = view["seat"]
        deals = max(MIN_DEALS, min(MAX_DEALS, self.work // (sum(view["hand_sizes"]) * len(cards))))
        rng = random.Random(seed)
        lacking, pending = lacks(view), Pending(view)
        scores = WorldScores(len(cards))
        for _ in range(deals):
            theirs = sample_hand(view, rng, lacking)
            world = []
            for card in cards:
                hands = [list(view["hand"]), theirs] if me == 0 else [list(theirs), list(view["hand"])]
                hand = Hand([list(h) for h in hands], [(p[0], p[1]) for p in view["trick"]], view["trump"],
                            list(view["hand_points"]), len(view["played"]))
                hand.play_out(card, me)
                pending.credit(hand)
                added = settle(hand.points, view["maker"])
                world.append(added[me] - added[1 - me])
            scores.add(world)
        self.weighed = scores.weighed(cards, max(range(len(cards)), key=lambda i: (scores.totals[i], -i)))
        best = self.weighed.move
        # Announce whatever it may with the card, as the rule-based player does.
        return max((a for a in legal if a.split(":")[1] == best), key=len)


def bid(view: View, rng: random.Random) -> Weighed[str]:
    """Weigh each contract it may take against passing, over the same imagined deals: its own six cards and
    the turn-up fixed, the rest dealt at random. Passing is worth what the opponent's contract would be, if
    the opponent would take one by the rule of thumb, else nothing (later rounds are not looked into)."""
    me, forehand, turnup = view["seat"], view["forehand"], view["turnup"]
    accepting = view["phase"] == "round1"
    choices = [ACCEPT] if accepting else [a for a in view["legal"] if a.startswith(NAME)]
    options = [*choices, PASS]
    scores = WorldScores(len(options))
    pool = [c for c in DECK if c not in view["hand"] and c != turnup]
    for _ in range(BID_DEALS):
        rng.shuffle(pool)
        hands = dealt(view["hand"], pool, me, forehand)
        world = []
        for choice in choices:
            trump = CARD_SUIT[turnup] if choice == ACCEPT else choice[len(NAME):]
            world.append(contract(hands, forehand, trump, me, turnup)[me])
        passing = 0.0
        if me == forehand or accepting:  # the opponent speaks next: in this round, or in round 2
            answer_in_round1 = accepting and me == forehand
            answer = opponent_contract(pool[:6], turnup, answer_in_round1)
            if answer is not None:
                passing = contract(hands, forehand, answer, 1 - me, turnup)[me]
        scores.add([*world, passing])
    index = max(range(len(options)), key=lambda i: (scores.totals[i], -i))
    return scores.weighed(options, index)


def dealt(mine: list[str], pool: list[str], me: int, forehand: int) -> list[list[str]]:
    """Nine cards each: the opponent's first six from the pool's top, then three more to F and three to D."""
    theirs = pool[:6]
    more = {forehand: pool[6:9], 1 - forehand: pool[9:12]}
    hands: list[list[str]] = [[], []]
    hands[me], hands[1 - me] = [*mine, *more[me]], [*theirs, *more[1 - me]]
    return hands


def contract(hands: list[list[str]], forehand: int, trump: str, maker: int, turnup: str) -> list[float]:
    """What each seat gains on the other from the hand, the seven exchanged for the turn-up when its suit is
    trumps."""
    cards = [list(h) for h in hands]
    seven = "7" + trump
    if trump == CARD_SUIT[turnup]:
        for hand in cards:
            if seven in hand and turnup != seven:
                hand[hand.index(seven)] = turnup
    added = whole_hand(cards, forehand, trump, maker)
    return [added[0] - added[1], added[1] - added[0]]


def opponent_contract(six: list[str], turnup: str, round1: bool) -> str | None:
    """The trump the opponent would take, by the rule of thumb: the turn-up's in round 1, his strongest other
    suit in round 2; None if he would pass."""
    turned = CARD_SUIT[turnup]
    if round1:
        cards = [turnup if c == "7" + turned else c for c in six]
        return turned if strength(cards, turned) >= MAKE_AT else None
    best = max((s for s in "CDHS" if s != turned), key=lambda s: strength(six, s))
    return best if strength(six, best) >= MAKE_AT else None
