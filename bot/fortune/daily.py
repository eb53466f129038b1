"""The card of the day: one card per person per day, read by its suit's symbolic meaning (cards.md §2)
and coloured by its rank.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from bot.games.cards import rank, shuffle, standard_deck, suit

from .readings import Lang, RankFlavour, SuitTheme, daily_text
from .today import FortuneKind, day_seed

THEME = {"H": SuitTheme.LOVE, "D": SuitTheme.WEALTH, "C": SuitTheme.STRIFE, "S": SuitTheme.ENDING}
_FACES = {"A": RankFlavour.BEGINNING, "J": RankFlavour.YOUTH, "Q": RankFlavour.WOMAN, "K": RankFlavour.MAN}
_SMALL = frozenset({"2", "3", "4", "5"})


@dataclass(frozen=True)
class DailyCard:
    user_id: int
    day: date
    card: str

    @property
    def theme(self) -> SuitTheme:
        return THEME[suit(self.card)]

    @property
    def flavour(self) -> RankFlavour:
        r = rank(self.card)
        if r in _FACES:
            return _FACES[r]
        return RankFlavour.SMALL if r in _SMALL else RankFlavour.STRONG

    def text(self, lang: Lang) -> str:
        return daily_text(self.card, self.theme, self.flavour, lang)


def daily(user_id: int, day: date) -> DailyCard:
    """The top card of a deck shuffled with the seed of (user, day)."""
    card = shuffle(standard_deck(), day_seed(FortuneKind.DAILY, user_id, day))[0]
    return DailyCard(user_id, day, card)
