"""The words on the Seep table."""

from __future__ import annotations

from bot.i18n.glossary import TERMS, capital

from ..labels import number

_WORDS: dict[str, dict[str, str]] = {
    "fa": {
        "team_0": TERMS["fa"]["team_0"],
        "team_1": TERMS["fa"]["team_1"],
        "bid": "اعلام",
        "taken": "برداشته",
        "cards": "{} برگ",
        "seeps": "سیپ",
        "baazis": "بازی",
        "lead": "اختلاف",
        "to_play": "نوبت",
        "bidding": "اعلام می‌کند",
        "opening": "حرکت اول",
        "dealer": TERMS["fa"]["dealer"],
        "bidder": "اعلام‌کننده",
        "pukka": "ترمیم‌شده",
        "down": "برگ‌های زمین رو به پایین تا اعلام",
        "empty": "زمین خالی است",
        "deal": TERMS["fa"]["hand"] + " {}",
        "part": "بخش {}",
        "winner": "برنده",
        "left": "ترک کرد:",
    },
    "en": {
        "team_0": TERMS["en"]["team_0"],
        "team_1": TERMS["en"]["team_1"],
        "bid": "Bid",
        "taken": "Taken",
        "cards": "{} cards",
        "seeps": "Seeps",
        "baazis": "Baazis",
        "lead": "Lead",
        "to_play": "To play",
        "bidding": "Bidding",
        "opening": "Opening",
        "dealer": capital("en", "dealer"),
        "bidder": "Bidder",
        "pukka": "cemented",
        "down": "Floor cards face down until the bid",
        "empty": "The floor is empty",
        "deal": capital("en", "hand") + " {}",
        "part": "Part {}",
        "winner": "Winner",
        "left": "Left:",
    },
}


def word(lang: str, key: str, *numbers: int) -> str:
    return _WORDS[lang][key].format(*(number(lang, n) for n in numbers))
