"""The table each game is measured at, and what a game there scores for each side.

A game that can be cut at its first hand is played that far only (`hand`): every pair of games then plays the
very same cards, where later hands would be dealt by whoever the diverging play made dealer, and a hand is many
times quicker than a match. Its score is each side's points in that hand. The others are played whole under
options that keep them short, and score the side's chips where chips are the game's measure, otherwise 1 for a
side among the winners and 0 for the rest. A game not listed is played whole under its defaults, at four seats
(or the fewest it takes, if more).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.games.protocol import Game
from bot.registry import GAMES

Sides = Sequence[Sequence[int]]
EventPoints = Callable[[Mapping[str, Any], Sides], list[float]]
GamePoints = Callable[[Game, Sides], list[float]]


def winners(game: Game, sides: Sides) -> list[float]:
    won = game.result().winners
    return [float(any(seat in won for seat in side)) for side in sides]


def chips(game: Game, sides: Sides) -> list[float]:
    net = game.result().summary["chips"]
    return [float(sum(net[seat] for seat in side)) for side in sides]


def field_of(key: str) -> EventPoints:
    """A hand's points as the event lists them, side by side."""
    return functools.partial(_listed, key, 1.0)


def penalties(key: str) -> EventPoints:
    """A hand's penalty points as the event lists them, counted against each side (fewest is best)."""
    return functools.partial(_listed, key, -1.0)


def _listed(key: str, sign: float, data: Mapping[str, Any], sides: Sides) -> list[float]:
    # A partial of a module's function, not a lambda: a table goes to the worker processes of `--jobs`.
    return [sign * float(p) for p in data[key]]


def to_winner(data: Mapping[str, Any], sides: Sides) -> list[float]:
    """The hand's points to the side that won it (`winner`: a side, or in Rummy a seat, which at two is the same;
    None for a void hand)."""
    return [float(data["points"]) if data["winner"] == i else 0.0 for i in range(len(sides))]


@dataclass(frozen=True)
class Table:
    options: Mapping[str, Any] = field(default_factory=dict)
    players: int = 4
    hand: str | None = None  # the event that ends the first hand, where the game is cut
    hand_points: EventPoints | None = None  # each side's points in that hand, from the event's data
    game_points: GamePoints = winners
    points: str | None = None  # what the points are, to report their mean; None: they only say who won


TABLES: dict[str, Table] = {
    "hokm": Table(hand="hand_over", hand_points=to_winner, points="hand points"),
    "shelem": Table(hand="hand_over", hand_points=field_of("gained"), points="points gained"),
    "ghahveh": Table(hand="hand_over", hand_points=field_of("scores"), points="points scored"),
    "bidel": Table(hand="deal_over", hand_points=penalties("added"), points="penalty points (counted negative)"),
    "klaberjass": Table(players=2, hand="hand_over", hand_points=field_of("added"), points="points scored"),
    "rummy": Table(players=2, hand="deal_over", hand_points=to_winner, points="deadwood points won"),
    "golf": Table(options={"holes": 1}),
    "seep": Table(hand="deal_over", hand_points=field_of("totals"), points="points taken"),
    "twentyone": Table(game_points=chips, points="net chips"),
    "nineeight": Table(game_points=chips, points="net chips"),
    "bourse": Table(game_points=chips, points="net chips"),
}


def table_of(game: str) -> Table:
    engine = GAMES[game].engine
    return TABLES.get(game, Table(players=max(4, engine.min_players)))
