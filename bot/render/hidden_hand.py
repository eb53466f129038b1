"""A hand held face down, as others see it: a fan of backs, one per card, with the count beside it.

Shared by the games where a player's cards are only counted or picked from blind."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from .card_sprites import card_back
from .compose import row
from .labels import number
from .text import typesetter
from .theme import RGB, SMALL_TEXT

MOST_BACKS = 14  # beyond this a fan would only overlap more; the count says the rest


@lru_cache(maxsize=256)
def backs_fan(count: int, card_width: int, width: int) -> Image.Image:
    """`count` backs overlapping within `width` pixels (one back at least), left to right."""
    back = card_back(card_width)
    shown = max(1, min(count, MOST_BACKS))
    step = min(back.width * 2 // 3, (width - back.width) // max(1, shown - 1))
    out = Image.new("RGBA", (back.width + step * (shown - 1), back.height))
    for i in range(shown):
        out.alpha_composite(back, (i * step, 0))
    return out


def counted_fan(lang: str, count: int, card_width: int, width: int, ink: RGB) -> Image.Image:
    """The fan and `×count` beside it; an empty hand is the count alone."""
    figure = typesetter().sprite("×" + number(lang, count), SMALL_TEXT, ink, bold=True)
    if not count:
        return figure
    return row([backs_fan(count, card_width, width - figure.width - 4), figure], 4)
