"""Measuring the text on a finished image: where each line the typesetter drew ended up, how tall it is when the
image is shown 400 px wide, and whether it stays inside the panel it is drawn on.

While `measured()` runs, every sprite of text is reported by the renderer's recording hook, and every way one
image's pixels reach another (paste, alpha_composite, copy, crop, resize) is noted as an edge. Following the
edges from a text sprite to the image that was encoded gives each place the text shows, with its scale.
"""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from bot.render import text as text_module
from tests.render_calls import setting_text

SHOWN_WIDTH = 400  # how wide a phone shows a photo in a chat
MIN_GLYPH = 12  # px a line's font size may shrink to at that width
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Edge:
    """`source`'s pixels reach `target` at `offset`, scaled by `scale`; `order` is when, among all edges."""

    order: int
    source: Image.Image
    target: Image.Image
    offset: tuple[float, float]
    scale: tuple[float, float]


@dataclass(frozen=True)
class Line:
    text: str
    size: int
    sprite: Image.Image


@dataclass(frozen=True)
class Placed:
    """One place a line shows on the encoded image: its ink box there, its font size there in px at the shown
    width, and the edges that brought it."""

    line: Line
    ink: Box
    glyph: float
    path: tuple[Edge, ...]


@dataclass
class Record:
    lines: list[Line] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)
    encoded: list[Image.Image] = field(default_factory=list)
    _by_source: dict[int, list[Edge]] = field(default_factory=dict)

    def placements(self) -> list[Placed]:
        """Every line on the last encoded image, once per place it shows."""
        root = self.encoded[-1]
        self._by_source = {}
        for edge in self.edges:
            self._by_source.setdefault(id(edge.source), []).append(edge)
        out: list[Placed] = []
        seen: set[int] = set()
        for line in self.lines:
            if id(line.sprite) in seen:
                continue  # a cached sprite drawn twice is reported twice, but its edges already lead to both places
            seen.add(id(line.sprite))
            ink = line.sprite.getchannel("A").getbbox()
            if ink is None:
                continue
            for path in self._paths(line.sprite, root):
                box: Box = tuple(float(v) for v in ink)  # type: ignore[assignment]
                scale = 1.0
                for edge in path:
                    box = _moved(box, edge)
                    scale *= edge.scale[1]
                out.append(Placed(line, box, line.size * scale * SHOWN_WIDTH / root.width, path))
        return out

    def _paths(self, image: Image.Image, root: Image.Image, depth: int = 0) -> Iterator[tuple[Edge, ...]]:
        if image is root:
            yield ()
            return
        if depth > 40:
            return
        for edge in self._by_source.get(id(image), ()):
            for rest in self._paths(edge.target, root, depth + 1):
                yield (edge, *rest)

    def problems(self, placed: Placed) -> list[str]:
        """What is wrong with one placed line: too small, cut off by an image it was pasted into, or running out
        of the panel drawn under it."""
        found = []
        if placed.glyph < MIN_GLYPH and _says_something(placed.line.text):
            found.append(f"{placed.glyph:.1f} px tall at {SHOWN_WIDTH} px wide")
        box: Box = tuple(float(v) for v in placed.line.sprite.getchannel("A").getbbox() or (0, 0, 0, 0))  # type: ignore[assignment]
        backed = False
        for edge in placed.path:
            box = _moved(box, edge)
            if not _inside(box, (0, 0, edge.target.width, edge.target.height)):
                found.append(f"cut off at the edge of a {edge.target.width}x{edge.target.height} image")
            if not backed:
                under = self._under(edge, box)
                if under is not None and not _inside(box, under):
                    found.append(f"runs out of the panel {tuple(round(v) for v in under)} at {_rounded(box)}")
                backed = _backed(edge.target, box)
        return found

    def _under(self, edge: Edge, box: Box) -> Box | None:
        """The box of the last picture pasted into the same image before `edge` that the text overlaps: the
        panel it is drawn on."""
        texts = {id(line.sprite) for line in self.lines}
        under = None
        for other in self.edges:
            if other.order >= edge.order:
                break
            if other.target is not edge.target or id(other.source) in texts:
                continue
            other_box = _moved((0, 0, other.source.width, other.source.height), other)
            if _overlap(box, other_box) and _is_panel(other.source):
                under = other_box
        return under


def overlapping(placements: list[Placed], slack: float = 2.0) -> list[tuple[Placed, Placed]]:
    """Pairs of lines whose ink runs into each other's by more than `slack` px."""
    pairs = []
    for i, a in enumerate(placements):
        for b in placements[i + 1:]:
            inner_a = (a.ink[0] + slack, a.ink[1] + slack, a.ink[2] - slack, a.ink[3] - slack)
            if _overlap(inner_a, b.ink) and _says_something(a.line.text) and _says_something(b.line.text):
                pairs.append((a, b))
    return pairs


@contextmanager
def measured() -> Iterator[Record]:
    """Record the lines drawn and the edges between images meanwhile. The renderers' caches are emptied first
    (those that set text), so that no picture with text comes ready-made from an earlier image."""
    record = Record()
    _clear_caches()
    original = {name: getattr(Image.Image, name) for name in ("paste", "alpha_composite", "copy", "crop", "resize",
                                                                "save")}

    def edge(source: object, target: Image.Image, offset: tuple[float, float],
             scale: tuple[float, float] = (1.0, 1.0)) -> None:
        if isinstance(source, Image.Image):
            record.edges.append(Edge(len(record.edges), source, target, offset, scale))

    def paste(self: Image.Image, im: Any, box: Any = None, mask: Any = None) -> None:
        original["paste"](self, im, box, mask)
        corner = (0, 0) if box is None else box[:2]
        edge(im, self, (float(corner[0]), float(corner[1])))

    def alpha_composite(self: Image.Image, im: Image.Image, dest: tuple[int, int] = (0, 0),
                        source: tuple[int, int] = (0, 0)) -> None:
        original["alpha_composite"](self, im, dest, source)
        edge(im, self, (float(dest[0] - source[0]), float(dest[1] - source[1])))

    def copy(self: Image.Image) -> Image.Image:
        out: Image.Image = original["copy"](self)
        edge(self, out, (0.0, 0.0))
        return out

    def crop(self: Image.Image, box: Any = None) -> Image.Image:
        out: Image.Image = original["crop"](self, box)
        edge(self, out, (0.0, 0.0) if box is None else (-float(box[0]), -float(box[1])))
        return out

    def resize(self: Image.Image, size: tuple[int, int], *args: Any, **kwargs: Any) -> Image.Image:
        out: Image.Image = original["resize"](self, size, *args, **kwargs)
        edge(self, out, (0.0, 0.0), (size[0] / max(1, self.width), size[1] / max(1, self.height)))
        return out

    def save(self: Image.Image, fp: Any, format: Any = None, **params: Any) -> None:
        record.encoded.append(self)
        original["save"](self, fp, format, **params)

    for name, replacement in (("paste", paste), ("alpha_composite", alpha_composite), ("copy", copy),
                              ("crop", crop), ("resize", resize), ("save", save)):
        setattr(Image.Image, name, replacement)
    try:
        with text_module.recording(lambda text, size, sprite: record.lines.append(Line(text, size, sprite))):
            yield record
    finally:
        for name, method in original.items():
            setattr(Image.Image, name, method)


def _says_something(text: str) -> bool:
    """Whether a line has a letter, a digit or a suit to read: dots and sparkles are ornaments of any size."""
    return any(unicodedata.category(ch)[0] in "LN" or ch in "♠♥♦♣" for ch in text)


def _clear_caches() -> None:
    """Empty the caches of the drawings that set text (`tests.render_calls`). The others (fonts, card faces, plates,
    pills and glows drawn four times larger and reduced: the slowest drawing there is) hold no line of text, and
    each paste of one into an image is still noted as an edge, so what is measured is the same."""
    setting = setting_text()
    for name, module in list(sys.modules.items()):
        if name.startswith("bot.render"):
            for value in vars(module).values():  # a module's own caches and those it imported
                if callable(getattr(value, "cache_clear", None)) and value.__name__ in setting:
                    value.cache_clear()


def _moved(box: Box, edge: Edge) -> Box:
    (dx, dy), (sx, sy) = edge.offset, edge.scale
    return box[0] * sx + dx, box[1] * sy + dy, box[2] * sx + dx, box[3] * sy + dy


def _inside(box: Box, outer: Box, slack: float = 1.0) -> bool:
    return (box[0] >= outer[0] - slack and box[1] >= outer[1] - slack and box[2] <= outer[2] + slack
            and box[3] <= outer[3] + slack)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _is_panel(image: Image.Image) -> bool:
    """Whether an image is a panel something can be drawn on, solid to the middle of each edge (a plate, a pill,
    a card), rather than a row of words or a glow that fades out."""
    if image.mode != "RGBA" or min(image.size) < 3:
        return image.mode != "RGBA"
    alpha = image.getchannel("A")
    w, h = image.width, image.height
    return all(alpha.getpixel(at) for at in ((w // 2, 1), (w // 2, h - 2), (1, h // 2), (w - 2, h // 2)))


def _backed(image: Image.Image, box: Box) -> bool:
    """Whether `image` is opaque all over `box`: the text then sits on a panel of its own in this image, and what
    lies under that panel is the panel's business."""
    if image.mode != "RGBA":
        return True
    clipped = (max(0, round(box[0])), max(0, round(box[1])), min(image.width, round(box[2])),
               min(image.height, round(box[3])))
    if clipped[2] <= clipped[0] or clipped[3] <= clipped[1]:
        return False
    extrema = image.getchannel("A").crop(clipped).getextrema()
    return isinstance(extrema[0], int) and extrema[0] > 0


def _rounded(box: Box) -> tuple[int, ...]:
    return tuple(round(v) for v in box)
