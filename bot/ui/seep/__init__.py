"""Seep in Telegram: the DM hand with its pick-a-card-then-a-move buttons, the caption and the news.

The bidder's first four cards and the face-down floor are shown as §A7–A8 has them: the bidder's DM names the
four cards and offers the bids; everyone else is told who is bidding and that their cards come after the opening
play. Move buttons name the floor items a move takes or joins by their cards, never by the engine's keys.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.ai.seep.search import search_seep_move, seep_advice
from bot.games.cards import label
from bot.games.protocol import Event, Game, View
from bot.games.seep import Seep
from bot.games.seep.scoring import CLASSIC, PUNJAB, baazi_threshold
from bot.i18n import num, t, who
from bot.plugin import Button, Column, GameEntry, GameUI, Keyboard, facing_partners
from bot.render.seep.table import render_seep_table

from ..picker import Pick, two_step
from . import texts as _texts  # noqa: F401  (registers the messages)
from .words import LTR, cards_text, floor_text, move_label, side_label, sides

PART = 24  # §B1: the plays of part one at two players, after which the reserves are picked up


class SeepUI(GameUI):
    game = Seep
    command = "seep"
    explains_buttons = True
    fixed_seats = True
    player_counts = (4, 2)

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"variant": (CLASSIC, PUNJAB), "scoring": ("standard", "juneja"), "limited_houses": (False, True),
                "loose_break": (False, True), "rawalpindi": (False, True), "baazis": (1, 3)}

    def partners(self, players: int, options: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
        return facing_partners(players)

    def seat_label(self, seat: int, players: int, options: Mapping[str, Any], lang: str) -> str:
        return t(lang, f"seep_team_{seat % 2}") if players == 4 else ""

    def players_label(self, players: int, lang: str) -> str:
        return t(lang, f"seep_players_{players}")

    def option_label(self, option: str, value: Any, lang: str) -> str:
        if option == "baazis":
            return t(lang, "seep_baazis_n", n=value)
        return t(lang, f"seep_{option}_{value}")

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "seep_start", dealer=who(names[view["dealer"]]), bidder=f"<b>{who(names[view['bidder']])}</b>")

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat, hand = view["seat"], view["hand"]
        lines = [t(lang, "seep_head", deal=view["deal"] + 1, dealer=who(names[view["dealer"]]))]
        if view["bid"] is not None:
            lines.append(t(lang, "seep_bid_line", bid=view["bid"], bidder=who(names[view["bidder"]])))
        if view["redeals"]:
            lines.append(t(lang, "seep_redeals", n=view["redeals"]))
        lines.append(floor_text(view, names, lang))
        if hand and not (view["phase"] == "bid" and seat == view["bidder"]):
            lines.append(t(lang, "seep_hand_line", n=num(lang, len(hand)), cards=cards_text(hand)))
        elif not hand and view["phase"] != "over":
            lines.append(t(lang, "seep_hand_none"))
        if view["reserve_sizes"][seat]:
            lines.append(t(lang, "seep_reserve_line", n=view["reserve_sizes"][seat]))
        held = {h["value"] for h in view["floor"]["houses"] if seat in h["owners"]}
        lines += [t(lang, "seep_duty", value=v) for v in sorted(held)]
        lines.append(self._turn_line(view, names, lang))
        return "\n".join(lines)

    def _turn_line(self, view: View, names: Sequence[str], lang: str) -> str:
        seat, phase, turn = view["seat"], view["phase"], view["turn"]
        bidder = who(names[view["bidder"]])
        if phase == "over":
            return t(lang, "seep_over")
        if phase == "bid":
            return t(lang, "seep_bid_you", cards=cards_text(view["hand"])) if turn == seat else \
                t(lang, "seep_bid_wait", bidder=bidder)
        if view["plays"] == 0:
            return t(lang, "seep_open_you", bid=view["bid"]) if turn == seat else \
                t(lang, "seep_open_wait", bidder=bidder)
        if turn != seat:
            return t(lang, "seep_wait", name=who(names[turn]))
        floor = view["floor"]
        empty = not floor["houses"] and not floor["loose"]
        return t(lang, "seep_your_turn") + ("\n" + t(lang, "seep_empty_floor") if empty else "")

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal: list[str] = view["legal"]
        if not legal:
            return []
        if view["phase"] == "bid":
            return [[Button(t(lang, "seep_btn_bid", value=int(a[4:])), a) for a in legal]]
        by_card: dict[str, list[str]] = {}
        for action in legal:
            by_card.setdefault(action.split(":")[1], []).append(action)
        picks = [Pick(card, label(card), [Button(move_label(view, a, lang), a) for a in by_card.get(card, [])],
                      idle=f"t:{card}") for card in view["hand"]]
        return two_step(picks, page, t(lang, "seep_back"))

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """The bid turns the floor up for everyone, the opening play deals everyone in, part one's end hands
        out the reserves, and a deal's end starts the next: those redraw every seat."""
        plays = game.public_view()["plays"]
        if any(e.kind in ("bid", "deal_over", "match_over") for e in events) or plays in (1, PART):
            return set(range(game.players))
        return super().changed_hands(game, events, actor)

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        lines = [t(lang, "seep_caption_head", deal=view["deal"] + 1, dealer=who(names[view["dealer"]]))]
        if view["bid"] is not None:
            lines[0] += " · " + t(lang, "seep_bid_line", bid=view["bid"],
                                  bidder=who(names[view["bidder"]]))
        lines.append(t(lang, "seep_caption_piles", piles=" · ".join(
            t(lang, "seep_caption_pile", side=side_label(side, view, names, lang), cards=num(lang, size),
              seeps=t(lang, "seep_caption_seeps", points=num(lang, sum(view["seeps"][side])))
              if view["seeps"][side] else "")
            for side, size in enumerate(view["piles"]))))
        lines.append(self._standing(view, names, lang))
        last = view["last_move"]
        if last is not None and view["phase"] != "bid":
            lines.append(last_move_text(last, names, lang))
        turn = view["turn"]
        if turn is not None:
            name = f"<b>{who(names[turn])}</b>"
            if view["phase"] == "bid":
                lines.append(t(lang, "seep_caption_bidding", name=name))
            elif view["plays"] == 0:
                lines.append(t(lang, "seep_caption_opening", name=name, bid=view["bid"]))
            else:
                lines.append(t(lang, "seep_caption_turn", name=name))
        return "\n".join(lines)

    def _standing(self, view: View, names: Sequence[str], lang: str) -> str:
        diff = view["diff"]
        lead = t(lang, "seep_caption_level") if diff == 0 else \
            f"{side_label(0 if diff > 0 else 1, view, names, lang)} +{num(lang, abs(diff))}"
        return t(lang, "seep_caption_lead", lead=lead, baazis=baazi_score(view, lang),
                 target=baazi_threshold(view["options"]))

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_seep_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            if event.kind == "bid":
                text = t(lang, "seep_bid", bidder=who(names[data["seat"]]), bid=data["bid"],
                         floor=cards_text(data["floor"]))
                if view["redeals"]:  # §A7, §C3: the same dealer dealt again before a bid was possible
                    text = t(lang, "seep_redealt", n=view["redeals"]) + "\n" + text
                out.append(text)
            elif event.kind == "played" and "seep" in data:
                key = "seep_swept" if data["seep"] else "seep_swept_last"
                out.append(t(lang, key, name=who(names[data["seat"]]), points=data["seep"]))
            elif event.kind == "deal_over":
                out.append(deal_over_text(data, view, names, lang))
            elif event.kind == "baazi":
                out.append(t(lang, "seep_baazi", side=side_in_full(data["side"], view, names, lang),
                             baazis=baazi_score(view, lang)))
            elif event.kind == "match_over":
                side = side_in_full(data["winner"], view, names, lang)
                if data.get("forfeit") is not None:
                    out.append(t(lang, "seep_forfeit", name=who(names[data["forfeit"]]), side=side))
                else:
                    out.append(t(lang, "seep_won", side=side, baazis=baazi_score(view, lang)))
        return out

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        house = [t(lang, "seep_rules_punjab", target=options["punjab_target"])
                 if options["variant"] == PUNJAB else t(lang, "seep_rules_classic")]
        if options["variant"] == CLASSIC and options["scoring"] == "juneja":
            house.append(t(lang, "seep_rules_juneja"))
        if options["limited_houses"]:
            house.append(t(lang, "seep_rules_limited"))
        if options["loose_break"]:
            house.append(t(lang, "seep_rules_loose_break"))
        if options["variant"] == PUNJAB and options["rawalpindi"]:
            house.append(t(lang, "seep_rules_rawalpindi"))
        baazis = options["baazis"]
        house.append(t(lang, "seep_rules_baazis", n=baazis) if baazis > 1 else t(lang, "seep_rules_one_baazi"))
        return t(lang, "seep_rules", house="\n".join(house))


def baazi_score(view: View, lang: str) -> str:
    return "–".join(num(lang, n) for n in view["baazis"])


def side_in_full(side: int, view: View, names: Sequence[str], lang: str) -> str:
    """`<b>Blue team</b> (Ali & Sara)`, or just the player's name at two players."""
    text = f"<b>{side_label(side, view, names, lang)}</b>"
    members = sides(view)[side]
    if len(members) > 1:
        text += " (" + t(lang, "seep_and").join(who(names[s]) for s in members) + ")"
    return text


def last_move_text(last: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
    name, card = who(names[last["seat"]]), LTR[0] + label(last["card"]) + LTR[1]
    if last["kind"] == "c":
        return t(lang, "seep_last_take", name=name, card=card, cards=cards_text(last["floor_cards"]))
    if last["kind"] == "b":
        return t(lang, "seep_last_build", name=name, card=card, value=last["value"])
    return t(lang, "seep_last_throw", name=name, card=card)


def deal_over_text(data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
    scores = " · ".join(t(lang, "seep_deal_score", side=side_label(side, view, names, lang),
                          total=data["totals"][side], cards=data["cards"][side], seeps=data["seeps"][side])
                        for side in (0, 1))
    diff = data["diff"]
    lead = t(lang, "seep_lead_level") if diff == 0 else \
        t(lang, "seep_lead", side=side_label(0 if diff > 0 else 1, view, names, lang), diff=abs(diff))
    return t(lang, "seep_deal_over", deal=data["deal"] + 1, scores=scores, lead=lead)


ENTRY = GameEntry(
    ui=SeepUI(),
    computer=search_seep_move,
    advice=seep_advice,
    menu={"fa": "باز کردن میز سیپ", "en": "Open a Seep table"},
    help={"fa": "/seep — باز کردن میز سیپ (۲ یا ۴ نفر)", "en": "/seep — open a Seep table (2 or 4 players)"},
    columns=(Column("baazis", "baazis"), Column("seeps", "seeps")),
)
