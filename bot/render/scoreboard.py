"""The match scoreboard of a Hokm game: for each team its players, the hand-points of the current set as a row
of pips, the sets won of those needed, and the winners once the match is over."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from PIL import Image

from . import theme
from .compose import encode, paste, row
from .labels import is_rtl, label
from .shapes import circle, crown, glow, rounded
from .text import typesetter
from .widgets import backdrop, chip, direction, out_of, partners, player_name

WIDTH, HEIGHT = 800, 480
CARD = (360, 300)
CARD_TOP = 110
NAME_SIZE = 22


def render_scoreboard(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_scoreboard(view, names, lang))


def draw_scoreboard(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = backdrop((WIDTH, HEIGHT)).copy()
    ts = typesetter()
    paste(canvas, ts.sprite(label(lang, "scoreboard"), 30, theme.TEXT, bold=True, direction=direction(lang)),
          (WIDTH / 2, 42))
    rules = label(lang, "first_to", view["points_per_set"], view["sets_to_win"])
    paste(canvas, ts.sprite(rules, 16, theme.MUTED, direction=direction(lang)), (WIDTH / 2, 78))
    for side in (0, 1):
        first = (side == 0) != is_rtl(lang)
        left = 30 if first else WIDTH - 30 - CARD[0]
        _team(canvas, view, names, lang, side, left)
    if view["last_hand"]:
        _last_hand(canvas, view, names, lang)
    return canvas


def _team(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, side: int,
          left: int) -> None:
    rtl = is_rtl(lang)
    won = view["winner"] == side
    centre_x = left + CARD[0] / 2
    if won:
        paste(canvas, glow(CARD, 22, theme.GOLD, 18, 200), (centre_x, CARD_TOP + CARD[1] / 2))
    paste(canvas, _card_frame(side, won), (left, CARD_TOP), "lt")
    ts = typesetter()
    for i, seat in enumerate(view["sides"][side]):
        name = ts.sprite(player_name(names, seat), NAME_SIZE, theme.TEXT, bold=True, max_width=CARD[0] - 40)
        paste(canvas, name, (centre_x, CARD_TOP + 34 + 34 * i))
    set_points = view["points"][side]
    _score(canvas, lang, label(lang, "set_points"), out_of(lang, set_points, view["points_per_set"]),
           (centre_x, CARD_TOP + 132))
    pips = [circle(18, theme.TEAM_LIGHT[side]) if i < set_points else circle(18, theme.PANEL, theme.PANEL_LINE, 2)
            for i in range(view["points_per_set"])]
    paste(canvas, row(pips, 8, rtl), (centre_x, CARD_TOP + 184))
    sets = view["sets"][side]
    _score(canvas, lang, label(lang, "sets_won"), out_of(lang, sets, view["sets_to_win"]),
           (centre_x - 50 if not rtl else centre_x + 50, CARD_TOP + 242))
    marks = [crown(26, theme.GOLD) if i < sets else crown(26, theme.PANEL_LINE) for i in range(view["sets_to_win"])]
    paste(canvas, row(marks, 6, rtl), (centre_x + 70 if not rtl else centre_x - 70, CARD_TOP + 250))
    if won:
        badge = chip(label(lang, "winner_chip"), theme.GOLD, theme.INK, 16, crown(20, theme.INK), rtl)
        paste(canvas, badge, (centre_x, CARD_TOP))


@cache
def _card_frame(side: int, won: bool) -> Image.Image:
    frame = rounded(CARD, 22, theme.PANEL, theme.GOLD if won else theme.TEAM[side], 3 if won else 2).copy()
    band = rounded((CARD[0] - 12, 92), 16, theme.TEAM[side])
    frame.alpha_composite(band, (6, 6))
    return frame


def _score(canvas: Image.Image, lang: str, caption: str, figure: tuple[str, str], at: tuple[float, float]) -> None:
    """A caption above a large number and its target."""
    ts = typesetter()
    value, total = figure
    numbers = row([ts.sprite(value, 30, theme.TEXT, bold=True, direction=direction(lang)),
                   ts.sprite(total, 17, theme.MUTED, bold=True, direction=direction(lang))],
                  3 if is_rtl(lang) else -3, is_rtl(lang))
    head = ts.sprite(caption, 14, theme.MUTED, direction=direction(lang))
    paste(canvas, head, (at[0], at[1] - 22))
    paste(canvas, numbers, (at[0], at[1] + 6))


def _last_hand(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """Who took the previous hand and how much it was worth (a Kot scores more than one point)."""
    rtl = is_rtl(lang)
    ts = typesetter()
    last = view["last_hand"]
    side = last["winner"]
    outcome = label(lang, "gained", last["points"])
    if last["bam"]:
        outcome = label(lang, "bam")
    elif last["points"] > 1:
        outcome += " · " + label(lang, "kot")
    parts = [ts.sprite(label(lang, "last_hand"), 16, theme.MUTED, direction=direction(lang)),
             partners(names, view["sides"][side], 16, 300, theme.TEAM_LIGHT[side], rtl),
             ts.sprite(outcome, 16, theme.TEXT, bold=True, direction=direction(lang))]
    paste(canvas, row(parts, 8, rtl), (WIDTH / 2, HEIGHT - 34))

