"""The marriage fortune's spread (fortune-marriage.md §3.5): the 4×4 grid, position 1 at the top left in both
languages because the source lays it out left to right, with every card that reached its home face up and
numbered by its step; beside it how many of sixteen got home, and below it the chain of cards in hand that ends
on the ten of diamonds."""

from __future__ import annotations

from PIL import Image

from bot.fortune import MarriageBand, MarriageFortune, cell
from bot.fortune.marriage import GRID_SIZE, STOPPER
from bot.games.cards import SUIT_SYMBOL

from . import theme
from .card_sprites import card_back, card_face, card_height, card_sprite, glyph, suit_color
from .compose import paste, row
from .fortune_labels import BANDS, fortune_label
from .fortune_parts import MARGIN, SMALL_TEXT, WIDTH, badge, heading, page, panel
from .labels import is_rtl, number
from .shapes import circle, rounded, triangle
from .text import typesetter
from .widgets import direction

HEIGHT = 852
CELL = 84
GAP = 14
HEADER = 40  # the suit symbols above the columns and the ranks left of the rows
GRID_TOP = 100
GRID = (HEADER + 4 * CELL + 3 * GAP, HEADER + 4 * card_height(CELL) + 3 * GAP)
CHAIN_TOP = GRID_TOP + GRID[1] + 24
CHAIN_CARD = 44
CHAIN_GAP = 4
HAND_CARD = 70
BAND_COLOURS: dict[MarriageBand, theme.RGB] = {
    MarriageBand.YES: theme.GOLD,
    MarriageBand.CLOSE: (74, 222, 128),
    MarriageBand.OBSTACLES: (251, 146, 60),
    MarriageBand.NOT_YET: theme.MUTED,
}
# The source's row and column order («آس و بابا و بی بی و سرباز», «پیک و دل و خاج و خشت»).
_ROWS, _COLUMNS = "AKQJ", "SHCD"


def draw_marriage(fortune: MarriageFortune, lang: str) -> Image.Image:
    canvas = page(HEIGHT)
    heading(canvas, "💍", fortune_label(lang, "marriage"), lang, 48)
    rtl = is_rtl(lang)
    _grid(canvas, fortune, lang)
    side = (MARGIN, WIDTH - MARGIN - GRID[0] - 32) if rtl else (MARGIN + GRID[0] + 32, WIDTH - MARGIN)
    _summary(canvas, fortune, lang, side)
    _chain(canvas, fortune, lang)
    return canvas


def grid_left(lang: str) -> int:
    """The grid sits where the reader starts, the summary beside it."""
    return WIDTH - MARGIN - GRID[0] - 8 if is_rtl(lang) else MARGIN + 8


def cell_centre(lang: str, position: int) -> tuple[float, float]:
    line, column = cell(position)
    height = card_height(CELL)
    return (grid_left(lang) + HEADER + column * (CELL + GAP) + CELL / 2,
            GRID_TOP + HEADER + line * (height + GAP) + height / 2)


def _grid(canvas: Image.Image, fortune: MarriageFortune, lang: str) -> None:
    height = card_height(CELL)
    for j, suit in enumerate(_COLUMNS):
        paste(canvas, glyph(SUIT_SYMBOL[suit], SMALL_TEXT, _header_colour(suit)), (cell_centre(lang, j + 1)[0],
                                                                           GRID_TOP + HEADER / 2 - 2))
    for i, rank in enumerate(_ROWS):
        paste(canvas, glyph(rank, SMALL_TEXT, theme.MUTED), (grid_left(lang) + HEADER / 2 - 4,
                                                     cell_centre(lang, 4 * i + 1)[1]))
    steps = {step.position: n for n, step in enumerate(fortune.steps, 1)}
    for position in range(1, GRID_SIZE + 1):
        at = cell_centre(lang, position)
        if position in steps:
            paste(canvas, card_sprite(fortune.grid[position - 1], CELL), at)
            paste(canvas, badge(steps[position], lang), (at[0] + CELL / 2 - 8, at[1] - height / 2 + 8))
        else:
            paste(canvas, card_back(CELL), at)


def _header_colour(suit: str) -> theme.RGB:
    """Suit symbols on the dark page: red as on the cards, black lightened to stay visible."""
    return (248, 113, 113) if suit_color(suit) == theme.CARD_RED else theme.TEXT


def _summary(canvas: Image.Image, fortune: MarriageFortune, lang: str, side: tuple[int, int]) -> None:
    """How many of sixteen got home, as a figure and as pips, the band it falls in, and where the chain began
    and ended."""
    x0, x1 = side
    centre = (x0 + x1) / 2
    paste(canvas, rounded((x1 - x0, GRID[1]), 18, theme.PANEL, theme.PANEL_LINE, 1), (x0, GRID_TOP), "lt")
    ts = typesetter()
    rtl = is_rtl(lang)
    figure = row([ts.sprite(number(lang, fortune.filled), 64, theme.TEXT, bold=True),
                  ts.sprite(fortune_label(lang, "out_of", GRID_SIZE), 32, theme.MUTED, bold=True,
                            direction=direction(lang))], 8 if rtl else 2, rtl)
    paste(canvas, figure, (centre, GRID_TOP + 80))
    paste(canvas, ts.sprite(fortune_label(lang, "at_home"), SMALL_TEXT, theme.MUTED, direction=direction(lang)),
          (centre, GRID_TOP + 130))
    colour = BAND_COLOURS[fortune.band]
    pips = [circle(16, colour) if i < fortune.filled else circle(16, theme.PANEL, theme.PANEL_LINE, 2)
            for i in range(GRID_SIZE)]
    paste(canvas, row(pips, 6, rtl), (centre, GRID_TOP + 172))
    words = ts.sprite(BANDS[lang][fortune.band], SMALL_TEXT, theme.INK, bold=True, direction=direction(lang))
    chip = rounded((words.width + 36, words.height + 6), (words.height + 6) // 2, colour).copy()
    chip.alpha_composite(words, (18, 3))
    paste(canvas, chip, (centre, GRID_TOP + 230))
    ends = [_end_card(STOPPER, fortune_label(lang, "stopper"), lang)]
    if fortune.hand != STOPPER:
        ends[:0] = [_end_card(fortune.hand, fortune_label(lang, "hand"), lang),
                    triangle(16, theme.MUTED, "left" if rtl else "right")]
    paste(canvas, row(ends, 28, rtl), (centre, GRID_TOP + 400))


def _end_card(card: str, caption: str, lang: str) -> Image.Image:
    words = typesetter().sprite(caption, SMALL_TEXT, theme.MUTED, direction=direction(lang))
    face = card_sprite(card, HAND_CARD)
    out = Image.new("RGBA", (max(words.width, face.width), words.height + face.height))
    out.alpha_composite(words, ((out.width - words.width) // 2, 0))
    out.alpha_composite(face, ((out.width - face.width) // 2, words.height))
    return out


def _chain(canvas: Image.Image, fortune: MarriageFortune, lang: str) -> None:
    """Every card that was in hand, in turn, the last the ten of diamonds: the order numbers them, as the
    grid's badges number the cells they went to."""
    box = (MARGIN, CHAIN_TOP, WIDTH - MARGIN, CHAIN_TOP + 150)
    panel(canvas, box, fortune_label(lang, "chain"), lang)
    cards = [step.card for step in fortune.steps] + [STOPPER]
    rtl = is_rtl(lang)
    arrow = triangle(10, theme.MUTED, "left" if rtl else "right")
    between = arrow.width + 2 * CHAIN_GAP
    width = min(CHAIN_CARD, (box[2] - box[0] - 40 - between * (len(cards) - 1)) // len(cards))
    parts: list[Image.Image] = []
    for card in cards:
        if parts:
            parts.append(arrow)
        parts.append(card_face(card, width))
    paste(canvas, row(parts, CHAIN_GAP, rtl), (WIDTH / 2, CHAIN_TOP + 96))

