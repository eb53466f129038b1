"""The Rummy table image, drawn from views the real engine and its computer players made: small JPEGs in both
languages and both text layout paths, the piles and both seats in place, the last deal's hands shown."""

from __future__ import annotations

from typing import Any

import pytest

from bot.render import theme
from bot.render.ring import HEIGHT, WIDTH, seat_places
from bot.render.rummy.table import PLATE, draw_rummy_table, render_rummy_table
from tests.imaging import decode
from tests.scenes.rummy import after_a_deal, mid_deal, never, opening, play_rummy, taken_three

MAX_BYTES = 150 * 1024
NAMES = {"fa": ("سیدمهدی موسوی", "علی Ali 🎉"), "en": ("Alexander K.", "x" * 200)}


@pytest.fixture(scope="module")
def scenes() -> list[dict[str, Any]]:
    return [play_rummy(1, opening), play_rummy(2, mid_deal), play_rummy(3, after_a_deal),
            play_rummy(8, never, {"target": 100})]


def test_the_scenes_are_what_they_say(scenes: list[dict[str, Any]]) -> None:
    first, middle, later, over = scenes
    assert first["phase"] == "opening" and first["discard_top"] is None
    assert middle["phase"] == "draw" and middle["discard_top"] is not None
    assert later["last_deal"] is not None and not later["last_deal"]["void"]
    assert over["phase"] == "over"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_scene_is_a_small_jpeg(scenes: list[dict[str, Any]], layout: str, lang: str) -> None:
    for view in scenes:
        data = render_rummy_table(view, NAMES[lang], lang)
        assert data[:3] == b"\xff\xd8\xff" and len(data) <= MAX_BYTES
        assert decode(data).size == (WIDTH, HEIGHT)


def test_the_seat_to_move_glows(scenes: list[dict[str, Any]]) -> None:
    view = scenes[1]
    image = draw_rummy_table(view, NAMES["en"], "en")
    for seat, (x, y) in enumerate(seat_places(2)):
        edge = image.getpixel((x - PLATE[0] // 2 + 1, y))
        assert isinstance(edge, tuple)
        turn = sum(abs(int(a) - b) for a, b in zip(edge, theme.TURN, strict=True)) < 60
        assert turn == (seat == view["turn"]), (seat, edge)


def test_the_cards_taken_from_the_pile_are_shown_face_up() -> None:
    view = play_rummy(1, taken_three)
    assert sum(map(len, view["known"])) >= 3
    image = draw_rummy_table(view, NAMES["en"], "en")
    assert image.tobytes() != draw_rummy_table({**view, "known": [[], []]}, NAMES["en"], "en").tobytes()


def test_the_discard_top_is_drawn_face_up_between_the_seats(scenes: list[dict[str, Any]]) -> None:
    view = scenes[1]
    with_top = draw_rummy_table(view, NAMES["en"], "en")
    without = draw_rummy_table({**view, "discard_top": None}, NAMES["en"], "en")
    assert with_top.tobytes() != without.tobytes()
