"""The Seep table as the group sees it, drawn from `Seep.public_view()`, for two or four players.

The header holds each side's panel (the cards it has taken, its seeps as gold marks with their points, its lead
and its baazis) and, between them, the bid. The seats sit round the felt in playing order, seat 0 at the bottom
and play passing to the right; the felt's middle holds the floor: each house as its cards fanned under a badge
with its value in its owner's colour (gold-framed when cemented, its owners' names beneath), then the loose
cards. Before the bid the floor is four backs; a crowded floor is drawn smaller to fit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from PIL import Image

from .. import theme
from ..card_sprites import card_back, card_height, card_sprite
from ..compose import encode, paste, paste_rgba, row
from ..labels import is_rtl, number
from ..shapes import circle, crown, glow, rounded
from ..text import Typesetter, typesetter
from ..widgets import backdrop, chip, direction, lay_felt, partners, pill, player_name
from .words import word

WIDTH, HEIGHT = 800, 780
FELT = (10, 120, WIDTH - 10, HEIGHT - 10)
BID_AT = (WIDTH // 2, 58)
PANEL = (300, 108)
PLATE = (200, 80)
SIDE_PLATE = (186, 80)
HALO = 20
NAME_SIZE = theme.SMALL_TEXT
PLACES = {
    4: ((WIDTH // 2, HEIGHT - 48), (WIDTH - 104, 445), (WIDTH // 2, 180), (104, 445)),
    2: ((WIDTH // 2, HEIGHT - 48), (WIDTH // 2, 180)),
}
FLOOR_BOX = {4: (200, 226, WIDTH - 200, HEIGHT - 104), 2: (40, 226, WIDTH - 40, HEIGHT - 104)}
HOUSE_CARD, HOUSE_STEP = 66, 21
LOOSE_CARD = 80
GAP = 14


def render_seep_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> bytes:
    return encode(draw_seep_table(view, names, lang))


def draw_seep_table(view: Mapping[str, Any], names: Sequence[str], lang: str) -> Image.Image:
    canvas = _room().copy()
    for side in (0, 1):
        _panel(canvas, view, names, lang, side)
    _bid(canvas, view, lang)
    _deal_note(canvas, view, lang)
    for seat, at in enumerate(PLACES[view["players"]]):
        _plate(canvas, view, names, lang, seat, at)
    _floor(canvas, view, names, lang)
    if view["winner"] is not None:
        _match_over(canvas, view, names, lang)
    return canvas


def sides(view: Mapping[str, Any]) -> list[list[int]]:
    return [[0, 2], [1, 3]] if view["players"] == 4 else [[0], [1]]


@cache
def _room() -> Image.Image:
    canvas = backdrop((WIDTH, HEIGHT)).copy()
    lay_felt(canvas, FELT, 56)
    return canvas


# -- the header -------------------------------------------------------------------------------------------


def _panel(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, side: int) -> None:
    """Side 0's panel sits where the reader starts: on the right in Persian."""
    rtl = is_rtl(lang)
    left = 10 if (side == 0) != rtl else WIDTH - 10 - PANEL[0]
    members = sides(view)[side]
    title = word(lang, f"team_{side}") if len(members) > 1 else player_name(names, members[0])
    diff = view["diff"] if side == 0 else -view["diff"]
    sprite = _panel_sprite(typesetter(), lang, side, title, view["piles"][side], tuple(view["seeps"][side]),
                           max(diff, 0), view["baazis"][side])
    paste(canvas, sprite, (left, 10), "lt")


@lru_cache(maxsize=256)
def _panel_sprite(ts: Typesetter, lang: str, side: int, title: str, taken: int, seeps: tuple[int, ...], lead: int,
                  baazis: int) -> Image.Image:
    """A side's panel: its name (the team's colour, or the player's own name) over its figures."""
    rtl = is_rtl(lang)
    panel = rounded(PANEL, 16, theme.PANEL, theme.PANEL_LINE, 1).copy()
    paste_rgba(panel, rounded((6, PANEL[1] - 24), 3, theme.TEAM[side]), (PANEL[0] - 9 if rtl else 9, PANEL[1] / 2))
    inner = PANEL[0] - 36
    heading = ts.sprite(title, theme.SMALL_TEXT, theme.TEAM_LIGHT[side], bold=True, max_width=inner)
    paste_rgba(panel, heading, (PANEL[0] / 2, 22))
    stats = [(word(lang, "taken"), _figure(number(lang, taken))),
             (word(lang, "seeps"), _marks(seeps, lang)),
             (word(lang, "lead"), _figure(("+" + number(lang, lead)) if lead else "–")),
             (word(lang, "baazis"), _figure(number(lang, baazis)))]
    column = inner / len(stats)
    for i, (caption, figure) in enumerate(stats):
        x = 18 + column * (len(stats) - 1 - i if rtl else i) + column / 2
        paste_rgba(panel, ts.sprite(caption, theme.SMALL_TEXT, theme.MUTED, direction=direction(lang)), (x, 54))
        paste_rgba(panel, figure, (x, 84))
    return panel


def _figure(text: str) -> Image.Image:
    return typesetter().sprite(text, theme.SMALL_TEXT, theme.TEXT, bold=True, direction="ltr")


def _marks(seeps: tuple[int, ...], lang: str) -> Image.Image:
    """The side's seeps counted in a gold mark, like the sweeping cards kept face up in the pile: a mark per seep
    would need figures too small to read."""
    if not seeps:
        return _figure("–")
    mark = circle(36, theme.GOLD).copy()
    paste_rgba(mark, typesetter().sprite(number(lang, len(seeps)), theme.SMALL_TEXT, theme.INK, bold=True), (18, 18))
    return mark


def _bid(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    paste(canvas, circle(84, theme.CARD_FACE, theme.GOLD, 3), BID_AT)
    bid = view["bid"]
    mark = typesetter().sprite(number(lang, bid) if bid is not None else "?", 36,
                               theme.INK if bid is not None else theme.MUTED, bold=True)
    paste(canvas, mark, (BID_AT[0], BID_AT[1] - 4))
    paste(canvas, chip(word(lang, "bid"), theme.GOLD, theme.INK, theme.SMALL_TEXT), (BID_AT[0], BID_AT[1] + 44))


def _deal_note(canvas: Image.Image, view: Mapping[str, Any], lang: str) -> None:
    text = word(lang, "deal", view["deal"] + 1)
    if view["players"] == 2:
        text += " · " + word(lang, "part", view["part"])
    rtl = is_rtl(lang)
    sprite = typesetter().sprite(text, theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))
    paste(canvas, sprite, (FELT[2] - 36 if rtl else FELT[0] + 36, FELT[1] + 28), "rm" if rtl else "lm")


# -- seats ------------------------------------------------------------------------------------------------


def _plate(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str, seat: int,
           at: tuple[int, int]) -> None:
    awaited = None
    if view["turn"] == seat:
        awaited = "bidding" if view["phase"] == "bid" else "opening" if view["plays"] == 0 else "to_play"
    roles = tuple(role for role, holder in (("dealer", view["dealer"]), ("bidder", view["bidder"]))
                  if holder == seat)
    size = PLATE if at[0] == WIDTH // 2 else SIDE_PLATE
    held = view["hand_sizes"][seat] + view["reserve_sizes"][seat]
    sprite = _seat_sprite(typesetter(), player_name(names, seat), size, seat % 2, lang, held, roles, awaited)
    paste(canvas, sprite, at)


@lru_cache(maxsize=256)
def _seat_sprite(ts: Typesetter, name: str, size: tuple[int, int], side: int, lang: str, held: int,
                 roles: tuple[str, ...], awaited: str | None) -> Image.Image:
    rtl = is_rtl(lang)
    out = Image.new("RGBA", (size[0] + 2 * HALO, size[1] + 2 * HALO))
    cx, cy = out.width / 2, out.height / 2
    if awaited:
        paste_rgba(out, glow(size, 16, theme.TURN, HALO), (cx, cy))
    colour = theme.TEAM[side]
    r, g, b = (round(c * 0.5 + p * 0.5) for c, p in zip(colour, theme.PANEL, strict=True))
    paste_rgba(out, rounded(size, 16, (r, g, b), theme.TURN if awaited else colour, 3 if awaited else 2), (cx, cy))
    paste_rgba(out, ts.sprite(name, NAME_SIZE, theme.TEXT, bold=True, max_width=size[0] - 20), (cx, cy - 13))
    badges = [chip(word(lang, role), theme.GOLD if role == "bidder" else theme.PANEL_LINE,
                   theme.INK if role == "bidder" else theme.TEXT, theme.SMALL_TEXT) for role in roles]
    if held:
        badges.insert(0, row([card_back(16), ts.sprite("×" + number(lang, held), theme.SMALL_TEXT, theme.TEXT,
                                                       bold=True)], 3))
    if badges:
        paste_rgba(out, row(badges, 4, rtl), (cx, cy + 19))
    if awaited:
        paste_rgba(out, chip(word(lang, awaited), theme.TURN, theme.INK, theme.SMALL_TEXT), (cx, HALO))
    return out


# -- the floor --------------------------------------------------------------------------------------------


def _floor(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    x0, y0, x1, y1 = FLOOR_BOX[view["players"]]
    centre = ((x0 + x1) / 2, (y0 + y1) / 2)
    floor = view["floor"]
    ts = typesetter()
    if floor["face_down"]:
        backs = row([card_back(LOOSE_CARD) for _ in range(floor["face_down"])], 10)
        paste(canvas, backs, (centre[0], centre[1] - 20))
        note = ts.sprite(word(lang, "down"), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))
        paste(canvas, pill(note), (centre[0], centre[1] + card_height(LOOSE_CARD) / 2 + 4))
        return
    if not floor["houses"] and not floor["loose"]:
        if view["winner"] is None:
            note = ts.sprite(word(lang, "empty"), theme.SMALL_TEXT, theme.TEXT, direction=direction(lang))
            paste(canvas, pill(note), centre)
        return
    houses = [_house(ts, tuple(h["cards"]), h["value"], tuple(sorted(set(o % 2 for o in h["owners"]))),
                     h["cemented"], tuple(player_name(names, o) for o in h["owners"]), lang)
              for h in floor["houses"]]
    loose = [card_sprite(item["card"], LOOSE_CARD) for item in floor["loose"]]
    width = x1 - x0
    blocks = [_flow(houses, width, is_rtl(lang)), _flow(loose, width, False)]
    shown = [b for b in blocks if b is not None]
    whole = _stack(shown)
    scale = min(1.0, width / whole.width, (y1 - y0) / whole.height)
    if scale < 1:
        whole = whole.resize((round(whole.width * scale), round(whole.height * scale)), Image.Resampling.LANCZOS)
    paste(canvas, whole, centre)


@lru_cache(maxsize=256)
def _house(ts: Typesetter, cards: tuple[str, ...], value: int, sides: tuple[int, ...], cemented: bool,
           owners: tuple[str, ...], lang: str) -> Image.Image:
    """A house: its cards fanned under a badge with its value in the owner's colour (split between two sides
    when both own it), a gold frame when cemented, the owners' names beneath. `ts` is in the key so that the two
    text layout paths never share a cached house."""
    fan_width = HOUSE_CARD + HOUSE_STEP * (len(cards) - 1)
    fan = Image.new("RGBA", (fan_width, card_height(HOUSE_CARD)))
    for i, card in enumerate(cards):
        fan.alpha_composite(card_sprite(card, HOUSE_CARD), (i * HOUSE_STEP, 0))
    badge = circle(40, theme.TEAM[sides[0]], theme.GOLD if cemented else theme.TEXT, 3 if cemented else 2).copy()
    if len(sides) > 1:
        half = circle(40, theme.TEAM[sides[1]]).crop((20, 0, 40, 40))
        badge.alpha_composite(half, (20, 0))
    paste_rgba(badge, ts.sprite(number(lang, value), theme.SMALL_TEXT, theme.TEXT, bold=True), (20, 19))
    head = row([badge, chip(word(lang, "pukka"), theme.GOLD, theme.INK, theme.SMALL_TEXT)] if cemented else [badge], 4,
               is_rtl(lang))
    owned = ts.sprite(" · ".join(owners), theme.SMALL_TEXT, theme.TEXT, bold=True, max_width=max(fan_width + 30, 120))
    width = max(fan_width, head.width, owned.width) + 16
    height = head.height + fan.height + owned.height + 10
    out = rounded((width, height), 12, (0, 0, 0, 70), theme.GOLD if cemented else theme.FELT_LINE,
                  3 if cemented else 1).copy()
    paste_rgba(out, head, (width / 2, 2), "mt")
    paste_rgba(out, fan, (width / 2, head.height + 2), "mt")
    paste_rgba(out, owned, (width / 2, head.height + fan.height + 4), "mt")
    return out


def _flow(sprites: list[Image.Image], width: int, rtl: bool) -> Image.Image | None:
    """Sprites in rows no wider than `width` where they allow, each row centred."""
    if not sprites:
        return None
    rows: list[list[Image.Image]] = [[]]
    used = 0
    for sprite in sprites:
        if rows[-1] and used + GAP + sprite.width > width:
            rows.append([])
            used = 0
        used += sprite.width + (GAP if rows[-1] else 0)
        rows[-1].append(sprite)
    return _stack([row(parts, GAP, rtl) for parts in rows])


def _stack(parts: list[Image.Image]) -> Image.Image:
    out = Image.new("RGBA", (max(p.width for p in parts), sum(p.height for p in parts) + GAP * (len(parts) - 1)))
    y = 0
    for part in parts:
        out.alpha_composite(part, ((out.width - part.width) // 2, y))
        y += part.height + GAP
    return out


def _match_over(canvas: Image.Image, view: Mapping[str, Any], names: Sequence[str], lang: str) -> None:
    """The winners on a gold-edged board in the middle of the floor, with the last deal's scores under them."""
    rtl = is_rtl(lang)
    ts = typesetter()
    side = view["winner"]
    x0, y0, x1, y1 = FLOOR_BOX[view["players"]]
    width = x1 - x0 - 20
    lines = [row([crown(30, theme.GOLD), ts.sprite(word(lang, "winner"), theme.SMALL_TEXT, theme.GOLD, bold=True,
                                                  direction=direction(lang))], 12, rtl),
             partners(names, sides(view)[side], theme.SMALL_TEXT, width - 40, theme.TEAM_LIGHT[side], rtl)]
    last = view["last_deal"]
    if last is not None:
        scores = [row([ts.sprite(word(lang, f"team_{s}") if view["players"] == 4 else player_name(names, s),
                                 theme.SMALL_TEXT,
                                 theme.MUTED, bold=True, max_width=(width - 80) // 2),
                       ts.sprite(number(lang, last["totals"][s]), theme.SMALL_TEXT, theme.TEXT, bold=True)], 6, rtl)
                  for s in (0, 1)]
        lines.append(row([ts.sprite(word(lang, "deal", last["deal"] + 1), theme.SMALL_TEXT, theme.MUTED,
                                    direction=direction(lang)), *scores], 14, rtl))
    board = rounded((min(width, max(line.width for line in lines) + 48), sum(line.height for line in lines) + 28),
                    22, (12, 18, 30, 235), theme.GOLD, 2).copy()
    y = 14
    for line in lines:
        paste_rgba(board, line, (board.width / 2, y), "mt")
        y += line.height
    paste(canvas, board, ((x0 + x1) / 2, (y0 + y1) / 2))
