"""Card points, seep values, the deal score and the running difference (§A4, §A5, §A16, §B3, §C2–C6), and who
deals next (§A6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import suit
from .floor import value

CLASSIC, PUNJAB = "classic", "punjab"
JUNEJA_MAJORITY = 26  # §B3: more than half the pack
NINE_POINT_RULE = 9
SATTHI = 60
PUNJAB_TOTAL = 30


def card_points(card: str, options: Mapping[str, Any]) -> int:
    if options["variant"] == PUNJAB:
        if card == "2S" and options["rawalpindi"]:
            return 5  # §C6
        return {"10D": 12, "9S": 9, "2S": 1}.get(card, 1 if value(card) == 1 else 0)  # §C2
    if suit(card) == "S":
        return value(card)  # §A4
    if value(card) == 1:
        return 1
    if card == "10D":
        return 2 if options["scoring"] == "juneja" else 6  # §B3
    return 0


def majority_bonus(options: Mapping[str, Any]) -> int:
    """Points for the side with more cards: §C2 (not under §C6) and §B3."""
    if options["variant"] == PUNJAB:
        return 0 if options["rawalpindi"] else 4
    return 4 if options["scoring"] == "juneja" else 0


def seep_value(of: int, opening: bool, last: bool, options: Mapping[str, Any]) -> int:
    """§A5, §B3, §C4: 50 (25 on the bidder's opening), the sweeping card's value `of` at 30 points, nothing on
    the last play."""
    if last:
        return 0
    if options["variant"] == PUNJAB:
        return of
    return 25 if opening and options["scoring"] == "standard" else 50


@dataclass(frozen=True)
class DealScore:
    cards: tuple[int, int]  # card points with the majority bonus (Satthi: 60)
    seeps: tuple[int, int]
    piles: tuple[int, int]

    @property
    def totals(self) -> tuple[int, int]:
        return (self.cards[0] + self.seeps[0], self.cards[1] + self.seeps[1])

    def as_dict(self) -> dict[str, Any]:
        return {"cards": list(self.cards), "seeps": list(self.seeps), "piles": list(self.piles),
                "totals": list(self.totals)}


def deal_score(piles: Sequence[Sequence[str]], seeps: Sequence[Sequence[int]],
               options: Mapping[str, Any]) -> DealScore:
    points = [sum(card_points(c, options) for c in pile) for pile in piles]
    bonus = majority_bonus(options)
    if bonus:
        sizes = [len(p) for p in piles]
        for side in (0, 1):
            # §B3 asks for more than 26 cards, §C2 for more cards than the other side.
            least = JUNEJA_MAJORITY if options["variant"] == CLASSIC else sizes[1 - side]
            if sizes[side] > least:
                points[side] += bonus
    if options["variant"] == PUNJAB:
        points = [SATTHI if p == PUNJAB_TOTAL else p for p in points]  # §C5: all 30 card points
    return DealScore((points[0], points[1]), (sum(seeps[0]), sum(seeps[1])), (len(piles[0]), len(piles[1])))


def baazi_threshold(options: Mapping[str, Any]) -> int:
    return int(options["punjab_target"]) if options["variant"] == PUNJAB else 100


def settle(diff: int, score: DealScore, options: Mapping[str, Any]) -> tuple[int, int | None]:
    """The running difference (side 0's lead) after a deal, and the side that won a baazi with it, if any."""
    totals = score.totals
    if options["variant"] == CLASSIC:
        for side in (0, 1):
            if totals[side] < NINE_POINT_RULE:  # §A16: an immediate baazi for the other side
                return 0, 1 - side
    diff += totals[0] - totals[1]
    if abs(diff) >= baazi_threshold(options):
        return 0, 0 if diff > 0 else 1
    return diff, None


def next_dealer(dealer: int, players: int, diff: int, baazi: int | None) -> int:
    """§A6: the side behind deals; level, the same dealer; after a baazi the would-be dealer's partner (a
    baazi's winner counts as ahead). At two seats `+ 2` is the same player, so the baazi's loser deals (§B1)."""
    side = dealer % 2
    if baazi is not None:
        would_be = dealer + 1 if baazi == side else dealer
        return (would_be + 2) % players
    ahead = diff > 0 if side == 0 else diff < 0
    return (dealer + 1) % players if ahead else dealer
