"""Sample Bi-Del tables played by the real engine, for the gallery and the render tests: a view is only ever what
`Bidel.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from bot.ai.bidel.rule import RuleBidelPlayer
from bot.games.bidel import Bidel
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.bidel.table import draw_bidel_table

from . import Draw, Seen, play_by
from .hokm import ENGLISH_NAMES, MIXED_NAMES, PERSIAN_NAMES, never

__all__ = ["ENGLISH_NAMES", "GALLERY", "MIXED_NAMES", "PERSIAN_NAMES", "SEEN", "mid_trick", "never", "passing",
           "play_bidel", "trick_just_won"]


def play_bidel(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
               players: int = 4, max_moves: int = 5000) -> View:
    """The rule-based computer player's moves, lowest seat first, until `stop(public view)` holds or the match is
    over."""
    return play_by(Bidel(options or {}, players, seed), RuleBidelPlayer().choose, seed, stop, max_moves)


def passing(view: View) -> bool:
    """Half the table has passed."""
    return view["phase"] == "pass" and len(view["passed"]) == view["players"] // 2


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == view["players"] - 1 and len(view["played"]) >= 3


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and len(view["played"]) >= 5 and view["hearts_broken"]


def _shot(players: int, stop: Callable[[View], bool], names: Sequence[str], lang: str) -> Draw:
    return lambda: draw_bidel_table(play_bidel(5, stop, {"limit": 100}, players=players), names, lang)


GALLERY = {
    "bidel_4_fa_passing": _shot(4, passing, PERSIAN_NAMES[:4], "fa"),
    "bidel_4_en_mixed_names_mid_trick": _shot(4, mid_trick, MIXED_NAMES[:4], "en"),
    "bidel_3_en_passing": _shot(3, passing, ENGLISH_NAMES[:3], "en"),
    "bidel_3_fa_last_trick": _shot(3, trick_just_won, MIXED_NAMES[:3], "fa"),
    "bidel_4_fa_end_of_match": _shot(4, never, MIXED_NAMES[:4], "fa"),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    for players in (4, 3):
        view = play_bidel(5, passing, players=players)
        yield f"bidel{players}-passing", GAMES["bidel"].ui.render(view, names[:players], lang)


SEEN = Seen("bidel", computer=((4, 18, {}, 60), (3, 19, {}, 30)), matches=((3, 27, {"limit": 100}),),
            images=_images)
