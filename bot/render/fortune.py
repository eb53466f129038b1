"""Images of the card fortunes, drawn from the pure results of `bot.fortune`: each function takes a result and
the chat's language ("fa" or "en") and returns the encoded image, ready for `sendPhoto`."""

from __future__ import annotations

from bot.fortune import DailyCard, LoveFortune, MarriageFortune

from .compose import encode
from .fortune_daily import draw_daily
from .fortune_love import draw_love
from .fortune_marriage import draw_marriage


def render_love(fortune: LoveFortune, lang: str) -> bytes:
    return encode(draw_love(fortune, lang))


def render_marriage(fortune: MarriageFortune, lang: str) -> bytes:
    return encode(draw_marriage(fortune, lang))


def render_daily(card: DailyCard, lang: str) -> bytes:
    return encode(draw_daily(card, lang))
