"""Bourse (بورس), as `shared/rules/bourse.md`: deck A is sold card by card, three hidden cards of deck B decide
which deck-A cards win the three prizes, and the other 49 deck-B cards are read one by one, each burning its
twin in deck A, while the players trade their live cards.

Section numbers (§x) refer to that file. Deck-A cards are plain codes (`7H`); deck-B cards carry the second
deck's index (`7H#1`), so the two decks stay distinct in every place and view.

**Reads and trading windows.** After the sale (§2) and after every read, a trading window opens: every seat
still at the table is in `to_act()` and may offer (`sell:<card>:<price>` to anyone, `sell:<card>:<price>:<seat>`
to one seat privately, `buy:<card>:<price>` to the card's holder), accept an open offer (`take:<id>`), or say
it is `done` (and then waits for the next read). The next card is read when every seat is done, when the
reader (the dealer), not yet done, presses `read:<n>` (§4's "next"), or when the window's clock runs out: the
window is `clock.Window` `read` of `read_seconds`, and its expiry `tick:read:<n>` is recorded in the reader's
name. A seat makes at most
`OFFERS_PER_READ` offers per window, which also bounds every game.

Prices: any whole amount from 1 to the first prize (§5); the legal list offers `chips.amount_steps`. An offer
to anyone is public; one addressed to a seat (every buy offer goes to the card's holder) is seen by the two
seats only, and the table sees the trade once it is made.
Offers lapse when their card is burned or changes hands, and (DEFAULT, in place of §5's 60 seconds, so that a
single clock serves the game) after `offer_reads` reads, 60 seconds at the default pace. A seat's new offer
on a card replaces its open one.

Chips: a `chips.Ledger` with the prizes as pots `prize:1` … `prize:3`. DEFAULTs beyond the file: a seat that
leaves keeps its cards (and any prize they win) but its offers are withdrawn; the reader's role passes right
when the reader leaves, and when nobody is left the remaining cards are read out.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any, ClassVar

from .cards import deal_order, derive_seed, right_of, shuffle, sorted_cards, standard_deck
from .chips import Ledger, amount_steps, standings, whole_amount
from .clock import Window
from .protocol import Event, Game, IllegalAction, Option, Result, View

DECK_A = tuple(standard_deck())
DECK_B = tuple(f"{c}#1" for c in DECK_A)
HIDDEN = 3
READS = len(DECK_B) - HIDDEN
OFFERS_PER_READ = 2
SPLITS = {"50/30/20": (50, 30, 20), "60/25/15": (60, 25, 15), "45/33/22": (45, 33, 22)}
STATS = ("chips", "prizes_won", "cards_bought", "cards_sold")


@lru_cache(maxsize=1 << 14)
def _offers(side: str, card: str, prices: tuple[int, ...]) -> tuple[str, ...]:
    """The actions offering one card at each price. A seat's view lists them for every live card, and every view
    of a table asks for the same few hundred strings again."""
    return tuple(f"{side}:{card}:{p}" for p in prices)


def prizes(pot: int, split: Sequence[int]) -> list[int]:
    """§2: each share rounded down, the remainder to the first prize."""
    shares = [pot * p // 100 for p in split]
    shares[0] += pot - sum(shares)
    return shares


def twin(card: str) -> str:
    """The deck-A card a deck-B card burns."""
    return card.split("#", 1)[0]


@dataclass(frozen=True)
class Offer:
    id: int
    maker: int
    side: str  # "sell" or "buy"
    card: str
    price: int
    to: int | None  # None: anyone
    lapses: int  # the read after which it is gone

    def seller(self, holder: int) -> int:
        return self.maker if self.side == "sell" else holder

    def as_view(self) -> dict[str, Any]:
        return {"id": self.id, "maker": self.maker, "side": self.side, "card": self.card, "price": self.price,
                "to": self.to}


class Phase(StrEnum):
    TRADE = "trade"
    OVER = "over"


class Bourse(Game):
    name = "bourse"
    min_players = 2
    max_players = 13
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "price": Option(10, (5, 10, 20), "chips per deck-A card at the sale (§2)"),
        "split": Option("50/30/20", tuple(SPLITS), "the three prizes as shares of the pot (§2)"),
        "read_seconds": Option(20, (10, 20, 30, 60), "the longest wait between two reads (§4)"),
        "offer_reads": Option(3, (1, 2, 3, 5), "reads after which an open offer lapses (§5)"),
    }
    START_BALANCE = 1000

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.ledger = Ledger(players, self.START_BALANCE)
        self.dealer = self.first_dealer()
        self.reader = self.dealer
        self.owner: dict[str, int] = {}
        order = deal_order(self.dealer, players)
        for i, card in enumerate(self.deck_a()):
            self.owner[card] = order[i % players]
        price = int(self.options["price"])
        for seat in range(players):
            self.ledger.move(seat, "pot", price * sum(1 for s in self.owner.values() if s == seat))
        for i, amount in enumerate(prizes(self.ledger.balance("pot"), SPLITS[self.options["split"]]), 1):
            self.ledger.move("pot", f"prize:{i}", amount)
        b = self.deck_b()
        self.hidden, self.unread = b[:HIDDEN], b[HIDDEN:]
        self.read: list[str] = []
        self.burned: list[str] = []
        self.offers: list[Offer] = []
        self.offer_count = 0
        self.made: dict[int, int] = {}  # offers made in this window, by seat
        self.done: set[int] = set()
        self.out: set[int] = set()
        self.trades: list[dict[str, Any]] = []
        self.winners_by_prize: list[int | None] = []
        self.phase = Phase.TRADE
        self.tally = [dict.fromkeys(STATS, 0) for _ in range(players)]

    # -- dealing (tests override these three) -------------------------------------------------------------

    def first_dealer(self) -> int:
        return random.Random(derive_seed(self.seed, "dealer")).randrange(self.players)

    def deck_a(self) -> list[str]:
        return shuffle(DECK_A, derive_seed(self.seed, "deck A"))

    def deck_b(self) -> list[str]:
        return shuffle(DECK_B, derive_seed(self.seed, "deck B"))

    # -- state --------------------------------------------------------------------------------------------

    @property
    def prize_one(self) -> int:
        return self.ledger.balance("prize:1")

    def live(self) -> list[str]:
        burned = self.burned_set
        return [c for c in DECK_A if c not in burned]

    @property
    def burned_set(self) -> set[str]:
        return set(self.burned)

    def present(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.out]

    def window(self) -> Window | None:
        if self.phase is not Phase.TRADE:
            return None
        return Window("read", int(self.options["read_seconds"]), self.reader, len(self.read) + 1)

    def open_to(self, offer: Offer, seat: int) -> bool:
        return seat != offer.maker and offer.to in (None, seat)

    def can_take(self, offer: Offer, seat: int) -> bool:
        if not self.open_to(offer, seat) or seat in self.out:
            return False
        buyer = seat if offer.side == "sell" else offer.maker
        return self.ledger.balance(buyer) >= offer.price

    # -- the protocol -------------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        if self.phase is not Phase.TRADE:
            return frozenset()
        return frozenset(s for s in self.present() if s not in self.done)

    def waiting_for(self) -> frozenset[int]:
        """Nobody holds a read up: the clock reads anyway."""
        return frozenset()

    def checks_itself(self, action: str) -> bool:
        return action.startswith("take:")

    def legal_actions(self, seat: int) -> list[str]:
        if seat not in self.to_act():
            return []
        actions = [f"read:{len(self.read) + 1}"] if seat == self.reader else []
        actions.append("done")
        actions += [f"take:{o.id}" for o in self.offers if self.can_take(o, seat)]
        if self.made.get(seat, 0) < OFFERS_PER_READ:
            steps = tuple(amount_steps(1, self.prize_one))
            balance = self.ledger.balance(seat)
            affordable = tuple(p for p in steps if p <= balance)
            for card in self.live():
                if self.owner[card] in self.out:
                    continue
                side, prices = ("sell", steps) if self.owner[card] == seat else ("buy", affordable)
                actions += _offers(side, card, prices)
        return actions

    def is_legal(self, seat: int, action: str) -> bool:
        window = self.window()
        if window is not None and window.expires_with(seat, action):
            return True
        offer = self._parse_offer(seat, action)
        if offer is not None:
            return self._offer_problem(seat, offer) is None
        return super().is_legal(seat, action)

    def _parse_offer(self, seat: int, action: str) -> Offer | None:
        parts = action.split(":")
        if parts[0] not in ("sell", "buy") or len(parts) not in (3, 4) or parts[1] not in self.owner:
            return None
        price = whole_amount(parts[2])
        if price is None:
            return None
        to: int | None = None
        if len(parts) == 4:
            target = whole_amount(parts[3])
            if parts[0] != "sell" or target is None or target >= self.players:
                return None
            to = target
        elif parts[0] == "buy":
            to = self.owner[parts[1]]
        lapses = len(self.read) + int(self.options["offer_reads"])
        return Offer(self.offer_count + 1, seat, parts[0], parts[1], price, to, lapses)

    def _offer_problem(self, seat: int, offer: Offer) -> IllegalAction | None:
        if self.phase is not Phase.TRADE or seat in self.out or seat in self.done:
            return IllegalAction("not_your_turn", "you cannot trade now")
        if offer.card in self.burned_set:
            return IllegalAction("burned", f"{offer.card} is burned")
        if (self.owner[offer.card] == seat) != (offer.side == "sell"):
            return IllegalAction("not_yours" if offer.side == "sell" else "own_card",
                                 "you sell your own cards and buy others'")
        if not 1 <= offer.price <= self.prize_one:
            return IllegalAction("price_out_of_range", f"a price is from 1 to {self.prize_one}")
        if offer.to == seat:
            return IllegalAction("to_self", "you cannot sell to yourself")
        if offer.to in self.out:
            return IllegalAction("no_such_buyer", "that player has left the table")
        if offer.side == "buy" and self.ledger.balance(seat) < offer.price:
            return IllegalAction("no_chips", "you cannot pay that much")
        if self.made.get(seat, 0) >= OFFERS_PER_READ:
            return IllegalAction("offer_limit", f"at most {OFFERS_PER_READ} offers between two reads")
        return None

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        offer = self._parse_offer(seat, action)
        if offer is not None:
            problem = self._offer_problem(seat, offer)
            if problem is not None:
                return problem
        kind, _, arg = action.partition(":")
        if kind == "take" and seat in self.to_act():
            found = next((o for o in self.offers if str(o.id) == arg), None)
            if found is None:
                return IllegalAction("offer_lapsed", "that offer is no longer open")
            if not self.open_to(found, seat):
                return IllegalAction("not_for_you", "that offer is not open to you")
            return IllegalAction("no_chips", "the buyer cannot pay that much")
        if kind in ("read", "tick") and self.phase is Phase.TRADE:
            return IllegalAction("stale_read", "that card has been read already")
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        kind, _, arg = action.partition(":")
        if kind in ("read", "tick"):
            return self._read()
        if kind == "done":
            self.done.add(seat)
            return self._read() if not set(self.present()) - self.done else []
        if kind == "take":
            return self._take(seat, next(o for o in self.offers if str(o.id) == arg))
        offer = self._parse_offer(seat, action)
        assert offer is not None
        return self._offer(offer)

    # -- trading ------------------------------------------------------------------------------------------

    def _offer(self, offer: Offer) -> list[Event]:
        self.offer_count += 1
        self.made[offer.maker] = self.made.get(offer.maker, 0) + 1
        self.offers = [o for o in self.offers if (o.maker, o.card) != (offer.maker, offer.card)] + [offer]
        return [Event("offer", offer.as_view())]

    def _take(self, seat: int, offer: Offer) -> list[Event]:
        """§5: card and chips change hands at once; every other offer on the card lapses."""
        seller = offer.seller(seat)
        buyer = seat if offer.side == "sell" else offer.maker
        self.ledger.move(buyer, seller, offer.price)
        self.owner[offer.card] = buyer
        self.offers = [o for o in self.offers if o.card != offer.card]
        self.tally[buyer]["cards_bought"] += 1
        self.tally[seller]["cards_sold"] += 1
        trade = {"card": offer.card, "price": offer.price, "seller": seller, "buyer": buyer, "read": len(self.read)}
        self.trades.append(trade)
        return [Event("trade", trade)]

    # -- reading ------------------------------------------------------------------------------------------

    def _read(self) -> list[Event]:
        """§4: the next deck-B card burns its twin; offers on it, or past their time, lapse."""
        card = self.unread.pop(0)
        self.read.append(card)
        self.burned.append(twin(card))
        reads = len(self.read)
        self.offers = [o for o in self.offers if o.card != twin(card) and o.lapses > reads]
        self.made, self.done = {}, set()
        events = [Event("read", {"card": card, "burned": twin(card), "live": len(self.live()), "read": reads})]
        if not self.unread:
            return events + self._payout()
        return events

    def _payout(self) -> list[Event]:
        """§6: the holder of the twin of the card under prize i receives prize i."""
        self.offers = []
        self.phase = Phase.OVER
        self.winners_by_prize = []
        for i, card in enumerate(self.hidden, 1):
            holder = self.owner[twin(card)]
            self.ledger.empty(f"prize:{i}", holder)
            self.tally[holder]["prizes_won"] += 1
            self.winners_by_prize.append(holder)
        return [Event("game_over", {"hidden": list(self.hidden), "winners": list(self.winners_by_prize),
                                    "net": self.ledger.nets()})]

    # -- leaving and the end ------------------------------------------------------------------------------

    def _leave(self, seat: int) -> list[Event]:
        if seat in self.out:
            raise IllegalAction("not_in_game", "you are no longer in this game")
        self.out.add(seat)
        self.done.discard(seat)
        self.offers = [o for o in self.offers if o.maker != seat and o.to != seat]
        events = [Event("left", {"seat": seat})]
        if not self.present():
            while not self.is_over():
                events += self._read()
            return events
        if seat == self.reader:
            while self.reader in self.out:
                self.reader = right_of(self.reader, self.players)
        if not set(self.present()) - self.done:
            events += self._read()
        return events

    def result(self) -> Result:
        return standings(self.ledger, self.tally, prize_winners=list(self.winners_by_prize), trades=len(self.trades))

    # -- where the cards are ------------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, Sequence[str]] = {"hidden": self.hidden, "unread": self.unread, "read": self.read,
                                            "burned": self.burned}
        for seat in range(self.players):
            places[f"held:{seat}"] = [c for c in self.live() if self.owner[c] == seat]
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        return frozenset({"unread"} if self.is_over() else {"hidden", "unread"})

    # -- views --------------------------------------------------------------------------------------------

    def _holdings(self) -> dict[str, list[str]]:
        """Each seat's live cards, in DECK_A's order."""
        held: dict[int, list[str]] = {s: [] for s in range(self.players)}
        for card in self.live():
            if self.owner[card] in held:
                held[self.owner[card]].append(card)
        return {str(s): cards for s, cards in held.items()}

    def public_view(self) -> View:
        window = self.window()
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "phase": str(self.phase),
            "dealer": self.dealer,
            "reader": self.reader,
            "reads": len(self.read),
            "to_read": len(self.unread),
            "last_read": self.read[-1] if self.read else None,
            "read": list(self.read),
            "live": len(self.live()),
            "holdings": self._holdings(),
            "prizes": [self.ledger.balance(f"prize:{i}") for i in range(1, HIDDEN + 1)],
            "offers": [o.as_view() for o in self.offers if o.to is None],
            "trades": self.trades[-10:],
            "done": sorted(self.done),
            "out": sorted(self.out),
            "hidden": list(self.hidden) if self.is_over() else [],
            "prize_winners": list(self.winners_by_prize),
            "clock": None if window is None else window.as_view(),
            **self.ledger.as_view(),
        }

    def view(self, seat: int) -> View:
        private = [o.as_view() for o in self.offers if o.to is not None and seat in (o.maker, o.to)]
        public = self.public_view()
        return {
            **public,
            "seat": seat,
            "hand": sorted_cards(public["holdings"][str(seat)]),
            "private_offers": private,
            "offers_left": OFFERS_PER_READ - self.made.get(seat, 0),
            "legal": self.legal_actions(seat),
        }
