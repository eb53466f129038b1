"""How Seep's floor, sides and moves read in messages and on buttons."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.games.cards import label
from bot.games.protocol import View
from bot.i18n import counted, t, who

LTR = ("\u2066", "\u2069")  # card labels read left to right, inside Persian text too


def cards_text(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in cards) + LTR[1]


def sides(view: View) -> list[list[int]]:
    """Partners at four players (seats k and k + 2), each player alone at two."""
    return [[0, 2], [1, 3]] if view["players"] == 4 else [[0], [1]]


def side_label(side: int, view: View, names: Sequence[str], lang: str) -> str:
    return t(lang, f"seep_team_{side}") if view["players"] == 4 else who(names[side])


def floor_items(view: View) -> dict[str, Mapping[str, Any]]:
    """The floor's items by the key the engine's actions name them with: houses first, then loose cards."""
    floor = view["floor"]
    return {item["key"]: item for item in (*floor["houses"], *floor["loose"])}


def item_label(item: Mapping[str, Any]) -> str:
    return f"🏠{item['value']}" if "value" in item else label(item["card"])


def floor_text(view: View, names: Sequence[str], lang: str) -> str:
    floor = view["floor"]
    if floor["face_down"]:
        return t(lang, "seep_floor_down", n=counted(lang, floor["face_down"], "card"))
    if not floor["houses"] and not floor["loose"]:
        return t(lang, "seep_floor_empty")
    houses = [t(lang, "seep_house", value=h["value"], owners=", ".join(who(names[o]) for o in h["owners"]),
                pukka=t(lang, "seep_pukka") if h["cemented"] else "", cards=cards_text(h["cards"]))
              for h in floor["houses"]]
    loose = [cards_text([item["card"] for item in floor["loose"]])] if floor["loose"] else []
    return t(lang, "seep_floor_line", floor=" · ".join(houses + loose))


def move_label(view: View, action: str, lang: str) -> str:
    """A move as its button says it: the card, what it does, and the floor items it takes or joins by their
    cards (`J♣: take 2♠+9♦+🏠11`)."""
    parts = action.split(":")
    card = LTR[0] + label(parts[1]) + LTR[1]
    if parts[0] == "t":
        return t(lang, "seep_btn_throw", card=card)
    items = floor_items(view)
    chosen = [items[key] for key in parts[-1]]
    joined = LTR[0] + "+".join(item_label(item) for item in chosen) + LTR[1]
    if parts[0] == "c":
        key = "seep_btn_sweep" if len(chosen) == len(items) else "seep_btn_take"
        return t(lang, key, card=card, items=joined)
    value = int(parts[2])
    houses = [item["value"] for item in chosen if "value" in item]
    if any(v != value for v in houses):
        key = "seep_btn_break"
    elif houses:
        key = "seep_btn_alone" if len(chosen) == 1 else "seep_btn_cement"
        if len(chosen) > 1:
            joined = LTR[0] + "+".join(item_label(item) for item in chosen if "value" not in item) + LTR[1]
    else:
        key = "seep_btn_build"
    return t(lang, key, card=card, items=joined, value=value)
