"""Choosing exactly N of some cards, one press per card, then Confirm: burying a kitty, passing cards to a
neighbour, laying down a claim.

Listing every combination as one action would mean thousands of buttons (1820 ways to bury 4 of 16), so a
choice is several actions: `s:<card>` picks a card or, pressed again, puts it back; `ok` confirms once exactly
`count` cards are picked. Putting back is limited (`undo_limit`) so that a choice, and so a game, always ends in
a bounded number of actions. A game keeps one `Selection` per seat choosing, so several seats can choose at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

PICK = "s:"
CONFIRM = "ok"


@dataclass
class Selection:
    choices: tuple[str, ...]  # the cards to choose among, in the order their buttons are shown
    count: int
    undo_limit: int = 8
    picked: list[str] = field(default_factory=list)
    undone: int = 0

    @classmethod
    def of(cls, cards: Iterable[str], count: int, undo_limit: int = 8) -> Selection:
        return cls(tuple(cards), count, undo_limit)

    @property
    def complete(self) -> bool:
        return len(self.picked) == self.count

    def actions(self) -> list[str]:
        """A pick (or put back) per card that may be pressed now, in the order of `choices`, then Confirm."""
        room = len(self.picked) < self.count
        may_undo = self.undone < self.undo_limit
        picks = [PICK + c for c in self.choices if (may_undo if c in self.picked else room)]
        return picks + ([CONFIRM] if self.complete else [])

    def refusal(self, action: str) -> tuple[str, str] | None:
        """Why `action` is not allowed now, as a stable reason key and a message; None if it is."""
        if action == CONFIRM:
            return None if self.complete else ("pick_count", f"pick exactly {self.count} cards, then confirm")
        if not action.startswith(PICK):
            return ("illegal", f"{action!r} is not a choice of cards")
        card = action[len(PICK):]
        if card not in self.choices:
            return ("not_in_hand", f"{card} is not one of your cards")
        if card in self.picked:
            return None if self.undone < self.undo_limit else ("undo_limit", "no more cards can be put back")
        return None if len(self.picked) < self.count else ("too_many", f"you have picked {self.count} already")

    def apply(self, action: str) -> bool:
        """Take an action that `refusal` allows; True when it confirms the choice."""
        if action == CONFIRM:
            return True
        card = action[len(PICK):]
        if card in self.picked:
            self.picked.remove(card)
            self.undone += 1
        else:
            self.picked.append(card)
        return False
