"""A finished hand of any trick-taking game as one picture for a phone: a column for each player under his name
in his side's colour, a row for each trick with its number, the leader's card marked with an arrow and the
winner's framed in yellow. Seats and numbers run from the reader's side (the right in Persian), and a key under
the rows says what the marks mean.

The picture is at most 800 px wide, so that the smallest text (theme.SMALL_TEXT) is still 12 px tall when a
phone shows it 400 px wide; the cards shrink for a long hand so that thirteen tricks stay within one screen, and
a long hand of few players goes in two blocks side by side."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image

from bot.games.tricks import Trick
from bot.i18n.glossary import term

from .. import theme
from ..card_sprites import card_face, card_height, card_sprite
from ..compose import encode, paste, paste_rgba, row
from ..labels import is_rtl, number
from ..shapes import glow, rounded, triangle
from ..text import typesetter
from ..widgets import backdrop, direction, player_name, side_colours, side_of

WORDS = {
    "fa": {"lead": "شروع {}", "won": "برندهٔ {}"},
    "en": {"lead": "led the {}", "won": "took the {}"},
}
TEXT = theme.SMALL_TEXT
TITLE = 32
MARGIN = 16
NUMBER_WIDTH = 48  # the trick's number at the reader's end of its row
COLUMN = (100, 240)  # a player's column, narrowest and widest
MAX_WIDTH = 800
SPLIT = 6  # a hand of more tricks than this goes in two blocks side by side where two fit the width
BLOCK_GAP = 12
CARD = (46, 66)  # a card's width, smallest and largest
ROWS_HEIGHT = 1080  # the rows of a hand take at most this, so that the whole picture stays about 1280 px tall
ROW_PAD = 4  # above and below a card in its row
ROW_GAP = 5
FRAME = 3  # the winner's yellow frame around his card
ARROW = 20
ARROW_GAP = 4  # between the lead arrow and the card it points at
NAME_LINES = 2
SIDE_BAR = 5  # under a name, in the colour of the player's side


Sides = Sequence[Sequence[int]]
"""The seats that play together; each seat alone where none do."""


def render_hand_replay(tricks: Sequence[Trick], names: Sequence[str], lang: str, title: str,
                       sides: Sides = ()) -> bytes:
    return encode(draw_hand_replay(tricks, names, lang, title, sides))


def draw_hand_replay(tricks: Sequence[Trick], names: Sequence[str], lang: str, title: str,
                     sides: Sides = ()) -> Image.Image:
    rtl = is_rtl(lang)
    seats = sorted({seat for trick in tricks for seat, _ in trick.cards})
    room = MAX_WIDTH - 2 * MARGIN
    blocks = 2 if len(tricks) > SPLIT and 2 * (NUMBER_WIDTH + len(seats) * COLUMN[0]) + BLOCK_GAP <= room else 1
    column = max(COLUMN[0], min(COLUMN[1], ((room - BLOCK_GAP * (blocks - 1)) // blocks - NUMBER_WIDTH)
                                // max(1, len(seats))))
    per_block = math.ceil(len(tricks) / blocks)
    card = card_width(per_block, column)
    view = {"sides": sides or [[seat] for seat in range(max(seats, default=0) + 1)]}
    header = name_row([(player_name(names, seat), side_colours(view, side_of(view, seat))) for seat in seats],
                      column, rtl)
    parts = [block(tricks[start:start + per_block], start + 1, seats, header, (card, column), lang)
             for start in range(0, len(tricks), per_block)]
    content = Image.new("RGBA", (sum(p.width for p in parts) + BLOCK_GAP * (len(parts) - 1), parts[0].height))
    for i, part in enumerate(reversed(parts) if rtl else parts):
        paste_rgba(content, part, (i * (part.width + BLOCK_GAP), 0), "lt")  # the blocks are of one width
    width = content.width + 2 * MARGIN
    heading = typesetter().sprite(title, TITLE, theme.TEXT, bold=True, direction=direction(lang),
                                  max_width=width - 2 * MARGIN)
    key = legend(lang, width - 2 * MARGIN)
    top = MARGIN + heading.height + 12
    height = top + content.height + 8 + key.height + MARGIN
    canvas = backdrop((width, height)).copy()
    paste(canvas, heading, (width // 2, MARGIN), "mt")
    paste(canvas, content, (MARGIN, top), "lt")
    paste(canvas, key, (width // 2, height - MARGIN), "mb")
    return canvas


def block(tricks: Sequence[Trick], first: int, seats: Sequence[int], header: Image.Image, sizes: tuple[int, int],
          lang: str) -> Image.Image:
    """The names over a run of the hand's tricks, numbered from `first`."""
    card, column = sizes
    row_height = card_height(card) + 2 * (ROW_PAD + FRAME)
    rows_top = header.height + 10
    out = Image.new("RGBA", (NUMBER_WIDTH + column * len(seats), rows_top + len(tricks) * (row_height + ROW_GAP)))
    paste_rgba(out, header, (0 if is_rtl(lang) else NUMBER_WIDTH, 0), "lt")
    for i, trick in enumerate(tricks):
        line = trick_row(first + i, trick, seats, (card, column, row_height), lang)
        paste_rgba(out, line, (0, rows_top + i * (row_height + ROW_GAP)), "lt")
    return out


def card_width(tricks: int, column: int) -> int:
    """The largest card that fits its column beside the lead arrow, and lets the hand's rows fit ROWS_HEIGHT."""
    by_height = ((ROWS_HEIGHT // max(1, tricks)) - ROW_GAP - 2 * (ROW_PAD + FRAME)) / (card_height(100) / 100)
    return max(CARD[0], min(CARD[1], column - 2 * (ARROW + ARROW_GAP + FRAME), int(by_height)))


def name_row(names: Sequence[tuple[str, tuple[theme.RGB, theme.RGB]]], column: int, rtl: bool) -> Image.Image:
    """The players' names over their columns in their sides' light tints, each on up to two lines over a bar of
    the side's colour, bottom-aligned so that the columns start even."""
    cells = [(name_cell(name, light, column - 10), colour) for name, (colour, light) in names]
    height = max(cell.height for cell, _ in cells) + SIDE_BAR + 4
    out = Image.new("RGBA", (column * len(cells), height))
    for i, (cell, colour) in enumerate(reversed(cells) if rtl else cells):
        middle = i * column + column // 2
        paste_rgba(out, cell, (middle, height - SIDE_BAR - 4), "mb")
        paste_rgba(out, rounded((column - 16, SIDE_BAR), SIDE_BAR // 2, colour), (middle, height), "mb")
    return out


def name_cell(name: str, colour: theme.RGB, width: int) -> Image.Image:
    lines = name_lines(name, width)
    sprites = [typesetter().sprite(line, TEXT, colour, bold=True, max_width=width) for line in lines]
    out = Image.new("RGBA", (max(s.width for s in sprites), sum(s.height for s in sprites) - 6 * (len(lines) - 1)))
    for i, sprite in enumerate(sprites):
        paste_rgba(out, sprite, (out.width // 2, i * (sprite.height - 6)), "mt")
    return out


def name_lines(name: str, width: int) -> list[str]:
    """A name broken between words onto NAME_LINES lines where it is too wide for one; the last line takes the
    rest, cut short with an ellipsis when it still does not fit."""
    ts = typesetter()
    words = name.split()
    lines: list[str] = []
    while words and len(lines) < NAME_LINES - 1 and ts.width(" ".join(words), TEXT, bold=True) > width:
        taken = next((n for n in range(len(words) - 1, 0, -1)
                      if ts.width(" ".join(words[:n]), TEXT, bold=True) <= width), 1)
        lines.append(" ".join(words[:taken]))
        words = words[taken:]
    return [*lines, " ".join(words)] if words else lines or [name]


def trick_row(n: int, trick: Trick, seats: Sequence[int], sizes: tuple[int, int, int], lang: str) -> Image.Image:
    """One trick on a panel the width of the picture: its number, then each player's card in his column."""
    card, column, height = sizes
    rtl = is_rtl(lang)
    panel = rounded((NUMBER_WIDTH + column * len(seats), height), 14, theme.PANEL, theme.PANEL_LINE, 1).copy()
    badge = typesetter().sprite(number(lang, n), TEXT, theme.MUTED, bold=True)
    paste(panel, badge, (panel.width - NUMBER_WIDTH // 2 if rtl else NUMBER_WIDTH // 2, height // 2))
    played = dict(trick.cards)
    leader = trick.cards[0][0]
    for i, seat in enumerate(seats):
        if seat not in played:
            continue
        x = (panel.width - NUMBER_WIDTH - (i + 0.5) * column) if rtl else NUMBER_WIDTH + (i + 0.5) * column
        place_card(panel, played[seat], card, (x, height / 2), seat == trick.winner)
        if seat == leader:
            side = -1 if not rtl else 1
            at = (x + side * (card / 2 + FRAME + ARROW_GAP + ARROW / 2), height / 2)
            paste(panel, triangle(ARROW, theme.TEXT, "left" if rtl else "right"), at)
    return panel


def place_card(panel: Image.Image, card: str, width: int, at: tuple[float, float], won: bool) -> None:
    if won:
        frame = (width + 2 * FRAME, card_height(width) + 2 * FRAME)
        paste(panel, glow(frame, 10, theme.TURN, 6, 200), at)
        paste(panel, rounded(frame, 9, theme.TURN), at)
        paste(panel, card_face(card, width), at)
    else:
        paste(panel, card_sprite(card, width), at)


def legend(lang: str, width: int) -> Image.Image:
    """What the arrow and the yellow frame mean, side by side, or one over the other when that is too wide."""
    rtl = is_rtl(lang)
    ts = typesetter()
    trick = term(lang, "trick")
    lead = row([triangle(ARROW, theme.TEXT, "left" if rtl else "right"),
                ts.sprite(WORDS[lang]["lead"].format(trick), TEXT, theme.MUTED, direction=direction(lang))], 8, rtl)
    won = row([rounded((22, 30), 5, theme.TURN),
               ts.sprite(WORDS[lang]["won"].format(trick), TEXT, theme.MUTED, direction=direction(lang))], 8, rtl)
    if lead.width + won.width + 40 <= width:
        return row([lead, won], 40, rtl)
    out = Image.new("RGBA", (max(lead.width, won.width), lead.height + won.height + 4))
    for i, part in enumerate((lead, won)):
        paste_rgba(out, part, (out.width - part.width if rtl else 0, i * (lead.height + 4)), "lt")
    return out
