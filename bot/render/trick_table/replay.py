"""A finished hand of any trick-taking game as one picture: every trick in a row of its cards in playing order,
each card over the name of who played it, the leader's marked and the winner's framed in yellow. Tricks read
down one column and on into the next, from the reader's side (the right in Persian)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image

from bot.games.tricks import Trick

from .. import theme
from ..card_sprites import card_face, card_height, card_sprite
from ..compose import encode, paste, row
from ..labels import is_rtl, number, word_in
from ..shapes import glow, rounded
from ..text import typesetter
from ..widgets import backdrop, chip, direction, player_name

WORDS = {
    "fa": {"lead": "شروع", "won": "برد"},
    "en": {"lead": "led", "won": "won"},
}
CARD = 62
GAP = 14  # between two cards of a trick
CELL_PAD = 14
TITLE_HEIGHT = 64
NUMBER_WIDTH = 44  # the trick's number at the start of its row
MAX_WIDTH = 1240
MARGIN = 18


def render_hand_replay(tricks: Sequence[Trick], names: Sequence[str], lang: str, title: str) -> bytes:
    return encode(draw_hand_replay(tricks, names, lang, title))


def draw_hand_replay(tricks: Sequence[Trick], names: Sequence[str], lang: str, title: str) -> Image.Image:
    cells = [trick_cell(n, trick, names, lang) for n, trick in enumerate(tricks, start=1)]
    cell_w = max(c.width for c in cells)
    cell_h = max(c.height for c in cells)
    columns = max(1, min(3, (MAX_WIDTH - 2 * MARGIN) // (cell_w + MARGIN)))
    per_column = math.ceil(len(cells) / columns)
    columns = math.ceil(len(cells) / per_column)
    width = 2 * MARGIN + columns * cell_w + (columns - 1) * MARGIN
    height = TITLE_HEIGHT + per_column * (cell_h + 8) + MARGIN
    canvas = backdrop((width, height)).copy()
    heading = typesetter().sprite(title, 26, theme.TEXT, bold=True, direction=direction(lang), max_width=width - 40)
    paste(canvas, heading, (width // 2, TITLE_HEIGHT // 2))
    for i, cell in enumerate(cells):
        column, line = divmod(i, per_column)
        if is_rtl(lang):
            column = columns - 1 - column
        paste(canvas, cell, (MARGIN + column * (cell_w + MARGIN), TITLE_HEIGHT + line * (cell_h + 8)), "lt")
    return canvas


def trick_cell(n: int, trick: Trick, names: Sequence[str], lang: str) -> Image.Image:
    """One trick on a panel: its number, then its cards in playing order."""
    rtl = is_rtl(lang)
    ts = typesetter()
    badge = ts.sprite(number(lang, n), 22, theme.MUTED, bold=True)
    number_box = Image.new("RGBA", (NUMBER_WIDTH, badge.height))
    paste(number_box, badge, (NUMBER_WIDTH // 2, badge.height // 2))
    plays = [played(seat, card, i == 0, seat == trick.winner, names, lang) for i, (seat, card) in
             enumerate(trick.cards)]
    content = row([number_box, *plays], GAP, rtl)
    panel = rounded((content.width + 2 * CELL_PAD, content.height + 2 * CELL_PAD), 16, theme.PANEL,
                    theme.PANEL_LINE, 1).copy()
    panel.alpha_composite(content, (CELL_PAD, CELL_PAD))
    return panel


def played(seat: int, card: str, led: bool, won: bool, names: Sequence[str], lang: str) -> Image.Image:
    """A card over its player's name, with a chip above it for the lead or the win."""
    ts = typesetter()
    width = CARD + GAP + 10
    out = Image.new("RGBA", (width, 24 + card_height(CARD) + 18 + 26))
    centre = width // 2
    marks = []
    if led:
        marks.append(chip(word_in(WORDS, lang, "lead"), theme.PANEL_LINE, theme.TEXT, 13))
    if won:
        marks.append(chip(word_in(WORDS, lang, "won"), theme.TURN, theme.INK, 13))
    if marks:
        paste(out, row(marks, 2, is_rtl(lang)), (centre, 11))
    at = (centre, 24 + card_height(CARD) // 2 + 6)
    if won:
        frame = (CARD + 8, card_height(CARD) + 8)
        paste(out, glow(frame, 10, theme.TURN, 8), at)
        paste(out, rounded(frame, 10, theme.TURN), at)
        paste(out, card_face(card, CARD), at)
    else:
        paste(out, card_sprite(card, CARD), at)
    name = ts.sprite(player_name(names, seat), 14, theme.TURN if won else theme.TEXT, bold=won,
                     direction=direction(lang), max_width=width - 2)
    paste(out, name, (centre, out.height - 14))
    return out
