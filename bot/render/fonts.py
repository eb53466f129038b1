"""The bundled fonts, where they live, and which characters each covers.

The fonts ship in the repository's `data/fonts/` rather than inside the package: one copy serves the bot, the
gallery script and the container, and the package stays pure code. `data/` is found from `CARDBOT_DATA` if set,
else next to the source tree (a checkout or an editable install), else in the working directory (the container
runs from the project directory after `pip install .`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PIL import ImageFont

from .cmap import covered_codepoints

EMOJI_STRIKE = 109  # Noto Color Emoji holds bitmaps of this one size only; they are scaled to the text


def data_dir() -> Path:
    candidates = [Path(p) for p in (os.environ.get("CARDBOT_DATA"),) if p]
    candidates += [Path(__file__).resolve().parents[2] / "data", Path.cwd() / "data"]
    for candidate in candidates:
        if (candidate / "fonts").is_dir():
            return candidate
    raise FileNotFoundError(f"no data/fonts directory in {', '.join(map(str, candidates))}; set CARDBOT_DATA")


@dataclass(frozen=True)
class Face:
    """One font file; `emoji` faces are colour bitmaps drawn at `EMOJI_STRIKE` and scaled."""

    file: str
    emoji: bool = False
    codepoints: frozenset[int] = field(default=frozenset(), compare=False, repr=False)

    def covers(self, ch: str) -> bool:
        return ord(ch) in self.codepoints

    def font(self, size: int, layout: ImageFont.Layout) -> ImageFont.FreeTypeFont:
        return _font(self.file, EMOJI_STRIKE if self.emoji else size, layout)


@cache
def _font(file: str, size: int, layout: ImageFont.Layout) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(data_dir() / "fonts" / file), size, layout_engine=layout)


@cache
def face(file: str, emoji: bool = False) -> Face:
    return Face(file, emoji, covered_codepoints(data_dir() / "fonts" / file))


@cache
def chain(bold: bool) -> tuple[Face, ...]:
    """Fonts in order of preference: Latin, Greek and Cyrillic; Persian and Arabic; symbols (the suits); colour
    emoji.

    Noto Sans comes before Vazirmatn, whose own Latin letters are unhinted: FreeType then applies its
    auto-hinter, which widens small Latin glyphs away from the positions raqm computes, and at 14-16 px words
    run together. Noto Sans carries TrueType hints, which FreeType applies vertically only. Persian letters do
    not suffer from this."""
    weight = "Bold" if bold else "Regular"
    return (
        face(f"NotoSans-{weight}.ttf"),
        face(f"Vazirmatn-{weight}.ttf"),
        face("NotoSansSymbols2-Regular.ttf"),
        face("NotoColorEmoji.ttf", emoji=True),
    )
