"""The Bluff table image for 3 to 15 players, drawn from views the real engine and its computer players made."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from PIL import ImageChops, ImageStat, features

from bot.render import text
from bot.render.bluff import table as bluff_table
from bot.render.bluff.table import (
    CLAIM_AT,
    CLAIM_BOX,
    PLATE,
    REVEAL_BOX,
    REVEAL_TOP,
    draw_bluff_table,
    render_bluff_table,
)
from bot.render.ring import HEIGHT, MIDDLE, RING, WIDTH, seat_places
from bot.render.text import Typesetter
from tests.imaging import decode
from tests.scenes.bluff import (
    ENGLISH_NAMES,
    PERSIAN_NAMES,
    called_then_played,
    just_called,
    never,
    opening,
    play_bluff,
)

MAX_BYTES = 150 * 1024
COUNTS = range(3, 16)
HOSTILE_NAMES = ("<b>bold</b> & <i>", "\u200fمریم\u200e \u202eevil", "👨‍👩‍👧‍👦 🇮🇷 1️⃣", "x" * 300, "", " ")

Box = tuple[float, float, float, float]


@pytest.fixture(scope="module")
def tables() -> dict[int, dict[str, Any]]:
    return {players: play_bluff(players, players, called_then_played) for players in COUNTS}


def names_for(lang: str, players: int) -> tuple[str, ...]:
    return (PERSIAN_NAMES if lang == "fa" else ENGLISH_NAMES)[:players]


def plate_box(at: tuple[int, int]) -> Box:
    """A seat's plate with its chip, which sits on the plate's top edge."""
    x, y = at
    return (x - PLATE[0] / 2, y - PLATE[1] / 2 - 12, x + PLATE[0] / 2, y + PLATE[1] / 2)


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_scenes_are_what_they_say(tables: dict[int, dict[str, Any]]) -> None:
    assert all(view["last_reveal"] is not None and view["live"] is not None for view in tables.values())
    assert play_bluff(4, 1, opening)["plays"] == 0
    assert play_bluff(6, 3, just_called)["live"] is None
    assert play_bluff(8, 3, never)["winners"]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_table_size_is_a_small_jpeg(tables: dict[int, dict[str, Any]], layout: str, lang: str) -> None:
    for players, view in tables.items():
        data = render_bluff_table(view, names_for(lang, players), lang)
        assert data[:3] == b"\xff\xd8\xff" and len(data) <= MAX_BYTES
        assert decode(data).size == (WIDTH, HEIGHT)


@pytest.mark.parametrize("players", COUNTS)
def test_seats_never_overlap_each_other_or_the_middle(players: int) -> None:
    plates = [plate_box(at) for at in seat_places(players)]
    middle = [(CLAIM_AT[0] - CLAIM_BOX[0] / 2, CLAIM_AT[1] - CLAIM_BOX[1] / 2, CLAIM_AT[0] + CLAIM_BOX[0] / 2,
               CLAIM_AT[1] + CLAIM_BOX[1] / 2),
              (MIDDLE - REVEAL_BOX[0] / 2, REVEAL_TOP, MIDDLE + REVEAL_BOX[0] / 2, REVEAL_TOP + REVEAL_BOX[1])]
    for i, plate in enumerate(plates):
        assert plate[0] - RING.halo / 2 >= 0 and plate[2] + RING.halo / 2 <= WIDTH
        assert plate[1] >= 0 and plate[3] <= HEIGHT
        assert not any(overlap(plate, other) for other in plates[i + 1:] + middle), (players, i)


@pytest.mark.parametrize("players", COUNTS)
def test_seats_go_round_the_way_play_passes(players: int) -> None:
    """Seat 0 at the bottom, then to the right, up the right side, along the top and down the left."""
    places = seat_places(players)
    assert places[0][1] == max(y for _, y in places)
    turned = [(90 - math.degrees(math.atan2(y - HEIGHT / 2, x - MIDDLE))) % 360 for x, y in places]
    assert turned[0] == 0 or turned[0] > 300, turned
    onward = [(a - turned[0]) % 360 for a in turned]
    assert onward == sorted(onward) and len(set(onward)) == players


@pytest.mark.parametrize("players", [3, 5, 10, 15])
def test_the_turn_glows_and_the_live_claim_is_framed_in_gold(tables: dict[int, dict[str, Any]],
                                                            players: int) -> None:
    view = tables[players]
    image = draw_bluff_table(view, names_for("en", players), "en")
    for seat, (x, y) in enumerate(seat_places(players)):
        edge = image.getpixel((x - PLATE[0] // 2 + 1, y))
        assert _is_turn_yellow(edge) == (seat == view["turn"]), seat
        assert _is_gold(edge) == (seat == view["live"]["seat"]), seat


def test_any_names_draw(tables: dict[int, dict[str, Any]], layout: str) -> None:
    for lang in ("fa", "en"):
        for players in (3, 6, 15):
            names = (HOSTILE_NAMES * 3)[:players]
            assert decode(render_bluff_table(tables[players], names, lang)).size == (WIDTH, HEIGHT)
        assert decode(render_bluff_table(play_bluff(5, 2, never), (), lang)).size == (WIDTH, HEIGHT)


def test_a_view_that_went_through_json_draws_the_same(tables: dict[int, dict[str, Any]]) -> None:
    stored = json.loads(json.dumps(tables[7]))
    assert render_bluff_table(stored, ENGLISH_NAMES, "en") == render_bluff_table(tables[7], ENGLISH_NAMES, "en")


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow cannot load raqm (libfribidi) here")
def test_both_layout_paths_draw_nearly_the_same_table(tables: dict[int, dict[str, Any]],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    images = []
    for raqm in (True, False):
        monkeypatch.setattr(text, "_active", Typesetter(raqm=raqm))
        images.append(draw_bluff_table(tables[10], PERSIAN_NAMES, "fa"))
    difference = ImageStat.Stat(ImageChops.difference(*images)).mean
    assert max(difference) < 2, difference


def test_a_repeated_table_adds_no_sprites(tables: dict[int, dict[str, Any]]) -> None:
    first = render_bluff_table(tables[15], PERSIAN_NAMES, "fa")
    seats = bluff_table._seat_sprite.cache_info().currsize
    assert render_bluff_table(tables[15], PERSIAN_NAMES, "fa") == first
    assert bluff_table._seat_sprite.cache_info().currsize == seats


def _is_turn_yellow(pixel: Any) -> bool:
    r, g, b = pixel[:3]
    return bool(r > 200 and g > 192 and b < 80)  # theme.TURN, not theme.GOLD


def _is_gold(pixel: Any) -> bool:
    r, g, b = pixel[:3]
    return bool(r > 200 and 160 < g < 192 and b < 80)
