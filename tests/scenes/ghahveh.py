"""Sample Ghahveh tables played by the real engine from fixed seeds, for the gallery and the tests: a view is only
ever what `Ghahveh.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from bot.games.ghahveh import Ghahveh
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.ghahveh.table import draw_ghahveh_table

from . import Draw, Seen, play_until
from .hokm import ENGLISH_NAMES, MIXED_NAMES, PERSIAN_NAMES


def play_ghahveh(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
                 max_moves: int = 5000) -> View:
    """Random legal moves from a seeded match until `stop(public view)` holds or the match is over."""
    return play_until(Ghahveh(options or {}, 4, seed), seed, stop, max_moves=max_moves)


def bidding(view: View) -> bool:
    return view["phase"] == "bid" and sum(b is not None for b in view["bids"]) == 2


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == 3 and sum(view["tricks"]) >= 3


def second_hand(view: View) -> bool:
    return view["hand_no"] >= 1 and len(view["trick"]) == 2 and sum(view["tricks"]) >= 9


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and sum(view["tricks"]) >= 5


def never(view: View) -> bool:
    return False


def _shot(seed: int, stop: Callable[[View], bool], names: Sequence[str], lang: str) -> Draw:
    return lambda: draw_ghahveh_table(play_ghahveh(seed, stop, {"hand_limit": 3}), names, lang)


GALLERY = {
    "ghahveh_fa_bidding": _shot(3, bidding, PERSIAN_NAMES[:4], "fa"),
    "ghahveh_en_bidding": _shot(4, bidding, MIXED_NAMES[:4], "en"),
    "ghahveh_en_mid_trick": _shot(3, mid_trick, ENGLISH_NAMES[:4], "en"),
    "ghahveh_fa_mixed_names_second_hand": _shot(3, second_hand, MIXED_NAMES[:4], "fa"),
    "ghahveh_en_mixed_names_last_trick": _shot(4, trick_just_won, MIXED_NAMES[:4], "en"),
    "ghahveh_fa_end_of_match": _shot(3, never, PERSIAN_NAMES[:4], "fa"),
    "ghahveh_en_end_of_match": _shot(5, never, ENGLISH_NAMES[:4], "en"),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    for name, stop in (("bidding", bidding), ("mid_trick", mid_trick)):
        yield f"ghahveh-{name}", GAMES["ghahveh"].ui.render(play_ghahveh(17, stop), names[:4], lang)


SEEN = Seen("ghahveh", computer=((4, 16, {}, 60),), matches=((4, 25, {"hand_limit": 1}),), images=_images)
