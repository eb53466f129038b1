"""Draw one line of text in any script: Persian joined and right to left, English left to right, names that mix
both, suit symbols and emoji, each from a bundled font that has the glyph.

A string is laid out as its own bidi paragraph, split into runs of one direction and one font, and each run is
drawn at a shared baseline. Two layout paths give the same picture:

- raqm (HarfBuzz shaping, needs libfribidi at run time): runs stay in logical order and raqm shapes them;
- basic, when raqm is unavailable: `arabic_reshaper` substitutes the joined letter forms and right-to-left runs
  are reversed here before FreeType draws them glyph by glyph.

`typesetter()` picks the path for this machine; tests build either one explicitly. Lines are cached as sprites
(RGBA images, never to be modified by callers) since names and labels repeat on every frame.
"""

from __future__ import annotations

import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from math import ceil
from typing import Literal

import arabic_reshaper
from bidi.mirror import MIRRORED
from PIL import Image, ImageDraw, ImageFont, features

from .bidi_runs import base_is_rtl, visual_runs
from .fonts import EMOJI_STRIKE, Face, chain

Color = tuple[int, int, int] | tuple[int, int, int, int]
Direction = Literal["auto", "ltr", "rtl"]
Anchor = Literal["lt", "mt", "rt", "lm", "mm", "rm", "lb", "mb", "rb"]

ELLIPSIS = "…"
PLACEHOLDER = "•"  # for a character no bundled font has: quiet, and never a missing-glyph box
EMOJI_SCALE = 0.95  # emoji em relative to the text size, so they sit with the letters rather than tower over them
_PAD = 2  # room for glyphs that overhang their advance
# Vowel marks and the hamza of «برندهٔ» are kept: fonts give them zero advance, so they settle over their letter.
_RESHAPER = arabic_reshaper.ArabicReshaper(configuration={"delete_harakat": False})
_CACHE_SIZE = 2048


@dataclass(frozen=True)
class Piece:
    """A stretch drawn with one font in one direction. Its text is in logical order for raqm, already in visual
    order for the basic path."""

    text: str
    face: Face
    rtl: bool


class Typesetter:
    def __init__(self, raqm: bool) -> None:
        self.raqm = raqm
        self.layout = ImageFont.Layout.RAQM if raqm else ImageFont.Layout.BASIC
        self._sprites: OrderedDict[tuple[object, ...], Image.Image] = OrderedDict()
        # FreeType faces are shared and not safe to use from two threads at once (images render in a pool).
        self._lock = threading.RLock()

    # -- public ---------------------------------------------------------------------------------------

    def width(self, text: str, size: int, bold: bool = False, direction: Direction = "auto") -> int:
        with self._lock:
            return ceil(sum(self._advance(p, size) for p in self.pieces(text, direction, bold)))

    def fit(self, text: str, size: int, max_width: int, bold: bool = False, direction: Direction = "auto") -> str:
        """`text`, or its longest head that fits in `max_width` with an ellipsis (never splitting a letter from
        its marks or an emoji sequence)."""
        text = clean(text)
        if self.width(text, size, bold, direction) <= max_width:
            return text
        cuts = [i for i in range(1, len(text)) if not _extends(text[i])]
        low, high = 0, len(cuts) - 1
        head = ""
        while low <= high:
            mid = (low + high) // 2
            candidate = text[: cuts[mid]].rstrip()
            if self.width(candidate + ELLIPSIS, size, bold, direction) <= max_width:
                head, low = candidate, mid + 1
            else:
                high = mid - 1
        return _whole_words(head) + ELLIPSIS

    def sprite(self, text: str, size: int, fill: Color, bold: bool = False, direction: Direction = "auto",
               max_width: int | None = None) -> Image.Image:
        """The line as an RGBA image; its height is the font's line height, the baseline at the same place for
        every string of this size, so sprites of one row line up."""
        key = (text, size, fill, bold, direction, max_width)
        with self._lock:
            cached = self._sprites.get(key)
            if cached is not None:
                self._sprites.move_to_end(key)
                drawn(text, size, cached)
                return cached
            shown = text if max_width is None else self.fit(text, size, max_width, bold, direction)
            image = self._draw(self.pieces(shown, direction, bold), size, fill)
            self._sprites[key] = image
            if len(self._sprites) > _CACHE_SIZE:
                self._sprites.popitem(last=False)
            drawn(text, size, image)
            return image

    def draw(self, canvas: Image.Image, xy: tuple[float, float], text: str, size: int, fill: Color,
             anchor: Anchor = "lt", bold: bool = False, direction: Direction = "auto",
             max_width: int | None = None) -> tuple[int, int, int, int]:
        """Draw at `xy` placed by `anchor` (horizontal l/m/r, vertical t/m/b); returns the box drawn."""
        image = self.sprite(text, size, fill, bold, direction, max_width)
        x = xy[0] - {"l": _PAD, "m": image.width / 2, "r": image.width - _PAD}[anchor[0]]
        y = xy[1] - {"t": 0, "m": image.height / 2, "b": image.height}[anchor[1]]
        box = (round(x), round(y), round(x) + image.width, round(y) + image.height)
        canvas.paste(image, box[:2], image)
        return box

    def pieces(self, text: str, direction: Direction = "auto", bold: bool = False) -> list[Piece]:
        """The line split into pieces, left to right as drawn."""
        text = clean(text)
        rtl = base_is_rtl(text, False) if direction == "auto" else direction == "rtl"
        if not self.raqm:
            text = _RESHAPER.reshape(text)
        out: list[Piece] = []
        for run in visual_runs(text, rtl):
            segments = _by_face(run.text, chain(bold), shaped=self.raqm)
            if run.rtl:
                segments.reverse()
            for chars, face in segments:
                shown = chars if self.raqm or not run.rtl else _mirror_reversed(chars)
                out.append(Piece(shown, face, run.rtl))
        return out

    # -- drawing --------------------------------------------------------------------------------------

    def _advance(self, piece: Piece, size: int) -> float:
        font = piece.face.font(size, self.layout)
        length = font.getlength(piece.text, direction=self._direction(piece))
        return length * _emoji_scale(size) if piece.face.emoji else length

    def _direction(self, piece: Piece) -> str | None:
        """Raqm is told each run's direction; the basic path draws everything left to right, already reordered."""
        return ("rtl" if piece.rtl else "ltr") if self.raqm else None

    def _draw(self, pieces: list[Piece], size: int, fill: Color) -> Image.Image:
        ascent, descent = self._line(size)
        advances = [self._advance(p, size) for p in pieces]
        width = ceil(sum(advances)) + 2 * _PAD
        mask = Image.new("L", (width, ascent + descent))
        pen = ImageDraw.Draw(mask)
        emoji: list[tuple[Image.Image, int]] = []
        x = float(_PAD)
        for piece, advance in zip(pieces, advances, strict=True):
            if piece.face.emoji:
                emoji.append((self._emoji(piece, size), round(x)))
            else:
                font = piece.face.font(size, self.layout)
                pen.text((x, ascent), piece.text, fill=255, font=font, anchor="ls", direction=self._direction(piece))
            x += advance
        image = Image.new("RGBA", mask.size, fill)
        image.putalpha(mask if len(fill) == 3 else _scaled(mask, fill[3]))
        for glyphs, left in emoji:
            # Colour emoji sit on the baseline like capitals, their foot just under it like a descender.
            top = ascent - glyphs.height + round(descent * 0.35)
            image.alpha_composite(glyphs, (left, max(0, top)))
        return image

    def _line(self, size: int) -> tuple[int, int]:
        """Ascent and descent that hold both alphabets' fonts, so that every line of one size has the same box."""
        metrics = [f.font(size, self.layout).getmetrics() for f in chain(False)[:2] + chain(True)[:2]]
        return max(a for a, _ in metrics), max(d for _, d in metrics)

    def _emoji(self, piece: Piece, size: int) -> Image.Image:
        font = piece.face.font(size, self.layout)
        ascent, descent = font.getmetrics()
        full = Image.new("RGBA", (ceil(font.getlength(piece.text, direction=self._direction(piece))), ascent + descent))
        ImageDraw.Draw(full).text((0, ascent), piece.text, font=font, anchor="ls", embedded_color=True,
                                  direction=self._direction(piece))
        scale = _emoji_scale(size)
        return full.resize((max(1, round(full.width * scale)), max(1, round(full.height * scale))),
                           Image.Resampling.LANCZOS)


Recorder = Callable[[str, int, Image.Image], None]
_recorder: Recorder | None = None


@contextmanager
def recording(recorder: Recorder) -> Iterator[None]:
    """Tell `recorder` of every line of text drawn meanwhile (its text, font size and sprite), so that tests can
    follow each sprite onto the finished image and measure it there."""
    global _recorder
    _recorder = recorder
    try:
        yield
    finally:
        _recorder = None


def drawn(text: str, size: int, image: Image.Image) -> None:
    if _recorder is not None:
        _recorder(text, size, image)


def clean(text: str) -> str:
    """One line: line breaks and other control characters become spaces."""
    return "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text).strip()


_active: Typesetter | None = None


def typesetter() -> Typesetter:
    """The typesetter for this machine: raqm when Pillow can load it (it needs libfribidi at run time), else the
    basic path. Tests replace `_active` to draw whole images through either path."""
    global _active
    if _active is None:
        _active = Typesetter(raqm=bool(features.check("raqm")))
    return _active


def _whole_words(head: str) -> str:
    """Drop a stub of one or two letters left of the last word: «Ali R…» reads worse than «Ali…»."""
    stub = head.rsplit(" ", 1)
    return stub[0].rstrip() if len(stub) == 2 and len(stub[1]) <= 2 else head


def _emoji_scale(size: int) -> float:
    return EMOJI_SCALE * size / EMOJI_STRIKE


def _scaled(mask: Image.Image, alpha: int) -> Image.Image:
    return mask.point(lambda v: v * alpha // 255)


def _extends(ch: str) -> bool:
    """Characters that belong to the one before: marks, joiners, variation selectors, skin tones, tags."""
    code = ord(ch)
    return (unicodedata.category(ch) in ("Mn", "Me", "Cf") or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF or 0xE0020 <= code <= 0xE007F)


def _prefers_emoji(text: str, i: int) -> bool:
    following = text[i + 1] if i + 1 < len(text) else ""
    return ord(text[i]) >= 0x1F000 or following == "\ufe0f" or 0x1F3FB <= ord(following or "\0") <= 0x1F3FF


def _by_face(text: str, faces: tuple[Face, ...], shaped: bool) -> list[tuple[str, Face]]:
    """Split a run into segments, each drawn with the first font that has its characters. Without shaping, the
    parts of an emoji sequence that only a shaper can combine (skin tones, keycaps, joiners) are left out."""
    segments: list[tuple[str, Face]] = []
    current: Face | None = None
    for i, ch in enumerate(text):
        if _extends(ch):
            if current is not None and (_kept(ch, current) if shaped else _kept_unshaped(ch, current)):
                segments[-1] = (segments[-1][0] + ch, current)
            continue
        wants_emoji = _prefers_emoji(text, i) and (shaped or not ch.isascii())
        emoji = [f for f in faces if f.emoji and f.covers(ch)] if wants_emoji else []
        if emoji:
            found: Face | None = emoji[0]
        elif current is not None and not current.emoji and _common(ch) and current.covers(ch):
            found = current  # spaces and punctuation stay with the word they follow
        else:
            found = next((f for f in faces if f.covers(ch)), None)
        if found is None:
            ch, found = PLACEHOLDER, faces[0]
        if found == current:
            segments[-1] = (segments[-1][0] + ch, found)
        else:
            segments.append((ch, found))
            current = found
    return segments


def _common(ch: str) -> bool:
    """Characters shared by every script: spaces, punctuation, symbols."""
    return unicodedata.category(ch)[0] in "ZPS"


def _kept(ch: str, face: Face) -> bool:
    return face.covers(ch) or unicodedata.category(ch) == "Cf"  # the shaper hides format characters itself


def _kept_unshaped(ch: str, face: Face) -> bool:
    return face.covers(ch) and not face.emoji


def _mirror_reversed(text: str) -> str:
    """A right-to-left run in visual order, brackets mirrored. A vowel mark ends up just before its letter: the
    fonts draw marks to the right of their zero-width origin, which is where the letter then goes."""
    return "".join(MIRRORED.get(ch, ch) for ch in reversed(text))
