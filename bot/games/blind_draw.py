"""Drawing a blind card from someone's hidden hand by its position (Old Maid's draw, say).

The holder fans his cards face down and the drawer names a position 1..k. So that a position says nothing, the
fan is made afresh for every draw from the cards alone: sorted, then shuffled with a seed of the draw. How the
holder's hand happens to be ordered (where his joker sits, say) never reaches the fan, and the drawer's choices
name positions only.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import shuffle, sorted_cards


def fan(hand: Iterable[str], seed: int) -> list[str]:
    """The held cards in the order the drawer faces them for the draw that `seed` names."""
    return shuffle(sorted_cards(hand), seed)


def position_actions(prefix: str, count: int) -> list[str]:
    """`<prefix>:1` … `<prefix>:<count>`: the only choices a blind draw offers."""
    return [f"{prefix}:{i}" for i in range(1, count + 1)]


def parse_position(action: str, prefix: str, count: int) -> int | None:
    """The 1-based position an action names, or None when it names none of the `count` cards."""
    kind, _, arg = action.partition(":")
    if kind != prefix or not arg.isdigit() or arg != str(int(arg)):
        return None
    position = int(arg)
    return position if 1 <= position <= count else None


def draw_at(hand: list[str], position: int, seed: int) -> str:
    """Take the card at `position` (1-based) of this draw's fan out of `hand`, and return it."""
    card = fan(hand, seed)[position - 1]
    hand.remove(card)
    return card
