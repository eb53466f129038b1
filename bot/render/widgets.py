"""Small pieces shared by the table and the scoreboard: names, chips, pills and the backdrop."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from PIL import Image

from . import theme
from .compose import paste, row
from .labels import number
from .shapes import crown, rounded
from .text import Direction, typesetter


def direction(lang: str) -> Direction:
    return "rtl" if lang == "fa" else "ltr"


def player_name(names: Sequence[str], seat: int) -> str:
    """The display name of a seat, or its number when the adapter has none or only invisible characters."""
    name = names[seat] if seat < len(names) else ""
    visible = any(not ch.isspace() and unicodedata.category(ch) not in ("Cc", "Cf") for ch in name)
    return name if visible else f"#{seat + 1}"


def side_of(view: Mapping[str, Any], seat: int) -> int:
    return next(i for i, side in enumerate(view["sides"]) if seat in side)


def side_colours(view: Mapping[str, Any], side: int) -> tuple[theme.RGB, theme.RGB]:
    """A side's colour and its light tint: a team colour while there are no more sides than those, slate for
    the players of a table of five, each on his own."""
    if len(view["sides"]) <= len(theme.TEAM):
        return theme.TEAM[side], theme.TEAM_LIGHT[side]
    return theme.PLAYER, theme.PLAYER_LIGHT


def partners(names: Sequence[str], seats: Sequence[int], size: int, width: int, color: theme.RGB,
             rtl: bool) -> Image.Image:
    """Partners' names side by side, each its own paragraph so that neither script disturbs the other."""
    ts = typesetter()
    dot = ts.sprite("·", size, theme.MUTED, bold=True)
    each = (width - (dot.width + 8) * (len(seats) - 1)) // len(seats)
    parts = [ts.sprite(player_name(names, s), size, color, bold=True, max_width=each) for s in seats]
    joined = [part for i, name in enumerate(parts) for part in ((dot, name) if i else (name,))]
    return row(joined, 4, rtl)


def chip(text: str, fill: theme.RGB, ink: theme.RGB, size: int, icon: Image.Image | None = None,
         rtl: bool = False) -> Image.Image:
    """A label on a solid pill, optionally after an icon."""
    words = typesetter().sprite(text, size, ink, bold=True)
    content = row([icon, words], 4, rtl) if icon else words
    # The line box leaves room below the baseline for descenders the short labels rarely have: trim it.
    height = content.height - 4
    out = rounded((content.width + 20, height), height // 2, fill).copy()
    out.alpha_composite(content, (10, -2))
    return out


def crowns(won: int, needed: int, width: int, rtl: bool) -> Image.Image:
    """Sets as a row of crowns: gold for each one won, grey for those still to win."""
    return row([crown(width, theme.GOLD if i < won else theme.PANEL_LINE) for i in range(needed)], 3, rtl)


def pill(content: Image.Image, fill: tuple[int, int, int, int] = (0, 0, 0, 110)) -> Image.Image:
    """Content on a translucent pill, to stay readable on the felt."""
    out = rounded((content.width + 28, content.height), content.height // 2, fill).copy()
    out.alpha_composite(content, (14, 0))
    return out


def out_of(lang: str, value: int, total: int) -> tuple[str, str]:
    """A score and its target as (big, small) parts: ("3", "/7") or ("۳", "از ۷")."""
    if lang == "fa":
        return number(lang, value), f"از {number(lang, total)}"
    return str(value), f"/{total}"


@cache
def backdrop(size: tuple[int, int]) -> Image.Image:
    """The dark room behind everything: a vertical gradient."""
    ramp = Image.linear_gradient("L").resize(size)
    return Image.merge("RGB", [ramp.point(shade(theme.BACKGROUND_TOP[i], theme.BACKGROUND_BOTTOM[i]))
                               for i in range(3)])


def lay_felt(canvas: Image.Image, box: tuple[int, int, int, int], radius: int) -> None:
    """The felt of a table on `canvas`: a dark rim of `radius` round the box, and inside it, 8 px in, the cloth,
    lighter in the middle."""
    x0, y0, x1, y1 = box
    size = (x1 - x0, y1 - y0)
    paste(canvas, rounded(size, radius, theme.FELT_RIM), (x0, y0), "lt")
    inner = (size[0] - 16, size[1] - 16)
    light = Image.radial_gradient("L").resize(inner)
    felt = Image.merge("RGB", [light.point(shade(theme.FELT_CENTRE[i], theme.FELT_EDGE[i], gamma=1.6))
                               for i in range(3)])
    canvas.paste(felt, (x0 + 8, y0 + 8), rounded(inner, radius - 8, (0, 0, 0)).getchannel("A"))


def shade(start: int, end: int, gamma: float = 1.0) -> list[int]:
    """A lookup table from 0-255 onto start-end, for colouring grey gradients."""
    return [round(start + (end - start) * (v / 255) ** gamma) for v in range(256)]
