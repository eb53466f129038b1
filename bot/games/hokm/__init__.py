"""Hokm (حکم): the game (`game`) and its table sizes and house rules beyond four players (`variants`)."""

from .game import (
    DECK,
    DISPLAY_SUITS,
    KEEP,
    MIDDLE,
    ORDERS,
    REJECT,
    Hokm,
    Phase,
    ace_deal,
    follow_suit,
    sort_hand,
    trick_winner,
)

__all__ = ["DECK", "DISPLAY_SUITS", "KEEP", "MIDDLE", "ORDERS", "REJECT", "Hokm", "Phase", "ace_deal", "follow_suit",
           "sort_hand", "trick_winner"]
