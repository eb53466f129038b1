"""Which of the renderer's functions set text, read from its source: those that use the typesetter, directly or
through another of bot/render's functions. A cached drawing that sets text must take the typesetter in its key
(`tests/test_render_caches.py`), and only such caches are emptied before a legibility measurement
(`tests/legibility.py`)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

RENDER = Path(__file__).resolve().parent.parent / "bot" / "render"


@cache
def functions() -> dict[str, list[ast.FunctionDef]]:
    """Every function under bot/render, by name (a name may be defined in several modules)."""
    found: dict[str, list[ast.FunctionDef]] = {}
    for path in RENDER.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef):
                found.setdefault(node.name, []).append(node)
    return found


def called(node: ast.FunctionDef) -> set[str]:
    """The names a function calls, but for the functions it defines inside itself."""
    inner = {n.name for n in ast.walk(node) if isinstance(n, ast.FunctionDef) and n is not node}
    return {c.func.id for c in ast.walk(node) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)} - inner


@cache
def setting_text() -> frozenset[str]:
    """The names of the functions that set text: those that take the typesetter (`ts`), ask for it or report a line
    drawn by hand (`drawn`), and those that call any of these (a name counts when any function of that name does)."""
    every = functions()
    setting = {"typesetter", "drawn"} | {name for name, nodes in every.items()
                                        if any("ts" in {a.arg for a in n.args.args} for n in nodes)}
    while True:
        more = {name for name, nodes in every.items() if any(called(n) & setting for n in nodes)} - setting
        if not more:
            return frozenset(setting)
        setting |= more
