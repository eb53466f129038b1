"""The Hokm table as the group sees it, drawn from `Hokm.public_view()`, for 2 to 6 players.

Seat 0 sits at the bottom and play passes to the right, counter-clockwise as Iranians play (`seats`): with
four players seat 1 on the right, seat 2 at the top, seat 3 on the left. The header holds each side's tricks and
points and the trump: between two sides, after three. Five players on their own have their scores on their
seats instead. The felt holds the seats, the cards of the trick, whose turn it is and, while two players draw,
the stock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from bot.games.cards import SUIT_SYMBOL

from .. import theme
from ..card_sprites import card_back, card_face, card_height, card_sprite, glyph, suit_color
from ..compose import encode, paste, paste_rgba, row
from ..labels import is_rtl, label, number
from ..shapes import circle, crown, glow, rounded, triangle
from ..text import Typesetter, typesetter
from ..widgets import backdrop, chip, direction, lay_felt, out_of, partners, pill, player_name, side_colours, side_of
from .seats import CENTRE, HEIGHT, WIDTH, Seating, seating

FELT = (10, 122, WIDTH - 10, HEIGHT - 10)
TRUMP_AT = (WIDTH // 2, 56)
PANEL_HEIGHT = 94
PANEL_WIDTH = {2: 280, 3: 220}  # by the number of sides that have a panel
NAME_SIZE = 21
HALO = 16  # room around a seat for its glow and its chip
LINE_OFFSETS = {1: (0,), 2: (-11, 21), 3: (-22, 8, 34)}  # a plate's lines from its centre, by how many there are


def render_hokm_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_hokm_table(view, names, lang))


def draw_hokm_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = _room().copy()
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
    if view["trick"]:
        _cards(canvas, seats, view["trick"], winner=None)
    elif view["last_trick"]:
        last = view["last_trick"]
        _cards(canvas, seats, last["cards"], winner=last["winner"])
        if view["phase"] != "over":
            _trick_winner(canvas, view, names, lang, last["winner"], seats.below_trick)
    if view["phase"] == "over":
        _match_over(canvas, view, names, lang, seats)
    return canvas


def seats_of(view: Mapping[str, Any]) -> Seating:
    """The table for the view's players; with more sides than panels, each plate carries its player's scores."""
    return seating(view["players"], scored=len(view["sides"]) > max(PANEL_WIDTH))


@cache
def _room() -> Image.Image:
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


def _team_panel(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, side: int) -> None:
    """The first side's panel sits where the reader starts: on the right in Persian. Two panels take the ends
    of the header, three follow each other from the reader's start."""
    width = PANEL_WIDTH[len(view["sides"])]
    start = 12 + (width + 8) * side if len(view["sides"]) > 2 else 12 if side == 0 else WIDTH - 12 - width
    left = WIDTH - start - width if is_rtl(lang) else start
    stats = [(label(lang, "tricks"), (number(lang, view["tricks"][side]), "")),
             (label(lang, "points"), out_of(lang, view["points"][side], view["points_per_set"]))]
    if view["sets_to_win"] > 1:
        stats.append((label(lang, "sets"), out_of(lang, view["sets"][side], view["sets_to_win"])))
    seats = view["sides"][side]
    panel = _team_sprite(typesetter(), tuple(player_name(names, s) for s in seats), side_colours(view, side),
                         width, lang, tuple(stats))
    paste(canvas, panel, (left, 10), "lt")


# Team panels and seats are cached by what they show and by the typesetter that drew their text (`ts`, which is
# the active one: the key keeps the two layout paths apart).
@lru_cache(maxsize=256)
def _team_sprite(ts: Typesetter, partners_names: tuple[str, ...], colours: tuple[theme.RGB, theme.RGB],
                 width: int, lang: str, stats: tuple[tuple[str, tuple[str, str]], ...]) -> Image.Image:
    """Tricks in this hand, points in the set and, in a longer match, sets, under the side's names."""
    rtl = is_rtl(lang)
    panel = _panel_frame(colours[0], width, rtl).copy()
    inner = width - 40
    seats = range(len(partners_names))
    names = partners(partners_names, seats, NAME_SIZE - 3, inner, colours[1], rtl)
    paste_rgba(panel, names, (width / 2, 24))
    column = inner // len(stats)
    for i, (caption, figure) in enumerate(stats):
        centre = 20 + column * (len(stats) - 1 - i if rtl else i) + column / 2
        paste_rgba(panel, _stat(caption, figure, lang), (centre, 66))
    return panel


@cache
def _panel_frame(colour: theme.RGB, width: int, rtl: bool) -> Image.Image:
    frame = rounded((width, PANEL_HEIGHT), 16, theme.PANEL, theme.PANEL_LINE, 1).copy()
    stripe = rounded((6, PANEL_HEIGHT - 24), 3, colour)
    frame.alpha_composite(stripe, (width - 12 if rtl else 6, 12))
    return frame


def _stat(caption: str, figure: tuple[str, str], lang: str) -> Image.Image:
    """A small caption over a large number and, beside it, what the number counts towards."""
    ts = typesetter()
    value, total = figure
    parts = [ts.sprite(value, 28, theme.TEXT, bold=True, direction=direction(lang))]
    if total:
        parts.append(ts.sprite(total, 16, theme.MUTED, bold=True, direction=direction(lang)))
    numbers = row(parts, 3 if is_rtl(lang) else -3, is_rtl(lang))
    head = ts.sprite(caption, 14, theme.MUTED, direction=direction(lang))
    overlap = 16  # both line boxes leave room for marks and descenders that neither string has
    out = Image.new("RGBA", (max(head.width, numbers.width), head.height + numbers.height - overlap))
    out.alpha_composite(head, ((out.width - head.width) // 2, 0))
    out.alpha_composite(numbers, ((out.width - numbers.width) // 2, head.height - overlap))
    return out


def _trump_at(view: Mapping[str, Any], lang: str) -> tuple[int, int]:
    """Between two panels, or after three, at the reader's end of the header."""
    if len(view["sides"]) != 3:
        return TRUMP_AT
    end = 12 + 3 * PANEL_WIDTH[3] + 2 * 8
    x = (end + WIDTH) // 2
    return (WIDTH - x if is_rtl(lang) else x, TRUMP_AT[1])


def _trump(canvas: Image.Image, view: Mapping[str, Any], lang: str, at: tuple[int, int]) -> None:
    """The trump in a white medallion: a suit symbol, a no-trump mode's name, or a question mark while the
    hakem chooses; the partner's middle card beside it when that named the trump."""
    paste(canvas, circle(84, theme.CARD_FACE, theme.GOLD, 3), at)
    trump, declaration = view["trump"], view["declaration"]
    if trump:
        mark = glyph(SUIT_SYMBOL[trump], 50, suit_color(trump))
    elif declaration:
        mark = typesetter().sprite(label(lang, declaration), 17, theme.INK, bold=True, max_width=70)
    else:
        mark = glyph("?", 40, theme.MUTED)
    paste(canvas, mark, (at[0], at[1] - 2))
    paste(canvas, chip(label(lang, "trump"), theme.GOLD, theme.INK, 14), (at[0], at[1] + 44))
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
        paste(canvas, typesetter().sprite(target, 14, theme.MUTED, direction=direction(lang)),
              (30 if rtl else WIDTH - 30, 30), "lm" if rtl else "rm")
    x = (WIDTH - 30 if rtl else 30) if in_header else (FELT[2] - 40 if rtl else FELT[0] + 40)
    y = 30 if in_header else FELT[1] + 34
    anchor = "rm" if rtl else "lm"
    ts = typesetter()
    paste(canvas, ts.sprite(label(lang, "hand", view["hand_no"] + 1), 15, theme.TEXT, direction=direction(lang)),
          (x, y), anchor)
    bam = view["going_for_bam"]
    if bam is not None:
        paste(canvas, chip(label(lang, "going_bam"), side_colours(view, bam)[0], theme.TEXT, 14), (x, y + 28),
              anchor)
    elif view["house_rules"]:
        paste(canvas, chip(label(lang, "house_rules"), theme.PANEL_LINE, theme.TEXT, 14), (x, y + 28), anchor)
        rule = label(lang, "target", view["target"]) if view["target"] else label(lang, "most_tricks")
        paste(canvas, ts.sprite(rule, 14, theme.TEXT, direction=direction(lang)), (x, y + 54), anchor)


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int,
           seats: Seating, scored: bool) -> None:
    side = side_of(view, seat)
    awaited = None
    if view["turn"] == seat:
        awaited = {"declare": "choosing", "bam": "bam_choice", "draw": "drawing"}.get(view["phase"], "turn")
    scores: tuple[tuple[str, int], ...] = ()
    if scored:
        scores = (("tricks", view["tricks"][side]), ("points", view["points"][side]))
        if view["sets_to_win"] > 1:
            scores += (("sets", view["sets"][side]),)
    sprite = _seat_sprite(typesetter(), player_name(names, seat), seats.plate[seat], side_colours(view, side)[0],
                          lang, view["hakem"] == seat, view["hand_sizes"][seat], awaited, view["winner"] == side,
                          scores)
    paste(canvas, sprite, seats.plate_at[seat])


@lru_cache(maxsize=256)
def _seat_sprite(ts: Typesetter, name: str, size: tuple[int, int], colour: theme.RGB, lang: str, hakem: bool,
                 held: int, awaited: str | None, won: bool, scores: tuple[tuple[str, int], ...]) -> Image.Image:
    """A seat: the player's name on the side's colour, the hakem's crown, the cards in hand and, where no panel
    shows them, the player's scores; a glowing yellow frame and a chip saying what is awaited when it is this
    seat's move; a gold frame for the match winners. The sprite has a margin of `HALO` on every side for the
    glow and the chip."""
    rtl = is_rtl(lang)
    out = Image.new("RGBA", (size[0] + 2 * HALO, size[1] + 2 * HALO))
    cx, cy = out.width / 2, out.height / 2
    if awaited:
        paste_rgba(out, glow(size, 18, theme.TURN, HALO), (cx, cy))
    edge = theme.TURN if awaited else theme.GOLD if won else colour
    paste_rgba(out, _plate_frame(size, colour, edge, 3 if awaited or won else 2), (cx, cy))
    badges = []
    if hakem:
        badges.append(chip(label(lang, "hakem"), theme.GOLD, theme.INK, 13, crown(16, theme.INK), rtl))
    if held:
        badges.append(row([card_back(13), ts.sprite("×" + number(lang, held), 15, theme.TEXT, bold=True)], 3))
    lines = [ts.sprite(name, NAME_SIZE, theme.TEXT, bold=True, max_width=size[0] - 24)]
    if badges:
        lines.append(row(badges, 10, rtl))
    if scores:
        lines.append(row([row([ts.sprite(label(lang, key), 12, theme.MUTED, direction=direction(lang)),
                               ts.sprite(number(lang, value), 14, theme.TEXT, bold=True)], 3, rtl)
                          for key, value in scores], 10, rtl))
    for line, dy in zip(lines, LINE_OFFSETS[len(lines)], strict=True):
        paste_rgba(out, line, (cx, cy + dy))
    if awaited:
        paste_rgba(out, chip(label(lang, awaited), theme.TURN, theme.INK, 16), (cx, HALO))
    return out


@cache
def _plate_frame(size: tuple[int, int], colour: theme.RGB, edge: theme.RGB, line: int) -> Image.Image:
    r, g, b = (round(t * 0.55 + p * 0.45) for t, p in zip(colour, theme.PANEL, strict=True))
    return rounded(size, 18, (r, g, b), edge, line)


def _stock(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The two-player game's stock, face down, with the number of cards left in it; the top card the drawer
    looks at is his alone."""
    for i in range(3):
        paste(canvas, card_back(80), (CENTRE[0] + 4 * i, CENTRE[1] - 16 - 4 * i))
    caption = f"{label(lang, 'stock')} ×{number(lang, view['stock'])}"
    text = typesetter().sprite(caption, 16, theme.TEXT, bold=True, direction=direction(lang))
    paste(canvas, pill(text), (CENTRE[0], CENTRE[1] + card_height(80) // 2 + 16))


def _cards(canvas: Image.Image, seats: Seating, played: Sequence[Sequence[Any]], winner: int | None) -> None:
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


def _trick_winner(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int,
                  y: int) -> None:
    ts = typesetter()
    caption = ts.sprite(label(lang, "won_trick"), 15, theme.TEXT, direction=direction(lang))
    light = side_colours(view, side_of(view, seat))[1]
    name = ts.sprite(player_name(names, seat), 15, light, bold=True, max_width=220)
    paste(canvas, pill(row([caption, name], 6, is_rtl(lang))), (CENTRE[0], y))


def _match_over(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str,
                seats: Seating) -> None:
    """The winners under the last trick, which stays in view, clear of the seat at the bottom; a forfeit is
    noted above the trick."""
    rtl = is_rtl(lang)
    ts = typesetter()
    parts = [crown(30, theme.GOLD), ts.sprite(label(lang, "winner"), 22, theme.GOLD, bold=True,
                                              direction=direction(lang))]
    side = view["winner"]
    if side is not None:
        parts.append(partners(names, view["sides"][side], 22, 380, side_colours(view, side)[1], rtl))
    content = row(parts, 12, rtl)
    board = rounded((content.width + 48, content.height + 16), 22, (12, 18, 30, 235), theme.GOLD, 2).copy()
    board.alpha_composite(content, (24, 8))
    y = min(seats.below_trick, seats.bottom_seat_top - board.height // 2 - 4)
    paste(canvas, board, (CENTRE[0], y))
    if view["forfeit"] is not None:
        note = row([ts.sprite(label(lang, "left"), 16, theme.TEXT, direction=direction(lang)),
                    ts.sprite(player_name(names, view["forfeit"]), 16, theme.TEXT, bold=True, max_width=240)],
                   6, rtl)
        paste(canvas, pill(note), (CENTRE[0], 2 * CENTRE[1] - seats.below_trick))
