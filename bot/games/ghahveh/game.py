"""Ghahveh (قهوه), as `shared/rules/ghahveh.md` with `RULINGS.md`: four players in two teams of partners, spades
always trump, two jokers above every spade, and a contract of tricks bid by every player each hand.

Rule ids (G-x.y) refer to that file. Seats are numbered in playing order; play passes to the right, so the seat
after `s` is `s + 1`, and the teams are {0, 2} and {1, 3} (G-2.1).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ..auction import Auction, Ladder, bid_action, bid_value
from ..cards import BLACK_JOKER, COLOUR_JOKER, derive_seed, shuffle
from ..protocol import Event, Game, IllegalAction, Option, Result, View
from ..tricks import Trick
from .rules import DECK, JokerRules, contract_score, led_suit, playable, sort_hand, trick_winner

PLAYERS = 4
TRICKS = 13
TEAMS = ((0, 2), (1, 3))
PLAY = "p:"


class Phase(StrEnum):
    BID = "bid"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class HandResult:
    """How one hand ended; kept for the table to show and for replaying the hand afterwards."""

    hand_no: int
    dealer: int
    bids: tuple[int, ...]
    contracts: tuple[int, ...]
    tricks: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    played: tuple[Trick, ...]

    def as_view(self) -> View:
        return {
            "hand_no": self.hand_no, "dealer": self.dealer, "bids": list(self.bids),
            "contracts": list(self.contracts), "tricks": list(self.tricks), "scores": list(self.scores),
            "made": [w >= b for w, b in zip(self.tricks, self.contracts, strict=True)],
            "totals": list(self.totals), "played": [t.as_view() for t in self.played],
        }


def team_of(seat: int) -> int:
    return seat % 2


def next_dealer(dealer: int, totals: Sequence[int]) -> int:
    """G-5.3: the deal passes to the dealer's right once his team is strictly ahead; otherwise he deals again."""
    team = team_of(dealer)
    return (dealer + 1) % PLAYERS if totals[team] > totals[1 - team] else dealer


def match_winner(totals: Sequence[int], target: int, hands_played: int, hand_limit: int) -> int | None:
    """§10: the team at or above the target wins, the higher total if both are (G-10.2); with a hand limit, the
    higher total once that many hands are played. Equal totals play on."""
    reached = any(t >= target for t in totals) or (hand_limit > 0 and hands_played >= hand_limit)
    if not reached or totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


class Ghahveh(Game):
    name = "ghahveh"
    min_players = PLAYERS
    max_players = PLAYERS
    DEAL_EVENTS = frozenset({"new_hand"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "target": Option(501, (501, 1001), "the score that ends the match (G-10.1)"),
        "hand_limit": Option(
            0, (0, 1, 3, 5, 10), "a short match: after this many hands the higher total wins (0: no limit)"),
        "min_bid": Option(2, (2,), "the smallest bid (G-6.1)"),
        "max_bid": Option(13, (13,), "the largest bid; team totals are not checked (G-6.4)"),
        "black_joker_deadline": Option(
            10, (10, 9), "the trick in which a black joker still held must be played (G-8.3)"),
        "colour_joker_same_trick": Option(
            True, (True, False), "the coloured joker may follow the black one in the same trick (G-8.2)"),
        "joker_lead_asks_spades": Option(
            True, (True, False), "a led joker asks the others for spades; otherwise for nothing (G-8.4)"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.rules = JokerRules(black_deadline=self.options["black_joker_deadline"],
                                colour_same_trick=self.options["colour_joker_same_trick"],
                                joker_lead_asks_spades=self.options["joker_lead_asks_spades"])
        self.totals = [0, 0]
        self.contracts_made = [0, 0]
        self.hands_played = 0
        self.hand_no = 0
        self.winner: int | None = None  # the team that won the match
        self.forfeit: int | None = None
        self.last_hand: HandResult | None = None
        self.dealer = random.Random(derive_seed(seed, "dealer")).randrange(PLAYERS)  # G-5.1
        self._deal()

    # -- dealing ----------------------------------------------------------------------------------------

    def shuffled_deck(self, hand_no: int) -> list[str]:
        """The 52 cards of hand `hand_no`, shuffled from the match seed. Tests rig this."""
        return shuffle(DECK, derive_seed(self.seed, "hand", hand_no))

    def _deal(self) -> None:
        """G-5.2: 13 cards each, from the dealer's right round to the dealer (online, packets make no
        difference); the dealer's right bids first (G-6.2)."""
        deck = self.shuffled_deck(self.hand_no)
        first = self.next(self.dealer)
        order = tuple((first + i) % PLAYERS for i in range(PLAYERS))
        self.hands: list[list[str]] = [[] for _ in range(PLAYERS)]
        for i, seat in enumerate(order):
            self.hands[seat] = sort_hand(deck[TRICKS * i:TRICKS * (i + 1)])
        self.contract = Auction(order, Ladder(self.options["min_bid"], 1, self.options["max_bid"]), rising=False)
        self.phase = Phase.BID
        self.turn = first
        self.trick: list[tuple[int, str]] = []
        self.played: list[Trick] = []
        self.last_trick: Trick | None = None
        self.won = [0, 0]

    # -- seats ------------------------------------------------------------------------------------------

    def next(self, seat: int) -> int:
        return (seat + 1) % PLAYERS

    @property
    def trick_no(self) -> int:
        """The trick in play, 1 to 13."""
        return len(self.played) + 1

    @property
    def black_out(self) -> bool:
        """Whether the black joker went in an earlier trick of this hand."""
        return any(card == BLACK_JOKER for t in self.played for _, card in t.cards)

    def contracts(self) -> list[int]:
        """G-6.3: each team's contract, the sum of its players' bids so far."""
        return [self.contract.total(team) for team in TEAMS]

    def playable(self, seat: int) -> list[str]:
        return playable(self.hands[seat], [c for _, c in self.trick], self.trick_no, self.black_out, self.rules)

    # -- the protocol -----------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over() else frozenset((self.turn,))

    def legal_actions(self, seat: int) -> list[str]:
        if self.is_over() or seat != self.turn:
            return []
        if self.phase is Phase.BID:
            return self.contract.actions(seat)
        return [PLAY + card for card in self.playable(seat)]

    def is_legal(self, seat: int, action: str) -> bool:
        if self.is_over() or seat != self.turn:
            return False
        if self.phase is Phase.BID:
            return self.contract.refusal(seat, action) is None
        return action.startswith(PLAY) and action[len(PLAY):] in self.playable(seat)

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat not in self.to_act():
            return super().explain_illegal(seat, action)
        if self.phase is Phase.BID:
            low, high = self.contract.ladder.minimum, self.contract.ladder.maximum
            return IllegalAction("bid_range", f"bid a number of tricks from {low} to {high}")
        card = action.removeprefix(PLAY)
        if card == action or card not in self.hands[seat]:
            return IllegalAction("not_in_hand", f"{card!r} is not in your hand")
        if BLACK_JOKER in self.hands[seat] and self.trick_no >= self.rules.black_deadline:
            return IllegalAction("black_joker_due", f"the black joker must be played by trick "
                                                    f"{self.rules.black_deadline}")
        if card == COLOUR_JOKER:
            return IllegalAction("colour_joker_held", "the coloured joker waits for the black joker")
        return IllegalAction("must_follow", f"you must follow suit: {led_suit([c for _, c in self.trick], self.rules)}")

    def _apply(self, seat: int, action: str) -> list[Event]:
        if self.phase is Phase.BID:
            value = bid_value(action)
            assert value is not None
            return self._bid(seat, value)
        return self._play(seat, action[len(PLAY):])

    def _bid(self, seat: int, value: int) -> list[Event]:
        self.contract.apply(seat, bid_action(value))
        events = [Event("bid", {"seat": seat, "bid": value, "contracts": self.contracts()})]
        following = self.contract.turn
        if following is not None:
            self.turn = following
            return events
        self.phase = Phase.PLAY
        self.turn = self.next(self.dealer)  # G-7.1
        return [*events, Event("bidding_over", {"contracts": self.contracts(), "leader": self.turn})]

    def _play(self, seat: int, card: str) -> list[Event]:
        if not self.trick:
            self.last_trick = None  # the finished trick stays on the table until the next lead
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events = [Event("played", {"seat": seat, "card": card})]
        if len(self.trick) < PLAYERS:
            self.turn = self.next(seat)
            return events
        winner = trick_winner(self.trick)
        self.won[team_of(winner)] += 1
        self.last_trick = Trick(tuple(self.trick), winner)
        self.played.append(self.last_trick)
        self.trick = []
        self.turn = winner  # G-4.5
        events.append(Event("trick", {"winner": winner, "team": team_of(winner), "tricks": list(self.won)}))
        return events if self.hands[winner] else [*events, *self._end_hand()]

    def _end_hand(self) -> list[Event]:
        """§9 and §10: score both teams, then end the match or deal again (G-5.3)."""
        contracts = self.contracts()
        scores = [contract_score(b, w) for b, w in zip(contracts, self.won, strict=True)]
        for team in range(2):
            self.totals[team] += scores[team]
            self.contracts_made[team] += self.won[team] >= contracts[team]
        self.last_hand = HandResult(
            hand_no=self.hand_no, dealer=self.dealer, bids=tuple(self.contract.bids_of(s)[-1] for s in range(PLAYERS)),
            contracts=tuple(contracts), tricks=tuple(self.won), scores=tuple(scores), totals=tuple(self.totals),
            played=tuple(self.played))
        self.hands_played += 1
        events = [Event("hand_over", self.last_hand.as_view())]
        self.winner = match_winner(self.totals, self.options["target"], self.hands_played, self.options["hand_limit"])
        if self.winner is not None:
            self.phase = Phase.OVER
            return [*events, Event("match_over", {"winner": self.winner, "totals": list(self.totals),
                                                  "margin": abs(self.totals[0] - self.totals[1])})]
        self.dealer = next_dealer(self.dealer, self.totals)
        self.hand_no += 1
        self._deal()
        return [*events, Event("new_hand", {"hand_no": self.hand_no, "dealer": self.dealer})]

    def _leave(self, seat: int) -> list[Event]:
        """Leaving before the match is over loses it for the leaver's team (as in Hokm)."""
        self.forfeit = seat
        self.winner = 1 - team_of(seat)
        self.phase = Phase.OVER
        return [Event("match_over", {"winner": self.winner, "totals": list(self.totals), "forfeit": seat})]

    # -- views ------------------------------------------------------------------------------------------

    def public_view(self) -> View:
        return {
            "game": self.name,
            "players": PLAYERS,
            "teams": [list(t) for t in TEAMS],
            "phase": str(self.phase),
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "turn": None if self.is_over() else self.turn,
            "bids": [next(iter(self.contract.bids_of(s)), None) for s in range(PLAYERS)],
            "contracts": self.contracts(),
            "trick_no": min(self.trick_no, TRICKS),
            "trick": [list(p) for p in self.trick],
            "last_trick": self.last_trick.as_view() if self.last_trick else None,
            # everyone at the table saw every card played this hand: a player may remember them all
            "played": [t.as_view() for t in self.played],
            "black_out": self.black_out or any(c == BLACK_JOKER for _, c in self.trick),
            "tricks": list(self.won),
            "totals": list(self.totals),
            "target": self.options["target"],
            "hand_limit": self.options["hand_limit"],
            "joker_rules": {"black_deadline": self.rules.black_deadline,
                            "colour_same_trick": self.rules.colour_same_trick,
                            "lead_asks_spades": self.rules.joker_lead_asks_spades},
            "hand_sizes": [len(h) for h in self.hands],
            "last_hand": self.last_hand.as_view() if self.last_hand else None,
            "winner": self.winner,
            "forfeit": self.forfeit,
        }

    def view(self, seat: int) -> View:
        return {**self.public_view(), "seat": seat, "hand": list(self.hands[seat]),
                "legal": self.legal_actions(seat)}

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, list[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places["trick"] = [c for _, c in self.trick]
        for team in range(2):
            places[f"taken:{team}"] = [c for t in self.played if team_of(t.winner) == team for _, c in t.cards]
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        return frozenset(f"hand:{s}" for s in range(PLAYERS) if s != seat)

    def result(self) -> Result:
        winners = frozenset(TEAMS[self.winner]) if self.winner is not None else frozenset()
        stats = {
            seat: {
                "matches_won": int(seat in winners),
                "hands": self.hands_played,
                "contracts_made": self.contracts_made[team_of(seat)],
                "points": self.totals[team_of(seat)],
            }
            for seat in range(PLAYERS)
        }
        return Result(winners, stats, {"totals": list(self.totals), "forfeit": self.forfeit,
                                       "margin": abs(self.totals[0] - self.totals[1])})
