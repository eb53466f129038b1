"""Write sample images to docs/gallery/ for looking at: tables and scoreboards in Persian and English, played by
the real engine from fixed seeds (Bluff's by its computer players, at 3 to 15 seats), and card fortunes (the
rule files' worked examples among them). Run from the repository root, naming the start of the images to write,
or none for all:

    .venv/bin/python scripts/gallery.py [--out docs/gallery] [fortune_ table_ bluff_ ...]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from PIL import Image

from bot.fortune import daily, love, love_from_deck, marriage
from bot.games.cards import standard_deck
from bot.games.protocol import View
from bot.render.bidel.table import draw_bidel_table
from bot.render.bluff.table import draw_bluff_table
from bot.render.fortune_daily import draw_daily
from bot.render.fortune_love import draw_love
from bot.render.fortune_marriage import draw_marriage
from bot.render.ghahveh.table import draw_ghahveh_table
from bot.render.hokm.scoreboard import draw_scoreboard
from bot.render.hokm.table import draw_hokm_table
from bot.render.klaberjass.table import draw_klaberjass_table
from bot.render.shelem.table import draw_shelem_table
from tests.scenes import bidel as bidel_scenes
from tests.scenes import bluff as bluff_scenes
from tests.scenes import ghahveh as ghahveh_scenes
from tests.scenes import hokm as scenes
from tests.scenes import klaberjass as klaberjass_scenes
from tests.scenes import shelem as shelem_scenes


@dataclass(frozen=True)
class Shot:
    draw: Callable[[View, Sequence[str], str], Image.Image]
    seed: int
    stop: Callable[[View], bool]
    names: Sequence[str]
    lang: str
    options: Mapping[str, Any] = field(default_factory=dict)
    prefer: Sequence[str] = ()
    players: int = 4


def after_hands(count: int) -> Callable[[View], bool]:
    return lambda view: bool(view["hand_no"] >= count)


GALLERY = {
    "table_fa_persian_names": Shot(draw_hokm_table, 3, scenes.declaring, scenes.PERSIAN_NAMES, "fa"),
    "table_en_english_names": Shot(draw_hokm_table, 11, scenes.declaring, scenes.ENGLISH_NAMES, "en"),
    "table_fa_mid_trick": Shot(draw_hokm_table, 3, scenes.mid_trick, scenes.PERSIAN_NAMES, "fa"),
    "table_en_mid_trick": Shot(draw_hokm_table, 4, scenes.mid_trick, scenes.ENGLISH_NAMES, "en", {"sets_to_win": 2}),
    "table_en_last_trick_middle_card": Shot(draw_hokm_table, 5, scenes.trick_just_won, scenes.ENGLISH_NAMES, "en",
                                            prefer=["t:mid"]),
    "table_fa_sars": Shot(draw_hokm_table, 6, scenes.mid_trick, scenes.PERSIAN_NAMES, "fa", {"sars_nars": True},
                          prefer=["t:asars"]),
    "table_fa_bam_choice": Shot(draw_hokm_table, 0, scenes.choosing_bam, scenes.PERSIAN_NAMES, "fa"),
    "table_en_going_for_bam": Shot(draw_hokm_table, 0, scenes.going_for_bam, scenes.ENGLISH_NAMES, "en",
                                   prefer=["bam:go"]),
    "table_fa_end_of_match": Shot(draw_hokm_table, 3, scenes.never, scenes.PERSIAN_NAMES, "fa"),
    "table_fa_mixed_names": Shot(draw_hokm_table, 4, scenes.trick_just_won, scenes.MIXED_NAMES, "fa"),
    "table_en_mixed_names": Shot(draw_hokm_table, 4, scenes.mid_trick, scenes.MIXED_NAMES, "en"),
    "table_2p_fa_draw": Shot(draw_hokm_table, 1, scenes.drawing, scenes.PERSIAN_NAMES, "fa", players=2),
    "table_2p_en_last_trick": Shot(draw_hokm_table, 3, scenes.trick_just_won, scenes.ENGLISH_NAMES, "en",
                                   players=2),
    "table_3p_fa_mid_trick": Shot(draw_hokm_table, 3, scenes.mid_trick, scenes.PERSIAN_NAMES, "fa", players=3),
    "table_3p_en_choosing": Shot(draw_hokm_table, 4, scenes.declaring, scenes.ENGLISH_NAMES, "en",
                                 {"sars_nars": True}, players=3),
    "table_3p_en_mixed_names": Shot(draw_hokm_table, 5, scenes.trick_just_won, scenes.MIXED_NAMES, "en",
                                    {"sets_to_win": 2}, players=3),
    "table_5p_fa_mid_trick": Shot(draw_hokm_table, 4, scenes.mid_trick, scenes.PERSIAN_NAMES, "fa", players=5),
    "table_5p_en_last_trick": Shot(draw_hokm_table, 6, scenes.trick_just_won, scenes.ENGLISH_NAMES, "en",
                                   {"sets_to_win": 2}, players=5),
    "table_5p_fa_end_of_match": Shot(draw_hokm_table, 7, scenes.never, scenes.PERSIAN_NAMES, "fa", players=5),
    "table_6p_fa_two_teams": Shot(draw_hokm_table, 5, scenes.mid_trick, scenes.PERSIAN_NAMES, "fa", players=6),
    "table_6p_en_two_teams": Shot(draw_hokm_table, 8, scenes.trick_just_won, scenes.ENGLISH_NAMES, "en",
                                  players=6),
    "table_6p_fa_three_teams": Shot(draw_hokm_table, 6, scenes.trick_just_won, scenes.PERSIAN_NAMES, "fa",
                                    {"teams": "3x2"}, players=6),
    "table_6p_en_three_teams": Shot(draw_hokm_table, 9, scenes.mid_trick, scenes.MIXED_NAMES, "en",
                                    {"teams": "3x2", "sars_nars": True}, prefer=["t:nars"], players=6),
    "table_6p_en_seven_tricks": Shot(draw_hokm_table, 10, scenes.mid_trick, scenes.ENGLISH_NAMES, "en",
                                     {"five_six_target": "seven"}, players=6),
    "scoreboard_fa": Shot(draw_scoreboard, 8, after_hands(5), scenes.PERSIAN_NAMES, "fa", {"sets_to_win": 2}),
    "scoreboard_en": Shot(draw_scoreboard, 8, after_hands(5), scenes.MIXED_NAMES, "en", {"sets_to_win": 2}),
    "scoreboard_fa_over": Shot(draw_scoreboard, 3, scenes.never, scenes.PERSIAN_NAMES, "fa", {"sets_to_win": 2}),
    "scoreboard_en_over": Shot(draw_scoreboard, 3, scenes.never, scenes.ENGLISH_NAMES, "en", {"sets_to_win": 2}),
}


FORTUNES: dict[str, Callable[[], Image.Image]] = {
    "fortune_love_fa_worked_example": lambda: draw_love(love("مریم", 7), "fa"),
    "fortune_love_en_mixed_name": lambda: draw_love(love("Sara سارا 🌹", 4), "en"),
    "fortune_love_fa_long_name": lambda: draw_love(
        love("محمدرضا علی‌زاده شیرازی‌نژاد اصفهانی تهرانی کرمانشاهی بزرگمهر خسروی", 8), "fa"),
    "fortune_love_en_no_pair": lambda: draw_love(love_from_deck("Ali", standard_deck()), "en"),
    "fortune_marriage_fa_all_home": lambda: draw_marriage(marriage(10), "fa"),
    "fortune_marriage_en_six_home": lambda: draw_marriage(marriage(1), "en"),
    "fortune_daily_fa": lambda: draw_daily(daily(5, date(2025, 3, 21)), "fa"),
    "fortune_daily_en": lambda: draw_daily(daily(3, date(2025, 3, 21)), "en"),
}


def bluff(players: int, lang: str, stop: Callable[[View], bool] = bluff_scenes.called_then_played,
          seed: int = 0) -> Callable[[], Image.Image]:
    names = bluff_scenes.PERSIAN_NAMES if lang == "fa" else bluff_scenes.ENGLISH_NAMES
    return lambda: draw_bluff_table(bluff_scenes.play_bluff(players, seed or players, stop), names, lang)


BLUFF: dict[str, Callable[[], Image.Image]] = {
    **{f"bluff_{players}_{lang}": bluff(players, lang) for players in (3, 5, 10, 15) for lang in ("fa", "en")},
    "bluff_4_fa_opening": bluff(4, "fa", bluff_scenes.opening),
    "bluff_6_en_just_called": bluff(6, "en", bluff_scenes.just_called, seed=3),
    "bluff_15_fa_over": bluff(15, "fa", bluff_scenes.never, seed=3),
    "bluff_8_en_over": bluff(8, "en", bluff_scenes.never, seed=3),
}


def ghahveh(seed: int, stop: Callable[[View], bool], names: Sequence[str], lang: str) -> Callable[[], Image.Image]:
    return lambda: draw_ghahveh_table(ghahveh_scenes.play_ghahveh(seed, stop, {"hand_limit": 3}), names, lang)


GHAHVEH: dict[str, Callable[[], Image.Image]] = {
    "ghahveh_fa_bidding": ghahveh(3, ghahveh_scenes.bidding, scenes.PERSIAN_NAMES[:4], "fa"),
    "ghahveh_en_bidding": ghahveh(4, ghahveh_scenes.bidding, scenes.MIXED_NAMES[:4], "en"),
    "ghahveh_en_mid_trick": ghahveh(3, ghahveh_scenes.mid_trick, scenes.ENGLISH_NAMES[:4], "en"),
    "ghahveh_fa_mixed_names_second_hand": ghahveh(3, ghahveh_scenes.second_hand, scenes.MIXED_NAMES[:4], "fa"),
    "ghahveh_en_mixed_names_last_trick": ghahveh(4, ghahveh_scenes.trick_just_won, scenes.MIXED_NAMES[:4], "en"),
    "ghahveh_fa_end_of_match": ghahveh(3, ghahveh_scenes.never, scenes.PERSIAN_NAMES[:4], "fa"),
    "ghahveh_en_end_of_match": ghahveh(5, ghahveh_scenes.never, scenes.ENGLISH_NAMES[:4], "en"),
}


def bidel(players: int, stop: Callable[[View], bool], names: Sequence[str], lang: str) -> Callable[[], Image.Image]:
    return lambda: draw_bidel_table(bidel_scenes.play_bidel(5, stop, {"limit": 100}, players=players), names, lang)


def klaberjass(stop: Callable[[View], bool], names: Sequence[str], lang: str) -> Callable[[], Image.Image]:
    return lambda: draw_klaberjass_table(klaberjass_scenes.play_klaberjass(2, stop, {"target": 301}), names, lang)


TABLES: dict[str, Callable[[], Image.Image]] = {
    "bidel_4_fa_passing": bidel(4, bidel_scenes.passing, scenes.PERSIAN_NAMES[:4], "fa"),
    "bidel_4_en_mixed_names_mid_trick": bidel(4, bidel_scenes.mid_trick, scenes.MIXED_NAMES[:4], "en"),
    "bidel_3_en_passing": bidel(3, bidel_scenes.passing, scenes.ENGLISH_NAMES[:3], "en"),
    "bidel_3_fa_last_trick": bidel(3, bidel_scenes.trick_just_won, scenes.MIXED_NAMES[:3], "fa"),
    "bidel_4_fa_end_of_match": bidel(4, bidel_scenes.never, scenes.MIXED_NAMES[:4], "fa"),
    "klaberjass_fa_calling": klaberjass(klaberjass_scenes.calling, scenes.PERSIAN_NAMES[:2], "fa"),
    "klaberjass_en_mixed_names_declared": klaberjass(klaberjass_scenes.declared, scenes.MIXED_NAMES[:2], "en"),
    "klaberjass_fa_end_of_match": klaberjass(klaberjass_scenes.never, scenes.MIXED_NAMES[:2], "fa"),
}


def shelem(seed: int, stop: Callable[[View], bool], names: Sequence[str], lang: str,
           players: int = 4) -> Callable[[], Image.Image]:
    return lambda: draw_shelem_table(shelem_scenes.play_shelem(seed, stop, {"target": 330}, players=players),
                                     names[:players], lang)


SHELEM: dict[str, Callable[[], Image.Image]] = {
    "shelem_fa_bidding": shelem(1, shelem_scenes.bidding, scenes.PERSIAN_NAMES, "fa"),
    "shelem_en_mixed_names_bidding": shelem(2, shelem_scenes.bidding, scenes.MIXED_NAMES, "en"),
    "shelem_en_burying": shelem(2, shelem_scenes.burying, scenes.ENGLISH_NAMES, "en"),
    "shelem_fa_mid_trick": shelem(3, shelem_scenes.mid_trick, scenes.PERSIAN_NAMES, "fa"),
    "shelem_en_mixed_names_last_trick": shelem(4, shelem_scenes.trick_just_won, scenes.MIXED_NAMES, "en"),
    "shelem_fa_end_of_match": shelem(5, shelem_scenes.never, scenes.PERSIAN_NAMES, "fa"),
    "shelem_2p_en_mid_trick": shelem(6, shelem_scenes.mid_trick, scenes.ENGLISH_NAMES, "en", players=2),
    "shelem_2p_fa_mixed_names_last_trick": shelem(7, shelem_scenes.trick_just_won, scenes.MIXED_NAMES, "fa",
                                                  players=2),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("docs/gallery"))
    parser.add_argument("only", nargs="*", help="write only the images whose names start with one of these")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    def wanted(name: str) -> bool:
        return not args.only or name.startswith(tuple(args.only))

    for name, shot in GALLERY.items():
        if wanted(name):
            view = scenes.play_hokm(shot.seed, shot.stop, shot.options, shot.prefer, players=shot.players)
            save(shot.draw(view, shot.names, shot.lang), args.out / f"{name}.png")
    for name, draw in {**FORTUNES, **BLUFF, **GHAHVEH, **SHELEM, **TABLES}.items():
        if wanted(name):
            save(draw(), args.out / f"{name}.png")


def save(image: Image.Image, path: Path) -> None:
    image.save(path, optimize=True)
    print(path)


if __name__ == "__main__":
    main()
