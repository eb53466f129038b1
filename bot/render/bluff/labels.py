"""The words on the Bluff table, and a claim as the players say it: "3 × 7" in English, «۳ تا ۷» or «۲ تا شاه»
in Persian (the source's «۴ تا ۳ لو»). The messages in the chat use the same words."""

from __future__ import annotations

from bot.games.cards import RANK_FA, persian_digits

from ..labels import number

_WORDS: dict[str, dict[str, str]] = {
    "fa": {
        "to_play": "نوبت",
        "passed": "پاس",
        "left": "رفت",
        "winner": "برنده",
        "place": "نفر {}",
        "deck": "{} دسته ورق",
        "decks": "{} دسته ورق",
        "plays": "حرکت {}",
        "pile": "زمین: {} برگ",
        "new_round": "دور تازه",
        "opens": "شروع می‌کند",
        "hint": "به ادعایی شک دارید؟ «بلف!» زیر همین عکس را بزنید.",
        "live_claim": "ادعای آخر",
        "truthful": "راست بود",
        "bluffed": "بلف بود!",
        "called_by": "بلف گفت:",
        "took": "{} برگ برداشت",
        "ending_cap": "سقف حرکت‌ها: کمترین برگ برنده است",
        "ending_left": "بقیه بازی را ترک کردند",
    },
    "en": {
        "to_play": "To play",
        "passed": "Passed",
        "left": "Left",
        "winner": "Winner",
        "place": "Place {}",
        "deck": "{} deck",
        "decks": "{} decks",
        "plays": "play {}",
        "pile": "Pile: {}",
        "new_round": "New round",
        "opens": "opens it",
        "hint": "Doubt a claim? Press Bluff! under this picture.",
        "live_claim": "Live claim",
        "truthful": "True",
        "bluffed": "Bluff!",
        "called_by": "Called by",
        "took": "took {} cards",
        "ending_cap": "Play limit reached: fewest cards win",
        "ending_left": "Everyone else left",
    },
}


def word(lang: str, key: str, *numbers: int) -> str:
    return _WORDS[lang][key].format(*(number(lang, n) for n in numbers))


def rank_name(lang: str, rank: str) -> str:
    """A rank as Persians say it (آس, ۷, شاه) or as printed on the card."""
    return RANK_FA.get(rank, persian_digits(rank)) if lang == "fa" else rank


def times(lang: str) -> str:
    return "تا" if lang == "fa" else "×"


def claim_count(lang: str, count: int, rank: str) -> str:
    return f"{number(lang, count)} {times(lang)} {rank_name(lang, rank)}"
