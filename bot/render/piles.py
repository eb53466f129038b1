"""The stock and the discard pile of a drawing game: the stock as a stack of backs with its size,
the discard pile as its top card face up."""

from __future__ import annotations

from functools import cache

from PIL import Image

from . import theme
from .card_sprites import card_back, card_height, card_sprite
from .compose import paste_rgba, row
from .shapes import rounded
from .text import typesetter
from .widgets import pill

CARD = 86
GAP = 36
STEP = 2  # pixels between two layers of the stock
LAYERS = 6


def piles_sprite(stock: int, top: str | None, stock_label: str, discard_label: str,
                 rtl: bool = False) -> Image.Image:
    """The stock (left) and the discard pile (right), each over a pill saying what it is; in reading order
    when `rtl`. `stock_label` carries the stock's size."""
    return row([_labelled(_stock(min(stock, LAYERS)) if stock else _empty(), stock_label),
                _labelled(card_sprite(top, CARD) if top else _empty(), discard_label)], GAP, rtl)


@cache
def _stock(layers: int) -> Image.Image:
    back = card_back(CARD)
    out = Image.new("RGBA", (back.width + STEP * (layers - 1), back.height + STEP * (layers - 1)))
    for i in range(layers):
        out.alpha_composite(back, (i * STEP, (layers - 1 - i) * STEP))
    return out


@cache
def _empty() -> Image.Image:
    return rounded((CARD, card_height(CARD)), 9, (0, 0, 0, 40), theme.FELT_LINE, 2)


def _labelled(pile: Image.Image, words: str) -> Image.Image:
    caption = pill(typesetter().sprite(words, theme.SMALL_TEXT, theme.TEXT, bold=True))
    out = Image.new("RGBA", (max(pile.width, caption.width), pile.height + 8 + caption.height))
    paste_rgba(out, pile, (out.width / 2, 0), "mt")
    paste_rgba(out, caption, (out.width / 2, out.height), "mb")
    return out
