"""A rule-based Seep player: it takes the most points it can, sweeps when it can, avoids leaving a floor the next
player could sweep, and builds houses it holds the card to take.

Every legal action is played out on a copy of the floor from the view (the engine's own floor code), and
scored by the points it takes, the seep it makes, the points it puts into a house of its own, the scoring cards
it leaves loose, and the seep it may leave to the next player, who is always an opponent.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from bot.ai import decision_seed
from bot.games.protocol import Game, View
from bot.games.seep.floor import BUILD, CAPTURE, KEYS, VALUES, Floor, House, Move, Mover, value
from bot.games.seep.scoring import card_points, seep_value
from bot.games.seep.sums import below, maximal_families, vector

LAST_PLAY = 48
SHORTLIST = 300  # moves played out in full on a crowded floor


@dataclass(frozen=True)
class SeepPlayer:
    card_weight: float = 0.15  # each card taken: the majority bonus and the last capture's leftovers
    house_share: float = 0.6  # the part of a house's points it expects to take home
    loose_risk: float = 0.5  # how likely the points it leaves loose go to the other side

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if legal[0].startswith("bid:"):
            return legal[-1]  # the highest house value it can bid
        floor = floor_of(view)
        rng = random.Random(seed)
        points = {card: card_points(card, view["options"]) for card in VALUES}
        candidates = shortlist(floor, points, legal, self.house_share)
        scored = [(self.score(view, floor, points, action), rng.random(), action) for action in candidates]
        return max(scored)[2]

    def score(self, view: View, floor: Floor, worth: Mapping[str, int], action: str) -> float:
        after = floor.copy()
        move = move_of(floor, action)
        seat = view["seat"]
        taken = after.apply(move, Mover(seat, tuple(view["hand"]), partner_of(view)))
        points = sum(worth[c] for c in taken) + self.card_weight * len(taken)
        last = view["plays"] + 1 == LAST_PLAY
        if move.kind == CAPTURE and after.empty():
            points += seep_value(move.value, view["plays"] == 0, last, view["options"])
        if move.kind == BUILD:
            built = next(h for h in after.houses if h.value == move.value)
            mine = seat in built.owners or partner_of(view) in built.owners
            share = self.house_share if mine else -self.house_share
            points += share * sum(worth[c] for c in built.cards)
        if move.kind == "t":
            points -= self.loose_risk * worth[move.card]
        if not last and not after.empty():
            points -= sweep_threat(view, after, move.card)
        return points


def shortlist(floor: Floor, worth: Mapping[str, int], legal: list[str], house_share: float) -> list[str]:
    """On a crowded floor (thousands of ways to take or build), only the moves that gather the most points, or
    clear the floor, are played out in full; throws always are."""
    if len(legal) <= SHORTLIST:
        return legal
    items = len(floor.houses) + len(floor.loose)

    def rough(action: str) -> tuple[bool, float]:
        kind, card, *_, keys = action.split(":")
        gathered = worth[card] + sum(worth[c] for k in keys for c in floor.item_cards(k))
        return kind == CAPTURE and len(keys) == items, gathered * (house_share if kind == BUILD else 1)

    moves = [a for a in legal if not a.startswith("t:")]
    return sorted(moves, key=rough, reverse=True)[:SHORTLIST] + [a for a in legal if a.startswith("t:")]


def sweep_threat(view: View, floor: Floor, played: str) -> float:
    """The seep the next player (an opponent) may make on this floor: for each value that sweeps it, the seep's
    worth times the chance that he holds a card of that value among the cards this seat has not seen."""
    hand = [c for c in view["hand"] if c != played]
    seen = hand + floor.cards()
    unseen = 52 - len(seen) - sum(view["piles"]) - len(view["shown"]["cards"] if view["shown"] else [])
    held = view["hand_sizes"][(view["seat"] + 1) % view["players"]]
    threat = 0.0
    for w in sweeping_values(tuple(sorted(map(value, floor.loose))), tuple(h.value for h in floor.houses)):
        copies = 4 - sum(value(c) == w for c in seen)
        chance = 1 - comb(max(unseen - copies, 0), held) / comb(unseen, held) if unseen >= held > 0 else 0.0
        threat = max(threat, chance * seep_value(w, False, False, view["options"]))
    return threat


@lru_cache(maxsize=4096)
def sweeping_values(loose: tuple[int, ...], houses: tuple[int, ...]) -> tuple[int, ...]:
    """The card values that would take the whole floor in one capture."""
    out = []
    for w in range(1, 14):
        if any(h != w for h in houses) or any(v > w for v in loose):
            continue
        smaller = below(vector(list(loose)), w)
        if smaller in maximal_families(smaller, w):
            out.append(w)
    return tuple(out)


def partner_of(view: View) -> int | None:
    return (view["seat"] + 2) % 4 if view["players"] == 4 else None


def floor_of(view: View) -> Floor:
    shown = view["floor"]
    houses = [House(h["value"], list(h["cards"]), set(h["owners"])) for h in shown["houses"]]
    return Floor([item["card"] for item in shown["loose"]], houses)


def move_of(floor: Floor, action: str) -> Move:
    """The move an action names, read from its keys (the engine already vouched for it)."""
    parts = action.split(":")
    kind, card = parts[0], parts[1]
    if kind == "t":
        return Move(kind, card, value(card))
    of = int(parts[2]) if kind == BUILD else value(card)
    indices = [KEYS.index(k) for k in parts[-1]]
    count = len(floor.houses)
    return Move(kind, card, of, tuple(i for i in indices if i < count), tuple(i - count for i in indices if i >= count))


def seep_move(game: Game, seat: int, think: float) -> str:
    """The rule-based player's move for `seat`, from the seat's view; it does not search, so `think` is unused."""
    return SeepPlayer().choose(game.view(seat), decision_seed(game, seat))
