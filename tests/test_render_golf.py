"""The Golf table image for every variant at two and at eight players, drawn from views the real engine and its
computer players made: small JPEGs in both languages, seat plates inside the image and clear of each other and
of the piles in the middle, long and mixed names kept within their plates."""

from __future__ import annotations

import pytest

from bot.games.golf.rules import Ending
from bot.games.golf.variants import VARIANTS
from bot.render.golf.table import RINGS, _seat_sprite, inside, render_golf_table, seat_size
from bot.render.ring import HEIGHT, MIDDLE, WIDTH, seat_places
from bot.render.text import typesetter
from bot.render.widgets import player_name
from tests.imaging import decode
from tests.scenes.golf import mid_hole, play_golf, second_hole

MAX_BYTES = 170 * 1024  # up to 80 cards on the felt: faces, and plain backs (155 KB at most measured)
MIXED = ("سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", "x" * 200, "", "<b>bold</b> & <i>", "مریم", "Bob")
PILES = (MIDDLE - 130, HEIGHT / 2 - 115, MIDDLE + 130, HEIGHT / 2 + 90)  # the hole pill, stock and discard
Box = tuple[float, float, float, float]


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize(("variant", "players"), [*((v, n) for n in (2, 8) for v in VARIANTS), ("four", 16)])
def test_every_variant_draws_a_legible_table(variant: str, players: int) -> None:
    stop = mid_hole if VARIANTS[variant].ending is Ending.ALL_UP else second_hole
    view = play_golf(variant, players, players, stop)
    boxes: list[Box] = []
    size = seat_size(players)
    for seat, (x, y) in enumerate(seat_places(players, RINGS[size])):
        sprite = _seat_sprite(typesetter(), player_name(MIXED, seat), "fa", tuple(view["layouts"][seat]),
                              view["cols"], size, "plain", "x")
        cx, cy = inside(x, sprite.width, WIDTH), inside(y, sprite.height, HEIGHT)
        halo = RINGS[size].halo  # the glow's margin is drawn but may touch a neighbour's
        boxes.append((cx - sprite.width / 2 + halo, cy - sprite.height / 2 + halo,
                      cx + sprite.width / 2 - halo, cy + sprite.height / 2 - halo))
    assert all(b[0] >= 0 and b[1] >= 0 and b[2] <= WIDTH and b[3] <= HEIGHT for b in boxes)
    assert not any(overlap(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    assert not any(overlap(box, PILES) for box in boxes)
    for lang in ("fa", "en"):
        data = render_golf_table(view, MIXED[:players], lang)
        assert len(data) <= MAX_BYTES and decode(data).size == (WIDTH, HEIGHT)


def test_face_down_cards_are_backs_whatever_they_are() -> None:
    view = play_golf("six", 3, 1, mid_hole)
    layouts = [list(cells) for cells in view["layouts"]]
    assert any("?" in cells for cells in layouts) and any(c not in ("?", None) for cells in layouts for c in cells)
    assert render_golf_table(view, MIXED[:3], "en") == render_golf_table({**view}, MIXED[:3], "en")
