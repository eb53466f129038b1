"""Imagined Klaberjass hands with every card open, played out by the rule of thumb for both players: the
rest of a hand in play, or a whole hand from the deal, to weigh a card or a contract."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.games.klaberjass.cards import best_run, compare_key, legal_follow, runs, sequence_points, trick_winner, value
from bot.games.klaberjass.game import BELA, LAST_TRICK, TRICKS

from .rule import rule_card


@dataclass
class Hand:
    """One imagined rest of the hand, both hands open."""

    hands: list[list[str]]
    trick: list[tuple[int, str]]
    trump: str
    points: list[int]  # credited so far, then card points and the last trick as they fall
    tricks_done: int
    leaders: list[int] = field(default_factory=list)  # who led each trick from now on

    def play_out(self, first_card: str | None, seat: int) -> None:
        """Play `first_card` (if given) for `seat`, then the rule of thumb for both to the end of the hand."""
        card = first_card
        while True:
            hand = self.hands[seat]
            led = self.trick[0][1] if self.trick else None
            if card is None:
                legal = legal_follow(hand, led, self.trump)
                outside = set(self.hands[1 - seat])
                card = legal[0] if len(legal) == 1 else rule_card(legal, hand, led, self.trump, outside)
            hand.remove(card)
            if not self.trick:
                self.leaders.append(seat)
            self.trick.append((seat, card))
            card = None
            if len(self.trick) < 2:
                seat = 1 - seat
                continue
            seat = trick_winner(self.trick, self.trump)
            self.tricks_done += 1
            last = self.tricks_done == TRICKS
            self.points[seat] += sum(value(c, self.trump) for _, c in self.trick) + (LAST_TRICK if last else 0)
            self.trick = []
            if last:
                return


def settle(points: Sequence[int], maker: int) -> list[int]:
    """§12.3 with its default for equal totals: the maker keeps his total only if it beats the opponent's."""
    other = 1 - maker
    if points[maker] > points[other]:
        return list(points)
    added = [0, 0]
    added[other] = points[other] + (points[maker] if points[maker] < points[other] else 0)
    return added



def whole_hand(hands: list[list[str]], forehand: int, trump: str, maker: int) -> list[int]:
    """Play a whole hand of nine cards each from trick 1 and settle it: each best sequence announced, the
    better one credited (its holder is taken to lead a trick), Bela for a holder of both its cards."""
    points = [0, 0]
    keys = {}
    for seat in (forehand, 1 - forehand):
        best = best_run(runs(hands[seat]), trump)
        if best is not None:
            keys[seat] = compare_key(best, trump)
    if keys:
        holder = max(keys, key=keys.__getitem__)  # max keeps the first of equals: the forehand's
        points[holder] += sequence_points(runs(hands[holder]))
    for seat, cards in enumerate(hands):
        if {"K" + trump, "Q" + trump} <= set(cards):
            points[seat] += BELA
    hand = Hand([list(h) for h in hands], [], trump, points, 0)
    hand.play_out(None, forehand)
    return settle(hand.points, maker)
