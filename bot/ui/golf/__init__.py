"""Golf in Telegram, every variant: the private grid of buttons, the group's caption and news, the rules.

A player's DM shows their own layout as a grid of buttons (rows x columns of the variant, a grown layout in extra
rows): face-down cards as backs 🂠, cards they have seen marked 👁, so nothing shows a card the seat has not
legitimately seen (the view's layouts already hold only that). Pressing a cell does what the phase asks of a
cell (flip, look, replace, give, pick a target, snap). Powers pick a seat, then a position in that seat's layout.
While a race is open (Cumbia's match, Cactus's snap) every eligible seat gets its race buttons at once, and the
turn player's draw waits a few seconds (`TimedWindow`) so that people have time to press.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.ai.golf.search import search_golf_advice, search_golf_move
from bot.games.cards import label
from bot.games.golf import Golf
from bot.games.protocol import Event, Game, View
from bot.i18n import counted, num, t, who
from bot.plugin import Button, Column, GameEntry, GameUI, GroupSetting, Keyboard, TimedWindow
from bot.render.golf.table import render_golf_table

from ..selection import PICKED
from .house import FACE_DOWN, applies, house_rules
from .texts import SHORT_NAMES, VARIANT_NAMES, VARIANT_RULES

BACK = "🂠"
LTR = ("\u2066", "\u2069")
CELL_ACTIONS = ("f", "l", "r", "v", "p", "s", "w")  # what pressing one's own cell may mean, by phase
PHASE_CELL = {"flip": "f", "forced_flip": "f", "look": "l", "held": "r", "give": "v", "multi": "s", "arrange": "w"}
MOVING = "✋"
PROMPTS = {"flip": "golf_turn_flip", "look": "golf_turn_look", "draw": "golf_turn_draw", "held": "golf_turn_held",
           "decide": "golf_turn_decide", "match": "golf_turn_match", "forced_flip": "golf_turn_forced",
           "call": "golf_turn_call", "multi": "golf_turn_multi", "arrange": "golf_turn_arrange"}


LOBBY_HOLES = (0, 1, 3, 9, 18)  # 0: the variant's own length (9 holes, Cumbia 7, or to 100 points)
# The variant's own options the lobby offers, after the variant and the length; the rest keep their defaults.
POWER_LOBBY = ("four_look", "relook")
LOBBY_OPTIONS: dict[str, tuple[str, ...]] = {
    "six": ("rearrange", "four_of_a_kind", "pairs_anywhere", "big_square_bonus"),
    "four": ("four_look", "four_replace_once", "four_progressive", "four_scale", "relook"),
    "malaysian": POWER_LOBBY, "pablo": POWER_LOBBY, "cumbia": POWER_LOBBY, "cabo": POWER_LOBBY,
    "cactus": POWER_LOBBY, "eight": ("rearrange", "flip_as_turn"), "nine": ("nine_shrink", "nine_square", "nine_lines"),
    "ten": ("rearrange", "four_of_a_kind", "pairs_anywhere"),
}
LOBBY_VALUES = {"four_scale": ("standard", "jack20")}  # of its eight scales, the one that changes the play
# what `n` means, by phase
NO_LABELS = {"decide": "golf_btn_keep", "multi": "golf_btn_back", "arrange": "golf_btn_done"}


def variant_name(lang: str, variant: str) -> str:
    return VARIANT_NAMES[lang][variant]


def card_text(card: str | None) -> str:
    return LTR[0] + (label(card) if card else "—") + LTR[1]


def cell_label(card: str | None, up: bool) -> str:
    if card is None:
        return "·"
    if card == "?":
        return BACK
    return label(card) if up else "👁" + label(card)


def shown_layout(view: View, seat: int) -> list[str | None]:
    """`seat`'s layout as the person viewing is shown it: a card seen before `remind_from` is a back again."""
    forgotten = {p for s, p, _, when in view["seen"] if s == seat and when < view["remind_from"]}
    return ["?" if i + 1 in forgotten else c for i, c in enumerate(view["layouts"][seat])]


def grid_rows(view: View, seat: int) -> list[list[int]]:
    """The layout's positions (0-based) in rows of the variant's width; cells added later go in extra rows."""
    cols, size = view["cols"], len(view["layouts"][seat])
    return [list(range(i, min(i + cols, size))) for i in range(0, size, cols)]


def names_of(seats: Sequence[int], names: Sequence[str], lang: str) -> str:
    return t(lang, "golf_and").join(who(names[s]) for s in seats)


def race_card(view: View) -> str | None:
    return view["discard_top"] if any(a.startswith("a:") and not a.endswith(".pass") for a in view["legal"]) \
        else None


class GolfUI(GameUI):
    game = Golf
    command = "golf"
    explains_buttons = True

    def house_rules(self, chat: Mapping[str, int]) -> dict[str, Any]:
        """Six-card Golf's table options a group may play at every table (/settings); the other options belong
        to one variant each and are the table's."""
        return {"rearrange": bool(chat["golf_rearrange"]), "big_square_bonus": bool(chat["golf_big_square"])}

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        """The variant, the length, then the chosen variant's own options with the values it has."""
        variant = options["variant"]
        choices: dict[str, tuple[Any, ...]] = {"variant": tuple(Golf.OPTIONS["variant"].choices), "holes": LOBBY_HOLES}
        for option in LOBBY_OPTIONS[variant]:
            values = LOBBY_VALUES.get(option, Golf.OPTIONS[option].choices)
            choices[option] = tuple(v for v in values if applies(option, v, variant))
        return choices

    def max_players_for(self, options: Mapping[str, Any]) -> int:
        return Golf.max_players_for(options)

    def option_label(self, option: str, value: Any, lang: str) -> str:
        if option == "variant":
            return SHORT_NAMES[lang][value]
        if option == "holes":
            return t(lang, "golf_lobby_holes", n=num(lang, value)) if value else t(lang, "golf_lobby_holes_own")
        return t(lang, f"golf_lobby_{option}_{value}")

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "golf_start", variant=variant_name(lang, view["variant"]), players=view["players"],
                 holes=self._length(view, lang), first=f"<b>{who(names[view['turn']])}</b>")

    @staticmethod
    def _length(view: Mapping[str, Any], lang: str) -> str:
        lengths = [t(lang, "golf_holes", n=view["holes"])] if view["holes"] else []
        lengths += [t(lang, "golf_target", n=view["target"])] if view["target"] else []
        return t(lang, "golf_or").join(lengths)

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        lines = [t(lang, "golf_hand_head", variant=variant_name(lang, view["variant"]), hole=view["hole"] + 1)]
        layout, up = shown_layout(view, seat), view["face_up"][seat]
        lines += [LTR[0] + "  ".join(cell_label(layout[i], up[i]) for i in row) + LTR[1]
                  for row in grid_rows(view, seat)]
        others = [(s, p, c) for s, p, c, when in view["seen"] if s != seat and when >= view["remind_from"]]
        if others:  # what a look at another's layout showed, for as long as the card stays where it was seen
            lines.append(t(lang, "golf_seen", cards=" · ".join(
                f"{who(names[s])} {num(lang, p)}: {card_text(c)}" for s, p, c in others)))
        if view["phase"] == "over":
            lines.append(t(lang, "golf_over"))
        elif view["legal"]:
            lines += self._acting_lines(view, names, lang)
        else:
            lines.append(t(lang, "golf_wait"))  # no name: a waiting hand is not edited at every turn
        lines.append(t(lang, "golf_totals", totals=" · ".join(
            f"{who(names[s])} {num(lang, total)}" for s, total in enumerate(view["totals"]))))
        return "\n".join(lines)

    def _acting_lines(self, view: View, names: Sequence[str], lang: str) -> list[str]:
        seat, phase = view["seat"], view["phase"]
        top = card_text(view["discard_top"]) if view["discard_top"] else t(lang, "golf_nothing")
        lines = [t(lang, "golf_piles", top=top, stock=counted(lang, view["stock"], "card"))]
        if view["held"] and view["turn"] == seat:
            lines.append(t(lang, "golf_held", card=card_text(view["held"])))
        racing = race_card(view)
        if racing is not None:
            lines.append(t(lang, "golf_race_open", card=card_text(racing)))
        if view["turn"] != seat and phase != "give":
            return lines
        if phase == "give":
            gap = view["gap"]
            lines.append(t(lang, "golf_turn_give", name=who(names[gap[0]])))
        elif phase in ("target", "match") and view["pick_seat"] is None:
            lines.append(t(lang, "golf_turn_target_seat"))
            lines.append(t(lang, "golf_seats", seats=" · ".join(
                f"{num(lang, s + 1)} {who(n)}" for s, n in enumerate(names))))
        elif phase in ("target", "match"):
            lines.append(t(lang, "golf_turn_target_pos", name=who(names[view["pick_seat"]])))
        else:
            lines.append(t(lang, PROMPTS[phase]))
        if phase == "draw" and any(a.startswith("l:") for a in view["legal"]):
            lines.append(t(lang, "golf_pay_look"))
        return lines

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal: list[str] = view["legal"]
        if not legal:
            return []
        shown = self._shown_seat(view, page)
        rows = [[self._cell_button(view, shown, i, legal) for i in row] for row in grid_rows(view, shown)]
        return rows + self._seat_rows(view, lang, page) + self._action_rows(view, lang, legal)

    @staticmethod
    def _shown_seat(view: View, page: int) -> int:
        """The layout the grid shows: the seat a power is picking in, a seat chosen for a race, or one's own."""
        if view["phase"] in ("target", "match") and view["pick_seat"] is not None and view["turn"] == view["seat"]:
            return int(view["pick_seat"])
        if race_card(view) is not None and 0 < page <= view["players"]:
            return page - 1
        return int(view["seat"])

    @staticmethod
    def _cell_button(view: View, shown: int, pos: int, legal: list[str]) -> Button:
        seat, number = view["seat"], pos + 1
        text = cell_label(shown_layout(view, shown)[pos], view["face_up"][shown][pos])
        if shown == seat and number in view["chosen"]:
            text = PICKED + text
        if shown == seat and number == view["moving"]:
            text = MOVING + text
        race = f"a:{view['discard_no']}.{shown}.{number}"
        kinds = CELL_ACTIONS if shown == seat else ("p",)
        for action in [*(f"{k}:{number}" for k in kinds), race]:
            if action in legal:
                return Button(text, action)
        default = PHASE_CELL.get(view["phase"]) if shown == seat and view["turn"] == seat else None
        # A cell that does nothing now still answers why when the phase gives cells a meaning.
        return Button(text, f"{default}:{number}" if default else "~page:0")

    @staticmethod
    def _seat_rows(view: View, lang: str, page: int) -> Keyboard:
        """Seats to pick: a power's target seat, or (Cumbia) the layout to match from while a race is open."""
        legal = view["legal"]
        picks = [Button(f"👤 {num(lang, int(a[2:]) + 1)}", a) for a in legal if a.startswith("g:")]
        if not picks and race_card(view) is not None and view["options"]["variant"] == "cumbia":
            picks = [Button(t(lang, "golf_btn_mine") if s == view["seat"] else f"👤 {num(lang, s + 1)}",
                            f"~page:{0 if s == view['seat'] else s + 1}") for s in range(view["players"])]
        return [picks[i:i + 4] for i in range(0, len(picks), 4)]

    @staticmethod
    def _action_rows(view: View, lang: str, legal: list[str]) -> Keyboard:
        held, top = view["held"], view["discard_top"]
        names = {
            "s": t(lang, "golf_btn_stock", n=view["stock"]),
            "t": t(lang, "golf_btn_take", card=card_text(top)),
            "k": t(lang, "golf_btn_knock"), "call": t(lang, "golf_btn_call"), "end": t(lang, "golf_btn_end"),
            "fa": t(lang, "golf_btn_flip_all"),
            "d": t(lang, "golf_btn_discard", card=card_text(held)), "u": t(lang, "golf_btn_use", card=card_text(held)),
            "c": t(lang, "golf_btn_match"), "x": t(lang, "golf_btn_swap"),
            "m": t(lang, "golf_btn_multi"),
            "n": t(lang, NO_LABELS.get(view["phase"], "golf_btn_skip")),
            "ok": t(lang, "golf_btn_done"),
        }
        if view["phase"] == "multi":  # Confirm is always shown, with the count so far: pressed early it says why
            legal = ["ok", *(a for a in legal if a != "ok")]
            names["ok"] = t(lang, "golf_btn_confirm", n=num(lang, len(view["chosen"])))
        main = [Button(names[a], a) for a in legal if a in names]
        return [main[i:i + 3] for i in range(0, len(main), 3)]

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """A race opens or closes for every seat, and a power or a match may change another's layout: every seat
        is asked, and the adapter edits only the DMs whose text or buttons differ."""
        return set(range(game.players))

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        if view["phase"] == "over":
            return t(lang, "golf_caption_over", names=f"<b>{names_of(view['winners'], names, lang)}</b>")
        lines = [t(lang, "golf_caption_hole", variant=variant_name(lang, view["variant"]), hole=view["hole"] + 1),
                 t(lang, "golf_caption_turn", name=f"<b>{who(names[view['turn']])}</b>")]
        if view["race_open"]:
            lines.append(t(lang, "golf_caption_race"))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_golf_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            name = who(names[data["seat"]]) if "seat" in data else ""
            if event.kind == "hole_over":
                out.append(self._hole_over(data, names, lang))
            elif event.kind == "hole_ending":
                out.append(t(lang, "golf_all_up" if data["how"] == "all_up" else "golf_ending", name=name))
            elif event.kind in ("race_won", "race_failed"):
                out.append(t(lang, f"golf_{event.kind}", name=name, card=card_text(data["card"])))
            elif event.kind in ("stock_out", "layout_empty"):
                out.append(t(lang, f"golf_{event.kind}"))
            elif event.kind == "skipped":
                out.append(t(lang, "golf_skipped", name=name))
            elif event.kind == "line_removed":
                out.append(t(lang, "golf_line_removed", name=name,
                             cards=LTR[0] + " ".join(label(c) for c in data["cards"]) + LTR[1]))
            elif event.kind == "left":
                out.append(t(lang, "golf_left", name=name))
            elif event.kind == "game_over":
                out.append(self._game_over(data, names, lang))
        return out

    @staticmethod
    def _hole_over(data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        lines = []
        for seat, (score, total) in enumerate(zip(data["scores"], data["totals"], strict=True)):
            cards = " ".join(label(c) for c in data["layouts"][seat] if c)
            lines.append(t(lang, "golf_hole_line", name=who(names[seat]), score=num(lang, score),
                           total=num(lang, total)) + f"  {LTR[0]}{cards}{LTR[1]}")
        return t(lang, "golf_hole_over", hole=data["hole"] + 1, lines="\n".join(lines))

    @staticmethod
    def _game_over(data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        winners, totals = data["winners"], data["totals"]
        others = [total for s, total in enumerate(totals) if s not in winners]
        text = names_of(winners, names, lang)
        if len(winners) > 1 or not others:
            return t(lang, "golf_won_tie", names=text)
        return t(lang, "golf_won", names=text, margin=num(lang, min(others) - totals[winners[0]]))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        variant = options["variant"]
        house = [t(lang, "golf_house_holes", n=options["holes"])] if options["holes"] else []
        house += [t(lang, "golf_house_target", n=options["target"])] if options["target"] else []
        house += house_rules(lang, options)
        text = VARIANT_RULES[lang][variant]
        if variant in FACE_DOWN and not options["relook"]:
            text += " " + t(lang, "golf_memory")
        return t(lang, "golf_rules", variant=variant_name(lang, variant), text=text,
                 most=num(lang, Golf.max_players_for(options)),
                 house=t(lang, "golf_and").join(house) or t(lang, "golf_house_none"))


def race_window(events: Sequence[Event]) -> bool | None:
    """A discard that opens a race holds the next draw back; a draw, or a match that settles the race (Cumbia's;
    after a Cactus snap the others may still snap), lets it go."""
    kinds = {e.kind for e in events}
    settled = any(e.kind == "race_won" and not e.data["open"] for e in events)
    return True if "race_open" in kinds else False if settled or "drew" in kinds else None


def ends_race(action: str) -> bool:
    return action in ("s", "t", "k")


ENTRY = GameEntry(
    ui=GolfUI(),
    computer=search_golf_move,
    advice=search_golf_advice,
    menu={"fa": "باز کردن میز گلف", "en": "Open a Golf table"},
    help={"fa": "/golf — باز کردن میز گلف و گونه‌هایش (۲ تا ۸ نفر، ۴ برگی تا ۱۶)",
          "en": "/golf — open a Golf table, any variant (2 to 8 players, four-card up to 16)"},
    columns=(Column("holes", "holes_won"), Column("points", "points", higher_is_better=False)),
    window=TimedWindow(race_window, ends_race, "golf_wait_for_race"),
    settings=(GroupSetting("golf_rearrange", (0, 1), 0), GroupSetting("golf_big_square", (0, 1), 0)),
)
