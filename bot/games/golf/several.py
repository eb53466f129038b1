"""Pablo's multi-replacement picks two or more of one's own cells, one press each, then Confirm: the shared
pick-then-Confirm `Selection` over position numbers, complete at any count from two up."""

from __future__ import annotations

from dataclasses import dataclass

from ..selection import CONFIRM, Selection

LEAST = 2


@dataclass
class Several(Selection):
    """`count` is the most that may be picked (every cell); Confirm is open from `LEAST` on."""

    @classmethod
    def cells(cls, positions: list[int]) -> Several:
        """A choice among 0-based `positions`, named by their 1-based numbers; nothing can run on for ever, since
        a pick may be put back at most `undo_limit` times."""
        return cls(tuple(str(p + 1) for p in positions), len(positions))

    @property
    def complete(self) -> bool:
        return len(self.picked) >= LEAST

    def refusal(self, action: str) -> tuple[str, str] | None:
        if action == CONFIRM and not self.complete:
            return ("pick_two", "pick two or more of your cards, then confirm")
        return super().refusal(action)

    def positions(self) -> list[int]:
        """The 0-based cells picked, in layout order."""
        return sorted(int(p) - 1 for p in self.picked)
