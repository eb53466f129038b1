"""Visual order of one line of mixed left-to-right and right-to-left text (the Unicode Bidirectional Algorithm).

Every string the images draw (a name, a label) is its own paragraph, so only the implicit part of UAX #9 is
needed: weak types (W1-W7), neutrals (N1-N2), implicit levels (I1-I2), trailing whitespace (L1) and reordering
(L2). Explicit embeddings, overrides and isolates are ignored like boundary neutrals: a name cannot use them to
reach outside its own paragraph anyway. The result keeps each run's text in logical order because shaping
(joining Persian letters, emoji sequences) needs it.

python-bidi only returns a reordered string, not the levels, and a run must be drawn with one font and one
direction, hence this module.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

_STRONG_R = frozenset({"R", "AL"})
_NEUTRAL = frozenset({"B", "S", "WS", "ON"})
_IGNORED = frozenset({"BN", "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"})
_TRAILING = frozenset({"WS", "S", "B"})
_STRONG_OR_NUMBER = frozenset({"L", "R", "EN", "AN"})
_BRACKETS = "()[]{}⟨⟩〈〉《》「」『』【】〔〕〖〗〘〙〚〛（）［］｛｝｟｠｢｣⁅⁆⁽⁾₍₎❨❩❪❫❬❭❮❯❰❱❲❳❴❵"
_OPENING = {_BRACKETS[i]: _BRACKETS[i + 1] for i in range(0, len(_BRACKETS), 2)}
_CLOSING = frozenset(_BRACKETS[1::2])


@dataclass(frozen=True)
class Run:
    """Characters at one embedding level, in logical order; odd levels read right to left."""

    text: str
    level: int

    @property
    def rtl(self) -> bool:
        return self.level % 2 == 1


def bidi_class(ch: str) -> str:
    # Unassigned code points have no class in unicodedata; UAX #9 defaults most of them to L.
    return unicodedata.bidirectional(ch) or "L"


def base_is_rtl(text: str, default: bool) -> bool:
    """P2/P3: the direction of the first strong character, else `default`."""
    for ch in text:
        kind = bidi_class(ch)
        if kind == "L":
            return False
        if kind in _STRONG_R:
            return True
    return default


def levels(text: str, rtl: bool) -> list[int]:
    """The resolved embedding level of every character of a paragraph with base direction `rtl`."""
    base = int(rtl)
    kinds = [bidi_class(ch) for ch in text]
    kept = [i for i, k in enumerate(kinds) if k not in _IGNORED]
    types = [kinds[i] for i in kept]
    sos = "R" if rtl else "L"
    _resolve_weak(types, sos)
    _resolve_brackets(types, [text[i] for i in kept], sos)
    _resolve_neutrals(types, sos)
    resolved = [_implicit_level(base, t) for t in types]
    out = [base] * len(text)
    for i, level in zip(kept, resolved, strict=True):
        out[i] = level
    _inherit_ignored(out, kinds, base)
    _reset_trailing(out, kinds, base)
    return out


def visual_runs(text: str, rtl: bool) -> list[Run]:
    """The runs of a paragraph, left to right as they appear on screen (rule L2)."""
    if not text:
        return []
    resolved = levels(text, rtl)
    runs: list[Run] = []
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or resolved[i] != resolved[start]:
            runs.append(Run(text[start:i], resolved[start]))
            start = i
    lowest_odd = min(r.level for r in runs) | 1
    for level in range(max(r.level for r in runs), lowest_odd - 1, -1):
        i = 0
        while i < len(runs):
            if runs[i].level < level:
                i += 1
                continue
            j = i
            while j < len(runs) and runs[j].level >= level:
                j += 1
            runs[i:j] = reversed(runs[i:j])
            i = j
    return runs


def visual_order(text: str, rtl: bool) -> list[int]:
    """The indices of a paragraph's characters, left to right as they appear on screen (rule L2)."""
    resolved = levels(text, rtl)
    order = list(range(len(text)))
    if not order:
        return order
    for level in range(max(resolved), (min(resolved) | 1) - 1, -1):
        i = 0
        while i < len(order):
            if resolved[order[i]] < level:
                i += 1
                continue
            j = i
            while j < len(order) and resolved[order[j]] >= level:
                j += 1
            order[i:j] = reversed(order[i:j])
            i = j
    return order


def _resolve_weak(types: list[str], sos: str) -> None:
    previous = sos
    for i, t in enumerate(types):  # W1: a combining mark takes the type of its base
        if t == "NSM":
            types[i] = previous
        previous = types[i]
    strong = sos
    for i, t in enumerate(types):  # W2, W3: European digits after Arabic letters are Arabic numbers
        if t == "EN" and strong == "AL":
            types[i] = "AN"
        if t in ("L", "R", "AL"):
            strong = t
        if t == "AL":
            types[i] = "R"
    for i in range(1, len(types) - 1):  # W4: one separator between two numbers of the same kind
        before, t, after = types[i - 1], types[i], types[i + 1]
        if (before == after == "EN" and t in ("ES", "CS")) or (before == after == "AN" and t == "CS"):
            types[i] = before
    for i, t in enumerate(types):  # W5: terminators (%, $, …) next to European numbers
        if t != "ET":
            continue
        j = i
        while j < len(types) and types[j] == "ET":
            j += 1
        if (i > 0 and types[i - 1] == "EN") or (j < len(types) and types[j] == "EN"):
            types[i:j] = ["EN"] * (j - i)
    for i, t in enumerate(types):  # W6
        if t in ("ES", "ET", "CS"):
            types[i] = "ON"
    strong = sos
    for i, t in enumerate(types):  # W7: European numbers in a left-to-right context are left-to-right
        if t in ("L", "R"):
            strong = t
        elif t == "EN" and strong == "L":
            types[i] = "L"


def _resolve_brackets(types: list[str], chars: list[str], sos: str) -> None:
    """N0: a pair of brackets takes the paragraph's direction if it encloses text of that direction, else the
    direction of what it encloses when the text before agrees, so that «Sara (سارا)» keeps its parentheses."""
    for opening, closing in _bracket_pairs(chars, types):
        inside = {_as_strong(t) for t in types[opening + 1:closing] if t in _STRONG_OR_NUMBER}
        if sos in inside:
            direction = sos
        elif inside:
            before = next((_as_strong(t) for t in reversed(types[:opening]) if t in _STRONG_OR_NUMBER), sos)
            direction = before
        else:
            continue
        types[opening] = types[closing] = direction


def _bracket_pairs(chars: list[str], types: list[str]) -> list[tuple[int, int]]:
    """BD16: matching brackets, by position of the opening one."""
    stack: list[tuple[str, int]] = []
    pairs: list[tuple[int, int]] = []
    for i, ch in enumerate(chars):
        if types[i] != "ON":
            continue
        if ch in _OPENING:
            if len(stack) == 63:
                break
            stack.append((_OPENING[ch], i))
        elif ch in _CLOSING:
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == ch:
                    pairs.append((stack[depth][1], i))
                    del stack[depth:]
                    break
    return sorted(pairs)


def _resolve_neutrals(types: list[str], sos: str) -> None:
    """N1/N2: neutrals between two runs of the same direction take it, the others the paragraph's."""
    i = 0
    while i < len(types):
        if types[i] not in _NEUTRAL:
            i += 1
            continue
        j = i
        while j < len(types) and types[j] in _NEUTRAL:
            j += 1
        before = _as_strong(types[i - 1]) if i > 0 else sos
        after = _as_strong(types[j]) if j < len(types) else sos
        types[i:j] = [before if before == after else sos] * (j - i)
        i = j


def _as_strong(kind: str) -> str:
    return "R" if kind in ("R", "EN", "AN") else "L"


def _implicit_level(base: int, kind: str) -> int:
    if base % 2 == 0:
        return base + {"R": 1, "EN": 2, "AN": 2}.get(kind, 0)
    return base + (1 if kind in ("L", "EN", "AN") else 0)


def _inherit_ignored(out: list[int], kinds: list[str], base: int) -> None:
    """Removed characters (zero-width non-joiner, controls) ride along with the character before them, so a
    non-joiner stays inside the Persian word it belongs to."""
    previous = None
    for i, kind in enumerate(kinds):
        if kind in _IGNORED:
            out[i] = previous if previous is not None else _next_level(out, kinds, i, base)
        else:
            previous = out[i]


def _next_level(out: list[int], kinds: list[str], i: int, base: int) -> int:
    return next((out[j] for j in range(i, len(kinds)) if kinds[j] not in _IGNORED), base)


def _reset_trailing(out: list[int], kinds: list[str], base: int) -> None:
    """L1: whitespace at the end of the line goes back to the paragraph level."""
    for i in range(len(kinds) - 1, -1, -1):
        if kinds[i] not in _TRAILING and kinds[i] not in _IGNORED:
            break
        out[i] = base
