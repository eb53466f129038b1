"""Images for the group chat, drawn from game views with Pillow: each function takes a view, the players' display
names by seat and a language ("fa" or "en") and returns the encoded image, ready for `sendPhoto`."""

from .hokm_table import render_hokm_table
from .scoreboard import render_scoreboard

__all__ = ["render_hokm_table", "render_scoreboard"]
