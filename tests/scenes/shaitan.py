"""Sample Shaitan tables played by the real engine and its computer players, for the gallery and the tests: a
view is only ever what `Shaitan.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.ai.shaitan import ShaitanPlayer
from bot.games.protocol import View
from bot.games.shaitan import Shaitan
from bot.render.shaitan.table import draw_shaitan_table
from tests.scenes.playing import play_until

from . import MANY_MIXED_NAMES, Draw, Seen
from .bluff import ENGLISH_NAMES, PERSIAN_NAMES


def play_shaitan(players: int, seed: int, stop: Callable[[View], bool], max_moves: int = 2000) -> View:
    """Computer players at every seat, from a seeded deal, until `stop(public view)` holds or the game is over."""
    return play_until(Shaitan({}, players, seed), ShaitanPlayer().choose, seed, stop, max_moves)


def just_paired(view: View) -> bool:
    """A draw has just made a pair, after a few draws."""
    last = view["last_draw"]
    return last is not None and last["paired"] is not None and int(view["draws"]) >= 4


def someone_out(view: View) -> bool:
    return bool(view["out"]) and view["last_draw"] is not None and view["last_draw"]["paired"] is None


def dealt(view: View) -> bool:
    return view["last_draw"] is None


def never(view: View) -> bool:
    return False


def _shot(players: int, lang: str, stop: Callable[[View], bool], names: Sequence[str] = ()) -> Draw:
    shown = names or (PERSIAN_NAMES if lang == "fa" else ENGLISH_NAMES)
    return lambda: draw_shaitan_table(play_shaitan(players, players, stop), shown, lang)


GALLERY = {
    "shaitan_2_en_dealt": _shot(2, "en", dealt),
    "shaitan_4_fa_paired": _shot(4, "fa", just_paired),
    "shaitan_5_en_mixed_names": _shot(5, "en", someone_out, MANY_MIXED_NAMES),
    "shaitan_8_fa_mixed_names": _shot(8, "fa", just_paired, MANY_MIXED_NAMES),
    "shaitan_12_en_paired": _shot(12, "en", just_paired),
    "shaitan_12_fa_over": _shot(12, "fa", never, MANY_MIXED_NAMES),
    "shaitan_3_en_over": _shot(3, "en", never),
}
SEEN = Seen("shaitan", computer=((5, 16, {}, 60),), matches=((4, 25, {}),))
