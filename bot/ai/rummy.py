"""A computer player for Rummy that counts how far its hand is from going out, and its outs.

From its seat it sees its hand, the discard pile and the cards the opponent took from the pile and still holds;
every other card is unseen, and only an unseen card can still join a meld (it is live). It does not sample deals:

* Distance: the fewest cards the hand must still draw to hold ten melded cards. The hand is split into groups,
  each a meld, two cards a live card would make a meld, or one card two live cards would; a group counts its
  cards and costs the cards its meld needs (at least three), and the groups may cost ten at most. The cards
  kept so are the most the hand can keep, and the rest must be drawn.
* Outs: the unseen cards whose draw would shorten that distance.

* Declaring: whenever a declaration is legal it declares.
* Drawing: it takes the top discard when keeping it shortens the distance, else draws from the stock. On an empty
  stock it takes the discard when it may (that is only when it declares with it), else passes.
* Discarding: the card whose loss leaves the shortest distance; among equals, the most outs less a penalty for a
  card the opponent is known to collect (of a rank, or near a run, it took), then the least deadwood.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache

from bot.games.cards import RANKS, rank, rank_number, standard_deck, suit
from bot.games.melds import candidate_melds, run_places
from bot.games.protocol import Game, View
from bot.games.rummy import DECLARE, DISCARD, HAND, PASS, STOCK, TAKE, best_split, card_value
from bot.plugin import Advice

DECK_ORDER = tuple(standard_deck())
DECK = frozenset(DECK_ORDER)
DEAD = 0.0
FEED = 0  # outs a discard gives up for each card the opponent collects that it could join

Group = tuple[int, int, int]  # (cards as a bit set over the hand, cards kept, cards its meld costs)


def near(a: str, b: str) -> bool:
    """Whether two cards could share a meld: the same rank, or one suit within two steps."""
    if rank(a) == rank(b):
        return True
    return suit(a) == suit(b) and abs(rank_number(a) - rank_number(b)) <= 2


def at(place: int, of_suit: str) -> str:
    """The card in a run place (1 the ace low, 14 the ace high) of a suit."""
    return RANKS[(place - 1) % len(RANKS)] + of_suit


@cache
def partner_pairs(card: str, ace_high: bool) -> tuple[tuple[str, str], ...]:
    """The other two cards of every three-card meld the card could be in."""
    fellows = [c for c in DECK_ORDER if rank(c) == rank(card) and c != card]
    pairs = [(x, y) for i, x in enumerate(fellows) for y in fellows[i + 1:]]
    top = len(RANKS) + 1 if ace_high else len(RANKS)
    for place in run_places(card, ace_high):
        for start in range(max(1, place - 2), min(place, top - 2) + 1):
            x, y = (at(p, suit(card)) for p in range(start, start + 3) if p != place)
            pairs.append((x, y))
    return tuple(pairs)


@cache
def third_cards(a: str, b: str, ace_high: bool) -> frozenset[str]:
    """The cards that would make a three-card meld of the two."""
    return frozenset(x if y == b else y for x, y in partner_pairs(a, ace_high) if b in (x, y))


def most_kept(groups: Sequence[Group], singles: int) -> int:
    """The most cards disjoint groups keep within `HAND` cards of melds, `singles` the bit set of the cards that
    can be a group alone (each keeps one and costs three, so they fill what budget the others leave). Each group
    keeps no more cards than it costs, so a branch whose budget cannot beat the best found is cut."""
    best = 0

    def extend(start: int, used: int, budget: int, kept: int) -> None:
        nonlocal best
        best = max(best, kept + min(budget // 3, (singles & ~used).bit_count()))
        for i in range(start, len(groups)):
            if kept + budget <= best:
                return
            mask, keep, cost = groups[i]
            if cost <= budget and not mask & used:
                extend(i + 1, used | mask, budget - cost, kept + keep)

    extend(0, 0, HAND, 0)
    return best


@dataclass
class Outlook:
    """What the seat knows of the cards: its hand, the unseen cards, and those the opponent collects; with the
    distances it has worked out for this decision."""

    hand: tuple[str, ...]
    unseen: frozenset[str]
    theirs: tuple[str, ...]
    jack: int
    ace_high: bool
    kept: dict[tuple[str, ...], int] = field(default_factory=dict)

    @classmethod
    def of(cls, view: View) -> Outlook:
        theirs = tuple(view["known"][1 - view["seat"]])
        seen = {*view["hand"], *view["discards"], *theirs}
        options = view["options"]
        return cls(tuple(view["hand"]), DECK - seen, theirs, 11 if options["rank_number_jack"] else 10,
                   bool(options["ace_high"]))

    def groups(self, hand: Sequence[str]) -> tuple[list[Group], int]:
        """The groups of the hand: its melds and the pairs a live card would make a meld of; and the bit set of
        the cards two live cards would make a meld of."""
        live = self.unseen.difference(hand)
        bit = {c: 1 << i for i, c in enumerate(hand)}
        found = [(sum(bit[c] for c in m), len(m), len(m)) for m in candidate_melds(hand, self.ace_high)]
        singles = 0
        for i, a in enumerate(hand):
            for b in hand[i + 1:]:
                if not live.isdisjoint(third_cards(a, b, self.ace_high)):
                    found.append((bit[a] | bit[b], 2, 3))
            if any(x in live and y in live for x, y in partner_pairs(a, self.ace_high)):
                singles |= bit[a]
        return found, singles

    def most_kept(self, hand: Sequence[str]) -> int:
        """The most cards of the hand its groups can keep within ten cards of melds."""
        ordered = tuple(sorted(hand))
        if ordered not in self.kept:
            groups, singles = self.groups(ordered)
            self.kept[ordered] = most_kept(sorted(groups, key=lambda g: -g[1]), singles)
        return self.kept[ordered]

    def distance(self, hand: Sequence[str]) -> int:
        return HAND - self.most_kept(hand)

    def outs(self, hand: Sequence[str]) -> int:
        """The unseen cards that would shorten the distance of a ten-card hand."""
        now = self.most_kept(hand)
        return sum(self.most_kept([*hand, c]) > now for c in self.unseen)

    def deadwood(self, hand: Sequence[str]) -> int:
        return best_split(tuple(sorted(hand)), self.jack, self.ace_high).points

    def feeds(self, card: str) -> int:
        return sum(near(card, c) for c in self.theirs)


@dataclass(frozen=True)
class RummyPlayer:
    def choose(self, view: View, seed: int) -> str:
        return self.advise(view).action

    def advise(self, view: View) -> Advice:
        """The move with its reason: the deadwood it leaves, or the unseen cards that would improve the hand."""
        legal: list[str] = view["legal"]
        declares = [a for a in legal if a.startswith(DECLARE + ":")]
        if declares:
            return Advice(declares[0], "rummy_hint_declare")
        if view["phase"] == "draw":
            return self.draw(view, legal)
        return self.discard(view, legal)

    def draw(self, view: View, legal: list[str]) -> Advice:
        if TAKE in legal and STOCK not in legal:
            return Advice(TAKE)  # an empty stock: taking is offered only when it lets us declare
        if TAKE not in legal:
            return Advice(STOCK if STOCK in legal else PASS)
        top = view["discard_top"]
        outlook = Outlook.of(view)
        hand = [*outlook.hand, top]
        now = view["deadwood_points"]
        after = min(outlook.deadwood([o for o in hand if o != c]) for c in outlook.hand)
        if max(outlook.most_kept([o for o in hand if o != c]) for c in outlook.hand) > outlook.most_kept(outlook.hand):
            return Advice(TAKE, "rummy_hint_take", {"after": after, "now": now})
        return Advice(STOCK, "rummy_hint_stock_no_meld")

    def discard(self, view: View, legal: list[str]) -> Advice:
        outlook = Outlook.of(view)
        rests = {a: [o for o in outlook.hand if o != a.partition(":")[2]]
                 for a in legal if a.startswith(DISCARD + ":")}
        nearest = min(outlook.distance(rest) for rest in rests.values())

        def worth(action: str) -> tuple[float, int]:
            card, rest = action.partition(":")[2], rests[action]
            dead = outlook.deadwood(rest)
            return (outlook.outs(rest) - FEED * outlook.feeds(card) - DEAD * dead, -dead)

        best = max((a for a, rest in rests.items() if outlook.distance(rest) == nearest), key=worth)
        return Advice(best, "rummy_hint_discard", {"points": outlook.deadwood(rests[best])})


def rummy_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone (its counts are quick)."""
    return RummyPlayer().advise(game.view(seat))


def rummy_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return rummy_advice(game, seat, think).action
