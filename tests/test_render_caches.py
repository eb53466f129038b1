"""A drawing kept in a cache holds text set by one typesetter: the key must say which. Tests draw the same table
through both layout paths (raqm and the basic fallback, `tests/conftest.py`'s `layout`), and a seat or a claim
kept from one would be pasted into the other's picture, so what a test saw would depend on the tests before it."""

from __future__ import annotations

import ast

from tests.render_calls import called, functions, setting_text


def cached(node: ast.FunctionDef) -> bool:
    return any((isinstance(d, ast.Name) and d.id == "cache") or
               (isinstance(d, ast.Call) and isinstance(d.func, ast.Name) and d.func.id == "lru_cache")
               for d in node.decorator_list)


def test_a_cached_drawing_that_sets_text_takes_the_typesetter_in_its_key() -> None:
    every, setting = functions(), setting_text()
    keyless = [f"{node.name} (line {node.lineno})" for nodes in every.values() for node in nodes
               if cached(node) and called(node) & setting and "ts" not in {a.arg for a in node.args.args}]
    assert not keyless, keyless
