"""The runtime's shape, checked from the source: few modules at the top of `bot/`, the table's lock taken in its
one writer alone, and the store and the table knowing nothing of how games look in Telegram (`bot.ui`)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

BOT = Path(__file__).resolve().parent.parent / "bot"


def imported(path: Path) -> set[str]:
    """Every module a file imports, wherever in it (a TYPE_CHECKING block included)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names |= {node.module, *(f"{node.module}.{alias.name}" for alias in node.names)}
    return names


def test_at_most_eight_modules_sit_at_the_top_of_bot() -> None:
    modules = sorted(p.name for p in BOT.glob("*.py") if p.name not in ("__init__.py", "__main__.py"))
    assert len(modules) <= 8, modules


def test_the_tables_lock_is_taken_in_its_one_writer_alone() -> None:
    takers = sorted(str(p.relative_to(BOT)) for p in BOT.rglob("*.py") if re.search(r"\blocal\.lock\b", p.read_text()))
    assert takers == ["table/writer.py"]


def test_the_store_and_the_table_do_not_import_the_telegram_facing_ui() -> None:
    for package in ("store", "table"):
        for path in (BOT / package).rglob("*.py"):
            ui = {name for name in imported(path) if name == "bot.ui" or name.startswith("bot.ui.")}
            assert not ui, f"{path.relative_to(BOT)} imports {ui}"
