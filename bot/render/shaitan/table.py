"""The Shaitan table as the group sees it, drawn from `Shaitan.public_view()`, for 2 to 12 players.

Each seat shows its player's name and a fan of backs, one per card held, with the count; the seat to draw
glows and the seat it draws from wears a chip saying so. The middle holds the last draw (who drew which
position from whom, and the pair it made), the pairs thrown so far, and at the end who was left holding the
joker. Nothing here depends on where the joker is while the game runs: only counts, positions and pairs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any

from PIL import Image

from .. import theme
from ..card_sprites import card_sprite, overlapped
from ..compose import encode, paste, paste_rgba, row
from ..hidden_hand import counted_fan
from ..labels import is_rtl, word_in
from ..ring import MIDDLE, ink_of, room, seat_places, seat_plate
from ..shapes import crown, rounded
from ..text import Typesetter, typesetter
from ..widgets import direction, pill, player_name

PLATE = (164, 92)
BACK = 16  # width of a back in a seat's fan
PANEL = (420, 168)
LAST_TOP = 190
PAIRS_TOP = 372
PAIR_CARD = 38
RECENT_PAIRS = 5  # as many as fit between the seats on the sides

_WORDS: dict[str, dict[str, str]] = {
    "fa": {
        "draws": "می‌کشد",
        "from": "کشیده می‌شود",
        "out": "بیرون",
        "left": "رفت",
        "devil": "شیطان!",
        "drew": "برگ {} را از",
        "drew_after": "کشید",
        "sep": "،  ",
        "no_pair": "جفت نشد",
        "pairs": "جفت‌های ریخته: {}",
        "draw_count": "کشیدن {}",
        "first": "بازی شروع شد: اول جفت‌ها ریخته شد",
        "loser": "جوکر ماند دست",
        "no_loser": "بقیه بازی را ترک کردند",
    },
    "en": {
        "draws": "Draws",
        "from": "Drawn from",
        "out": "Out",
        "left": "Left",
        "devil": "Shaitan!",
        "drew": "drew card {} from",
        "drew_after": "",
        "sep": "  ·  ",
        "no_pair": "no pair",
        "pairs": "Pairs thrown: {}",
        "draw_count": "draw {}",
        "first": "The deal: pairs thrown first",
        "loser": "Left holding the joker:",
        "no_loser": "Everyone else left",
    },
}


word = partial(word_in, _WORDS)


def render_shaitan_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_shaitan_table(view, names, lang))


def draw_shaitan_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    ts = typesetter()
    for seat, at in enumerate(seat_places(view["players"])):
        look, words = _status(view, seat, lang)
        paste(canvas, _seat_sprite(ts, player_name(names, seat), lang, view["hand_sizes"][seat], look, words), at)
    if view["phase"] == "over":
        _game_over(canvas, view, names, lang)
    else:
        _last_draw(canvas, view, names, lang)
    _pairs(canvas, view, lang)
    return canvas


def _status(view: Mapping[str, Any], seat: int, lang: str) -> tuple[str, str | None]:
    """The seat's look (as `ring.seat_plate` takes it) and the words on its chip."""
    if seat in view["left"]:
        return "gone", word(lang, "left")
    if view["loser"] == seat:
        return "live", word(lang, "devil")
    if seat in view["out"]:
        return "won", word(lang, "out")
    if view["turn"] == seat:
        return "turn", word(lang, "draws")
    if view["source"] == seat:
        return "live", word(lang, "from")
    return "plain", None


@lru_cache(maxsize=512)
def _seat_sprite(ts: Typesetter, name: str, lang: str, held: int, look: str, words: str | None) -> Image.Image:
    """`ts` is in the key so that the two text layout paths never share a cached seat."""
    fan = counted_fan(lang, held, BACK, PLATE[0] - 24, ink_of(look))
    return seat_plate(ts, name, lang, fan, look, words, PLATE, 20)


def _last_draw(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """Who drew which position from whom, and the pair it made (a card that made none stays unseen)."""
    ts, rtl, ltr = typesetter(), is_rtl(lang), direction(lang)
    top = LAST_TOP
    paste(canvas, rounded(PANEL, 20, (0, 0, 0, 110), theme.FELT_LINE, 1), (MIDDLE, top), "mt")
    last = view["last_draw"]
    if last is None:
        paste(canvas, ts.sprite(word(lang, "first"), theme.SMALL_TEXT, theme.TEXT, bold=True, direction=ltr),
              (MIDDLE, top + PANEL[1] / 2))
        return
    # The drawer on a line of his own: with names that can be read, the whole sentence does not fit on one.
    drawer = ts.sprite(player_name(names, last["drawer"]), theme.SMALL_TEXT, theme.TURN, bold=True,
                       max_width=PANEL[0] - 40)
    parts = [ts.sprite(word(lang, "drew", last["position"]), theme.SMALL_TEXT, theme.TEXT, direction=ltr),
             ts.sprite(player_name(names, last["source"]), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=170)]
    if word(lang, "drew_after"):
        parts.append(ts.sprite(word(lang, "drew_after"), theme.SMALL_TEXT, theme.TEXT, direction=ltr))
    paste(canvas, drawer, (MIDDLE, top + 24))
    paste(canvas, row(parts, 6, rtl), (MIDDLE, top + 56))
    if last["paired"]:
        paste(canvas, overlapped(tuple(last["paired"]), 58, 58 * 2 // 3), (MIDDLE, top + 118))
    else:
        paste(canvas, ts.sprite(word(lang, "no_pair"), theme.SMALL_TEXT, theme.MUTED, direction=ltr), (MIDDLE,
                                                                                                       top + 118))


def _pairs(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The count of pairs thrown and of draws made, over the latest pairs face up."""
    ts = typesetter()
    pairs = view["pairs"]
    # A middle dot beside Persian digits reads as a zero: Persian separates with a comma.
    text = word(lang, "pairs", len(pairs)) + word(lang, "sep") + word(lang, "draw_count", view["draws"])
    paste(canvas, pill(ts.sprite(text, theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))), (MIDDLE, PAIRS_TOP))
    recent = [tuple(p["cards"]) for p in pairs[-RECENT_PAIRS:]]
    if recent:
        sprites = [overlapped(pair, PAIR_CARD, PAIR_CARD * 2 // 3) for pair in recent]
        paste(canvas, row(sprites, 8), (MIDDLE, PAIRS_TOP + 62))


def _game_over(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """Who was left holding the joker, with the joker itself: the game is over, so it may show."""
    ts, rtl, ltr = typesetter(), is_rtl(lang), direction(lang)
    board = rounded(PANEL, 22, (12, 18, 30, 235), theme.GOLD, 2).copy()
    loser = view["loser"]
    if loser is None:
        paste_rgba(board, row([crown(26, theme.GOLD), ts.sprite(word(lang, "no_loser"), theme.SMALL_TEXT, theme.GOLD,
                                                                bold=True,
                                                                 direction=ltr)], 10, rtl), (PANEL[0] / 2, 75))
    else:
        paste_rgba(board, ts.sprite(word(lang, "loser"), theme.SMALL_TEXT, theme.MUTED, direction=ltr), (PANEL[0] / 2,
                                                                                                         24))
        who = ts.sprite(player_name(names, loser), theme.SMALL_TEXT, theme.GOLD, bold=True, max_width=PANEL[0] - 110)
        paste_rgba(board, row([card_sprite("JK", 44), who], 12, rtl), (PANEL[0] / 2, 88))
    paste(canvas, board, (MIDDLE, LAST_TOP), "mt")
