"""Turn Saul Spatz's public-domain SVG deck (github.com/saulspatz/SVGCards, folder Decks/Vertical2/svgs) into the
PNG faces in data/cards/ that bot/render/card_sprites.py scales down at run time. Run once, offline, from the
repository root; it needs `rsvg-convert` (Debian package librsvg2-bin), which the bot itself never uses:

    .venv/bin/python scripts/convert_cards.py path/to/SVGCards/Decks/Vertical2/svgs [--out data/cards]

The deck's own card outline and cream ground are dropped so that the bot draws its card shape under the ink, and
the ink (210 x 315, a 2:3 card) is centred on a transparent canvas of the bot's narrower card proportion. The black
joker of the deck has a red heart and diamond; here it is inked all black, so that it differs from the colour one.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import tempfile
from pathlib import Path

from PIL import Image

from bot.games.cards import RANKS, SUITS
from bot.render.card_sprites import card_height
from bot.render.fonts import data_dir

WIDTH = 240  # the largest sprite drawn is 220 wide (the daily fortune card)
SUIT_NAME = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
RANK_NAME = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
SPECIAL = {"JKR": "redJoker", "JKB": "blackJoker", "back": "blueBack"}
OUTLINE = re.compile(r"<rect[^>]*fill:#fdfeee[^>]*/>")  # the card's ground and border, one per file
RED_INK = re.compile(r"#(?:df0000|fe0000|ff0000)")
# The corner indices are the deck's only text in Arial: they are set in the bot's own index face, Vazirmatn Bold
# (Roboto's Latin: a J that stays on the baseline), without the deck's black outline that muddies a red index, so
# that they stay readable when a card is scaled down to a seventh of its size.
INDEX_STYLE = re.compile(r'style="([^"]*font-family:Arial[^"]*)"')
INDEX_FONT = {"font-family:Arial": "font-family:Vazirmatn", "font-weight:normal": "font-weight:bold"}
OUTLINE_INK = re.compile(r"stroke:#[0-9a-f]{6}")
FONTS_CONF = """<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>{fonts}</dir></fontconfig>"""


def sources() -> dict[str, str]:
    """Output name -> the deck's file name, without extensions."""
    names = {r + s: SUIT_NAME[s] + RANK_NAME.get(r, r) for s in SUITS for r in RANKS}
    return names | SPECIAL


def ink(svg: str, black: bool) -> str:
    stripped, found = OUTLINE.subn("", svg, count=1)
    if not found:
        raise ValueError("no card outline found")
    stripped = INDEX_STYLE.sub(lambda found: f'style="{index_style(found.group(1))}"', stripped)
    return RED_INK.sub("#000000", stripped) if black else stripped


def index_style(style: str) -> str:
    for old, new in INDEX_FONT.items():
        style = style.replace(old, new)
    return OUTLINE_INK.sub("stroke:none", style)


def convert(source: Path, target: Path, name: str) -> None:
    """A face keeps its proportions; the back, a pattern on its own ground, is stretched to the card."""
    height = card_height(WIDTH)
    svg_text = source.read_text(encoding="utf-8")
    size = ["--width", str(WIDTH), "--height", str(height)] if name == "back" else ["--height", str(height),
                                                                                    "--keep-aspect-ratio"]
    with tempfile.TemporaryDirectory() as scratch:
        svg, png, conf = Path(scratch, "card.svg"), Path(scratch, "card.png"), Path(scratch, "fonts.conf")
        svg.write_text(svg_text if name == "back" else ink(svg_text, black=name == "JKB"), encoding="utf-8")
        conf.write_text(FONTS_CONF.format(fonts=data_dir() / "fonts"), encoding="utf-8")
        subprocess.run(["rsvg-convert", *size, "-o", str(png), str(svg)], check=True,
                       env=os.environ | {"FONTCONFIG_FILE": str(conf)})
        drawn = Image.open(png).convert("RGBA")
    canvas = Image.new("RGBA", (WIDTH, height))
    canvas.alpha_composite(drawn, ((WIDTH - drawn.width) // 2, (height - drawn.height) // 2))
    # 256 colours hold the flat inks and the court figures' few colours; it keeps the folder small
    canvas.quantize(256, Image.Quantize.FASTOCTREE).save(target, optimize=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("svgs", type=Path, help="the deck's Decks/Vertical2/svgs folder")
    parser.add_argument("--out", type=Path, default=Path("data/cards"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, source in sources().items():
        convert(args.svgs / f"{source}.svg", args.out / f"{name}.png", name)


if __name__ == "__main__":
    main()
