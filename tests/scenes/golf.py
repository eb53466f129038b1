"""Sample Golf tables played by the real engine and its computer players, for the gallery and the tests: a view
is only ever what `Golf.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from bot.ai.golf import golf_move
from bot.games.golf import Golf
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.golf.table import draw_golf_table

from . import MANY_MIXED_NAMES, Draw, Seen


def play_golf(variant: str, players: int, seed: int, stop: Callable[[View], bool], max_moves: int = 3000) -> View:
    """Computer players at every seat, from a seeded deal, until `stop(public view)` holds or the game is over."""
    game = Golf({"variant": variant}, players, seed)
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        seat = min(game.waiting_for())
        game.apply(seat, golf_move(game, seat, 0.0))
    raise RuntimeError(f"seed {seed}: no such table within {max_moves} moves")


def mid_hole(view: View) -> bool:
    """The second hole under way, some cards face up."""
    return int(view["hole"]) >= 1 and sum(map(sum, view["face_up"])) >= 2 * int(view["players"])


def second_hole(view: View) -> bool:
    """The second hole under way (the variants whose cards stay face down)."""
    return int(view["hole"]) >= 1 and view["phase"] == "draw"


def grown(view: View) -> bool:
    """A layout with a gap or an extra cell (a match, a snap or a penalty card)."""
    return any(None in cells or len(cells) > 4 for cells in view["layouts"])


def never(view: View) -> bool:
    return False


def _shot(variant: str, players: int, lang: str, stop: Callable[[View], bool], seed: int) -> Draw:
    return lambda: draw_golf_table(play_golf(variant, players, seed, stop), MANY_MIXED_NAMES, lang)


GALLERY = {
    "golf_six_8_fa_mixed_names": _shot("six", 8, "fa", mid_hole, 1),
    "golf_six_3_en_over": _shot("six", 3, "en", never, 2),
    "golf_nine_8_en_mixed_names": _shot("nine", 8, "en", mid_hole, 3),
    "golf_ten_4_fa": _shot("ten", 4, "fa", mid_hole, 4),
    "golf_cabo_5_en_grown": _shot("cabo", 5, "en", grown, 5),
    "golf_cactus_2_fa_grown": _shot("cactus", 2, "fa", grown, 6),
    "golf_four_16_fa_second_hole": _shot("four", 16, "fa", second_hole, 7),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    for variant, players in (("six", 4), ("nine", 6)):
        view = play_golf(variant, players, players, mid_hole)
        yield f"golf-{variant}{players}", GAMES["golf"].ui.render(view, names[:players], lang)


SEEN = Seen("golf", computer=((3, 17, {}, 80), (4, 18, {"variant": "cactus"}, 80)),
            matches=((3, 26, {"holes": 1}), (4, 27, {"variant": "cumbia", "holes": 1})), images=_images)
