"""The card of the day: one large card in a halo of its suit's colour, its name, what its suit stands for and
what its rank adds."""

from __future__ import annotations

from PIL import Image

from bot.fortune import DailyCard
from bot.games.cards import SUIT_SYMBOL, suit

from . import theme
from .card_sprites import card_height, card_sprite, glyph, suit_color
from .compose import paste, row
from .fortune_labels import FLAVOURS, THEMES, card_in_words, fortune_label
from .fortune_parts import ROSE, SMALL_TEXT, WIDTH, heading, page
from .labels import is_rtl
from .shapes import glow, rounded
from .text import typesetter
from .widgets import direction

HEIGHT = 680
CARD = 220
CARD_TOP = 108
CARD_CENTRE = (WIDTH / 2, CARD_TOP + card_height(CARD) / 2)
BELOW = CARD_TOP + card_height(CARD)
HALO: dict[bool, theme.RGB] = {True: ROSE, False: (147, 197, 253)}
# Sparkles around the card: (offset from its centre, size), drawn the same every day so only the card changes.
SPARKLES = (((-190, -110), 30), ((-150, 40), 16), ((-215, 120), 20), ((180, -130), 18), ((205, -20), 28),
            ((160, 110), 16), ((-120, -175), 14), ((130, 170), 22))


def draw_daily(daily: DailyCard, lang: str) -> Image.Image:
    canvas = page(HEIGHT)
    heading(canvas, "🔮", fortune_label(lang, "daily"), lang, 50)
    red = suit_color(suit(daily.card)) == theme.CARD_RED
    ts = typesetter()
    for (dx, dy), size in SPARKLES:
        paste(canvas, ts.sprite("✦", size, theme.GOLD), (CARD_CENTRE[0] + dx, CARD_CENTRE[1] + dy))
    paste(canvas, glow((CARD, card_height(CARD)), 24, HALO[red], 44, 150), CARD_CENTRE)
    paste(canvas, card_sprite(daily.card, CARD), CARD_CENTRE)
    name = ts.sprite(card_in_words(daily.card, lang), 34, theme.TEXT, bold=True, direction=direction(lang))
    paste(canvas, name, (WIDTH / 2, BELOW + 66))
    paste(canvas, _theme_chip(daily, lang, red), (WIDTH / 2, BELOW + 128))
    flavour = ts.sprite(FLAVOURS[lang][daily.flavour], SMALL_TEXT, theme.MUTED, direction=direction(lang))
    paste(canvas, flavour, (WIDTH / 2, BELOW + 184))
    return canvas


def _theme_chip(daily: DailyCard, lang: str, red: bool) -> Image.Image:
    """The suit and what it stands for, on a white pill like the card itself."""
    symbol = glyph(SUIT_SYMBOL[suit(daily.card)], SMALL_TEXT, theme.CARD_RED if red else theme.INK)
    words = typesetter().sprite(THEMES[lang][daily.theme], SMALL_TEXT, theme.INK, bold=True, direction=direction(lang))
    content = row([symbol, words], 10, is_rtl(lang))
    chip = rounded((content.width + 44, content.height + 6), (content.height + 6) // 2, theme.CARD_FACE).copy()
    chip.alpha_composite(content, (22, 3))
    return chip
