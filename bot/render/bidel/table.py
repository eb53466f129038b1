"""The Bi-Del table as the group sees it, drawn from `Bidel.public_view()`, for three or four players.

Nobody plays with a partner, so there are no team panels: each seat's plate carries its penalty points of the
deal and its score. The header holds the deal, how cards pass this deal (or whether hearts are broken, once
play starts) and the limit. While cards are passed, a seat that has confirmed shows three cards face down where
its trick card would land: who has passed, never what.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from bot.i18n.glossary import TERMS, capital

from .. import theme
from ..card_sprites import card_back
from ..compose import encode, paste, row
from ..labels import is_rtl, word_in
from ..text import typesetter
from ..trick_table.felt import match_over, room, trick_in_view
from ..trick_table.plates import plate
from ..trick_table.seats import CENTRE, WIDTH, Seating, seating
from ..widgets import chip, direction, pill

WORDS = {
    "fa": {"passed": "داد", "deal": TERMS["fa"]["hand"] + " {}", "pass_right": "ردکردن به راست",
           "pass_left": "ردکردن به چپ",
           "pass_opposite": "ردکردن به روبه‌رو", "pass_none": "بدون ردکردن", "hearts_broken": "دل شکسته",
           "hearts_whole": "دل نشکسته", "limit": "حد بازی {}"},
    "en": {"passed": "Passed", "deal": capital("en", "hand") + " {}", "pass_right": "Passing right",
           "pass_left": "Passing left",
           "pass_opposite": "Passing across", "pass_none": "No passing", "hearts_broken": "Hearts broken",
           "hearts_whole": "Hearts unbroken", "limit": "Game to {}"},
}
HEADER_Y = 56
BACK = 44  # the width of a passed card shown face down
HEART_RED = (220, 38, 38)


def word(lang: str, key: str, *numbers: int) -> str:
    return word_in(WORDS, lang, key, *numbers)


def render_bidel_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_bidel_table(view, names, lang))


def draw_bidel_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    seats = seating(view["players"], scored=True)
    _header(canvas, view, lang)
    for seat in range(view["players"]):
        _plate(canvas, view, names, lang, seat, seats)
    if view["phase"] == "pass":
        for seat in view["passed"]:
            _passed(canvas, lang, seats, seat)
    else:
        trick_in_view(canvas, view, names, lang, seats, lambda seat: theme.PLAYER_LIGHT)
    if view["phase"] == "over":
        winners = view["winners"] if view["forfeit"] is None or view["winners"] else None
        match_over(canvas, names, lang, seats, winners, theme.PLAYER_LIGHT, view["forfeit"])
    return canvas


def _header(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The deal at the reader's start, the limit at the other end and, between, the passing while cards pass,
    then whether hearts may be led."""
    rtl = is_rtl(lang)
    ts = typesetter()
    start, end = (WIDTH - 30, 30) if rtl else (30, WIDTH - 30)
    paste(canvas, ts.sprite(word(lang, "deal", view["deal_no"] + 1), theme.SMALL_TEXT, theme.TEXT, bold=True,
                            direction=direction(lang)), (start, HEADER_Y), "rm" if rtl else "lm")
    paste(canvas, ts.sprite(word(lang, "limit", view["limit"]), theme.SMALL_TEXT, theme.TEXT,
                            direction=direction(lang)),
          (end, HEADER_Y), "lm" if rtl else "rm")
    if view["phase"] == "over":
        return
    if view["phase"] == "pass":
        middle = chip(word(lang, f"pass_{view['direction']}"), theme.TURN, theme.INK, theme.SMALL_TEXT)
    elif view["hearts_broken"]:
        middle = chip(word(lang, "hearts_broken"), HEART_RED, theme.TEXT, theme.SMALL_TEXT)
    else:
        middle = chip(word(lang, "hearts_whole"), theme.PANEL_LINE, theme.TEXT, theme.SMALL_TEXT)
    paste(canvas, middle, (WIDTH // 2, HEADER_Y))


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int,
           seats: Seating) -> None:
    awaited = None
    if view["phase"] == "pass" and seat not in view["passed"]:
        awaited = "passing"
    elif view["turn"] == seat:
        awaited = "turn"
    figures = (("penalty", view["points"][seat]), ("score", view["scores"][seat]))
    plate(canvas, names, lang, seats, seat, theme.PLAYER, crowned="dealer" if view["dealer"] == seat else None,
          held=view["hand_sizes"][seat], awaited=awaited, won=seat in (view["winners"] or ()), figures=figures)


def _passed(canvas: Image.Image, lang: str, seats: Seating, seat: int) -> None:
    """Three backs fanned where the seat's trick card lands, and a tick under them."""
    x, y = CENTRE[0] + seats.trick_at[seat][0], CENTRE[1] + seats.trick_at[seat][1]
    for i in (-1, 0, 1):
        paste(canvas, card_back(BACK), (x + i * 16, y + abs(i) * 3))
    note = row([typesetter().sprite("✓ " + word(lang, "passed"), theme.SMALL_TEXT, theme.TEXT, bold=True,
                                    direction=direction(lang))], 0)
    paste(canvas, pill(note), (x, y + 44))
