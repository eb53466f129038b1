"""What the chip games' tests share: card and chip invariants, walks with seats leaving and clocks firing, and
the computer-player contest with hidden cards scrambled."""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from bot.games.protocol import LEAVE, Game, View
from tests.game_harness import snapshot

CARD = re.compile(r'"(?:flip:)?((?:10|[2-9AJQK])[CDHS](?:#\d)?)"')


class Chooser(Protocol):
    def choose(self, view: View, seed: int) -> str: ...


def shown(view: Mapping[str, Any]) -> set[str]:
    return set(CARD.findall(json.dumps(view)))


def check_places_and_chips(game: Game, deck: Sequence[str]) -> None:
    """Every card in one place, the chips summing to zero, and no view showing a card from a place hidden from
    its seat (the group's view none hidden from the group)."""
    places = game.card_places()
    assert sorted(c for cards in places.values() for c in cards) == sorted(deck)
    ledger = getattr(game, "ledger")  # noqa: B009 - every chip game keeps one
    assert ledger.zero_sum(), ledger.as_view()

    def hidden(seat: int | None) -> set[str]:
        return {c for place in game.hidden_places(seat) for c in places[place]}

    assert not shown(game.public_view()) & hidden(None)
    for seat in range(game.players):
        assert not shown(game.view(seat)) & hidden(seat), seat


def walk_with_leaves(game: Game, check: Callable[[Game], None], seed: int, leave_rate: float = 0.03,
                     tick_rate: float = 0.05, check_every: int = 1) -> None:
    """Random moves to the end, now and then a seat leaving or the game's clock running out; then the record
    must replay to the same game."""
    rng = random.Random(seed)
    steps = 0
    while not game.is_over():
        steps += 1
        if steps % check_every == 0:
            check(game)
        out: set[int] = getattr(game, "out")  # noqa: B009 - every chip game keeps its leavers
        clock = game.public_view()["clock"]
        if rng.random() < leave_rate:
            game.apply(rng.choice([s for s in range(game.players) if s not in out]), LEAVE)
        elif clock is not None and rng.random() < tick_rate:
            game.apply(clock["seat"], clock["action"])
        else:
            seat = rng.choice(sorted(game.to_act()))
            game.apply(seat, rng.choice(game.legal_actions(seat)))
    check(game)
    assert snapshot(type(game).replay(copy.deepcopy(game.record()))) == snapshot(game)


def contest(game: Game, player: Chooser, seed: int, scramble: Callable[[Game, int, random.Random], Game],
            check: Callable[[Game], None], computers: Callable[[int], bool] = lambda s: s % 2 == 0) -> list[str]:
    """Computers against random players to the end. Every computer move is legal, the same again for the same
    view and seed, and the same when the cards hidden from it are dealt anew; returns the computers' moves."""
    rng = random.Random(seed)
    moves = []
    while not game.is_over():
        check(game)
        seat = rng.choice(sorted(game.to_act()))
        if computers(seat):
            move_seed = rng.randrange(2**32)
            action = player.choose(game.view(seat), move_seed)
            assert game.is_legal(seat, action), (action, game.view(seat))
            assert player.choose(game.view(seat), move_seed) == action
            twin = scramble(game, seat, rng)
            assert twin.view(seat) == game.view(seat)
            assert player.choose(twin.view(seat), move_seed) == action
            moves.append(action)
        else:
            action = rng.choice(game.legal_actions(seat))
        game.apply(seat, action)
    return moves
