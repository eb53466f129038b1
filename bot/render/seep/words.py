"""The words on the Seep table."""

from __future__ import annotations

from ..labels import number

_WORDS: dict[str, dict[str, str]] = {
    "fa": {
        "team_0": "تیم الف",
        "team_1": "تیم ب",
        "bid": "اعلام",
        "taken": "برداشته",
        "cards": "{} برگ",
        "seeps": "سیپ",
        "baazis": "بازی",
        "lead": "اختلاف",
        "to_play": "نوبت",
        "bidding": "اعلام می‌کند",
        "opening": "حرکت اول",
        "dealer": "دیلر",
        "bidder": "اعلام‌کننده",
        "pukka": "ترمیم‌شده",
        "down": "برگ‌های زمین رو به پایین تا اعلام",
        "empty": "زمین خالی است",
        "deal": "دست {}",
        "part": "بخش {}",
        "winner": "برنده",
        "left": "ترک کرد:",
    },
    "en": {
        "team_0": "Team A",
        "team_1": "Team B",
        "bid": "Bid",
        "taken": "Taken",
        "cards": "{} cards",
        "seeps": "Seeps",
        "baazis": "Baazis",
        "lead": "Lead",
        "to_play": "To play",
        "bidding": "Bidding",
        "opening": "Opening",
        "dealer": "Dealer",
        "bidder": "Bidder",
        "pukka": "cemented",
        "down": "Floor cards face down until the bid",
        "empty": "The floor is empty",
        "deal": "Deal {}",
        "part": "Part {}",
        "winner": "Winner",
        "left": "Left:",
    },
}


def word(lang: str, key: str, *numbers: int) -> str:
    return _WORDS[lang][key].format(*(number(lang, n) for n in numbers))
