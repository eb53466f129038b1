"""The Twenty-One table as the group sees it, drawn from `TwentyOne.public_view()`, for 2 to 10 players.

The seats sit round the felt with their chips; the banker's plate is framed in gold. The middle holds the bank,
the banker's card (face down until the player stands), the duel's cards (face-down ones as backs) with its bet,
and the last duel's outcome under them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from .. import theme
from ..card_sprites import card_back, card_sprite
from ..chip_table import amount, fan, phrase, seated
from ..compose import encode, paste, row
from ..labels import is_rtl
from ..ring import MIDDLE
from ..text import typesetter
from ..widgets import direction, pill, player_name

CARD = 62
BANK_Y, BANKER_Y, DUEL_Y, LAST_Y = 196, 300, 462, 600

WORDS: dict[str, dict[str, str]] = {
    "fa": {"banker": "بانکدار", "bank": "بانک", "offered": "بانک به او رسید", "to_bet": "شرط می‌بندد",
           "to_side": "شرط کناری", "to_play": "بازی می‌کند", "to_draw": "بانکدار می‌کشد", "left": "رفت",
           "winner": "برنده", "bet": "شرط", "won": "برد", "lost": "باخت", "bust": "سوخت",
           "total": "جمع {}", "banker_total": "بانکدار {}",
           "no_bank": "هنوز بانکداری نیست", "over": "بازی تمام شد", "cashout": "بانک خیره"},
    "en": {"banker": "banker", "bank": "Bank", "offered": "offered the bank", "to_bet": "betting",
           "to_side": "side bet", "to_play": "playing", "to_draw": "banker draws", "left": "left",
           "winner": "winner", "bet": "bet", "won": "won", "lost": "lost", "bust": "bust",
           "total": "total {}", "banker_total": "banker {}",
           "no_bank": "No banker yet", "over": "Game over", "cashout": "cash-out"},
}


def word(lang: str, key: str, *values: object) -> str:
    return phrase(WORDS, lang, key, *values)


def render_twentyone_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_twentyone_table(view, names, lang))


def draw_twentyone_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = seated(view, names, lang, _status)
    _bank(canvas, view, names, lang)
    if view["phase"] != "over":
        _banker_cards(canvas, view)
        _duel(canvas, view, names, lang)
    if view["last_duel"] is not None:
        _last(canvas, view["last_duel"], names, lang)
    return canvas


def _status(view: Mapping[str, Any], seat: int, lang: str) -> tuple[str, str | None]:
    if view["phase"] == "over":
        best = max(view["balances"])
        return ("won", word(lang, "winner")) if view["balances"][seat] == best else ("plain", None)
    if seat in view["out"]:
        return "gone", word(lang, "left")
    turn = seat in view["turn"]
    if seat == view["banker"]:
        return ("turn" if turn else "lead"), word(lang, "to_draw" if view["phase"] == "banker" and turn else
                                                  "banker")
    if not turn:
        return "plain", None
    key = {"offer": "offered", "bet": "to_bet", "side": "to_side"}.get(view["phase"], "to_play")
    return "turn", word(lang, key)


def _bank(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    ts, rtl = typesetter(), is_rtl(lang)
    if view["phase"] == "over":
        text = ts.sprite(word(lang, "over"), theme.SMALL_TEXT, theme.GOLD, bold=True, direction=direction(lang))
        paste(canvas, pill(text, (0, 0, 0, 120)), (MIDDLE, BANK_Y))
        return
    if view["banker"] is None:
        text = ts.sprite(word(lang, "no_bank"), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))
        paste(canvas, pill(text, (0, 0, 0, 100)), (MIDDLE, BANK_Y))
        return
    parts = [ts.sprite(word(lang, "bank"), theme.SMALL_TEXT, theme.TEXT, bold=True, direction=direction(lang)),
             amount(lang, view["bank"], theme.SMALL_TEXT),
             ts.sprite("·", theme.SMALL_TEXT, theme.MUTED, bold=True),
             ts.sprite(player_name(names, view["banker"]), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=200)]
    if view["cashout"]:
        parts.append(ts.sprite(word(lang, "cashout"), theme.SMALL_TEXT, theme.TURN, bold=True,
                               direction=direction(lang)))
    paste(canvas, pill(row(parts, 8, rtl), (0, 0, 0, 120)), (MIDDLE, BANK_Y))


def _banker_cards(canvas: Image.Image, view: Mapping[str, Any]) -> None:
    cards = [card_sprite(c, CARD) for c in view["banker_cards"]] + [card_back(CARD)] * view["banker_down"]
    if cards:
        paste(canvas, fan(cards, 360), (MIDDLE, BANKER_Y))


def _duel(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    duel = view["duel"]
    if duel is None:
        return
    ts, rtl = typesetter(), is_rtl(lang)
    cards = [card_sprite(c, CARD) for c in duel["up"]] + [card_back(CARD)] * duel["down"]
    paste(canvas, fan(cards, 420), (MIDDLE, DUEL_Y))
    parts = [ts.sprite(player_name(names, duel["seat"]), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=220)]
    if duel["bet"]:
        parts += _bet(lang, duel["bet"] + sum(duel["sides"].values()))
    paste(canvas, pill(row(parts, 8, rtl), (0, 0, 0, 110)), (MIDDLE, DUEL_Y + 72))


def _bet(lang: str, chips: int) -> list[Image.Image]:
    return [typesetter().sprite(word(lang, "bet"), theme.SMALL_TEXT, theme.MUTED, direction=direction(lang)),
            amount(lang, chips, theme.SMALL_TEXT)]


def _last(canvas: Image.Image, last: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The last duel: the outcome, who played for what bet, and each total named for whose it is: the player's,
    and the banker's once he showed his hand (a bust leaves it unseen)."""
    ts, rtl = typesetter(), is_rtl(lang)
    name = player_name(names, last["seat"])
    ink = {"won": theme.TURN, "lost": theme.MUTED, "bust": theme.CARD_RED}[last["outcome"]]
    parts = [ts.sprite(word(lang, last["outcome"]), theme.SMALL_TEXT, ink, bold=True, direction=direction(lang)),
             ts.sprite(name, theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=170),
             *_bet(lang, last["bet"])]
    for key, total in (("total", last["total"]), ("banker_total", last["banker_total"])):
        if total is not None:
            parts += [ts.sprite("·", theme.SMALL_TEXT, theme.MUTED, bold=True),
                      ts.sprite(word(lang, key, total), theme.SMALL_TEXT, theme.TEXT, bold=True,
                                direction=direction(lang))]
    paste(canvas, pill(row(parts, 8, rtl), (0, 0, 0, 90)), (MIDDLE, LAST_Y))
