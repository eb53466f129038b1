"""What the Bluff tests share: rigged deals, moves spelled as the rules speak of them, and invariant checks."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Collection, Mapping, Sequence
from typing import Any, Protocol

from bot.ai.bluff import BluffPlayer
from bot.games.bluff import Bluff
from bot.games.cards import decks, sorted_cards
from bot.games.protocol import Event, View
from tests import rigging

A, B, C = 0, 1, 2


class Chooser(Protocol):
    def choose(self, view: View, seed: int) -> str: ...


class Rigged(rigging.Rigging, Bluff):
    """A Bluff whose dealer and hands the test chooses."""


def rig(hands: Sequence[Sequence[str]], dealer: int, **options: Any) -> Bluff:
    return rigging.rig(Rigged, hands, dealer, **options)


def play(game: Bluff, seat: int, cards: Sequence[str], claim: str) -> list[Event]:
    """Pick the cards, then claim them as `claim`."""
    for card in cards:
        game.apply(seat, f"s:{card}")
    return game.apply(seat, f"c:{claim}")


def call(game: Bluff, seat: int) -> list[Event]:
    assert game.live is not None
    return game.apply(seat, f"call:{game.live.number}")


def every_card(game: Bluff) -> list[str]:
    return sorted([*(c for hand in game.hands for c in hand), *game.pile, *game.burnt])


def check_invariants(game: Bluff) -> None:
    """Card conservation over every deck, calls only on the live play, and no view showing a hidden card."""
    assert every_card(game) == sorted(decks(game.decks))
    for seat in range(game.players):
        calls = [a for a in game.legal_actions(seat) if a.startswith(("call:", "trust:"))]
        if calls:
            assert game.live is not None and seat != game.live.seat
            assert all(a.endswith(f":{game.live.number}") for a in calls)
    check_no_leaks(game)


CARD_STRING = re.compile(r'"((?:10|[2-9AJQK])[CDHS](?:#\d)?)"')


def shown_cards(view: Mapping[str, Any]) -> set[str]:
    return set(CARD_STRING.findall(json.dumps(view)))


def check_no_leaks(game: Bluff) -> None:
    revealed = set(game.last_reveal["cards"]) if game.last_reveal else set()
    assert shown_cards(game.public_view()) <= revealed
    for seat in range(game.players):
        view = game.view(seat)
        assert view["hand"] == sorted_cards(game.hands[seat])
        assert shown_cards({k: v for k, v in view.items() if k not in ("hand", "selected", "legal")}) <= revealed
        assert set(view["selected"]) <= set(view["hand"])


def contest(players: int, computers: Collection[int], seed: int, options: Mapping[str, Any] | None = None,
            check: bool = False, player: Chooser | None = None) -> Bluff:
    """A game where `computers` seats are `player`s (BluffPlayers unless given) and the rest press random legal
    buttons. Whoever acts next is drawn from everyone who may act, as presses would race in a group."""
    game = Bluff(options or {}, players, seed)
    rng = random.Random(seed)
    player = player or BluffPlayer()
    while not game.is_over():
        if check:
            check_invariants(game)
        seat = rng.choice(sorted(game.to_act()))
        if seat in computers:
            view, choice_seed = game.view(seat), rng.getrandbits(64)
            action = player.choose(view, choice_seed)
            if check:
                assert player.choose(game.view(seat), choice_seed) == action
        else:
            action = rng.choice(game.legal_actions(seat))
        game.apply(seat, action)
    return game


def win_rate(games: int, players: int = 5, seed: int = 0) -> float:
    """The share of games a BluffPlayer in seat 0 wins against random players (a shared win counts in part)."""
    won = 0.0
    for i in range(games):
        game = contest(players, {0}, seed + i)
        winners = game.result().winners
        won += (0 in winners) / len(winners)
    return won / games
