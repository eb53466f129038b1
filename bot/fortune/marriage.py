"""فال ازدواج, the marriage fortune (rules/fortune-marriage.md): the sixteen honours and the ten of
diamonds are laid face down in a 4×4 grid, then the card left in hand goes home and uncovers the next one,
until the 10♦ appears.

The source stops after the layout; the chain and its reading are the completion the rulings ship.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.games.cards import shuffle

from .readings import Lang, MarriageBand, marriage_text

STOPPER = "10D"
GRID_SIZE = 16
# Rows follow the source's words «آس و بابا و بی بی و سرباز», columns its suits «پیک و دل و خاج و خشت».
HOME: Mapping[str, int] = {r + s: 4 * i + j + 1 for i, r in enumerate("AKQJ") for j, s in enumerate("SHCD")}
DECK: tuple[str, ...] = (*sorted(HOME, key=HOME.__getitem__), STOPPER)


@dataclass(frozen=True)
class ChainStep:
    card: str  # the card in hand, laid face up in its home
    position: int  # its home, 1–16
    picked: str  # the face-down card it uncovers there, the next card in hand


@dataclass(frozen=True)
class MarriageFortune:
    deck: tuple[str, ...]  # the 17 as shuffled
    layout: tuple[str, ...]  # the 16 face-down cards, position p at index p - 1
    hand: str  # the card left over after the layout, where the chain starts
    steps: tuple[ChainStep, ...]  # in order; the last one uncovers the 10♦
    grid: tuple[str, ...]  # the cards at the end, position p at index p - 1; placed ones face up, others down

    @property
    def filled(self) -> int:
        """How many of the 16 cards found their home."""
        return len(self.steps)

    @property
    def face_up(self) -> frozenset[int]:
        return frozenset(step.position for step in self.steps)

    @property
    def band(self) -> MarriageBand:
        return band(self.filled)

    def text(self, lang: Lang) -> str:
        return marriage_text(self.filled, self.band, lang)


def cell(position: int) -> tuple[int, int]:
    """(row, column) from the top left: the source lays out left to right, in an RTL UI too."""
    return divmod(position - 1, 4)


# The rulings' bands, each from its lowest count of cards at home.
_BANDS = (
    (GRID_SIZE, MarriageBand.YES),
    (12, MarriageBand.CLOSE),
    (6, MarriageBand.OBSTACLES),
    (0, MarriageBand.NOT_YET),
)


def band(filled: int) -> MarriageBand:
    return next(named for lowest, named in _BANDS if filled >= lowest)


def marriage(seed: int) -> MarriageFortune:
    return marriage_from_deck(shuffle(DECK, seed))


def marriage_from_deck(order: Sequence[str]) -> MarriageFortune:
    """The fortune for an explicit order of the 17 cards; the 17th is the card left in hand."""
    if sorted(order) != sorted(DECK):
        raise ValueError(f"the marriage fortune needs exactly its 17 cards: {list(order)}")
    layout = tuple(order[:GRID_SIZE])
    cells = list(layout)
    steps = []
    hand = order[GRID_SIZE]
    # Each home takes only its own card, so no cell is visited twice and the 10♦, homeless, must end it.
    while hand != STOPPER:
        position = HOME[hand]
        picked = cells[position - 1]
        cells[position - 1] = hand
        steps.append(ChainStep(hand, position, picked))
        hand = picked
    return MarriageFortune(tuple(order), layout, order[GRID_SIZE], tuple(steps), tuple(cells))
