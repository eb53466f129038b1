"""The Hokm table as the group sees it, drawn from `Hokm.public_view()`, for 2 to 6 players.

Seat 0 sits at the bottom and play passes to the right, counter-clockwise as Iranians play (`seats`): with
four players seat 1 on the right, seat 2 at the top, seat 3 on the left. The header holds each side's tricks and
points and the trump: between two sides, after three. Five players on their own have their scores on their
seats instead. The felt holds the seats, the cards of the trick, whose turn it is and, while two players draw,
the stock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from .. import theme
from ..card_sprites import card_back, card_height, card_sprite, glyph
from ..compose import encode, paste
from ..labels import is_rtl, label, number
from ..text import typesetter
from ..trick_table.felt import FELT, felt_corner, match_over, room, trick_in_view
from ..trick_table.header import PANEL_WIDTH, TRUMP_AT, suit_mark, team_panel, trump_medallion
from ..trick_table.plates import HALO, plate
from ..trick_table.seats import CENTRE, WIDTH, Seating, seating
from ..widgets import chip, direction, out_of, pill, player_name, side_colours, side_of

__all__ = ["FELT", "HALO", "draw_hokm_table", "render_hokm_table", "seats_of"]



def render_hokm_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_hokm_table(view, names, lang))


def draw_hokm_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    seats = seats_of(view)
    panels = len(view["sides"]) <= max(PANEL_WIDTH)
    if panels:
        for side in range(len(view["sides"])):
            _team_panel(canvas, view, names, lang, side)
    _trump(canvas, view, lang, _trump_at(view, lang))
    _hand_caption(canvas, view, lang, in_header=not panels)
    for seat in range(view["players"]):
        _plate(canvas, view, names, lang, seat, seats, scored=not panels)
    if view["phase"] == "draw":
        _stock(canvas, view, lang)
    trick_in_view(canvas, view, names, lang, seats, lambda seat: side_colours(view, side_of(view, seat))[1])
    if view["phase"] == "over":
        side = view["winner"]
        winners, light = (None, theme.TEXT) if side is None else (view["sides"][side], side_colours(view, side)[1])
        match_over(canvas, names, lang, seats, winners, light, view["forfeit"])
    return canvas


def seats_of(view: Mapping[str, Any]) -> Seating:
    """The table for the view's players; with more sides than panels, each plate carries its player's scores."""
    return seating(view["players"], scored=len(view["sides"]) > max(PANEL_WIDTH))


def _team_panel(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, side: int) -> None:
    stats = [(label(lang, "tricks"), (number(lang, view["tricks"][side]), "")),
             (label(lang, "points"), out_of(lang, view["points"][side], view["points_per_set"]))]
    sets = (view["sets"][side], view["sets_to_win"]) if view["sets_to_win"] > 1 else (0, 0)
    if len(view["sides"]) == 2 and sets[1]:
        stats.append((label(lang, "sets"), out_of(lang, *sets)))
        sets = (0, 0)  # two panels have room for the sets as a figure; three show them as crowns
    team_panel(canvas, lang, side, len(view["sides"]), tuple(player_name(names, s) for s in view["sides"][side]),
               side_colours(view, side), tuple(stats), sets)


def _trump_at(view: Mapping[str, Any], lang: str) -> tuple[int, int]:
    """Between two panels, or after three, at the reader's end of the header."""
    if len(view["sides"]) != 3:
        return TRUMP_AT
    end = 12 + 3 * PANEL_WIDTH[3] + 2 * 8
    x = (end + WIDTH) // 2
    return (WIDTH - x if is_rtl(lang) else x, TRUMP_AT[1])


def _trump(canvas: Image.Image, view: Mapping[str, Any], lang: str, at: tuple[int, int]) -> None:
    """The trump: a suit symbol, a no-trump mode's name, or a question mark while the hakem chooses; the
    partner's middle card beside it when that named the trump."""
    trump, declaration = view["trump"], view["declaration"]
    if trump:
        mark = suit_mark(trump)
    elif declaration:
        mark = typesetter().sprite(label(lang, declaration), theme.SMALL_TEXT, theme.INK, bold=True, max_width=78)
    else:
        mark = glyph("?", 40, theme.MUTED)
    trump_medallion(canvas, lang, at, mark)
    if view["revealed"]:
        x = at[0] + (-1 if is_rtl(lang) else 1) * 70
        paste(canvas, card_sprite(view["revealed"], 38), (x, at[1]))


def _hand_caption(canvas: Image.Image, view: Mapping[str, Any], lang: str, in_header: bool) -> None:
    """The hand's number in the felt's first corner, or the header's when that has no panels (the match's
    target then at the other end); under it a note while a side is going for Bam, or the house rule that
    decides the hand."""
    rtl = is_rtl(lang)
    if in_header:
        target = label(lang, "first_to", view["points_per_set"], view["sets_to_win"])
        paste(canvas, typesetter().sprite(target, theme.SMALL_TEXT, theme.MUTED, direction=direction(lang)),
              (30 if rtl else WIDTH - 30, 30), "lm" if rtl else "rm")
    x, y, anchor = (WIDTH - 30 if rtl else 30, 30, "rm" if rtl else "lm") if in_header else felt_corner(lang)
    ts = typesetter()
    paste(canvas, ts.sprite(label(lang, "hand", view["hand_no"] + 1), theme.SMALL_TEXT, theme.TEXT,
                            direction=direction(lang)),
          (x, y), anchor)
    bam = view["going_for_bam"]
    if bam is not None:
        paste(canvas, chip(label(lang, "going_bam"), side_colours(view, bam)[0], theme.TEXT, theme.SMALL_TEXT),
              (x, y + 38), anchor)
    elif view["house_rules"]:
        paste(canvas, chip(label(lang, "house_rules"), theme.PANEL_LINE, theme.TEXT, theme.SMALL_TEXT), (x, y + 38),
              anchor)
        rule = label(lang, "target", view["target"]) if view["target"] else label(lang, "most_tricks")
        paste(canvas, ts.sprite(rule, theme.SMALL_TEXT, theme.TEXT, direction=direction(lang)), (x, y + 74), anchor)


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int,
           seats: Seating, scored: bool) -> None:
    side = side_of(view, seat)
    awaited = None
    if view["turn"] == seat:
        awaited = {"declare": "choosing", "bam": "bam_choice", "draw": "drawing"}.get(view["phase"], "turn")
    scores: tuple[tuple[str, int], ...] = ()
    sets = (0, 0)
    if scored:
        scores = (("tricks", view["tricks"][side]), ("points", view["points"][side]))
        if view["sets_to_win"] > 1:
            sets = (view["sets"][side], view["sets_to_win"])
    plate(canvas, names, lang, seats, seat, side_colours(view, side)[0], crowned="hakem" if view["hakem"] == seat
          else None, held=view["hand_sizes"][seat], awaited=awaited, won=view["winner"] == side, figures=scores,
          sets=sets)


def _stock(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The two-player game's stock, face down, with the number of cards left in it; the top card the drawer
    looks at is his alone."""
    for i in range(3):
        paste(canvas, card_back(80), (CENTRE[0] + 4 * i, CENTRE[1] - 16 - 4 * i))
    caption = f"{label(lang, 'stock')} ×{number(lang, view['stock'])}"
    text = typesetter().sprite(caption, theme.SMALL_TEXT, theme.TEXT, bold=True, direction=direction(lang))
    paste(canvas, pill(text), (CENTRE[0], CENTRE[1] + card_height(80) // 2 + 16))
