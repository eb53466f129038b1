"""The fortune images: small JPEGs in both languages and both text layout paths, any name drawn, the pairs that
were read and the cards that went home shown where the procedure puts them."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from PIL import Image, ImageChops, ImageStat, features

from bot.fortune import LoveFortune, NameWithoutLetters, daily, love, love_from_deck, marriage
from bot.games.cards import standard_deck
from bot.render import text
from bot.render.card_sprites import card_back
from bot.render.card_sprites import card_height as sprite_height
from bot.render.fortune import render_daily, render_love, render_marriage
from bot.render.fortune_love import CARD, NAME_WIDTH, card_at, draw_love, sequence_top
from bot.render.fortune_marriage import CELL, cell_centre, draw_marriage
from bot.render.fortune_parts import ROSE, WIDTH
from bot.render.text import Typesetter
from bot.render.theme import CARD_FACE, GOLD
from tests.imaging import decode

MAX_BYTES = 340 * 1024  # 52 cards face up and as many piles, with captions a phone can read: more than a table
ODD_NAMES = {
    "a hundred letters": "ا" * 50 + "b" * 50,
    "emoji": "🌹 Sara 💖 👩‍❤️‍👨",
    "mixed scripts": "Maryam مریم Sara سارا",
    "html": "<b>Ali</b> & <i>Reza</i>",
    "bidi controls": "\u202eevil\u202c \u200fمریم\u200e",
    "one letter": "ع",
    "new lines": "Sara\nJan",
}


def is_small_jpeg(data: bytes) -> Image.Image:
    image = decode(data)
    assert image.format == "JPEG" and image.width == WIDTH and len(data) <= MAX_BYTES
    return image


RENDERS: dict[str, Callable[[str], bytes]] = {
    "love": lambda lang: render_love(love("مریم", 7), lang),
    "marriage": lambda lang: render_marriage(marriage(1), lang),
    "daily": lambda lang: render_daily(daily(42, date(2025, 3, 21)), lang),
}


@pytest.mark.parametrize("kind", RENDERS)
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_each_fortune_is_a_small_jpeg(layout: str, kind: str, lang: str) -> None:
    is_small_jpeg(RENDERS[kind](lang))


@pytest.mark.parametrize("name", ODD_NAMES.values(), ids=ODD_NAMES.keys())
def test_any_name_with_a_letter_draws(layout: str, name: str) -> None:
    for lang in ("fa", "en"):
        is_small_jpeg(render_love(love(name, 3), lang))


@pytest.mark.parametrize("name", ["", "   ", "🌹💖", "123 !?", "\u200c\u200f"])
def test_a_name_without_letters_never_reaches_the_image(name: str) -> None:
    with pytest.raises(NameWithoutLetters):
        love(name, 3)


def test_a_long_name_is_shortened_to_its_place() -> None:
    image = draw_love(love("Bartholomew" * 9, 3), "en")
    band = image.crop((0, 75, WIDTH, 110))
    rose = [x for x in range(band.width) for y in range(band.height) if _near(band.getpixel((x, y)), ROSE)]
    assert rose and max(rose) - min(rose) <= NAME_WIDTH


def test_the_same_fortune_draws_the_same_image() -> None:
    assert render_love(love("Sara", 9), "fa") == render_love(love("Sara", 9), "fa")
    assert render_marriage(marriage(9), "en") == render_marriage(marriage(9), "en")
    day = date(2025, 3, 21)
    assert render_daily(daily(7, day), "fa") == render_daily(daily(7, day), "fa")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_only_the_pairs_that_were_read_are_picked_out_in_gold(lang: str) -> None:
    """The rule file's worked example 2: pairs at 8, 27, 36, 40 and 49 of the cards read."""
    fortune = love("مریم", 7)
    assert [pair.index for pair in fortune.pairs] == [8, 27, 36, 40, 49]
    read = {i for pair in fortune.pairs for i in (pair.index, pair.index + 1)}
    image = draw_love(fortune, lang)
    for i in range(len(fortune.sequence)):
        assert _is_gold(image.getpixel(_above_card(fortune, i))) == (i in read), i


def test_a_pair_that_runs_over_the_end_of_a_row_is_picked_out_on_both_rows() -> None:
    deck = standard_deck()
    deck[0], deck[12] = deck[12], deck[0]  # A♣ ends the first row, beside A♦ at the start of the second
    fortune = love_from_deck("x", deck)  # one letter: the cards are read as dealt
    assert [pair.index for pair in fortune.pairs] == [12]
    image = draw_love(fortune, "en")
    assert _is_gold(image.getpixel(_above_card(fortune, 12))) and _is_gold(image.getpixel(_above_card(fortune, 13)))


def test_no_pair_draws_the_spread_without_gold() -> None:
    fortune = love_from_deck("علی", standard_deck())
    assert not fortune.pairs
    image = draw_love(fortune, "fa")
    assert not any(_is_gold(image.getpixel(_above_card(fortune, i))) for i in range(52))


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_cards_that_went_home_are_face_up_position_one_at_the_top_left(lang: str) -> None:
    """Worked example 2 (seed 1): cells 4, 5, 7, 9, 10 and 15 are filled; the grid runs left to right in an RTL
    chat too."""
    fortune = marriage(1)
    assert fortune.face_up == {4, 5, 7, 9, 10, 15}
    image = draw_marriage(fortune, lang)
    back = card_back(CELL).getpixel((6, sprite_height(CELL) // 2))
    assert isinstance(back, tuple) and not _near(back, CARD_FACE)
    for position in range(1, 17):
        x, y = cell_centre(lang, position)
        edge = image.getpixel((round(x - CELL / 2 + 6), round(y)))
        assert _near(edge, CARD_FACE if position in fortune.face_up else back[:3]), position
    assert cell_centre(lang, 1)[0] < cell_centre(lang, 2)[0] and cell_centre(lang, 1)[1] < cell_centre(lang, 5)[1]


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow cannot load raqm (libfribidi) here")
def test_both_layout_paths_draw_nearly_the_same_spread(monkeypatch: pytest.MonkeyPatch) -> None:
    images = []
    for raqm in (True, False):
        monkeypatch.setattr(text, "_active", Typesetter(raqm=raqm))
        images.append(draw_love(love(ODD_NAMES["mixed scripts"], 7), "fa"))
    difference = ImageStat.Stat(ImageChops.difference(*images)).mean
    assert max(difference) < 2, difference  # out of 255: only glyph edges differ


def _above_card(fortune: LoveFortune, index: int) -> tuple[int, int]:
    """Just above the top edge of a card, off its centre where a pair's number sits: gold only when the card
    lies on a pair's plate."""
    x, y = card_at(index, sequence_top(fortune))
    return round(x - CARD / 4), round(y - sprite_height(CARD) / 2 - 2)


def _is_gold(pixel: object) -> bool:
    return _near(pixel, GOLD, 40)


def _near(pixel: object, colour: tuple[int, ...], tolerance: int = 24) -> bool:
    assert isinstance(pixel, tuple)
    return all(abs(int(p) - c) <= tolerance for p, c in zip(pixel[:3], colour, strict=True))
