"""A seat's plate on a trick-taking table: the player's name on the side's colour, a crowned chip for the seat
the round turns on (the hakem, the dealer), the cards in hand, a line of the seat's own figures, and a glowing
frame with a chip saying what is awaited when it is the seat's move."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from PIL import Image

from .. import theme
from ..card_sprites import card_back
from ..compose import paste, paste_rgba, row
from ..labels import is_rtl, label, number
from ..shapes import crown, glow, rounded
from ..text import Typesetter, typesetter
from ..widgets import chip, crowns, direction, player_name
from .seats import Seating

NAME_SIZE = theme.SMALL_TEXT
HALO = 18  # room around a seat for its glow and its chip
LINE_OFFSETS = {1: (0,), 2: (-13, 19), 3: (-26, 6, 38)}  # a plate's lines from its centre, by how many there are

Figures = tuple[tuple[str, int], ...]  # (label key, value) pairs


def plate(canvas: Image.Image, names: Sequence[str], lang: str, seats: Seating, seat: int, colour: theme.RGB, *,
          crowned: str | None, held: int, awaited: str | None, won: bool, figures: Figures = (),
          figure_size: int = theme.SMALL_TEXT, sets: tuple[int, int] = (0, 0)) -> None:
    """Draw `seat`'s plate: `crowned` and `awaited` are label keys, `figures` the seat's own scores, their
    numbers and captions `figure_size` high; `sets` (won, needed), when given, are crowns beside the cards."""
    sprite = seat_sprite(typesetter(), player_name(names, seat), seats.plate[seat], colour, lang, crowned, held,
                         awaited, won, figures, figure_size, sets)
    paste(canvas, sprite, seats.plate_at[seat])


# Seats are cached by what they show and by the typesetter that drew their text (`ts`, which is the active one:
# the key keeps the two layout paths apart).
@lru_cache(maxsize=256)
def seat_sprite(ts: Typesetter, name: str, size: tuple[int, int], colour: theme.RGB, lang: str,
                crowned: str | None, held: int, awaited: str | None, won: bool, figures: Figures,
                figure_size: int, sets: tuple[int, int]) -> Image.Image:
    """A seat: the player's name on the side's colour, the crowned chip, the cards in hand and the seat's
    figures; a glowing yellow frame and a chip saying what is awaited when it is this seat's move; a gold frame
    for the match winners. The sprite has a margin of `HALO` on every side for the glow and the chip."""
    rtl = is_rtl(lang)
    out = Image.new("RGBA", (size[0] + 2 * HALO, size[1] + 2 * HALO))
    cx, cy = out.width / 2, out.height / 2
    if awaited:
        paste_rgba(out, glow(size, 18, theme.TURN, HALO), (cx, cy))
    edge = theme.TURN if awaited else theme.GOLD if won else colour
    paste_rgba(out, _plate_frame(size, colour, edge, 3 if awaited or won else 2), (cx, cy))
    badges = []
    if crowned:
        badges.append(chip(label(lang, crowned), theme.GOLD, theme.INK, theme.SMALL_TEXT, crown(16, theme.INK), rtl))
    if held:
        badges.append(row([card_back(16), ts.sprite(number(lang, held), theme.SMALL_TEXT, theme.TEXT, bold=True)],
                          3))
    if sets[1]:
        badges.append(crowns(*sets, 14, rtl))
    lines = [ts.sprite(name, NAME_SIZE, theme.TEXT, bold=True, max_width=size[0] - 24)]
    if badges:
        lines.append(row(badges, 6, rtl))
    if figures:
        lines.append(row([row([ts.sprite(label(lang, key), figure_size, theme.MUTED, direction=direction(lang)),
                               ts.sprite(number(lang, value), figure_size, theme.TEXT, bold=True)], 3, rtl)
                          for key, value in figures], 8, rtl))
    for line, dy in zip(lines, LINE_OFFSETS[len(lines)], strict=True):
        paste_rgba(out, line, (cx, cy + dy))
    if awaited:
        paste_rgba(out, chip(label(lang, awaited), theme.TURN, theme.INK, theme.SMALL_TEXT), (cx, HALO))
    return out


@cache
def _plate_frame(size: tuple[int, int], colour: theme.RGB, edge: theme.RGB, line: int) -> Image.Image:
    r, g, b = (round(t * 0.55 + p * 0.45) for t, p in zip(colour, theme.PANEL, strict=True))
    return rounded(size, 18, (r, g, b), edge, line)
