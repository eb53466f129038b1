"""Rummy (ریم, Rim), as `shared/rules/rummy.md`: two players draw and discard until one holds only melds.

Section numbers (§x) refer to that file. The dealer takes 11 cards and opens by discarding; after that each turn
is a draw (`s` from the stock, `t` the top discard) and a discard (`d:<card>`), or a discard that declares the
ten cards left fully melded (`x:<card>`). The engine finds melds itself (`melds.arrange`): it offers `x:` only
when the hand is complete, scores the loser's deadwood at its least, and shows each hand grouped. Deals go on,
the deal alternating, until a score reaches the target.

DEFAULTs beyond the file: on an empty stock the top discard may be taken only when it lets the player declare at
once (§4 "cannot usefully take"), and then he must; otherwise he passes (`pass`), and once both have passed in turn
the deal is void. After `max_deals` deals the higher score wins (equal scores: nobody). A player who leaves loses
the game. The public view keeps what the table saw: every discard of the deal, which of them each player took and
still holds, and both hands as shown at the last deal's end.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from functools import lru_cache, partial
from typing import Any, ClassVar

from .cards import derive_seed, rank, shuffle, sorted_cards, standard_deck
from .melds import Arrangement, arrange, meldable
from .piles import Piles
from .protocol import Event, Game, IllegalAction, Option, Result, View

HAND = 10
STOCK, TAKE, PASS, DISCARD, DECLARE = "s", "t", "pass", "d", "x"
STATS = ("games_won", "deals_won", "points", "chips")
FACE_VALUES = {"A": 14, "K": 13, "Q": 12, "J": 10}  # §5; the queen is a DEFAULT


@lru_cache(maxsize=1 << 14)
def best_split(cards: tuple[str, ...], jack: int, ace_high: bool) -> Arrangement:
    """`melds.arrange` under the §5 values, remembered: a turn asks about the same hands many times."""
    return arrange(cards, partial(card_value, jack=jack), ace_high)


@lru_cache(maxsize=1 << 14)
def completing_discards(cards: tuple[str, ...], jack: int, ace_high: bool) -> tuple[str, ...]:
    """The cards whose discard leaves the rest fully melded. A complete rest leaves at most the discard outside
    every possible meld, which rules most hands out before any search."""
    loose = set(cards) - meldable(cards, ace_high)
    if len(loose) > 1:
        return ()
    return tuple(c for c in cards if (c in loose or not loose)
                 and best_split(tuple(o for o in cards if o != c), jack, ace_high).complete)


class Phase(StrEnum):
    OPENING = "opening"  # the dealer's first discard, without a draw
    DRAW = "draw"
    DISCARD = "discard"
    OVER = "over"


def card_value(card: str, jack: int = 10) -> int:
    """§5 deadwood value: A=14, K=13, Q=12, J=10 (or 11), pip cards their number."""
    r = rank(card)
    return jack if r == "J" else FACE_VALUES.get(r) or int(r)


class Rummy(Game):
    name = "rummy"
    min_players = 2
    max_players = 2
    DEAL_EVENTS = frozenset({"deal_over"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "target": Option(200, (50, 100, 150, 200, 300, 500), "the score that wins the game (§6)"),
        "ace_high": Option(True, (True, False), "Q-K-A is a run as well as A-2-3 (§3)"),
        "rank_number_jack": Option(False, (False, True), "the jack counts 11 rather than the source's 10 (§5)"),
        "max_deals": Option(30, (5, 10, 20, 30, 50, 100), "deals after which the higher score wins"),
        "stake": Option(10, (0, 5, 10, 20, 50, 100), "chips the loser pays the winner (§6)"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.jack = 11 if self.options["rank_number_jack"] else 10
        self.scores = [0, 0]
        self.chips = [0, 0]
        self.tally = [dict.fromkeys(STATS, 0) for _ in range(players)]
        self.deal_no = 0
        self.dealer = self.first_dealer()
        self.last_deal: dict[str, Any] | None = None
        self.winner: int | None = None
        self.ending: str | None = None
        self._start_deal()

    # -- dealing (tests override these two) ---------------------------------------------------------------

    def first_dealer(self) -> int:
        return random.Random(derive_seed(self.seed, "dealer")).randrange(2)

    def deal(self) -> tuple[list[list[str]], list[str]]:
        """§2: one at a time, the opponent first, ten each and an eleventh to the dealer; the rest is the stock."""
        cards = shuffle(standard_deck(), derive_seed(self.seed, "deal", self.deal_no))
        hands: list[list[str]] = [[], []]
        for i, card in enumerate(cards[:2 * HAND + 1]):
            hands[self.dealer if i % 2 or i == 2 * HAND else 1 - self.dealer].append(card)
        return hands, cards[2 * HAND + 1:]

    def _start_deal(self) -> None:
        hands, rest = self.deal()
        self.hands = [sorted_cards(h) for h in hands]
        self.piles = Piles.from_rest(rest)
        self.known: list[list[str]] = [[], []]  # cards each took from the discard pile and still holds
        self.taken: str | None = None  # the card taken from the discard pile this turn
        self.must_declare = False
        self.passed = False  # a player has passed on the empty stock: the other's pass voids the deal
        self.turn = self.dealer
        self.phase = Phase.OPENING

    # -- the hand ---------------------------------------------------------------------------------------

    def arrangement(self, cards: Sequence[str]) -> Arrangement:
        return best_split(tuple(sorted_cards(cards)), self.jack, self.options["ace_high"])

    def declaring_discards(self, seat: int) -> list[str]:
        """The discards after which the other ten cards are all melded."""
        return [c for c in self.completing_discards(self.hands[seat]) if c != self.taken]

    def completing_discards(self, hand: Sequence[str]) -> tuple[str, ...]:
        return completing_discards(tuple(sorted_cards(hand)), self.jack, self.options["ace_high"])

    def may_take(self) -> bool:
        top = self.piles.top
        if top is None:
            return False
        if self.piles.stock:
            return True
        return any(c != top for c in self.completing_discards([*self.hands[self.turn], top]))

    # -- the protocol -----------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over() else frozenset({self.turn})

    def mid_turn(self, seat: int) -> bool:
        return seat == self.turn and self.phase is Phase.DISCARD

    def legal_actions(self, seat: int) -> list[str]:
        if self.is_over() or seat != self.turn:
            return []
        if self.phase is Phase.DRAW:
            draws = [STOCK] if self.piles.stock else []
            return draws + ([TAKE] if self.may_take() else []) + ([] if self.piles.stock else [PASS])
        declares = [f"{DECLARE}:{c}" for c in self.declaring_discards(seat)]
        if self.must_declare:
            return declares
        return [f"{DISCARD}:{c}" for c in self.hands[seat] if c != self.taken] + declares

    def is_legal(self, seat: int, action: str) -> bool:
        """Only a declaration needs the meld search; every other move is checked directly."""
        if self.is_over() or seat != self.turn:
            return False
        kind, _, card = action.partition(":")
        if self.phase is Phase.DRAW or kind == DISCARD:
            return action in self.legal_actions(seat)
        return (kind == DECLARE and card in self.hands[seat] and card != self.taken
                and self.arrangement([o for o in self.hands[seat] if o != card]).complete)

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        kind, _, card = action.partition(":")
        if seat == self.turn and not self.is_over():
            if kind in (DISCARD, DECLARE) and self.phase is Phase.DRAW:
                return IllegalAction("draw_first", "draw a card first")
            if action in (STOCK, TAKE, PASS) and self.phase is not Phase.DRAW:
                return IllegalAction("discard_now", "discard a card now")
            if action == TAKE:
                return IllegalAction("cannot_take", "the top discard cannot be taken now")
            if action == PASS:
                return IllegalAction("cannot_pass", "draw from the stock")
            if kind in (DISCARD, DECLARE) and card == self.taken and card in self.hands[seat]:
                return IllegalAction("just_taken", "a card taken from the discard pile stays this turn")
            if kind in (DISCARD, DECLARE) and card not in self.hands[seat]:
                return IllegalAction("not_in_hand", f"{card} is not in your hand")
            if kind == DECLARE:
                return IllegalAction("not_melded", "the other ten cards are not all in melds")
            if kind == DISCARD and self.must_declare:
                return IllegalAction("must_declare", "the stock is empty: declare with the card you took")
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        kind, _, card = action.partition(":")
        if action == STOCK:
            self.hands[seat] = sorted_cards([*self.hands[seat], self.piles.draw_stock()])
            self.phase = Phase.DISCARD
            return [Event("drew", {"seat": seat, "from": "stock"})]
        if action == TAKE:
            self.taken = self.piles.take_discard()
            self.known[seat].append(self.taken)
            self.hands[seat] = sorted_cards([*self.hands[seat], self.taken])
            self.must_declare = not self.piles.stock
            self.phase = Phase.DISCARD
            return [Event("drew", {"seat": seat, "from": "discard", "card": self.taken})]
        if action == PASS:
            events = [Event("passed", {"seat": seat})]
            if self.passed:
                return events + self._end_deal(None)
            self.passed, self.turn = True, 1 - seat
            return events
        self.hands[seat].remove(card)
        self.piles.throw(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        events = [Event("discarded", {"seat": seat, "card": card})]
        if kind == DECLARE:
            return events + self._end_deal(seat)
        self.taken = None
        self.turn = 1 - seat
        self.phase = Phase.DRAW
        return events

    # -- deals and the end ------------------------------------------------------------------------------

    def _end_deal(self, winner: int | None) -> list[Event]:
        """§5: the winner scores the loser's least deadwood; a void deal (winner None) scores nothing."""
        shown = [self.arrangement(h) for h in self.hands]
        points = 0 if winner is None else shown[1 - winner].points
        if winner is not None:
            self.scores[winner] += points
            self.tally[winner]["deals_won"] += 1
            self.tally[winner]["points"] += points
        self.last_deal = {
            "deal": self.deal_no, "winner": winner, "points": points, "void": winner is None,
            "hands": [{"melds": [list(m) for m in a.melds], "deadwood": list(a.deadwood), "points": a.points}
                      for a in shown],
        }
        events = [Event("deal_over", dict(self.last_deal))]
        leader = max((0, 1), key=lambda s: self.scores[s])
        if self.scores[leader] >= self.options["target"]:
            return events + self._end("target", leader)
        if self.deal_no + 1 >= self.options["max_deals"]:
            tied = self.scores[0] == self.scores[1]
            return events + self._end("max_deals", None if tied else leader)
        self.deal_no += 1
        self.dealer = 1 - self.dealer
        self._start_deal()
        return events

    def _end(self, ending: str, winner: int | None) -> list[Event]:
        self.phase = Phase.OVER
        self.ending = ending
        self.winner = winner
        if winner is not None:
            self.chips[winner] += self.options["stake"]
            self.chips[1 - winner] -= self.options["stake"]
        for seat in (0, 1):
            self.tally[seat]["games_won"] = int(seat == winner)
            self.tally[seat]["chips"] = self.chips[seat]
        return [Event("game_over", {"winner": winner, "ending": ending, "scores": list(self.scores)})]

    def _leave(self, seat: int) -> list[Event]:
        return [Event("left", {"seat": seat}), *self._end("left", 1 - seat)]

    def result(self) -> Result:
        winners = frozenset() if self.winner is None else frozenset({self.winner})
        summary = {"ending": self.ending, "scores": list(self.scores), "deals": self.deal_no + 1,
                   "chips": list(self.chips)}
        return Result(winners, {seat: dict(t) for seat, t in enumerate(self.tally)}, summary)

    # -- places and views -------------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        return {"hand:0": list(self.hands[0]), "hand:1": list(self.hands[1]), **self.piles.places()}

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        return frozenset({"stock", *(f"hand:{s}" for s in (0, 1) if s != seat)})

    def public_view(self) -> View:
        over = self.is_over()
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "phase": str(self.phase),
            "deal": self.deal_no,
            "dealer": self.dealer,
            "turn": None if over else self.turn,
            "scores": list(self.scores),
            "target": self.options["target"],
            "hand_sizes": [len(h) for h in self.hands],
            **self.piles.public(),
            "taken": self.taken,
            "known": [list(k) for k in self.known],
            "last_deal": self.last_deal,
            "winner": self.winner,
            "ending": self.ending,
            "chips": list(self.chips),
        }

    def view(self, seat: int) -> View:
        """The public view and the seat's own hand, grouped into its best melds and the deadwood left."""
        grouped = self.arrangement(self.hands[seat])
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(self.hands[seat]),
            "melds": [list(m) for m in grouped.melds],
            "deadwood": list(grouped.deadwood),
            "deadwood_points": grouped.points,
            "legal": self.legal_actions(seat),
        }
