"""Sample Klaberjass tables played by the real engine, for the gallery and the render tests: a view is only ever
what `Klaberjass.public_view()` produces."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from bot.ai.klaberjass.rule import RuleKlaberjassPlayer
from bot.games.klaberjass import Klaberjass
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.klaberjass.table import draw_klaberjass_table

from . import Draw, Seen, play_by
from .hokm import ENGLISH_NAMES, MIXED_NAMES, PERSIAN_NAMES, never

__all__ = ["ENGLISH_NAMES", "GALLERY", "MIXED_NAMES", "PERSIAN_NAMES", "SEEN", "calling", "declared", "never",
           "play_klaberjass"]


def play_klaberjass(seed: int, stop: Callable[[View], bool], options: dict[str, Any] | None = None,
                    max_moves: int = 5000) -> View:
    """The rule-based computer player's moves until `stop(public view)` holds or the match is over."""
    return play_by(Klaberjass(options or {}, 2, seed), RuleKlaberjassPlayer().choose, seed, stop, max_moves)


def calling(view: View) -> bool:
    return view["phase"] == "round2"


def declared(view: View) -> bool:
    """Trick 1 is under way and someone has announced a sequence or Bela."""
    return view["phase"] == "play" and len(view["trick"]) == 1 and (
        any(c is not None for c in view["claims"]) or view["bela"] is not None)


def _shot(stop: Callable[[View], bool], names: Sequence[str], lang: str) -> Draw:
    return lambda: draw_klaberjass_table(play_klaberjass(2, stop, {"target": 301}), names, lang)


GALLERY = {
    "klaberjass_fa_calling": _shot(calling, PERSIAN_NAMES[:2], "fa"),
    "klaberjass_en_mixed_names_declared": _shot(declared, MIXED_NAMES[:2], "en"),
    "klaberjass_fa_end_of_match": _shot(never, MIXED_NAMES[:2], "fa"),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    yield "klaberjass-declared", GAMES["klaberjass"].ui.render(play_klaberjass(2, declared), names[:2], lang)


SEEN = Seen("klaberjass", computer=((2, 20, {}, 40),), matches=((2, 28, {"target": 301}),), images=_images)
