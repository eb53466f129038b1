"""A table where everyone plays with chips: up to twenty seats round the edge of the felt (`ring.CHIP_RING`),
each a plate with the player's name, their chips and a chip saying what is going on there; the middle is the
game's own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from bot.games.cards import persian_digits

from . import theme
from .compose import paste, paste_rgba, row
from .labels import number
from .ring import CHIP_RING, room, seat_places, seat_plate
from .shapes import rounded
from .text import Typesetter, typesetter
from .widgets import player_name

PLATE = (144, 78)


Status = Callable[[Mapping[str, Any], int, str], tuple[str, str | None]]
"""A seat's look (one of `ring.EDGE`) and the words on its chip, from the view, the seat and the language."""


def seated(view: Mapping[str, Any], names: Sequence[str], lang: str, status: Status) -> Image.Image:
    """A new canvas: the felt with every seat's plate, its chips from the view's `balances`."""
    canvas = room().copy()
    for seat, at in enumerate(seat_places(view["players"], CHIP_RING)):
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
    """A seat: the name over its chips. `ts` is in the key so that the two text layout paths never share a cached
    plate."""
    held = row([coin(20), ts.sprite(number(lang, chips), theme.SMALL_TEXT, theme.GOLD, bold=True)], 4)
    return seat_plate(ts, name, lang, held, look, words, PLATE, 18, CHIP_RING)


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
