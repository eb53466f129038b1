"""The Klaberjass table image, drawn from views the real engine produced: the trump call with the turn-up, trick
1 with a declaration, the end of the match; both languages, long mixed names."""

from __future__ import annotations

from typing import Any

import pytest

from bot.render.klaberjass.table import draw_klaberjass_table, render_klaberjass_table
from bot.render.trick_table.seats import HEIGHT, WIDTH
from tests.imaging import decode
from tests.scenes import klaberjass as scenes

MAX_BYTES = 150 * 1024
SCENES = {"calling": scenes.calling, "declared": scenes.declared, "over": scenes.never}


@pytest.fixture(scope="module")
def views() -> dict[str, dict[str, Any]]:
    return {name: scenes.play_klaberjass(2, stop, {"target": 301}) for name, stop in SCENES.items()}


def test_scenes_are_what_they_say(views: dict[str, dict[str, Any]]) -> None:
    assert views["calling"]["phase"] == "round2" and views["calling"]["trump"] is None
    declared = views["declared"]
    assert any(c is not None for c in declared["claims"]) or declared["bela"] is not None
    assert views["over"]["phase"] == "over" and views["over"]["winner"] is not None


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_table_is_a_small_image_with_long_mixed_names(views: dict[str, dict[str, Any]], lang: str) -> None:
    for view in views.values():
        data = render_klaberjass_table(view, scenes.MIXED_NAMES[:2], lang)
        assert len(data) <= MAX_BYTES
        assert decode(data).size == (WIDTH, HEIGHT)


def test_a_declaration_is_drawn_by_its_seat(views: dict[str, dict[str, Any]]) -> None:
    view = views["declared"]
    names = scenes.ENGLISH_NAMES[:2]
    silent = {**view, "claims": [None, None], "bela": None}
    assert draw_klaberjass_table(view, names, "en").tobytes() != draw_klaberjass_table(silent, names, "en").tobytes()
