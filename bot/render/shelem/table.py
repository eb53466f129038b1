"""The Shelem table as the group sees it, drawn from `Shelem.public_view()`, for four players or two.

The shared trick-table parts draw the room, the seats, the team panels and the trump medallion. Shelem adds the
auction (each seat's last call where its card of a trick lands, the high bid in gold, the kitty face down in the
middle), the contract in the felt's corner and, at two, each player's three piles beside his seat. A trick at two
has four cards, two from each player: the hand card lands at the seat's place and the table card beside it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from bot.games import tricks
from bot.games.cards import suit
from bot.games.shelem import POWER

from .. import theme
from ..card_sprites import card_back, card_sprite, glyph
from ..compose import encode, paste, row
from ..labels import is_rtl, label, number
from ..text import typesetter
from ..trick_table.felt import felt_corner, match_over, room, trick_cards, trick_in_view, trick_winner
from ..trick_table.header import suit_mark, team_panel, trump_medallion
from ..trick_table.plates import plate
from ..trick_table.seats import CENTRE, Seating, seating
from ..widgets import chip, direction, out_of, pill, player_name, side_colours

PILE_CARD = 54  # the width of a card of a two-player pile
PILE_GAP = 60
PILE_OFFSET = 80  # from a plate's end to its first pile's centre: clear of the trick winner's note
PILE_INSET = 52  # a pile's centre from its seat's, towards the middle
TABLE_CARD_SHIFT = 58  # at two, how far a table card lands beside the hand card


def render_shelem_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_shelem_table(view, names, lang))


def draw_shelem_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = room().copy()
    seats = seating(view["players"])
    sides = {"sides": view["teams"]}  # the shared widgets call teams sides
    for team in range(2):
        _team_panel(canvas, view, names, lang, team, sides)
    trump = view["trump"]
    trump_medallion(canvas, lang, (400, 56), suit_mark(trump) if trump else glyph("?", 40, theme.MUTED))
    _contract(canvas, view, names, lang)
    for seat in range(view["players"]):
        _plate(canvas, view, names, lang, seat, seats, sides)
    if view["players"] == 2:
        for seat in range(2):
            _piles(canvas, view, lang, seat, seats)
    if view["phase"] == "bid":
        _auction(canvas, view, lang, seats)
    elif view["players"] == 4:
        trick_in_view(canvas, view, names, lang, seats, lambda seat: side_colours(sides, seat % 2)[1])
    elif view["trick"]:
        _two_player_trick(canvas, view, seats, view["trick"], winner=None)
    elif view["last_trick"]:
        last = view["last_trick"]
        _two_player_trick(canvas, view, seats, last["cards"], winner=last["winner"])
        if view["phase"] != "over":
            trick_winner(canvas, names, lang, last["winner"], side_colours(sides, last["winner"])[1],
                         seats.below_trick)
    if view["phase"] == "over":
        team = view["winner"]
        winners, light = (None, theme.TEXT) if team is None else (view["teams"][team], side_colours(sides, team)[1])
        match_over(canvas, names, lang, seats, winners, light, view["forfeit"])
    return canvas


def _team_panel(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, team: int,
                sides: Mapping[str, Any]) -> None:
    stats = ((label(lang, "points"), out_of(lang, view["scores"][team], view["target"])),
             (label(lang, "tricks"), (number(lang, view["tricks"][team]), "")))
    team_panel(canvas, lang, team, 2, tuple(player_name(names, s) for s in view["teams"][team]),
               side_colours(sides, team), stats)


def _contract(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The hand's number in the felt's first corner and, once the auction is won, the contract under it."""
    x, y, anchor = felt_corner(lang)
    ts = typesetter()
    paste(canvas, ts.sprite(label(lang, "hand", view["hand_no"] + 1), theme.SMALL_TEXT, theme.TEXT,
                            direction=direction(lang)),
          (x, y), anchor)
    if view["bid"] is not None:
        contract = f"{label(lang, 'bid')} {number(lang, view['bid'])}"
        paste(canvas, chip(contract, theme.GOLD, theme.INK, theme.SMALL_TEXT), (x, y + 38), anchor)


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int, seats: Seating,
           sides: Mapping[str, Any]) -> None:
    team = seat % len(view["teams"])
    awaited = None
    if view["turn"] == seat:
        awaited = {"bid": "bidding", "exchange": "burying"}.get(view["phase"], "turn")
    crowned = "hakem" if view["hakem"] == seat else "dealer" if view["hakem"] is None and view["dealer"] == seat \
        else None
    plate(canvas, names, lang, seats, seat, side_colours(sides, team)[0], crowned=crowned,
          held=view["hand_sizes"][seat], awaited=awaited, won=view["winner"] == team)


def _auction(canvas: Image.Image, view: Mapping[str, Any], lang: str, seats: Seating) -> None:
    """Each seat's last call where its card would land, the high bid in gold; the kitty face down between."""
    for i in range(view["kitty"]):
        paste(canvas, card_back(56), (CENTRE[0] - 27 + 18 * i, CENTRE[1]))
    auction = view["auction"]
    last: dict[int, int | None] = {seat: bid for seat, bid in auction["calls"]}
    for seat, bid in last.items():
        at = (CENTRE[0] + seats.trick_at[seat][0], CENTRE[1] + seats.trick_at[seat][1])
        if bid is None:
            paste(canvas, chip(label(lang, "pass"), theme.PANEL_LINE, theme.MUTED, theme.SMALL_TEXT), at)
        else:
            high = seat == auction["holder"]
            paste(canvas, chip(number(lang, bid), theme.GOLD if high else theme.CARD_FACE, theme.INK, 24), at)


def _two_player_trick(canvas: Image.Image, view: Mapping[str, Any], seats: Seating, played: Sequence[Sequence[Any]],
                      winner: int | None) -> None:
    """A trick of four cards, two from each player: each lands by its place in the trick (the table card beside
    the seat's hand card), and once the trick is won (`winner`) the winning card is framed."""
    shifts = [0, 0, TABLE_CARD_SHIFT, TABLE_CARD_SHIFT]
    places = tuple((seats.trick_at[seat][0] - TABLE_CARD_SHIFT // 2 + shifts[i], seats.trick_at[seat][1])
                   for i, (seat, _) in enumerate(played))
    by_place = [(i, card) for i, (_, card) in enumerate(played)]
    best = None
    if winner is not None:
        best = tricks.trick_winner(by_place, view["trump"], POWER, suit)
    trick_cards(canvas, dataclasses.replace(seats, trick_at=places), by_place, best)


def _piles(canvas: Image.Image, view: Mapping[str, Any], lang: str, seat: int, seats: Seating) -> None:
    """A two-player seat's three piles beside its plate, away from the felt's first corner (which holds the
    contract): each its face-up top, or a back, over how many lie below."""
    x0, y0 = seats.plate_at[seat]
    away = -1 if is_rtl(lang) else 1
    first = x0 + away * (seats.plate[seat][0] // 2 + PILE_OFFSET)
    y = y0 + (PILE_INSET if y0 < CENTRE[1] else -PILE_INSET)  # clear of the felt's rim
    ts = typesetter()
    for i, pile in enumerate(view["piles"][seat]):
        at = (first + away * PILE_GAP * i, y)
        if pile["down"] == 0 and pile["up"] is None:
            continue
        paste(canvas, card_sprite(pile["up"], PILE_CARD) if pile["up"] else card_back(PILE_CARD), at)
        if pile["down"]:
            count = row([card_back(12), ts.sprite("×" + number(lang, pile["down"]), theme.SMALL_TEXT, theme.TEXT,
                                                  bold=True)], 2)
            paste(canvas, pill(count), (at[0], at[1] + 44))
