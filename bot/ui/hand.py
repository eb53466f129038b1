"""A hand of cards as private buttons for any trick game: a row (or more) per group of cards (a suit, the
jokers), in the game's order, each card labelled by rank and suit symbol and played by `p:<card>`."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from bot.games.cards import label
from bot.plugin import Button, Keyboard

PLAY = "p:"
CARDS_PER_ROW = 7


def hand_rows(hand: Sequence[str], legal: Collection[str], group_of: Callable[[str], str], order: Sequence[str],
              per_row: int = CARDS_PER_ROW) -> Keyboard:
    """The cards of `hand`, grouped by `group_of` in `order`, in rows of at most `per_row`. While the player is
    to play a card, one he may not play is marked inactive (`·A♠·`); pressing it still answers why."""
    playing = any(action.startswith(PLAY) for action in legal)
    rows: Keyboard = []
    for group in order:
        cards = [c for c in hand if group_of(c) == group]
        for i in range(0, len(cards), per_row):
            rows.append([card_button(c, legal, playing) for c in cards[i:i + per_row]])
    return rows


def card_button(card: str, legal: Collection[str], playing: bool) -> Button:
    action = PLAY + card
    return Button(f"·{label(card)}·" if playing and action not in legal else label(card), action, label(card))
