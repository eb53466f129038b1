"""The Shaitan table image for 2 to 12 players, drawn from views the real engine and its computer players made:
small JPEGs in both languages and both text layout paths, seats clear of each other and of the middle, the
turn glowing, long and mixed names kept within their plates."""

from __future__ import annotations

from typing import Any

import pytest

from bot.render import theme
from bot.render.ring import HEIGHT, MIDDLE, RING, WIDTH, seat_places
from bot.render.shaitan.table import LAST_TOP, PAIRS_TOP, PANEL, PLATE, draw_shaitan_table, render_shaitan_table
from tests.imaging import decode
from tests.scenes.bluff import ENGLISH_NAMES, PERSIAN_NAMES
from tests.scenes.shaitan import dealt, just_paired, never, play_shaitan

MAX_BYTES = 150 * 1024
COUNTS = range(2, 13)
MIXED = ("سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", "x" * 200, "", "<b>bold</b> & <i>", "مریم", "Bob",
         "کیان", "Grace 🌸", "پرستو", "Ivan")
Box = tuple[float, float, float, float]


@pytest.fixture(scope="module")
def tables() -> dict[int, dict[str, Any]]:
    return {players: play_shaitan(players, players, just_paired) for players in COUNTS}


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_scenes_are_what_they_say(tables: dict[int, dict[str, Any]]) -> None:
    assert all(view["last_draw"]["paired"] for view in tables.values())
    assert play_shaitan(4, 1, dealt)["draws"] == 0
    assert play_shaitan(5, 2, never)["phase"] == "over"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_table_size_is_a_small_jpeg(tables: dict[int, dict[str, Any]], layout: str, lang: str) -> None:
    names = PERSIAN_NAMES if lang == "fa" else ENGLISH_NAMES
    for players, view in tables.items():
        for shown in (names, MIXED):
            data = render_shaitan_table(view, shown[:players], lang)
            assert data[:3] == b"\xff\xd8\xff" and len(data) <= MAX_BYTES
            assert decode(data).size == (WIDTH, HEIGHT)


@pytest.mark.parametrize("players", COUNTS)
def test_seats_never_overlap_each_other_or_the_middle(players: int) -> None:
    plates = [(x - PLATE[0] / 2, y - PLATE[1] / 2 - 12, x + PLATE[0] / 2, y + PLATE[1] / 2)
              for x, y in seat_places(players)]
    pairs_height = 80  # the pill and the row of pairs under it
    middle = [(MIDDLE - PANEL[0] / 2, LAST_TOP, MIDDLE + PANEL[0] / 2, LAST_TOP + PANEL[1]),
              (MIDDLE - PANEL[0] / 2, PAIRS_TOP - 15, MIDDLE + PANEL[0] / 2, PAIRS_TOP + pairs_height + 15)]
    for i, plate in enumerate(plates):
        assert plate[0] - RING.halo / 2 >= 0 and plate[2] + RING.halo / 2 <= WIDTH
        assert plate[1] >= 0 and plate[3] <= HEIGHT
        assert not any(overlap(plate, other) for other in plates[i + 1:] + middle), (players, i)


@pytest.mark.parametrize("players", [2, 6, 12])
def test_the_drawer_glows_and_the_seat_drawn_from_is_framed(tables: dict[int, dict[str, Any]],
                                                            players: int) -> None:
    view = tables[players]
    image = draw_shaitan_table(view, ENGLISH_NAMES[:players], "en")
    places = seat_places(players)
    for seat, colour in ((view["turn"], theme.TURN), (view["source"], theme.GOLD)):
        x, y = places[seat]
        edge = image.getpixel((x - PLATE[0] // 2 + 1, y))
        assert isinstance(edge, tuple)
        assert sum(abs(int(a) - b) for a, b in zip(edge, colour, strict=True)) < 60, (seat, edge)


def test_the_end_shows_who_was_left_with_the_joker() -> None:
    view = play_shaitan(3, 3, never)
    assert view["loser"] is not None
    for lang in ("fa", "en"):
        assert render_shaitan_table(view, MIXED[:3], lang)
