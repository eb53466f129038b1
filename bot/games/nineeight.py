"""Nine-and-Eight (بازی ۹و۸), as `shared/rules/nine-eight.md`: three cards each, a hand is worth the last digit of
its total, the highest wins and every other player pays it a fixed amount by the winning value.

Section numbers (§x) refer to that file. Seats pass to the right: the seat after `s` is `s + 1`.

**Before each deal** (`Phase.PREDEAL`) the dealer deals with `deal`. Until then any seat in the deal may open a
side pot (§6) with `side:<n>`, join an open one with `join`, or say it stays out with `noside`; only the dealer
holds the game up (`waiting_for`).

**The reveal** (`Phase.REVEAL`, §4) is simultaneous: every seat that has neither shown nor folded is in
`to_act()` with `show`, `fold` and, once per deal, a taunt `taunt:<x>` ("x and below, go away") that has no
effect on play. The window is on the game's clock (`clock.Window`, named `reveal`): its expiry is the action
`tick:reveal:<deal>` recorded in the dealer's name, and shows every hand still undecided. The last seat still
undecided cannot fold (§4). With `reveal_mode = auto` every hand is shown at once.

Chips: a `chips.Ledger` with the side pot as pot `side`; losers pay winners directly (§5). The deal passes
round the table by a `roles.Rotation`, one shoe per dealer (§3).

DEFAULTs beyond the file: a seat that leaves is out: an undecided hand counts as folded, a stake in a side pot
not yet dealt is refunded, and a dealer who leaves passes the deal on with a fresh shoe.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar

from .cards import deal_order, decks, derive_seed, rank, shuffle, sorted_cards
from .chips import Ledger, amount_steps, parse_amount, split_evenly, standings
from .clock import Window
from .protocol import Event, Game, IllegalAction, Option, Result, View
from .roles import Rotation

PICTURES = ("J", "Q", "K")
TAUNTS = tuple(str(x) for x in range(9))
STATS = ("chips", "deals_won", "nines", "side_pots_won")


def card_value(card: str) -> int:
    """§2: ace 1, pictures 0, the rest at face value."""
    r = rank(card)
    return 1 if r == "A" else 0 if r in PICTURES else int(r)


def hand_value(hand: Sequence[str], all_faces_nine: bool = False) -> int:
    """§2, §7: the last digit of the total; three pictures are 9 under `all_faces_nine`."""
    if all_faces_nine and all(rank(c) in PICTURES for c in hand):
        return 9
    return sum(card_value(c) for c in hand) % 10


def triple_threes(hand: Sequence[str]) -> bool:
    return len(hand) == 3 and all(rank(c) == "3" for c in hand)


class Phase(StrEnum):
    PREDEAL = "predeal"
    REVEAL = "reveal"
    OVER = "over"


class NineEight(Game):
    name = "nineeight"
    min_players = 2
    max_players = 20
    DEAL_EVENTS = frozenset({"dealt"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "reveal_mode": Option("staged", ("staged", "auto"),
                              "staged: each shows or folds within the window; auto: all shown at once (§4)"),
        "reveal_seconds": Option(60, (30, 60, 90, 120), "length of the reveal window (§4)"),
        "t9": Option(20, (10, 20, 40), "what each loser pays a winning 9 (§5)"),
        "t8": Option(10, (5, 10, 20), "what each loser pays a winning 8 (§5)"),
        "t7": Option(5, (2, 5, 10), "what each loser pays a winner below 8 (§5)"),
        "triple_threes": Option(False, (False, True), "three 3s are paid double (§7)"),
        "all_faces_nine": Option(False, (False, True), "three pictures count as 9 (§7)"),
        "decks": Option("auto", ("auto", 1, 2), "auto: one deck up to 10 players, two from 11 (§1)"),
        "side_pot": Option(True, (True, False), "players may bet among themselves before a deal (§6)"),
        "deals": Option("rotation", ("rotation", 5, 10, 20, 40), "rotation: every seat deals one shoe (§8)"),
        "start_balance": Option(1000, (200, 500, 1000, 2000), "chips each seat starts with"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        chosen = self.options["decks"]
        self.decks: int = (1 if players <= 10 else 2) if chosen == "auto" else chosen
        self.deck = decks(self.decks)
        self.ledger = Ledger(players, self.options["start_balance"])
        limit = self.options["deals"]
        self.rotation = Rotation(players, self.first_dealer(), 1 if limit == "rotation" else limit)
        self.out: set[int] = set()
        self.phase = Phase.PREDEAL
        self.dealer: int | None = None
        self.shoes = 0
        self.shoe: list[str] = []
        self.seen: list[str] = []  # shown hands of earlier deals
        self.mucked: list[str] = []  # folded hands, never seen
        self.hands: dict[int, list[str]] = {}  # seats in the deal, holding their cards until they show
        self.shown: dict[int, list[str]] = {}
        self.folded: list[int] = []
        self.taunts: dict[int, str] = {}
        self.side_stake = 0
        self.side: list[int] = []  # side-pot participants, in the order they came in
        self.stayed_out: set[int] = set()
        self.deals = 0
        self.window: Window | None = None
        self.shoe_due = False  # a new dealer shuffles a new shoe when he deals
        self.last: dict[str, Any] | None = None
        self.tally = [dict.fromkeys(STATS, 0) for _ in range(players)]
        self._next_dealer(first=True)

    # -- dealing (tests override these two) ---------------------------------------------------------------

    def first_dealer(self) -> int:
        return random.Random(derive_seed(self.seed, "dealer")).randrange(self.players)

    def shuffled(self, number: int) -> list[str]:
        return shuffle(self.deck, derive_seed(self.seed, "shoe", number))

    # -- seats --------------------------------------------------------------------------------------------

    def stake_floor(self) -> int:
        """§8: a seat takes part only holding the worst it can lose, 2 × T9."""
        return 2 * int(self.options["t9"])

    def may_play(self, seat: int) -> bool:
        return seat not in self.out and self.ledger.balance(seat) >= self.stake_floor()

    def players_in(self) -> list[int]:
        """The seats of the next deal, in dealing order from the dealer's right."""
        dealer = self.dealer
        assert dealer is not None
        return [s for s in deal_order(dealer, self.players) if self.may_play(s)]

    def undecided(self) -> list[int]:
        return [s for s in self.hands if s not in self.shown and s not in self.folded]

    def value(self, hand: Sequence[str]) -> int:
        return hand_value(hand, bool(self.options["all_faces_nine"]))

    def side_limit(self, seat: int) -> int:
        return self.ledger.balance(seat) - self.stake_floor()

    # -- the protocol -------------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        if self.phase is Phase.REVEAL:
            return frozenset(self.undecided())
        if self.phase is Phase.PREDEAL:
            return frozenset(s for s in range(self.players) if self.legal_actions(s))
        return frozenset()

    def waiting_for(self) -> frozenset[int]:
        """Only the dealer holds a deal up; the reveal is closed by its own clock, not by turn timers."""
        if self.phase is Phase.PREDEAL and self.dealer is not None:
            return frozenset({self.dealer})
        return frozenset()

    def legal_actions(self, seat: int) -> list[str]:
        if self.phase is Phase.REVEAL:
            if seat not in self.undecided():
                return []
            fold = ["fold"] if len(self.undecided()) > 1 else []
            return ["show", *fold, *([] if seat in self.taunts else [f"taunt:{x}" for x in TAUNTS])]
        if self.phase is not Phase.PREDEAL:
            return []
        actions = ["deal"] if seat == self.dealer else []
        if not self.options["side_pot"] or seat in self.side or seat in self.stayed_out or not self.may_play(seat):
            return actions
        if self.side_stake:
            join = ["join"] if self.side_limit(seat) >= self.side_stake else []
        else:
            join = [f"side:{n}" for n in amount_steps(int(self.options["t7"]), self._side_cap(seat))]
        return [*actions, *join, "noside"]

    def _side_cap(self, seat: int) -> int:
        return min(self.side_limit(seat), 10 * int(self.options["t9"]))

    def is_legal(self, seat: int, action: str) -> bool:
        window = self.window
        if window is not None and window.expires_with(seat, action):
            return True
        amount = parse_amount(action, "side")
        if amount is not None and self.phase is Phase.PREDEAL and any(
                a.startswith("side:") for a in self.legal_actions(seat)):
            return int(self.options["t7"]) <= amount <= self._side_cap(seat)
        return super().is_legal(seat, action)

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if action == "fold" and seat in self.undecided():
            return IllegalAction("last_cannot_fold", "the last hand still hidden must be shown")
        if action == "join" and self.phase is Phase.PREDEAL and seat not in self.side:
            if not self.side_stake:
                return IllegalAction("no_side_pot", "nobody has opened a side pot")
            return IllegalAction("side_too_dear", f"joining takes {self.side_stake} chips on top of the stake")
        if action.startswith("side:") and self.phase is Phase.PREDEAL and self.side_stake:
            return IllegalAction("side_open", f"the side pot is open at {self.side_stake}: join or stay out")
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        kind, _, arg = action.partition(":")
        if kind == "tick":
            return self._expire()
        if kind == "deal":
            return self._deal()
        if kind == "side":
            self.side_stake = int(arg)
            return self._join(seat)
        if kind == "join":
            return self._join(seat)
        if kind == "noside":
            self.stayed_out.add(seat)
            return []
        if kind == "taunt":
            self.taunts[seat] = arg
            return [Event("taunt", {"seat": seat, "upto": int(arg)})]
        if kind == "fold":
            self.folded.append(seat)
            self.mucked.extend(self.hands[seat])
            return [Event("folded", {"seat": seat}), *self._maybe_settle()]
        self.shown[seat] = list(self.hands[seat])
        return [Event("shown", {"seat": seat, "cards": self.shown[seat], "value": self.value(self.shown[seat])}),
                *self._maybe_settle()]

    # -- the deal -----------------------------------------------------------------------------------------

    def _next_dealer(self, first: bool = False) -> list[Event]:
        """§3: a new shoe, dealt by the next seat to the right that can play; none left is the end."""
        seek = self.rotation.seek if first else self.rotation.pass_on
        self.dealer = seek(self.may_play)
        if self.dealer is None or len([s for s in range(self.players) if self.may_play(s)]) < 2:
            return self._end()
        if first:
            self._fresh_shoe()
        else:  # shuffled when the new dealer deals: a hand shown in the deal just settled stays seen until then
            self.shoe_due = True
        return [Event("new_dealer", {"seat": self.dealer})]

    def _fresh_shoe(self) -> None:
        self.shoe = self.shuffled(self.shoes)
        self.shoes += 1
        self.seen, self.mucked, self.shoe_due = [], [], False
        if self.last is not None:  # its cards are back in the shoe: the table keeps only the outcome
            self.last = {**self.last, "shown": {}}

    def _join(self, seat: int) -> list[Event]:
        self.ledger.move(seat, "side", self.side_stake)
        self.side.append(seat)
        return [Event("side_pot", {"seat": seat, "stake": self.side_stake, "pot": self.ledger.balance("side")})]

    def _deal(self) -> list[Event]:
        """§3: one card at a time from the dealer's right, the dealer last, until everyone holds 3."""
        if self.shoe_due:
            self._fresh_shoe()
        seats = self.players_in()
        events = self._lock_side_pot()
        self.deals += 1
        self.hands = {s: [] for s in seats}
        for _ in range(3):
            for s in seats:
                self.hands[s].append(self.shoe.pop(0))
        self.shown, self.folded, self.taunts = {}, [], {}
        events.append(Event("dealt", {"dealer": self.dealer, "seats": seats, "deal": self.deals}))
        if self.options["reveal_mode"] == "auto":
            return events + self._expire()
        assert self.dealer is not None
        self.window = Window("reveal", int(self.options["reveal_seconds"]), self.dealer, self.deals)
        self.phase = Phase.REVEAL
        return events

    def _lock_side_pot(self) -> list[Event]:
        """§6: fewer than two in the side pot is no side pot."""
        if len(self.side) == 1:
            self.ledger.empty("side", self.side[0])
            self.side, self.side_stake = [], 0
            return [Event("side_pot_refunded", {})]
        return []

    def _expire(self) -> list[Event]:
        """§4: time is up, or everything is shown at once: every hand still hidden is shown."""
        for seat in self.undecided():
            self.shown[seat] = list(self.hands[seat])
        return self._settle()

    def _maybe_settle(self) -> list[Event]:
        return [] if self.undecided() else self._settle()

    # -- settlement ---------------------------------------------------------------------------------------

    def _settle(self) -> list[Event]:
        """§5: each loser pays each winner floor(T × m / |W|); §6: the side pot to its best hand."""
        values = {s: self.value(cards) for s, cards in self.shown.items()}
        best = max(values.values(), default=-1)  # -1: every hand folded or gone, so nobody pays
        winners = [s for s in self.hands if values.get(s) == best]
        tier = "t9" if best == 9 else "t8" if best == 8 else "t7"
        stake = int(self.options[tier])
        paid: dict[str, int] = {}
        for loser in (s for s in self.hands if s not in winners):
            for winner in winners:
                double = bool(self.options["triple_threes"]) and triple_threes(self.shown[winner])
                amount = stake * (2 if double else 1) // len(winners)
                self.ledger.move(loser, winner, amount)
                paid[f"{loser}>{winner}"] = amount
        for winner in winners:
            self.tally[winner]["deals_won"] += 1
            self.tally[winner]["nines"] += best == 9
        side = self._settle_side(values)
        self.side, self.side_stake, self.stayed_out = [], 0, set()
        self.last = {"deal": self.deals, "value": best, "winners": winners, "tier": tier, "paid": paid,
                     "side": side, "shown": {str(s): list(c) for s, c in self.shown.items()},
                     "values": {str(s): v for s, v in values.items()},
                     "folded": list(self.folded)}
        self.seen.extend(c for cards in self.shown.values() for c in cards)
        self.hands, self.shown = {}, {}
        self.window = None
        return [Event("settled", dict(self.last)), *self._after_deal()]

    def _settle_side(self, values: Mapping[int, int]) -> dict[str, int]:
        pot = self.ledger.balance("side")
        if not pot:
            return {}
        contenders = [s for s in self.side if s in values]
        if not contenders:  # every participant folded: stakes back
            shares = {s: self.side_stake for s in self.side}
        else:
            best = max(values[s] for s in contenders)
            assert self.dealer is not None
            top = [s for s in deal_order(self.dealer, self.players) if s in contenders and values[s] == best]
            shares = dict(split_evenly(pot, top))
            for s in top:
                self.tally[s]["side_pots_won"] += 1
        for seat, amount in shares.items():
            self.ledger.move("side", seat, amount)
        return {str(s): a for s, a in shares.items()}

    def _after_deal(self) -> list[Event]:
        self.phase = Phase.PREDEAL
        if self.options["deals"] != "rotation" and self.deals >= self.options["deals"]:
            return self._end()
        dealer = self.dealer
        assert dealer is not None
        if not self.may_play(dealer) or len(self.shoe) < 3 * len(self.players_in()):
            return self._next_dealer()
        if len(self.players_in()) < 2:
            return self._end()
        return []

    # -- leaving and the end ------------------------------------------------------------------------------

    def _leave(self, seat: int) -> list[Event]:
        if seat in self.out:
            raise IllegalAction("not_in_game", "you are no longer in this game")
        self.out.add(seat)
        events = [Event("left", {"seat": seat})]
        if self.phase is Phase.REVEAL:
            if seat in self.undecided():
                self.folded.append(seat)
                self.mucked.extend(self.hands[seat])
                return events + self._maybe_settle()
            return events
        if seat in self.side:
            self.side.remove(seat)
            self.ledger.move("side", seat, self.side_stake)
            if not self.side:
                self.side_stake = 0
        if seat == self.dealer:
            return events + self._next_dealer()
        if len([s for s in range(self.players) if self.may_play(s)]) < 2:
            return events + self._end()
        return events

    def _end(self) -> list[Event]:
        for seat in self.side:
            self.ledger.move("side", seat, self.side_stake)
        self.side, self.side_stake = [], 0
        self.phase = Phase.OVER
        self.window = None
        return [Event("game_over", {"balances": list(self.ledger.balances), "net": self.ledger.nets()})]

    def result(self) -> Result:
        return standings(self.ledger, self.tally, deals=self.deals)

    # -- where the cards are ------------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, Sequence[str]] = {"shoe": self.shoe, "seen": self.seen, "mucked": self.mucked}
        for seat, cards in self.hands.items():
            if seat in self.shown:
                places[f"shown:{seat}"] = cards
            elif seat not in self.folded:
                places[f"hand:{seat}"] = cards
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        hands = {f"hand:{s}" for s in self.undecided() if s != seat}
        return frozenset({"shoe", "mucked", *hands})

    # -- views --------------------------------------------------------------------------------------------

    def public_view(self) -> View:
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "phase": str(self.phase),
            "dealer": self.dealer,
            "deal": self.deals,
            "decks": self.decks,
            "shoe": len(self.shoe),
            "in_deal": list(self.hands),
            "undecided": self.undecided(),
            "shown": {str(s): {"cards": list(c), "value": self.value(c)} for s, c in self.shown.items()},
            "folded": list(self.folded),
            "taunts": {str(s): int(x) for s, x in self.taunts.items()},
            "side_pot": {"stake": self.side_stake, "seats": list(self.side), "pot": self.ledger.balance("side")},
            "last": self.last,
            "out": sorted(self.out),
            "tiers": [self.options["t9"], self.options["t8"], self.options["t7"]],
            "clock": None if self.window is None else self.window.as_view(),
            **self.ledger.as_view(),
        }

    def view(self, seat: int) -> View:
        hand = sorted_cards(self.hands.get(seat, [])) if seat not in self.folded else []
        return {
            **self.public_view(),
            "seat": seat,
            "hand": hand,
            "value": self.value(hand) if hand else None,
            "legal": self.legal_actions(seat),
        }
