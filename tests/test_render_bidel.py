"""The Bi-Del table image, drawn from views the real engine produced: passing (who has passed, never what), a
trick, a won trick, the end of the match; three and four players, both languages, long mixed names."""

from __future__ import annotations

from typing import Any

import pytest

from bot.render.bidel.table import draw_bidel_table, render_bidel_table
from bot.render.trick_table.seats import HEIGHT, WIDTH
from tests.imaging import decode
from tests.scenes import bidel as scenes

MAX_BYTES = 150 * 1024
SCENES = {"passing": (4, scenes.passing), "mid_trick": (4, scenes.mid_trick), "last_trick": (4, scenes.trick_just_won),
          "over": (4, scenes.never), "three_passing": (3, scenes.passing), "three_mid_trick": (3, scenes.mid_trick)}


@pytest.fixture(scope="module")
def views() -> dict[str, dict[str, Any]]:
    return {name: scenes.play_bidel(5, stop, {"limit": 100}, players=players)
            for name, (players, stop) in SCENES.items()}


def test_scenes_are_what_they_say(views: dict[str, dict[str, Any]]) -> None:
    assert views["passing"]["phase"] == "pass" and len(views["passing"]["passed"]) == 2
    assert len(views["mid_trick"]["trick"]) == 3 and len(views["three_mid_trick"]["trick"]) == 2
    assert views["over"]["phase"] == "over" and views["over"]["winners"]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_table_is_a_small_image_with_long_mixed_names(views: dict[str, dict[str, Any]], lang: str) -> None:
    for view in views.values():
        data = render_bidel_table(view, scenes.MIXED_NAMES[:view["players"]], lang)
        assert len(data) <= MAX_BYTES
        assert decode(data).size == (WIDTH, HEIGHT)


def test_who_passed_shows_and_what_they_passed_does_not(views: dict[str, dict[str, Any]]) -> None:
    """The passing table depends only on who has passed: the same seats passed with other cards look the same."""
    view = views["passing"]
    names = scenes.ENGLISH_NAMES[:4]
    image = draw_bidel_table(view, names, "en")
    assert "picked" not in view and "hand" not in view
    fewer = draw_bidel_table({**view, "passed": view["passed"][:1]}, names, "en")
    assert image.tobytes() != fewer.tobytes()
