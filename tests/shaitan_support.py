"""What the Shaitan tests share: rigged deals, the position a card has in the next fan, and invariants."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.blind_draw import fan
from bot.games.cards import decks, derive_seed
from bot.games.shaitan import Shaitan
from tests import rigging
from tests.card_places import check_places

A, B, C = 0, 1, 2
MEMORY = ("drawn", "lost")  # what a seat drew and lost: its own knowledge, wherever the card went since


class Rigged(rigging.Rigging, Shaitan):
    """A Shaitan whose dealer and hands the test chooses."""


def rig(hands: Sequence[Sequence[str]], dealer: int, **options: Any) -> Shaitan:
    return rigging.rig(Rigged, hands, dealer, **options)


def position_of(game: Shaitan, card: str) -> str:
    """The action that draws `card` from the current source's hand in the coming draw."""
    seed = derive_seed(game.seed, "fan", game.draws + 1)
    return f"d:{fan(game.hands[game.source], seed).index(card) + 1}"


def check_invariants(game: Shaitan) -> None:
    """Every card somewhere, no hand holding a pair, the joker never thrown, and nothing hidden shown."""
    deck = [c for hand in game.HANDS for c in hand] if isinstance(game, Rigged) else decks(1, jokers=1)
    check_places(game, deck, MEMORY)
    for hand in game.hands:
        ranks = [c[:-1] for c in hand if c != "JK"]
        assert len(ranks) == len(set(ranks))
    assert all("JK" not in p["cards"] for p in game.pairs)
