"""The picture of a finished hand, for every trick game and table size that draws one: the first hand of a seeded
match of random moves, as the What happened? button sends it."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import cycle

from bot.games.protocol import Event, Game
from bot.games.tricks import HAND_ENDS, Trick
from bot.i18n import t
from bot.play import replays  # noqa: F401  registers the picture's title
from bot.registry import GAMES
from bot.render.trick_table.replay import draw_hand_replay, render_hand_replay

from . import MANY_MIXED_NAMES, Draw, Seen

HANDS: dict[str, tuple[str, int, int]] = {
    "hokm_4": ("hokm", 4, 3),
    "hokm_6": ("hokm", 6, 3),
    "hokm_2": ("hokm", 2, 3),
    "hokm_3": ("hokm", 3, 3),
    "hokm_5": ("hokm", 5, 3),
    "shelem_4": ("shelem", 4, 3),
    "ghahveh_4": ("ghahveh", 4, 3),
    "bidel_4": ("bidel", 4, 3),
    "bidel_3": ("bidel", 3, 3),
    "klaberjass_2": ("klaberjass", 2, 3),
}
"""Each scene's game, players and seed."""


def random_moves(game: Game, seed: int) -> Iterator[list[Event]]:
    """Random legal moves to the end of the match, the lowest waiting seat first; the events of each."""
    rng = random.Random(seed)
    while not game.is_over():
        seat = min(game.waiting_for() or game.to_act())
        yield game.apply(seat, rng.choice(game.legal_actions(seat)))


def first_hand(scene: str) -> tuple[Trick, ...]:
    """The tricks of the first hand of the scene's match that had any."""
    name, players, seed = HANDS[scene]
    entry = GAMES[name]
    game = entry.engine(entry.short_match, players, seed)
    for events in random_moves(game, seed):
        hands = entry.ui.hand_tricks(game.record()) if any(e.kind in HAND_ENDS for e in events) else None
        if hands and hands[-1]:
            return hands[-1]
    raise RuntimeError(f"{scene}: no hand of tricks")


def title(scene: str, lang: str) -> str:
    return t(lang, "replay_title", game=GAMES[HANDS[scene][0]].ui.title(lang), n=1)


def sides(scene: str) -> tuple[tuple[int, ...], ...]:
    name, players, _ = HANDS[scene]
    return GAMES[name].ui.partners(players, GAMES[name].short_match)


def render(scene: str, names: Sequence[str], lang: str) -> bytes:
    return render_hand_replay(first_hand(scene), names[:HANDS[scene][1]], lang, title(scene, lang), sides(scene))


def _shot(scene: str, lang: str) -> Draw:
    return lambda: draw_hand_replay(first_hand(scene), MANY_MIXED_NAMES[:HANDS[scene][1]], lang, title(scene, lang),
                                    sides(scene))


GALLERY = {f"replay_{lang}_{scene}": _shot(scene, lang) for scene, lang in zip(HANDS, cycle(("fa", "en")))}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    for scene in ("hokm_4", "hokm_6", "klaberjass_2"):
        yield f"replay-{scene}", render(scene, names, lang)


SEEN = Seen("hokm", computer=(), matches=(), images=_images)
