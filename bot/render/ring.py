"""Seats round a square felt, for games where everyone plays for himself, and the plate each seat is drawn on.

The seats sit round the edge in the order of play: seat 0 at the bottom, then to the right, up the right-hand
side, along the top and down the left, as play passes to the right. Two layouts share this: `RING`, up to fifteen
plates with room for what each seat holds, and `CHIP_RING`, up to twenty smaller plates for the chip games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
# Seats on each side of the felt (bottom, right, top, left) by player count: the sides stay within four seats
# and the left and right sides mirror each other.
SIDES: dict[int, tuple[int, int, int, int]] = {
    2: (1, 0, 1, 0), 3: (1, 0, 2, 0), 4: (1, 1, 1, 1), 5: (1, 1, 2, 1), 6: (2, 1, 2, 1), 7: (1, 2, 2, 2),
    8: (2, 2, 2, 2), 9: (1, 3, 2, 3), 10: (2, 3, 2, 3), 11: (2, 3, 3, 3), 12: (3, 3, 3, 3), 13: (3, 3, 4, 3),
    14: (4, 3, 4, 3), 15: (3, 4, 4, 4),
}
MOST_PER_SIDE = 5  # on the chip games' table
# A seat's look: the plate's edge, and its chip's fill and ink. `live` is a claim still standing, `lead` a
# leading role (a banker, a dealer).
EDGE = {"turn": theme.TURN, "live": theme.GOLD, "lead": theme.GOLD, "won": theme.GOLD, "gone": theme.PANEL_LINE,
        "plain": theme.PANEL_LINE}
CHIP = {"turn": (theme.TURN, theme.INK), "live": (theme.CARD_FACE, theme.INK), "lead": (theme.GOLD, theme.INK),
        "won": (theme.GOLD, theme.INK), "gone": (theme.PANEL_LINE, theme.TEXT),
        "plain": (theme.PANEL_LINE, theme.TEXT)}


def chip_sides(players: int) -> tuple[int, int, int, int]:
    """Seats on the bottom, right, top and left: about a quarter of the table down each side, the rest shared
    by the top and the bottom (the bottom taking the odd one), no side holding more than five."""
    down = max((players - 2) // 4 + ((players - 2) % 4 >= 3), -(-(players - 2 * MOST_PER_SIDE) // 2))
    top = (players - 2 * down) // 2
    return players - 2 * down - top, down, top, down


@dataclass(frozen=True)
class Layout:
    """Where the seats go round the felt and how their plates are drawn."""

    sides: Callable[[int], tuple[int, int, int, int]]  # seats on the bottom, right, top and left, by player count
    row_y: int  # the top row's distance from the top edge, and the bottom row's from the bottom
    side_x: int  # the columns' distance from the left and right edges
    row: tuple[int, int]  # the widest a row may be, and the most room between two seats in it
    column: tuple[int, int]  # the same for a column
    halo: int  # room around a seat's plate for its glow and its chip
    corner: int  # the plate's corner radius (its glow's is two more)
    name_size: int
    name_y: int  # the name's middle below the plate's top edge
    name_margin: int  # the plate's width beyond the widest name
    chip_y: int  # the chip's middle below the sprite's top
    crown: bool  # a winner's chip wears a crown


# Names and chips at the smallest legible size; the name below the chip on the plate's top edge.
RING = Layout(sides=SIDES.__getitem__, row_y=64, side_x=102, row=(552, 300), column=(420, 180), halo=20, corner=16,
              name_size=theme.SMALL_TEXT, name_y=33, name_margin=20, chip_y=21, crown=True)
# Smaller plates, evenly spaced: a side's span leaves every step whole up to `MOST_PER_SIDE` seats.
CHIP_RING = Layout(sides=chip_sides, row_y=58, side_x=86, row=(150 * (MOST_PER_SIDE - 1), 150),
                   column=(124 * (MOST_PER_SIDE - 1), 124), halo=20, corner=14, name_size=theme.SMALL_TEXT, name_y=27,
                   name_margin=16, chip_y=20, crown=False)


def seat_places(players: int, layout: Layout = RING) -> list[tuple[int, int]]:
    """Where each seat's plate is centred, seat by seat."""
    bottom, right, top, left = layout.sides(players)
    slots = ([(MIDDLE + offset, HEIGHT - layout.row_y) for offset in _spread(bottom, *layout.row)]
             + [(WIDTH - layout.side_x, HEIGHT // 2 - offset) for offset in _spread(right, *layout.column)]
             + [(MIDDLE - offset, layout.row_y) for offset in _spread(top, *layout.row)]
             + [(layout.side_x, HEIGHT // 2 + offset) for offset in _spread(left, *layout.column)])
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
               plate: tuple[int, int], held_y: int, layout: Layout = RING) -> Image.Image:
    """A seat: the name over what it holds (`held`, centred `held_y` below the middle) on a dark plate, glowing
    yellow on its turn, framed in gold when `live`, `lead` or `won`; its chip sits on the plate's top edge. The
    sprite has the layout's `halo` of margin all round."""
    halo = layout.halo
    out = Image.new("RGBA", (plate[0] + 2 * halo, plate[1] + 2 * halo))
    cx, cy = out.width / 2, out.height / 2
    if look == "turn":
        paste_rgba(out, glow(plate, layout.corner + 2, theme.TURN, halo), (cx, cy))
    paste_rgba(out, _frame(look, plate, layout.corner), (cx, cy))
    ink = ink_of(look)
    top = cy - plate[1] / 2 + layout.name_y
    paste_rgba(out, ts.sprite(name, layout.name_size, ink, bold=True, max_width=plate[0] - layout.name_margin),
               (cx, top))
    paste_rgba(out, held, (cx, cy + held_y))
    if words is not None:
        fill, text_ink = CHIP[look]
        icon = crown(15, theme.INK) if look == "won" and layout.crown else None
        paste_rgba(out, chip(words, fill, text_ink, theme.SMALL_TEXT, icon, is_rtl(lang)), (cx, layout.chip_y))
    return out


def ink_of(look: str) -> theme.RGB:
    return theme.MUTED if look == "gone" else theme.TEXT


@cache
def _frame(look: str, plate: tuple[int, int], corner: int) -> Image.Image:
    fill = (22, 30, 46) if look == "gone" else (30, 41, 59)
    return rounded(plate, corner, fill, EDGE[look], 1 if look in ("plain", "gone") else 3)
