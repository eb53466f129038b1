"""The love fortune's spread (fortune-love.md §5): the piles dealt for the letters of the name, the pack turned
over in rows of thirteen with the pairs that were read picked out in gold and numbered, and what each pair says.

The rows run left to right in both languages, as the rule file lays them out; the piles follow the name's own
direction, so that each pile sits under its letter.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from bot.fortune import LoveFortune, LovePair, letters
from bot.fortune.readings import LOVE_MEANING
from bot.i18n import clean_name

from . import theme
from .bidi_runs import base_is_rtl, visual_order
from .card_sprites import card_back, card_face, card_height, card_sprite
from .compose import paste, row
from .fortune_labels import fortune_label
from .fortune_parts import BADGE, MARGIN, ROSE, SMALL_TEXT, WIDTH, badge, heading, page, panel, picked_out
from .labels import is_rtl
from .shapes import shadowed
from .text import typesetter
from .widgets import direction

PILES_TOP = 124
COLUMNS = 13
CARD = 58
ROW_GAP = 44  # room between rows for the numbered badges
SEQUENCE_HEAD = 92  # the panel's caption, and the first row's badges under it
PILE_SLOT = 92
PILE_CARD = 60
PILES_PER_ROW = 26
STACK = 22  # how thick the thickest pile is drawn
LETTER_ROOM = 42
MINI = 34
LEGEND_ROW = 60
NAME_WIDTH = 560
_INNER = WIDTH - 2 * MARGIN


def draw_love(fortune: LoveFortune, lang: str) -> Image.Image:
    top = sequence_top(fortune)
    legend_top = top + _sequence_height(len(fortune.sequence)) + 16
    height = legend_top + _legend_height(fortune.pairs) + MARGIN
    canvas = page(height)
    heading(canvas, "💘", fortune_label(lang, "love"), lang, 44)
    _name_line(canvas, fortune, lang)
    _piles(canvas, fortune, lang, PILES_TOP)
    _sequence(canvas, fortune, lang, top)
    _legend(canvas, fortune.pairs, lang, legend_top)
    return canvas


def _name_line(canvas: Image.Image, fortune: LoveFortune, lang: str) -> None:
    """The beloved's name, shortened to fit, and how many letters it counts."""
    ts = typesetter()
    name = ts.sprite(clean_name(fortune.name, 64), 32, ROSE, bold=True, max_width=NAME_WIDTH)
    dot = ts.sprite("·", 20, theme.MUTED, bold=True)
    count = ts.sprite(fortune_label(lang, "letters", fortune.letters), SMALL_TEXT, theme.MUTED,
                      direction=direction(lang))
    paste(canvas, row([name, dot, count], 10, is_rtl(lang)), (WIDTH / 2, 92))


# -- the piles ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _PileLayout:
    shown: int  # piles that hold cards: one per letter, up to the 52nd
    per_row: int
    slot: float
    width: int  # of a card
    with_letters: bool  # whether each letter fits under its pile

    @property
    def rows(self) -> int:
        return -(-self.shown // self.per_row)

    @property
    def row_height(self) -> int:
        return card_height(self.width) + STACK + (LETTER_ROOM if self.with_letters else 0)


def _pile_layout(fortune: LoveFortune) -> _PileLayout:
    """Long names take two rows of piles, so that each pile stays wide enough to carry its letter."""
    shown = sum(1 for pile in fortune.piles if pile)
    per_row = -(-shown // -(-shown // PILES_PER_ROW))
    slot = min(PILE_SLOT, (_INNER - 32) / per_row)
    return _PileLayout(shown, per_row, slot, max(8, min(PILE_CARD, round(slot * 0.72))), slot >= 22)


def _piles_height(fortune: LoveFortune) -> int:
    layout = _pile_layout(fortune)
    return 48 + layout.rows * layout.row_height + 16


def _piles(canvas: Image.Image, fortune: LoveFortune, lang: str, top: int) -> None:
    layout = _pile_layout(fortune)
    caption = fortune_label(lang, "piles", fortune.letters) if fortune.letters <= layout.shown else \
        fortune_label(lang, "piles_over", layout.shown, layout.shown)
    panel(canvas, (MARGIN, top, WIDTH - MARGIN, top + _piles_height(fortune)), caption, lang)
    back = card_back(layout.width)
    name_rtl = base_is_rtl(fortune.name, is_rtl(lang))
    ts = typesetter()
    dealt = list(zip(fortune.piles[: layout.shown], _letters_of(fortune.name), strict=False))
    for k, j in enumerate(j for j in _reading_order(fortune.name, name_rtl) if j < len(dealt)):
        pile, (letter, _) = dealt[j]
        line, place = divmod(k, layout.per_row)
        in_line = min(layout.per_row, layout.shown - line * layout.per_row)
        offset = (place - (in_line - 1) / 2) * layout.slot
        x = WIDTH / 2 + (-offset if name_rtl else offset)
        bottom = top + 48 + line * layout.row_height + STACK + card_height(layout.width)
        step = min(2.0, STACK / len(pile))
        paste(canvas, shadowed(back, 4), (x, bottom + 2), "mb")
        for i in range(1, len(pile)):
            paste(canvas, back, (x, bottom - i * step), "mb")
        if layout.with_letters:
            paste(canvas, ts.sprite(letter, SMALL_TEXT, ROSE, bold=True), (x, bottom + LETTER_ROOM / 2 + 2))


def _letters_of(name: str) -> list[tuple[str, int]]:
    """The letters that laid the piles, in the order they were dealt, each counted as the fortune counts it,
    with its place in the name."""
    return [(ch, i) for i, ch in enumerate(unicodedata.normalize("NFC", name)) if letters(ch)]


def _reading_order(name: str, rtl: bool) -> list[int]:
    """The dealt letters in the order the piles are laid from the reader's start: the name as it shows on
    screen, so that the Latin part of a Persian name reads left to right like the name itself, not reversed."""
    on_screen = {at: rank for rank, at in enumerate(visual_order(unicodedata.normalize("NFC", name), rtl))}
    places = [at for _, at in _letters_of(name)]
    by_place = sorted(range(len(places)), key=lambda j: on_screen[places[j]])
    return by_place[::-1] if rtl else by_place


# -- the pack turned over --------------------------------------------------------------------------------


def _rows(count: int) -> int:
    return max(1, -(-count // COLUMNS))


def _sequence_height(count: int) -> int:
    rows = _rows(count)
    return SEQUENCE_HEAD + rows * card_height(CARD) + (rows - 1) * ROW_GAP + 18


def sequence_top(fortune: LoveFortune) -> int:
    return PILES_TOP + _piles_height(fortune) + 16


def card_at(index: int, top: int) -> tuple[float, float]:
    """The centre of the `index`th card read, in the panel whose top is `top`."""
    step = (_INNER - 32) / COLUMNS
    column, line = index % COLUMNS, index // COLUMNS
    height = card_height(CARD)
    return MARGIN + 16 + step * (column + 0.5), top + SEQUENCE_HEAD + line * (height + ROW_GAP) + height / 2


def _sequence(canvas: Image.Image, fortune: LoveFortune, lang: str, top: int) -> None:
    box = (MARGIN, top, WIDTH - MARGIN, top + _sequence_height(len(fortune.sequence)))
    panel(canvas, box, fortune_label(lang, "sequence"), lang)
    read = {i for pair in fortune.pairs for i in (pair.index, pair.index + 1)}
    for i, card in enumerate(fortune.sequence):
        if i not in read:
            paste(canvas, card_sprite(card, CARD, dimmed=True), card_at(i, top))
    for n, pair in enumerate(fortune.pairs, 1):
        first, second = card_at(pair.index, top), card_at(pair.index + 1, top)
        groups = [[(pair.first, first), (pair.second, second)]]
        if first[1] != second[1]:  # the pair runs over the end of a row
            groups = [[(pair.first, first)], [(pair.second, second)]]
        for group in groups:
            picked_out(canvas, group, CARD)
        centre = (first[0] + second[0]) / 2 if len(groups) == 1 else first[0]
        # Above the pair rather than on its edge: the badge is as wide as its digits need.
        paste(canvas, badge(n, lang), (centre, first[1] - card_height(CARD) / 2 - BADGE / 2 - 2))


# -- what the pairs say -----------------------------------------------------------------------------------


def _legend_height(pairs: Sequence[LovePair]) -> int:
    return 48 + max(1, len(pairs)) * LEGEND_ROW + 6


def _legend(canvas: Image.Image, pairs: Sequence[LovePair], lang: str, top: int) -> None:
    box = (MARGIN, top, WIDTH - MARGIN, top + _legend_height(pairs))
    panel(canvas, box, fortune_label(lang, "meanings"), lang)
    rtl = is_rtl(lang)
    meanings = LOVE_MEANING["fa"] if rtl else LOVE_MEANING["en"]
    ts = typesetter()
    x, anchor = (box[2] - 22, "rm") if rtl else (box[0] + 22, "lm")
    if not pairs:
        line = ts.sprite(fortune_label(lang, "no_pair"), SMALL_TEXT, theme.TEXT, direction=direction(lang))
        paste(canvas, line, (x, top + 48 + LEGEND_ROW / 2), anchor)
        return
    for n, pair in enumerate(pairs, 1):
        meaning = ts.sprite(meanings[pair.rank], SMALL_TEXT, theme.TEXT, direction=direction(lang),
                            max_width=_INNER - 200)
        cards = row([card_face(pair.first, MINI), card_face(pair.second, MINI)], 4)
        line = row([badge(n, lang), cards, meaning], 14, rtl)
        paste(canvas, line, (x, top + 48 + (n - 0.5) * LEGEND_ROW), anchor)
