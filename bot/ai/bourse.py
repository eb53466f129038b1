"""A computer trader for Bourse that plays to finish with the most chips, counting its chance exactly.

Nothing a seat sees tells one live card from another: the three hidden cards are a uniform draw of three live
cards, whatever has been read, so a card's expected prize is the same for every live card and no trade at a fair
price changes anyone's expected chips. What a trade does change is who is likely to finish first: a prize comes
whole to one holder, so a card bought at a fair price or a little over raises the buyer's chance of the first
prize while costing a small part of the lead the prize gives. The trader therefore counts, for the holdings and
balances a move would leave, its chance of ending with the most chips (a tie for first counting as won), over
every way the three prizes can fall to the live cards each seat holds (`Table.win_chance`). It
takes the offer that raises that chance most, or posts the offer that would raise it most if taken, at a price
a trader weighing the card at its expected prize would find worth taking; when nothing raises it, it is done.
It never forces a read, and uses no randomness: its move depends on its view alone.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.games.protocol import Game, View
from bot.plugin import Advice

EPSILON = 1e-9  # a gain in chance smaller than this is rounding, not a reason to trade


@dataclass(frozen=True)
class Table:
    """What decides the end from one seat's view: live cards held by every seat, every seat's chips, the prizes."""

    held: tuple[int, ...]
    chips: tuple[int, ...]
    prizes: tuple[int, ...]

    @classmethod
    def of(cls, view: View) -> Table:
        players = view["players"]
        held = tuple(len(view["holdings"][str(s)]) for s in range(players))
        return cls(held, tuple(view["balances"]), tuple(view["prizes"]))

    def traded(self, seller: int, buyer: int, price: int) -> Table:
        held, chips = list(self.held), list(self.chips)
        held[seller] -= 1
        held[buyer] += 1
        chips[seller] += price
        chips[buyer] -= price
        return Table(tuple(held), tuple(chips), self.prizes)

    def win_chance(self, seat: int) -> float:
        """The chance that `seat` ends with the most chips (or shares the most), if nothing more is traded."""
        return win_chance(self, seat)


@dataclass(frozen=True)
class BoursePlayer:
    margin: float = 0.15  # it bids more than this share over a card's expected prize, and asks more than it under

    def choose(self, view: View, seed: int) -> str:
        """Its move; `seed` is unused, the move depends on the view alone."""
        return self.advise(view).action

    def advise(self, view: View) -> Advice:
        """The move that gives the best chance of finishing first, with that chance before and after, in percent."""
        me: int = view["seat"]
        table = Table.of(view)
        now = table.win_chance(me)
        offers = [*view["offers"], *view["private_offers"]]
        by_id = {o["id"]: o for o in offers}
        owner = {card: int(s) for s, cards in view["holdings"].items() for card in cards}
        takes = []
        for action in view["legal"]:
            if action.startswith("take:"):
                offer = by_id[int(action.split(":")[1])]
                seller, buyer = (offer["maker"], me) if offer["side"] == "sell" else (me, offer["maker"])
                takes.append((table.traded(seller, buyer, offer["price"]).win_chance(me), action))
        take = best(takes)
        if take is not None and take[0] > now + EPSILON:
            return Advice(take[1], "bourse_hint_take", {"chance": percent(now), "after": percent(take[0])})
        post = best(self.posts(view, table, owner, offers)) if view["offers_left"] > 0 else None
        if post is not None and post[0] > now + EPSILON:
            side = post[1].split(":")[0]
            return Advice(post[1], f"bourse_hint_{side}", {"chance": percent(now), "after": percent(post[0])})
        return Advice("done", "bourse_hint_done", {"chance": percent(now)})

    def posts(self, view: View, table: Table, owner: Mapping[str, int],
              offers: Iterable[Mapping[str, Any]]) -> list[tuple[float, str]]:
        """Every offer it could post that a trader weighing cards at their expected prize would take, each with the
        chance it would leave if taken: one card of each seat (its cards are alike) at one price, and none to a seat
        it has an offer open with."""
        me: int = view["seat"]
        value = sum(view["prizes"]) / max(view["live"], 1)
        asked = {owner.get(o["card"]) for o in offers if o["maker"] == me}
        listed = prices(view["legal"])
        out: list[tuple[float, str]] = []
        for card, holder in sorted(owner.items()):
            if holder in view["out"] or holder in asked:
                continue
            asked.add(holder)
            side = "sell" if holder == me else "buy"
            if side == "buy":
                fair = [p for p in listed.get((side, card), ()) if p > (1 + self.margin) * value]
            else:
                fair = [p for p in listed.get((side, card), ()) if p < (1 - self.margin) * value]
            if fair:
                price = min(fair) if side == "buy" else max(fair)
                seller, buyer = (me, self.taker(view, table)) if side == "sell" else (holder, me)
                out.append((table.traded(seller, buyer, price).win_chance(me), f"{side}:{card}:{price}"))
        return out

    @staticmethod
    def taker(view: View, table: Table) -> int:
        """Who takes a sale offered to anyone, as the count assumes: the richest other seat."""
        me: int = view["seat"]
        return max((s for s in range(view["players"]) if s != me and s not in view["out"]),
                   key=lambda s: (table.chips[s], -s))


def prices(legal: Iterable[str]) -> dict[tuple[str, str], list[int]]:
    """The listed prices it may offer each card at, by side and card, as the buttons list them: to anyone (a sale)
    or to its holder."""
    listed: dict[tuple[str, str], list[int]] = {}
    for action in legal:
        parts = action.split(":")
        if len(parts) == 3 and parts[0] in ("buy", "sell"):
            listed.setdefault((parts[0], parts[1]), []).append(int(parts[2]))
    return listed


def best(options: list[tuple[float, str]]) -> tuple[float, str] | None:
    """The option leaving the best chance; of equal ones, the first move in order, so the choice is repeatable."""
    return min(options, key=lambda c: (-c[0], c[1]), default=None)


def percent(chance: float) -> int:
    return round(100 * chance)


def bourse_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone."""
    return BoursePlayer().advise(game.view(seat))


def bourse_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return BoursePlayer().advise(game.view(seat)).action


# The same table is weighed again and again: for a move and then its hint, and after every read that changed no
# seat's live cards or chips; the counts are kept.
@lru_cache(maxsize=4096)
def win_chance(table: Table, seat: int) -> float:
    """The chance that `seat` ends with the most chips (or shares the most), if nothing more is traded.

    The prizes go to the first cards drawn from the live ones, so the chance that each seat s wins the set of
    prizes A_s is the product of the ways to draw |A_s| of its h_s cards in order, over the ways to draw as
    many cards as prizes from the live ones. For each set of prizes the seat may win, the rivals share out the
    rest one rival at a time (a mask of the prizes placed so far), keeping only shares that leave the rival no
    richer than the seat."""
    live = sum(table.held)
    prizes = table.prizes[:live]  # with fewer live cards than prizes, the rest fall to nobody
    every = (1 << len(prizes)) - 1
    worth = [sum(p for i, p in enumerate(prizes) if mask >> i & 1) for mask in range(every + 1)]
    size = [mask.bit_count() for mask in range(every + 1)]
    rivals = [s for s in range(len(table.held)) if s != seat]
    total = 0  # ways, counted exactly so that moves leaving equal chances tie exactly
    for mine in range(every + 1):
        bar = table.chips[seat] + worth[mine]
        ways = {mine: math.perm(table.held[seat], size[mine])}
        for rival in rivals:
            room = bar - table.chips[rival]
            if room < 0:
                ways = {}
                break
            shares = [(a, math.perm(table.held[rival], size[a])) for a in range(every + 1)
                      if worth[a] <= room and size[a] <= table.held[rival]]
            after: dict[int, int] = {}
            for placed, weight in ways.items():
                for share, count in shares:
                    if not share & placed:
                        after[placed | share] = after.get(placed | share, 0) + weight * count
            ways = after
        total += ways.get(every, 0)
    return total / math.perm(live, len(prizes))
