"""Checks on `Game.card_places()` and `hidden_places()`: every card in one place, and no view showing a card
from a place hidden from its reader."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from bot.games.protocol import Game

CARD_STRING = re.compile(r'"((?:10|[2-9AJQK])[CDHS](?:#\d+)?|JK(?:#\d+)?)"')


def shown_cards(view: Mapping[str, Any], skip: Collection[str] = ()) -> set[str]:
    """The card codes anywhere in a view, leaving out its keys in `skip`."""
    return set(CARD_STRING.findall(json.dumps({k: v for k, v in view.items() if k not in skip})))


def check_places(game: Game, deck: Sequence[str], memory: Collection[str] = ()) -> None:
    """Card conservation over `deck`, and no leak. `memory` names view keys that record what their reader saw
    earlier (a card it lost, a hand shown at a deal's end): such a card may since have moved out of sight."""
    places = game.card_places()
    held = Counter(card for cards in places.values() for card in cards)
    assert held == Counter(deck), "cards appeared, vanished or doubled"
    for seat in [None, *range(game.players)]:
        view = game.public_view() if seat is None else game.view(seat)
        hidden = {card for place in game.hidden_places(seat) for card in places[place]}
        leaked = shown_cards(view, memory) & hidden
        assert not leaked, f"seat {seat} sees hidden {sorted(leaked)}"
