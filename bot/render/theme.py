"""Colours shared by every image, so a team, a turn or a trump looks the same on the table and the scoreboard."""

from __future__ import annotations

RGB = tuple[int, int, int]

BACKGROUND_TOP: RGB = (22, 30, 46)
BACKGROUND_BOTTOM: RGB = (12, 17, 28)
FELT_CENTRE: RGB = (34, 128, 84)
FELT_EDGE: RGB = (18, 82, 54)
FELT_RIM: RGB = (10, 48, 32)
FELT_LINE: RGB = (64, 160, 112)

PANEL: RGB = (17, 24, 39)
PANEL_LINE: RGB = (51, 65, 85)
TEXT: RGB = (241, 245, 249)
MUTED: RGB = (148, 163, 184)
INK: RGB = (23, 23, 33)

# Blue and orange stay apart from the felt green, the red suits and the turn yellow, also for colour-blind eyes;
# purple is the third team's. Where everyone plays for himself at a table of five, every seat is slate.
TEAM: tuple[RGB, ...] = ((37, 99, 235), (234, 88, 12), (147, 51, 234))
TEAM_LIGHT: tuple[RGB, ...] = ((147, 197, 253), (253, 186, 116), (216, 180, 254))
PLAYER: RGB = (71, 85, 105)
PLAYER_LIGHT: RGB = (203, 213, 225)

TURN: RGB = (250, 204, 21)
GOLD: RGB = (245, 180, 40)

CARD_FACE: RGB = (253, 253, 250)
CARD_EDGE: RGB = (196, 202, 212)
CARD_RED: RGB = (210, 38, 48)
CARD_BLACK: RGB = (28, 30, 40)

# The smallest text on an 800 px image: 12 px high when a phone shows the image 400 px wide.
SMALL_TEXT = 24
