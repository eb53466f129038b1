"""The power-card base (§3.2): four-card Golf's face-down square and near-row look, a turn that ends with a
discard, and power cards whose power works only when drawn from the stock. The powers themselves are built here
from targets (own card, an opponent's card, any card) so that each variant only names which card does what."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ..cards import decks
from .layout import Valuer, kind
from .rules import Ending, Power, Rules, Target, Who, layout_sum

PEEK_OWN = Power("peek_own", (Target(Who.OWN, peek=True),))
PEEK_OPPONENT = Power("peek_opponent", (Target(Who.OPPONENT, peek=True),))
PEEK_ANY = Power("peek_any", (Target(Who.ANY, peek=True),))
BLIND_SWAP = Power("blind_swap", (Target(Who.OWN), Target(Who.OPPONENT)), "swap")
SHUFFLE = Power("shuffle", (Target(Who.OPPONENT, seat_only=True),), "shuffle")
LOOK_AND_SWAP = Power("look_and_swap", (Target(Who.OPPONENT, peek=True), Target(Who.OWN)), "swap")
SWAP_OPPONENT_PAIR = Power("swap_opponent_pair", (Target(Who.OPPONENT), Target(Who.SAME)), "swap")
LOOK_BOTH = Power("look_both", (Target(Who.OWN, peek=True), Target(Who.OPPONENT, peek=True)), "may_swap")
SWAP_ANY = Power("swap_any", (Target(Who.ANY), Target(Who.ANY)), "swap")


def by_kind(table: Mapping[str, Power]) -> Callable[[str], Power | None]:
    """The power of a card by its rank (`JK` for a joker)."""
    return lambda card: table.get(kind(card))


def power_rules(name: str, jokers: int, value: Valuer, powers: Mapping[str, Power], **rest: Any) -> Rules:
    """§3.2: one pack (with `jokers`), 4 face-down cards in 2 x 2, a look at the near two, placed cards face down."""
    base = Rules(name, 2, 2, lambda n, o: decks(1, jokers=jokers), value, layout_sum(value), peek_near_row=True,
                 place_face_up=False, ending=Ending.STOCK_OUT, power=by_kind(powers))
    return replace(base, **rest)
