"""How many tricks a hand is worth, for the bid (G-6).

A failed contract costs ten a bid trick and a trick bid short only nine, so a bid stays below the tricks the hand
is expected to take: the estimate counts what the hand holds that wins tricks in Ghahveh (the coloured joker
always; the black joker unless the coloured one overtakes it; spade honours and length; side aces and guarded
kings; short side suits with spades to ruff them).
"""

from __future__ import annotations

from .sim import BLACK_BIT, COLOUR_BIT, PLAIN_SUITS, SPADES

ACE, KING, QUEEN = 12, 11, 10
# what a card adds to the expected tricks, by where it sits; fitted to rule-based playouts of random deals
SPADE_HONOURS = {ACE: 0.85, KING: 0.6, QUEEN: 0.3}
SIDE_ACE, SIDE_KING, SIDE_QUEEN = 0.8, 0.45, 0.15
LONG_SPADE = 0.55  # each spade after the third
RUFF = {0: 0.6, 1: 0.35}  # a void or a singleton side suit, when a spade is there to ruff with
BLACK_ALONE = 0.75
# Rule-based playouts of random deals take 1.23 tricks for each trick counted, plus 0.3 a player, with a spread of
# 1.3 tricks a team; bidding this far below the expectation scored best in them.
SCALE, OFFSET = 1.23, 0.3
MARGIN = 1.4


def expected_tricks(hand: int) -> float:
    tricks = 0.0
    if hand & COLOUR_BIT:
        tricks += 1
    if hand & BLACK_BIT:
        tricks += 1 if hand & COLOUR_BIT else BLACK_ALONE
    spades = hand & PLAIN_SUITS[SPADES]
    length = spades.bit_count()
    for strength, worth in SPADE_HONOURS.items():
        if spades >> (13 * SPADES + strength) & 1 and length > ACE - strength:
            tricks += worth
    tricks += max(0, length - 3) * LONG_SPADE
    ruffers = length
    for s in range(SPADES):
        suit_cards = hand >> (13 * s) & 0x1FFF
        n = suit_cards.bit_count()
        tricks += SIDE_ACE * (suit_cards >> ACE & 1)
        tricks += SIDE_KING * (suit_cards >> KING & 1) * (n >= 2)
        tricks += SIDE_QUEEN * (suit_cards >> QUEEN & 1) * (n >= 3)
        if n in RUFF and ruffers:
            tricks += RUFF[n]
            ruffers -= 1
    return tricks


def rule_bid(hand: int, low: int, high: int) -> int:
    return max(low, min(high, round(SCALE * expected_tricks(hand) + OFFSET - MARGIN)))
