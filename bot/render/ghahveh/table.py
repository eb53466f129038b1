"""The Ghahveh table as the group sees it, drawn from `Ghahveh.public_view()` with the shared trick-table parts.

Seat 0 sits at the bottom and play passes to the right, counter-clockwise. The header holds each team's tricks
against its contract (its bid while the auction runs) and its score against the target, with the fixed trump,
spades, between them. Each plate names its player, the dealer's crown, the cards in hand, and the seat's bid
and tricks. While the auction runs, each seat's bid lies on the felt where its card will go, a question mark
for the seat to bid; then the felt holds the trick. Its first corner gives the hand and how the last one ended,
the other the two jokers, greyed once played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from bot.games.cards import BLACK_JOKER, COLOUR_JOKER

from .. import theme
from ..card_sprites import card_sprite, glyph
from ..compose import encode, paste, row
from ..labels import is_rtl, label, number, signed
from ..shapes import circle
from ..text import typesetter
from ..trick_table.felt import FELT, felt_corner, match_over, room, trick_in_view
from ..trick_table.header import TRUMP_AT, suit_mark, team_panel, trump_medallion
from ..trick_table.plates import plate
from ..trick_table.seats import CENTRE, Seating, seating
from ..widgets import direction, out_of, player_name

BID_DISC = 62
JOKER_WIDTH = 52
FIGURE_SIZE = theme.SMALL_TEXT  # a seat's bid and tricks, legible when the image is shown small


def render_ghahveh_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_ghahveh_table(view, names, lang))


def draw_ghahveh_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    seats = seating(view["players"], scored=True)
    for team in range(2):
        _team_panel(canvas, view, names, lang, team)
    trump_medallion(canvas, lang, TRUMP_AT, suit_mark("S"))
    _hand_caption(canvas, view, names, lang)
    _jokers(canvas, view, lang)
    won = _tricks_by_seat(view)
    for seat in range(view["players"]):
        _plate(canvas, view, names, lang, seats, seat, won[seat])
    if view["phase"] == "bid":
        _bids(canvas, view, seats, lang)
    else:
        trick_in_view(canvas, view, names, lang, seats, lambda seat: theme.TEAM_LIGHT[seat % 2])
    if view["phase"] == "over":
        team = view["winner"]
        winners = None if team is None else view["teams"][team]
        light = theme.TEXT if team is None else theme.TEAM_LIGHT[team]
        match_over(canvas, names, lang, seats, winners, light, view["forfeit"])
    return canvas


def _tricks_by_seat(view: Mapping[str, Any]) -> list[int]:
    won = [0] * view["players"]
    for trick in view["played"]:
        won[trick["winner"]] += 1
    return won


def _team_panel(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, team: int) -> None:
    """The team's bid while the auction runs, then its tricks against its contract; its score against the
    target."""
    contract = view["contracts"][team]
    if view["phase"] == "bid":
        first = (label(lang, "bid"), (number(lang, contract), ""))
    else:
        first = (label(lang, "won_of"), out_of(lang, view["tricks"][team], contract))
    score = (label(lang, "score"), (signed(lang, view["totals"][team]), out_of(lang, 0, view["target"])[1]))
    team_panel(canvas, lang, team, 2, tuple(player_name(names, s) for s in view["teams"][team]),
               (theme.TEAM[team], theme.TEAM_LIGHT[team]), (first, score))


def _hand_caption(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The hand's number in the felt's first corner and, under it, what each team scored in the last hand."""
    x, y, anchor = felt_corner(lang)
    ts = typesetter()
    paste(canvas, ts.sprite(label(lang, "hand", view["hand_no"] + 1), theme.SMALL_TEXT, theme.TEXT,
                            direction=direction(lang)),
          (x, y), anchor)
    last = view["last_hand"]
    if last is None:
        return
    rtl = is_rtl(lang)
    parts = [ts.sprite(label(lang, "last_hand"), theme.SMALL_TEXT, theme.MUTED, direction=direction(lang))]
    for team, score in enumerate(last["scores"]):
        parts.append(ts.sprite(signed(lang, score, plus=True), theme.SMALL_TEXT, theme.TEAM_LIGHT[team], bold=True,
                               direction=direction(lang)))
    paste(canvas, row(parts, 8, rtl), (x, y + 36), anchor)


def _jokers(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    """The two jokers in the felt's other corner, the black one first; one already played is greyed."""
    played = {card for trick in view["played"] for _, card in trick["cards"]}
    played |= {card for _, card in view["trick"]}
    rtl = is_rtl(lang)
    sprites = [card_sprite(card, JOKER_WIDTH, dimmed=card in played) for card in (BLACK_JOKER, COLOUR_JOKER)]
    caption = typesetter().sprite(label(lang, "jokers"), theme.SMALL_TEXT, theme.MUTED, direction=direction(lang))
    x, anchor = (FELT[0] + 34, "lm") if rtl else (FELT[2] - 34, "rm")
    paste(canvas, row([caption, row(sprites, 4, rtl)], 6, rtl), (x, FELT[1] + 56), anchor)


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seats: Seating,
           seat: int, won: int) -> None:
    awaited = None
    if view["turn"] == seat:
        awaited = "bidding" if view["phase"] == "bid" else "turn"
    bid = view["bids"][seat]
    figures = () if bid is None else (("bid", bid),) if view["phase"] == "bid" else (("bid", bid), ("tricks", won))
    plate(canvas, names, lang, seats, seat, theme.TEAM[seat % 2], crowned="dealer" if view["dealer"] == seat
          else None, held=view["hand_sizes"][seat], awaited=awaited, won=view["winner"] == seat % 2,
          figures=figures, figure_size=FIGURE_SIZE)


def _bids(canvas: Image.Image, view: Mapping[str, Any], seats: Seating, lang: str) -> None:
    """Each seat's bid in a disc of its team's colour where its card will lie; a question mark for the seat to
    bid."""
    for seat, bid in enumerate(view["bids"]):
        at = (CENTRE[0] + seats.trick_at[seat][0], CENTRE[1] + seats.trick_at[seat][1])
        if bid is not None:
            paste(canvas, circle(BID_DISC, theme.PANEL, theme.TEAM_LIGHT[seat % 2], 3), at)
            paste(canvas, glyph(number(lang, bid), 30, theme.TEXT), at)
        elif seat == view["turn"]:
            paste(canvas, circle(BID_DISC, theme.PANEL, theme.TURN, 3), at)
            paste(canvas, glyph("?", 30, theme.TURN), at)
