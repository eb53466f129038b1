"""The games the bot offers, by command."""

from bot.tables import Table

from . import GameUI
from .hokm import HokmUI

UIS: dict[str, GameUI] = {ui.command: ui for ui in (HokmUI(),)}


def ui_of(table: Table) -> GameUI:
    return UIS[table.game_name]
