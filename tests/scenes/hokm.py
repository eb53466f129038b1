"""Sample tables played by the real engine, for the gallery, the benchmark and the tests: a view is only ever
what `Hokm.public_view()` produces, never a hand-written dict that could drift from it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from PIL import Image

from bot.games.hokm import Hokm
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.hokm.scoreboard import draw_scoreboard, render_scoreboard
from bot.render.hokm.table import draw_hokm_table

from . import Draw, Seen, play_until

PERSIAN_NAMES = ("علی‌رضا", "سارا", "مریم", "رضا", "نگار", "امید")
ENGLISH_NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
MIXED_NAMES = (
    "علی‌رضا محمدی‌نژاد 🌹 AliReza the Great 🎉",
    "Sara (سارا) 👩‍💻",
    "<b>Maryam</b> \u200fمریم\u200e",
    "Dave 🇮🇷",
    "نگار Negar",
    "Omid امید ⚽",
)


def play_hokm(seed: int, stop: Callable[[View], bool], options: Mapping[str, Any] | None = None,
              prefer: Sequence[str] = (), max_moves: int = 5000, players: int = 4) -> View:
    """Random legal moves from a seeded match of `players` until `stop(public view)` holds or the match is over;
    an action in `prefer` (a declaration such as `t:mid`, say) is taken whenever it is legal."""
    return play_until(Hokm(options or {}, players, seed), seed, stop, prefer, max_moves)


def declaring(view: View) -> bool:
    return bool(view["phase"] == "declare")


def mid_trick(view: View) -> bool:
    return len(view["trick"]) == view["players"] - 1 and sum(view["tricks"]) >= 2


def drawing(view: View) -> bool:
    return view["phase"] == "draw" and bool(view["stock"] <= 30)


def trick_just_won(view: View) -> bool:
    return view["phase"] == "play" and not view["trick"] and sum(view["tricks"]) >= 4


def choosing_bam(view: View) -> bool:
    return bool(view["phase"] == "bam")


def going_for_bam(view: View) -> bool:
    return view["going_for_bam"] is not None and len(view["trick"]) == 2


def never(view: View) -> bool:
    return False


def after_hands(count: int) -> Callable[[View], bool]:
    return lambda view: bool(view["hand_no"] >= count)


def _shot(draw: Callable[[View, Sequence[str], str], Image.Image], seed: int, stop: Callable[[View], bool],
          names: Sequence[str], lang: str, options: Mapping[str, Any] | None = None, prefer: Sequence[str] = (),
          players: int = 4) -> Draw:
    return lambda: draw(play_hokm(seed, stop, options, prefer, players=players), names, lang)


GALLERY = {
    "table_fa_persian_names": _shot(draw_hokm_table, 3, declaring, PERSIAN_NAMES, "fa"),
    "table_en_english_names": _shot(draw_hokm_table, 11, declaring, ENGLISH_NAMES, "en"),
    "table_fa_mid_trick": _shot(draw_hokm_table, 3, mid_trick, PERSIAN_NAMES, "fa"),
    "table_en_mid_trick": _shot(draw_hokm_table, 4, mid_trick, ENGLISH_NAMES, "en", {"sets_to_win": 2}),
    "table_en_last_trick_middle_card": _shot(draw_hokm_table, 5, trick_just_won, ENGLISH_NAMES, "en",
                                             prefer=["t:mid"]),
    "table_fa_sars": _shot(draw_hokm_table, 6, mid_trick, PERSIAN_NAMES, "fa", {"sars_nars": True},
                           prefer=["t:asars"]),
    "table_fa_bam_choice": _shot(draw_hokm_table, 0, choosing_bam, PERSIAN_NAMES, "fa"),
    "table_en_going_for_bam": _shot(draw_hokm_table, 0, going_for_bam, ENGLISH_NAMES, "en", prefer=["bam:go"]),
    "table_fa_end_of_match": _shot(draw_hokm_table, 3, never, PERSIAN_NAMES, "fa"),
    "table_fa_mixed_names": _shot(draw_hokm_table, 4, trick_just_won, MIXED_NAMES, "fa"),
    "table_en_mixed_names": _shot(draw_hokm_table, 4, mid_trick, MIXED_NAMES, "en"),
    "table_2p_fa_draw": _shot(draw_hokm_table, 1, drawing, PERSIAN_NAMES, "fa", players=2),
    "table_2p_en_last_trick": _shot(draw_hokm_table, 3, trick_just_won, ENGLISH_NAMES, "en", players=2),
    "table_3p_fa_mid_trick": _shot(draw_hokm_table, 3, mid_trick, PERSIAN_NAMES, "fa", players=3),
    "table_3p_en_choosing": _shot(draw_hokm_table, 4, declaring, ENGLISH_NAMES, "en", {"sars_nars": True},
                                  players=3),
    "table_3p_en_mixed_names": _shot(draw_hokm_table, 5, trick_just_won, MIXED_NAMES, "en", {"sets_to_win": 2},
                                     players=3),
    "table_5p_fa_mid_trick": _shot(draw_hokm_table, 4, mid_trick, PERSIAN_NAMES, "fa", players=5),
    "table_5p_en_last_trick": _shot(draw_hokm_table, 6, trick_just_won, ENGLISH_NAMES, "en", {"sets_to_win": 2},
                                    players=5),
    "table_5p_fa_end_of_match": _shot(draw_hokm_table, 7, never, PERSIAN_NAMES, "fa", players=5),
    "table_6p_fa_two_teams": _shot(draw_hokm_table, 5, mid_trick, PERSIAN_NAMES, "fa", players=6),
    "table_6p_en_two_teams": _shot(draw_hokm_table, 8, trick_just_won, ENGLISH_NAMES, "en", players=6),
    "table_6p_fa_three_teams": _shot(draw_hokm_table, 6, trick_just_won, PERSIAN_NAMES, "fa", {"teams": "3x2"},
                                     players=6),
    "table_6p_en_three_teams": _shot(draw_hokm_table, 9, mid_trick, MIXED_NAMES, "en",
                                     {"teams": "3x2", "sars_nars": True}, prefer=["t:nars"], players=6),
    "table_6p_en_seven_tricks": _shot(draw_hokm_table, 10, mid_trick, ENGLISH_NAMES, "en",
                                      {"five_six_target": "seven"}, players=6),
    "scoreboard_fa": _shot(draw_scoreboard, 8, after_hands(5), PERSIAN_NAMES, "fa", {"sets_to_win": 2}),
    "scoreboard_en": _shot(draw_scoreboard, 8, after_hands(5), MIXED_NAMES, "en", {"sets_to_win": 2}),
    "scoreboard_fa_over": _shot(draw_scoreboard, 3, never, PERSIAN_NAMES, "fa", {"sets_to_win": 2}),
    "scoreboard_en_over": _shot(draw_scoreboard, 3, never, ENGLISH_NAMES, "en", {"sets_to_win": 2}),
}


def _images(lang: str, names: Sequence[str]) -> Iterator[tuple[str, bytes]]:
    ui = GAMES["hokm"].ui
    for seed, players in ((3, 4), (4, 2), (5, 3), (6, 5), (7, 6)):
        view = play_hokm(seed, lambda v: len(v["trick"]) == 1 and sum(v["tricks"]) >= 2, players=players)
        yield f"hokm{players}", ui.render(view, names[:players], lang)
    yield "hokm-declare", ui.render(play_hokm(8, declaring), names[:4], lang)
    yield "scoreboard", render_scoreboard(play_hokm(9, never, {"sets_to_win": 2}), names[:4], lang)


SEEN = Seen("hokm", computer=((4, 11, {}, 120), (2, 12, {}, 40), (3, 13, {}, 40)),
            matches=((4, 21, {"sars_nars": True}), (2, 22, {})), images=_images)
