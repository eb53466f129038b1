"""Two-step private keyboards: pick one of your cards, then one of the moves that card can make.

The adapter keeps one number per seat for what a player looks at (`~page:<n>`), so the pick and the page of its
menu travel in that number: 0 is the list of cards, anything else names the picked card (by its code's bytes,
so it stays right however the hand is sorted and lapses by itself once the card is played) and the menu's page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.plugin import Button, Keyboard

MENU_PAGES = 64  # the most pages a picked card's menu may have
PER_PAGE = 6  # moves on one page of a menu, one per row


@dataclass(frozen=True)
class Pick:
    """One card of the hand: its button, and the moves it can make now (none: the button is `idle`)."""

    key: str  # the card's code, ASCII
    label: str
    moves: Sequence[Button]
    idle: str = ""  # pressed while the card has no move: an action the rules refuse, saying why


def page_of(key: str, menu_page: int = 0) -> int:
    return (int.from_bytes(key.encode("ascii"), "big") + 1) * MENU_PAGES + menu_page


def picked(page: int) -> tuple[str | None, int]:
    """The card a page number names (None: the list of cards) and the page of its menu."""
    code, menu_page = divmod(page, MENU_PAGES)
    if code <= 0:
        return None, 0
    raw = (code - 1).to_bytes(((code - 1).bit_length() + 7) // 8, "big")
    return raw.decode("ascii", errors="replace"), menu_page


def two_step(picks: Sequence[Pick], page: int, back: str, per_row: int = 6) -> Keyboard:
    """The hand's cards in rows; or, when one is picked and still has moves, its menu paged by `PER_PAGE`
    with a way back (`back` is the button's label). A card with one move only still opens its menu: the menu
    says what the press will do."""
    by_key = {pick.key: pick for pick in picks}
    key, menu_page = picked(page)
    chosen = by_key.get(key) if key is not None else None
    if chosen is None or not chosen.moves:
        return _cards(picks, per_row)
    pages = max(1, -(-len(chosen.moves) // PER_PAGE))
    menu_page = min(menu_page, pages - 1)
    shown = chosen.moves[menu_page * PER_PAGE:(menu_page + 1) * PER_PAGE]
    rows: Keyboard = [[move] for move in shown]
    if pages > 1:
        rows.append([Button("◀", f"~page:{page_of(chosen.key, (menu_page - 1) % pages)}"),
                     Button(f"{menu_page + 1}/{pages}", f"~page:{page_of(chosen.key, menu_page)}"),
                     Button("▶", f"~page:{page_of(chosen.key, (menu_page + 1) % pages)}")])
    rows.append([Button(back, "~page:0")])
    return rows


def _cards(picks: Sequence[Pick], per_row: int) -> Keyboard:
    buttons = [Button(pick.label, f"~page:{page_of(pick.key)}") if pick.moves else
               Button(f"·{pick.label}·", pick.idle) for pick in picks]
    return [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)]
