"""Ghahveh test rig: deal hands chosen by the test through the engine's own deal, and play them out."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from bot.games.ghahveh import Ghahveh
from bot.games.ghahveh.rules import DECK
from bot.games.protocol import Event


@functools.cache
def seed_with_dealer(dealer: int) -> int:
    """A match seed whose first dealer, drawn by lot, is `dealer`."""
    return next(seed for seed in itertools.count() if Ghahveh({}, 4, seed).dealer == dealer)


def complete(given: Mapping[int, Sequence[str]]) -> list[list[str]]:
    """Every seat's 13 cards: those given, then the cards nobody was given in deck order."""
    rest = iter([c for c in DECK if not any(c in hand for hand in given.values())])
    hands = [list(given.get(seat, ())) for seat in range(4)]
    for hand in hands:
        hand += itertools.islice(rest, 13 - len(hand))
    assert sorted(c for h in hands for c in h) == sorted(DECK), "a rig must deal each card once"
    return hands


class Rigged(Ghahveh):
    """Ghahveh dealing `deals[n]` (each seat's cards, in the order it prefers to play them) as hand n; later
    hands are shuffled."""

    deals: ClassVar[list[list[list[str]]]] = []

    def shuffled_deck(self, hand_no: int) -> list[str]:
        if hand_no >= len(self.deals):
            return super().shuffled_deck(hand_no)
        first = self.next(self.dealer)
        return [c for i in range(4) for c in self.deals[hand_no][(first + i) % 4]]


def rigged(*deals: Mapping[int, Sequence[str]], dealer: int = 3, **options: Any) -> Rigged:
    """A match whose first hands are the given deals (seat -> cards, completed with the rest of the deck)."""
    game_class = type("RiggedGhahveh", (Rigged,), {"deals": [complete(d) for d in deals]})
    game = game_class(options, 4, seed_with_dealer(dealer))
    assert isinstance(game, Rigged)
    return game


def bid_all(game: Ghahveh, bids: Mapping[int, int]) -> list[Event]:
    events: list[Event] = []
    while game.phase == "bid":
        (seat,) = game.to_act()
        events += game.apply(seat, f"b:{bids[seat]}")
    return events


def preferred(game: Rigged, seat: int) -> str:
    """The first of the seat's rigged cards that it may play now."""
    legal = game.legal_actions(seat)
    return next(f"p:{c}" for c in game.deals[game.hand_no][seat] if f"p:{c}" in legal)


def play_out(game: Rigged, until: Sequence[str] = ("hand_over",)) -> list[Event]:
    """Every seat plays its preferred card until one of the `until` events; returns the events."""
    events: list[Event] = []
    while not any(e.kind in until for e in events):
        (seat,) = game.to_act()
        events += game.apply(seat, preferred(game, seat))
    return events


# Seat 0 (dealer 3's right, so the first leader) runs eight top spades and then gives five club tricks to seat 1;
# seat 3 holds both jokers and the top red cards: team A {0, 2} takes 8 tricks, team B {1, 3} 5 (G-E1).
EIGHT_FIVE = {
    0: ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "2C", "3C", "4C", "5C", "6C"],
    1: ["6S", "5S", "4S", "3S", "2S", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
    2: ["8H", "7H", "6H", "5H", "4H", "3H", "9D", "8D", "7D", "6D", "5D", "4D", "3D"],
    3: ["KH", "QH", "JH", "10H", "9H", "KD", "QD", "JD", "10D", "AH", "AD", "JKB", "JKR"],
}
# Seat 0 holds every spade and seat 2 both jokers: team A takes all 13 tricks.
SWEEP = {
    0: ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"],
    2: ["3H", "4H", "5H", "6H", "7H", "3D", "4D", "5D", "6D", "7D", "2C", "JKB", "JKR"],
}
