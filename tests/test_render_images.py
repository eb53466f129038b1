"""The Hokm table and scoreboard images, drawn from views the real engine produced."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from PIL import ImageChops, ImageStat, features

from bot.render import card_sprites, text
from bot.render.hokm.scoreboard import render_scoreboard
from bot.render.hokm.table import draw_hokm_table, render_hokm_table
from bot.render.text import Typesetter
from bot.render.trick_table.seats import CENTRE, seating
from bot.render.widgets import player_name
from tests.imaging import decode
from tests.scenes import hokm as scenes

MAX_BYTES = 150 * 1024
FOUR = seating(4)
HOSTILE_NAMES = ("<b>bold</b> & <i>", "\u200fمریم\u200e \u202eevil", "👨‍👩‍👧‍👦 🇮🇷 1️⃣", "x" * 300)

# name: (seed, where to stop, actions taken whenever legal)
SCENES: dict[str, tuple[int, Callable[[dict[str, Any]], bool], tuple[str, ...]]] = {
    "declare": (3, scenes.declaring, ()),
    "mid_trick": (3, scenes.mid_trick, ()),
    "last_trick": (5, scenes.trick_just_won, ()),
    "bam": (0, scenes.choosing_bam, ()),
    "going_for_bam": (0, scenes.going_for_bam, ("bam:go",)),
    "over": (3, scenes.never, ()),
}


@pytest.fixture(scope="module")
def views() -> dict[str, dict[str, Any]]:
    return {name: scenes.play_hokm(seed, stop, prefer=prefer) for name, (seed, stop, prefer) in SCENES.items()}


def test_scenes_are_what_they_say(views: dict[str, dict[str, Any]]) -> None:
    assert views["declare"]["phase"] == "declare" and views["declare"]["trump"] is None
    assert len(views["mid_trick"]["trick"]) == 3
    assert not views["last_trick"]["trick"] and views["last_trick"]["last_trick"]["winner"] is not None
    assert views["bam"]["phase"] == "bam" and views["going_for_bam"]["going_for_bam"] is not None
    assert views["over"]["phase"] == "over" and views["over"]["winner"] is not None


@pytest.mark.parametrize("scene", SCENES)
@pytest.mark.parametrize("lang", ["fa", "en"])
def test_table_is_a_small_jpeg(views: dict[str, dict[str, Any]], layout: str, scene: str, lang: str) -> None:
    names = scenes.PERSIAN_NAMES if lang == "fa" else scenes.ENGLISH_NAMES
    data = render_hokm_table(views[scene], names, lang)
    assert data[:3] == b"\xff\xd8\xff" and len(data) <= MAX_BYTES
    image = decode(data)
    assert image.format == "JPEG" and image.size == (800, 760)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_scoreboard_is_a_small_jpeg(layout: str, lang: str) -> None:
    for stop in (lambda v: v["hand_no"] >= 3, scenes.never):
        view = scenes.play_hokm(8, stop, {"sets_to_win": 2})
        data = render_scoreboard(view, scenes.MIXED_NAMES, lang)
        image = decode(data)
        assert image.format == "JPEG" and image.size == (800, 480) and len(data) <= MAX_BYTES


@pytest.mark.parametrize("names", [scenes.MIXED_NAMES, HOSTILE_NAMES, ("", " ", "\n", "\t"), ("Solo",), ()])
def test_any_names_draw(views: dict[str, dict[str, Any]], layout: str, names: Sequence[str]) -> None:
    for lang in ("fa", "en"):
        for view in views.values():
            assert decode(render_hokm_table(view, names, lang)).size == (800, 760)
        assert decode(render_scoreboard(views["over"], names, lang)).size == (800, 480)


def test_seats_without_a_visible_name_show_their_number() -> None:
    assert [player_name(["Ali", "\u200f\u200e", " "], seat) for seat in range(4)] == ["Ali", "#2", "#3", "#4"]


def test_a_view_that_went_through_json_draws(views: dict[str, dict[str, Any]]) -> None:
    stored = json.loads(json.dumps(views["last_trick"]))
    assert render_hokm_table(stored, scenes.ENGLISH_NAMES, "en") == render_hokm_table(
        views["last_trick"], scenes.ENGLISH_NAMES, "en")


@pytest.mark.parametrize(("options", "declaration"), [
    ({"sars_nars": True}, "sars"), ({"sars_nars": True}, "asars"), ({"sars_nars": True}, "nars"),
    ({"sars_nars": True}, "anars"), ({}, "mid"),
])
def test_no_trump_modes_and_the_revealed_card_draw(options: dict[str, Any], declaration: str) -> None:
    view = scenes.play_hokm(6, scenes.mid_trick, options, prefer=[f"t:{declaration}"])
    assert view["declaration"] == declaration and (view["revealed"] is not None) == (declaration == "mid")
    for lang in ("fa", "en"):
        assert decode(render_hokm_table(view, scenes.PERSIAN_NAMES, lang)).size == (800, 760)


def test_cards_sit_towards_their_players(views: dict[str, dict[str, Any]]) -> None:
    """Seat 0 at the bottom, then to the right: seat 1 right, seat 2 top, seat 3 left."""
    plate_at = FOUR.plate_at
    assert plate_at[0][1] > CENTRE[1] > plate_at[2][1]
    assert plate_at[1][0] > CENTRE[0] > plate_at[3][0]
    for seat, (dx, dy) in enumerate(FOUR.trick_at):
        px, py = plate_at[seat]
        assert (dx, dy) != (0, 0) and (px - CENTRE[0]) * dx + (py - CENTRE[1]) * dy > 0


def test_turn_is_highlighted_where_the_player_sits(views: dict[str, dict[str, Any]]) -> None:
    view = views["mid_trick"]
    seat = view["turn"]
    image = draw_hokm_table(view, scenes.ENGLISH_NAMES, "en")
    for other in range(4):
        x, y = FOUR.plate_at[other]
        left_edge = (x - FOUR.plate[other][0] // 2 + 1, y)
        assert _is_turn_yellow(image.getpixel(left_edge)) == (other == seat), other


def test_last_trick_frames_only_the_winner(views: dict[str, dict[str, Any]]) -> None:
    view = views["last_trick"]
    winner = view["last_trick"]["winner"]
    image = draw_hokm_table(view, scenes.ENGLISH_NAMES, "en")
    for seat, _ in view["last_trick"]["cards"]:
        x, y = CENTRE[0] + FOUR.trick_at[seat][0], CENTRE[1] + FOUR.trick_at[seat][1]
        edge = (x, y - card_sprites.card_height(FOUR.card) // 2 - 2)
        assert _is_turn_yellow(image.getpixel(edge)) == (seat == winner), seat


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow cannot load raqm (libfribidi) here")
def test_both_layout_paths_draw_nearly_the_same_table(views: dict[str, dict[str, Any]],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    images = []
    for raqm in (True, False):
        monkeypatch.setattr(text, "_active", Typesetter(raqm=raqm))
        images.append(draw_hokm_table(views["mid_trick"], scenes.MIXED_NAMES, "fa"))
    difference = ImageStat.Stat(ImageChops.difference(*images)).mean
    assert max(difference) < 2, difference  # out of 255: only glyph edges differ


def test_card_faces_are_drawn_once(views: dict[str, dict[str, Any]]) -> None:
    render_hokm_table(views["mid_trick"], scenes.ENGLISH_NAMES, "en")
    before = card_sprites.card_sprite.cache_info()
    face = card_sprites.card_face("QS", FOUR.card)
    assert card_sprites.card_face("QS", FOUR.card) is face
    render_hokm_table(views["mid_trick"], scenes.ENGLISH_NAMES, "en")
    after = card_sprites.card_sprite.cache_info()
    assert after.misses == before.misses and after.hits > before.hits


def test_a_repeated_table_adds_no_text_sprites(views: dict[str, dict[str, Any]], layout: str) -> None:
    setter = text.typesetter()
    first = render_hokm_table(views["mid_trick"], scenes.MIXED_NAMES, "fa")
    drawn = len(setter._sprites)
    assert render_hokm_table(views["mid_trick"], scenes.MIXED_NAMES, "fa") == first
    assert len(setter._sprites) == drawn


def _is_turn_yellow(pixel: Any) -> bool:
    r, g, b = pixel[:3]
    return bool(r > 200 and g > 160 and b < 90)
