"""Callback data: ASCII, at most 64 bytes, naming the table and (for moves) the state version.

`L|<table>|<op>` lobby buttons, `G|<table>|<version>|<action>` moves. A press whose version is not the game's
current one comes from an old keyboard and is refused before it reaches the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_BYTES = 64


class BadCallback(ValueError):
    """Data no button of ours could have carried."""


@dataclass(frozen=True)
class Press:
    kind: str  # "L" lobby, "G" game move
    table: str
    op: str
    version: int = -1


def lobby(table: str, op: str) -> str:
    return _checked(f"L|{table}|{op}")


def move(table: str, version: int, action: str) -> str:
    return _checked(f"G|{table}|{version}|{action}")


def _checked(data: str) -> str:
    if not data.isascii() or len(data) > MAX_BYTES:
        raise ValueError(f"callback data too long or not ASCII: {data!r}")
    return data


def decode(data: str | None) -> Press:
    if not data or not data.isascii() or len(data) > MAX_BYTES:
        raise BadCallback(data)
    kind, _, rest = data.partition("|")
    if kind == "L":
        table, sep, op = rest.partition("|")
        if sep and table.isalnum() and op:
            return Press("L", table, op)
    elif kind == "G":
        parts = rest.split("|", 2)
        if len(parts) == 3 and parts[0].isalnum() and parts[1].isdigit() and parts[2]:
            return Press("G", parts[0], parts[2], int(parts[1]))
    raise BadCallback(data)
