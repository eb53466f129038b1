"""Invariants every game must keep over random playthroughs (after OpenSpiel's RandomSimTest)."""

from __future__ import annotations

import copy
import io
import json
import pickle
import random
import types
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple, TypeVar

import pytest

from bot.games.protocol import Game, IllegalAction

G = TypeVar("G", bound=Game)
FORGED = ("", "x", "p:ZZ", "t:", "p:AS:AS", "bam:maybe", "leave ", "\u202ep:AS")


def observed(game: Game) -> list[object]:
    """Everything anyone can observe."""
    return [game.public_view(), [game.view(s) for s in range(game.players)], game.version]


def encoded(seen: object) -> str:
    return json.dumps(seen, sort_keys=True, default=str)


def snapshot(game: Game) -> str:
    """Everything anyone can observe, as one comparable string."""
    return encoded(observed(game))


def assert_refused(game: Game, seat: int, action: str) -> None:
    assert_all_refused(game, [(seat, action)])


def assert_all_refused(game: Game, moves: Iterable[tuple[int, str]]) -> None:
    """Each (seat, action) is refused, and together they leave `snapshot(game)` as it was before the first. The
    views are drawn from the game's state alone, so an equal pickle of the state is an equal snapshot; pickling the
    state is five times quicker than drawing every seat's view, and far quicker than the JSON encoding, which the
    playthroughs would otherwise do several times a step. Only when the pickles differ (a cache a refusal filled,
    say) are the snapshots made and compared, the one before from the state the pickle restores: it is a deep
    copy, so a refusal that changes a list some view shares is still seen."""
    before = pickled(game)
    moves = list(moves)
    for seat, action in moves:
        with pytest.raises(IllegalAction):
            game.apply(seat, action)
    if pickled(game) != before:
        assert snapshot(game) == snapshot(restored(game, before)), f"refusing {moves} changed the state"


_FUNCTIONS: dict[int, types.FunctionType] = {}


def _function(key: int) -> types.FunctionType:
    return _FUNCTIONS[key]


class _StatePickler(pickle.Pickler):
    """Pickles a game's state, keeping each function pickle cannot name (a lambda or a local function the game's
    rules hold) as itself: a function is part of the rules, not of the state a move changes."""

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, types.FunctionType) and "<" in obj.__qualname__:
            _FUNCTIONS[id(obj)] = obj
            return _function, (id(obj),)
        return NotImplemented


class _Log(NamedTuple):
    """The moves made, in a pickled state: their number and a hash of them. The log only grows, and pickled whole
    at every step of a long match it made the harness quadratic."""

    moves: int
    digest: int


def pickled(game: Game) -> bytes:
    """The game's state as bytes: equal bytes, equal state."""
    out = io.BytesIO()
    _StatePickler(out, pickle.HIGHEST_PROTOCOL).dump({**vars(game), "log": _Log(len(game.log), hash(tuple(game.log)))})
    return out.getvalue()


def restored(game: G, state: bytes) -> G:
    """A game of the same class (a rigged one too) in the pickled state, its log the first moves of `game`'s: a
    log that was changed rather than added to fails here."""
    twin = copy.copy(game)
    vars(twin).update(pickle.loads(state))
    log: _Log = twin.log  # type: ignore[assignment]
    twin.log = game.log[:log.moves]
    assert hash(tuple(twin.log)) == log.digest, "a move already made was changed in the log"
    return twin


def playthrough(
    cls: type[G],
    options: Mapping[str, Any],
    players: int,
    seed: int,
    choice_seed: int,
    check: Callable[[G], None] = lambda g: None,
    max_steps: int = 5000,
) -> G:
    """Play random legal moves to the end, checking the protocol's promises at every step."""
    game = cls(options, players, seed)
    rng = random.Random(choice_seed)
    for _ in range(max_steps):
        check(game)
        if game.is_over():
            break
        acting = game.to_act()
        assert acting, "a running game must have someone to act"
        for seat in range(players):
            legal = game.legal_actions(seat)
            assert bool(legal) == (seat in acting), f"seat {seat}: legal={legal} acting={acting}"
            assert all(a.isascii() and len(a) <= 40 for a in legal)
        seat = rng.choice(sorted(acting))
        idle = [s for s in range(players) if s not in acting]
        refusals = [(rng.choice(idle), rng.choice(game.legal_actions(seat)))] if idle else []
        assert_all_refused(game, [*refusals, (seat, rng.choice(FORGED))])
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    else:
        pytest.fail(f"no end after {max_steps} steps")
    assert game.to_act() == frozenset()
    assert all(game.legal_actions(s) == [] for s in range(players))
    replayed = cls.replay(copy.deepcopy(game.record()))
    assert snapshot(replayed) == snapshot(game)
    json.dumps(game.record())
    return game
