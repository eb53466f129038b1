"""The Seep floor (loose cards and houses) and every move one card can make on it (§A11–A15).

A move plays one card from hand as a capture (`c:<card>:<keys>`), a throw (`t:<card>`) or a build
(`b:<card>:<value>:<keys>`). Keys name the floor items the move takes or joins, one letter each: the houses
first, by value, then the loose cards in the order they came down. Which sets a collection was split into does
not change the outcome, so one action stands for every split that takes the same items: the floor after a move
depends only on the items taken, and a house's value and cemented state only on its cards.

The generator is pure and works on plain data, so the computer player asks it the same questions the engine
does.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations, product

from ..cards import rank_number, standard_deck
from .sums import TOP, ZERO, Vec, add, any_families, below, count, maximal_families, sub, sub_sums, vector

KEYS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
HOUSE_VALUES = range(9, 14)
CAPTURE, THROW, BUILD = "c", "t", "b"


VALUES = {card: rank_number(card) for card in standard_deck()}  # looked up for every card of every move


def value(card: str) -> int:
    """§A3: A 1, 2–10 face value, J 11, Q 12, K 13."""
    return VALUES[card]


@dataclass
class House:
    value: int
    cards: list[str]
    owners: set[int]

    @property
    def cemented(self) -> bool:
        """§A11.1: more than one copy of the value, which is exactly a card total of at least twice the value."""
        return sum(map(value, self.cards)) >= 2 * self.value

    def copy(self) -> House:
        return House(self.value, list(self.cards), set(self.owners))


@dataclass(frozen=True)
class Move:
    kind: str
    card: str
    value: int
    houses: tuple[int, ...] = ()
    loose: tuple[int, ...] = ()

    def action(self, floor: Floor) -> str:
        if self.kind == THROW:
            return f"t:{self.card}"
        keys = floor.keys(self.houses, self.loose)
        if self.kind == CAPTURE:
            return f"c:{self.card}:{keys}"
        return f"b:{self.card}:{self.value}:{keys}"


@dataclass(frozen=True)
class Mover:
    """Who plays and what binds him: the hand before the move, the partner (none at two players), the opening
    bid while it restricts him (§A8), and the house rules in force."""

    seat: int
    hand: tuple[str, ...]
    partner: int | None = None
    bid: int | None = None
    limited: bool = False  # §B2
    loose_break: bool = False  # §B4
    locked: frozenset[str] = frozenset()  # §C6: cards that may only be thrown or build their own value
    blocked: frozenset[int] = frozenset()  # §C6: values whose first house this player may not create


@dataclass
class Floor:
    loose: list[str] = field(default_factory=list)
    houses: list[House] = field(default_factory=list)

    def copy(self) -> Floor:
        return Floor(list(self.loose), [h.copy() for h in self.houses])

    def empty(self) -> bool:
        return not self.loose and not self.houses

    def house_index(self, of: int) -> int | None:
        return next((i for i, h in enumerate(self.houses) if h.value == of), None)

    def keys(self, houses: tuple[int, ...], loose: tuple[int, ...]) -> str:
        offset = len(self.houses)
        return "".join(KEYS[i] for i in houses) + "".join(KEYS[offset + j] for j in loose)

    def item(self, key: str) -> House | str:
        index = KEYS.index(key)
        return self.houses[index] if index < len(self.houses) else self.loose[index - len(self.houses)]

    def item_cards(self, key: str) -> list[str]:
        item = self.item(key)
        return list(item.cards) if isinstance(item, House) else [item]

    def cards(self) -> list[str]:
        return [*(c for h in self.houses for c in h.cards), *self.loose]

    # -- moves -------------------------------------------------------------------------------------------

    def moves(self, mover: Mover) -> list[Move]:
        return [m for card in dict.fromkeys(mover.hand) for m in self.card_moves(mover, card)]

    def card_moves(self, mover: Mover, card: str) -> list[Move]:
        x = value(card)
        out = []
        if mover.bid is None or x == mover.bid:
            out.extend(self._captures(mover, card))
        for v in HOUSE_VALUES:
            if v >= x and (mover.bid is None or v == mover.bid) and (card not in mover.locked or v == x):
                out.extend(self._builds(mover, card, v))
        return out

    def _pools(self, below_value: int) -> dict[int, list[int]]:
        pools: dict[int, list[int]] = {}
        for j, card in enumerate(self.loose):
            if value(card) < below_value:
                pools.setdefault(value(card), []).append(j)
        return pools

    def _loose_vector(self) -> Vec:
        return vector([value(c) for c in self.loose])

    def _spread(self, taken: Vec, pools: dict[int, list[int]]) -> Iterator[tuple[int, ...]]:
        """Every choice of actual loose cards matching the value counts `taken`."""
        choices = [list(combinations(pools[v], count(taken, v))) for v in range(1, TOP + 1) if count(taken, v)]
        for pick in product(*choices):
            yield tuple(j for group in pick for j in group)

    def captures(self, mover: Mover, card: str) -> list[Move]:
        """The captures one card can make, or its throw where it takes nothing: its moves less the builds."""
        return self._captures(mover, card)

    def _captures(self, mover: Mover, card: str) -> list[Move]:
        """§A13: the house of the value, every loose card of the value, and a maximal family of loose sets."""
        x = value(card)
        house = self.house_index(x)
        houses = () if house is None else (house,)
        if card in mover.locked:
            families: frozenset[Vec] = frozenset({ZERO})
            singles: tuple[int, ...] = ()
        else:
            families = maximal_families(self._loose_vector(), x)
            singles = tuple(j for j, c in enumerate(self.loose) if value(c) == x)
        if not houses and not singles and families == {ZERO}:
            return [Move(THROW, card, x)]
        pools = self._pools(x)
        out = []
        for family in sorted(families):
            for chosen in self._spread(family, pools):
                out.append(Move(CAPTURE, card, x, houses, tuple(sorted(singles + chosen))))
        return out

    def _builds(self, mover: Mover, card: str, v: int) -> list[Move]:
        after = list(mover.hand)
        after.remove(card)
        held = {value(c) for c in after}
        existing = self.house_index(v)
        if existing is not None:
            owners = self.houses[existing].owners
            needs_card = mover.seat in owners or mover.partner not in owners
        else:
            needs_card = True
        if needs_card and v not in held:
            return []  # §A11.2 / §A11.8: the house's owner keeps a card of its value
        if any(mover.seat in h.owners and h.value not in held for i, h in enumerate(self.houses) if i != existing):
            return []
        if existing is None and v in mover.blocked:
            return []
        shapes = self._shapes(mover, card, v, existing)
        pools = self._pools(v)
        singles = tuple(j for j, c in enumerate(self.loose) if value(c) == v)
        out = []
        for houses, taken in sorted(shapes):
            for chosen in self._spread(taken, pools):
                out.append(Move(BUILD, card, v, houses, tuple(sorted(singles + chosen))))
        return out

    def _shapes(self, mover: Mover, card: str, v: int, existing: int | None) -> set[tuple[tuple[int, ...], Vec]]:
        """§A15 BUILD shapes as (houses joined or broken, value counts of the smaller loose cards taken)."""
        x = value(card)
        loose = below(self._loose_vector(), v)
        joined = () if existing is None else (existing,)
        has_singles = any(value(c) == v for c in self.loose)
        absorb = maximal_families if existing is None else any_families
        cap = 2 if mover.limited else len(self.houses) + 1
        shapes: set[tuple[tuple[int, ...], Vec]] = set()
        # B1 / B2: the card with a group of loose cards (empty when the card is the value itself).
        if len(self.houses) + (existing is None) <= cap:
            for own in (sub_sums(loose, v - x) if x < v else [ZERO]):
                for extra in absorb(sub(loose, own), v):
                    if own == extra == ZERO and x == v and existing is None and not has_singles:
                        continue  # a lone card is no house
                    shapes.add((joined, add(own, extra)))
        count_after = len(self.houses) - (existing is not None)
        if count_after > cap:
            return shapes
        for i, house in enumerate(self.houses):
            if house.cemented or mover.seat in house.owners or house.value >= v or card in mover.locked:
                continue
            houses = tuple(sorted((i, *joined)))
            if house.value + x == v:  # B3: the card alone breaks the house
                shapes.update((houses, extra) for extra in absorb(loose, v))
            if mover.loose_break:  # B4: loose cards break it, the card cements the new value at once
                for breaking in sub_sums(loose, v - house.value):
                    rest = sub(loose, breaking)
                    for own in (sub_sums(rest, v - x) if x < v else [ZERO]):
                        for extra in absorb(sub(rest, own), v):
                            shapes.add((houses, add(add(breaking, own), extra)))
        return shapes

    # -- applying ----------------------------------------------------------------------------------------

    def apply(self, move: Move, mover: Mover) -> list[str]:
        """Play `move` on this floor; returns the cards a capture takes, the played card first."""
        taken_loose = [self.loose[j] for j in move.loose]
        used = [self.houses[i] for i in move.houses]
        self.houses = [h for i, h in enumerate(self.houses) if i not in move.houses]
        self.loose = [c for j, c in enumerate(self.loose) if j not in move.loose]
        if move.kind == THROW:
            self.loose.append(move.card)
            return []
        if move.kind == CAPTURE:
            return [move.card, *(c for h in used for c in h.cards), *taken_loose]
        existing = next((h for h in used if h.value == move.value), None)
        if existing is None:
            owners = {mover.seat}
        elif mover.seat in existing.owners or mover.partner in existing.owners:
            owners = set(existing.owners)
        else:
            owners = existing.owners | {mover.seat}
        cards = [*(existing.cards if existing else []), *(c for h in used if h is not existing for c in h.cards),
                 move.card, *taken_loose]
        self.houses.append(House(move.value, cards, owners))
        self.houses.sort(key=lambda h: h.value)
        return []
