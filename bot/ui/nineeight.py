"""Nine-and-Eight in Telegram: the DM hand with the side pot's, the deal's and the reveal's buttons, the caption
and the news.

The reveal is simultaneous: every hand still hidden has Show and Fold (and a taunt) at once, under one deadline,
the game's own clock, whose expiry shows every hand still hidden. Private messages change only for the seat that
moved unless the deal itself moves on, and the group hears one line per deal, so twenty players stay within the
group's budget.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai.nineeight import nineeight_advice, nineeight_move
from bot.games.nineeight import NineEight
from bot.games.protocol import Event, Game, View
from bot.i18n import num, t, who
from bot.plugin import Button, Column, GameEntry, GameUI, Keyboard
from bot.render.nineeight.table import render_nineeight_table

from .amounts import amount_picker, amounts_of
from .standings import cards_text, most_chips, names_of, nets_line

TAUNTS_PER_ROW = 5
EVERYONE = frozenset({"dealt", "settled", "new_dealer", "side_pot", "side_pot_refunded", "game_over", "left"})

i18n.register({
    "fa": {
        "nineeight_title": "نه و هشت",
        "nineeight_summary": (
            "🎯 سه برگ با بیشترین ارزش: رقم آخر جمعشان، که ۹ از همه بهتر است (تصویرها ۰، آس ۱).\n"
            "🔄 همه با هم، پیش از تمام شدن وقت، رو می‌کنند یا می‌خوابانند؛ دست‌دهی دور میز می‌گردد.\n"
            "🏆 بالاترین دست می‌برد و هر بازنده (خوابانده هم) به هر برنده ژتون می‌دهد، برای ۹ و ۸ بیشتر؛ امتیاز هر "
            "کس برد و باخت خالص ژتون‌هایش است."
        ),
        "nineeight_how_to": (
            "💡 پیش از تمام شدن وقت «👁 رو می‌کنم» یا «🙈 می‌خوابانم» را بزنید؛ دستی که تا آن موقع پنهان مانده خودش "
            "رو می‌شود."
        ),
        "nineeight_start": ("🃏 <b>نه و هشت</b> با {players} بازیکن؛ هر نفر {chips} ژتون دارد (فقط امتیاز).\n"
                            "برگ‌ها و دکمه‌ها در پیوی ربات است؛ همه با هم رو می‌کنند یا می‌خوابانند."),
        "nineeight_hand_head": "<b>نه و هشت</b> · {g[hand]} {deal} · ژتون شما: {chips}",
        "nineeight_dealer": "{g[dealer]}: {name}",
        "nineeight_side_line": "پات کناری: هر نفر {stake} · داخل: {names}",
        "nineeight_turn_deal": "▶️ <b>شما {g[dealer]} هستید.</b> هر وقت آماده بودید پخش کنید.",
        "nineeight_turn_side": "پات کناری باز می‌کنید؟ (از {low} تا {high})",
        "nineeight_turn_join": "به پات کناری ({stake} ژتون) می‌پیوندید؟",
        "nineeight_your_cards": "برگ‌های شما: {cards} · ارزش {value}",
        "nineeight_turn_reveal": "▶️ <b>رو کنید یا بخوابانید</b>؛ {seconds} ثانیه بعد از پخش، دست‌های پنهان "
                                 "خودبه‌خود رو می‌شوند.",
        "nineeight_you_shown": "رو کردید: {value}.",
        "nineeight_you_folded": "دستتان را خواباندید.",
        "nineeight_wait": "منتظر بمانید؛ میز در گروه است.",
        "nineeight_over": "بازی تمام شد.",
        "nineeight_btn_deal": "🂠 پخش کردن",
        "nineeight_btn_join": "➕ می‌پیوندم ({stake})",
        "nineeight_btn_noside": "بدون پات کناری",
        "nineeight_btn_show": "👁 رو می‌کنم",
        "nineeight_btn_fold": "🙈 می‌خوابانم",
        "nineeight_btn_taunt": "≤{x} برو",
        "nineeight_caption_deal": "🂠 {g[hand]} {deal} · {g[dealer]}: {dealer} · ۹: {t9}، ۸: {t8}، کمتر: {t7}",
        "nineeight_caption_reveal": "⏱ رو کردن: {shown} از {count} · {seconds} ثانیه",
        "nineeight_caption_last": "دست قبل: {names} با {value}",
        "nineeight_caption_over": "🏆 بیشترین ژتون: {names}",
        "nineeight_settled": "🂠 {g[hand]} {deal}: {names} با <b>{value}</b> برد؛ هر بازنده {stake} ژتون داد.{side}",
        "nineeight_settled_none": "🂠 {g[hand]} {deal}: همه خواباندند؛ کسی چیزی نداد.",
        "nineeight_side_won": "\nپات کناری: {names}",
        "nineeight_left": "{name} بازی را ترک کرد.",
        "nineeight_won": "🏆 بازی تمام شد. <b>{names}</b> با {chips} ژتون برنده شد.\n{table}",
        "nineeight_scores_row": "{rank}. {name}: {matches} برد از {played} بازی، {chips} ژتون",
        "nineeight_stats": "{game}: {played} بازی، {matches} برد، {chips} ژتون",
        "nineeight_rules": (
            "<b>قوانین نه و هشت</b> (۲ تا ۲۰ نفر؛ ژتون فقط امتیاز است)\n"
            "• هر نفر ۳ برگ می‌گیرد. آس ۱، تصویرها ۰، بقیه به عدد خودشان؛ ارزش دست رقم آخر جمع است.\n"
            "• همه با هم رو می‌کنند یا می‌خوابانند. بیشترین ارزش می‌برد و هر بازنده (خوابانده هم) به هر برنده "
            "می‌دهد: برای ۹ {t9}، برای ۸ {t8}، کمتر {t7} ژتون؛ برنده‌های مساوی تقسیم می‌کنند.\n"
            "{side}"
            "• دست‌دهی به نوبت دور میز می‌گردد.\n"
            "قانون‌های این میز: {house}"
        ),
        "nineeight_side_rule": ("• پیش از پخش، هر کس می‌تواند پات کناری باز کند با {t7} تا {cap} ژتون، به شرطی "
                                "که جدا از آن {reserve} ژتون برای خود بازی نگه دارد. بقیه با همان مبلغ و همان "
                                "شرط می‌پیوندند و بهترین دست داخل پات همه را می‌برد.\n"),
        "nineeight_house": "رو کردن: {mode}؛ {decks}؛ {extras}؛ هر نفر {start} ژتون؛ {deals}",
        "nineeight_mode_staged": "هر کس در {seconds} ثانیه",
        "nineeight_mode_auto": "همه خودبه‌خود با هم",
        "nineeight_decks_auto": "یک دسته تا ۱۰ نفر، دو دسته از ۱۱ نفر",
        "nineeight_decks_n": "{n} دسته ورق",
        "nineeight_extra_triple_threes": "سه تا ۳ دوبرابر",
        "nineeight_extra_all_faces_nine": "سه تصویر ۹ حساب می‌شود",
        "nineeight_extra_side_pot": "پات کناری مجاز",
        "nineeight_no_extras": "بی قانون اضافه",
        "nineeight_deals_rotation": "هر نفر یک بار {g[dealer]}",
        "nineeight_deals_n": "{n} دست",
        "nineeight_option_staged": "رو کردن با زمان",
        "nineeight_option_auto": "رو شدن خودکار",
        "nineeight_refused_last_cannot_fold": "آخرین دست پنهان باید رو شود.",
        "nineeight_refused_no_side_pot": "کسی پات کناری باز نکرده است.",
        "nineeight_refused_side_too_dear": "برای پیوستن به پات ژتون کافی ندارید.",
        "nineeight_refused_side_open": "پات کناری باز است: بپیوندید یا بیرون بمانید.",
        "nineeight_hint_taunt": "دست شما {value} است، پس شاید کسانی که کمتر دارند دستشان را بخوابانند",
        "nineeight_hint_show": ("دست خوابانده هم مثل بازنده می‌پردازد، پس رو کردن {value} هیچ‌وقت از خواباندن "
                                "گران‌تر تمام نمی‌شود"),
        "nineeight_hint_join": ("با شما {players} نفر در پات هستند و هر کدام یک بار از {players} بار بهترین دست را "
                                "دارد، پس پات به طور میانگین {stake} ژتونتان را برمی‌گرداند و اگر کسی بخواباند بیشتر"),
        "nineeight_hint_open": ("پات کناری به طور میانگین پولش را برمی‌گرداند، چون همه به یک اندازه شانس بهترین "
                                "دست را دارند؛ کمترین مبلغ، {stake} ژتون، کمتر از همه نوسان دارد"),
    },
    "en": {
        "nineeight_title": "Nine-and-Eight",
        "nineeight_summary": (
            "🎯 Hold the three cards worth most: the last digit of their total, 9 the best (pictures 0, ace 1).\n"
            "🔄 Everyone shows or folds at once, before the clock runs out; the deal goes round the table.\n"
            "🏆 The highest hand wins and every loser (folded too) pays each winner, more for a 9 or an 8; your "
            "score is your net chips."
        ),
        "nineeight_how_to": (
            "💡 Press 👁 Show or 🙈 Fold before the clock runs out; a hand still hidden then is shown for you."
        ),
        "nineeight_start": ("🃏 <b>Nine-and-Eight</b> with {players} players, {chips} chips each (points only).\n"
                            "Your cards and buttons are in your private chat with me; everyone shows or folds "
                            "at once."),
        "nineeight_hand_head": "<b>Nine-and-Eight</b> · hand {deal} · your chips: {chips}",
        "nineeight_dealer": "Dealer: {name}",
        "nineeight_side_line": "Side pot: {stake} each · in: {names}",
        "nineeight_turn_deal": "▶️ <b>You are the dealer.</b> Deal when you are ready.",
        "nineeight_turn_side": "Open a side pot? ({low} to {high})",
        "nineeight_turn_join": "Join the side pot for {stake} chips?",
        "nineeight_your_cards": "Your cards: {cards} · worth {value}",
        "nineeight_turn_reveal": "▶️ <b>Show or fold</b>; {seconds} seconds after the deal every hidden hand is "
                                 "shown.",
        "nineeight_you_shown": "You showed {value}.",
        "nineeight_you_folded": "You folded.",
        "nineeight_wait": "Please wait; the table is in the group.",
        "nineeight_over": "The game is over.",
        "nineeight_btn_deal": "🂠 Deal",
        "nineeight_btn_join": "➕ Join ({stake})",
        "nineeight_btn_noside": "No side pot",
        "nineeight_btn_show": "👁 Show",
        "nineeight_btn_fold": "🙈 Fold",
        "nineeight_btn_taunt": "≤{x} go",
        "nineeight_caption_deal": "🂠 Hand {deal} · dealer: {dealer} · 9: {t9}, 8: {t8}, less: {t7}",
        "nineeight_caption_reveal": "⏱ Shown: {shown} of {count} · {seconds} s",
        "nineeight_caption_last": "Last deal: {names} with {value}",
        "nineeight_caption_over": "🏆 Most chips: {names}",
        "nineeight_settled": "🂠 Hand {deal}: {names} won with <b>{value}</b>; each loser paid {stake} chips.{side}",
        "nineeight_settled_none": "🂠 Hand {deal}: everyone folded; nobody pays.",
        "nineeight_side_won": "\nSide pot: {names}",
        "nineeight_left": "{name} left the game.",
        "nineeight_won": "🏆 The game is over. <b>{names}</b> won with {chips} chips.\n{table}",
        "nineeight_scores_row": "{rank}. {name}: {matches} won of {played}, {chips} chips",
        "nineeight_stats": "{game}: {played} played, {matches} won, {chips} chips",
        "nineeight_rules": (
            "<b>Nine-and-Eight rules</b> (2 to 20 players; chips are points only)\n"
            "• Three cards each. Ace 1, pictures 0, the rest at face value; a hand is worth the last digit of its "
            "total.\n"
            "• Everyone shows or folds at once. The highest wins and every loser (a folded hand too) pays each "
            "winner: {t9} for a 9, {t8} for an 8, {t7} below; tied winners share.\n"
            "{side}"
            "• The deal goes round the table.\n"
            "House rules at this table: {house}"
        ),
        "nineeight_side_rule": ("• Before a deal a player may open a side pot at {t7} to {cap} chips, if he still "
                                "holds {reserve} for the deal on top of it. Others join at the same stake on the "
                                "same condition; the best hand among them takes it all.\n"),
        "nineeight_house": "reveal: {mode}; {decks}; {extras}; {start} chips each; {deals}",
        "nineeight_mode_staged": "each within {seconds} seconds",
        "nineeight_mode_auto": "all at once, automatically",
        "nineeight_decks_auto": "one deck up to 10 players, two from 11",
        "nineeight_decks_n": "{n} deck(s)",
        "nineeight_extra_triple_threes": "three 3s paid double",
        "nineeight_extra_all_faces_nine": "three pictures count 9",
        "nineeight_extra_side_pot": "side pots allowed",
        "nineeight_no_extras": "no extra rules",
        "nineeight_deals_rotation": "everyone deals once",
        "nineeight_deals_n": "{n} deals",
        "nineeight_option_staged": "Timed reveal",
        "nineeight_option_auto": "Automatic reveal",
        "nineeight_refused_last_cannot_fold": "The last hidden hand must be shown.",
        "nineeight_refused_no_side_pot": "Nobody has opened a side pot.",
        "nineeight_refused_side_too_dear": "You don't have enough chips to join the side pot.",
        "nineeight_refused_side_open": "A side pot is open: join it or stay out.",
        "nineeight_hint_taunt": "your hand is worth {value}, so people holding less may throw theirs in",
        "nineeight_hint_show": "a folded hand pays as a loser anyway, so showing your {value} never costs more",
        "nineeight_hint_join": ("with you {players} are in the pot, each holding its best hand 1 time in {players}, "
                                "so it pays back your {stake} on average, and more if anyone folds"),
        "nineeight_hint_open": ("a side pot pays back its stake on average, everyone being as likely to hold its best "
                                "hand; the smallest, {stake}, swings least"),
    },
})


class NineEightUI(GameUI):
    game = NineEight
    command = "nineeight"
    explains_buttons = True

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"reveal_mode": ("staged", "auto")}

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return t(lang, f"nineeight_option_{value}")

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "nineeight_start", players=view["players"], chips=view["options"]["start_balance"])

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        lines = [t(lang, "nineeight_hand_head", deal=max(1, view["deal"]), chips=view["balances"][seat])]
        if view["phase"] == "over":
            return "\n".join([*lines, t(lang, "nineeight_over")])
        if view["dealer"] is not None:
            lines.append(t(lang, "nineeight_dealer", name=who(names[view["dealer"]])))
        side = view["side_pot"]
        if side["stake"]:
            lines.append(t(lang, "nineeight_side_line", stake=side["stake"], names=names_of(side["seats"], names)))
        lines += self._prompt(view, lang)
        return "\n".join(lines)

    def _prompt(self, view: View, lang: str) -> list[str]:
        legal, seat = view["legal"], view["seat"]
        if view["phase"] == "reveal":
            lines = [t(lang, "nineeight_your_cards", cards=cards_text(view["hand"]), value=view["value"])] \
                if view["hand"] else []
            shown = view["shown"].get(str(seat))
            if shown is not None:
                return [*lines, t(lang, "nineeight_you_shown", value=shown["value"])]
            if seat in view["folded"]:
                return [*lines, t(lang, "nineeight_you_folded")]
            return [*lines, t(lang, "nineeight_turn_reveal", seconds=view["options"]["reveal_seconds"])] \
                if legal else lines
        lines = []
        if "deal" in legal:
            lines.append(t(lang, "nineeight_turn_deal"))
        amounts = amounts_of(legal, "side")
        if amounts:
            lines.append(t(lang, "nineeight_turn_side", low=amounts[0][0], high=amounts[-1][0]))
        if "join" in legal:
            lines.append(t(lang, "nineeight_turn_join", stake=view["side_pot"]["stake"]))
        return lines or [t(lang, "nineeight_wait")]

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal = view["legal"]
        if not legal:
            return []
        if view["phase"] == "reveal":
            rows = [[Button(t(lang, f"nineeight_btn_{a}"), a) for a in legal if a in ("show", "fold")]]
            taunts = [Button(t(lang, "nineeight_btn_taunt", x=num(lang, int(a[6:]))), a)
                      for a in legal if a.startswith("taunt:")]
            return rows + [taunts[i:i + TAUNTS_PER_ROW] for i in range(0, len(taunts), TAUNTS_PER_ROW)]
        rows = amount_picker(amounts_of(legal, "side"), lang)
        plain = [Button(t(lang, f"nineeight_btn_{a}", stake=num(lang, view["side_pot"]["stake"])), a)
                 for a in legal if a in ("deal", "join", "noside")]
        return [*([plain] if plain else []), *rows]

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        if view["phase"] == "over":
            return t(lang, "nineeight_caption_over", names=names_of(most_chips(view["balances"]), names))
        t9, t8, t7 = view["tiers"]
        lines = [t(lang, "nineeight_caption_deal", deal=max(1, view["deal"]), t9=t9, t8=t8, t7=t7,
                   dealer=who(names[view["dealer"]]) if view["dealer"] is not None else "—")]
        clock = view["clock"]
        if view["phase"] == "reveal" and clock is not None:
            lines.append(t(lang, "nineeight_caption_reveal", shown=len(view["shown"]), count=len(view["in_deal"]),
                           seconds=clock["seconds"]))
        last = view["last"]
        if last is not None and last["winners"]:
            lines.append(t(lang, "nineeight_caption_last", names=names_of(last["winners"], names),
                           value=last["value"]))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_nineeight_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            if event.kind == "settled":
                out.append(self._settled(data, names, lang))
            elif event.kind == "left":
                out.append(t(lang, "nineeight_left", name=who(names[data["seat"]])))
            elif event.kind == "game_over":
                out.append(self._game_over(data, names, lang))
        return out

    def _settled(self, data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        if not data["winners"]:
            return t(lang, "nineeight_settled_none", deal=data["deal"])
        side = data["side"]
        won = [int(s) for s, a in side.items() if a]
        side_text = t(lang, "nineeight_side_won", names=names_of(won, names)) if won and len(side) > 0 else ""
        stake = max(data["paid"].values(), default=0)
        return t(lang, "nineeight_settled", deal=data["deal"], names=f"<b>{names_of(data['winners'], names)}</b>",
                 value=data["value"], stake=stake, side=side_text)

    def _game_over(self, data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        balances = data["balances"]
        return t(lang, "nineeight_won", names=names_of(most_chips(balances), names), chips=max(balances),
                 table=nets_line(balances, data["net"], names, lang))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        mode = options["reveal_mode"]
        extras = [t(lang, f"nineeight_extra_{key}") for key in ("triple_threes", "all_faces_nine", "side_pot")
                  if options[key]]
        decks = options["decks"]
        deals = options["deals"]
        house = t(lang, "nineeight_house",
                  mode=t(lang, f"nineeight_mode_{mode}", seconds=options["reveal_seconds"]),
                  decks=t(lang, "nineeight_decks_auto") if decks == "auto" else t(lang, "nineeight_decks_n", n=decks),
                  extras="، ".join(extras) if lang == "fa" and extras else ", ".join(extras) if extras else
                  t(lang, "nineeight_no_extras"),
                  start=options["start_balance"],
                  deals=t(lang, "nineeight_deals_rotation") if deals == "rotation" else
                  t(lang, "nineeight_deals_n", n=deals))
        t9, t7 = options["t9"], options["t7"]
        side = t(lang, "nineeight_side_rule", t7=t7, cap=10 * t9, reserve=2 * t9) if options["side_pot"] else ""
        return t(lang, "nineeight_rules", t9=t9, t8=options["t8"], t7=t7, side=side, house=house)

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """Everyone when the deal moves on (their cards, chips or the side pot change); otherwise the seat that
        moved, and the last hidden hand, which may no longer fold."""
        if {event.kind for event in events} & EVERYONE:
            return set(range(game.players))
        acting = game.to_act()
        return {actor, *(acting if len(acting) == 1 else ())}


ENTRY = GameEntry(
    ui=NineEightUI(),
    computer=nineeight_move,
    advice=nineeight_advice,
    menu={"fa": "باز کردن میز نه و هشت", "en": "Open a Nine-and-Eight table"},
    help={"fa": "/nineeight — باز کردن میز نه و هشت (۲ تا ۲۰ نفر)",
          "en": "/nineeight — open a Nine-and-Eight table (2 to 20 players)"},
    columns=(Column("chips", "chips"),),
    clocked=True,
)
