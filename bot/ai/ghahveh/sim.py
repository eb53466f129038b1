"""A fast Ghahveh table for the computer players: cards are ints, hands are bitmasks, tricks are plain loops.

A plain card is `13 * suit + strength`, `suit` indexing `cards.SUITS` (spades last) and `strength` running from
0 (a two) to 12 (an ace). The black joker is 52 and the coloured one 53, and both count as spades: so one
comparison ranks any two trumps, the jokers above the ace (G-4.3), and a led joker asks for spades (G-8.4).
The engine's rules are mirrored exactly (`legal`), so every card the search considers is one the engine allows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.ai.hokm.sim import mask_of
from bot.games.cards import BLACK_JOKER, COLOUR_JOKER, HIGH_TO_LOW, SUITS, rank, suit
from bot.games.ghahveh.rules import DECK, JokerRules, contract_score

BLACK, COLOUR = 52, 53
BLACK_BIT, COLOUR_BIT = 1 << BLACK, 1 << COLOUR
JOKER_BITS = BLACK_BIT | COLOUR_BIT
SPADES = 3
PLAIN_SUITS = tuple(0x1FFF << (13 * s) for s in range(4))
SUIT_MASKS = (*PLAIN_SUITS[:SPADES], PLAIN_SUITS[SPADES] | JOKER_BITS)  # the trump suit holds the jokers
SUIT_OF = (*(c // 13 for c in range(52)), SPADES, SPADES)


def encode(card: str) -> int:
    if card == BLACK_JOKER:
        return BLACK
    if card == COLOUR_JOKER:
        return COLOUR
    return 13 * SUITS.index(suit(card)) + 12 - HIGH_TO_LOW.index(rank(card))


def decode(card: int) -> str:
    if card >= BLACK:
        return BLACK_JOKER if card == BLACK else COLOUR_JOKER
    return HIGH_TO_LOW[12 - card % 13] + SUITS[card // 13]


ALL = mask_of(encode(c) for c in DECK)


def led_suit(trick: Sequence[int], rules: JokerRules) -> int | None:
    if not trick or (trick[0] >= BLACK and not rules.joker_lead_asks_spades):
        return None
    return SUIT_OF[trick[0]]


def legal_mask(hand: int, trick: Sequence[int], trick_no: int, black_out_before: bool, rules: JokerRules) -> int:
    """`rules.playable` on masks (G-8.6)."""
    if hand & BLACK_BIT and trick_no >= rules.black_deadline:
        return BLACK_BIT
    normal = hand & ~JOKER_BITS
    led = led_suit(trick, rules)
    legal = normal
    if led is not None and normal & PLAIN_SUITS[led]:
        legal = normal & PLAIN_SUITS[led]
    legal |= hand & BLACK_BIT
    if black_out_before or (rules.colour_same_trick and BLACK in trick):
        legal |= hand & COLOUR_BIT
    return legal


def beats(card: int, best: int) -> bool:
    """Whether `card` takes the trick from `best`, the card winning it so far (of the led suit, or a trump)."""
    if SUIT_OF[card] == SUIT_OF[best]:
        return card > best
    return SUIT_OF[card] == SPADES


def winning_index(trick: Sequence[int]) -> int:
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best]):
            best = i
    return best


@dataclass(slots=True)
class Position:
    """A hand in progress with every card open. `played` holds every card played, the trick's included;
    `voids` per seat a bit per suit it failed to follow (a joker played shows nothing); `won` is per team."""

    hands: list[int]
    leader: int
    rules: JokerRules
    trick: list[int] = field(default_factory=list)
    won: list[int] = field(default_factory=lambda: [0, 0])
    played: int = 0
    voids: list[int] = field(default_factory=lambda: [0, 0, 0, 0])

    def copy(self) -> Position:
        return Position(list(self.hands), self.leader, self.rules, list(self.trick), list(self.won), self.played,
                        list(self.voids))

    @property
    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def trick_no(self) -> int:
        return (self.played.bit_count() - len(self.trick)) // 4 + 1

    def black_out_before(self) -> bool:
        return bool(self.played & BLACK_BIT) and BLACK not in self.trick

    def legal(self) -> int:
        return legal_mask(self.hands[self.to_act], self.trick, self.trick_no, self.black_out_before(), self.rules)

    def play(self, card: int) -> None:
        trick = self.trick
        seat = (self.leader + len(trick)) % 4
        if trick and card < BLACK:
            led = led_suit(trick, self.rules)
            if led is not None and SUIT_OF[card] != led:
                self.voids[seat] |= 1 << led
        self.hands[seat] &= ~(1 << card)
        self.played |= 1 << card
        trick.append(card)
        if len(trick) == 4:
            winner = (self.leader + winning_index(trick)) % 4
            self.won[winner % 2] += 1
            self.leader = winner
            self.trick = []

    def is_over(self) -> bool:
        return not self.hands[self.leader] and not self.trick


def hand_value(won: Sequence[int], contracts: Sequence[int], team: int) -> int:
    """What a finished hand is worth to `team`: its score less the other team's (§9)."""
    mine = contract_score(contracts[team], won[team])
    theirs = contract_score(contracts[1 - team], won[1 - team])
    return mine - theirs
