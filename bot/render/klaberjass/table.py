"""The Klaberjass table as the group sees it, drawn from `Klaberjass.public_view()`.

Two players, one at the bottom and one at the top, each with a header panel of the hand's points and the score
towards the target; the trump (or a question mark while it is being chosen) in the medallion between, the
turn-up beside it. On the felt: the trick, the bottom card of the stock once trump is fixed, and by each seat
the declarations the rules make public (the sequence class announced in trick 1, Bela).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from bot.i18n.glossary import TERMS

from .. import theme
from ..card_sprites import card_sprite, glyph
from ..compose import encode, paste, row
from ..labels import is_rtl, label, number, word_in
from ..text import typesetter
from ..trick_table.felt import FELT, felt_corner, match_over, room, trick_in_view
from ..trick_table.header import TRUMP_AT, suit_mark, team_panel, trump_medallion
from ..trick_table.plates import plate
from ..trick_table.seats import Seating, seating
from ..widgets import chip, direction, out_of, player_name, side_colours

SIDES = {"sides": [[0], [1]]}  # the shared widgets colour each player as a side
WORDS = {
    "fa": {"turnup": "برگ رو", "bottom_card": "برگ زیر دسته", "bela": "بلا", "this_hand": "این " + TERMS["fa"]["hand"]},
    "en": {"turnup": "Turn-up", "bottom_card": "Bottom card", "bela": "Bela",
           "this_hand": "This " + TERMS["en"]["hand"]},
}
TURNUP_CARD = 40
DECLARATION_GAP = 30  # from a plate's end to its first declaration chip


def render_klaberjass_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_klaberjass_table(view, names, lang))


def draw_klaberjass_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    seats = seating(2)
    for seat in (0, 1):
        stats = ((word_in(WORDS, lang, "this_hand"), (number(lang, view["hand_points"][seat]), "")),
                 (label(lang, "score"), out_of(lang, view["scores"][seat], view["target"])))
        team_panel(canvas, lang, seat, 2, (player_name(names, seat),), side_colours(SIDES, seat), stats)
        _plate(canvas, view, names, lang, seat, seats)
        _declarations(canvas, view, lang, seat, seats)
    trump = view["trump"]
    trump_medallion(canvas, lang, TRUMP_AT, suit_mark(trump) if trump else glyph("?", 40, theme.MUTED))
    _turnup(canvas, view, lang)
    _bottom_card(canvas, view, lang)
    trick_in_view(canvas, view, names, lang, seats, lambda seat: side_colours(SIDES, seat)[1])
    if view["phase"] == "over":
        winner = view["winner"]
        winners, light = (None, theme.TEXT) if winner is None else ([winner], side_colours(SIDES, winner)[1])
        match_over(canvas, names, lang, seats, winners, light, view["forfeit"])
    return canvas


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int,
           seats: Seating) -> None:
    awaited = None
    if view["turn"] == seat:
        awaited = {"round1": "choosing", "round2": "choosing", "exchange": "exchange"}.get(view["phase"], "turn")
    crowned = "maker" if view["maker"] == seat else "dealer" if view["maker"] is None and view["dealer"] == seat \
        else None
    plate(canvas, names, lang, seats, seat, side_colours(SIDES, seat)[0], crowned=crowned,
          held=view["hand_sizes"][seat], awaited=awaited, won=view["winner"] == seat)


def _declarations(canvas: Image.Image, view: Mapping[str, Any], lang: str, seat: int, seats: Seating) -> None:
    """Beside the seat's plate, at the reader's end: its passes while trump is chosen, then the sequence class
    it announced and its Bela."""
    chips = []
    passes = sum(1 for bidder, bid in view["bids"] if bidder == seat and bid == "pass")
    if passes and view["trump"] is None:  # while trump is being chosen: how often the seat has passed
        text = label(lang, "pass") + (f" ×{number(lang, passes)}" if passes > 1 else "")
        chips.append(chip(text, theme.PANEL_LINE, theme.TEXT, theme.SMALL_TEXT))
    if view["claims"][seat] is not None:
        chips.append(chip(number(lang, view["claims"][seat]), theme.GOLD, theme.INK, theme.SMALL_TEXT))
    if view["bela"] == seat:
        chips.append(chip(word_in(WORDS, lang, "bela"), theme.TURN, theme.INK, theme.SMALL_TEXT))
    if not chips:
        return
    x, y = seats.plate_at[seat]
    rtl = is_rtl(lang)
    end = x + (-1 if rtl else 1) * (seats.plate[seat][0] // 2 + DECLARATION_GAP)
    paste(canvas, row(chips, 8, rtl), (end, y), "rm" if rtl else "lm")


def _turnup(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The turned-up card in the felt's last corner, under its caption: the header has no room for a caption
    that can be read on a phone."""
    first_x, y, _ = felt_corner(lang)
    x, anchor = (FELT[0] + FELT[2] - first_x, "lm" if is_rtl(lang) else "rm")
    caption = typesetter().sprite(word_in(WORDS, lang, "turnup"), theme.SMALL_TEXT, theme.TEXT,
                                  direction=direction(lang))
    paste(canvas, caption, (x, y), anchor)
    shift = (1 if is_rtl(lang) else -1) * TURNUP_CARD // 2
    paste(canvas, card_sprite(view["turnup"], TURNUP_CARD), (x + shift, y + 50))


def _bottom_card(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """Once trump is fixed, the stock's bottom card lies face up, out of play, in the felt's first corner."""
    if view["exposed"] is None:
        return
    x, y, anchor = felt_corner(lang)
    caption = typesetter().sprite(word_in(WORDS, lang, "bottom_card"), theme.SMALL_TEXT, theme.TEXT,
                                  direction=direction(lang))
    paste(canvas, caption, (x, y), anchor)
    shift = (-1 if is_rtl(lang) else 1) * TURNUP_CARD // 2
    paste(canvas, card_sprite(view["exposed"], TURNUP_CARD), (x + shift, y + 50))
