"""Drawing a blind card from someone's hidden hand by its position (Old Maid's draw, say).

The holder fans his cards face down and the drawer names a position 1..k. So that a position says nothing, the
fan is made afresh for every draw by a shuffle whose seed belongs to the draw: which place of the held hand
lands at which position depends on the seed and the number of cards alone, never on the cards. Positions thus
name places, not cards (had two hidden cards been the other way round, the same position would draw the other
one and everything else would go as it did), and however the holder's hand is ordered (where his joker sits,
say) the card at a position is any of his cards alike. Engines keep held hands in a canonical order so that the
holder cannot arrange them either.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import shuffle


def fan(hand: Sequence[str], seed: int) -> list[str]:
    """The held cards in the order the drawer faces them for the draw that `seed` names."""
    return shuffle(hand, seed)


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
