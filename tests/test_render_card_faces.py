"""Every card code a game uses has a face from the deck in data/cards/, at every size the renderer draws."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from bot.games.cards import standard_deck
from bot.render.card_sprites import card_back, card_face, card_height, card_sprite

JOKERS = ("JK", "JKR", "JKB")


def _red_share(image: Image.Image) -> float:
    r, g, b = image.convert("RGB").split()
    red = ImageChops.multiply(r.point(lambda v: 255 if v > 150 else 0),
                              ImageChops.invert(ImageChops.lighter(g, b)).point(lambda v: 255 if v > 175 else 0))
    return red.histogram()[255] / (image.width * image.height)


@pytest.mark.parametrize("width", [34, 38, 74, 96, 220])  # from a love fortune's pair to the daily card
def test_every_card_has_a_face_of_its_size(width: int) -> None:
    for card in (*standard_deck(), *JOKERS):
        face = card_face(card, width)
        assert face.size == (width, card_height(width)), card
        assert face.getchannel("A").getpixel((width // 2, card_height(width) // 2)) == 255, card


def test_faces_differ_from_card_to_card() -> None:
    faces = [card_face(card, 38).tobytes() for card in (*standard_deck(), "JKR", "JKB")]
    assert len(set(faces)) == len(faces)


def test_a_deck_index_does_not_change_the_face() -> None:
    assert not ImageChops.difference(card_face("QS#1", 96), card_face("QS", 96)).getbbox()


def test_the_colour_and_black_jokers_differ_and_the_one_joker_is_the_colour_one() -> None:
    assert _red_share(card_face("JKR", 96)) > 0.02
    assert _red_share(card_face("JKB", 96)) == 0
    assert not ImageChops.difference(card_face("JK", 96), card_face("JKR", 96)).getbbox()


def test_red_suits_are_red_and_black_suits_are_not() -> None:
    assert _red_share(card_face("7H", 74)) > 0.02 and _red_share(card_face("7D", 74)) > 0.02
    assert _red_share(card_face("7S", 74)) == 0 and _red_share(card_face("7C", 74)) == 0


def test_backs_and_sprites_are_cached_and_sized() -> None:
    assert card_back(13) is card_back(13)
    assert card_back(80).size == (80, card_height(80))
    assert card_sprite("KH", 74, dimmed=True) is card_sprite("KH", 74, dimmed=True)
