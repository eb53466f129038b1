"""Sample Shelem tables played by the real engine, for the gallery and the render tests: a view is only ever what
`Shelem.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from bot.ai.shelem import RuleShelemPlayer
from bot.games.protocol import View
from bot.games.shelem import Shelem
from bot.registry import GAMES
from bot.render.shelem.table import draw_shelem_table

from . import Draw, Seen
from .hokm import ENGLISH_NAMES, MIXED_NAMES, PERSIAN_NAMES, never

__all__ = ["ENGLISH_NAMES", "GALLERY", "MIXED_NAMES", "PERSIAN_NAMES", "SEEN", "bidding", "burying", "mid_trick",
           "never", "play_shelem", "trick_just_won"]


def play_shelem(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
                players: int = 4, max_moves: int = 5000) -> View:
    """The rule-based computer player's moves in every seat of a seeded match until `stop(public view)` holds or
    the match is over."""
    game = Shelem(options or {}, players, seed)
    player = RuleShelemPlayer()
    for _ in range(max_moves):
        view = game.public_view()
        if game.is_over() or stop(view):
            return view
        (seat,) = game.to_act()
        game.apply(seat, player.choose(game.view(seat), seed))
    raise RuntimeError(f"seed {seed}: no such table within {max_moves} moves")


def bidding(view: View) -> bool:
    return view["phase"] == "bid" and len(view["auction"]["calls"]) >= 3


def burying(view: View) -> bool:
    return view["phase"] == "exchange"


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == 3 and sum(view["tricks"]) >= 2


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and sum(view["tricks"]) >= 4


def _shot(seed: int, stop: Callable[[View], bool], names: Sequence[str], lang: str, players: int = 4) -> Draw:
    return lambda: draw_shelem_table(play_shelem(seed, stop, {"target": 330}, players=players), names[:players],
                                     lang)


GALLERY = {
    "shelem_fa_bidding": _shot(1, bidding, PERSIAN_NAMES, "fa"),
    "shelem_en_mixed_names_bidding": _shot(2, bidding, MIXED_NAMES, "en"),
    "shelem_en_burying": _shot(2, burying, ENGLISH_NAMES, "en"),
    "shelem_fa_mid_trick": _shot(3, mid_trick, PERSIAN_NAMES, "fa"),
    "shelem_en_mixed_names_last_trick": _shot(4, trick_just_won, MIXED_NAMES, "en"),
    "shelem_fa_end_of_match": _shot(5, never, PERSIAN_NAMES, "fa"),
    "shelem_2p_en_mid_trick": _shot(6, mid_trick, ENGLISH_NAMES, "en", players=2),
    "shelem_2p_fa_mixed_names_last_trick": _shot(7, trick_just_won, MIXED_NAMES, "fa", players=2),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    for players, stop in ((4, bidding), (2, lambda v: len(v["trick"]) == 3)):
        view = play_shelem(players, stop, players=players)
        yield f"shelem{players}", GAMES["shelem"].ui.render(view, names[:players], lang)


SEEN = Seen("shelem", computer=((4, 16, {}, 60), (2, 17, {}, 30)),
            matches=((4, 25, {"match_hands": 4}), (2, 26, {"target": 330, "match_hands": 4})), images=_images)
