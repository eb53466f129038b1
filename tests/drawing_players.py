"""Simulated people at a Shaitan or Rummy table (they join with `bluff_players.seat_all`): they press the buttons
of the hand message the bot keeps in their DM, always of the game's current version (`current_hand`)."""

from __future__ import annotations

from tests.bluff_players import action
from tests.fakebot import Button, Message


def move_buttons(message: Message) -> list[Button]:
    return [b for row in message.buttons for b in row if (b.callback_data or "").startswith("G|")]


def forged(button: Button, wanted: str) -> str:
    """The button's callback data with another action in it, as a forged client would send."""
    return (button.callback_data or "").rsplit("|", 1)[0] + "|" + wanted


def actions(message: Message) -> list[str]:
    return [action(b) for b in move_buttons(message)]
