"""The header above a trick-taking table's felt: a panel for each side (the team's name, which is its colour as
the messages call it, or the player's own name, over a few figures, each a caption over a number and what it
counts towards) and the trump in a medallion."""

from __future__ import annotations

from functools import cache, lru_cache

from PIL import Image

from bot.games.cards import SUIT_SYMBOL
from bot.i18n.glossary import term

from .. import theme
from ..card_sprites import glyph, suit_color
from ..compose import paste, paste_rgba, row
from ..labels import is_rtl, label
from ..shapes import circle, rounded
from ..text import Typesetter, typesetter
from ..widgets import chip, crowns, direction
from .seats import WIDTH

TRUMP_AT = (WIDTH // 2, 56)
PANEL_TOP = 10
PANEL_HEIGHT = 108
PANEL_WIDTH = {2: 280, 3: 220}  # by the number of sides that have a panel

Stat = tuple[str, tuple[str, str]]  # a caption, and a figure as (value, what it counts towards)


def team_panel(canvas: Image.Image, lang: str, side: int, sides: int, names: tuple[str, ...],
               colours: tuple[theme.RGB, theme.RGB], stats: tuple[Stat, ...], sets: tuple[int, int] = (0, 0)) -> None:
    """The first side's panel sits where the reader starts: on the right in Persian. Two panels take the ends
    of the header, three follow each other from the reader's start. `sets` (won, needed), when given, are
    crowns beside the name, for panels too narrow for a third figure."""
    width = PANEL_WIDTH[sides]
    start = 12 + (width + 8) * side if sides > 2 else 12 if side == 0 else WIDTH - 12 - width
    left = WIDTH - start - width if is_rtl(lang) else start
    heading = names[0] if len(names) == 1 else term(lang, f"team_{side}")
    panel = team_sprite(typesetter(), heading, colours, width, lang, stats, sets)
    paste(canvas, panel, (left, PANEL_TOP), "lt")


# Panels are cached by what they show and by the typesetter that drew their text (`ts`, which is the active one:
# the key keeps the two layout paths apart).
@lru_cache(maxsize=256)
def team_sprite(ts: Typesetter, heading: str, colours: tuple[theme.RGB, theme.RGB], width: int, lang: str,
                stats: tuple[Stat, ...], sets: tuple[int, int]) -> Image.Image:
    """The side's figures under its name."""
    rtl = is_rtl(lang)
    panel = _panel_frame(colours[0], width, rtl).copy()
    inner = width - 40
    marks = [crowns(*sets, 18, rtl)] if sets[1] else []
    room = inner - sum(mark.width + 6 for mark in marks)
    name = row([ts.sprite(heading, theme.SMALL_TEXT, colours[1], bold=True, max_width=room), *marks], 6, rtl)
    paste_rgba(panel, name, (width / 2, 22))
    column = inner // len(stats)
    for i, (caption, figure) in enumerate(stats):
        centre = 20 + column * (len(stats) - 1 - i if rtl else i) + column / 2
        paste_rgba(panel, _stat(caption, figure, lang), (centre, 71))
    return panel


@cache
def _panel_frame(colour: theme.RGB, width: int, rtl: bool) -> Image.Image:
    frame = rounded((width, PANEL_HEIGHT), 16, theme.PANEL, theme.PANEL_LINE, 1).copy()
    stripe = rounded((6, PANEL_HEIGHT - 24), 3, colour)
    frame.alpha_composite(stripe, (width - 12 if rtl else 6, 12))
    return frame


def _stat(caption: str, figure: tuple[str, str], lang: str) -> Image.Image:
    """A small caption over a large number and, beside it, what the number counts towards."""
    ts = typesetter()
    value, total = figure
    parts = [ts.sprite(value, 30, theme.TEXT, bold=True, direction=direction(lang))]
    if total:
        parts.append(ts.sprite(total, theme.SMALL_TEXT, theme.MUTED, bold=True, direction=direction(lang)))
    numbers = row(parts, 3 if is_rtl(lang) else -3, is_rtl(lang))
    head = ts.sprite(caption, theme.SMALL_TEXT, theme.MUTED, direction=direction(lang))
    overlap = 12  # both line boxes leave room for marks and descenders that neither string has
    out = Image.new("RGBA", (max(head.width, numbers.width), head.height + numbers.height - overlap))
    out.alpha_composite(head, ((out.width - head.width) // 2, 0))
    out.alpha_composite(numbers, ((out.width - numbers.width) // 2, head.height - overlap))
    return out


def suit_mark(trump: str) -> Image.Image:
    """A trump suit's symbol in its colour, sized for the medallion."""
    return glyph(SUIT_SYMBOL[trump], 50, suit_color(trump))


def trump_medallion(canvas: Image.Image, lang: str, at: tuple[int, int], mark: Image.Image) -> None:
    """The trump in a white medallion (a suit symbol, a mode's name, a question mark while it is chosen) over
    a gold chip saying so."""
    paste(canvas, circle(84, theme.CARD_FACE, theme.GOLD, 3), at)
    paste(canvas, mark, (at[0], at[1] - 2))
    paste(canvas, chip(label(lang, "trump"), theme.GOLD, theme.INK, theme.SMALL_TEXT), (at[0], at[1] + 46))
