"""The Golf table as the group sees it, drawn from `Golf.public_view()`, for 2 to 16 players and every variant.

Each seat shows its player's name over its layout as the variant lays it out (rows x columns, a grown layout in
extra rows): face-up cards as faces, face-down ones as backs, empty cells as outlines; its chip carries the
running total. The seat to play glows. The middle holds the stock with its size and the discard top, and the
hole number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any

from PIL import Image

from bot.i18n.glossary import TERMS

from .. import theme
from ..card_sprites import card_face, card_height
from ..compose import encode, paste
from ..labels import is_rtl, word_in
from ..piles import piles_sprite
from ..ring import CHIP_RING, HEIGHT, MIDDLE, RING, WIDTH, room, seat_places, seat_plate
from ..shapes import rounded
from ..text import Typesetter, typesetter
from ..widgets import direction, pill, player_name

GAP = 3
# Up to four seats have room for bigger plates and cards; more take the small ones, so that eight fit, and more
# than eight (four-card Golf) the chip games' ring of smaller plates, whose steps they stay within.
PLATE_WIDTH = {"big": 224, "small": 176, "tiny": 136}
CARD = {"big": 46, "small": 36, "tiny": 20}  # a layout card's width at most: narrower for wide layouts
TALL_CARD = {"big": 34, "small": 26, "tiny": 20}  # three rows or more
NAME_ROOM = {"big": 50, "small": 50, "tiny": 40}  # the plate's top, above the layout, for the name
RINGS = {"big": RING, "small": RING, "tiny": CHIP_RING}
# A face-down card in a layout is plain: the deck's patterned back, shrunk to a grid cell, is a fine-grained
# texture that JPEG spends most of the image's bytes on (up to 80 of them at a table) and that reads as noise.
BACK_BLUE = (30, 58, 160)

_WORDS: dict[str, dict[str, str]] = {
    "fa": {"stock": "دسته: {}", "discard": "زمین", "hole": TERMS["fa"]["hand"] + " {} از {}",
           "hole_open": TERMS["fa"]["hand"] + " {}",
           "turn": "نوبت", "total": "جمع {}"},
    "en": {"stock": "Stock: {}", "discard": "Discard", "hole": "Hole {} of {}", "hole_open": "Hole {}",
           "turn": "To play", "total": "Total {}"},
}


word = partial(word_in, _WORDS)


def render_golf_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_golf_table(view, names, lang))


def draw_golf_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    ts = typesetter()
    cols, players = view["cols"], view["players"]
    size = seat_size(players)
    for seat, (x, y) in enumerate(seat_places(players, RINGS[size])):
        cells = tuple(view["layouts"][seat])
        turn = view["turn"] == seat
        look = "turn" if turn else "won" if seat in view["winners"] else "plain"
        words = word(lang, "total", view["totals"][seat])
        sprite = _seat_sprite(ts, player_name(names, seat), lang, cells, cols, size, look, words)
        # big plates and tall layouts stay inside the image
        paste(canvas, sprite, (inside(x, sprite.width, WIDTH), inside(y, sprite.height, HEIGHT)))
    middle = piles_sprite(view["stock"], view["discard_top"], word(lang, "stock", view["stock"]),
                          word(lang, "discard"), is_rtl(lang))
    paste(canvas, middle, (MIDDLE, HEIGHT / 2 + 10))
    hole = (word(lang, "hole", view["hole"] + 1, view["holes"]) if not view["target"]
            else word(lang, "hole_open", view["hole"] + 1))
    if view["phase"] == "over":
        hole = word(lang, "hole_open", view["hole"])
    paste(canvas, pill(ts.sprite(hole, theme.SMALL_TEXT, theme.TEXT, bold=True, direction=direction(lang))),
          (MIDDLE, HEIGHT / 2 - 100))
    return canvas


def seat_size(players: int) -> str:
    return "big" if players <= 4 else "small" if players <= 8 else "tiny"


def inside(centre: float, size: int, room_size: int) -> float:
    return min(max(centre, size / 2), room_size - size / 2)


@lru_cache(maxsize=512)
def _seat_sprite(ts: Typesetter, name: str, lang: str, cells: tuple[str | None, ...], cols: int, size: str,
                 look: str, words: str) -> Image.Image:
    """`ts` is in the key so that the two text layout paths never share a cached seat."""
    grid = _grid(cells, cols, size)
    plate = (PLATE_WIDTH[size], NAME_ROOM[size] + grid.height + 10)
    return seat_plate(ts, name, lang, grid, look, words, plate, (NAME_ROOM[size] - 10) // 2 + 2, RINGS[size])


@lru_cache(maxsize=512)
def _grid(cells: tuple[str | None, ...], cols: int, size: str) -> Image.Image:
    """The layout in rows of `cols`: a face for a face-up card, a back for a face-down one (`?`), an outline
    for an empty cell. Always as wide as a full row, so the plates line up."""
    rows = max(1, -(-len(cells) // cols))
    width = min(CARD[size] if rows < 3 else TALL_CARD[size], (PLATE_WIDTH[size] - 16) // cols - GAP)
    height = card_height(width)
    out = Image.new("RGBA", (cols * (width + GAP) - GAP, rows * (height + GAP) - GAP))
    for i, card in enumerate(cells):
        sprite = (rounded((width, height), 3, (0, 0, 0, 40), theme.FELT_LINE, 1) if card is None
                  else plain_back(width) if card == "?" else card_face(card, width))
        out.alpha_composite(sprite, ((i % cols) * (width + GAP), (i // cols) * (height + GAP)))
    return out



def plain_back(width: int) -> Image.Image:
    """A card back in flat colours: a blue field in a white edge."""
    return rounded((width, card_height(width)), 3, BACK_BLUE, theme.CARD_FACE, 2)
