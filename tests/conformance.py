"""What the conformance suite needs besides the protocol: the tables each registered game is played at, and a
copy of a game with two hidden cards exchanged."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import json
from collections import Counter
from collections.abc import Iterator, Mapping
from enum import Enum
from typing import Any

from bot.games.protocol import Game, View
from bot.plugin import GameEntry
from bot.registry import GAMES

Table = tuple[str, int, dict[str, Any]]  # (command, players, options)


def usual_players(entry: GameEntry) -> int:
    """The table size the lobby offers first, or four when the game allows it."""
    engine = entry.engine
    return entry.ui.player_counts[0] if entry.ui.player_counts else \
        min(max(4, engine.min_players), entry.ui.max_players_for(entry.short_match))


def usual_table(command: str) -> Table:
    """The game's table at its usual size with the options of a short match."""
    entry = GAMES[command]
    return command, usual_players(entry), dict(entry.short_match)


def tables() -> Iterator[Table]:
    """Every player count with the default options, then each option's other values one at a time at the usual
    size, and at the most players it seats when that is more than the default options seat: no game names its
    own sample tables, so a new game is covered as soon as it is registered. The options a game names for a short
    match (`GameEntry.short_match`) hold at every table, so that random play ends."""
    for command, entry in GAMES.items():
        engine, most = entry.engine, entry.ui.max_players_for
        short = dict(entry.short_match)
        counts = entry.ui.player_counts or tuple(range(engine.min_players, most(short) + 1))
        for players in sorted(counts):
            yield command, players, short
        for key, option in engine.OPTIONS.items():
            for value in option.choices:
                if value != option.default and key not in short:
                    options = {**short, key: value}
                    yield command, usual_players(entry), options
                    if not entry.ui.player_counts and most(options) > most(short):
                        yield command, most(options), options


def table_id(table: Table) -> str:
    command, players, options = table
    return "-".join([command, f"{players}p", *(f"{k}={v}" for k, v in options.items())])


def deck_of(game: Game) -> frozenset[str]:
    """Every card of the game, each once: two places never share a card. With no card twice, the set is the
    whole count, and comparing two sets is far quicker than comparing two `Counter`s (checked at every step)."""
    cards = [card for place in game.card_places().values() for card in place]
    deck = frozenset(cards)
    assert len(deck) == len(cards), \
        f"cards in two places at once: {[card for card, n in Counter(cards).items() if n > 1]}"
    return deck


def named_in(view: View) -> set[str]:
    """Every string a view holds, and each `kind:arg` action's argument: a card the view names in any way."""
    names: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            names.add(value)
            names.add(value.partition(":")[2])
        elif isinstance(value, Mapping):
            for v in value.values():
                walk(v)
        elif isinstance(value, (list, tuple, set, frozenset)):
            for v in value:
                walk(v)

    walk(json.loads(json.dumps(view, default=str)))
    return names


def exchangeable(game: Game, seat: int | None, view: View) -> list[tuple[str, str]]:
    """Pairs of cards in two different places hidden from `seat`, neither named by its view (a card shown after
    a challenge, say, is known wherever it went)."""
    named = named_in(view)
    hidden = game.hidden_places(seat)
    places = [(place, [c for c in cards if c not in named]) for place, cards in game.card_places().items()
              if place in hidden]
    places = [(place, cards) for place, cards in places if cards]
    return [(one[0], other[-1]) for (_, one), (_, other) in itertools.combinations(places, 2)]


def exchanged(game: Game, a: str, b: str) -> Game:
    """A copy of `game` in which cards `a` and `b` trade places wherever the state holds them (in actions such
    as `s:QS` too); the record of moves made so far is left as it was. With `a == b`, a plain copy, quicker
    than `copy.deepcopy`."""
    swap = {a: b, b: a}

    def rename(value: Any) -> Any:
        if value is None or isinstance(value, (int, float, Enum)):  # most of the state: the quick way out
            return value
        if isinstance(value, str):
            kind, sep, arg = value.partition(":")
            return swap.get(value) or (f"{kind}:{swap[arg]}" if sep and arg in swap else value)
        if isinstance(value, list):
            return [rename(v) for v in value]
        if isinstance(value, tuple) and hasattr(value, "_fields"):
            return type(value)(*(rename(v) for v in value))
        if isinstance(value, tuple):
            return tuple(rename(v) for v in value)
        if isinstance(value, (set, frozenset)):
            return type(value)(rename(v) for v in value)
        if isinstance(value, dict):
            return {rename(k): rename(v) for k, v in value.items()}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            renamed = copy.copy(value)
            for field in dataclasses.fields(value):
                object.__setattr__(renamed, field.name, rename(getattr(value, field.name)))
            return renamed
        return value

    twin = copy.copy(game)
    for key, value in vars(game).items():
        setattr(twin, key, list(value) if key == "log" else rename(value))
    return twin
