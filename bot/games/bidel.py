"""Bi-Del (بی دل), Persian Hearts for 3 or 4 players, as `shared/rules/bidel.md`.

Every player for himself; no trump; hearts score 1 and the queen of spades 13, lowest total best. Before each
deal's play the players pass three cards at once along a cycle (§3), then the 2♣ leads (§4). Section numbers
(§n) refer to that file. Seats are numbered in playing order: play passes to the right, the next seat (§1,
DEFAULT: as Hokm).

Actions: `s:<card>` picks a card to pass or takes the pick back, `ok` confirms three picks, `p:<card>` plays.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from . import tricks
from .cards import ace_high_value, deal_order, derive_seed, shuffle, sort_hand, standard_deck, suit
from .protocol import Event, Game, IllegalAction, Option, Result, View
from .selection import CONFIRM, PICK, Selection
from .tricks import Trick

DECK = tuple(standard_deck())
CARD_SUIT = {card: suit(card) for card in DECK}
POWER = {card: ace_high_value(card) for card in DECK}  # §4: ace high, no trump
QUEEN, TWO_CLUBS, HEARTS = "QS", "2C", "H"
MOON = 26  # §5: all the penalty points of a deal
PASS_COUNT = 3  # §3 [S]
PLAY = "p:"

# §3: the pass direction as a seat offset, by deal number; "none" keeps the cards.
OFFSETS = {"right": 1, "left": -1, "opposite": 2, "none": 0}
CYCLES: dict[str, tuple[str, ...]] = {
    "4": ("right", "left", "opposite", "none"),
    "right-left-none": ("right", "left", "none"),
    "left-right-none": ("left", "right", "none"),
}


def penalty(card: str) -> int:
    """§5: the queen of spades 13, each heart 1."""
    return 13 if card == QUEEN else int(CARD_SUIT[card] == HEARTS)


def trick_winner(trick: Iterable[tuple[int, str]]) -> int:
    """§4: the highest card of the led suit wins; off-suit cards never do."""
    return tricks.trick_winner(trick, None, POWER, CARD_SUIT.__getitem__)


def legal_cards(hand: Sequence[str], trick: Sequence[str], first_trick: bool, hearts_broken: bool) -> list[str]:
    """§4.1, the legal-move function, line by line, for a hand and the cards of the trick so far."""
    if not trick:
        if first_trick:
            return [TWO_CLUBS]
        if not hearts_broken:
            # §4 DEFAULT (b): a hand of nothing but hearts may lead one before hearts are broken; (c) the queen
            # and spades may be led at any time.
            return [c for c in hand if CARD_SUIT[c] != HEARTS] or list(hand)
        return list(hand)
    led = CARD_SUIT[trick[0]]
    following = [c for c in hand if CARD_SUIT[c] == led]
    if following:
        return following
    if first_trick:
        # §4 DEFAULT: a void hand holding only penalty cards on the first trick may play any of them.
        return [c for c in hand if not penalty(c)] or list(hand)
    return list(hand)


class Phase(StrEnum):
    PASS = "pass"  # everyone picks three cards at once (§3)
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class DealResult:
    """How one deal scored; kept for the table to show."""

    deal_no: int
    taken: tuple[int, ...]  # the penalty points in each seat's tricks
    added: tuple[int, ...]  # what the deal adds to each score, after the moon rule
    moon: int | None  # the seat that took all 26

    def as_view(self) -> View:
        return {"deal_no": self.deal_no, "taken": list(self.taken), "added": list(self.added), "moon": self.moon}


class Bidel(Game):
    name = "bidel"
    min_players = 3
    max_players = 4
    DEAL_EVENTS = frozenset({"new_deal"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "limit": Option(300, (300, 100), "§6 DEFAULT: the game ends after the deal in which a score reaches this"),
        "three_player_removed": Option(
            "2D", ("2D", "2S"), "§2 DEFAULT: the 2 left out of the three-player deck (the source allows either)"),
        "three_player_cycle": Option(
            "right-left-none", ("right-left-none", "left-right-none"),
            "§3 DEFAULT: the three-player passing cycle (the source names left first but means right first)"),
        "queen_breaks_hearts": Option(
            False, (False, True), "§4 DEFAULT (a): whether discarding the queen of spades breaks hearts"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        removed = self.options["three_player_removed"]
        self.deck = tuple(c for c in DECK if players == 4 or c != removed)
        self.removed = () if players == 4 else (removed,)
        self.cycle = CYCLES["4" if players == 4 else self.options["three_player_cycle"]]
        self.scores = [0] * players
        self.moons = [0] * players
        self.deal_no = 0
        self.last_deal: DealResult | None = None
        self.winners: frozenset[int] | None = None
        self.forfeit: int | None = None
        # §2 DEFAULT: the first dealer comes from the seed and the deal moves to the right; it has no rule effect.
        self.first_dealer = random.Random(derive_seed(seed, "dealer")).randrange(players)
        self._deal()

    # -- dealing and passing ---------------------------------------------------------------------------

    @property
    def dealer(self) -> int:
        return (self.first_dealer + self.deal_no) % self.players

    @property
    def direction(self) -> str:
        """§3: this deal's pass direction, from the cycle by deal number."""
        return self.cycle[self.deal_no % len(self.cycle)]

    def receiver(self, seat: int) -> int:
        return (seat + OFFSETS[self.direction]) % self.players

    def shuffled_deck(self, deal_no: int) -> list[str]:
        """The deck of deal `deal_no` (0-based), shuffled from the game seed. Tests rig this."""
        return shuffle(self.deck, derive_seed(self.seed, "deal", deal_no))

    def _deal(self) -> None:
        """§2 DEFAULT: one card at a time from the dealer's right; the packet pattern changes nothing."""
        deck = self.shuffled_deck(self.deal_no)
        order = deal_order(self.dealer, self.players)
        hands: list[list[str]] = [[] for _ in range(self.players)]
        for i, card in enumerate(deck):
            hands[order[i % self.players]].append(card)
        self.hands = [sort_hand(h) for h in hands]
        # §3: each seat picks its three cards (one action a card, undo allowed) and confirms.
        self.selections = [Selection.of(hand, PASS_COUNT) for hand in self.hands]
        self.confirmed: set[int] = set()
        self.received: list[list[str]] = [[] for _ in range(self.players)]
        self.trick: list[tuple[int, str]] = []
        self.played: list[Trick] = []
        self.last_trick: Trick | None = None
        self.taken: list[list[str]] = [[] for _ in range(self.players)]
        self.hearts_broken = False
        self.turn = self._holder(TWO_CLUBS)
        self.phase = Phase.PLAY if self.direction == "none" else Phase.PASS

    def _holder(self, card: str) -> int:
        return next(s for s, hand in enumerate(self.hands) if card in hand)

    def _exchange(self) -> list[Event]:
        """§3 DEFAULT: every pass happens at once, so nobody can pass on a card he received."""
        picked = [selection.picked for selection in self.selections]
        for seat in range(self.players):
            self.received[self.receiver(seat)] = sort_hand(picked[seat])
        self.hands = [sort_hand([*(c for c in hand if c not in picked[s]), *self.received[s]])
                      for s, hand in enumerate(self.hands)]
        self.turn = self._holder(TWO_CLUBS)
        self.phase = Phase.PLAY
        return [Event("passed", {"direction": self.direction, "leader": self.turn})]

    # -- the protocol ---------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        if self.phase is Phase.PASS:
            return frozenset(range(self.players)) - self.confirmed
        return frozenset() if self.phase is Phase.OVER else frozenset((self.turn,))

    def mid_turn(self, seat: int) -> bool:
        return self.phase is Phase.PASS and seat in self.to_act() and bool(self.selections[seat].picked)

    def legal_actions(self, seat: int) -> list[str]:
        if self.phase is Phase.PASS:
            return self.selections[seat].actions() if seat not in self.confirmed else []
        if self.phase is Phase.PLAY and seat == self.turn:
            return [PLAY + card for card in self.playable(seat)]
        return []

    @property
    def first_trick(self) -> bool:
        return not self.played

    def playable(self, seat: int) -> list[str]:
        return legal_cards(self.hands[seat], [c for _, c in self.trick], self.first_trick, self.hearts_broken)

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat not in self.to_act():
            return super().explain_illegal(seat, action)
        if self.phase is Phase.PASS:
            return self._explain_pass(seat, action)
        if not action.startswith(PLAY) or action[2:] not in self.hands[seat]:
            return IllegalAction("not_in_hand", f"{action!r} is not a card in your hand")
        if self.first_trick and not self.trick:
            return IllegalAction("lead_two_clubs", "the first lead of a deal is the 2 of clubs")
        if self.trick and any(CARD_SUIT[c] == CARD_SUIT[self.trick[0][1]] for c in self.hands[seat]):
            return IllegalAction("must_follow", "you must follow suit")
        if self.trick:
            return IllegalAction("no_points_first_trick", "no hearts or queen of spades on the first trick")
        return IllegalAction("hearts_not_broken", "hearts may not be led before one has been thrown")

    def _explain_pass(self, seat: int, action: str) -> IllegalAction:
        refusal = self.selections[seat].refusal(action)
        return IllegalAction(*refusal) if refusal else super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        if action.startswith(PICK) or action == CONFIRM:
            if not self.selections[seat].apply(action):
                return []
            self.confirmed.add(seat)
            events = [Event("pass_confirmed", {"seat": seat})]
            return events + self._exchange() if len(self.confirmed) == self.players else events
        return self._play(seat, action[2:])

    def _play(self, seat: int, card: str) -> list[Event]:
        if not self.trick:
            self.last_trick = None  # the finished trick stays on the table until the next lead
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if CARD_SUIT[card] == HEARTS or (card == QUEEN and self.options["queen_breaks_hearts"]):
            self.hearts_broken = True
        events = [Event("played", {"seat": seat, "card": card})]
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return events
        winner = trick_winner(self.trick)
        self.last_trick = Trick(tuple(self.trick), winner)
        self.played.append(self.last_trick)
        self.taken[winner] += [c for _, c in self.trick]
        self.trick = []
        self.turn = winner  # §4: the winner leads next
        events.append(Event("trick", {"winner": winner, "points": sum(penalty(c) for _, c in self.last_trick.cards)}))
        return events if self.hands[winner] else events + self._end_deal()

    def _end_deal(self) -> list[Event]:
        """§5: count the penalty cards, apply the moon rule, and §6: end the game or deal again."""
        taken = tuple(sum(penalty(c) for c in cards) for cards in self.taken)
        moon = next((s for s, points in enumerate(taken) if points == MOON), None)
        added = taken if moon is None else tuple(0 if s == moon else MOON for s in range(self.players))
        self.scores = [a + b for a, b in zip(self.scores, added, strict=True)]
        if moon is not None:
            self.moons[moon] += 1
        self.last_deal = DealResult(self.deal_no, taken, added, moon)
        events = [Event("deal_over", self.last_deal.as_view())]
        if max(self.scores) >= self.options["limit"]:
            return events + self._finish(range(self.players))
        self.deal_no += 1
        self._deal()
        return [*events, Event("new_deal", {"deal_no": self.deal_no, "direction": self.direction})]

    def _finish(self, contenders: Iterable[int]) -> list[Event]:
        """§6 DEFAULT: the lowest score among `contenders` wins, ties sharing first place."""
        seats = list(contenders)
        best = min(self.scores[s] for s in seats)
        self.winners = frozenset(s for s in seats if self.scores[s] == best)
        self.phase = Phase.OVER
        return [Event("match_over", {"winners": sorted(self.winners), "scores": list(self.scores),
                                     "forfeit": self.forfeit})]

    def _leave(self, seat: int) -> list[Event]:
        """DEFAULT (not in source): a player who leaves loses, and the game ends with the lowest score among the
        others winning."""
        self.forfeit = seat
        return self._finish(s for s in range(self.players) if s != seat)

    # -- where the cards are ----------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        """A hand is split into the cards only its holder knows (`hand:s`) and those passed to him, which their
        giver knows too (`received:s`)."""
        places: dict[str, Sequence[str]] = {}
        for s, hand in enumerate(self.hands):
            places[f"hand:{s}"] = [c for c in hand if c not in self.received[s]]
            places[f"received:{s}"] = [c for c in hand if c in self.received[s]]
            places[f"taken:{s}"] = list(self.taken[s])
        places["trick"] = [c for _, c in self.trick]
        places["removed"] = list(self.removed)  # §2: named by the rules, so nobody's secret
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        """Every trick is played face up (and the view keeps them, for memory); a hand is hidden from the others,
        except the cards passed into it from their giver."""
        others = [s for s in range(self.players) if s != seat]
        gave_to = None if seat is None or self.phase is Phase.PASS else self.receiver(seat)
        return frozenset([*(f"hand:{s}" for s in others), *(f"received:{s}" for s in others if s != gave_to)])

    # -- views ----------------------------------------------------------------------------------------

    def public_view(self) -> View:
        return {
            "game": self.name,
            "players": self.players,
            "phase": str(self.phase),
            "deal_no": self.deal_no,
            "dealer": self.dealer,
            "direction": self.direction,
            "passed": sorted(self.confirmed),  # who has passed, never what
            "turn": self.turn if self.phase is Phase.PLAY else None,
            "trick": [list(t) for t in self.trick],
            "last_trick": self.last_trick.as_view() if self.last_trick else None,
            "played": [t.as_view() for t in self.played],
            "hearts_broken": self.hearts_broken,
            "points": [sum(penalty(c) for c in cards) for cards in self.taken],
            "scores": list(self.scores),
            "limit": self.options["limit"],
            "removed": list(self.removed),
            "hand_sizes": [len(h) for h in self.hands],
            "last_deal": self.last_deal.as_view() if self.last_deal else None,
            "winners": sorted(self.winners) if self.winners is not None else None,
            "forfeit": self.forfeit,
        }

    def view(self, seat: int) -> View:
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(self.hands[seat]),
            "picked": list(self.selections[seat].picked) if self.phase is Phase.PASS else [],
            "receiver": self.receiver(seat) if self.direction != "none" else None,
            "received": list(self.received[seat]),
            "gave": list(self.selections[seat].picked) if self.phase is not Phase.PASS else [],
            "legal": self.legal_actions(seat),
        }

    def losers(self) -> frozenset[int]:
        """§6: the highest score loses; a leaver loses alone."""
        if self.forfeit is not None:
            return frozenset((self.forfeit,))
        top = max(self.scores)
        return frozenset(s for s in range(self.players) if self.scores[s] == top) - (self.winners or frozenset())

    def result(self) -> Result:
        winners = self.winners or frozenset()
        stats = {seat: {"games_won": int(seat in winners), "moons": self.moons[seat],
                        "lost": int(seat in self.losers())}
                 for seat in range(self.players)}
        return Result(winners, stats, {"scores": list(self.scores), "forfeit": self.forfeit,
                                       "deals": self.deal_no + 1})
