"""Shelem (شلم), as `shared/rules/shelem.md` with `RULINGS.md`: four players in two teams of partners bid for
the right to take the kitty and name trump, then play twelve tricks for the points in them; or two players, each
with a hand and three piles on the table that stand in for a partner (§15).

Rule ids (S-x.y) refer to that file. Seats are numbered in playing order and play passes to the right, so the
seat after `s` is `s + 1`; partners sit opposite, so the teams are {0, 2} and {1, 3} (team = seat % 2).

A hand goes: the deal (S-5), the auction (`auction.Auction`, S-6), the hakem's kitty exchange (a
`selection.Selection` of 4 of his 16 cards, S-7), and twelve tricks whose first card names trump (S-8, S-9).
Then the points are counted (S-10) and scored (S-11), and the next dealer deals, until a team reaches the
target (S-12).

Two players (S-15): each is a team of one (team = seat). A trick is four cards: the leader's hand card, the
other's hand card, then, once every pile whose top is face down has turned it up (S-15.6), the leader's table
card and the other's, each a face-up top of one of his piles, of the led suit if one is (S-15.5).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from . import tricks
from .auction import Auction, Ladder
from .cards import ace_high_value, deal_order, derive_seed, shuffle, sort_hand, standard_deck, suit
from .protocol import Event, Game, IllegalAction, Option, Result, View
from .selection import Selection
from .tricks import Trick

DECK = tuple(standard_deck())
CARD_SUIT = {card: suit(card) for card in DECK}
POWER = {card: ace_high_value(card) for card in DECK}
PLAY = {card: "p:" + card for card in DECK}
CARD_POINTS = {"5": 5, "10": 10, "A": 10}  # S-10.1
TRICK_POINTS = 5  # each group of four cards won, the kitty included (S-10.2)
YASA_SCORE = -165  # S-11 row 2, whether or not the kitty counts as a trick (S-11.3)
HAND_SIZE = 12
KITTY_SIZE = 4
TRICKS_PER_HAND = 12
TEAMS = {4: ((0, 2), (1, 3)), 2: ((0,), (1,))}
PILES = 3  # each of the two players' face-down piles of 4 (S-15.2)


class Phase(StrEnum):
    BID = "bid"
    EXCHANGE = "exchange"  # the hakem holds 16 cards and picks the 4 to bury (S-7)
    PLAY = "play"
    OVER = "over"


class Row(StrEnum):
    """Which line of the scoring table of S-11 applied (or that the hand was thrown in, S-6.9)."""

    SHELEM = "shelem"
    YASA = "yasa"
    MADE = "made"
    FAILED = "failed"
    THROWN_IN = "thrown_in"


def team_of(seat: int) -> int:
    return seat % 2


def points_of(cards: Iterable[str], groups: int) -> int:
    """S-10: 5 per group of four cards won, and each 5, 10 and ace."""
    return TRICK_POINTS * groups + tricks.card_points(cards, CARD_POINTS)


def score_hand(bid: int, taken: int, other: int, all_tricks: bool, yasa: bool = True,
               shelem_score: int = 330) -> tuple[Row, int, int]:
    """S-11: the row that applies and what the hakem's team and the opponents score, from the bid and the
    points each team took. The first row that matches applies."""
    if all_tricks:
        return Row.SHELEM, shelem_score, 0
    if yasa and taken < other:
        return Row.YASA, YASA_SCORE, other
    if taken >= bid:
        return Row.MADE, taken, other
    return Row.FAILED, -bid, other


@dataclass(frozen=True)
class HandScore:
    """One line of the score sheet (S-13.1)."""

    hand_no: int
    dealer: int
    hakem: int | None
    bid: int | None
    row: Row
    points: tuple[int, int]  # taken by each team this hand
    gained: tuple[int, int]  # scored by each team this hand
    totals: tuple[int, int]  # the running totals after it
    tricks: tuple[int, int]
    buried: tuple[str, ...]  # shown to all once the hand is scored (S-7.3)

    def as_view(self) -> View:
        return {
            "hand_no": self.hand_no, "dealer": self.dealer, "hakem": self.hakem, "bid": self.bid,
            "row": str(self.row), "points": list(self.points), "gained": list(self.gained),
            "totals": list(self.totals), "tricks": list(self.tricks), "buried": list(self.buried),
        }


class Shelem(Game):
    name = "shelem"
    min_players = 2
    max_players = 4
    DEAL_EVENTS = frozenset({"new_hand"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "target": Option(1200, (1200, 660, 330), "the score that wins the game (S-12.1)"),
        "min_bid": Option(100, (100,), "the lowest bid (S-6.2)"),
        "bid_step": Option(5, (5,), "bids are multiples of this (S-6.3)"),
        "max_bid": Option(165, (165,), "the highest bid (RULINGS; S-6.10)"),
        "kitty_counts_as_trick": Option(
            True, (True, False), "the buried four are worth 5 as a group to the hakem's team (RULINGS; S-10.2)"),
        "yasa": Option(True, (True, False), "a hakem's team taking less than the opponents scores -165 (S-11)"),
        "shelem_score": Option(330, (330,), "what taking every trick scores (S-11)"),
        "opener_must_bid": Option(True, (True, False), "two players: the first bidder has no Pass (S-15.3)"),
        "max_hands": Option(60, (60, 0),
                            "a safety stop beyond the file (a game to 1200 takes 10 to 25 hands): after this many "
                            "hands played, thrown-in ones not counted, the higher total wins (S-12.3); 0: none"),
        "match_hands": Option(0, (0, 4, 8, 12, 16, 24),
                              "a short match: after this many hands, every hand dealt counted, the higher total "
                              "wins (S-12.3); 0: play to the target"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        if players == 3:
            raise ValueError("shelem is for 2 or 4 players, not 3")
        super().__init__(options, players, seed)
        self.teams = TEAMS[players]
        self.ladder = Ladder(self.options["min_bid"], self.options["bid_step"], self.options["max_bid"])
        self.scores = [0, 0]
        self.sheet: list[HandScore] = []
        self.winner: int | None = None  # the winning team
        self.forfeit: int | None = None
        self.hand_no = 0
        self.dealer = self.first_dealer()
        self._deal()

    # -- dealing (tests override these two) -------------------------------------------------------------

    def first_dealer(self) -> int:
        """S-4.1: by lot."""
        return random.Random(derive_seed(self.seed, "dealer")).randrange(self.players)

    def shuffled_deck(self, hand_no: int) -> list[str]:
        return shuffle(DECK, derive_seed(self.seed, "hand", hand_no))

    def _deal(self) -> None:
        """S-5.2 as corrected: 12 each to the dealer's right, the seat opposite and his left, 4 face down to the
        kitty, the last 12 to the dealer. Two players (S-15.2): 12 to the other, 12 to the dealer, then piles of
        4 to the other, the dealer, the other, the dealer, the other, the kitty, the dealer."""
        deck = self.shuffled_deck(self.hand_no)
        order = deal_order(self.dealer, self.players)
        self.hands: list[list[str]] = [[] for _ in range(self.players)]
        # a pile is face down from its first card to its last; `up` is its face-up top, if turned
        self.piles: list[list[list[str]]] = [[] for _ in range(self.players)]
        self.up: list[list[str | None]] = [[] for _ in range(self.players)]
        if self.players == 4:
            for i, seat in enumerate(order[:-1]):
                self.hands[seat] = sort_hand(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE])
            rest = deck[(self.players - 1) * HAND_SIZE:]
            self.kitty = rest[:KITTY_SIZE]
            self.hands[self.dealer] = sort_hand(rest[KITTY_SIZE:])
        else:
            other = order[0]
            self.hands[other] = sort_hand(deck[:HAND_SIZE])
            self.hands[self.dealer] = sort_hand(deck[HAND_SIZE:2 * HAND_SIZE])
            packets = [deck[2 * HAND_SIZE + i * KITTY_SIZE:2 * HAND_SIZE + (i + 1) * KITTY_SIZE] for i in range(7)]
            self.kitty = packets.pop(5)  # the sixth packet goes to the middle
            for owner, packet in zip((other, self.dealer, other, self.dealer, other, self.dealer), packets,
                                     strict=True):
                self.piles[owner].append(packet)
                self.up[owner].append(None)
        # S-6.1: the dealer's right bids first; S-15.3: with two, the other player, who must bid
        self.auction = Auction(tuple(order), self.ladder,
                               opener_must_bid=self.players == 2 and self.options["opener_must_bid"])
        self.phase = Phase.BID
        self.hakem: int | None = None
        self.bid: int | None = None
        self.selection: Selection | None = None
        self.buried: list[str] = []
        self.picked_up: list[str] = []  # the kitty as the hakem took it, for him to tell it in his hand
        self.trump: str | None = None
        self.turn: int = order[0]
        self.trick: list[tuple[int, str]] = []
        self.last_trick: Trick | None = None
        self.played: list[Trick] = []
        self.taken: list[list[str]] = [[], []]
        self.tricks = [0, 0]

    # -- the protocol -----------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.phase is Phase.OVER else frozenset((self.turn,))

    def mid_turn(self, seat: int) -> bool:
        return self.phase is Phase.EXCHANGE and seat == self.hakem and bool(self.selection and
                                                                              self.selection.picked)

    @property
    def led(self) -> str | None:
        return CARD_SUIT[self.trick[0][1]] if self.trick else None

    @property
    def from_table(self) -> bool:
        """Two players: whether the card to play now comes from the table (the 3rd and 4th of a trick)."""
        return self.players == 2 and len(self.trick) >= 2

    def table_cards(self, seat: int) -> list[str]:
        """The face-up tops of the seat's piles."""
        return [c for c in self.up[seat] if c is not None]

    def playable(self, seat: int) -> list[str]:
        """S-9.2: follow suit if able, else any card; S-15.5: the same among the face-up tops for a table card."""
        cards = self.table_cards(seat) if self.from_table else self.hands[seat]
        return tricks.follow_suit(cards, self.led, CARD_SUIT.__getitem__)

    def legal_actions(self, seat: int) -> list[str]:
        if self.phase is Phase.OVER or seat != self.turn:
            return []
        if self.phase is Phase.BID:
            return self.auction.actions(seat)
        if self.phase is Phase.EXCHANGE:
            assert self.selection is not None
            return self.selection.actions()
        return [PLAY[card] for card in self.playable(seat)]

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        refusal: tuple[str, str] | None = None
        if self.phase is Phase.BID:
            refusal = self.auction.refusal(seat, action)
        elif self.phase is Phase.EXCHANGE and seat == self.hakem and self.selection is not None:
            refusal = self.selection.refusal(action)
        elif self.phase is Phase.PLAY and seat == self.turn and action.startswith("p:"):
            card = action[2:]
            held = self.table_cards(seat) if self.from_table else self.hands[seat]
            refusal = (("not_in_hand", f"{card} is not a card you may play from") if card not in held
                       else ("must_follow", f"you must follow suit: {self.led}"))
        if refusal is not None:
            return IllegalAction(*refusal)
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        if self.phase is Phase.BID:
            return self._call(seat, action)
        if self.phase is Phase.EXCHANGE:
            return self._choose_burial(action)
        return self._play(seat, action[2:])

    # -- the auction and the kitty ----------------------------------------------------------------------

    def _call(self, seat: int, action: str) -> list[Event]:
        auction = self.auction
        auction.apply(seat, action)
        events = [Event("bid", {"seat": seat, "bid": auction.calls[-1][1]})]
        if auction.turn is not None:
            self.turn = auction.turn
            return events
        if auction.holder is None or auction.high is None:
            return events + self._end_hand(None)  # S-6.9: all four passed
        self.hakem, self.bid = auction.holder, auction.high
        hand = sort_hand(self.hands[self.hakem] + self.kitty)  # S-7.1: he picks up the kitty
        self.hands[self.hakem] = hand
        self.picked_up, self.kitty = sort_hand(self.kitty), []
        self.selection = Selection.of(hand, KITTY_SIZE)
        self.phase = Phase.EXCHANGE
        self.turn = self.hakem
        return [*events, Event("auction_over", {"hakem": self.hakem, "bid": self.bid})]

    def _choose_burial(self, action: str) -> list[Event]:
        selection = self.selection
        assert selection is not None and self.hakem is not None
        if not selection.apply(action):
            return []
        self.buried = sort_hand(selection.picked)
        self.hands[self.hakem] = [c for c in self.hands[self.hakem] if c not in self.buried]
        self.selection = None
        self.phase = Phase.PLAY
        return [Event("buried", {"hakem": self.hakem})]  # S-8.1: the hakem leads

    # -- play ---------------------------------------------------------------------------------------------

    def _play(self, seat: int, card: str) -> list[Event]:
        events = []
        if not self.trick:
            self.last_trick = None  # the finished trick stays on the table until the next lead
            if self.trump is None:
                self.trump = CARD_SUIT[card]  # S-8.1: the first card names trump
                events.append(Event("trump", {"seat": seat, "trump": self.trump}))
        if self.from_table:
            self.up[seat][self.up[seat].index(card)] = None
        else:
            self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events.append(Event("played", {"seat": seat, "card": card}))
        if self.players == 2 and len(self.trick) == 2:
            self._turn_up()
        if len(self.trick) < 4:  # four players, or two playing a hand card and a table card each
            self.turn = (seat + 1) % self.players
            return events
        winner = tricks.trick_winner(self.trick, self.trump, POWER, CARD_SUIT.__getitem__)
        team = team_of(winner)
        self.tricks[team] += 1
        self.taken[team] += [c for _, c in self.trick]
        self.last_trick = Trick(tuple(self.trick), winner)
        self.played.append(self.last_trick)
        self.trick = []
        self.turn = winner
        events.append(Event("trick", {"winner": winner, "team": team, "tricks": list(self.tricks)}))
        if sum(self.tricks) < TRICKS_PER_HAND:  # S-9.3: every trick is played
            return events
        return events + self._end_hand(self.hakem)

    def _turn_up(self) -> None:
        """S-15.6: every pile whose top is face down turns it up."""
        for seat in range(self.players):
            for i, pile in enumerate(self.piles[seat]):
                if self.up[seat][i] is None and pile:
                    self.up[seat][i] = pile.pop()

    def team_points(self) -> tuple[int, int]:
        """S-10.2: each team's tricks and their point cards, and the buried four for the hakem's team."""
        assert self.hakem is not None
        kitty_group = int(self.options["kitty_counts_as_trick"])
        out = []
        for team in range(2):
            if team == team_of(self.hakem):
                out.append(points_of(self.taken[team] + self.buried, self.tricks[team] + kitty_group))
            else:
                out.append(points_of(self.taken[team], self.tricks[team]))
        return out[0], out[1]

    # -- the end of a hand and of the game --------------------------------------------------------------

    def _end_hand(self, hakem: int | None) -> list[Event]:
        """Score the hand (nothing for a thrown-in one), then end the game or deal the next hand."""
        points, gained = (0, 0), [0, 0]
        row = Row.THROWN_IN
        if hakem is not None and self.bid is not None:
            points = self.team_points()
            ours = team_of(hakem)
            row, mine, theirs = score_hand(self.bid, points[ours], points[1 - ours], self.tricks[ours] ==
                                           TRICKS_PER_HAND, self.options["yasa"], self.options["shelem_score"])
            gained[ours], gained[1 - ours] = mine, theirs
        self.scores = [s + g for s, g in zip(self.scores, gained, strict=True)]
        line = HandScore(self.hand_no, self.dealer, hakem, self.bid, row, points, (gained[0], gained[1]),
                         (self.scores[0], self.scores[1]), (self.tricks[0], self.tricks[1]), tuple(self.buried))
        self.sheet.append(line)
        events = [Event("hand_over", line.as_view())]
        self.winner = self._game_winner()
        if self.winner is not None:
            self.phase = Phase.OVER
            return [*events, Event("match_over", {"winner": self.winner, "scores": list(self.scores)})]
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % self.players  # S-4.2: whatever happened
        self._deal()
        return [*events, Event("new_hand", {"hand_no": self.hand_no, "dealer": self.dealer})]

    def _game_winner(self) -> int | None:
        """S-12.2/S-12.3: a team at the target wins; both there, the higher total; equal, play on. The same
        after the last hand of a game with a hand limit."""
        reached = [t for t in range(2) if self.scores[t] >= self.options["target"]]
        if self.hands_run_out():
            reached = [0, 1]
        if not reached or self.scores[0] == self.scores[1]:
            return None
        return max(reached, key=lambda t: self.scores[t])

    def hands_run_out(self) -> bool:
        """The safety stop counts the hands played out (a thrown-in hand is dealt again); a short match counts
        every hand dealt."""
        played = sum(line.row is not Row.THROWN_IN for line in self.sheet)
        stop, short = self.options["max_hands"], self.options["match_hands"]
        return bool(stop and played >= stop) or bool(short and len(self.sheet) >= short)

    def _leave(self, seat: int) -> list[Event]:
        """Leaving before the end loses the game for the leaver's team (as in Hokm)."""
        self.forfeit = seat
        self.winner = 1 - team_of(seat)
        self.phase = Phase.OVER
        return [Event("match_over", {"winner": self.winner, "scores": list(self.scores), "forfeit": seat})]

    def result(self) -> Result:
        winners = frozenset(self.teams[self.winner]) if self.winner is not None else frozenset()
        stats = {}
        for seat in range(self.players):
            as_hakem = [line for line in self.sheet if line.hakem == seat]
            stats[seat] = {
                "matches_won": int(seat in winners),
                "contracts": len(as_hakem),
                "contracts_made": sum(line.row in (Row.MADE, Row.SHELEM) for line in as_hakem),
                "shelems": sum(line.row is Row.SHELEM for line in as_hakem),
                "points": self.scores[team_of(seat)],
            }
        return Result(winners, stats, {"scores": list(self.scores), "hands": len(self.sheet),
                                       "forfeit": self.forfeit})

    # -- views and card places ----------------------------------------------------------------------------

    def public_view(self) -> View:
        over = self.is_over()
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "teams": [list(t) for t in self.teams],
            "phase": str(self.phase),
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "turn": None if over else self.turn,
            "auction": self.auction.as_view(),
            "hakem": self.hakem,
            "bid": self.bid,
            "trump": self.trump,
            "trick": [list(t) for t in self.trick],
            "last_trick": self.last_trick.as_view() if self.last_trick else None,
            "history": [t.as_view() for t in self.played],  # every card of the hand was seen as it was played
            "tricks": list(self.tricks),
            "hand_sizes": [len(h) for h in self.hands],
            "piles": [[{"up": up, "down": len(pile)} for up, pile in zip(self.up[s], self.piles[s], strict=True)]
                      for s in range(self.players)],
            "kitty": len(self.kitty),
            "buried": len(self.buried),
            "scores": list(self.scores),
            "target": self.options["target"],
            "sheet": [line.as_view() for line in self.sheet],
            "winner": self.winner,
            "forfeit": self.forfeit,
        }

    def view(self, seat: int) -> View:
        hakem = seat == self.hakem
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(self.hands[seat]),
            "legal": self.legal_actions(seat),
            "selected": list(self.selection.picked) if hakem and self.selection else [],
            "picked_up": list(self.picked_up) if hakem and self.selection else [],
            "my_buried": list(self.buried) if hakem else [],
        }

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, Sequence[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places["kitty"] = list(self.kitty)
        places["buried"] = list(self.buried)
        places["trick"] = [c for _, c in self.trick]
        for seat in range(self.players):
            for i, pile in enumerate(self.piles[seat]):
                places[f"pile:{seat}:{i}"] = list(pile)
                places[f"up:{seat}:{i}"] = [c for c in (self.up[seat][i],) if c is not None]
        for team in range(2):
            places[f"taken:{team}"] = list(self.taken[team])  # face down, but every card was seen played
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        hidden = {f"hand:{s}" for s in range(self.players) if s != seat} | {"kitty"}
        hidden |= {f"pile:{s}:{i}" for s in range(self.players) for i in range(len(self.piles[s]))}
        if seat is None or seat != self.hakem:
            hidden.add("buried")  # S-7.3
        return frozenset(hidden)
