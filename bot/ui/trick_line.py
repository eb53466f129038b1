"""The table as a line of text in the private hand of a trick-game player who waits for someone else: the cards of
the trick so far, or, until the next lead, the trick just taken and who took it. The hand is redrawn when its
player has moved and whenever a trick is taken (`session.after_move`), so the line is never more than the rest of
one trick behind; following every card in every waiting hand would cost an edit per seat per card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot import i18n
from bot.games.cards import label
from bot.games.protocol import View
from bot.i18n import t, who

i18n.register({
    "fa": {
        "trick_line_now": "روی میز: {cards}",
        "trick_line_taken": "دست قبل را {name} برد: {cards}",
    },
    "en": {
        "trick_line_now": "On the table: {cards}",
        "trick_line_taken": "{name} took the last trick: {cards}",
    },
})


def plays_text(plays: Sequence[Sequence[Any]], names: Sequence[str]) -> str:
    return " · ".join(f"{who(names[seat])} {label(card)}" for seat, card in plays)


def waiting_with_trick(line: str, view: View, names: Sequence[str], lang: str) -> str:
    """`line` (whose turn it is) and under it what lies on the table, if anything."""
    if view.get("trick"):
        return line + "\n" + t(lang, "trick_line_now", cards=plays_text(view["trick"], names))
    last = view.get("last_trick")
    if last:
        return line + "\n" + t(lang, "trick_line_taken", name=who(names[last["winner"]]),
                               cards=plays_text(last["cards"], names))
    return line
