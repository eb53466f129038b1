"""A table where everyone plays with chips: up to twenty seats round the edge of the felt, each a plate with
the player's name, their chips and a chip saying what is going on there; the middle is the game's own.

Seats go round in the order of play: seat 0 at the bottom middle, then to the right, up the right-hand side,
along the top and down the left.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from bot.games.cards import persian_digits

from . import theme
from .compose import paste, paste_rgba, row
from .labels import is_rtl, number
from .shapes import glow, rounded
from .text import Typesetter, typesetter
from .widgets import backdrop, chip, lay_felt, player_name

WIDTH, HEIGHT = 800, 800
MIDDLE = WIDTH // 2
PLATE = (144, 78)
HALO = 20
TOP_Y, BOTTOM_Y = 58, HEIGHT - 58
SIDE_X = 86
ROW_STEP, COLUMN_STEP = 150, 124
MOST_PER_SIDE = 5
NAME_SIZE = theme.SMALL_TEXT
LOOKS = ("turn", "lead", "won", "gone", "plain")
EDGE = {"turn": theme.TURN, "lead": theme.GOLD, "won": theme.GOLD, "gone": theme.PANEL_LINE,
        "plain": theme.PANEL_LINE}
CHIP = {"turn": (theme.TURN, theme.INK), "lead": (theme.GOLD, theme.INK), "won": (theme.GOLD, theme.INK),
        "gone": (theme.PANEL_LINE, theme.TEXT), "plain": (theme.PANEL_LINE, theme.TEXT)}


def sides(players: int) -> tuple[int, int, int, int]:
    """Seats on the bottom, right, top and left: about a quarter of the table down each side, the rest shared
    by the top and the bottom (the bottom taking the odd one), no side holding more than five."""
    down = max((players - 2) // 4 + ((players - 2) % 4 >= 3), -(-(players - 2 * MOST_PER_SIDE) // 2))
    top = (players - 2 * down) // 2
    return players - 2 * down - top, down, top, down


def seat_places(players: int) -> list[tuple[int, int]]:
    """Where each seat's plate is centred, seat by seat."""
    bottom, right, top, left = sides(players)
    slots = ([(MIDDLE + offset, BOTTOM_Y) for offset in _spread(bottom, ROW_STEP)]
             + [(WIDTH - SIDE_X, HEIGHT // 2 - offset) for offset in _spread(right, COLUMN_STEP)]
             + [(MIDDLE - offset, TOP_Y) for offset in _spread(top, ROW_STEP)]
             + [(SIDE_X, HEIGHT // 2 + offset) for offset in _spread(left, COLUMN_STEP)])
    first = (bottom - 1) // 2  # seat 0 sits in the middle of the bottom side
    return [slots[(seat + first) % players] for seat in range(players)]


def _spread(count: int, step: int) -> list[int]:
    return [round((i - (count - 1) / 2) * step) for i in range(count)]


@cache
def felt() -> Image.Image:
    """The room and the felt, which cover the whole image."""
    canvas = backdrop((WIDTH, HEIGHT)).copy()
    lay_felt(canvas, (6, 6, WIDTH - 6, HEIGHT - 6), 72)
    return canvas


Status = Callable[[Mapping[str, Any], int, str], tuple[str, str | None]]
"""A seat's look (one of `LOOKS`) and the words on its chip, from the view, the seat and the language."""


def seated(view: Mapping[str, Any], names: Sequence[str], lang: str, status: Status) -> Image.Image:
    """A new canvas: the felt with every seat's plate, its chips from the view's `balances`."""
    canvas = felt().copy()
    for seat, at in enumerate(seat_places(view["players"])):
        look, words = status(view, seat, lang)
        sprite = _plate(typesetter(), player_name(names, seat), lang, view["balances"][seat], look, words)
        paste(canvas, sprite, at)
    return canvas


def phrase(words: Mapping[str, Mapping[str, str]], lang: str, key: str, *values: object) -> str:
    """One of an image's own words, with its numbers in the language's digits."""
    text = words[lang][key].format(*values)
    return persian_digits(text) if lang == "fa" else text


@lru_cache(maxsize=1024)
def _plate(ts: Typesetter, name: str, lang: str, chips: int, look: str, words: str | None) -> Image.Image:
    """A seat: the name over its chips on a dark plate, glowing yellow on its turn, framed in gold for a lead
    role or a win; its chip sits on the plate's top edge. `ts` is in the key so that the two text layout paths
    never share a cached plate."""
    out = Image.new("RGBA", (PLATE[0] + 2 * HALO, PLATE[1] + 2 * HALO))
    cx, cy = out.width / 2, out.height / 2
    if look == "turn":
        paste_rgba(out, glow(PLATE, 16, theme.TURN, HALO), (cx, cy))
    paste_rgba(out, _frame(look), (cx, cy))
    ink = theme.MUTED if look == "gone" else theme.TEXT
    paste_rgba(out, ts.sprite(name, NAME_SIZE, ink, bold=True, max_width=PLATE[0] - 16), (cx, cy - 12))
    paste_rgba(out, row([coin(20), ts.sprite(number(lang, chips), theme.SMALL_TEXT, theme.GOLD, bold=True)], 4),
               (cx, cy + 18))
    if words is not None:
        fill, text_ink = CHIP[look]
        paste_rgba(out, chip(words, fill, text_ink, theme.SMALL_TEXT, None, is_rtl(lang)), (cx, HALO))
    return out


@cache
def _frame(look: str) -> Image.Image:
    fill = (22, 30, 46) if look == "gone" else (30, 41, 59)
    return rounded(PLATE, 14, fill, EDGE[look], 1 if look in ("plain", "gone") else 3)


@cache
def coin(diameter: int) -> Image.Image:
    """A gold chip, beside every amount of chips."""
    out = rounded((diameter, diameter), diameter // 2, theme.GOLD, (150, 100, 20), 2).copy()
    inner = diameter // 2
    paste_rgba(out, rounded((inner, inner), inner // 2, (0, 0, 0, 0), (255, 236, 170), 1), (diameter / 2,
                                                                                           diameter / 2))
    return out


def amount(lang: str, value: int, size: int, ink: theme.RGB = theme.GOLD) -> Image.Image:
    """An amount of chips: a coin and the figure."""
    return row([coin(size), typesetter().sprite(number(lang, value), size, ink, bold=True)], 5)


def fan(cards: Sequence[Image.Image], width: int) -> Image.Image:
    """Card sprites side by side, overlapping when too many for `width`."""
    if not cards:
        return Image.new("RGBA", (1, 1))
    each = cards[0].width
    step = min(each + 4, (width - each) // max(1, len(cards) - 1))
    out = Image.new("RGBA", (each + step * (len(cards) - 1), max(c.height for c in cards)))
    for i, sprite in enumerate(cards):
        out.alpha_composite(sprite, (i * step, 0))
    return out
