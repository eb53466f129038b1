"""Twenty-One (بازی ۲۱), as `shared/rules/twenty-one.md`: a banker puts up a bank and every other player in turn
plays a duel against it with a 36-card deck, trying to come closest to 21; ties go to the banker.

Section numbers (§x) refer to that file. Seats pass to the right: the seat after `s` is `s + 1`.

Chips live in a `chips.Ledger`: each seat's balance, the pot `bank`, the duel's bet `bet` and each side bet
`side:<seat>`. The bank is offered round the table by a `roles.Rotation`; a session is `rotations` rounds of it
(§8). The game asks for no timed window: every wait is one seat's turn, which the adapter's turn timer covers.

Actions: the seat offered the bank `bank` or `decline`; between duels the banker `deal`s, or first `swap`s his
unseen card after a bust (§5.8) or announces `cashout` («بانک خیره», §7); the duel's player `bet:<n>`, then
`hit`, `flip:<card>` (turn a face-down card up, then take the next card face down: §5.4's exposure rule from the
fourth card on; `hit` at three cards or more takes the card face up) or `stand`; side bettors `side:<n>` or
`noside`; the banker, once the player stands, `draw` or `stay`. Bets accept any whole amount in range; the
legal list offers `chips.amount_steps`.

DEFAULTs beyond the file: a bank that can no longer cover the minimum bet ends the tenure as an empty one does
(§7.1, with the bank going back to the banker); a seat that leaves is out: a player leaving his duel loses his
bet as in a bust, a banker leaving gets the bank and every bet of the duel back, and the session ends when
fewer than two seats remain.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from .cards import derive_seed, rank, shuffle, standard_deck
from .chips import Ledger, amount_steps, parse_amount, standings
from .protocol import Event, Game, IllegalAction, Option, Result, View
from .roles import Rotation

DECK = tuple(c for c in standard_deck() if rank(c) not in ("2", "3", "4", "5"))  # §2: 36 cards
PICTURES = {"J": 2, "Q": 3, "K": 4}
TWENTY_ONE = 21
EXPOSE_FROM = 3  # §5.4: holding this many cards, a further card costs one card face up
STATS = ("chips", "duels_won", "duels_lost", "busts", "banks_held")


def card_value(card: str, ace: int = 1) -> int:
    r = rank(card)
    return ace if r == "A" else PICTURES.get(r) or int(r)


def total(hand: Sequence[str], ace: int = 1) -> int:
    """§2: the sum of the cards, except that exactly two aces make 21."""
    if len(hand) == 2 and all(rank(c) == "A" for c in hand):
        return TWENTY_ONE
    return sum(card_value(c, ace) for c in hand)


class Phase(StrEnum):
    OFFER = "offer"  # a seat is offered the bank
    BETWEEN = "between"  # the banker may swap his unseen card or announce cash-out before the next duel
    BET = "bet"
    SIDE = "side"  # side bets on the duel's hand (§6)
    PLAY = "play"  # the player hits or stands
    BANKER = "banker"  # the banker draws or stays
    OVER = "over"


@dataclass
class Duel:
    seat: int
    hand: list[str] = field(default_factory=list)
    up: list[str] = field(default_factory=list)  # the cards of `hand` shown to the table
    bet: int = 0
    sides: dict[int, int] = field(default_factory=dict)
    asked: list[int] = field(default_factory=list)  # seats still to be asked for a side bet, in order

    @property
    def down(self) -> list[str]:
        return [c for c in self.hand if c not in self.up]

    @property
    def committed(self) -> int:
        return self.bet + sum(self.sides.values())


class TwentyOne(Game):
    name = "twentyone"
    min_players = 2
    max_players = 10
    DEAL_EVENTS = frozenset({"duel"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "bank_size": Option(100, (50, 100, 200, 500), "chips a banker puts up as his bank (§3)"),
        "min_bet": Option(5, (1, 5, 10, 20), "the smallest bet; the largest is what the bank still covers (§3)"),
        "cashout_multiple": Option(3, (2, 3, 4, 5), "«بانک خیره» once the bank reaches this many banks (§7)"),
        "max_cycles": Option(3, (1, 2, 3, 5), "cycles of duels after which a banker collects anyway (§7)"),
        "rotations": Option(1, (1, 2, 3), "times the bank goes round the table (§8)"),
        "start_balance": Option(1000, (200, 500, 1000, 2000), "chips each seat starts with"),
        "ace_value": Option(1, (1, 11), "what an ace counts; two aces are 21 either way (§2)"),
        "side_bets": Option(False, (False, True), "others may bet on the duel's hand (§6)"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.ace: int = self.options["ace_value"]
        self.min_bet: int = self.options["min_bet"]
        self.bank_size: int = self.options["bank_size"]
        self.ledger = Ledger(players, self.options["start_balance"])
        self.rotation = Rotation(players, self.first_banker(), self.options["rotations"])
        self.out: set[int] = set()
        self.phase = Phase.OFFER
        self.banker: int | None = None
        self.candidate: int | None = None
        self.shuffles = 0
        self.stock: list[str] = []
        self.discard: list[str] = list(DECK)  # seen cards out of play; a new bank shuffles everything
        self.buried: list[str] = []  # the banker's exchanged cards (§5.8), unseen
        self.banker_hand: list[str] = []
        self.revealed = False
        self.may_swap = False
        self.cashout = False
        self.cycles = 0
        self.offset = 0  # the next duel's seat is `banker + offset`
        self.duel: Duel | None = None
        self.last_duel: dict[str, Any] | None = None
        self.tally = [dict.fromkeys(STATS, 0) for _ in range(players)]
        self._offer()

    # -- dealing (tests override these two) ---------------------------------------------------------------

    def first_banker(self) -> int:
        return random.Random(derive_seed(self.seed, "banker")).randrange(self.players)

    def shuffled(self, cards: list[str], number: int) -> list[str]:
        return shuffle(sorted(cards), derive_seed(self.seed, "shoe", number))

    def _refill(self, cards: list[str]) -> None:
        self.stock = self.shuffled(cards, self.shuffles)
        self.shuffles += 1
        if self.last_duel is not None:  # its cards are back in the stock: the table keeps only the outcome
            self.last_duel = {**self.last_duel, "cards": [], "banker_cards": None}

    def _draw(self) -> str:
        """§4: the stock is not reshuffled between duels; when it runs out the discards are."""
        if not self.stock:
            self._refill(self.discard + self.buried)
            self.discard, self.buried = [], []
        return self.stock.pop(0)

    # -- seats --------------------------------------------------------------------------------------------

    def balance(self, seat: int) -> int:
        return self.ledger.balance(seat)

    @property
    def bank(self) -> int:
        return self.ledger.balance("bank")

    def may_duel(self, seat: int) -> bool:
        return seat not in self.out and seat != self.banker and self.balance(seat) >= self.min_bet

    def may_bank(self, seat: int) -> bool:
        """§3, §8: enough chips for a bank, and someone left to play against."""
        others = [s for s in range(self.players) if s != seat and s not in self.out
                  and self.balance(s) >= self.min_bet]
        return seat not in self.out and self.balance(seat) >= self.bank_size and bool(others)

    def bet_room(self) -> int:
        """§3: what the bank still covers on this hand."""
        return self.bank - (self.duel.committed if self.duel else 0)

    def cashout_ready(self) -> bool:
        return not self.cashout and self.bank >= self.options["cashout_multiple"] * self.bank_size

    # -- the protocol -------------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        seat = self._actor()
        return frozenset() if seat is None else frozenset({seat})

    def _actor(self) -> int | None:
        duel = self.duel
        if self.phase is Phase.OFFER:
            return self.candidate
        if self.phase in (Phase.BETWEEN, Phase.BANKER):
            return self.banker
        if self.phase is Phase.SIDE and duel is not None:
            return duel.asked[0]
        if self.phase in (Phase.BET, Phase.PLAY) and duel is not None:
            return duel.seat
        return None

    def mid_turn(self, seat: int) -> bool:
        duel = self.duel
        return self.phase is Phase.PLAY and duel is not None and seat == duel.seat and len(duel.hand) > 1

    def legal_actions(self, seat: int) -> list[str]:
        if seat != self._actor():
            return []
        duel = self.duel
        if self.phase is Phase.OFFER:
            return ["bank", "decline"]
        if self.phase is Phase.BETWEEN:
            return ["deal", *(["swap"] if self.may_swap else []), *(["cashout"] if self.cashout_ready() else [])]
        if self.phase is Phase.BANKER:
            return ["draw", "stay"]
        assert duel is not None
        if self.phase is Phase.BET:
            return [f"bet:{n}" for n in amount_steps(self.min_bet, self._bet_limit(seat))]
        if self.phase is Phase.SIDE:
            return [*(f"side:{n}" for n in amount_steps(self.min_bet, self._bet_limit(seat))), "noside"]
        if len(duel.hand) < EXPOSE_FROM:
            return ["hit", "stand"]
        return ["hit", *(f"flip:{c}" for c in duel.down), "stand"]

    def _bet_limit(self, seat: int) -> int:
        return min(self.bet_room(), self.balance(seat))

    def _amount(self, seat: int, action: str) -> int | None:
        """The amount of the bet the seat is asked for now (`bet:` while betting, `side:` on the side); None for
        any other action, a bet of the other kind included."""
        if seat != self._actor() or self.phase not in (Phase.BET, Phase.SIDE):
            return None
        return parse_amount(action, "bet" if self.phase is Phase.BET else "side")

    def is_legal(self, seat: int, action: str) -> bool:
        amount = self._amount(seat, action)
        if amount is not None:
            return self.min_bet <= amount <= self._bet_limit(seat)
        return super().is_legal(seat, action)

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat == self._actor():
            amount = self._amount(seat, action)
            if amount is not None:
                if amount < self.min_bet:
                    return IllegalAction("below_min_bet", f"the smallest bet is {self.min_bet}")
                if amount > self.bet_room():
                    return IllegalAction("over_bank", f"the bank covers at most {self.bet_room()}")
                return IllegalAction("over_balance", f"you hold {self.balance(seat)} chips")
            if action == "cashout" and self.phase is Phase.BETWEEN:
                return IllegalAction("bank_too_small", "the bank has not reached the cash-out mark")
            if action == "swap" and self.phase is Phase.BETWEEN:
                return IllegalAction("no_swap", "you may exchange your card once, only after a bust")
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        kind, _, arg = action.partition(":")
        if kind == "bank":
            return self._take_bank(seat)
        if kind == "decline":
            return [Event("declined", {"seat": seat}), *self._offer(passed=True)]
        if kind == "deal":
            return self._start_duel()
        if kind == "swap":
            return self._swap()
        if kind == "cashout":
            self.cashout = True
            return [Event("cashout", {"seat": seat, "bank": self.bank}), *self._banker_choice()]
        if kind == "bet":
            return self._bet(seat, int(arg))
        if kind in ("side", "noside"):
            return self._side(seat, int(arg) if arg else 0)
        if kind in ("hit", "flip"):
            return self._hit(arg or None)
        if kind == "stand":
            return self._stand()
        if kind == "draw":
            self.banker_hand.append(self._draw())
            return self._banker_check()
        return self._settle()

    # -- the bank -----------------------------------------------------------------------------------------

    def _offer(self, passed: bool = False) -> list[Event]:
        """§3, §7: the bank goes to the next seat to the right that may hold it; when none is left, the end."""
        seek = self.rotation.pass_on if passed else self.rotation.seek
        self.candidate = seek(self.may_bank)
        if self.candidate is None:
            return self._end()
        self.phase = Phase.OFFER
        return [Event("bank_offered", {"seat": self.candidate})]

    def _take_bank(self, seat: int) -> list[Event]:
        self.banker, self.candidate = seat, None
        self.ledger.move(seat, "bank", self.bank_size)
        self.tally[seat]["banks_held"] += 1
        self._refill(self.discard + self.buried + self.stock)
        self.discard, self.buried = [], []
        self.cycles, self.offset, self.cashout, self.may_swap = 0, 0, False, False
        return [Event("bank_taken", {"seat": seat, "bank": self.bank}), *self._between()]

    def _end_tenure(self, reason: str) -> list[Event]:
        banker = self.banker
        assert banker is not None
        collected = self.ledger.empty("bank", banker)
        self.discard.extend(self.banker_hand)
        self.banker_hand, self.revealed, self.banker = [], False, None
        return [Event("bank_collected", {"seat": banker, "bank": collected, "reason": reason}),
                *self._offer(passed=True)]

    def _between(self) -> list[Event]:
        """After a duel: find the next player of the cycle, ending the tenure where §7 says so; then the banker's
        choices, skipped when dealing is all he can do."""
        if self.bank < self.min_bet:
            return self._end_tenure("bank_empty")
        banker = self.banker
        assert banker is not None
        searched = 0
        while True:
            self.offset += 1
            if self.offset >= self.players:
                self.cycles += 1
                if self.cashout or self.cycles >= self.options["max_cycles"]:
                    return self._end_tenure("cashout" if self.cashout else "cycles")
                self.offset = 0
                continue
            searched += 1
            if self.may_duel((banker + self.offset) % self.players):
                return self._banker_choice()
            if searched >= self.players:
                return self._end_tenure("no_players")

    def _banker_choice(self) -> list[Event]:
        if not self.may_swap and not self.cashout_ready():
            return self._start_duel()
        self.phase = Phase.BETWEEN
        return []

    def _swap(self) -> list[Event]:
        """§5.8: after a bust, once: the unseen card goes face down to the discards and one fresh card comes."""
        self.buried.extend(self.banker_hand)
        self.banker_hand = [self._draw()]
        self.may_swap = False
        return [Event("swapped", {"seat": self.banker}), *self._banker_choice()]

    # -- a duel -------------------------------------------------------------------------------------------

    def _start_duel(self) -> list[Event]:
        """§5.1–2: the banker's card first if he holds none, then the player's first card."""
        banker = self.banker
        assert banker is not None
        seat = (banker + self.offset) % self.players
        self.may_swap = False
        if not self.banker_hand:
            self.banker_hand = [self._draw()]
        self.duel = Duel(seat, [self._draw()])
        self.phase = Phase.BET
        return [Event("duel", {"seat": seat, "banker": banker})]

    def _bet(self, seat: int, amount: int) -> list[Event]:
        duel = self.duel
        assert duel is not None
        self.ledger.move(seat, "bet", amount)
        duel.bet = amount
        if self.options["side_bets"]:
            duel.asked = [s for s in ((seat + i) % self.players for i in range(1, self.players))
                          if self.may_duel(s)]
        events = [Event("bet", {"seat": seat, "amount": amount})]
        return events + self._next_side()

    def _side(self, seat: int, amount: int) -> list[Event]:
        duel = self.duel
        assert duel is not None
        duel.asked.pop(0)
        events = []
        if amount:
            self.ledger.move(seat, f"side:{seat}", amount)
            duel.sides[seat] = amount
            events.append(Event("side_bet", {"seat": seat, "on": duel.seat, "amount": amount}))
        return events + self._next_side()

    def _next_side(self) -> list[Event]:
        """§6: side bettors in seat order; those whom the bank or their chips leave no room are not asked."""
        duel = self.duel
        assert duel is not None
        while duel.asked and self._bet_limit(duel.asked[0]) < self.min_bet:
            duel.asked.pop(0)
        self.phase = Phase.SIDE if duel.asked else Phase.PLAY
        return []

    def _hit(self, flip: str | None) -> list[Event]:
        duel = self.duel
        assert duel is not None
        card = self._draw()
        if flip is not None:
            duel.up.append(flip)
        elif len(duel.hand) >= EXPOSE_FROM:
            duel.up.append(card)
        duel.hand.append(card)
        value = total(duel.hand, self.ace)
        if value > TWENTY_ONE:
            return self._bust()
        if value == TWENTY_ONE:
            return self._stand()
        return []

    def _bust(self) -> list[Event]:
        """§5.5: «سوز»: the bets go into the bank at once and the banker's card stays unseen."""
        duel = self.duel
        assert duel is not None
        for pot in self._pots():
            self.ledger.empty(pot, "bank")
        self.tally[duel.seat]["busts"] += 1
        self.may_swap = True
        return self._close(False, "bust", None)

    def _stand(self) -> list[Event]:
        """§5.6: the banker turns up his card and plays."""
        self.revealed = True
        self.phase = Phase.BANKER
        return [Event("stood", {"seat": self.duel.seat if self.duel else None}), *self._banker_check()]

    def _banker_check(self) -> list[Event]:
        return self._settle() if total(self.banker_hand, self.ace) >= TWENTY_ONE else []

    def _settle(self) -> list[Event]:
        """§5.7: a banker's bust or a higher total wins even money; ties go to the banker."""
        duel = self.duel
        assert duel is not None
        player, banker = total(duel.hand, self.ace), total(self.banker_hand, self.ace)
        won = banker > TWENTY_ONE or player > banker
        for pot in self._pots():
            owner = duel.seat if pot == "bet" else int(pot.split(":")[1])
            if won:
                self.ledger.move("bank", owner, self.ledger.balance(pot))
                self.ledger.empty(pot, owner)
            else:
                self.ledger.empty(pot, "bank")
        shown = list(self.banker_hand)
        self.discard.extend(shown)
        self.banker_hand, self.revealed = [], False
        return self._close(won, "won" if won else "lost", shown)

    def _pots(self) -> list[str]:
        duel = self.duel
        assert duel is not None
        return ["bet", *(f"side:{s}" for s in duel.sides)]

    def _close(self, won: bool, outcome: str, banker_cards: list[str] | None) -> list[Event]:
        duel = self.duel
        assert duel is not None
        self.tally[duel.seat]["duels_won" if won else "duels_lost"] += 1
        self.last_duel = {"seat": duel.seat, "banker": self.banker, "outcome": outcome, "bet": duel.bet,
                          "sides": {str(s): a for s, a in duel.sides.items()}, "cards": list(duel.hand),
                          "total": total(duel.hand, self.ace), "banker_cards": banker_cards,
                          "banker_total": None if banker_cards is None else total(banker_cards, self.ace)}
        self.discard.extend(duel.hand)
        self.duel = None
        return [Event("duel_over", dict(self.last_duel)), *self._between()]

    # -- leaving and the end ------------------------------------------------------------------------------

    def _leave(self, seat: int) -> list[Event]:
        if seat in self.out:
            raise IllegalAction("not_in_game", "you are no longer in this game")
        self.out.add(seat)
        events = [Event("left", {"seat": seat})]
        duel = self.duel
        if seat == self.banker:
            if duel is not None:
                for pot in self._pots():
                    owner = duel.seat if pot == "bet" else int(pot.split(":")[1])
                    self.ledger.empty(pot, owner)
                self.discard.extend(duel.hand)
                self.duel = None
            return events + self._end_tenure("left")
        if duel is not None and seat == duel.seat and self.phase is not Phase.BANKER:
            if duel.bet:
                return events + self._bust()
            self.discard.extend(duel.hand)
            self.duel = None
            return events + self._between()
        if duel is not None and seat in duel.asked:
            duel.asked.remove(seat)
            return events + self._next_side()
        if seat == self.candidate:
            return events + self._offer(passed=True)
        return events

    def _end(self) -> list[Event]:
        self.phase = Phase.OVER
        self.candidate = None
        return [Event("game_over", {"balances": list(self.ledger.balances), "net": self.ledger.nets()})]

    def result(self) -> Result:
        return standings(self.ledger, self.tally)

    # -- where the cards are ------------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, Sequence[str]] = {"stock": self.stock, "discard": self.discard, "buried": self.buried,
                                            "banker": self.banker_hand}
        if self.duel is not None:
            places[f"hand:{self.duel.seat}:down"] = self.duel.down
            places[f"hand:{self.duel.seat}:up"] = self.duel.up
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        hidden = {"stock", "buried"}
        if not self.revealed and seat != self.banker:
            hidden.add("banker")
        if self.duel is not None and seat != self.duel.seat:
            hidden.add(f"hand:{self.duel.seat}:down")
        return frozenset(hidden)

    # -- views --------------------------------------------------------------------------------------------

    def public_view(self) -> View:
        duel = self.duel
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "phase": str(self.phase),
            "turn": sorted(self.to_act()),
            "banker": self.banker,
            "candidate": self.candidate,
            "bank": self.bank,
            "cashout_at": self.options["cashout_multiple"] * self.bank_size,
            "cashout": self.cashout,
            "cycle": self.cycles + 1,
            "duel": None if duel is None else {
                "seat": duel.seat, "bet": duel.bet, "sides": {str(s): a for s, a in duel.sides.items()},
                "up": list(duel.up), "down": len(duel.down), "cards": len(duel.hand),
            },
            "banker_cards": list(self.banker_hand) if self.revealed else [],
            "banker_down": 0 if self.revealed else len(self.banker_hand),
            "banker_total": total(self.banker_hand, self.ace) if self.revealed else None,
            "stock": len(self.stock),
            "discard": list(self.discard),
            "buried": len(self.buried),
            "last_duel": self.last_duel,
            "out": sorted(self.out),
            "clock": None,
            **self.ledger.as_view(),
        }

    def view(self, seat: int) -> View:
        duel = self.duel
        own = list(duel.hand) if duel is not None and duel.seat == seat else []
        banker_card = list(self.banker_hand) if seat == self.banker else []
        return {
            **self.public_view(),
            "seat": seat,
            "hand": own,
            "hand_total": total(own, self.ace) if own else None,
            "banker_hand": banker_card,
            "legal": self.legal_actions(seat),
        }
