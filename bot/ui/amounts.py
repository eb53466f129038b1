"""Amounts by buttons: a bet or a price chosen from the steps a game offers, with no typed numbers.

A game lists a few amount actions (`chips.amount_steps`: both ends and the 1-2-5 series between them); the
picker lays them out smallest first, the least and the most marked, so one press chooses any of them."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.games.chips import whole_amount
from bot.i18n import num
from bot.plugin import Button, Keyboard

AMOUNTS_PER_ROW = 4


def amounts_of(actions: Iterable[str], kind: str) -> list[tuple[int, str]]:
    """The `kind:<n>` actions among `actions` with their amounts, smallest first; `kind` may hold colons
    itself (`sell:7H`)."""
    found = ((whole_amount(action.removeprefix(f"{kind}:")) if action.startswith(f"{kind}:") else None, action)
             for action in actions)
    return sorted((amount, action) for amount, action in found if amount is not None)


def amount_picker(choices: list[tuple[int, str]], lang: str,
                  label: Callable[[str], str] = lambda amount: amount) -> Keyboard:
    """Rows of amount buttons; the smallest reads `▾ n` and the largest `n ▴` (min and max) when they differ.
    `label` dresses the amount's digits (`🪙 20`, say)."""
    if not choices:
        return []
    low, high = choices[0][0], choices[-1][0]

    def text(amount: int) -> str:
        digits = label(num(lang, amount))
        return f"▾ {digits}" if amount == low < high else f"{digits} ▴" if amount == high > low else digits

    buttons = [Button(text(amount), action) for amount, action in choices]
    return [buttons[i:i + AMOUNTS_PER_ROW] for i in range(0, len(buttons), AMOUNTS_PER_ROW)]
