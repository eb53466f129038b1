"""Which characters a TrueType/OpenType font has glyphs for, read from its `cmap` table.

Pillow cannot say whether a font covers a character (it silently draws the `.notdef` box), and the fallback
between fonts must be decided before drawing, so the two common Unicode subtables are read here.
"""

from __future__ import annotations

import struct
from pathlib import Path

# (platform, encoding) pairs that map Unicode, best first: full repertoire, then the Basic Multilingual Plane.
_UNICODE_SUBTABLES = ((3, 10), (0, 4), (0, 6), (3, 1), (0, 3))


def covered_codepoints(path: Path) -> frozenset[int]:
    data = path.read_bytes()
    cmap = _table(data, b"cmap")
    _, count = struct.unpack_from(">HH", data, cmap)
    offsets: dict[tuple[int, int], int] = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        offsets.setdefault((platform, encoding), cmap + offset)
    for key in _UNICODE_SUBTABLES:
        if key not in offsets:
            continue
        start = offsets[key]
        kind = struct.unpack_from(">H", data, start)[0]
        if kind == 12:
            return _format12(data, start)
        if kind == 4:
            return _format4(data, start)
    raise ValueError(f"{path.name}: no Unicode cmap subtable of format 4 or 12")


def _table(data: bytes, tag: bytes) -> int:
    count = struct.unpack_from(">H", data, 4)[0]
    for i in range(count):
        name, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if name == tag:
            return int(offset)
    raise ValueError(f"no {tag.decode()} table")


def _format12(data: bytes, start: int) -> frozenset[int]:
    groups = struct.unpack_from(">I", data, start + 12)[0]
    out: set[int] = set()
    for i in range(groups):
        first, last, glyph = struct.unpack_from(">III", data, start + 16 + 12 * i)
        out.update(range(first if glyph else first + 1, last + 1))
    return frozenset(out)


def _format4(data: bytes, start: int) -> frozenset[int]:
    segments = struct.unpack_from(">H", data, start + 6)[0] // 2
    ends_at = start + 14
    starts_at = ends_at + 2 * segments + 2  # a reserved pad word follows the end codes
    deltas_at = starts_at + 2 * segments
    range_offsets_at = deltas_at + 2 * segments
    out: set[int] = set()
    for i in range(segments):
        last = struct.unpack_from(">H", data, ends_at + 2 * i)[0]
        first = struct.unpack_from(">H", data, starts_at + 2 * i)[0]
        delta = struct.unpack_from(">h", data, deltas_at + 2 * i)[0]
        range_offset = struct.unpack_from(">H", data, range_offsets_at + 2 * i)[0]
        for code in range(first, min(last, 0xFFFE) + 1):
            if range_offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                # idRangeOffset is relative to its own position in the file (the spec's pointer arithmetic).
                at = range_offsets_at + 2 * i + range_offset + 2 * (code - first)
                glyph = struct.unpack_from(">H", data, at)[0]
                glyph = (glyph + delta) & 0xFFFF if glyph else 0
            if glyph:
                out.add(code)
    return frozenset(out)
