"""Write sample images to docs/gallery/ for looking at: tables and scoreboards in Persian and English, played by
the real engine from fixed seeds. Run from the repository root:

    .venv/bin/python scripts/gallery.py [--out docs/gallery]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games.protocol import View
from bot.render import scenes
from bot.render.hokm_table import draw_hokm_table
from bot.render.scoreboard import draw_scoreboard


@dataclass(frozen=True)
class Shot:
    draw: Callable[[View, Sequence[str], str], Image.Image]
    seed: int
    stop: Callable[[View], bool]
    names: Sequence[str]
    lang: str
    options: Mapping[str, Any] = field(default_factory=dict)
    prefer: Sequence[str] = ()


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
    "scoreboard_fa": Shot(draw_scoreboard, 8, after_hands(5), scenes.PERSIAN_NAMES, "fa", {"sets_to_win": 2}),
    "scoreboard_en": Shot(draw_scoreboard, 8, after_hands(5), scenes.MIXED_NAMES, "en", {"sets_to_win": 2}),
    "scoreboard_fa_over": Shot(draw_scoreboard, 3, scenes.never, scenes.PERSIAN_NAMES, "fa", {"sets_to_win": 2}),
    "scoreboard_en_over": Shot(draw_scoreboard, 3, scenes.never, scenes.ENGLISH_NAMES, "en", {"sets_to_win": 2}),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("docs/gallery"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, shot in GALLERY.items():
        view = scenes.play_hokm(shot.seed, shot.stop, shot.options, shot.prefer)
        path = args.out / f"{name}.png"
        shot.draw(view, shot.names, shot.lang).save(path, optimize=True)
        print(path)


if __name__ == "__main__":
    main()
