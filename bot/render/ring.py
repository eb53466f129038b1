"""Seats round a square felt, for games where everyone plays for himself (2 to 15 players), and the plate each
seat is drawn on.

The seats sit round the edge in the order of play: seat 0 at the bottom, then to the right, up the right-hand
side, along the top and down the left, as play passes to the right.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from . import theme
from .compose import paste_rgba
from .labels import is_rtl
from .shapes import crown, glow, rounded
from .text import Typesetter
from .widgets import backdrop, chip, lay_felt

WIDTH, HEIGHT = 800, 800
MIDDLE = WIDTH // 2
TOP_Y, BOTTOM_Y = 64, HEIGHT - 64
SIDE_X = 102
ROW_SPAN, ROW_STEP = 552, 300  # the widest row, and the most room between two seats in a row
COLUMN_SPAN, COLUMN_STEP = 420, 180
HALO = 20  # room around a seat's plate for its glow and its chip
NAME_SIZE = theme.SMALL_TEXT
# Seats on each side of the felt (bottom, right, top, left) by player count: the sides stay within four seats
# and the left and right sides mirror each other.
SIDES: dict[int, tuple[int, int, int, int]] = {
    2: (1, 0, 1, 0), 3: (1, 0, 2, 0), 4: (1, 1, 1, 1), 5: (1, 1, 2, 1), 6: (2, 1, 2, 1), 7: (1, 2, 2, 2),
    8: (2, 2, 2, 2), 9: (1, 3, 2, 3), 10: (2, 3, 2, 3), 11: (2, 3, 3, 3), 12: (3, 3, 3, 3), 13: (3, 3, 4, 3),
    14: (4, 3, 4, 3), 15: (3, 4, 4, 4),
}
# A seat's look: the plate's edge, and its chip's fill and ink.
EDGE = {"turn": theme.TURN, "live": theme.GOLD, "won": theme.GOLD, "gone": theme.PANEL_LINE,
        "plain": theme.PANEL_LINE}
CHIP = {"turn": (theme.TURN, theme.INK), "live": (theme.CARD_FACE, theme.INK), "won": (theme.GOLD, theme.INK),
        "gone": (theme.PANEL_LINE, theme.TEXT), "plain": (theme.PANEL_LINE, theme.TEXT)}


def seat_places(players: int) -> list[tuple[int, int]]:
    """Where each seat's plate is centred, seat by seat."""
    bottom, right, top, left = SIDES[players]
    slots = ([(MIDDLE + offset, BOTTOM_Y) for offset in _spread(bottom, ROW_SPAN, ROW_STEP)]
             + [(WIDTH - SIDE_X, HEIGHT // 2 - offset) for offset in _spread(right, COLUMN_SPAN, COLUMN_STEP)]
             + [(MIDDLE - offset, TOP_Y) for offset in _spread(top, ROW_SPAN, ROW_STEP)]
             + [(SIDE_X, HEIGHT // 2 + offset) for offset in _spread(left, COLUMN_SPAN, COLUMN_STEP)])
    first = (bottom - 1) // 2  # seat 0 sits in the middle of the bottom side
    return [slots[(seat + first) % players] for seat in range(players)]


def _spread(count: int, span: int, most: int) -> list[int]:
    """Offsets from a side's middle for `count` seats, evenly spaced within `span`."""
    step = min(most, span // max(1, count - 1))
    return [round((i - (count - 1) / 2) * step) for i in range(count)]


@cache
def room() -> Image.Image:
    """The room and the felt, which cover the whole image."""
    canvas = backdrop((WIDTH, HEIGHT)).copy()
    lay_felt(canvas, (6, 6, WIDTH - 6, HEIGHT - 6), 72)
    return canvas


def seat_plate(ts: Typesetter, name: str, lang: str, held: Image.Image, look: str, words: str | None,
               plate: tuple[int, int], held_y: int) -> Image.Image:
    """A seat: the name over what it holds (`held`, centred `held_y` below the middle) on a dark plate, glowing
    yellow on its turn, framed in gold when `live` or `won`; its chip sits on the plate's top edge. The sprite
    has `HALO` of margin all round."""
    out = Image.new("RGBA", (plate[0] + 2 * HALO, plate[1] + 2 * HALO))
    cx, cy = out.width / 2, out.height / 2
    if look == "turn":
        paste_rgba(out, glow(plate, 18, theme.TURN, HALO), (cx, cy))
    paste_rgba(out, _frame(look, plate), (cx, cy))
    ink = ink_of(look)
    top = cy - plate[1] / 2 + 33  # below the chip on the plate's edge
    paste_rgba(out, ts.sprite(name, NAME_SIZE, ink, bold=True, max_width=plate[0] - 20), (cx, top))
    paste_rgba(out, held, (cx, cy + held_y))
    if words is not None:
        fill, text_ink = CHIP[look]
        icon = crown(15, theme.INK) if look == "won" else None
        paste_rgba(out, chip(words, fill, text_ink, theme.SMALL_TEXT, icon, is_rtl(lang)), (cx, HALO + 1))
    return out


def ink_of(look: str) -> theme.RGB:
    return theme.MUTED if look == "gone" else theme.TEXT


@cache
def _frame(look: str, plate: tuple[int, int]) -> Image.Image:
    fill = (22, 30, 46) if look == "gone" else (30, 41, 59)
    return rounded(plate, 16, fill, EDGE[look], 1 if look in ("plain", "gone") else 3)
