"""What a Bluff seat can count from its view: the copies of a rank it can account for (its own hand, the cards a
call showed going to a hand that has not played since, the claims already on the pile), the chance that a claim
on the table is true, and the chance that a claim of its own gets called.

Where a rank's copies lie is a draw without replacement from the cards the seat has not seen, so the chances
are counted exactly (hypergeometric) rather than sampled: every question here concerns one rank at a time.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from math import comb

from bot.ai.bluff.rule import BluffPlayer, named_freely
from bot.games.cards import rank
from bot.games.protocol import View

TRUE_SHARE = 0.5  # of the cards claimed earlier in a round, the share taken for true
MIXED_RATE = 0.05  # how often a player holding some but too few of the rank pads the play with other cards
BIG_BLUFF_RATE = 0.05  # how often a player lacking the rank bluffs with more than one card
HELD_BACK_RATE = 0.2  # how often a player plays fewer of the rank than he holds (and the play could take)
OPPONENT = BluffPlayer()  # how the other seats are taken to call: by the counting rule of thumb


@lru_cache(maxsize=65536)
def spread(pool: int, copies: int, drawn: int) -> tuple[float, ...]:
    """The chance of each number of a rank's `copies` among `drawn` cards taken from `pool`."""
    copies, drawn = max(min(copies, pool), 0), max(min(drawn, pool), 0)
    total = comb(pool, drawn)
    return tuple(comb(copies, x) * comb(pool - copies, drawn - x) / total for x in range(min(copies, drawn) + 1))


@lru_cache(maxsize=65536)
def doubted(held: int, count: int, left: int, before: int, decks: int, size: int, freely: bool, pile: int) -> float:
    """How often a seat counting by the rule of thumb, holding `held` of the rank among `size` cards, calls a claim
    of `count` that leaves its claimant `left` cards, with `before` claimed earlier by others."""
    lie = OPPONENT.lie_estimate(held, count, left, before, decks, size, freely)
    return OPPONENT.call_odds(lie, left, pile)


@dataclass
class Counts:
    """The cards of a view: the seat's own, and those a call showed going into another seat's hand. A decision asks
    the same few questions of it for every seat, rank and size it weighs, so the answers that depend on the view
    alone are counted once."""

    view: View
    copies: int = 0
    total: int = 0
    mine: Counter[str] = field(default_factory=Counter)
    known: dict[int, Counter[str]] = field(default_factory=dict)
    placed: int = field(default=0, init=False)  # cards known in other hands
    _outside: dict[str, int] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        view = self.view
        self.copies, self.total = 4 * view["decks"], 52 * view["decks"]
        self.mine = Counter(rank(card) for card in view["hand"])
        self.known = shown_holdings(view)
        self.placed = sum(held.total() for held in self.known.values())

    def known_of(self, seat: int, claim: str | None = None) -> int:
        """Cards known in `seat`'s hand: all of them, or of rank `claim`."""
        held = self.known.get(seat)
        if held is None:
            return 0
        return held.total() if claim is None else held[claim]

    def unseen(self, but: int | None = None) -> tuple[int, int]:
        """The cards the seat has not seen and cannot place, and how many of them are known to be `but`'s."""
        return self.total - len(self.view["hand"]) - self.placed, self.known_of(but) if but is not None else 0

    def outside(self, claim: str) -> int:
        """Copies of `claim` neither in the seat's hand nor known to be in another."""
        found = self._outside.get(claim)
        if found is None:
            found = max(self.copies - self.mine[claim] - sum(held[claim] for held in self.known.values()), 0)
            self._outside[claim] = found
        return found


def shown_holdings(view: View) -> dict[int, Counter[str]]:
    """The last call's shown cards went into the loser's hand with the pile: still there if the loser has not
    played since (the plays since all in this round's log, none of them his)."""
    reveal = view["last_reveal"]
    if reveal is None or reveal["loser"] == view["seat"]:
        return {}
    plays = [e for e in view["round"] if e["play"] is not None]
    if len(plays) != view["plays"] - reveal["play"] or any(e["seat"] == reveal["loser"] for e in plays):
        return {}
    return {reveal["loser"]: Counter(rank(card) for card in reveal["cards"])}


def claimed_earlier(view: View, claim: str, but: int | None = None, live_too: bool = False) -> int:
    """Cards claimed as `claim` in this round before the live play (`live_too`: up to it), by seats other than
    `but`."""
    live = view["live"]
    number = live["play"] if live is not None and not live_too else None
    return sum(e["count"] for e in view["round"]
               if e["rank"] == claim and e["play"] != number and e["seat"] != but)


def truth_chance(view: View, counts: Counts) -> float:
    """The chance that the live claim is true. The claimant's hand before the play is drawn from what the seat
    cannot place (less the earlier plays on the pile); players are taken to play every card of the rank they
    hold and to bluff mostly with one card when they hold none."""
    live = view["live"]
    author, count, claim = live["seat"], live["count"], live["rank"]
    earlier = claimed_earlier(view, claim)
    pool, placed = counts.unseen(author)
    pool -= view["pile"] - count
    known = counts.known_of(author, claim)
    copies = counts.outside(claim) - round(TRUE_SHARE * earlier)
    odds = spread(pool, copies, view["hand_sizes"][author] + count - placed)
    most = view["options"]["max_per_play"]
    true = lie = 0.0
    for extra, chance in enumerate(odds):
        held = known + extra
        if held >= count:
            true += chance * (1.0 if held == count or count == most else HELD_BACK_RATE)
        elif held:
            lie += chance * MIXED_RATE
        else:
            lie += chance * (bluff_rate(view) if count == 1 else BIG_BLUFF_RATE)
    if named_freely(view):
        lie *= OPPONENT.opener_doubt  # an opener names a rank he holds
    return true / (true + lie) if true + lie else 1.0


def bluff_rate(view: View) -> float:
    """How often a player lacking the rank is taken to bluff one card rather than pass."""
    if "pass" not in view["legal"] and view["turn"] == view["seat"]:
        return 1.0
    cheap = view["pile"] <= OPPONENT.cheap_pile
    return OPPONENT.cheap_bluff_rate if cheap else OPPONENT.bluff_rate


def call_chance(view: View, counts: Counts, claim: str, count: int, freely: bool) -> float:
    """The chance that some other seat calls a claim of `count` × `claim` by this seat, each weighing it by the
    counting rule of thumb over the copies it could hold."""
    seat = view["seat"]
    left = len(view["hand"]) - count
    if left == 0:
        return 1.0  # letting it stand would end the game
    pile = view["pile"] + count
    pass_chance = 1.0
    for other, size in enumerate(view["hand_sizes"]):
        if other == seat or not size or other in view["out"] or other in view["finished"]:
            continue
        pool, placed = counts.unseen(other)
        known = counts.known_of(other, claim)
        before = claimed_earlier(view, claim, but=other, live_too=True)
        calls = 0.0
        for extra, chance in enumerate(spread(pool, counts.outside(claim), size - placed)):
            held = known + extra
            if held + count > counts.copies:
                calls += chance
                continue
            calls += chance * doubted(held, count, left, before, view["decks"], size, freely, pile)
        pass_chance *= 1 - calls
    return 1 - pass_chance
