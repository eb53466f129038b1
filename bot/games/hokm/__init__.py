"""Hokm (حکم): the game (`game`) and its table sizes and house rules beyond four players (`variants`)."""

from .game import (
    DECK,
    KEEP,
    MIDDLE,
    ORDERS,
    REJECT,
    Hokm,
    Phase,
    ace_deal,
    follow_suit,
    trick_winner,
)

__all__ = ["DECK", "KEEP", "MIDDLE", "ORDERS", "REJECT", "Hokm", "Phase", "ace_deal", "follow_suit", "trick_winner"]
