"""Card faces and backs, drawn once per card and size and cached: a table image only pastes them.

Faces use the international indices (A K Q J 10 … 2) found on the cards sold in Iran, with a large centre pip so
that the suit reads at a glance even when Telegram shows the photo small.
"""

from __future__ import annotations

import threading
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from bot.games.cards import JOKER, RANKS, SUIT_SYMBOL, base, rank, suit

from .fonts import face
from .shapes import SUPERSAMPLE, reduce, rounded, shadowed
from .text import typesetter
from .theme import (
    CARD_BACK,
    CARD_BACK_LINE,
    CARD_BLACK,
    CARD_EDGE,
    CARD_FACE,
    CARD_RED,
    RGB,
)

ASPECT = 1.4
RED_SUITS = frozenset("DH")
SHADOW = 6  # the shadowed sprite is this much larger on each side than the card itself
_FACE_TINT: dict[bool, RGB] = {True: (253, 232, 232), False: (230, 234, 243)}
_FONT_LOCK = threading.Lock()  # a FreeType face must not draw in two threads at once


def card_height(width: int) -> int:
    return round(width * ASPECT)


def glyph(text: str, size: int, color: RGB) -> Image.Image:
    """A card index or suit symbol cropped to its ink, so that it can be centred by what is visible. Ranks use
    Vazirmatn's Latin (Roboto's shapes: a J that stays on the baseline), suits and the joker the font chain."""
    if text in RANKS or text == "?":
        image = Image.new("RGBA", (size * (len(text) + 1), size * 2))
        with _FONT_LOCK:
            font = face("Vazirmatn-Bold.ttf").font(size, ImageFont.Layout.BASIC)
            ImageDraw.Draw(image).text((size // 2, size * 3 // 2), text, fill=color, font=font, anchor="ls")
    else:
        image = typesetter().sprite(text, size, color, direction="ltr")
    box = image.getchannel("A").getbbox()
    return image.crop(box) if box else image


def suit_color(suit_code: str) -> RGB:
    return CARD_RED if suit_code in RED_SUITS else CARD_BLACK


@cache
def card_face(card: str, width: int) -> Image.Image:
    """The face of `card` (a code like `10D`), `width` pixels wide, without shadow."""
    s = SUPERSAMPLE
    w, h = width * s, card_height(width) * s
    big = rounded((w, h), round(w * 0.09), CARD_FACE, CARD_EDGE, max(1, s)).copy()
    if base(card) == JOKER:
        _centre(big, glyph("🃏", round(w * 0.5), CARD_BLACK), w / 2, h / 2)
        return reduce(big, (width, card_height(width)))
    color = suit_color(suit(card))
    r, symbol = rank(card), SUIT_SYMBOL[suit(card)]
    corner = _index(r, symbol, color, w)
    big.alpha_composite(corner, (round(w * 0.05), round(w * 0.05)))
    flipped = corner.rotate(180)
    big.alpha_composite(flipped, (w - flipped.width - round(w * 0.05), h - flipped.height - round(w * 0.05)))
    if r in ("J", "Q", "K"):
        _court(big, r, symbol, color)
    else:
        pip = glyph(symbol, round(w * (0.78 if r == "A" else 0.6)), color)
        _centre(big, pip, w / 2, h / 2)
    return reduce(big, (width, card_height(width)))


@cache
def card_sprite(card: str, width: int, dimmed: bool = False) -> Image.Image:
    """The face with its drop shadow, optionally greyed (cards of a finished trick that did not win it)."""
    face = card_face(card, width)
    if dimmed:
        veil = Image.new("RGBA", face.size, (20, 30, 40, 120))
        face = face.copy()
        face.alpha_composite(Image.composite(veil, Image.new("RGBA", face.size), face.getchannel("A")))
    return shadowed(face, SHADOW)


@cache
def card_back(width: int) -> Image.Image:
    """A small card back, used to show how many cards a player holds."""
    s = SUPERSAMPLE
    w, h = width * s, card_height(width) * s
    big = rounded((w, h), round(w * 0.12), CARD_BACK, (235, 240, 250), s).copy()
    pen = ImageDraw.Draw(big)
    step = max(2, w // 5)
    inset = round(w * 0.16)
    for offset in range(-h, w + h, step):
        pen.line([(offset, 0), (offset + h, h)], fill=CARD_BACK_LINE, width=s)
    border = Image.new("L", (w, h))
    ImageDraw.Draw(border).rounded_rectangle((inset, inset, w - inset, h - inset), round(w * 0.06), fill=255)
    plain = rounded((w, h), round(w * 0.12), CARD_BACK, (235, 240, 250), s)
    big = Image.composite(big, plain, border)
    return reduce(big, (width, card_height(width)))


def _index(r: str, symbol: str, color: RGB, w: int) -> Image.Image:
    """The corner index: rank above a small suit, centred on one column."""
    letters = glyph(r, round(w * (0.24 if r == "10" else 0.28)), color)
    pip = glyph(symbol, round(w * 0.2), color)
    column = max(letters.width, pip.width, round(w * 0.2))
    gap = round(w * 0.03)
    out = Image.new("RGBA", (column, letters.height + gap + pip.height))
    out.alpha_composite(letters, ((column - letters.width) // 2, 0))
    out.alpha_composite(pip, ((column - pip.width) // 2, letters.height + gap))
    return out


def _court(big: Image.Image, r: str, symbol: str, color: RGB) -> None:
    """Jack, queen and king: a tinted frame holding the large letter and the suit."""
    w, h = big.size
    frame = (round(w * 0.26), round(h * 0.2), round(w * 0.74), round(h * 0.8))
    panel = rounded((frame[2] - frame[0], frame[3] - frame[1]), round(w * 0.06), _FACE_TINT[color == CARD_RED],
                    color, max(2, w // 60))
    big.alpha_composite(panel, frame[:2])
    _centre(big, glyph(r, round(w * 0.42), color), w / 2, h * 0.42)
    _centre(big, glyph(symbol, round(w * 0.26), color), w / 2, h * 0.64)


def _centre(big: Image.Image, part: Image.Image, x: float, y: float) -> None:
    big.alpha_composite(part, (round(x - part.width / 2), round(y - part.height / 2)))
