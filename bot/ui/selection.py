"""The private keyboard for choosing exactly N of your cards: one press per card picks it or puts it back, and a
Confirm button below. It is drawn from a seat's view alone (the picked cards and the legal `s:<card>` and `ok`
actions of `bot.games.selection`), so any number of seats may be choosing at once, each in its own chat."""

from __future__ import annotations

from collections.abc import Sequence

from bot import i18n
from bot.games.cards import DISPLAY_SUITS, label, suit
from bot.games.selection import CONFIRM, PICK
from bot.i18n import num
from bot.plugin import Button, Keyboard

PICKED = "✅"
CARDS_PER_ROW = 7

# The answers to a press the shared `bot.games.selection` refuses.
i18n.register({
    "fa": {
        "refused_pick_count": "اول دقیقاً به تعداد لازم برگ انتخاب کنید، بعد تأیید.",
        "refused_undo_limit": "دیگر نمی‌شود برگی را پس گرفت.",
        "refused_too_many": "به تعداد لازم برگ انتخاب کرده‌اید؛ برای عوض کردن، اول یکی را پس بگیرید.",
    },
    "en": {
        "refused_pick_count": "Pick exactly the number of cards asked, then confirm.",
        "refused_undo_limit": "No more cards can be put back.",
        "refused_too_many": "You have picked as many cards as asked: put one back to change your choice.",
    },
})


def _suit_rows(cards: Sequence[str], per_row: int = CARDS_PER_ROW) -> list[list[str]]:
    """The cards a suit to a row (or more, when a suit is long), suits in holding order."""
    rows: list[list[str]] = []
    for s in DISPLAY_SUITS:
        same = [c for c in cards if suit(c) == s]
        rows += [same[i:i + per_row] for i in range(0, len(same), per_row)]
    return rows


def _inactive(text: str) -> str:
    """A button that may be pressed but does nothing now (pressing it answers why)."""
    return f"·{text}·"


def selection_keyboard(cards: Sequence[str], selected: Sequence[str], legal: Sequence[str], count: int,
                       confirm: str, lang: str) -> Keyboard:
    """Card buttons by suit (a picked card ticked, one that cannot be pressed now dotted), then Confirm with how
    many are picked of `count`: live once exactly `count` are, dotted before."""
    allowed, picked = set(legal), set(selected)
    rows: Keyboard = []
    for cards_row in _suit_rows(cards):
        rows.append([_card_button(card, card in picked, PICK + card in allowed) for card in cards_row])
    tally = f"{confirm} ({num(lang, len(picked))}/{num(lang, count)})"
    rows.append([Button(tally if CONFIRM in allowed else _inactive(tally), CONFIRM)])
    return rows


def _card_button(card: str, picked: bool, allowed: bool) -> Button:
    text = label(card)
    if picked:
        text = PICKED + text
    return Button(text if allowed else _inactive(text), PICK + card)
