"""Write sample images to docs/gallery/ for looking at: tables and scoreboards in Persian and English, played by
the real engine from fixed seeds (Bluff's by its computer players, at 3 to 15 seats; Seep's at 2 and 4), and
card fortunes (the rule files' worked examples among them). Run from the repository root, naming the start of
the images to write, or none for all:

    .venv/bin/python -m scripts.gallery [--out docs/gallery] [fortune_ table_ bluff_ ...]
"""

from __future__ import annotations

import argparse
import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from PIL import Image

from bot.fortune import daily, love, love_from_deck, marriage
from bot.games.cards import standard_deck
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.bidel.table import draw_bidel_table
from bot.render.bluff.table import draw_bluff_table
from bot.render.fortune_daily import draw_daily
from bot.render.fortune_love import draw_love
from bot.render.fortune_marriage import draw_marriage
from bot.render.ghahveh.table import draw_ghahveh_table
from bot.render.golf.table import draw_golf_table
from bot.render.hokm.scoreboard import draw_scoreboard
from bot.render.hokm.table import draw_hokm_table
from bot.render.klaberjass.table import draw_klaberjass_table
from bot.render.rummy.table import draw_rummy_table
from bot.render.seep.table import draw_seep_table
from bot.render.shaitan.table import draw_shaitan_table
from bot.render.shelem.table import draw_shelem_table
from tests.scenes import bidel as bidel_scenes
from tests.scenes import bluff as bluff_scenes
from tests.scenes import chips
from tests.scenes import ghahveh as ghahveh_scenes
from tests.scenes import golf as golf_scenes
from tests.scenes import hokm as scenes
from tests.scenes import klaberjass as klaberjass_scenes
from tests.scenes import rummy as rummy_scenes
from tests.scenes import seep as seep_scenes
from tests.scenes import shaitan as shaitan_scenes
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


def chip_table(command: str, players: int, lang: str, stop: Callable[[View], bool],
               seed: int = 1) -> Callable[[], Image.Image]:
    """A chip game's table; its image is decoded from what the group is sent."""
    def draw() -> Image.Image:
        view = chips.play_chips(command, players, seed, stop)
        return Image.open(io.BytesIO(GAMES[command].ui.render(view, chips.LONG_NAMES, lang)))
    return draw


CHIPS: dict[str, Callable[[], Image.Image]] = {
    "chips_twentyone_10_fa": chip_table("twentyone", 10, "fa", chips.duel_at(4)),
    "chips_twentyone_3_en": chip_table("twentyone", 3, "en", chips.duel_at(2)),
    "chips_twentyone_4_en_over": chip_table("twentyone", 4, "en", chips.never),
    "chips_nineeight_20_fa": chip_table("nineeight", 20, "fa", chips.reveal_with(8)),
    "chips_nineeight_6_en": chip_table("nineeight", 6, "en", chips.reveal_with(3)),
    "chips_nineeight_5_fa_over": chip_table("nineeight", 5, "fa", chips.never),
    "chips_bourse_13_fa": chip_table("bourse", 13, "fa", chips.reads(12)),
    "chips_bourse_4_en_over": chip_table("bourse", 4, "en", chips.never),
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


def seep(players: int, lang: str, stop: Callable[[View], bool], seed: int, names: Sequence[str],
         options: Mapping[str, Any] | None = None) -> Callable[[], Image.Image]:
    return lambda: draw_seep_table(seep_scenes.play_seep(players, seed, stop, options), names, lang)


SEEP: dict[str, Callable[[], Image.Image]] = {
    "seep_4_fa_bidding": seep(4, "fa", seep_scenes.bidding, 1, seep_scenes.PERSIAN_NAMES),
    "seep_4_en_houses": seep(4, "en", seep_scenes.houses, 2, seep_scenes.ENGLISH_NAMES),
    "seep_4_fa_houses_mixed_names": seep(4, "fa", seep_scenes.houses, 3, seep_scenes.MIXED_NAMES),
    "seep_4_en_crowded": seep(4, "en", seep_scenes.crowded, 4, seep_scenes.MIXED_NAMES),
    "seep_4_fa_seeps": seep(4, "fa", seep_scenes.swept, 5, seep_scenes.PERSIAN_NAMES),
    "seep_4_en_over": seep(4, "en", seep_scenes.never, 6, seep_scenes.MIXED_NAMES, {"variant": "punjab"}),
    "seep_2_fa_houses": seep(2, "fa", seep_scenes.houses, 7, seep_scenes.MIXED_NAMES),
    "seep_2_en_bidding": seep(2, "en", seep_scenes.bidding, 8, seep_scenes.ENGLISH_NAMES),
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


MIXED_NAMES = ("سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", "Niloufar Ahmadi-Rad", "مریم", "Bob", "کیان",
               "Grace 🌸", "پرستو", "Ivan", "شیما", "Judy")


def shaitan(players: int, lang: str, stop: Callable[[View], bool], seed: int = 0,
            names: Sequence[str] = ()) -> Callable[[], Image.Image]:
    shown = names or (bluff_scenes.PERSIAN_NAMES if lang == "fa" else bluff_scenes.ENGLISH_NAMES)
    return lambda: draw_shaitan_table(shaitan_scenes.play_shaitan(players, seed or players, stop), shown, lang)


SHAITAN: dict[str, Callable[[], Image.Image]] = {
    "shaitan_2_en_dealt": shaitan(2, "en", shaitan_scenes.dealt),
    "shaitan_4_fa_paired": shaitan(4, "fa", shaitan_scenes.just_paired),
    "shaitan_5_en_mixed_names": shaitan(5, "en", shaitan_scenes.someone_out, names=MIXED_NAMES),
    "shaitan_8_fa_mixed_names": shaitan(8, "fa", shaitan_scenes.just_paired, names=MIXED_NAMES),
    "shaitan_12_en_paired": shaitan(12, "en", shaitan_scenes.just_paired),
    "shaitan_12_fa_over": shaitan(12, "fa", shaitan_scenes.never, names=MIXED_NAMES),
    "shaitan_3_en_over": shaitan(3, "en", shaitan_scenes.never),
}


def rummy(lang: str, stop: Callable[[View], bool], seed: int, names: Sequence[str]) -> Callable[[], Image.Image]:
    return lambda: draw_rummy_table(rummy_scenes.play_rummy(seed, stop, {"target": 100}), names, lang)


RUMMY: dict[str, Callable[[], Image.Image]] = {
    "rummy_fa_opening": rummy("fa", rummy_scenes.opening, 1, ("سیدمهدی موسوی", "Alexander K.")),
    "rummy_en_mid_deal": rummy("en", rummy_scenes.mid_deal, 2, ("Alice", "Bob")),
    "rummy_fa_after_a_deal": rummy("fa", rummy_scenes.after_a_deal, 3, ("علی Ali 🎉", "مریم")),
    "rummy_en_after_a_deal": rummy("en", rummy_scenes.after_a_deal, 4, ("Alexander K.", "سیدمهدی موسوی")),
    "rummy_en_over": rummy("en", rummy_scenes.never, 5, ("Alice", "علی Ali 🎉")),
    "rummy_fa_taken": rummy("fa", rummy_scenes.taken_three, 1, ("سیدمهدی موسوی", "Alexander K.")),
    "rummy_en_taken": rummy("en", rummy_scenes.taken_three, 1, ("Alexander K.", "علی Ali 🎉")),
}


def golf(variant: str, players: int, lang: str, stop: Callable[[View], bool], seed: int,
         names: Sequence[str] = MIXED_NAMES) -> Callable[[], Image.Image]:
    return lambda: draw_golf_table(golf_scenes.play_golf(variant, players, seed, stop), names, lang)


GOLF: dict[str, Callable[[], Image.Image]] = {
    "golf_six_8_fa_mixed_names": golf("six", 8, "fa", golf_scenes.mid_hole, 1),
    "golf_six_3_en_over": golf("six", 3, "en", golf_scenes.never, 2),
    "golf_nine_8_en_mixed_names": golf("nine", 8, "en", golf_scenes.mid_hole, 3),
    "golf_ten_4_fa": golf("ten", 4, "fa", golf_scenes.mid_hole, 4),
    "golf_cabo_5_en_grown": golf("cabo", 5, "en", golf_scenes.grown, 5),
    "golf_cactus_2_fa_grown": golf("cactus", 2, "fa", golf_scenes.grown, 6),
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
    for name, draw in {**FORTUNES, **BLUFF, **GHAHVEH, **SEEP, **SHELEM, **SHAITAN, **RUMMY, **GOLF, **CHIPS,
                       **TABLES}.items():
        if wanted(name):
            save(draw(), args.out / f"{name}.png")


def save(image: Image.Image, path: Path) -> None:
    image.save(path, optimize=True)
    print(path)


if __name__ == "__main__":
    main()
