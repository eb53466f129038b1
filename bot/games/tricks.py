"""What every trick-taking game shares: following suit, who takes a trick, and a finished trick's record.

Games differ in their rank orders (the ace low in a no-trump hand, the jack and nine on top of a trump suit) and
in what a card's suit is (a joker's, say), so both come in as lookups; the rules of following and winning are
written once here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .cards import rank, suit
from .protocol import Game, View

Play = tuple[int, str]
"""(seat, card)."""


@dataclass(frozen=True)
class Trick:
    """A completed trick: the (seat, card) pairs in playing order and the seat that took it."""

    cards: tuple[Play, ...]
    winner: int

    def as_view(self) -> View:
        return {"cards": [list(c) for c in self.cards], "winner": self.winner}


def follow_suit(hand: Iterable[str], led: str | None, suit_of: Callable[[str], str] = suit) -> list[str]:
    """The cards of the led suit if the hand holds any, otherwise the whole hand (no duty to trump)."""
    cards = list(hand)
    if led is not None:
        following = [c for c in cards if suit_of(c) == led]
        if following:
            return following
    return cards


def trick_winner(trick: Iterable[Play], trump: str | None, power: Mapping[str, int],
                 suit_of: Callable[[str], str] = suit) -> int:
    """The seat of the highest trump if any was played, else of the best card of the led suit; `power` ranks
    the cards (higher wins), so each game brings its own order."""
    plays = list(trick)
    led = suit_of(plays[0][1])

    def strength(play: Play) -> tuple[bool, bool, int]:
        card_suit = suit_of(play[1])
        return (card_suit == trump, card_suit == led, power[play[1]])

    return max(plays, key=strength)[0]


def follow_or_trump(hand: Iterable[str], led: str | None, trump: str, power: Mapping[str, int],
                    suit_of: Callable[[str], str] = suit) -> list[str]:
    """Against a single led card (two-handed games of the Jass family): follow suit, heading a trump lead if able;
    void in the led suit, trump if able; else anything. `led` is the led card, not its suit."""
    cards = list(hand)
    if led is None:
        return cards
    led_suit = suit_of(led)
    following = [c for c in cards if suit_of(c) == led_suit]
    if following and led_suit == trump:
        return [c for c in following if power[c] > power[led]] or following
    return following or [c for c in cards if suit_of(c) == trump] or cards


def card_points(cards: Iterable[str], by_rank: Mapping[str, int]) -> int:
    """What the cards are worth where only some ranks score (5s, 10s and aces, say); other ranks are 0."""
    return sum(by_rank.get(rank(card), 0) for card in cards)


HAND_ENDS = frozenset({"hand_over", "deal_over", "thrown_in"})
"""The events that end a trick game's hand (a hand thrown in before any trick included)."""


def hands_of_tricks(engine: type[Game], record: Mapping[str, Any]) -> list[tuple[Trick, ...]]:
    """Every finished hand of a recorded game, in order, each as its completed tricks (none for a hand thrown in),
    so that hand n of the list is the game's hand n. A match that ends in the middle of a hand (someone left) ends
    that hand with the tricks taken; the tricks of a hand still in play are not listed. Built by replaying the
    record and listening to the `played` and `trick` events every trick game sends, so it shows only cards played
    face up, and it serves a game that ended long ago as well as one still running."""
    game = engine(record["options"], record["players"], record["seed"])
    hands: list[tuple[Trick, ...]] = []
    taken: list[Trick] = []
    trick: list[Play] = []
    for seat, action in record["actions"]:
        for event in game.apply(seat, action):
            if event.kind == "played":
                trick.append((event.data["seat"], event.data["card"]))
            elif event.kind == "trick":
                taken.append(Trick(tuple(trick), event.data["winner"]))
                trick = []
            elif event.kind in HAND_ENDS or (event.kind == "match_over" and taken):
                hands.append(tuple(taken))
                taken, trick = [], []
    return hands
