"""How the sides of a partnership game are named in its messages: a team by the colour the images paint it
(Blue team, «تیم آبی»), a player who plays alone by name, a side in full with its players' names, and one figure
per side."""

from __future__ import annotations

from collections.abc import Sequence

from bot import i18n
from bot.i18n import num, t, who

i18n.register({
    lang: {"side_team_0": "{g[team_0]}", "side_team_1": "{g[team_1]}", "side_team_2": "{g[team_2]}", "side_and": joiner}
    for lang, joiner in (("fa", " و "), ("en", " &amp; "))
})


def team_name(side: int, lang: str) -> str:
    return t(lang, f"side_team_{side}")


def side_label(sides: Sequence[Sequence[int]], side: int, names: Sequence[str], lang: str) -> str:
    """A side as people call it: the player's name when he plays alone, else the team's colour."""
    members = sides[side]
    return who(names[members[0]]) if len(members) == 1 else team_name(side, lang)


def side_in_full(sides: Sequence[Sequence[int]], side: int, names: Sequence[str], lang: str) -> str:
    """For announcements: `<b>Blue team</b> (Ali & Sara)`, or just the name in bold."""
    text = f"<b>{side_label(sides, side, names, lang)}</b>"
    if len(sides[side]) > 1:
        text += " (" + t(lang, "side_and").join(who(names[s]) for s in sides[side]) + ")"
    return text


def per_side(sides: Sequence[Sequence[int]], values: Sequence[int], names: Sequence[str], lang: str,
             mine: int | None = None, signed: bool = False) -> str:
    """`Blue team 120 · Orange team -45` (`+120` when `signed`); the reader's own side in bold."""
    parts = []
    for side, value in enumerate(values):
        part = f"{side_label(sides, side, names, lang)} {'+' if signed and value > 0 else ''}{num(lang, value)}"
        parts.append(f"<b>{part}</b>" if side == mine else part)
    return " · ".join(parts)
