"""Every deal of a match rebuilt from its seed and moves, and the check that a finished match's record is what
that seed deals: the answer to "the bot cheats".

Before the first card is seen the table shows the seed's fingerprint (`bot.games.commitment`); the result names
the seed. From the seed alone the rules deal the same cards again, and the record's moves, replayed on them, must
each be legal (a card nobody was dealt cannot be played) and must end the match. The record also keeps the deals
as the table dealt them (`dealt`), so a record with one card changed, in a move or in a deal, fails the check.

A deal starts when the game is created and after each event the game names in `Game.DEAL_EVENTS`. What a seat was
dealt is every card that comes into its own places (`hand:1`, `pending:1`, `grid:1:4`, …) from elsewhere until
the first card leaves any seat's places: a deal in two parts (five cards and eight, six and three) is one deal,
and a card passed, drawn or played after that is play, not the deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.games.protocol import Game, IllegalAction

HOLDINGS = frozenset({"hand", "pending", "known", "reserve", "grid", "held"})  # kinds of place a seat holds
Hands = tuple[tuple[str, ...], ...]  # each seat's cards


@dataclass(frozen=True)
class Deal:
    move: int  # how many of the record's moves came before it
    hands: Hands


@dataclass(frozen=True)
class Verdict:
    """What checking a record against a seed found: `problem` is empty when everything holds, else what failed
    (`other_seed`, `refused_move`, `not_over`, `deals_differ`) and `at` the move or deal (from 1) it failed at."""

    deals: tuple[Deal, ...]
    problem: str = ""
    at: int = 0

    @property
    def holds(self) -> bool:
        return not self.problem


class Refused(ValueError):
    """A move of the record that the rules refuse on the seed's deals; `move` counts from 1."""

    def __init__(self, move: int) -> None:
        super().__init__(f"move {move} of the record is refused")
        self.move = move


def holdings(game: Game) -> dict[str, int]:
    """Where each card a seat holds is: card -> seat."""
    held: dict[str, int] = {}
    for place, cards in game.card_places().items():
        kind, _, rest = place.partition(":")
        seat = rest.partition(":")[0]
        if kind in HOLDINGS and seat.isdigit():
            held.update((card, int(seat)) for card in cards)
    return held


class _Dealing:
    """One deal as it is dealt: the cards each seat was given, up to the move in which a card first leaves a
    seat (that move may deal the rest, as a first card bid on may do)."""

    def __init__(self, game: Game, move: int) -> None:
        self.move, self.held = move, holdings(game)
        self.seen = set(self.held)
        self.hands: list[list[str]] = [[] for _ in range(game.players)]
        for card, seat in self.held.items():
            self.hands[seat].append(card)
        self.open = True

    def after(self, game: Game) -> None:
        if not self.open:
            return
        now = holdings(game)
        left = sum(1 for card in self.held if card not in now)
        # A card passed from seat to seat is not dealt again; a move that takes a card and gives one in its place
        # (a swap with the turn-up, a card drawn onto a layout) is play.
        fresh = [(card, seat) for card, seat in now.items() if card not in self.seen]
        if not left or len(fresh) > left:
            for card, seat in fresh:
                self.hands[seat].append(card)
                self.seen.add(card)
        self.open, self.held = not left, now

    def deal(self) -> Deal:
        return Deal(self.move, tuple(tuple(hand) for hand in self.hands))


def dealt(game: Game, actions: Iterable[Sequence[Any]]) -> Iterator[Deal]:
    """Apply the moves to `game`, fresh from its seed, one by one, yielding each deal once it is complete. Raises
    Refused at a move the rules refuse."""
    dealing = _Dealing(game, 0)
    for n, (seat, action) in enumerate(actions, start=1):
        try:
            events = game.apply(seat, action)
        except IllegalAction as refused:
            raise Refused(n) from refused
        if any(event.kind in game.DEAL_EVENTS for event in events):
            yield dealing.deal()
            dealing = _Dealing(game, n)
        else:
            dealing.after(game)
    yield dealing.deal()


def rebuild(engine: type[Game], record: Mapping[str, Any]) -> tuple[Game, tuple[Deal, ...]]:
    """The game at the record's end and every deal it had (a deal that gave nobody a card is left out)."""
    game = engine(record["options"], record["players"], record["seed"])
    return game, tuple(deal for deal in dealt(game, record["actions"]) if any(deal.hands))


def encoded(deals: Sequence[Deal]) -> list[list[Any]]:
    """The deals as a record keeps them (JSON): [move, [cards of seat 0], [cards of seat 1], …] each."""
    return [[deal.move, *(list(hand) for hand in deal.hands)] for deal in deals]


def decoded(rows: Sequence[Sequence[Any]]) -> tuple[Deal, ...]:
    return tuple(Deal(int(row[0]), tuple(tuple(hand) for hand in row[1:])) for row in rows)


def finished_record(game: Game) -> dict[str, Any]:
    """A finished game's record with the deals it dealt, as the store keeps it."""
    record = game.record()
    return {**record, "dealt": encoded(rebuild(type(game), record)[1])}


def verify(engine: type[Game], seed: int, record: Mapping[str, Any]) -> Verdict:
    """Whether `record` is a finished match dealt from `seed`: its seed, every move legal on the deals the seed
    gives, the match over at its last move, and the deals it kept the same as those rebuilt."""
    if record["seed"] != seed:
        return Verdict((), "other_seed")
    try:
        game, deals = rebuild(engine, record)
    except Refused as refused:
        return Verdict((), "refused_move", refused.move)
    if not game.is_over():
        return Verdict(deals, "not_over", len(record["actions"]))
    kept = decoded(record.get("dealt", encoded(deals)))
    if kept != deals:
        differ = next((n for n, (a, b) in enumerate(zip(kept, deals, strict=False), start=1) if a != b),
                      min(len(kept), len(deals)) + 1)
        return Verdict(deals, "deals_differ", differ)
    return Verdict(deals)

