"""A drawing kept in a cache holds text set by one typesetter: the key must say which. Tests draw the same table
through both layout paths (raqm and the basic fallback, `tests/conftest.py`'s `layout`), and a seat or a claim
kept from one would be pasted into the other's picture, so what a test saw would depend on the tests before it."""

from __future__ import annotations

import ast
from pathlib import Path

RENDER = Path(__file__).resolve().parent.parent / "bot" / "render"


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


def cached(node: ast.FunctionDef) -> bool:
    return any((isinstance(d, ast.Name) and d.id == "cache") or
               (isinstance(d, ast.Call) and isinstance(d.func, ast.Name) and d.func.id == "lru_cache")
               for d in node.decorator_list)


def test_a_cached_drawing_that_sets_text_takes_the_typesetter_in_its_key() -> None:
    every = functions()
    # The functions that set text with whichever typesetter is active, directly or through another.
    setting = {"typesetter"}
    while True:
        more = {name for name, nodes in every.items() if any(called(n) & setting for n in nodes)} - setting
        if not more:
            break
        setting |= more
    keyless = [f"{node.name} (line {node.lineno})" for nodes in every.values() for node in nodes
               if cached(node) and called(node) & setting and "ts" not in {a.arg for a in node.args.args}]
    assert not keyless, keyless
