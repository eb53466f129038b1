"""Card fortunes as pure functions of (kind, input, seed): no Telegram, no Pillow, no I/O.

Each result holds the spread as its procedure lays it out, the reading as data, and `text(lang)`.
"""

from .daily import DailyCard, daily
from .love import LoveFortune, LovePair, NameWithoutLetters, letters, love, love_from_deck
from .marriage import ChainStep, MarriageFortune, cell, marriage, marriage_from_deck
from .readings import Lang, MarriageBand, RankFlavour, SuitTheme, ask_for_name
from .today import FortuneKind, day_seed

__all__ = [
    "ChainStep",
    "DailyCard",
    "FortuneKind",
    "Lang",
    "LoveFortune",
    "LovePair",
    "MarriageBand",
    "MarriageFortune",
    "NameWithoutLetters",
    "RankFlavour",
    "SuitTheme",
    "ask_for_name",
    "cell",
    "daily",
    "day_seed",
    "letters",
    "love",
    "love_from_deck",
    "marriage",
    "marriage_from_deck",
]
