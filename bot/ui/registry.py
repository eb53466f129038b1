"""The games the bot offers, by command."""

from bot.tables import Table

from . import GameUI
from .bluff import BluffUI
from .hokm import HokmUI

UIS: dict[str, GameUI] = {ui.command: ui for ui in (HokmUI(), BluffUI())}


def ui_of(table: Table) -> GameUI:
    return UIS[table.game_name]


def missing_players(table: Table) -> int:
    """How many more players the game needs before it can start."""
    seated = sum(1 for _ in table.occupied())
    needed = len(table.seats) if ui_of(table).fixed_seats else ui_of(table).game.min_players
    return max(0, needed - seated)
