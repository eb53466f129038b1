"""Buttons for picking a card from someone's hidden hand by its position only (a blind draw, a steal).

Each button is a card back and a number, `🂠 3`, and its action names the position alone (`<prefix>:3`): the
engine makes the fan the positions refer to, so nothing on a button says which card lies there.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import num
from bot.plugin import Button, Keyboard

BACK = "🂠"
PER_ROW = 6


def position_buttons(actions: Sequence[str], lang: str, per_row: int = PER_ROW) -> Keyboard:
    """One button per `<prefix>:<position>` action, in position order, `per_row` to a row."""
    buttons = [Button(f"{BACK} {num(lang, int(a.partition(':')[2]))}", a) for a in actions]
    return [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)]
