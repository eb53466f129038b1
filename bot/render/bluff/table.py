"""The Bluff table as the group sees it, drawn from `Bluff.public_view()`, for 3 to 15 players.

The seats sit round the edge of the felt in the order of play: seat 0 at the bottom, then to the right, up the
right-hand side, along the top and down the left, as play passes to the right. Each seat shows its player's
name, how many cards they hold and a chip for what is going on there (their turn, their live claim, a pass).
The middle holds the pile, the live claim as "3 × [7]" and, under them, the last challenge with the cards it
turned up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from .. import theme
from ..card_sprites import card_back, card_sprite, glyph
from ..compose import encode, paste, paste_rgba, row
from ..labels import is_rtl, number
from ..ring import MIDDLE, ink_of, room, seat_places, seat_plate
from ..shapes import crown, rounded
from ..text import Typesetter, typesetter
from ..widgets import chip, direction, pill, player_name
from .labels import claim_count, times, word

PLATE = (164, 80)
PILE_AT = (MIDDLE - 88, 282)
CLAIM_AT = (MIDDLE + 88, 282)
CLAIM_BOX = (168, 150)
REVEAL_TOP = 400
REVEAL_BOX = (420, 230)
REVEAL_CARD = 50


def render_bluff_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_bluff_table(view, names, lang))


def draw_bluff_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    for seat, at in enumerate(seat_places(view["players"])):
        _plate(canvas, view, names, lang, seat, at)
    _decks(canvas, view, lang)
    if view["winners"] is not None:
        _game_over(canvas, view, names, lang)
    else:
        _pile(canvas, view, lang)
        _claim(canvas, view, names, lang)
    if view["last_reveal"] is not None:
        _reveal(canvas, view["last_reveal"], names, lang)
    elif view["winners"] is None:
        hint = typesetter().sprite(word(lang, "hint"), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))
        paste(canvas, pill(hint, (0, 0, 0, 80)), (MIDDLE, REVEAL_TOP + REVEAL_BOX[1] / 2))
    return canvas


# -- seats ------------------------------------------------------------------------------------------------


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int,
           at: tuple[int, int]) -> None:
    status = _status(view, seat, lang)
    sprite = _seat_sprite(typesetter(), player_name(names, seat), lang, view["hand_sizes"][seat], *status)
    paste(canvas, sprite, at)


def _status(view: Mapping[str, Any], seat: int, lang: str) -> tuple[str, str | None]:
    """The seat's look (`turn`, `live`, `won`, `gone` or `plain`) and the words on its chip."""
    winners, live = view["winners"], view["live"]
    if winners is not None:
        return ("won", word(lang, "winner")) if seat in winners else ("plain", None)
    if seat in view["out"]:
        return "gone", word(lang, "left")
    if seat in view["finished"]:
        return "won", word(lang, "place", view["finished"].index(seat) + 1)
    if view["turn"] == seat:
        return "turn", word(lang, "to_play")
    if live is not None and live["seat"] == seat:
        return "live", claim_count(lang, live["count"], live["rank"])
    if seat in view["passed"]:
        return "plain", word(lang, "passed")
    return "plain", None


@lru_cache(maxsize=512)
def _seat_sprite(ts: Typesetter, name: str, lang: str, held: int, look: str, words: str | None) -> Image.Image:
    """A seat: the name over the cards in hand on a dark plate, glowing yellow on its turn, framed in gold for a
    live claim or a win; its chip sits on the plate's top edge. The sprite has the ring's halo of margin all round.
    `ts` is in the key so that the two text layout paths never share a cached seat."""
    ink = ink_of(look)
    count = ts.sprite("×" + number(lang, held), theme.SMALL_TEXT, ink, bold=True)
    return seat_plate(ts, name, lang, row([card_back(12), count], 4) if held else count, look, words, PLATE, 22)


# -- the middle -------------------------------------------------------------------------------------------


def _decks(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    decks = word(lang, "decks" if view["decks"] > 1 else "deck", view["decks"])
    text = decks + " · " + word(lang, "plays", view["plays"])
    sprite = typesetter().sprite(text, theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))
    paste(canvas, pill(sprite, (0, 0, 0, 80)), (MIDDLE, 168))


def _pile(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The pile as a stack of backs, higher the more it holds, with its size under it."""
    size = view["pile"]
    x, y = PILE_AT
    if size:
        paste(canvas, _stack(min(size, 8)), (x, y))
    else:
        paste(canvas, rounded((76, 106), 9, (0, 0, 0, 40), theme.FELT_LINE, 2), (x, y))
    caption = typesetter().sprite(word(lang, "pile", size), theme.SMALL_TEXT, theme.TEXT, bold=True,
                                  direction=direction(lang))
    paste(canvas, pill(caption), (x, y + 84))


@cache
def _stack(layers: int) -> Image.Image:
    back = card_back(76)
    step = 3
    out = Image.new("RGBA", (back.width + step * (layers - 1), back.height + step * (layers - 1)))
    for i in range(layers):
        out.alpha_composite(back, (i * step, (layers - 1 - i) * step))
    return out


def _claim(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The live claim on a card-white board, or who opens the new round."""
    ts = typesetter()
    live = view["live"]
    board = rounded(CLAIM_BOX, 18, theme.CARD_FACE, theme.GOLD, 3)
    x, y = CLAIM_AT
    paste(canvas, board, (x, y))
    top, bottom = y - CLAIM_BOX[1] / 2, y + CLAIM_BOX[1] / 2
    if live is None:
        paste(canvas, ts.sprite(word(lang, "new_round"), theme.SMALL_TEXT, theme.INK, bold=True,
                                direction=direction(lang)),
              (x, y - 30))
        paste(canvas, ts.sprite(player_name(names, view["turn"]), theme.SMALL_TEXT, theme.INK, bold=True,
                                max_width=CLAIM_BOX[0] - 20), (x, y + 10))
        paste(canvas, ts.sprite(word(lang, "opens"), theme.SMALL_TEXT, theme.INK, direction=direction(lang)), (x,
                                                                                                               y + 36))
        return
    paste(canvas, ts.sprite(word(lang, "live_claim"), theme.SMALL_TEXT, theme.INK, direction=direction(lang)),
          (x, top + 18))
    paste(canvas, claim_sprite(ts, lang, live["count"], live["rank"], 44), (x, y + 2))
    paste(canvas, ts.sprite(player_name(names, live["seat"]), theme.SMALL_TEXT, theme.INK, bold=True,
                            max_width=CLAIM_BOX[0] - 20), (x, bottom - 22))


@lru_cache(maxsize=128)
def claim_sprite(ts: Typesetter, lang: str, count: int, rank: str, size: int) -> Image.Image:
    """`3 × [7]`, `۳ تا [7]`: the count in the language's digits, the rank as the card's own index on a small
    card. `ts` is in the key so that the two text layout paths never share a cached claim."""
    figure = ts.sprite(number(lang, count), size, theme.INK, bold=True)
    between = ts.sprite(times(lang), round(size * 0.6), theme.MUTED, bold=True)
    index = glyph(rank, round(size * 0.7), theme.INK)
    tile = rounded((max(index.width + size // 2, round(size * 0.8)), round(size * 1.1)), size // 6, theme.CARD_FACE,
                   theme.INK, 2).copy()
    paste_rgba(tile, index, (tile.width / 2, tile.height / 2))
    return row([figure, between, tile], max(4, size // 8), is_rtl(lang))


def _reveal(canvas: Image.Image, reveal: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The last challenge: whose claim, the verdict, the cards it turned up, who called and who took the pile."""
    ts = typesetter()
    rtl, ltr = is_rtl(lang), direction(lang)
    panel = rounded(REVEAL_BOX, 20, (0, 0, 0, 120), theme.FELT_LINE, 1)
    top = REVEAL_TOP
    paste(canvas, panel, (MIDDLE, top), "mt")
    claim = row([ts.sprite(player_name(names, reveal["seat"]), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=170),
                 _light_claim(lang, len(reveal["cards"]), reveal["rank"])], 8, rtl)
    verdict_key, fill = ("truthful", theme.FELT_LINE) if reveal["truthful"] else ("bluffed", theme.CARD_RED)
    verdict = chip(word(lang, verdict_key), fill, theme.TEXT, theme.SMALL_TEXT)
    paste(canvas, row([claim, verdict], 12, rtl), (MIDDLE, top + 24))
    paste(canvas, _fan(tuple(reveal["cards"]), REVEAL_BOX[0] - 40), (MIDDLE, top + 92))
    called = row([ts.sprite(word(lang, "called_by"), theme.SMALL_TEXT, theme.MUTED, direction=ltr),
                  ts.sprite(player_name(names, reveal["caller"]), theme.SMALL_TEXT, theme.TEXT, bold=True,
                            max_width=REVEAL_BOX[0] - 150)], 5, rtl)
    took = row([ts.sprite(player_name(names, reveal["loser"]), theme.SMALL_TEXT, theme.TEXT, bold=True,
                          max_width=REVEAL_BOX[0] - 190),
                ts.sprite(word(lang, "took", reveal["taken"]), theme.SMALL_TEXT, theme.MUTED, direction=ltr)], 5, rtl)
    # Who called and who took the pile take a line each: names that can be read do not fit on one.
    paste(canvas, called, (MIDDLE, top + REVEAL_BOX[1] - 58))
    paste(canvas, took, (MIDDLE, top + REVEAL_BOX[1] - 24))


def _light_claim(lang: str, count: int, rank: str) -> Image.Image:
    """The claim as text on the dark panel: `3 × 7`."""
    return typesetter().sprite(claim_count(lang, count, rank), theme.SMALL_TEXT, theme.TURN, bold=True)


@lru_cache(maxsize=64)
def _fan(cards: tuple[str, ...], width: int) -> Image.Image:
    """Face-up cards side by side, overlapping when too many for `width`."""
    sprites = [card_sprite(card, REVEAL_CARD) for card in cards]
    each = sprites[0].width
    step = min(each + 4, (width - each) // max(1, len(sprites) - 1))
    out = Image.new("RGBA", (each + step * (len(sprites) - 1), sprites[0].height))
    for i, sprite in enumerate(sprites):
        out.alpha_composite(sprite, (i * step, 0))
    return out


def _game_over(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The winners on a gold-edged board where the pile and claim were; the reason when it was not an empty
    hand."""
    ts = typesetter()
    rtl = is_rtl(lang)
    head = row([crown(30, theme.GOLD), ts.sprite(word(lang, "winner"), 24, theme.GOLD, bold=True,
                                                 direction=direction(lang))], 10, rtl)
    winners = [ts.sprite(player_name(names, s), theme.SMALL_TEXT, theme.TEXT, bold=True,
                         max_width=320) for s in view["winners"]]
    lines = [head, *winners[:4]]
    if view["ending"] != "emptied":
        lines.append(ts.sprite(word(lang, f"ending_{view['ending']}"), theme.SMALL_TEXT, theme.MUTED,
                               direction=direction(lang)))
    height = sum(line.height for line in lines) + 8 * (len(lines) - 1)
    board = rounded((372, height + 28), 22, (12, 18, 30, 235), theme.GOLD, 2).copy()
    y = 14
    for line in lines:
        paste_rgba(board, line, (board.width / 2, y), "mt")
        y += line.height + 8
    paste(canvas, board, (MIDDLE, 290))
