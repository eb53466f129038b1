"""The match scoreboard of a Hokm game: for each side its players, the hand-points of the current set as a row
of pips, the sets won of those needed, and the winners once the match is over. Two sides get wide cards; three
or five share the width, each card stacking its sets under its points."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from PIL import Image

from .. import theme
from ..compose import encode, paste, row
from ..labels import is_rtl, label
from ..shapes import circle, crown, glow, rounded
from ..text import typesetter
from ..widgets import backdrop, chip, direction, out_of, partners, player_name, side_colours

WIDTH, HEIGHT = 800, 480
MARGIN, GAP = 30, 20
CARD_HEIGHT = 300
CARD_TOP = 110
BAND = 92
NAME_SIZE = theme.SMALL_TEXT
WIDE = 300  # a card at least this wide has its sets beside its crowns


def render_scoreboard(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_scoreboard(view, names, lang))


def draw_scoreboard(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = backdrop((WIDTH, HEIGHT)).copy()
    ts = typesetter()
    paste(canvas, ts.sprite(label(lang, "scoreboard"), 30, theme.TEXT, bold=True, direction=direction(lang)),
          (WIDTH / 2, 42))
    rules = label(lang, "first_to", view["points_per_set"], view["sets_to_win"])
    paste(canvas, ts.sprite(rules, theme.SMALL_TEXT, theme.MUTED, direction=direction(lang)), (WIDTH / 2, 80))
    count = len(view["sides"])
    width = (WIDTH - 2 * MARGIN - (count - 1) * GAP) // count
    for side in range(count):
        slot = count - 1 - side if is_rtl(lang) else side  # the first side where the reader starts
        _team(canvas, view, names, lang, side, MARGIN + slot * (width + GAP), width)
    if view["last_hand"]:
        _last_hand(canvas, view, names, lang)
    return canvas


def _team(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, side: int,
          left: int, width: int) -> None:
    rtl = is_rtl(lang)
    won = view["winner"] == side
    colour, light = side_colours(view, side)
    centre_x = left + width / 2
    if won:
        paste(canvas, glow((width, CARD_HEIGHT), 22, theme.GOLD, 18, 200), (centre_x, CARD_TOP + CARD_HEIGHT / 2))
    paste(canvas, _card_frame(colour, width, won), (left, CARD_TOP), "lt")
    ts = typesetter()
    seats = view["sides"][side]
    pitch, size = (34, NAME_SIZE) if len(seats) < 3 else (29, NAME_SIZE)
    for i, seat in enumerate(seats):
        name = ts.sprite(player_name(names, seat), size, theme.TEXT, bold=True, max_width=width - 24)
        paste(canvas, name, (centre_x, CARD_TOP + 6 + BAND / 2 + (i - (len(seats) - 1) / 2) * pitch))
    set_points = view["points"][side]
    _score(canvas, lang, label(lang, "set_points"), out_of(lang, set_points, view["points_per_set"]),
           (centre_x, CARD_TOP + 132))
    gap = 8 if width >= WIDE else 4
    pip = min(18, (width - 24 - gap * (view["points_per_set"] - 1)) // view["points_per_set"])
    pips = [circle(pip, light) if i < set_points else circle(pip, theme.PANEL, theme.PANEL_LINE, 2)
            for i in range(view["points_per_set"])]
    paste(canvas, row(pips, gap, rtl), (centre_x, CARD_TOP + 184))
    sets = view["sets"][side]
    marks = row([crown(26, theme.GOLD if i < sets else theme.PANEL_LINE) for i in range(view["sets_to_win"])],
                6, rtl)
    score = (label(lang, "sets_won"), out_of(lang, sets, view["sets_to_win"]))
    if width >= WIDE:
        _score(canvas, lang, *score, (centre_x - 50 if not rtl else centre_x + 50, CARD_TOP + 242))
        paste(canvas, marks, (centre_x + 70 if not rtl else centre_x - 70, CARD_TOP + 250))
    else:
        _score(canvas, lang, *score, (centre_x, CARD_TOP + 236))
        paste(canvas, marks, (centre_x, CARD_TOP + 276))
    if won:
        badge = chip(label(lang, "winner_chip"), theme.GOLD, theme.INK, theme.SMALL_TEXT, crown(20, theme.INK), rtl)
        paste(canvas, badge, (centre_x, CARD_TOP))


@cache
def _card_frame(colour: theme.RGB, width: int, won: bool) -> Image.Image:
    frame = rounded((width, CARD_HEIGHT), 22, theme.PANEL, theme.GOLD if won else colour, 3 if won else 2).copy()
    band = rounded((width - 12, BAND), 16, colour)
    frame.alpha_composite(band, (6, 6))
    return frame


def _score(canvas: Image.Image, lang: str, caption: str, figure: tuple[str, str], at: tuple[float, float]) -> None:
    """A caption above a large number and its target."""
    ts = typesetter()
    value, total = figure
    numbers = row([ts.sprite(value, 30, theme.TEXT, bold=True, direction=direction(lang)),
                   ts.sprite(total, theme.SMALL_TEXT, theme.MUTED, bold=True, direction=direction(lang))],
                  3 if is_rtl(lang) else -3, is_rtl(lang))
    head = ts.sprite(caption, theme.SMALL_TEXT, theme.MUTED, direction=direction(lang))
    paste(canvas, head, (at[0], at[1] - 24))
    paste(canvas, numbers, (at[0], at[1] + 8))


def _last_hand(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """Who took the previous hand and how much it was worth (a Kot scores more than one point), or that it
    was void."""
    rtl = is_rtl(lang)
    ts = typesetter()
    last = view["last_hand"]
    side = last["winner"]
    parts = [ts.sprite(label(lang, "last_hand"), theme.SMALL_TEXT, theme.MUTED, direction=direction(lang))]
    if side is None:
        parts.append(ts.sprite(label(lang, "void"), theme.SMALL_TEXT, theme.TEXT, bold=True, direction=direction(lang)))
    else:
        outcome = label(lang, "gained", last["points"])
        if last["bam"]:
            outcome = label(lang, "bam")
        elif last["points"] > 1:
            outcome += " · " + label(lang, "kot")
        parts += [partners(names, view["sides"][side], theme.SMALL_TEXT, 360, side_colours(view, side)[1], rtl),
                  ts.sprite(outcome, theme.SMALL_TEXT, theme.TEXT, bold=True, direction=direction(lang))]
    paste(canvas, row(parts, 8, rtl), (WIDTH / 2, HEIGHT - 34))
