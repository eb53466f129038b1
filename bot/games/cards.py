"""Cards as short ASCII codes (`10D`, `QS`, `JK`, `QS#1`), the canonical deck order and the one shuffle.

Codes are plain strings so that they travel unchanged through action logs, JSON views and callback data.
"""

from __future__ import annotations

import functools
import hashlib
import random
import re
import secrets
from collections.abc import Iterable, Sequence

SUITS = ("C", "D", "H", "S")  # canonical order: the source's ascending suit value
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
HIGH_TO_LOW = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
DISPLAY_SUITS = ("S", "H", "C", "D")  # as a hand is held: black and red alternate
JOKER = "JK"
# Games that tell their two jokers apart (where the coloured one outranks the black one) use these codes. They
# keep the `JK` prefix, and their last letter is no suit, so `suit()` never mistakes one for a plain card.
BLACK_JOKER = "JKB"
COLOUR_JOKER = "JKR"
JOKERS = (JOKER, BLACK_JOKER, COLOUR_JOKER)
JOKER_LABEL = {JOKER: "🃏", BLACK_JOKER: "🃏⚫", COLOUR_JOKER: "🃏🔴"}
JOKER_FA = {JOKER: "ژوکر", BLACK_JOKER: "ژوکر سیاه", COLOUR_JOKER: "ژوکر رنگی"}

SUIT_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SUIT_FA = {"C": "خاج", "D": "خشت", "H": "دل", "S": "پیک"}
RANK_FA = {"A": "آس", "J": "سرباز", "Q": "بی‌بی", "K": "شاه"}
_FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


# `rank`, `suit`, `is_joker` and `sort_key` are asked about the same few hundred codes millions of times (every
# sorted hand, every meld search): each remembers its answers. The bound keeps codes read from forged input from
# growing the memory without end.
_remembered = functools.lru_cache(maxsize=1 << 12)


def base(card: str) -> str:
    """The card without its deck index: `QS#1` -> `QS`."""
    return card.split("#", 1)[0]


@_remembered
def rank(card: str) -> str:
    return base(card)[:-1]


@_remembered
def suit(card: str) -> str:
    return base(card)[-1]


@_remembered
def is_joker(card: str) -> bool:
    return base(card) in JOKERS


def rank_number(card: str) -> int:
    """A=1 … 10, J=11, Q=12, K=13. A joker has no rank number."""
    if is_joker(card):
        raise ValueError("a joker has no rank number")
    return RANKS.index(rank(card)) + 1


def ace_high_value(card: str) -> int:
    """The trick-taking value with the ace on top: 2 … 10, J=11, Q=12, K=13, A=14."""
    return rank_number(card) if rank(card) != "A" else len(RANKS) + 1


def is_red(card: str) -> bool:
    return suit(card) in ("D", "H")


def standard_deck() -> list[str]:
    """The 52 cards in canonical order: AC … KC, AD … KD, AH … KH, AS … KS."""
    return [r + s for s in SUITS for r in RANKS]


def decks(count: int, jokers: int = 0) -> list[str]:
    """`count` standard decks with `jokers` per deck; as soon as a code repeats, every card carries `#i`."""
    one = standard_deck() + [JOKER] * jokers
    if count == 1 and jokers <= 1:
        return one
    seen: dict[str, int] = {}
    out = []
    for card in one * count:
        out.append(f"{card}#{seen.get(card, 0)}")
        seen[card] = seen.get(card, 0) + 1
    return out


def shuffle(cards: Iterable[str], seed: int) -> list[str]:
    """The one shuffle every game uses: `random.Random(seed).shuffle` of the given order."""
    out = list(cards)
    random.Random(seed).shuffle(out)
    return out


def new_seed() -> int:
    """A fresh, unpredictable seed for a game; kept in its record so any hand can be replayed."""
    return secrets.randbits(128)


def derive_seed(seed: int, *parts: object) -> int:
    """A child seed (for one hand of a match, say) that is as unpredictable as its parent."""
    digest = hashlib.sha256(repr((seed, *parts)).encode()).digest()
    return int.from_bytes(digest[:16], "big")


@_remembered
def sort_key(card: str) -> tuple[int, int]:
    """Canonical order: suit C, D, H, S, then rank A … K; jokers last."""
    if is_joker(card):
        return (len(SUITS), JOKERS.index(base(card)))
    return (SUITS.index(suit(card)), RANKS.index(rank(card)))


def sorted_cards(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=sort_key)


_DISPLAY_POSITION = {card: i for i, card in enumerate(sorted(
    standard_deck(), key=lambda c: (DISPLAY_SUITS.index(suit(c)), HIGH_TO_LOW.index(rank(c)))))}


def sort_hand(cards: Iterable[str]) -> list[str]:
    """How a hand of plain cards is shown: suits in alternating colours, each from the ace down."""
    return sorted(cards, key=_DISPLAY_POSITION.__getitem__)


def label(card: str) -> str:
    """Rank and suit symbol, as on buttons and images: `10♦`, `Q♠`; a joker as its own sign."""
    if is_joker(card):
        return JOKER_LABEL[base(card)]
    return rank(card) + SUIT_SYMBOL[suit(card)]


def persian_digits(text: str) -> str:
    return text.translate(_FA_DIGITS)


def label_fa(card: str) -> str:
    """Persian caption: `10D` -> `۱۰ خشت`, `QS` -> `بی‌بی پیک`."""
    if is_joker(card):
        return JOKER_FA[base(card)]
    r = rank(card)
    return f"{RANK_FA.get(r, persian_digits(r))} {SUIT_FA[suit(card)]}"


_RANK_WORDS = {
    "آس": "A", "تک": "A", "سرباز": "J", "سر باز": "J", "بی بی": "Q", "بیبی": "Q", "ملکه": "Q",
    "شاه": "K", "بابا": "K", "پادشاه": "K",
    "دو": "2", "سه": "3", "چهار": "4", "پنج": "5", "شش": "6", "شیش": "6", "هفت": "7", "هشت": "8", "نه": "9",
    "ده": "10",
}
_SUIT_WORDS = {"خاج": "C", "گشنیز": "C", "شبدر": "C", "خشت": "D", "الماس": "D", "دل": "H", "پیک": "S",
               "دل سیاه": "S"}
_SUITS_LONGEST_FIRST = sorted(_SUIT_WORDS.items(), key=lambda kv: -len(kv[0]))
# Arabic-keyboard letters, Persian and Arabic-Indic digits, and the zero-width non-joiner (written as a space
# by many: «بی‌بی», «بی بی» and «بیبی» all occur in the sources).
_NORMALISE = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩يك\u200c", "01234567890123456789یک ")


def parse_fa(text: str) -> str:
    """Parse a card named the way the sources name it: «۵ لو خشت» -> `5D`, «تک خشت» -> `AD`."""
    words = " ".join(text.translate(_NORMALISE).split())
    for name, code in _SUITS_LONGEST_FIRST:
        if words.endswith(" " + name):
            head = re.sub(r" ?لو$", "", words[: -len(name) - 1])  # «۵ لو», «۵لو»: how a pip card is said
            r = _RANK_WORDS.get(head, head)
            if r in RANKS:
                return r + code
            break
    raise ValueError(f"not a card name: {text!r}")


def parse_fa_list(text: str) -> list[str]:
    """Parse a list of card names separated by commas or semicolons, Persian or Latin."""
    return [parse_fa(part) for part in re.split(r"[،,؛;]", text) if part.strip()]


def right_of(seat: int, n: int) -> int:
    """The next player, who acts after `seat`: Iranian games pass to the right."""
    return (seat + 1) % n


def left_of(seat: int, n: int) -> int:
    return (seat - 1) % n


def opposite(seat: int) -> int:
    return (seat + 2) % 4


def toman_to_chips(toman: int) -> int:
    """The bot never plays for money: 10 toman of the sources is one virtual chip."""
    return toman // 10


def deal_order(dealer: int, n: int) -> list[int]:
    """Seats in the order they receive cards: from the dealer's right-hand neighbour to the dealer."""
    return [(dealer + 1 + i) % n for i in range(n)]


def distinct(cards: Sequence[str]) -> bool:
    return len(set(cards)) == len(cards)
