"""Hokm (حکم), as `shared/rules/hokm.md` with `RULINGS.md`: four players in two teams of partners, and the
variants for 2, 3, 5 and 6 players of its §15 (`variants`).

Rule ids (H-x.y) refer to that file. Seats are numbered in playing order; play passes to the right, so the
seat after `s` is `s + 1`. A side is a team or, where everyone plays for himself, one player.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from .. import tricks
from ..cards import HIGH_TO_LOW, derive_seed, rank, shuffle, sort_hand, standard_deck, suit
from ..protocol import Event, Game, IllegalAction, Option, Result, View
from ..tricks import Trick
from .variants import TEAM_LAYOUTS, HandRule, variant_for

# Best to worst within the led suit, per mode (H-1.2, H-7.2; the plain-Sars/Nars ace is last, H-7.3).
ORDERS: dict[str, tuple[str, ...]] = {
    "suit": HIGH_TO_LOW,
    "asars": HIGH_TO_LOW,
    "sars": (*HIGH_TO_LOW[1:], "A"),
    "nars": (*reversed(HIGH_TO_LOW[1:]), "A"),
    "anars": ("A", *reversed(HIGH_TO_LOW[1:])),
}
SUIT_DECLARATIONS = ("S", "H", "D", "C")
NO_TRUMP_DECLARATIONS = ("sars", "asars", "nars", "anars")
MIDDLE = "mid"

# Play looks cards up thousands of times a second: the suit and the rank's power in every mode, once.
DECK = tuple(standard_deck())
CARD_SUIT = {card: suit(card) for card in DECK}
POWER = {mode: {card: -order.index(rank(card)) for card in DECK} for mode, order in ORDERS.items()}
PLAY = {card: "p:" + card for card in DECK}
KEEP, REJECT = "d:keep", "d:reject"


class Phase(StrEnum):
    DECLARE = "declare"  # the hakem has his first packet and names the trump (H-5.2)
    DRAW = "draw"  # two players: taking turns at the stock (H-15.2)
    PLAY = "play"
    BAM = "bam"  # 7-0: the winners choose whether to go on for all 13 (H-8.3)
    OVER = "over"


@dataclass(frozen=True)
class HandResult:
    """How one hand ended; kept for the table to show and for replaying the hand afterwards."""

    hand_no: int
    hakem: int
    declaration: str | None
    trump: str | None
    winner: int | None  # the side; None for a void hand, which nobody won (H-15.3, H-15.5a)
    points: int
    tricks: tuple[int, ...]
    bam: bool
    set_won: bool
    played: tuple[Trick, ...]
    # Each side's hand-points in the set once this hand is counted, before a won set starts the next at 0: what a
    # finished match shows as its last set.
    set_points: tuple[int, ...] = ()

    def as_view(self) -> View:
        return {
            "hand_no": self.hand_no, "hakem": self.hakem, "declaration": self.declaration,
            "trump": self.trump, "winner": self.winner, "void": self.winner is None, "points": self.points,
            "tricks": list(self.tricks), "bam": self.bam, "set_won": self.set_won,
            "played": [t.as_view() for t in self.played], "set_points": list(self.set_points),
        }


def follow_suit(hand: Iterable[str], led: str | None) -> list[str]:
    """H-6.3/H-6.4: the cards of the led suit if the hand holds any, otherwise the whole hand."""
    return tricks.follow_suit(hand, led, CARD_SUIT.__getitem__)


def trick_winner(trick: Iterable[tuple[int, str]], trump: str | None, mode: str = "suit") -> int:
    """H-6.5/H-7.1: the highest trump, else the best card of the led suit under the mode's order."""
    return tricks.trick_winner(trick, trump, POWER[mode], CARD_SUIT.__getitem__)


def ace_deal(deck: list[str], selector: int, players: int,
             find_partner: bool = False) -> tuple[list[list[Any]], int | None]:
    """Deal face up from the selector's right until an ace: its holder is hakem (H-3.1). With `find_partner`
    dealing goes on, skipping the hakem, until a second ace names the partner. Returns the cards dealt as
    [seat, card] pairs and the partner (None unless asked for)."""
    cards: list[list[Any]] = []
    hakem: int | None = None
    seat = selector
    for card in deck:
        seat = (seat + 1) % players
        if seat == hakem:
            seat = (seat + 1) % players
        cards.append([seat, card])
        if rank(card) != "A":
            continue
        if hakem is None:
            hakem = seat
            if not find_partner:
                return cards, None
        else:
            return cards, seat
    raise ValueError("the deck ran out of aces")


def high_card_draw(deck: list[str], selector: int, players: int) -> tuple[list[list[list[Any]]], int]:
    """H-3.2: everyone draws a card, from the selector's right round; the highest rank (the ace high, suits equal)
    is hakem, and those who tie for it draw again (000 L454) until one is highest. Returns the rounds of draws as
    [seat, card] pairs and the hakem. DEFAULT: should the deck run out first, the first of the tied seats drawn
    is hakem."""
    drawing = [(selector + step) % players for step in range(1, players + 1)]
    cards = iter(deck)
    rounds: list[list[list[Any]]] = []
    while len(drawing) > 1:
        drawn = list(zip(drawing, cards, strict=False))
        if len(drawn) < len(drawing):
            break
        rounds.append([[seat, card] for seat, card in drawn])
        best = min(HIGH_TO_LOW.index(rank(card)) for _, card in drawn)
        drawing = [seat for seat, card in drawn if HIGH_TO_LOW.index(rank(card)) == best]
    return rounds, drawing[0]


class Hokm(Game):
    name = "hokm"
    min_players = 2
    max_players = 6
    DEAL_EVENTS = frozenset({"new_hand"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "sets_to_win": Option(1, (1, 2, 3), "sets a team must win to take the match (H-11.2)"),
        "sars_nars": Option(False, (False, True), "Sars and Nars may be declared instead of a suit (H-7)"),
        "first_hakem_method": Option("ace_deal", ("ace_deal", "high_card"),
                                     "the first hakem: dealt face up until the first ace (H-3.1), or whoever draws "
                                     "the highest card (H-3.2)"),
        "partner_middle_card": Option(
            True, (True, False), "without Sars/Nars the hakem may name his partner's middle card (H-5.5)"),
        "failed_bam": Option("ordinary_win", ("ordinary_win", "keep_kot"), "scoring of a failed Bam (H-8.4)"),
        "show_last_trick": Option(
            True, (True, False), "the trick just taken stays shown until the next lead (RULINGS; H-6.7)"),
        "hand_points_per_set": Option(7, (7,), "hand-points that win a set (H-11.1)"),
        "tricks_to_win_hand": Option(7, (7,), "tricks that win a hand (H-8.1)"),
        "teams": Option("2x3", TEAM_LAYOUTS, "six players: two teams of three, or three teams of two (H-15.5)"),
        "five_six_target": Option(
            "house", ("house", "seven"),
            "five and six players: the provisional house rule, or the literal first to 7 tricks (H-15.5a)"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.variant = variant_for(players, self.options["teams"])
        self.sides = self.variant.sides
        house = self.variant.house_rule if self.options["five_six_target"] == "house" else None
        self.rule = house or HandRule(target=self.options["tricks_to_win_hand"], kot=True)
        self.house_rules = house is not None
        # Whether the tricks can be shared out with no side at the target (never with two sides and 13 tricks).
        target = self.rule.target
        self.may_be_void = target is None or len(self.sides) * (target - 1) >= self.variant.tricks
        self._side_of = [i for seat in range(players) for i, side in enumerate(self.sides) if seat in side]
        self.declarations = tuple(f"t:{d}" for d in (*SUIT_DECLARATIONS, *self._extra_declarations()))
        self.points = [0] * len(self.sides)
        self.sets = [0] * len(self.sides)
        self.hands_won = [0] * len(self.sides)
        self.kots = [0] * len(self.sides)
        self.winner: int | None = None  # the side that won the match
        self.forfeit: int | None = None
        self.bam_won = False
        self.last_hand: HandResult | None = None
        self.hand_no = 0
        self._legal: list[str] = []
        self._legal_version = -1
        self.ace_deal_selector, self.first_draw, self.hakem = self._first_hakem()
        self.ace_deal_cards = [pair for drawn in self.first_draw for pair in drawn]
        self._deal()

    def _extra_declarations(self) -> tuple[str, ...]:
        """H-5.4: with Sars/Nars the four no-trump modes, and no partner's middle card."""
        if self.options["sars_nars"]:
            return NO_TRUMP_DECLARATIONS
        return (MIDDLE,) if self.variant.middle_card and self.options["partner_middle_card"] else ()

    # -- seats and sides ------------------------------------------------------------------------------

    def next(self, seat: int) -> int:
        return (seat + 1) % self.players

    def prev(self, seat: int) -> int:
        return (seat - 1) % self.players

    def side_of(self, seat: int) -> int:
        return self._side_of[seat]

    @property
    def dealer(self) -> int:
        return self.prev(self.hakem)  # H-4.1

    @property
    def partner(self) -> int:
        """The hakem's partner in the four-player game, who holds the middle card (H-5.5)."""
        return (self.hakem + 2) % 4

    def next_hakem(self, winning_side: int | None) -> int:
        """H-10.1–H-10.3: the hakem stays if his side won, else the next seat round on the winning side; after a
        void hand the next seat."""
        if winning_side is None:
            return self.next(self.hakem)
        seat = self.hakem
        while self.side_of(seat) != winning_side:
            seat = self.next(seat)
        return seat

    # -- dealing --------------------------------------------------------------------------------------

    def shuffled_deck(self, *purpose: object) -> list[str]:
        """The deck for one purpose (the ace deal, hand n), shuffled from the match seed. Tests rig this."""
        cards = [c for c in DECK if c not in self.variant.removed]
        return shuffle(cards, derive_seed(self.seed, *purpose))

    def _first_hakem(self) -> tuple[int, list[list[list[Any]]], int]:
        """H-3.3: a random selection dealer deals face up from his right until the first ace (H-3.1), or everyone
        draws a card for the highest (H-3.2). Returns the selector, the face-up cards in rounds (the ace deal is
        one), and the hakem."""
        selector = random.Random(derive_seed(self.seed, "selector")).randrange(self.players)
        if self.options["first_hakem_method"] == "high_card":
            rounds, hakem = high_card_draw(self.shuffled_deck("high-card"), selector, self.players)
            return selector, rounds, hakem
        cards, _ = ace_deal(self.shuffled_deck("ace-deal"), selector, self.players)
        return selector, [cards], cards[-1][0]

    def _deal(self) -> None:
        """Shuffle a fresh deck for this hand; deal the packets from the hakem round to the dealer (H-5); what
        is left is the two-player game's stock (H-15.2)."""
        deck = self.shuffled_deck("hand", self.hand_no)
        order = [(self.hakem + i) % self.players for i in range(self.players)]
        packets: list[list[list[str]]] = [[] for _ in range(self.players)]
        dealt = 0
        for size in self.variant.packets:
            for seat in order:
                packets[seat].append(deck[dealt:dealt + size])
                dealt += size
        self.hands = [sort_hand(p[0]) for p in packets]
        self.pending = [[c for packet in p[1:] for c in packet] for p in packets]
        self.stock = list(reversed(deck[dealt:]))  # face down, its top card last
        self.discards: list[str] = []  # thrown away face down while drawing
        self.rejected: list[list[str]] = [[] for _ in range(self.players)]  # of those, the ones each seat saw
        # H-5.5: the 3rd card of the partner's first packet
        self.middle = packets[self.partner][0][2] if self.variant.middle_card else None
        self.phase = Phase.DECLARE
        self.declaration: str | None = None
        self.mode = "suit"
        self.trump: str | None = None
        self.revealed: str | None = None
        self.turn = self.hakem
        self.trick: list[tuple[int, str]] = []
        self.last_trick: Trick | None = None
        self.played: list[Trick] = []
        self.tricks = [0] * len(self.sides)
        self.going_for_bam: int | None = None  # the side that chose to go on at 7-0

    # -- the protocol ---------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.phase is Phase.OVER else frozenset((self.turn,))

    def legal_actions(self, seat: int) -> list[str]:
        if seat != self.turn or self.phase is Phase.OVER:
            return []
        # Asked for by the table and again by `apply` in the same state: work it out once per version.
        if self._legal_version != self.version:
            self._legal = self._legal_for_turn()
            self._legal_version = self.version
        return list(self._legal)

    def _legal_for_turn(self) -> list[str]:
        if self.phase is Phase.PLAY:
            return [PLAY[card] for card in self.playable(self.turn)]
        if self.phase is Phase.DECLARE:
            return list(self.declarations)
        if self.phase is Phase.DRAW:
            return [KEEP, REJECT]
        return ["bam:go", "bam:stop"]

    @property
    def led(self) -> str | None:
        """The suit of the trick in progress, once its first card is down."""
        return CARD_SUIT[self.trick[0][1]] if self.trick else None

    def playable(self, seat: int) -> list[str]:
        """The cards `seat` may play now, in the order the hand is shown."""
        return follow_suit(self.hands[seat], self.led)

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat in self.to_act() and self.phase is Phase.PLAY and action.startswith("p:"):
            card = action[2:]
            if card not in self.hands[seat]:
                return IllegalAction("not_in_hand", f"{card} is not in your hand")
            return IllegalAction("must_follow", f"you must follow suit: {self.led}")
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        kind, _, arg = action.partition(":")
        if kind == "p":
            return self._play(seat, arg)
        if kind == "t":
            return self._declare(arg)
        if kind == "d":
            return self._draw(seat, action == KEEP)
        return self._decide_bam(seat, arg == "go")

    def _declare(self, declaration: str) -> list[Event]:
        self.declaration = declaration
        if declaration in SUIT_DECLARATIONS:
            self.trump = declaration
        elif declaration == MIDDLE and self.middle is not None:
            self.revealed = self.middle
            self.trump = suit(self.middle)
        else:
            self.mode = declaration
        self.hands = [sort_hand(hand + rest) for hand, rest in zip(self.hands, self.pending, strict=True)]
        self.pending = [[] for _ in range(self.players)]
        self.phase = Phase.DRAW if self.variant.draw_to else Phase.PLAY
        return [Event("declared", {"hakem": self.hakem, "declaration": declaration, "trump": self.trump,
                                   "revealed": self.revealed})]

    def _draw(self, seat: int, keep: bool) -> list[Event]:
        """H-15.2: the drawer has seen the top card. He keeps it and throws the next away unseen, or throws it
        away and must keep the next. The hakem draws first, and the hakem leads once both hands are full."""
        top, below = self.stock.pop(), self.stock.pop()
        taken, thrown = (top, below) if keep else (below, top)
        if not keep:
            self.rejected[seat].append(top)
        self.hands[seat] = sort_hand([*self.hands[seat], taken])
        self.discards.append(thrown)
        events = [Event("drew", {"seat": seat, "kept": keep, "stock": len(self.stock)})]
        other = self.next(seat)
        if len(self.hands[other]) < self.variant.draw_to:
            self.turn = other
            return events
        self.phase = Phase.PLAY
        self.turn = self.hakem
        return [*events, Event("draw_over", {"leader": self.hakem})]

    def _play(self, seat: int, card: str) -> list[Event]:
        if not self.trick:
            self.last_trick = None  # the finished trick stays on the table until the next lead
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events = [Event("played", {"seat": seat, "card": card})]
        if len(self.trick) < self.players:
            self.turn = self.next(seat)
            return events
        winner = trick_winner(self.trick, self.trump, self.mode)
        side = self.side_of(winner)
        self.tricks[side] += 1
        self.last_trick = Trick(tuple(self.trick), winner)
        self.played.append(self.last_trick)
        self.trick = []
        self.turn = winner
        events.append(Event("trick", {"winner": winner, "side": side, "tricks": list(self.tricks)}))
        return events + self._after_trick(side)

    def _after_trick(self, side: int) -> list[Event]:
        if self.going_for_bam is not None:
            if side != self.going_for_bam:  # H-8.4: the attempt failed at this trick
                kot = self.options["failed_bam"] == "keep_kot"
                return self._end_hand(self.going_for_bam, self._kot_points(self.going_for_bam) if kot else 1)
            if any(self.hands):
                return []
            return self._end_hand(side, 0, bam=True)
        target = self.rule.target
        if target is None:
            return [] if self.hands[0] else self._end_hand(self._most_tricks(), 1)
        if self.tricks[side] < target:
            unreachable = self.may_be_void and max(self.tricks) + len(self.hands[0]) < target
            return self._end_hand(None, 0) if unreachable else []
        shut_out = sum(self.tricks) == self.tricks[side]
        if shut_out and self.rule.kot and self.mode == "suit":
            self.phase = Phase.BAM  # the winner of the 7th trick decides for his side (H-8.3)
            return [Event("bam_offer", {"seat": self.turn, "side": side})]
        return self._end_hand(side, self._kot_points(side) if shut_out else 1)

    def _most_tricks(self) -> int | None:
        """H-15.5a: the side with the most tricks, or None when two or more share the most."""
        best = max(self.tricks)
        return self.tricks.index(best) if self.tricks.count(best) == 1 else None

    def _kot_points(self, side: int) -> int:
        """H-9.1, H-15.6: a shut-out scores 2 for the hakem's side, 3 for another; none in Sars/Nars (H-7.4) or
        under a house rule (H-15.5a)."""
        if self.mode != "suit" or not self.rule.kot:
            return 1
        return 2 if side == self.side_of(self.hakem) else 3

    def _decide_bam(self, seat: int, go: bool) -> list[Event]:
        side = self.side_of(seat)
        if not go:
            return self._end_hand(side, self._kot_points(side))
        self.going_for_bam = side
        self.phase = Phase.PLAY
        return [Event("bam_attempt", {"seat": seat, "side": side})]

    def _end_hand(self, side: int | None, points: int, bam: bool = False) -> list[Event]:
        """Score the hand for `side` (None: a void hand, which scores nothing) and deal the next one."""
        before = list(self.points)
        set_won = side is not None and self._score(side, points, bam)
        per_set = self.options["hand_points_per_set"]
        set_points = [per_set if s == side else p for s, p in enumerate(before)] if set_won else self.points
        self.last_hand = HandResult(
            hand_no=self.hand_no, hakem=self.hakem, declaration=self.declaration, trump=self.trump,
            winner=side, points=points, tricks=tuple(self.tricks), bam=bam, set_won=set_won,
            played=tuple(self.played), set_points=tuple(set_points))
        events = [Event("hand_over", self.last_hand.as_view())]
        if self.winner is not None:
            self.phase = Phase.OVER
            over = {"winner": self.winner, "sets": list(self.sets), "bam": bam}
            return [*events, Event("match_over", over)]
        self.hakem = self.next_hakem(side)
        self.hand_no += 1
        self._deal()
        return [*events, Event("new_hand", {"hand_no": self.hand_no, "hakem": self.hakem})]

    def _score(self, side: int, points: int, bam: bool) -> bool:
        """Add the hand to the side's tallies; True when it wins a set."""
        self.hands_won[side] += 1
        if points > 1:
            self.kots[side] += 1
        if bam:
            self.bam_won = True
            self.winner = side  # H-9.2: Bam takes the whole match, whatever the sets
            return False
        self.points[side] += points
        if self.points[side] < self.options["hand_points_per_set"]:
            return False
        self.sets[side] += 1  # H-11.3: overflow is discarded
        self.points = [0] * len(self.sides)
        if self.sets[side] >= self.options["sets_to_win"]:
            self.winner = side
        return True

    def _leave(self, seat: int) -> list[Event]:
        """Rule 11: leaving before the match is over loses it for the leaver's side. With more than two sides
        the match goes to the one ahead in sets and then points, the nearest to the leaver's right among
        equals (DEFAULT)."""
        side = self.side_of(seat)
        rest = [self.side_of((seat + i) % self.players) for i in range(1, self.players)]
        self.forfeit = seat
        self.winner = max((s for s in rest if s != side), key=lambda s: (self.sets[s], self.points[s]))
        self.phase = Phase.OVER
        return [Event("match_over", {"winner": self.winner, "sets": list(self.sets), "forfeit": seat})]

    # -- where the cards are ----------------------------------------------------------------------------

    def card_places(self) -> dict[str, list[str]]:
        """Hands (the partner's revealed middle card apart), the packets not yet picked up, the stock (its top
        card apart: the drawer sees it), the cards each seat threw away after seeing them, the rest thrown away
        unseen, the trick on the table and the tricks taken this hand."""
        shown = self.revealed if self.revealed is not None and self.revealed in self.hands[self.partner] else None
        places = {f"hand:{s}": [c for c in hand if c != shown] for s, hand in enumerate(self.hands)}
        places["revealed"] = [shown] if shown else []
        places |= {f"pending:{s}": list(cards) for s, cards in enumerate(self.pending)}
        places |= {f"rejected:{s}": list(cards) for s, cards in enumerate(self.rejected)}
        seen = {c for cards in self.rejected for c in cards}
        places["discards"] = [c for c in self.discards if c not in seen]
        places["stock"], places["stock_top"] = self.stock[:-1], self.stock[-1:]
        places["trick"] = [c for _, c in self.trick]
        places["taken"] = [c for trick in self.played for _, c in trick.cards]
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        others = [s for s in range(self.players) if s != seat]
        hidden = {"discards", "stock", *(f"pending:{s}" for s in range(self.players)),
                  *(f"hand:{s}" for s in others), *(f"rejected:{s}" for s in others)}
        if not (self.phase is Phase.DRAW and seat == self.turn):
            hidden.add("stock_top")
        return frozenset(hidden)

    # -- views ----------------------------------------------------------------------------------------

    def public_view(self) -> View:
        shown_trick = self.last_trick if self.options["show_last_trick"] else None
        return {
            "game": self.name,
            "players": self.players,
            "sides": [list(s) for s in self.sides],
            "phase": str(self.phase),
            "hand_no": self.hand_no,
            "hakem": self.hakem,
            "dealer": self.dealer,
            "declaration": self.declaration,
            "trump": self.trump,
            "revealed": self.revealed,
            "turn": None if self.is_over() else self.turn,
            "trick": [list(t) for t in self.trick],
            "last_trick": shown_trick.as_view() if shown_trick else None,
            "tricks": list(self.tricks),
            "points": self._shown_points(),
            "sets": list(self.sets),
            "sets_to_win": self.options["sets_to_win"],
            "points_per_set": self.options["hand_points_per_set"],
            "target": self.rule.target,
            "house_rules": self.house_rules,
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "going_for_bam": self.going_for_bam,
            "ace_deal": {"dealer": self.ace_deal_selector, "cards": [list(c) for c in self.ace_deal_cards],
                         "method": self.options["first_hakem_method"],
                         "rounds": [[list(c) for c in drawn] for drawn in self.first_draw]},
            "last_hand": self.last_hand.as_view() if self.last_hand else None,
            "winner": self.winner,
            "forfeit": self.forfeit,
        }

    def _shown_points(self) -> list[int]:
        """The current set's hand-points; once a hand has won the match, the set it ended as it stood then (a won
        set's points are cleared for the next, and a finished match has none)."""
        last = self.last_hand
        if self.is_over() and self.forfeit is None and last is not None:
            return list(last.set_points)
        return list(self.points)

    def view(self, seat: int) -> View:
        drawing = self.phase is Phase.DRAW and seat == self.turn
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(self.hands[seat]),
            "legal": self.legal_actions(seat),
            "seen": self.stock[-1] if drawing else None,
            "rejected": list(self.rejected[seat]),
        }

    def result(self) -> Result:
        winners = frozenset(self.sides[self.winner]) if self.winner is not None else frozenset()
        stats = {
            seat: {
                "matches_won": int(seat in winners),
                "hands_won": self.hands_won[self.side_of(seat)],
                "kots": self.kots[self.side_of(seat)],
                "bams": int(self.bam_won and seat in winners),
            }
            for seat in range(self.players)
        }
        return Result(winners, stats, {"sets": list(self.sets), "bam": self.bam_won, "forfeit": self.forfeit})
