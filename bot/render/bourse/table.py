"""The Bourse table as the group sees it, drawn from `Bourse.public_view()`, for 2 to 13 players.

Each seat shows its chips and how many live cards it holds; the reader's plate is framed in gold. The middle
holds the three prizes, the card read last and how many are still to read, and the last trades made; at the end,
the three hidden cards with their winners.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from bot.games.bourse import DECK_A, SPLITS, prizes
from bot.games.cards import label

from .. import theme
from ..card_sprites import card_back, card_sprite
from ..chip_table import amount, phrase, seated
from ..compose import encode, paste, row
from ..labels import is_rtl
from ..ring import MIDDLE
from ..shapes import triangle
from ..text import typesetter
from ..widgets import direction, pill, player_name

CARD = 64
PRIZE_Y, READ_Y, TRADES_Y = 186, 330, 452
TRADE_LINES = 3

WORDS: dict[str, dict[str, str]] = {
    "fa": {"reader": "خواننده", "cards": "{} برگ", "done": "منتظر", "left": "رفت", "prize": "جایزهٔ {}",
           "read": "خوانده: {} · مانده: {}", "winner": "برنده", "over": "برگ‌های زیر جایزه"},
    "en": {"reader": "reader", "cards": "{} cards", "done": "waiting", "left": "left", "prize": "Prize {}",
           "read": "Read: {} · to read: {}", "winner": "winner", "over": "The cards under the prizes"},
}


def word(lang: str, key: str, *values: object) -> str:
    return phrase(WORDS, lang, key, *values)


def render_bourse_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_bourse_table(view, names, lang))


def draw_bourse_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = seated(view, names, lang, _status)
    _prizes(canvas, view, names, lang)
    if view["phase"] == "over":
        _hidden(canvas, view)
    else:
        _read(canvas, view, lang)
    _trades(canvas, view, names, lang)
    return canvas


def _status(view: Mapping[str, Any], seat: int, lang: str) -> tuple[str, str | None]:
    if view["phase"] == "over":
        return ("won", word(lang, "winner")) if seat in view["prize_winners"] else ("plain", None)
    if seat in view["out"]:
        return "gone", word(lang, "left")
    held = len(view["holdings"][str(seat)])
    if seat == view["reader"]:
        return "lead", word(lang, "reader")
    if seat in view["done"]:
        return "plain", word(lang, "done")
    return "turn", word(lang, "cards", held)


def _prizes(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    ts, rtl = typesetter(), is_rtl(lang)
    parts = []
    options = view["options"]
    amounts = view["prizes"] if view["phase"] != "over" else \
        prizes(len(DECK_A) * options["price"], SPLITS[options["split"]])
    for i, value in enumerate(amounts, 1):
        prize = [ts.sprite(word(lang, "prize", i), theme.SMALL_TEXT, theme.TEXT, bold=True, direction=direction(lang)),
                 amount(lang, value, theme.SMALL_TEXT)]
        if view["prize_winners"]:
            prize.append(ts.sprite(player_name(names, view["prize_winners"][i - 1]), theme.SMALL_TEXT, theme.TURN,
                                   bold=True, max_width=300))
        parts.append(row(prize, 6, rtl))
    if not view["prize_winners"]:
        paste(canvas, pill(row(parts, 18, rtl), (0, 0, 0, 120)), (MIDDLE, PRIZE_Y))
        return
    # With their winners' names the prizes take a line each: one line would not fit names that can be read.
    for i, part in enumerate(parts):
        paste(canvas, pill(part, (0, 0, 0, 120)), (MIDDLE, PRIZE_Y + 44 * (i - (len(parts) - 1) / 2)))


def _read(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    last = view["last_read"]
    cards = [card_sprite(last, CARD)] if last else []
    paste(canvas, row([*cards, card_back(CARD)], 16), (MIDDLE, READ_Y - 20))
    text = typesetter().sprite(word(lang, "read", view["reads"], view["to_read"]), theme.SMALL_TEXT, theme.TEXT,
                               bold=True,
                               direction=direction(lang))
    paste(canvas, pill(text, (0, 0, 0, 100)), (MIDDLE, READ_Y + 56))


def _hidden(canvas: Image.Image, view: Mapping[str, Any]) -> None:
    cards = [card_sprite(c, CARD) for c in view["hidden"]]
    paste(canvas, row(cards, 24), (MIDDLE, READ_Y))


def _trades(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The last trades, newest first: seller, card, price, buyer."""
    ts, rtl = typesetter(), is_rtl(lang)
    arrow = triangle(12, theme.MUTED, "left" if rtl else "right")
    for i, trade in enumerate(reversed(view["trades"][-TRADE_LINES:])):
        parts = [ts.sprite(player_name(names, trade["seller"]), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=150),
                 ts.sprite(label(trade["card"]), theme.SMALL_TEXT, theme.TURN, bold=True),
                 amount(lang, trade["price"], theme.SMALL_TEXT),
                 arrow,
                 ts.sprite(player_name(names, trade["buyer"]), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=150)]
        paste(canvas, pill(row(parts, 8, rtl), (0, 0, 0, 90 - 20 * i)), (MIDDLE, TRADES_Y + 40 * i))
