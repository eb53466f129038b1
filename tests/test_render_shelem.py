"""The Shelem table image, drawn from views the real engine produced: the auction on the felt while it runs, the
burying hakem, the trick, the two players' piles, the end of the match, in both languages with long mixed
names."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import ImageChops

from bot.render.shelem.table import draw_shelem_table, render_shelem_table
from bot.render.trick_table.seats import CENTRE, HEIGHT, WIDTH, seating
from tests.imaging import decode
from tests.scenes import shelem as scenes

MAX_BYTES = 150 * 1024
SCENES = {"bidding": (4, scenes.bidding), "burying": (4, scenes.burying), "mid_trick": (4, scenes.mid_trick),
          "last_trick": (4, scenes.trick_just_won), "over": (4, scenes.never),
          "two_bidding": (2, scenes.bidding), "two_mid_trick": (2, scenes.mid_trick),
          "two_last_trick": (2, scenes.trick_just_won)}


@pytest.fixture(scope="module")
def views() -> dict[str, dict[str, Any]]:
    return {name: scenes.play_shelem(5, stop, {"target": 330}, players=players)
            for name, (players, stop) in SCENES.items()}


def test_scenes_are_what_they_say(views: dict[str, dict[str, Any]]) -> None:
    assert views["bidding"]["phase"] == "bid" and len(views["bidding"]["auction"]["calls"]) >= 3
    assert views["burying"]["phase"] == "exchange"
    assert len(views["mid_trick"]["trick"]) == 3 and len(views["two_mid_trick"]["trick"]) == 3
    assert views["over"]["phase"] == "over" and views["over"]["winner"] is not None
    assert views["two_last_trick"]["players"] == 2 and views["two_last_trick"]["last_trick"] is not None


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_table_is_a_small_image_with_long_mixed_names(views: dict[str, dict[str, Any]], lang: str) -> None:
    for view in views.values():
        data = render_shelem_table(view, scenes.MIXED_NAMES[:view["players"]], lang)
        assert len(data) <= MAX_BYTES
        assert decode(data).size == (WIDTH, HEIGHT)


def test_each_call_lies_on_the_felt_where_its_seat_will_play(views: dict[str, dict[str, Any]]) -> None:
    view = views["bidding"]
    seats = seating(4)
    called = {seat for seat, _ in view["auction"]["calls"]}
    silent = [seat for seat in range(4) if seat not in called]
    unbid = {**view, "auction": {**view["auction"], "calls": []}}
    drawn, bare = (draw_shelem_table(v, scenes.PERSIAN_NAMES[:4], "fa") for v in (view, unbid))
    diff = ImageChops.difference(drawn.convert("RGB"), bare.convert("RGB")).convert("L")

    def changed(seat: int) -> bool:
        x, y = CENTRE[0] + seats.trick_at[seat][0], CENTRE[1] + seats.trick_at[seat][1]
        return diff.crop((x - 10, y - 10, x + 10, y + 10)).getbbox() is not None

    assert all(changed(seat) for seat in called) and not any(changed(seat) for seat in silent)


def test_a_two_player_pile_shows_its_face_up_top(views: dict[str, dict[str, Any]]) -> None:
    view = views["two_mid_trick"]
    piles = [[{**pile, "up": None} for pile in seat] for seat in view["piles"]]
    assert draw_shelem_table(view, scenes.ENGLISH_NAMES[:2], "en").tobytes() != draw_shelem_table(
        {**view, "piles": piles}, scenes.ENGLISH_NAMES[:2], "en").tobytes()


def test_the_image_is_drawn_from_the_public_view_alone(views: dict[str, dict[str, Any]]) -> None:
    private = {**views["mid_trick"], "seat": 0, "hand": ["AS"], "legal": ["p:AS"], "selected": ["AS"],
               "my_buried": ["2C", "3C", "4C", "5C"]}
    assert render_shelem_table(private, scenes.MIXED_NAMES[:4], "en") == render_shelem_table(
        views["mid_trick"], scenes.MIXED_NAMES[:4], "en")
