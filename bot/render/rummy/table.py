"""The Rummy table as the group sees it, drawn from `Rummy.public_view()`: two seats, the piles between them.

Each seat shows its player's name, a fan of backs for the cards held and the score against the target; the seat
to move glows. The middle holds the stock (a stack of backs with its size) and the discard pile's top card, the
deal's number, and once a deal has ended, both hands as they were shown: melds and the deadwood counted.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any

from PIL import Image

from bot.i18n.glossary import TERMS, capital

from .. import theme
from ..card_sprites import overlapped
from ..compose import encode, paste, paste_rgba, row
from ..hidden_hand import counted_fan
from ..labels import is_rtl, word_in
from ..piles import piles_sprite
from ..ring import MIDDLE, ink_of, room, seat_places, seat_plate
from ..shapes import crown, rounded
from ..text import Typesetter, typesetter
from ..widgets import direction, pill, player_name

PLATE = (300, 96)
BACK = 16
PILES_Y = 300
DEAL_Y = 170
LAST_TOP = 430
LAST_BOX = (640, 200)
SHOWN_CARD = 40

_WORDS: dict[str, dict[str, str]] = {
    "fa": {
        "draws": "برمی‌دارد",
        "discards": "می‌اندازد",
        "winner": "برنده",
        "left": "رفت",
        "stock": "دسته: {}",
        "discard": "روی زمین",
        "deal": TERMS["fa"]["hand"] + " {}",
        "dealer": TERMS["fa"]["dealer"] + ": ",
        "score": "{} از {}",
        "went_out": "جور شد: +{}",
        "deadwood": "بی‌جفت {}",
        "void": TERMS["fa"]["hand"] + " بی‌نتیجه: دسته تمام شد",
        "last": TERMS["fa"]["hand"] + " قبل",
        "tie": "مساوی",
        "took": "از زمین برداشت:",
        "sep": "،",  # a middle dot beside Persian digits reads as a zero
    },
    "en": {
        "draws": "To draw",
        "discards": "To discard",
        "winner": "Winner",
        "left": "Left",
        "stock": "Stock: {}",
        "discard": "Discard",
        "deal": capital("en", "hand") + " {}",
        "dealer": capital("en", "dealer") + ": ",
        "score": "{} / {}",
        "went_out": "went out: +{}",
        "deadwood": "deadwood {}",
        "void": f"Void {TERMS['en']['hand']}: the stock ran out",
        "last": f"Last {TERMS['en']['hand']}",
        "tie": "Tie",
        "took": "took from the pile:",
        "sep": "·",
    },
}


word = partial(word_in, _WORDS)


def render_rummy_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_rummy_table(view, names, lang))


def draw_rummy_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    ts, rtl, ltr = typesetter(), is_rtl(lang), direction(lang)
    for seat, at in enumerate(seat_places(2)):
        look, words = _status(view, seat, lang)
        score = word(lang, "score", view["scores"][seat], view["target"])
        paste(canvas, _seat_sprite(ts, player_name(names, seat), lang, view["hand_sizes"][seat], score, look, words),
              at)
    deal = row([ts.sprite(word(lang, "deal", view["deal"] + 1), theme.SMALL_TEXT, theme.TEXT, bold=True, direction=ltr),
                ts.sprite(word(lang, "sep"), theme.SMALL_TEXT, theme.MUTED, bold=True),
                ts.sprite(word(lang, "dealer"), theme.SMALL_TEXT, theme.MUTED, direction=ltr),
                ts.sprite(player_name(names, view["dealer"]), theme.SMALL_TEXT, theme.TEXT, bold=True,
                          max_width=200)], 6, rtl)
    paste(canvas, pill(deal), (MIDDLE, DEAL_Y))
    if view["phase"] == "over":
        _game_over(canvas, view, names, lang)
    else:
        paste(canvas, piles_sprite(view["stock"], view["discard_top"], word(lang, "stock", view["stock"]),
                                   word(lang, "discard"), rtl), (MIDDLE, PILES_Y))
    if view["last_deal"] is not None and (view["phase"] == "over" or len(view["discards"]) <= 1):
        _last_deal(canvas, view["last_deal"], names, lang)
    elif view["phase"] != "over":
        _taken(canvas, view, names, lang)
    return canvas


def _status(view: Mapping[str, Any], seat: int, lang: str) -> tuple[str, str | None]:
    if view["phase"] == "over":
        if view["ending"] == "left" and view["winner"] != seat:
            return "gone", word(lang, "left")
        return ("won", word(lang, "winner")) if view["winner"] == seat else ("plain", None)
    if view["turn"] == seat:
        return "turn", word(lang, "draws" if view["phase"] == "draw" else "discards")
    return "plain", None


@lru_cache(maxsize=256)
def _seat_sprite(ts: Typesetter, name: str, lang: str, held: int, score: str, look: str,
                 words: str | None) -> Image.Image:
    """`ts` is in the key so that the two text layout paths never share a cached seat."""
    fan = counted_fan(lang, held, BACK, 150, ink_of(look))
    points = ts.sprite(score, theme.SMALL_TEXT, theme.TURN if look == "turn" else theme.TEXT, bold=True)
    return seat_plate(ts, name, lang, row([fan, points], 24, is_rtl(lang)), look, words, PLATE, 20)


def _taken(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The cards each player took from the discard pile and still holds: everyone saw them taken."""
    ts, rtl, ltr = typesetter(), is_rtl(lang), direction(lang)
    rows = [(seat, tuple(view["known"][seat])) for seat in (1, 0) if view["known"][seat]]  # the top seat first
    for i, (seat, cards) in enumerate(rows):
        who = row([ts.sprite(player_name(names, seat), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=200),
                   ts.sprite(word(lang, "took"), theme.SMALL_TEXT, theme.MUTED, direction=ltr)], 6, rtl)
        shown = overlapped(cards, SHOWN_CARD, SHOWN_CARD * 3 // 4)
        paste(canvas, pill(row([who, shown], 12, rtl), (0, 0, 0, 80)), (MIDDLE, LAST_TOP + 40 + i * 90))


def _last_deal(canvas: Image.Image, last: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """Both hands as they were shown when the last deal ended: melds apart, the deadwood after a gap."""
    ts, rtl, ltr = typesetter(), is_rtl(lang), direction(lang)
    paste(canvas, rounded(LAST_BOX, 20, (0, 0, 0, 110), theme.FELT_LINE, 1), (MIDDLE, LAST_TOP), "mt")
    head = ts.sprite(word(lang, "last"), theme.SMALL_TEXT, theme.MUTED, direction=ltr)
    paste(canvas, head, (MIDDLE, LAST_TOP + 16))
    if last["void"]:
        paste(canvas, ts.sprite(word(lang, "void"), theme.SMALL_TEXT, theme.TEXT, bold=True, direction=ltr),
              (MIDDLE, LAST_TOP + LAST_BOX[1] / 2))
        return
    winner = last["winner"]
    for i, seat in enumerate((winner, 1 - winner)):
        hand = last["hands"][seat]
        y = LAST_TOP + 66 + i * 86
        if seat == winner:
            verdict = ts.sprite(word(lang, "went_out", last["points"]), theme.SMALL_TEXT, theme.TURN, bold=True,
                                direction=ltr)
        else:
            verdict = ts.sprite(word(lang, "deadwood", hand["points"]), theme.SMALL_TEXT, theme.MUTED, bold=True,
                                direction=ltr)
        who = row([ts.sprite(player_name(names, seat), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=140),
                   verdict], 6, rtl)
        cards = _shown_hand(tuple(tuple(m) for m in hand["melds"]), tuple(hand["deadwood"]))
        paste(canvas, row([who, cards], 12, rtl), (MIDDLE, y))


@lru_cache(maxsize=64)
def _shown_hand(melds: tuple[tuple[str, ...], ...], deadwood: tuple[str, ...]) -> Image.Image:
    """Each meld's cards overlapping, a gap between melds, the deadwood dimmed at the end."""
    groups = [overlapped(meld, SHOWN_CARD, SHOWN_CARD // 2) for meld in melds]
    if deadwood:
        groups.append(overlapped(deadwood, SHOWN_CARD, SHOWN_CARD // 2, dimmed=True))
    return row(groups, 10)


def _game_over(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    ts, rtl, ltr = typesetter(), is_rtl(lang), direction(lang)
    winner = view["winner"]
    board = rounded((372, 120), 22, (12, 18, 30, 235), theme.GOLD, 2).copy()
    head = row([crown(28, theme.GOLD), ts.sprite(word(lang, "winner" if winner is not None else "tie"), 22,
                                                 theme.GOLD, bold=True, direction=ltr)], 10, rtl)
    paste_rgba(board, head, (board.width / 2, 36))
    if winner is not None:
        paste_rgba(board, ts.sprite(player_name(names, winner), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=330),
                   (board.width / 2, 84))
    paste(canvas, board, (MIDDLE, PILES_Y))
