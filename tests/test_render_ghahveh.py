"""The Ghahveh table image, drawn from views the real engine produced: the auction on the felt while it runs, then
the trick, the contracts and scores in the header, the two jokers told apart, in both languages with long mixed
names."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import ImageChops

from bot.games.cards import BLACK_JOKER
from bot.render.ghahveh.table import draw_ghahveh_table, render_ghahveh_table
from bot.render.trick_table.seats import CENTRE, HEIGHT, WIDTH, seating
from tests.imaging import decode
from tests.scenes import ghahveh as scenes
from tests.scenes.hokm import MIXED_NAMES, PERSIAN_NAMES

MAX_BYTES = 160 * 1024  # text a phone can read makes a busy table a little larger
SCENES = {"bidding": scenes.bidding, "mid_trick": scenes.mid_trick, "second_hand": scenes.second_hand,
          "last_trick": scenes.trick_just_won, "over": scenes.never}


@pytest.fixture(scope="module")
def views() -> dict[str, dict[str, Any]]:
    return {name: scenes.play_ghahveh(3, stop, {"hand_limit": 3}) for name, stop in SCENES.items()}


def test_scenes_are_what_they_say(views: dict[str, dict[str, Any]]) -> None:
    assert views["bidding"]["phase"] == "bid" and views["bidding"]["bids"].count(None) == 2
    assert len(views["mid_trick"]["trick"]) == 3
    assert views["second_hand"]["last_hand"] is not None
    assert views["over"]["phase"] == "over" and views["over"]["winner"] is not None


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_table_is_a_small_jpeg_with_long_mixed_names(views: dict[str, dict[str, Any]], lang: str) -> None:
    for view in views.values():
        data = render_ghahveh_table(view, MIXED_NAMES[:4], lang)
        assert data[:3] == b"\xff\xd8\xff" and len(data) <= MAX_BYTES
        assert decode(data).size == (WIDTH, HEIGHT)


def test_each_bid_lies_on_the_felt_where_its_seat_will_play(views: dict[str, dict[str, Any]]) -> None:
    view = views["bidding"]
    seats = seating(4, scored=True)
    bid = next(seat for seat, b in enumerate(view["bids"]) if b is not None)
    silent = next(seat for seat, b in enumerate(view["bids"]) if b is None and seat != view["turn"])
    unbid = {**view, "bids": [None] * 4, "turn": None}
    drawn, bare = (draw_ghahveh_table(v, PERSIAN_NAMES[:4], "fa") for v in (view, unbid))
    diff = ImageChops.difference(drawn.convert("RGB"), bare.convert("RGB")).convert("L")

    def changed(seat: int) -> bool:
        x, y = CENTRE[0] + seats.trick_at[seat][0], CENTRE[1] + seats.trick_at[seat][1]
        return diff.crop((x - 10, y - 10, x + 10, y + 10)).getbbox() is not None

    assert changed(bid) and changed(view["turn"]) and not changed(silent)


def test_a_played_joker_is_greyed_in_the_corner(views: dict[str, dict[str, Any]]) -> None:
    view = views["bidding"]
    out = {**view, "played": [{"cards": [[0, BLACK_JOKER], [1, "2S"], [2, "3S"], [3, "4S"]], "winner": 0}]}
    assert draw_ghahveh_table(view, PERSIAN_NAMES[:4], "en").tobytes() != draw_ghahveh_table(
        out, PERSIAN_NAMES[:4], "en").tobytes()


def test_the_image_is_drawn_from_the_public_view_alone(views: dict[str, dict[str, Any]]) -> None:
    private = {**views["mid_trick"], "seat": 0, "hand": ["AS"], "legal": ["p:AS"]}
    assert render_ghahveh_table(private, MIXED_NAMES[:4], "en") == render_ghahveh_table(
        views["mid_trick"], MIXED_NAMES[:4], "en")
