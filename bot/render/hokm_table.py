"""The Hokm table as the group sees it, drawn from `Hokm.public_view()`.

Seat 0 sits at the bottom and play passes to the right, counter-clockwise as Iranians play: seat 1 on the
right, seat 2 at the top, seat 3 on the left. The header holds both teams' tricks and points with the trump
between them; the felt holds the four seats, the cards of the trick and whose turn it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from bot.games.cards import SUIT_SYMBOL

from . import theme
from .card_sprites import card_back, card_face, card_height, card_sprite, glyph, suit_color
from .compose import encode, paste, paste_rgba, row
from .labels import is_rtl, label, number
from .shapes import circle, crown, glow, rounded, triangle
from .text import Typesetter, typesetter
from .widgets import backdrop, chip, direction, out_of, partners, pill, player_name, shade, side_of

WIDTH, HEIGHT = 800, 760
FELT = (10, 122, WIDTH - 10, HEIGHT - 10)
CENTRE = (WIDTH // 2, 438)
TRUMP_AT = (WIDTH // 2, 56)
PANEL = (280, 94)
CARD = 96
PLATE = {0: (250, 80), 2: (250, 80), 1: (188, 80), 3: (188, 80)}
PLATE_AT = {0: (WIDTH // 2, HEIGHT - 60), 1: (WIDTH - 112, CENTRE[1]), 2: (WIDTH // 2, 178),
            3: (112, CENTRE[1])}
# Where each seat's card lands in the trick: towards its player, overlapping a little like a real table.
TRICK_AT = {0: (0, 72), 1: (98, 0), 2: (0, -72), 3: (-98, 0)}
BELOW_TRICK = CENTRE[1] + 72 + card_height(CARD) // 2 + 40
NAME_SIZE = 21
HALO = 16  # room around a seat for its glow and its chip


def render_hokm_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_hokm_table(view, names, lang))


def draw_hokm_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = _room().copy()
    for side in (0, 1):
        _team_panel(canvas, view, names, lang, side)
    _trump(canvas, view, lang)
    _hand_caption(canvas, view, lang)
    for seat in range(4):
        _plate(canvas, view, names, lang, seat)
    if view["trick"]:
        _cards(canvas, view["trick"], winner=None)
    elif view["last_trick"]:
        last = view["last_trick"]
        _cards(canvas, last["cards"], winner=last["winner"])
        if view["phase"] != "over":
            _trick_winner(canvas, view, names, lang, last["winner"])
    if view["phase"] == "over":
        _match_over(canvas, view, names, lang)
    return canvas


@cache
def _room() -> Image.Image:
    """What never changes: the room, the felt and its rim."""
    canvas = backdrop((WIDTH, HEIGHT)).copy()
    x0, y0, x1, y1 = FELT
    size = (x1 - x0, y1 - y0)
    paste(canvas, rounded(size, 64, theme.FELT_RIM), (x0, y0), "lt")
    inner = (size[0] - 16, size[1] - 16)
    light = Image.radial_gradient("L").resize(inner)
    felt = Image.merge("RGB", [light.point(shade(theme.FELT_CENTRE[i], theme.FELT_EDGE[i], gamma=1.6))
                               for i in range(3)])
    canvas.paste(felt, (x0 + 8, y0 + 8), rounded(inner, 56, (0, 0, 0)).getchannel("A"))
    paste(canvas, rounded((inner[0] - 20, inner[1] - 20), 48, (0, 0, 0, 0), theme.FELT_LINE, 2),
          (x0 + 18, y0 + 18), "lt")
    # Arrowheads on the felt's line show the way play goes round: bottom, right, top, left.
    line = (x0 + 19, y0 + 19, x1 - 19, y1 - 19)
    for at, pointing in (((WIDTH - 200, line[3]), "right"), ((line[2], 300), "up"), ((200, line[1]), "left"),
                         ((line[0], HEIGHT - 200), "down")):
        paste(canvas, triangle(16, theme.FELT_LINE, pointing), at)
    return canvas


def _team_panel(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, side: int) -> None:
    """The first team's panel sits where the reader starts: on the right in Persian."""
    left = 12 if (side == 0) != is_rtl(lang) else WIDTH - 12 - PANEL[0]
    seats = view["sides"][side]
    stats = [(label(lang, "tricks"), (number(lang, view["tricks"][side]), "")),
             (label(lang, "points"), out_of(lang, view["points"][side], view["points_per_set"]))]
    if view["sets_to_win"] > 1:
        stats.append((label(lang, "sets"), out_of(lang, view["sets"][side], view["sets_to_win"])))
    panel = _team_sprite(typesetter(), tuple(player_name(names, s) for s in seats), side, lang, tuple(stats))
    paste(canvas, panel, (left, 10), "lt")


# Team panels and seats are cached by what they show and by the typesetter that drew their text (`ts`, which is
# the active one: the key keeps the two layout paths apart).
@lru_cache(maxsize=256)
def _team_sprite(ts: Typesetter, partners_names: tuple[str, ...], side: int, lang: str,
                 stats: tuple[tuple[str, tuple[str, str]], ...]) -> Image.Image:
    """Tricks in this hand, points in the set and, in a longer match, sets, under the team's two names."""
    rtl = is_rtl(lang)
    panel = _panel_frame(side, rtl).copy()
    inner = PANEL[0] - 40
    seats = range(len(partners_names))
    names = partners(partners_names, seats, NAME_SIZE - 3, inner, theme.TEAM_LIGHT[side], rtl)
    paste_rgba(panel, names, (PANEL[0] / 2, 24))
    column = inner // len(stats)
    for i, (caption, figure) in enumerate(stats):
        centre = 20 + column * (len(stats) - 1 - i if rtl else i) + column / 2
        paste_rgba(panel, _stat(caption, figure, lang), (centre, 66))
    return panel


@cache
def _panel_frame(side: int, rtl: bool) -> Image.Image:
    frame = rounded(PANEL, 16, theme.PANEL, theme.PANEL_LINE, 1).copy()
    stripe = rounded((6, PANEL[1] - 24), 3, theme.TEAM[side])
    frame.alpha_composite(stripe, (PANEL[0] - 12 if rtl else 6, 12))
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


def _trump(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The trump in a white medallion between the teams: a suit symbol, a no-trump mode's name, or a question
    mark while the hakem chooses; the partner's middle card beside it when that named the trump."""
    paste(canvas, circle(84, theme.CARD_FACE, theme.GOLD, 3), TRUMP_AT)
    trump, declaration = view["trump"], view["declaration"]
    if trump:
        mark = glyph(SUIT_SYMBOL[trump], 50, suit_color(trump))
    elif declaration:
        mark = typesetter().sprite(label(lang, declaration), 17, theme.INK, bold=True, max_width=70)
    else:
        mark = glyph("?", 40, theme.MUTED)
    paste(canvas, mark, (TRUMP_AT[0], TRUMP_AT[1] - 2))
    paste(canvas, chip(label(lang, "trump"), theme.GOLD, theme.INK, 14), (TRUMP_AT[0], TRUMP_AT[1] + 44))
    if view["revealed"]:
        x = TRUMP_AT[0] + (-1 if is_rtl(lang) else 1) * 70
        paste(canvas, card_sprite(view["revealed"], 38), (x, TRUMP_AT[1]))


def _hand_caption(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The hand's number in the felt's first corner, and a note while a team is going for Bam."""
    rtl = is_rtl(lang)
    x = FELT[2] - 40 if rtl else FELT[0] + 40
    anchor = "rm" if rtl else "lm"
    text = typesetter().sprite(label(lang, "hand", view["hand_no"] + 1), 15, theme.TEXT, direction=direction(lang))
    paste(canvas, text, (x, FELT[1] + 34), anchor)
    bam = view["going_for_bam"]
    if bam is not None:
        paste(canvas, chip(label(lang, "going_bam"), theme.TEAM[bam], theme.TEXT, 14), (x, FELT[1] + 62), anchor)


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int) -> None:
    side = side_of(view, seat)
    awaited = None
    if view["turn"] == seat:
        awaited = {"declare": "choosing", "bam": "bam_choice"}.get(view["phase"], "turn")
    sprite = _seat_sprite(typesetter(), player_name(names, seat), PLATE[seat], side, lang, view["hakem"] == seat,
                          view["hand_sizes"][seat], awaited, view["winner"] == side)
    paste(canvas, sprite, PLATE_AT[seat])


@lru_cache(maxsize=256)
def _seat_sprite(ts: Typesetter, name: str, size: tuple[int, int], side: int, lang: str, hakem: bool, held: int,
                 awaited: str | None, won: bool) -> Image.Image:
    """A seat: the player's name on the team colour, the hakem's crown and the cards in hand; a glowing yellow
    frame and a chip saying what is awaited when it is this seat's move; a gold frame for the match winners.
    The sprite has a margin of `HALO` on every side for the glow and the chip."""
    rtl = is_rtl(lang)
    out = Image.new("RGBA", (size[0] + 2 * HALO, size[1] + 2 * HALO))
    cx, cy = out.width / 2, out.height / 2
    if awaited:
        paste_rgba(out, glow(size, 18, theme.TURN, HALO), (cx, cy))
    edge = theme.TURN if awaited else theme.GOLD if won else theme.TEAM[side]
    paste_rgba(out, _plate_frame(size, side, edge, 3 if awaited or won else 2), (cx, cy))
    badges = []
    if hakem:
        badges.append(chip(label(lang, "hakem"), theme.GOLD, theme.INK, 13, crown(16, theme.INK), rtl))
    if held:
        badges.append(row([card_back(13), ts.sprite("×" + number(lang, held), 15, theme.TEXT, bold=True)], 3))
    text = ts.sprite(name, NAME_SIZE, theme.TEXT, bold=True, max_width=size[0] - 24)
    paste_rgba(out, text, (cx, cy - 11 if badges else cy))
    if badges:
        paste_rgba(out, row(badges, 10, rtl), (cx, cy + 21))
    if awaited:
        paste_rgba(out, chip(label(lang, awaited), theme.TURN, theme.INK, 16), (cx, HALO))
    return out


@cache
def _plate_frame(size: tuple[int, int], side: int, edge: theme.RGB, line: int) -> Image.Image:
    r, g, b = (round(t * 0.55 + p * 0.45) for t, p in zip(theme.TEAM[side], theme.PANEL, strict=True))
    return rounded(size, 18, (r, g, b), edge, line)


def _cards(canvas: Image.Image, played: Sequence[Sequence[Any]], winner: int | None) -> None:
    """The cards of a trick in the order they were played; a finished trick greys all but the winning card,
    which is framed in yellow and drawn on top."""
    ordered = sorted(played, key=lambda pair: pair[0] == winner)
    for seat, card in ordered:
        at = (CENTRE[0] + TRICK_AT[seat][0], CENTRE[1] + TRICK_AT[seat][1])
        if seat == winner:
            frame = (CARD + 8, card_height(CARD) + 8)
            paste(canvas, glow(frame, 14, theme.TURN, 14), at)
            paste(canvas, rounded(frame, 13, theme.TURN), at)
            paste(canvas, card_face(card, CARD), at)
        else:
            paste(canvas, card_sprite(card, CARD, dimmed=winner is not None), at)


def _trick_winner(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int) -> None:
    ts = typesetter()
    caption = ts.sprite(label(lang, "won_trick"), 15, theme.TEXT, direction=direction(lang))
    name = ts.sprite(player_name(names, seat), 15, theme.TEAM_LIGHT[side_of(view, seat)], bold=True, max_width=220)
    paste(canvas, pill(row([caption, name], 6, is_rtl(lang))), (CENTRE[0], BELOW_TRICK))


def _match_over(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The winners under the last trick, which stays in view; a forfeit is noted above it."""
    rtl = is_rtl(lang)
    ts = typesetter()
    parts = [crown(30, theme.GOLD), ts.sprite(label(lang, "winner"), 22, theme.GOLD, bold=True,
                                              direction=direction(lang))]
    side = view["winner"]
    if side is not None:
        parts.append(partners(names, view["sides"][side], 22, 380, theme.TEAM_LIGHT[side], rtl))
    content = row(parts, 12, rtl)
    board = rounded((content.width + 48, content.height + 16), 22, (12, 18, 30, 235), theme.GOLD, 2).copy()
    board.alpha_composite(content, (24, 8))
    paste(canvas, board, (CENTRE[0], BELOW_TRICK))
    if view["forfeit"] is not None:
        note = row([ts.sprite(label(lang, "left"), 16, theme.TEXT, direction=direction(lang)),
                    ts.sprite(player_name(names, view["forfeit"]), 16, theme.TEXT, bold=True, max_width=240)],
                   6, rtl)
        paste(canvas, pill(note), (CENTRE[0], 2 * CENTRE[1] - BELOW_TRICK))
