"""Write sample images to docs/gallery/ for looking at: every game's tables in Persian and English, played by the
real engines from fixed seeds (each game's are its `GALLERY` in tests/scenes/), and card fortunes (the rule files'
worked examples among them). Run from the repository root, naming the start of the images to write, or none for
all:

    .venv/bin/python -m scripts.gallery [--out docs/gallery] [fortune_ table_ bluff_ ...]
"""

from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from PIL import Image

from bot.fortune import daily, love, love_from_deck, marriage
from bot.games.cards import standard_deck
from bot.render.fortune_daily import draw_daily
from bot.render.fortune_love import draw_love
from bot.render.fortune_marriage import draw_marriage
from tests import scenes

FORTUNES: dict[str, scenes.Draw] = {
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("docs/gallery"))
    parser.add_argument("only", nargs="*", help="write only the images whose names start with one of these")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    def wanted(name: str) -> bool:
        return not args.only or name.startswith(tuple(args.only))

    for name, draw in {**FORTUNES, **scenes.gallery()}.items():
        if wanted(name):
            save(draw(), args.out / f"{name}.png")


def save(image: Image.Image, path: Path) -> None:
    image.save(path, optimize=True)
    print(path)


if __name__ == "__main__":
    main()
