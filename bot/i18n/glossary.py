"""One word per concept in each language, for every game's messages and images alike.

A message names a term as `{g[trick]}` (i18n fills `g` with the chat's language); an image label takes it with
`term(lang, "trick")`. Persian card-table speech gives «دست» to a trick, so a hand (one deal played out) is
«دور» and a whole match «بازی». Teams are named by the colour the images paint them, and the players the bot
seats in empty chairs are computer players («بازیکن رایانه‌ای»), never «ربات», which is the bot itself.
"""

from __future__ import annotations

TERMS: dict[str, dict[str, str]] = {
    "fa": {
        "trick": "دست",
        "tricks": "دست‌ها",
        "hand": "دور",
        "set": "ست",
        "sets": "ست‌ها",
        "match": "بازی",
        "played": "بازی",
        "won": "برد",
        "lost": "باخت",
        "points": "امتیاز",
        "score": "امتیاز",
        "team_0": "تیم آبی",
        "team_1": "تیم نارنجی",
        "team_2": "تیم بنفش",
        "computer": "بازیکن رایانه‌ای",
        "computers": "بازیکن‌های رایانه‌ای",
        "bot": "ربات",
        "dealer": "دست‌دهنده",
        "card": "برگ",
        "cards": "برگ‌ها",
    },
    "en": {
        "trick": "trick",
        "tricks": "tricks",
        "hand": "hand",
        "set": "set",
        "sets": "sets",
        "match": "match",
        "played": "played",
        "won": "won",
        "lost": "lost",
        "points": "points",
        "score": "score",
        "team_0": "Blue team",
        "team_1": "Orange team",
        "team_2": "Purple team",
        "computer": "computer player",
        "computers": "computer players",
        "bot": "the bot",
        "dealer": "dealer",
        "card": "card",
        "cards": "cards",
    },
}


def term(lang: str, concept: str) -> str:
    return TERMS[lang][concept]


def capital(lang: str, concept: str) -> str:
    """The term at the start of a label: `Tricks`, «دست‌ها»."""
    word = TERMS[lang][concept]
    return word[:1].upper() + word[1:]
