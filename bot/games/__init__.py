"""Pure game rules: no Telegram, no asyncio, no Pillow, no SQL."""

from .bluff import Bluff
from .hokm import Hokm
from .protocol import Game

GAMES: dict[str, type[Game]] = {cls.name: cls for cls in (Hokm, Bluff)}
