"""The Nine-and-Eight table as the group sees it, drawn from `NineEight.public_view()`, for 2 to 20 players.

Each seat's chip says what it is doing in the deal: hidden, shown with its value, folded, or the dealer. The
middle holds the deal's number and what a winning 9, 8 or less is paid, the side pot, the best hand shown so far
and, between deals, the last deal's winners with their cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from bot.i18n.glossary import TERMS, capital

from .. import theme
from ..card_sprites import card_sprite
from ..chip_table import amount, fan, phrase, seated
from ..compose import encode, paste, row
from ..labels import is_rtl
from ..ring import MIDDLE
from ..text import typesetter
from ..widgets import direction, pill, player_name

CARD = 58
HEAD_Y, SIDE_Y, BEST_Y, NAME_Y = 190, 246, 400, 492

WORDS: dict[str, dict[str, str]] = {
    "fa": {"dealer": TERMS["fa"]["dealer"], "hidden": "پنهان", "folded": "خواباند", "shown": "رو: {}", "left": "رفت",
           "winner": "برنده", "deal": TERMS["fa"]["hand"] + " {}", "below": "کمتر", "tier": "{}:", "side": "پات کناری",
           "best": "بهترین دست: {}", "last": TERMS["fa"]["hand"] + " قبل: {} برد",
           "over": "بازی تمام شد", "taunt": "≤{} برو"},
    "en": {"dealer": TERMS["en"]["dealer"], "hidden": "hidden", "folded": "folded", "shown": "shows {}", "left": "left",
           "winner": "winner", "deal": capital("en", "hand") + " {}", "below": "less", "tier": "{}:",
           "side": "Side pot", "best": "Best hand: {}", "last": f"Last {TERMS['en']['hand']} won with {{}}",
           "over": "Game over",
           "taunt": "≤{} go"},
}


def word(lang: str, key: str, *values: object) -> str:
    return phrase(WORDS, lang, key, *values)


def render_nineeight_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_nineeight_table(view, names, lang))


def draw_nineeight_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = seated(view, names, lang, _status)
    _head(canvas, view, lang)
    if view["phase"] == "reveal":
        _best(canvas, view, names, lang)
    elif view["last"] is not None:
        _last(canvas, view["last"], names, lang)
    return canvas


def _status(view: Mapping[str, Any], seat: int, lang: str) -> tuple[str, str | None]:
    key = str(seat)
    if view["phase"] == "over":
        best = max(view["balances"])
        return ("won", word(lang, "winner")) if view["balances"][seat] == best else ("plain", None)
    if seat in view["out"]:
        return "gone", word(lang, "left")
    if view["phase"] == "reveal" and seat in view["in_deal"]:
        if key in view["shown"]:
            return "lead", word(lang, "shown", view["shown"][key]["value"])
        if seat in view["folded"]:
            return "gone", word(lang, "folded")
        if key in view["taunts"]:
            return "turn", word(lang, "taunt", view["taunts"][key])
        return "turn", word(lang, "hidden")
    if seat == view["dealer"]:
        return "lead", word(lang, "dealer")
    return "plain", None


def _head(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    ts, rtl = typesetter(), is_rtl(lang)
    if view["phase"] == "over":
        paste(canvas, pill(ts.sprite(word(lang, "over"), theme.SMALL_TEXT, theme.GOLD, bold=True,
                                     direction=direction(lang)),
                           (0, 0, 0, 120)), (MIDDLE, HEAD_Y))
        return
    parts = [ts.sprite(word(lang, "deal", max(1, view["deal"])), theme.SMALL_TEXT, theme.TEXT, bold=True,
                       direction=direction(lang)),
             ts.sprite("·", theme.SMALL_TEXT, theme.MUTED, bold=True)]
    for value, paid in zip(("9", "8", word(lang, "below")), view["tiers"], strict=True):
        parts.append(row([ts.sprite(word(lang, "tier", value), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang)),
                          amount(lang, paid, theme.SMALL_TEXT)], 4, rtl))
    paste(canvas, pill(row(parts, 8, rtl), (0, 0, 0, 120)), (MIDDLE, HEAD_Y))
    side = view["side_pot"]
    if side["pot"]:
        parts = [ts.sprite(word(lang, "side"), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang)),
                 amount(lang, side["pot"], theme.SMALL_TEXT)]
        paste(canvas, pill(row(parts, 8, rtl), (0, 0, 0, 90)), (MIDDLE, SIDE_Y))


def _hand(canvas: Image.Image, cards: Sequence[str], seats: Sequence[int], names: Sequence[str],
          caption: str, lang: str) -> None:
    ts, rtl = typesetter(), is_rtl(lang)
    paste(canvas, fan([card_sprite(c, CARD) for c in cards], 300), (MIDDLE, BEST_Y))
    who = " · ".join(player_name(names, s) for s in seats[:3]) + (" …" if len(seats) > 3 else "")
    parts = [ts.sprite(caption, theme.SMALL_TEXT, theme.TURN, bold=True, direction=direction(lang)),
             ts.sprite(who, theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=300)]
    paste(canvas, pill(row(parts, 8, rtl), (0, 0, 0, 110)), (MIDDLE, NAME_Y))


def _best(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    shown = view["shown"]
    if not shown:
        return
    best = max(hand["value"] for hand in shown.values())
    seats = [int(s) for s, hand in shown.items() if hand["value"] == best]
    _hand(canvas, shown[str(seats[0])]["cards"], seats, names, word(lang, "best", best), lang)


def _last(canvas: Image.Image, last: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    winners = last["winners"]
    cards = last["shown"].get(str(winners[0]), []) if winners else []
    if cards:
        _hand(canvas, cards, winners, names, word(lang, "last", last["value"]), lang)
