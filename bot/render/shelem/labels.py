"""The words on the Shelem table that no other game's table uses, in Persian and English."""

from __future__ import annotations

from bot.games.cards import persian_digits

_WORDS: dict[str, dict[str, str]] = {
    "fa": {
        "contract": "تعهد {}",
        "pass": "پاس",
    },
    "en": {
        "contract": "Bid {}",
        "pass": "Pass",
    },
}


def word(lang: str, key: str, *numbers: int) -> str:
    text = _WORDS[lang][key].format(*numbers)
    return persian_digits(text) if lang == "fa" else text
