"""Card faces and backs, drawn once per card and size and cached: a table image only pastes them.

The faces are a public-domain deck with pip layouts and court figures (data/cards/, see its README), scaled down
from one large PNG per card onto the bot's own card shape. Its indices are international (A K Q J 10 … 2), as on
the cards sold in Iran; they are large and were set bold in Vazirmatn when converted, so that they still read on
the smallest faces drawn when Telegram shows the photo small on a phone.
"""

from __future__ import annotations

import threading
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from bot.games.cards import JOKER, RANKS, base

from .fonts import data_dir, face
from .shapes import rounded, shadowed
from .text import drawn, typesetter
from .theme import CARD_BLACK, CARD_EDGE, CARD_FACE, CARD_RED, RGB

ASPECT = 1.4
RED_SUITS = frozenset("DH")
SHADOW = 6  # the shadowed sprite is this much larger on each side than the card itself
_ART_NAME = {JOKER: "JKR"}  # a deck with one joker shows the colour one; `JKR` and `JKB` name their own files
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
        drawn(text, size, image)
    else:
        image = typesetter().sprite(text, size, color, direction="ltr")
    box = image.getchannel("A").getbbox()
    return image.crop(box) if box else image


def suit_color(suit_code: str) -> RGB:
    return CARD_RED if suit_code in RED_SUITS else CARD_BLACK


@cache
def card_face(card: str, width: int) -> Image.Image:
    """The face of `card` (a code like `10D` or `QS#1`), `width` pixels wide, without shadow."""
    size = (width, card_height(width))
    out = rounded(size, round(width * 0.09), CARD_FACE, CARD_EDGE, 1).copy()
    out.alpha_composite(_scaled(_ART_NAME.get(base(card), base(card)), size))
    return out


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
    """A card back; small ones show how many cards a player holds."""
    return _scaled("back", (width, card_height(width)))


@cache
def _art(name: str) -> Image.Image:
    """One card of the public-domain deck in data/cards/ (see its README), at the largest size drawn."""
    with Image.open(data_dir() / "cards" / f"{name}.png") as image:
        return image.convert("RGBA")


def _scaled(name: str, size: tuple[int, int]) -> Image.Image:
    return _art(name).resize(size, Image.Resampling.LANCZOS)


@cache
def overlapped(cards: tuple[str, ...], width: int, step: int, dimmed: bool = False) -> Image.Image:
    """Face-up cards left to right, each `step` pixels after the one before (less than `width`: they overlap)."""
    sprites = [card_sprite(card, width, dimmed) for card in cards]
    out = Image.new("RGBA", (sprites[0].width + step * (len(sprites) - 1), sprites[0].height))
    for i, sprite in enumerate(sprites):
        out.alpha_composite(sprite, (i * step, 0))
    return out
