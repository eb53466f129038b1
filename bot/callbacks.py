"""Callback data: ASCII, at most 64 bytes, naming the table and (for moves) the state version.

`L|<table>|<op>` lobby buttons, `G|<table>|<version>|<action>` moves, `S|<setting>|<choice>` chat settings,
`F|<fortune>` the fortune menu, `A|<table>` Play again under a finished game's result, `R|<table>|<hand>` the
picture of a finished hand's tricks, `V|<table>|<hand>` the presser's review of their moves in it,
`H|<person>|<page>` a page of /history (person 0: the group's games) and `H|<person>|<page>|<table>` one game of
that page, `P|<game>` a practice table of the game in the private chat.
A move whose version is not the game's current one comes from an old keyboard and is refused before it reaches
the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_BYTES = 64


class BadCallback(ValueError):
    """Data no button of ours could have carried."""


@dataclass(frozen=True)
class Press:
    kind: str  # "L" lobby, "G" game move, "S" chat setting, "F" fortune, "A" play again, "R" a hand's tricks,
    # "V" a review of one's moves in a hand, "H" history, "P" practice
    target: str  # the table, or the setting; empty for a fortune; a history's person; a practice's game
    op: str  # what is pressed: a move, a lobby's button, a hand; a history's page
    version: int = -1
    game: str = ""  # the finished game a history press opens (empty: the page itself)


def pattern(kind: str) -> str:
    """The regular expression PTB routes a kind of press by (`CallbackQueryHandler(pattern=…)`)."""
    return f"^{kind}\\|"


def lobby(table: str, op: str) -> str:
    return _checked(f"L|{table}|{op}")


def move(table: str, version: int, action: str) -> str:
    return _checked(f"G|{table}|{version}|{action}")


def setting(key: str, choice: int) -> str:
    return _checked(f"S|{key}|{choice}")


def fortune(op: str) -> str:
    return _checked(f"F|{op}")


def again(table: str) -> str:
    return _checked(f"A|{table}")


def replay(table: str, hand: int) -> str:
    return _checked(f"R|{table}|{hand}")


def review(table: str, hand: int) -> str:
    return _checked(f"V|{table}|{hand}")


def practice(game: str) -> str:
    return _checked(f"P|{game}")


def history(person: int, page: int, game: str = "") -> str:
    return _checked(f"H|{person}|{page}" + (f"|{game}" if game else ""))


def _checked(data: str) -> str:
    if not data.isascii() or len(data) > MAX_BYTES:
        raise ValueError(f"callback data too long or not ASCII: {data!r}")
    return data


def decode(data: str | None) -> Press:
    if not data or not data.isascii() or len(data) > MAX_BYTES:
        raise BadCallback(data)
    kind, _, rest = data.partition("|")
    if kind in ("L", "S"):
        target, sep, op = rest.partition("|")
        if sep and target.isalnum() and op:
            return Press(kind, target, op)
    elif kind == "G":
        parts = rest.split("|", 2)
        if len(parts) == 3 and parts[0].isalnum() and parts[1].isdigit() and parts[2]:
            return Press("G", parts[0], parts[2], int(parts[1]))
    elif kind == "F" and rest.isalpha():
        return Press("F", "", rest)
    elif kind in ("R", "V"):
        target, sep, hand = rest.partition("|")
        if sep and target.isalnum() and hand.isdigit():
            return Press(kind, target, hand)
    elif kind == "H":
        parts = rest.split("|")
        if len(parts) in (2, 3) and parts[0].isdigit() and parts[1].isdigit() and all(p.isalnum() for p in parts[2:]):
            return Press("H", parts[0], parts[1], game="".join(parts[2:]))
    elif kind in ("A", "P") and rest.isalnum():
        return Press(kind, rest, "")
    raise BadCallback(data)
