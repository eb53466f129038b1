"""The Seep table image at two and four players, in both languages, with long and mixed names, drawn from views
the real engine and its computer players made."""

from __future__ import annotations

import pytest
from PIL import ImageChops, ImageStat

from bot.render.seep.table import FLOOR_BOX, HEIGHT, WIDTH, draw_seep_table, render_seep_table
from tests.imaging import decode
from tests.scenes.seep import ENGLISH_NAMES, MIXED_NAMES, PERSIAN_NAMES, bidding, crowded, houses, never, play_seep

MAX_BYTES = 150 * 1024
LONG_NAMES = ("سیدمهدی موسوی طباطبایی اصفهانی", "Alexander Konstantinovich", "علی Ali 🎉🎉🎉", "x" * 200)


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("players", [4, 2])
def test_the_table_is_a_small_image_of_its_size(players: int, lang: str) -> None:
    view = play_seep(players, players, houses)
    data = render_seep_table(view, MIXED_NAMES[:players], lang)
    assert len(data) < MAX_BYTES
    assert decode(data).size == (WIDTH, HEIGHT)


def test_long_names_stay_in_their_plates_and_panels() -> None:
    played = play_seep(4, 3, houses)
    view = {**played, "floor": {**played["floor"], "houses": []}}  # houses name their owners
    short = draw_seep_table(view, ENGLISH_NAMES, "fa")
    long = draw_seep_table(view, LONG_NAMES, "fa")
    x0, y0, x1, y1 = FLOOR_BOX[4]
    # The floor between the plates is the same whatever the names: nothing spills into it.
    floor = (x0 + 10, y0 + 50, x1 - 10, y1 - 10)
    assert ImageChops.difference(short.crop(floor), long.crop(floor)).getbbox() is None


def test_before_the_bid_the_floor_is_four_backs() -> None:
    view = play_seep(4, 1, bidding)
    assert view["floor"]["face_down"] == 4 and not view["floor"]["loose"]
    image = draw_seep_table(view, PERSIAN_NAMES, "fa")
    middle = image.crop((300, 380, 500, 470))
    assert ImageStat.Stat(middle.convert("L")).mean[0] < 200  # backs, not white faces


def test_a_crowded_floor_fits_the_felt() -> None:
    view = play_seep(4, 4, crowded)
    assert len(view["floor"]["loose"]) >= 7
    image = draw_seep_table(view, ENGLISH_NAMES, "en")
    x0, y0, x1, y1 = FLOOR_BOX[4]
    bare = draw_seep_table({**view, "floor": {"face_down": 0, "houses": [], "loose": []}}, ENGLISH_NAMES, "en")
    changed = ImageChops.difference(image, bare).getbbox()
    assert changed is not None
    assert x0 <= changed[0] and changed[2] <= x1 and y0 <= changed[1] and changed[3] <= y1


def test_the_languages_differ_and_the_end_shows_the_winners() -> None:
    view = play_seep(4, 6, never, {"variant": "punjab"})
    assert view["winner"] is not None
    fa, en = (draw_seep_table(view, MIXED_NAMES, lang) for lang in ("fa", "en"))
    assert ImageChops.difference(fa, en).getbbox() is not None
