"""Helpers for the Seep tests: rigged deals, hand-set floor positions, and the invariants of every state."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any

from bot.games.cards import standard_deck
from bot.games.protocol import Game
from bot.games.seep import Seep
from bot.games.seep.floor import KEYS, Floor, House, value
from bot.games.seep.game import Phase

N, W, S, E = 0, 1, 2, 3  # playing order N -> W -> S -> E (Part D)
Item = str  # a loose card's code, or `H<value>` for a house


def deck_for(dealer: int, players: int, first: Sequence[str], floor: Sequence[str],
             hands: Mapping[int, Sequence[str]] | None = None) -> list[str]:
    """A pack that deals `first` to the bidder, `floor` face down, and then `hands` (each seat's whole hand
    after the opening, the bidder's without his opening card) in the engine's packet order."""
    hands = hands or {}
    used = {*first, *floor, *(c for h in hands.values() for c in h)}
    spare = [c for c in standard_deck() if c not in used]
    bidder = (dealer + 1) % players
    order = [(bidder + i) % players for i in range(players)]
    wants: list[list[str]] = []
    sizes = []
    for seat in order:
        have = list(hands.get(seat, []))
        if seat == bidder:
            have = [c for c in have if c not in first]
        size = 8 if seat == bidder else 12
        wants.append(have + [spare.pop() for _ in range(size - len(have))])
        sizes.append(size)
    if players == 2:
        for _ in order:
            wants.append([spare.pop() for _ in range(12)])
            sizes.append(12)
    stock: list[str] = []
    given = [0] * len(wants)
    while len(stock) < 44:
        for i, size in enumerate(sizes):
            if given[i] < size:
                stock.extend(wants[i][given[i]:given[i] + 4])
                given[i] += 4
    return [*first, *floor, *stock]


def rig(first: Sequence[str], floor: Sequence[str], hands: Mapping[int, Sequence[str]] | None = None,
        dealer: int = N, players: int = 4, **options: Any) -> Seep:
    return rig_decks([deck_for(dealer, players, first, floor, hands)], dealer, players, **options)


def rig_decks(decks: Sequence[list[str]], dealer: int = N, players: int = 4, **options: Any) -> Seep:
    """A game whose n-th attempt at the first deal uses `decks[n]` (the last one from then on)."""

    class Rigged(Seep):
        def first_dealer(self) -> int:
            return dealer

        def shuffled(self, attempt: int) -> list[str]:
            return list(decks[min(attempt, len(decks) - 1)])

    return Rigged(options, players, seed=0)


def position(loose: Sequence[str], houses: Iterable[tuple[Sequence[str], int, Iterable[int]]],
             hands: Mapping[int, Sequence[str]], turn: int, players: int = 4, **options: Any) -> Seep:
    """A mid-deal position set by hand: `houses` as (cards, value, owners); N deals, so W was the bidder."""
    game = Seep(options, players, seed=0)
    game.dealer = N
    game.phase = Phase.PLAY
    game.bid = 9
    game.plays = (turn - game.bidder) % players + players
    game.floor = Floor(list(loose), sorted((House(v, list(c), set(o)) for c, v, o in houses),
                                           key=lambda h: h.value))
    game.hands = [list(hands.get(s, [])) for s in range(players)]
    game.stock = []
    game._legal_cache = None
    return game


def items(game: Seep, keys: str) -> frozenset[Item]:
    out: set[Item] = set()
    for key in keys:
        item = game.floor.item(key)
        out.add(f"H{item.value}" if isinstance(item, House) else item)
    return frozenset(out)


def options_for(game: Seep, seat: int, card: str, kind: str) -> dict[Any, frozenset[Item]]:
    """The legal moves of one card of one kind, as what each takes or joins: captures keyed by their item
    sets, builds by (value, items); a throw as {'t': frozenset()}."""
    out: dict[Any, frozenset[Item]] = {}
    for action in game.legal_actions(seat):
        parts = action.split(":")
        if parts[0] != kind or parts[1] != card:
            continue
        if kind == "t":
            out["t"] = frozenset()
        elif kind == "c":
            out[items(game, parts[2])] = items(game, parts[2])
        else:
            out[(int(parts[2]), items(game, parts[3]))] = items(game, parts[3])
    return out


def captures(game: Seep, seat: int, card: str) -> set[frozenset[Item]]:
    return set(options_for(game, seat, card, "c"))


def builds(game: Seep, seat: int, card: str) -> set[tuple[int, frozenset[Item]]]:
    return set(options_for(game, seat, card, "b"))


def action(game: Seep, seat: int, card: str, kind: str, taken: Iterable[Item], of: int | None = None) -> str:
    """The legal action of `card` that takes exactly `taken` (and builds `of`)."""
    want = frozenset(taken)
    for candidate in game.legal_actions(seat):
        parts = candidate.split(":")
        if parts[0] != kind or parts[1] != card:
            continue
        if kind == "t" or (kind == "c" and items(game, parts[2]) == want) or (
                kind == "b" and int(parts[2]) == of and items(game, parts[3]) == want):
            return candidate
    raise AssertionError(f"no legal {kind} of {card} taking {sorted(want)}: {game.legal_actions(seat)}")


def house(game: Seep, of: int) -> House:
    index = game.floor.house_index(of)
    assert index is not None, f"no {of}-house"
    return game.floor.houses[index]


# -- invariants ------------------------------------------------------------------------------------------------

CARD_STRING = re.compile(r'"((?:10|[2-9AJQK])[CDHS])"')


def shown(view: Mapping[str, Any]) -> set[str]:
    return set(CARD_STRING.findall(json.dumps(view)))


def check_invariants(game: Game) -> None:
    assert isinstance(game, Seep)
    places = game.card_places()
    assert sorted(c for cards in places.values() for c in cards) == sorted(standard_deck())
    group_hidden = {c for p in game.hidden_places(None) for c in places[p]}
    assert not shown(game.public_view()) & group_hidden
    for seat in range(game.players):
        hidden = {c for p in game.hidden_places(seat) for c in places[p]}
        assert not shown(game.view(seat)) & hidden, f"seat {seat} sees a hidden card"
    check_houses(game)
    if not game.is_over() and game.phase == Phase.PLAY:
        check_captures(game, next(iter(game.to_act())))
        check_builds(game, next(iter(game.to_act())))


def check_houses(game: Seep) -> None:
    """§A11: every house is worth 9–13, its cards sum to its value (a cemented house to a multiple of it),
    one house per value, no loose card of a house's value, and every owner holds a card of its value."""
    floor = game.floor
    values = [h.value for h in floor.houses]
    assert len(set(values)) == len(values)
    for h in floor.houses:
        total = sum(map(value, h.cards))
        assert 9 <= h.value <= 13 and len(h.cards) >= 2 and total % h.value == 0
        assert h.cemented == (total >= 2 * h.value)
        assert h.owners and all(any(value(c) == h.value for c in game.hands[o]) for o in h.owners)
        assert all(value(c) != h.value for c in floor.loose)


def splits(cards: list[int], target: int) -> bool:
    """Whether `cards` split into groups each summing to `target` (brute force)."""
    if not cards:
        return True
    first, rest = cards[0], cards[1:]
    for size in range(len(rest) + 1):
        for combo in combinations(range(len(rest)), size):
            if first + sum(rest[i] for i in combo) == target:
                left = [c for i, c in enumerate(rest) if i not in combo]
                if splits(left, target):
                    return True
    return False


def sums_to(cards: Iterable[int], target: int) -> bool:
    """Whether some subset of `cards` sums to `target` (subset-sum, independent of the engine's search)."""
    reach = {0}
    for card in cards:
        reach |= {r + card for r in reach}
    return target in reach


def check_captures(game: Seep, seat: int) -> None:
    """Each capture takes the house of the value, every equal loose card and a maximal family of disjoint sets;
    on small floors the captures listed are exactly all such collections (by brute force over subsets)."""
    floor = game.floor
    for card in set(game.hands[seat]):
        v = value(card)
        listed = set()
        for action in game.legal_actions(seat):
            parts = action.split(":")
            if parts[0] != "c" or parts[1] != card:
                continue
            keys = parts[2]
            taken = [floor.item(k) for k in keys]
            houses = [t for t in taken if isinstance(t, House)]
            loose = [KEYS.index(k) - len(floor.houses) for k in keys if isinstance(floor.item(k), str)]
            assert [h.value for h in houses] == ([v] if floor.house_index(v) is not None else [])
            assert all(j in loose for j, c in enumerate(floor.loose) if value(c) == v)
            small = [value(floor.loose[j]) for j in loose if value(floor.loose[j]) < v]
            assert splits(small, v)
            left = [value(c) for j, c in enumerate(floor.loose) if j not in loose]
            assert not sums_to((x for x in left if x < v), v)
            listed.add(frozenset(loose))
        pool = [j for j, c in enumerate(floor.loose) if value(c) < v]
        if listed and len(pool) <= 8 and card not in game.mover(seat).locked:
            singles = [j for j, c in enumerate(floor.loose) if value(c) == v]
            expected = set()
            for size in range(len(pool) + 1):
                for combo in combinations(pool, size):
                    rest = [value(floor.loose[j]) for j in pool if j not in combo]
                    if splits([value(floor.loose[j]) for j in combo], v) and not sums_to(rest, v):
                        expected.add(frozenset([*singles, *combo]))
            assert listed == expected


def build_allowed(game: Seep, seat: int, card: str, of: int, houses: list[House], loose: list[str]) -> bool:
    """§A11 and §A15 read directly (without loose breaks, locks or the bid): may `card` build a house of value
    `of` out of exactly these floor houses and loose cards?"""
    floor, x = game.floor, value(card)
    partner = game.partner(seat)
    existing = next((h for h in floor.houses if h.value == of), None)
    broken = [h for h in houses if h is not existing]
    if (existing is not None and existing not in houses) or len(broken) > 1:
        return False
    if broken and (broken[0].cemented or seat in broken[0].owners or broken[0].value + x != of):
        return False
    if any(value(c) == of for c in floor.loose if c not in loose):
        return False  # every loose card of the value joins
    smaller = [value(c) for c in loose if value(c) != of]
    if broken:
        shaped = splits(smaller, of)
    else:
        own = of - x
        shaped = any(sum(smaller[i] for i in combo) == own and splits(
            [v for i, v in enumerate(smaller) if i not in combo], of)
            for size in range(len(smaller) + 1) for combo in combinations(range(len(smaller)), size))
        shaped = shaped and (x < of or bool(loose) or existing is not None)
    if not shaped or (existing is None and sums_to([value(c) for c in floor.loose if c not in loose and
                                                    value(c) < of], of)):
        return False
    left = list(game.hands[seat])
    left.remove(card)
    owners = {seat} if existing is None else existing.owners
    must_hold = seat in owners or partner not in owners
    if must_hold and not any(value(c) == of for c in left):
        return False
    kept = [h for h in floor.houses if h is not existing and h not in broken]
    if any(seat in h.owners and not any(value(c) == h.value for c in left) for h in kept):
        return False
    return not game.options["limited_houses"] or len(kept) + 1 <= 2


def check_builds(game: Seep, seat: int) -> None:
    """On small floors, the builds listed are exactly those `build_allowed` finds by trying every set of floor
    items (the engine's own search is not used)."""
    floor = game.floor
    if (len(floor.loose) > 7 or game.options["loose_break"] or game.options["rawalpindi"] or game.plays == 0):
        return
    listed = {a for a in game.legal_actions(seat) if a.startswith("b:")}
    expected = set()
    keys = KEYS[:len(floor.houses) + len(floor.loose)]
    for card in set(game.hands[seat]):
        for of in range(max(9, value(card)), 14):
            for size in range(1, len(keys) + 1):
                for combo in combinations(keys, size):
                    chosen = [floor.item(k) for k in combo]
                    houses = [c for c in chosen if isinstance(c, House)]
                    loose = [c for c in chosen if isinstance(c, str)]
                    if build_allowed(game, seat, card, of, houses, loose):
                        expected.add(f"b:{card}:{of}:{''.join(combo)}")
    assert listed == expected, (sorted(listed - expected), sorted(expected - listed))
