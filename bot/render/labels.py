"""The words on the images, in Persian and English. Numbers in Persian labels use Persian digits, so they are
never set beside a middle dot, which reads as the Persian zero."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.cards import persian_digits
from bot.i18n.glossary import TERMS, capital

_LABELS: dict[str, dict[str, str]] = {
    "fa": {
        "hakem": "حاکم",
        "trump": "حکم",
        "turn": "نوبت",
        "choosing": "انتخاب حکم",
        "bam_choice": "ادامه برای بام؟",
        "tricks": TERMS["fa"]["trick"],
        "points": TERMS["fa"]["points"],
        "sets": TERMS["fa"]["set"],
        "hand": TERMS["fa"]["hand"] + " {}",
        "won_trick": f"برندهٔ {TERMS['fa']['trick']}:",
        "going_bam": "در تلاش برای بام",
        "winner": "برندهٔ بازی",
        "left": "بازی را ترک کرد:",
        "scoreboard": "جدول امتیاز",
        "first_to": "هر ست {} امتیاز، {} ست برای بردن",
        "set_points": "امتیاز این ست",
        "sets_won": "ست‌های برده",
        "winner_chip": "برنده",
        "last_hand": f"{TERMS['fa']['hand']} قبل:",
        "gained": "{} امتیاز",
        "kot": "کُت",
        "bam": "بام",
        "sars": "سرس",
        "asars": "آس سرس",
        "nars": "نرس",
        "anars": "آس نرس",
        "drawing": "برداشتن برگ",
        "stock": "دسته",
        "house_rules": "قانون خانگی",
        "target": "برد با {} دست",
        "most_tricks": "بیشترین دست می‌برد",
        "void": f"{TERMS['fa']['hand']} بی‌نتیجه",
        "dealer": TERMS["fa"]["dealer"],
        "bidding": "تعهد",
        "bid": "تعهد",
        "score": TERMS["fa"]["score"],
        "won_of": "دست از تعهد",
        "jokers": "ژوکرها",
        "burying": "خواباندن برگ",
        "pass": "پاس",
        "passing": "انتخاب ۳ برگ",
        "penalty": "منفی",
        "maker": "متعهد",
        "exchange": "عوض کردن ۷؟",
    },
    "en": {
        "hakem": "Hakem",
        "trump": "Trump",
        "turn": "To play",
        "choosing": "Choosing trump",
        "bam_choice": "Go for Bam?",
        "tricks": capital("en", "tricks"),
        "points": capital("en", "points"),
        "sets": capital("en", "sets"),
        "hand": capital("en", "hand") + " {}",
        "won_trick": capital("en", "trick") + " won by",
        "going_bam": "Going for Bam",
        "winner": capital("en", "match") + " winners",
        "left": "Left the game:",
        "scoreboard": "Scoreboard",
        "first_to": "{} points a set · {} sets to win",
        "set_points": f"{capital('en', 'points')} this {TERMS['en']['set']}",
        "sets_won": f"{capital('en', 'sets')} {TERMS['en']['won']}",
        "winner_chip": "Winners",
        "last_hand": f"Last {TERMS['en']['hand']}:",
        "gained": "+{}",
        "kot": "Kot",
        "bam": "Bam",
        "sars": "Sars",
        "asars": "Ace Sars",
        "nars": "Nars",
        "anars": "Ace Nars",
        "drawing": "Drawing",
        "stock": "Stock",
        "house_rules": "House rules",
        "target": "First to {} tricks",
        "most_tricks": "Most tricks wins",
        "void": f"Void {TERMS['en']['hand']}",
        "dealer": capital("en", "dealer"),
        "bidding": "Bidding",
        "bid": "Bid",
        "score": capital("en", "score"),
        "won_of": capital("en", "tricks") + " of bid",
        "jokers": "Jokers",
        "burying": "Burying",
        "pass": "Pass",
        "passing": "Passing 3",
        "penalty": "Taken",
        "maker": "Maker",
        "exchange": "Swap the 7?",
    },
}


def label(lang: str, key: str, *numbers: int) -> str:
    text = _LABELS[lang][key].format(*numbers)
    return persian_digits(text) if lang == "fa" else text


def word_in(words: Mapping[str, Mapping[str, str]], lang: str, key: str, *numbers: int) -> str:
    """A game's word for its images, in `lang`, its `{}` filled with numbers in the language's digits."""
    return words[lang][key].format(*(number(lang, n) for n in numbers))


def number(lang: str, value: int) -> str:
    return persian_digits(str(value)) if lang == "fa" else str(value)


def signed(lang: str, value: int, plus: bool = False) -> str:
    """A number that may be negative, with a true minus sign (and a plus if asked) that stays before its digits
    in a right-to-left line too: the left-to-right mark makes the sign and the digits one left-to-right run."""
    sign = "−" if value < 0 else "+" if plus and value > 0 else ""
    return "\u200e" + sign + number(lang, abs(value)) if sign else number(lang, value)


def is_rtl(lang: str) -> bool:
    return lang == "fa"
