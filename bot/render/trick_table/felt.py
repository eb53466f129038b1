"""The felt of a trick-taking table and what lies on it: the cards of a trick, who took the last one and, once
the match is over, its winners."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from PIL import Image

from .. import theme
from ..card_sprites import card_face, card_height, card_sprite
from ..compose import paste, row
from ..labels import is_rtl, label
from ..shapes import crown, glow, rounded, triangle
from ..text import typesetter
from ..widgets import backdrop, direction, lay_felt, partners, pill, player_name
from .seats import CENTRE, HEIGHT, WIDTH, Seating

FELT = (10, 122, WIDTH - 10, HEIGHT - 10)
PILL_HALF = 20  # half the height of a pill or chip of one line of the smallest text


@cache
def room() -> Image.Image:
    """What never changes: the room, the felt and its rim."""
    canvas = backdrop((WIDTH, HEIGHT)).copy()
    lay_felt(canvas, FELT, 64)
    x0, y0, x1, y1 = FELT
    inner = (x1 - x0 - 16, y1 - y0 - 16)
    paste(canvas, rounded((inner[0] - 20, inner[1] - 20), 48, (0, 0, 0, 0), theme.FELT_LINE, 2),
          (x0 + 18, y0 + 18), "lt")
    # Arrowheads on the felt's line show the way play goes round: bottom, right, top, left.
    line = (x0 + 19, y0 + 19, x1 - 19, y1 - 19)
    for at, pointing in (((WIDTH - 200, line[3]), "right"), ((line[2], 300), "up"), ((200, line[1]), "left"),
                         ((line[0], HEIGHT - 200), "down")):
        paste(canvas, triangle(16, theme.FELT_LINE, pointing), at)
    return canvas


def felt_corner(lang: str) -> tuple[int, int, str]:
    """Where the felt's first corner for the reader is, and the anchor that keeps text inside it."""
    return (FELT[2] - 40 if is_rtl(lang) else FELT[0] + 40), FELT[1] + 34, "rm" if is_rtl(lang) else "lm"


def trick_cards(canvas: Image.Image, seats: Seating, played: Sequence[Sequence[Any]], winner: int | None) -> None:
    """The cards of a trick in the order they were played; a finished trick greys all but the winning card,
    which is framed in yellow and drawn on top."""
    ordered = sorted(played, key=lambda pair: pair[0] == winner)
    width = seats.card
    for seat, card in ordered:
        at = (CENTRE[0] + seats.trick_at[seat][0], CENTRE[1] + seats.trick_at[seat][1])
        if seat == winner:
            frame = (width + 8, card_height(width) + 8)
            paste(canvas, glow(frame, 14, theme.TURN, 14), at)
            paste(canvas, rounded(frame, 13, theme.TURN), at)
            paste(canvas, card_face(card, width), at)
        else:
            paste(canvas, card_sprite(card, width, dimmed=winner is not None), at)


def trick_in_view(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seats: Seating,
                  light: Callable[[int], theme.RGB]) -> None:
    """The trick in play or, until the next lead, the last one with who took it (`light(seat)`: the colour of
    the seat's side); once the match is over the last trick stays without its caption."""
    if view["trick"]:
        trick_cards(canvas, seats, view["trick"], winner=None)
    elif view["last_trick"]:
        last = view["last_trick"]
        trick_cards(canvas, seats, last["cards"], winner=last["winner"])
        if view["phase"] != "over":
            # The winner leads next: when that is the seat at the bottom, the chip on its plate may take the room
            # under the trick.
            crowded = seats.below_trick + PILL_HALF > seats.bottom_seat_top - PILL_HALF
            y = seats.above_trick if last["winner"] == 0 and crowded else seats.below_trick
            trick_winner(canvas, names, lang, last["winner"], light(last["winner"]), y)


def trick_winner(canvas: Image.Image, names: Sequence[str], lang: str, seat: int, light: theme.RGB,
                 y: int) -> None:
    """Who took the trick still on the table, in the colour of the seat's side."""
    ts = typesetter()
    caption = ts.sprite(label(lang, "won_trick"), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))
    name = ts.sprite(player_name(names, seat), theme.SMALL_TEXT, light, bold=True, max_width=260)
    paste(canvas, pill(row([caption, name], 6, is_rtl(lang))), (CENTRE[0], y))


def match_over(canvas: Image.Image, names: Sequence[str], lang: str, seats: Seating, winners: Sequence[int] | None,
               light: theme.RGB, forfeit: int | None) -> None:
    """The winners (`winners`' names in `light`) under the last trick, which stays in view, clear of the seat at
    the bottom; a forfeit is noted above the trick."""
    rtl = is_rtl(lang)
    ts = typesetter()
    parts = [crown(30, theme.GOLD), ts.sprite(label(lang, "winner"), theme.SMALL_TEXT, theme.GOLD, bold=True,
                                              direction=direction(lang))]
    if winners is not None:
        parts.append(partners(names, winners, theme.SMALL_TEXT, 380, light, rtl))
    content = row(parts, 12, rtl)
    board = rounded((content.width + 48, content.height + 16), 22, (12, 18, 30, 235), theme.GOLD, 2).copy()
    board.alpha_composite(content, (24, 8))
    y = min(seats.below_trick, seats.bottom_seat_top - board.height // 2 - 4)
    paste(canvas, board, (CENTRE[0], y))
    if forfeit is not None:
        note = row([ts.sprite(label(lang, "left"), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang)),
                    ts.sprite(player_name(names, forfeit), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=260)],
                   6, rtl)
        paste(canvas, pill(note), (CENTRE[0], 2 * CENTRE[1] - seats.below_trick))
