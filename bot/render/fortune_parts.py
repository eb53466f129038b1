"""Pieces the three fortune images share: the page, its heading, framed panels, numbered badges and cards
picked out in gold."""

from __future__ import annotations

from math import ceil

from PIL import Image

from . import theme
from .card_sprites import card_face, card_height
from .compose import paste, row
from .labels import is_rtl, number
from .shapes import circle, glow, rounded
from .text import typesetter
from .widgets import backdrop, direction

WIDTH = 960
MARGIN = 28
ROSE: theme.RGB = (244, 114, 182)
SMALL_TEXT = ceil(theme.SMALL_TEXT * WIDTH / 800)  # as legible on a phone as the tables' smallest text
HEADING_SIZE = 34
CAPTION_SIZE = SMALL_TEXT
BADGE = 40  # a numbered badge, wide enough for its digits to be read
FRAME = 4  # the gold around a picked-out card


def page(height: int) -> Image.Image:
    return backdrop((WIDTH, height)).copy()


def heading(canvas: Image.Image, icon: str, title: str, lang: str, y: float) -> None:
    """The title, its emoji kept out of the words' paragraph so it stays at the start of the line."""
    ts = typesetter()
    parts = [ts.sprite(icon, HEADING_SIZE, theme.TEXT), ts.sprite(title, HEADING_SIZE, theme.TEXT, bold=True,
                                                                    direction=direction(lang))]
    paste(canvas, row(parts, 10, is_rtl(lang)), (WIDTH / 2, y))


def panel(canvas: Image.Image, box: tuple[int, int, int, int], caption: str, lang: str) -> None:
    """A dark panel with a muted caption in its first corner: top right in Persian, top left in English."""
    x0, y0, x1, y1 = box
    paste(canvas, rounded((x1 - x0, y1 - y0), 18, theme.PANEL, theme.PANEL_LINE, 1), (x0, y0), "lt")
    text = typesetter().sprite(caption, CAPTION_SIZE, theme.MUTED, direction=direction(lang),
                               max_width=x1 - x0 - 40)
    if is_rtl(lang):
        paste(canvas, text, (x1 - 18, y0 + 28), "rm")
    else:
        paste(canvas, text, (x0 + 18, y0 + 28), "lm")


def badge(value: int, lang: str, diameter: int = BADGE, fill: theme.RGB = theme.GOLD,
          ink: theme.RGB = theme.INK) -> Image.Image:
    """A number on a disc: which pair, which step."""
    out = circle(diameter, fill, theme.PANEL, 2).copy()
    digits = typesetter().sprite(number(lang, value), round(diameter * 0.72), ink, bold=True)
    out.alpha_composite(digits, ((out.width - digits.width) // 2, (out.height - digits.height) // 2 + 1))
    return out


def picked_out(canvas: Image.Image, cards: list[tuple[str, tuple[float, float]]], width: int) -> None:
    """Cards side by side (centres given) on one gold plate with a soft halo, so they read as one group."""
    height = card_height(width)
    xs = [x for _, (x, _) in cards]
    centre = ((min(xs) + max(xs)) / 2, cards[0][1][1])
    plate = (round(max(xs) - min(xs)) + width + 2 * FRAME, height + 2 * FRAME)
    paste(canvas, glow(plate, 12, theme.GOLD, 10, 170), centre)
    paste(canvas, rounded(plate, 10, theme.GOLD), centre)
    for card, at in cards:
        paste(canvas, card_face(card, width), at)
