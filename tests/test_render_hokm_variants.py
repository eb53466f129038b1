"""The Hokm table and scoreboard for 2, 3, 5 and 6 players, drawn from views the real engine produced: where the
seats sit, the turn, the side colours, the two-player stock, and the scoreboard for two, three and five sides."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import Any

import pytest

from bot.games.hokm import Hokm
from bot.render import theme
from bot.render.card_sprites import card_height
from bot.render.hokm.scoreboard import render_scoreboard
from bot.render.hokm.table import FELT, HALO, draw_hokm_table, render_hokm_table, seats_of
from bot.render.trick_table.seats import CENTRE, HEIGHT, WIDTH, seating
from tests.imaging import decode
from tests.scenes import hokm as scenes

MAX_BYTES = 160 * 1024  # text a phone can read makes a busy table a little larger
# name: (players, options)
TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "2p": (2, {}), "3p": (3, {}), "5p": (5, {}), "6p_2x3": (6, {}), "6p_3x2": (6, {"teams": "3x2"}),
}
SCENES: dict[str, Callable[[dict[str, Any]], bool]] = {
    "declare": scenes.declaring, "mid_trick": scenes.mid_trick, "last_trick": scenes.trick_just_won,
    "over": scenes.never,
}


@pytest.fixture(scope="module")
def views() -> dict[tuple[str, str], dict[str, Any]]:
    out = {(table, scene): scenes.play_hokm(7, stop, options, players=players)
           for (table, (players, options)), (scene, stop) in itertools.product(TABLES.items(), SCENES.items())}
    out["2p", "draw"] = scenes.play_hokm(7, scenes.drawing, players=2)
    return out


def box(centre: tuple[float, float], size: tuple[int, int], margin: int = 0) -> tuple[float, float, float, float]:
    return (centre[0] - size[0] / 2 - margin, centre[1] - size[1] / 2 - margin,
            centre[0] + size[0] / 2 + margin, centre[1] + size[1] / 2 + margin)


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_scenes_are_what_they_say(views: dict[tuple[str, str], dict[str, Any]]) -> None:
    for (table, scene), view in views.items():
        assert view["players"] == TABLES[table][0]
        if scene == "mid_trick":
            assert len(view["trick"]) == view["players"] - 1
        if scene == "over":
            assert view["phase"] == "over" and view["winner"] is not None
    assert views["2p", "draw"]["phase"] == "draw" and views["2p", "draw"]["stock"] <= 30


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_table_is_a_small_jpeg(views: dict[tuple[str, str], dict[str, Any]], lang: str) -> None:
    for view in views.values():
        data = render_hokm_table(view, scenes.MIXED_NAMES, lang)
        assert data[:3] == b"\xff\xd8\xff" and len(data) <= MAX_BYTES
        assert decode(data).size == (WIDTH, HEIGHT)


@pytest.mark.parametrize(("players", "scored"), [(2, False), (3, False), (4, False), (5, True), (6, False)])
def test_seats_go_counter_clockwise_from_the_bottom_and_never_collide(players: int, scored: bool) -> None:
    seats = seating(players, scored)
    plates = [box(at, size, HALO) for at, size in zip(seats.plate_at, seats.plate, strict=True)]
    assert seats.plate_at[0][0] == CENTRE[0] and seats.plate_at[0][1] > CENTRE[1], "seat 0 at the bottom"
    angles = [math.atan2(y - CENTRE[1], x - CENTRE[0]) for x, y in seats.plate_at]
    turns = [(a - b) % (2 * math.pi) for a, b in itertools.pairwise([*angles, angles[0]])]
    assert all(0 < t <= math.pi for t in turns), "each next seat is further round counter-clockwise"
    for a, b in itertools.combinations(plates, 2):
        assert not overlap(a, b)
    cards = [box((CENTRE[0] + dx, CENTRE[1] + dy), (seats.card, card_height(seats.card)))
             for dx, dy in seats.trick_at]
    for seat, card in enumerate(cards):
        dx, dy = seats.trick_at[seat]
        px, py = seats.plate_at[seat]
        assert (px - CENTRE[0]) * dx + (py - CENTRE[1]) * dy > 0, "a card lands towards its player"
        assert FELT[0] < card[0] and card[2] < FELT[2] and FELT[1] < card[1] and card[3] < FELT[3]
        assert not any(overlap(card, plate) for plate in plates)
    for at, size in zip(seats.plate_at, seats.plate, strict=True):
        plate, glowing = box(at, size), box(at, size, HALO)
        assert FELT[0] < plate[0] and plate[2] < FELT[2] and FELT[1] < plate[1] and plate[3] < FELT[3]
        assert glowing[0] >= 0 and glowing[2] <= WIDTH and glowing[3] <= HEIGHT
    lowest = max(card[3] for card in cards)
    assert lowest + 15 < seats.below_trick < box(seats.plate_at[0], seats.plate[0])[1] - 15, "room for a caption"


@pytest.mark.parametrize("table", TABLES)
def test_the_turn_glows_where_the_player_sits(views: dict[tuple[str, str], dict[str, Any]], table: str) -> None:
    view = views[table, "mid_trick"]
    seats = seats_of(view)
    image = draw_hokm_table(view, scenes.ENGLISH_NAMES, "en")
    for seat in range(view["players"]):
        x, y = seats.plate_at[seat]
        left_edge = (x - seats.plate[seat][0] // 2 + 1, y)
        assert _is_turn_yellow(image.getpixel(left_edge)) == (seat == view["turn"]), seat


@pytest.mark.parametrize(("table", "distinct"), [("2p", 2), ("3p", 3), ("5p", 1), ("6p_2x3", 2), ("6p_3x2", 3)])
def test_teams_share_a_colour_and_sides_differ(views: dict[tuple[str, str], dict[str, Any]], table: str,
                                               distinct: int) -> None:
    """Two or three sides get the team colours, teammates the same one; five players on their own are slate."""
    view = views[table, "declare"]
    seats = seats_of(view)
    image = draw_hokm_table(view, scenes.ENGLISH_NAMES, "en")
    edge = {}
    for seat in range(view["players"]):
        if seat != view["turn"]:
            x, y = seats.plate_at[seat]
            pixel = image.getpixel((x, y - seats.plate[seat][1] // 2 + 1))
            assert isinstance(pixel, tuple)
            edge[seat] = pixel
    colours = {seat: theme.TEAM[i] if distinct > 1 else theme.PLAYER
               for i, side in enumerate(view["sides"]) for seat in side}
    for seat, pixel in edge.items():
        assert max(abs(p - c) for p, c in zip(pixel, colours[seat], strict=True)) < 40, (seat, pixel)
    assert len({colours[s] for s in edge}) == min(distinct, len({colours[s] for s in edge}))


def test_the_stock_shows_while_two_players_draw_and_the_drawers_card_never(
        views: dict[tuple[str, str], dict[str, Any]]) -> None:
    view = views["2p", "draw"]
    image = draw_hokm_table(view, scenes.ENGLISH_NAMES, "en")
    stock = image.crop((CENTRE[0] - 10, CENTRE[1] - 40, CENTRE[0] + 10, CENTRE[1] - 20)).resize((1, 1)).getpixel((0, 0))
    assert isinstance(stock, tuple)
    r, g, b = stock
    assert b > r + 60 and b > g + 40, "a face-down stock: card backs are blue"
    game = Hokm({}, 2, 7)
    game.apply(game.hakem, "t:H")
    private = game.view(game.hakem)
    assert private["seen"] is not None
    assert render_hokm_table(private, scenes.ENGLISH_NAMES, "en") == render_hokm_table(
        game.public_view(), scenes.ENGLISH_NAMES, "en")
    playing = views["2p", "mid_trick"]
    assert playing["stock"] == 10 and playing["phase"] == "play"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_any_names_draw_at_every_table(views: dict[tuple[str, str], dict[str, Any]], lang: str) -> None:
    for names in (("<b>x</b>", "\u202eevil", "👨‍👩‍👧‍👦 🇮🇷", "x" * 300, "", " "), ("Solo",), ()):
        for table in TABLES:
            assert decode(render_hokm_table(views[table, "last_trick"], names, lang)).size == (WIDTH, HEIGHT)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_scoreboards_for_two_three_and_five_sides(views: dict[tuple[str, str], dict[str, Any]], lang: str) -> None:
    for table in TABLES:
        for scene in ("mid_trick", "over"):
            data = render_scoreboard(views[table, scene], scenes.MIXED_NAMES, lang)
            image = decode(data)
            assert image.size == (800, 480) and len(data) <= MAX_BYTES


def test_a_void_last_hand_is_shown_as_void() -> None:
    view = scenes.play_hokm(1, lambda v: v["last_hand"] is not None and v["last_hand"]["void"], players=3)
    assert view["last_hand"]["winner"] is None
    for lang in ("fa", "en"):
        assert decode(render_scoreboard(view, scenes.PERSIAN_NAMES, lang)).size == (800, 480)


def _is_turn_yellow(pixel: Any) -> bool:
    r, g, b = pixel[:3]
    return bool(r > 200 and g > 160 and b < 90)
