"""Seep (سیپ), as `shared/rules/seep.md`: four players in two partnerships (Part A) or two players with reserve
hands (§B1), capturing by sums and building houses; the 100-point game and its variants, or the Punjabi
30-point game (Part C).

Seats are numbered in playing order (counter-clockwise at the table); the seat after `s` is `s + 1`, and the
side of seat `s` is `s % 2` (at two players each player is a side). Actions: `bid:<value>` for the bidder,
then `c:`, `t:` and `b:` moves as `floor.py` describes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar

from ..cards import derive_seed, shuffle, sorted_cards, standard_deck
from ..protocol import Event, Game, IllegalAction, Option, Result, View
from .floor import BUILD, CAPTURE, HOUSE_VALUES, Floor, Move, Mover, value
from .scoring import CLASSIC, PUNJAB, deal_score, next_dealer, seep_value, settle

OPENING = 4  # the bidder's first packet, and the floor's (§A7)
PLAYS = 48  # §A10
PART = 24  # §B1: plays in each part of the two-player deal
LOCKS = {"10D": 10, "9S": 9}  # §C3, §C6
STATS = ("won", "baazis", "seeps", "captures", "houses")


class Phase(StrEnum):
    BID = "bid"
    PLAY = "play"
    OVER = "over"


class Seep(Game):
    name = "seep"
    min_players = 2
    max_players = 4
    DEAL_EVENTS = frozenset({"deal_over"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "variant": Option(CLASSIC, (CLASSIC, PUNJAB), "classic: the 100-point game (Part A); punjab: the 30-point "
                          "game (Part C)"),
        "scoring": Option("standard", ("standard", "juneja"), "classic only: juneja counts 10D as 2, gives 4 for "
                          "more than 26 cards and 50 for an opening seep (§B3)"),
        "limited_houses": Option(False, (False, True), "at most two houses on the floor (§B2)"),
        "loose_break": Option(False, (False, True), "a house may be broken with loose cards if a card from hand "
                              "cements it at once (§B4)"),
        "rawalpindi": Option(False, (False, True), "punjab only: 2S is worth 5, no majority bonus, 10D and 9S "
                             "locked until their holder builds (§C6)"),
        "punjab_target": Option(30, (20, 30, 40, 50, 60), "punjab only: the lead that wins a baazi (§C5)"),
        "baazis": Option(1, (1, 3, 5), "baazis in a match; the side to win most of them wins (§A16)"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        if players == 3:
            raise ValueError("seep is for two or four players")
        super().__init__(options, players, seed)
        self.dealer = self.first_dealer()
        self.deal_no = 0
        self.diff = 0  # side 0's running lead (§A16)
        self.baazis = [0, 0]
        self.tally = [dict.fromkeys(STATS, 0) for _ in range(players)]
        self.last_deal: dict[str, Any] | None = None
        self.winner: int | None = None
        self.forfeit: int | None = None
        # Keyed by the object too: a copy of the game (which may hold other cards) works its moves out afresh.
        self._legal_cache: tuple[int, int, dict[str, Move]] | None = None
        self.start_deal()

    # -- dealing (tests override `shuffled`) ---------------------------------------------------------------

    def first_dealer(self) -> int:
        return random.Random(derive_seed(self.seed, "dealer")).randrange(self.players)

    def shuffled(self, attempt: int) -> list[str]:
        return shuffle(standard_deck(), derive_seed(self.seed, "deal", self.deal_no, attempt))

    @property
    def bidder(self) -> int:
        return (self.dealer + 1) % self.players

    def start_deal(self) -> None:
        """§A7: four cards to the bidder, four face down on the floor; redealt (silently, by the same dealer)
        while the bidder cannot bid or, at 30 points, the floor holds 10D or 9S (§C3)."""
        self.redeals = 0
        while True:
            deck = self.shuffled(self.redeals)
            first, down, self.stock = deck[:OPENING], deck[OPENING:2 * OPENING], deck[2 * OPENING:]
            floor_check = self.options["variant"] == PUNJAB and any(c in LOCKS for c in down)
            if not floor_check and any(value(c) in HOUSE_VALUES for c in first):
                break
            self.redeals += 1
        self.hands: list[list[str]] = [[] for _ in range(self.players)]
        self.hands[self.bidder] = first
        self.reserves: list[list[str]] = [[] for _ in range(self.players)]
        self.floor = Floor(loose=down)
        self.phase = Phase.BID
        self.bid: int | None = None
        self.plays = 0
        self.piles: list[list[str]] = [[], []]
        self.shown: dict[str, Any] | None = None  # the last capture, open to inspection until the next play
        self.seeps: list[list[int]] = [[], []]
        self.last_capturer: int | None = None
        self.unclaimed: list[str] = []
        self.last_move: dict[str, Any] | None = None
        self.unlocked: set[str] = set()
        self.built: set[int] = set()

    def complete_deal(self) -> None:
        """§A9 (§B1): the rest of the pack in packets of four, from the bidder round, skipping full hands."""
        order = [(self.bidder + i) % self.players for i in range(self.players)]
        targets = [(self.hands[s], 11 if s == self.bidder else 12) for s in order]
        targets += [(self.reserves[s], 12) for s in order if self.players == 2]
        while self.stock:
            for target, size in targets:
                if len(target) < size:
                    target.extend(self.stock[:OPENING])
                    del self.stock[:OPENING]

    # -- whose move -------------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def turn(self) -> int:
        return self.bidder if self.phase == Phase.BID else (self.bidder + self.plays) % self.players

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over() else frozenset({self.turn})

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.players == 4 else None

    def mover(self, seat: int) -> Mover:
        hand = tuple(self.hands[seat])
        locked: set[str] = set()
        blocked: set[int] = set()
        if self.options["variant"] == PUNJAB and self.options["rawalpindi"]:
            for card, of in LOCKS.items():
                if card in hand and card not in self.unlocked:
                    locked.add(card)
                holder = next((s for s, h in enumerate(self.hands) if card in h), None)
                if of not in self.built and holder is not None and holder != seat:
                    blocked.add(of)
        return Mover(seat, hand, self.partner(seat), self.bid if self.plays == 0 else None,
                     self.options["limited_houses"], self.options["loose_break"], frozenset(locked),
                     frozenset(blocked))

    def moves(self, seat: int) -> dict[str, Move]:
        """Every legal move of `seat` by its action, worked out once per state."""
        if self.is_over() or self.phase != Phase.PLAY or seat != self.turn:
            return {}
        if not self._cached():
            found = self.floor.moves(self.mover(seat))
            self._legal_cache = (id(self), self.version, {m.action(self.floor): m for m in found})
        assert self._legal_cache is not None
        return self._legal_cache[2]

    def _cached(self) -> bool:
        return self._legal_cache is not None and self._legal_cache[:2] == (id(self), self.version)

    def bids(self, seat: int) -> list[str]:
        if self.phase != Phase.BID or seat != self.bidder:
            return []
        return [f"bid:{v}" for v in sorted({value(c) for c in self.hands[seat]}) if v in HOUSE_VALUES]

    def legal_actions(self, seat: int) -> list[str]:
        return self.bids(seat) + list(self.moves(seat))

    def find_move(self, seat: int, action: str) -> Move | None:
        """The move an action names, generating only that card's moves unless all are known already."""
        parts = action.split(":")
        if self.phase != Phase.PLAY or seat != self.turn or len(parts) < 2 or parts[1] not in self.hands[seat]:
            return None
        if self._legal_cache is not None and self._cached():
            return self._legal_cache[2].get(action)
        moves = self.floor.card_moves(self.mover(seat), parts[1])
        return next((m for m in moves if m.action(self.floor) == action), None)

    def is_legal(self, seat: int, action: str) -> bool:
        if self.is_over():
            return False
        if action.startswith("bid:"):
            return action in self.bids(seat)
        return self.find_move(seat, action) is not None

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat not in self.to_act():
            return super().explain_illegal(seat, action)
        kind, _, rest = action.partition(":")
        card = rest.split(":")[0]
        if self.phase == Phase.BID:
            return IllegalAction("bid_first", "name a house value of 9 to 13 from your four cards")
        if kind in ("c", "t", "b") and card not in self.hands[seat]:
            return IllegalAction("not_in_hand", f"{card} is not in your hand")
        if self.plays == 0 and kind in ("c", "t") and value(card) != self.bid:
            return IllegalAction("opening_bid", "the opening play uses a card of the bid value")
        if kind == "t":
            return IllegalAction("must_capture", f"{card} captures, so it cannot be thrown")
        if kind == "c":
            return IllegalAction("wrong_capture", "a capture takes the house, every equal card and a maximal set")
        if kind == "b":
            return IllegalAction("bad_build", "that house cannot be built")
        return super().explain_illegal(seat, action)

    # -- moves ------------------------------------------------------------------------------------------

    def _apply(self, seat: int, action: str) -> list[Event]:
        if action.startswith("bid:"):
            self.bid = int(action[4:])
            self.phase = Phase.PLAY
            return [Event("bid", {"seat": seat, "bid": self.bid, "floor": list(self.floor.loose)})]
        move = self.find_move(seat, action)
        assert move is not None
        return self._play(seat, move)

    def _play(self, seat: int, move: Move) -> list[Event]:
        mover = self.mover(seat)
        self._file_shown()
        joined = [*(c for i in move.houses for c in self.floor.houses[i].cards),
                  *(self.floor.loose[j] for j in move.loose)]
        holding = set(self.hands[seat])
        taken = self.floor.apply(move, mover)
        self.hands[seat].remove(move.card)
        self.plays += 1
        side = seat % 2
        record: dict[str, Any] = {"seat": seat, "kind": move.kind, "card": move.card, "floor_cards": joined}
        events = []
        if move.kind == CAPTURE:
            self.shown = {"seat": seat, "side": side, "cards": taken}
            self.last_capturer = side
            self.tally[seat]["captures"] += 1
            if self.floor.empty():
                points = seep_value(move.value, self.plays == 1, self.plays == PLAYS, self.options)
                self.seeps[side].append(points)
                self.tally[seat]["seeps"] += 1
                record["seep"] = points
        elif move.kind == BUILD:
            record["value"] = move.value
            self.tally[seat]["houses"] += 1
            self.built.add(move.value)
            self.unlocked.update(c for c, of in LOCKS.items() if of == move.value and c in holding)
        self.last_move = record
        events.append(Event("played", dict(record)))
        if self.plays == 1:
            self.complete_deal()
        if self.players == 2 and self.plays == PART:
            for s in range(2):
                self.hands[s], self.reserves[s] = self.reserves[s], []
        if self.plays == PLAYS:
            events += self._end_deal()
        return events

    def _file_shown(self) -> None:
        if self.shown is not None:
            self.piles[self.shown["side"]].extend(self.shown["cards"])
            self.shown = None

    def _end_deal(self) -> list[Event]:
        """§A16: leftovers to the last capturer's side (not a seep), the deal score and the running difference."""
        self._file_shown()
        assert not self.floor.houses, "a house outlived the deal"
        if self.last_capturer is None:
            self.unclaimed = list(self.floor.loose)
        else:
            self.piles[self.last_capturer].extend(self.floor.loose)
        self.floor.loose = []
        score = deal_score(self.piles, self.seeps, self.options)
        self.diff, baazi = settle(self.diff, score, self.options)
        self.last_deal = {"deal": self.deal_no, "dealer": self.dealer, "bidder": self.bidder, "bid": self.bid,
                          **score.as_dict(), "baazi": baazi, "diff": self.diff}
        events = [Event("deal_over", dict(self.last_deal))]
        if baazi is not None:
            self.baazis[baazi] += 1
            events.append(Event("baazi", {"side": baazi, "baazis": list(self.baazis)}))
            if self.baazis[baazi] > self.options["baazis"] // 2:
                return events + self._finish(baazi)
        self.dealer = next_dealer(self.dealer, self.players, self.diff, baazi)
        self.deal_no += 1
        self.start_deal()
        return events

    def _finish(self, side: int) -> list[Event]:
        self.winner = side
        self.phase = Phase.OVER
        for seat in range(self.players):
            self.tally[seat]["won"] = int(seat % 2 == side)
            self.tally[seat]["baazis"] = self.baazis[seat % 2]
        return [Event("match_over", {"winner": side, "baazis": list(self.baazis), "forfeit": self.forfeit})]

    def _leave(self, seat: int) -> list[Event]:
        """Leaving loses the match for the leaver's side (DEFAULT, as in Hokm)."""
        self.forfeit = seat
        return self._finish(1 - seat % 2)

    def result(self) -> Result:
        winners = frozenset(s for s in range(self.players) if s % 2 == self.winner)
        return Result(winners, {s: dict(t) for s, t in enumerate(self.tally)},
                      {"baazis": list(self.baazis), "deals": self.deal_no + 1, "forfeit": self.forfeit})

    # -- places and views --------------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, Sequence[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places.update({f"reserve:{s}": list(r) for s, r in enumerate(self.reserves)})
        places.update({f"taken:{side}": list(p) for side, p in enumerate(self.piles)})
        places.update(stock=list(self.stock), floor=self.floor.cards(), unclaimed=list(self.unclaimed),
                      shown=list(self.shown["cards"]) if self.shown else [])
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        hidden = {f"hand:{s}" for s in range(self.players) if s != seat}
        if self.is_over():
            return frozenset(hidden)  # §A12: captured cards are open once the deal is scored
        hidden |= {f"reserve:{s}" for s in range(self.players)} | {"taken:0", "taken:1", "stock", "unclaimed"}
        if self.phase == Phase.BID:
            hidden.add("floor")
        return frozenset(hidden)

    def floor_view(self) -> dict[str, Any]:
        if self.phase == Phase.BID:
            return {"face_down": len(self.floor.loose), "houses": [], "loose": []}
        houses = [{"key": self.floor.keys((i,), ()), "value": h.value, "cards": list(h.cards),
                   "owners": sorted(h.owners), "sides": sorted({o % 2 for o in h.owners}),
                   "cemented": h.cemented}
                  for i, h in enumerate(self.floor.houses)]
        loose = [{"key": self.floor.keys((), (j,)), "card": c} for j, c in enumerate(self.floor.loose)]
        return {"face_down": 0, "houses": houses, "loose": loose}

    def public_view(self) -> View:
        over = self.is_over()
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "phase": str(self.phase),
            "dealer": self.dealer,
            "bidder": self.bidder,
            "bid": self.bid,
            "turn": None if over else self.turn,
            "deal": self.deal_no,
            "plays": self.plays,
            "part": 1 + (self.players == 2 and self.plays >= PART),
            "redeals": self.redeals,
            "floor": self.floor_view(),
            "hand_sizes": [len(h) for h in self.hands],
            "reserve_sizes": [len(r) for r in self.reserves],
            "stock": len(self.stock),
            "piles": [len(p) for p in self.piles],
            "seeps": [list(s) for s in self.seeps],
            "shown": dict(self.shown) if self.shown else None,
            "last_move": dict(self.last_move) if self.last_move else None,
            "diff": self.diff,
            "baazis": list(self.baazis),
            "last_deal": self.last_deal,
            "winner": self.winner,
        }

    def view(self, seat: int) -> View:
        return {**self.public_view(), "seat": seat, "hand": sorted_cards(self.hands[seat]),
                "legal": self.legal_actions(seat)}
