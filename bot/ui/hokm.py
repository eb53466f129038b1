"""Hokm in Telegram: the DM hand, the caption, the group announcements."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai.hokm.players import hokm_advice, hokm_move
from bot.games.cards import DISPLAY_SUITS, SUIT_SYMBOL, label, suit
from bot.games.hokm import KEEP, REJECT, Hokm
from bot.games.hokm.variants import TEAM_LAYOUTS, variant_for
from bot.games.protocol import Event, Game, View
from bot.i18n import num, t, who
from bot.plugin import Button, Column, GameEntry, GameUI, GroupSetting, Keyboard
from bot.render.hokm.scoreboard import render_scoreboard
from bot.render.hokm.table import render_hokm_table

from .hand import hand_rows
from .trick_line import waiting_with_trick

i18n.register({
    "fa": {
        "hokm_title": "حکم",
        "hokm_summary": (
            "🎯 هر {g[hand]} ۱۳ {g[trick]} دارد؛ هر تیم (یا هر نفر، اگر تیمی در کار نباشد) می‌خواهد ۷ {g[trick]} را "
            "ببرد.\n"
            "🔄 حاکم با دیدن ۵ برگ اولش حکم را می‌گوید؛ باید از خال زمینه بازی کنید و اگر ندارید هر برگی آزاد است.\n"
            "🏆 بردن هر {g[hand]} ۱ امتیاز دارد (کت ۲ یا ۳)؛ ۷ امتیاز یک {g[set]} را می‌برد و {g[match]} ۱، ۲ یا ۳ "
            "{g[set]} است."
        ),
        "hokm_review_cost": "حدود {cost} امتیاز از دست رفته",
        "hokm_and": " و ",
        "hokm_team_0": "{g[team_0]}",
        "hokm_team_1": "{g[team_1]}",
        "hokm_team_2": "{g[team_2]}",
        "hokm_player_n": "{n} نفره",
        "hokm_teams_2x3": "دو تیم سه‌نفره",
        "hokm_teams_3x2": "سه تیم دونفره",
        "hokm_target_house": "قانون خانگی",
        "hokm_target_seven": "۷ دست",
        "hokm_sets_option": "{n} ست",
        "hokm_suit_S": "پیک", "hokm_suit_H": "دل", "hokm_suit_D": "خشت", "hokm_suit_C": "خاج",
        "hokm_decl_mid": "برگ وسط یار",
        "hokm_decl_sars": "سرس", "hokm_decl_asars": "آس سرس",
        "hokm_decl_nars": "نرس", "hokm_decl_anars": "آس نرس",
        "hokm_ace_deal": "برگ‌ها رو به بالا پخش شد تا اولین آس:\n{cards}\n{hakem} حاکم است.",
        "hokm_high_card": "هر نفر یک برگ کشید:\n{cards}\n{hakem} بالاترین برگ را کشید و حاکم است.",
        "hokm_high_card_again": "برابر شدند و دوباره کشیدند:",
        "hokm_hand_head": "<b>حکم</b> · {g[hand]} {hand}\nحاکم: {hakem} · حکم: {trump}",
        "hokm_no_trump_yet": "هنوز تعیین نشده",
        "hokm_revealed": "برگ وسط یار: {card}",
        "hokm_score_line": "{g[tricks]}: {tricks}\n{g[points]}: {points} · {g[sets]}: {sets}",
        "hokm_draw_you": (
            "▶️ <b>نوبت کشیدن شماست.</b> برگ رو: {card}\n"
            "نگه دارید (برگ بعدی ندیده کنار می‌رود) یا رد کنید (و برگ بعدی را بردارید)."
        ),
        "hokm_draw_wait": "{name} برگ می‌کشد. دسته: {stock}",
        "hokm_keep": "نگه‌داشتن {card}",
        "hokm_reject": "رد کردن",
        "hokm_on_table": "روی میز: {cards}",
        "hokm_your_lead": "▶️ <b>نوبت شماست.</b> شما شروع می‌کنید.",
        "hokm_your_turn": "▶️ <b>نوبت شماست.</b>",
        "hokm_declare_you": "▶️ <b>شما حاکم هستید.</b> با این پنج برگ، حکم را انتخاب کنید.",
        "hokm_declare_wait": "منتظر انتخاب حکم توسط {hakem}…",
        "hokm_bam_you": "▶️ <b>هفت–هیچ!</b> برای بام ادامه می‌دهید؟ (بردن هر ۱۳ دست = بردن کل بازی)",
        "hokm_wait": "نوبت {name} است.",
        "hokm_over": "بازی تمام شد.",
        "hokm_bam_go": "ادامه برای بام",
        "hokm_bam_stop": "همین کافی است",
        "hokm_caption_head": "{g[hand]} {hand} · حکم {trump} · حاکم {hakem}",
        "hokm_caption_score": "{g[tricks]}: {tricks} · {g[points]}: {points}",
        "hokm_caption_draw": "▶️ {name} برگ می‌کشد (دسته: {stock})",
        "hokm_caption_turn": "▶️ نوبت: {name}",
        "hokm_caption_declare": "▶️ {name} حکم را انتخاب می‌کند",
        "hokm_caption_bam": "▶️ {name}: ادامه برای بام؟",
        "hokm_caption_over": "🏆 {side} برنده شد · ست‌ها: {sets}",
        "hokm_hand_won": "{g[hand]} {hand}: {side} برد ({tricks}): +{points}.",
        "hokm_hand_void": "{g[hand]} {hand}: کسی به هدف نرسید ({tricks})؛ امتیازی داده نشد.",
        "hokm_kot": "کت!",
        "hokm_hakem_kot": "حاکم‌کت!",
        "hokm_bam": "بام! {side} همه دست‌ها را برد.",
        "hokm_points": "امتیاز: {points}",
        "hokm_set_won": "{side} این ست را برد! ست‌ها: {sets}",
        "hokm_match_won": "🏆 {side} برنده بازی شد! ست‌ها: {sets}",
        "hokm_forfeit": "{name} بازی را ترک کرد؛ {side} برنده شد.",
        "hokm_rules": (
            "<b>قوانین حکم</b> (چهار نفر، دو تیم، یارها روبه‌روی هم)\n"
            "• اولین حاکم: {first}\n"
            "• هر نفر اول ۵ برگ می‌گیرد؛ حاکم با دیدن آن‌ها حکم را می‌گوید (یکی از چهار خال، یا خال برگ وسط یارش "
            "که به همه نشان داده می‌شود). بعد ۴ و ۴ برگ دیگر.\n"
            "• حاکم دست اول را شروع می‌کند. باید از خال زمینه بازی کنید؛ اگر ندارید هر برگی آزاد است.\n"
            "• بالاترین حکم، وگرنه بالاترین برگ خال زمینه، دست را می‌برد؛ برنده دست بعد را شروع می‌کند.\n"
            "• تیمی که ۷ دست بگیرد دور را می‌برد: ۱ امتیاز؛ کت (۷–۰ تیم حاکم) ۲؛ حاکم‌کت (۷–۰ تیم دیگر) ۳.\n"
            "• در ۷–۰ می‌توان برای بام ادامه داد: بردن هر ۱۳ دست کل بازی را می‌برد؛ اگر نشد ۱ امتیاز.\n"
            "• اگر تیم حاکم ببازد، حاکمی به نفر سمت راست حاکم می‌رسد.\n"
            "• ۷ امتیاز = یک ست. بازی ۱، ۲ یا ۳ ست است. ترک بازی یعنی باخت تیم.\n"
            "• سرس و نرس (اگر در /settings فعال باشد): حاکم به جای خال حکم یکی از این چهار را می‌گوید و آن دور "
            "حکم ندارد؛ بهترین برگ خال زمینه دست را می‌برد. سرس: شاه بالاترین و آس پایین‌ترین؛ آس سرس: آس، شاه، "
            "بی‌بی … ۲. نرس: ۲ بالاترین، بعد ۳ تا شاه، و آس پایین‌ترین؛ آس نرس: آس، ۲، ۳ … شاه. "
            "در این دورها کت و بام نیست.\n"
            "قانون‌های این میز: {house}"
        ),
        "hokm_house": "{sets} ست برای برد؛ سرس و نرس {sars}",
        "hokm_first_ace_deal": "برگ‌ها رو به بالا پخش می‌شود تا اولین آس.",
        "hokm_first_high_card": "هر نفر یک برگ می‌کشد؛ بالاترین برگ (آس از همه بالاتر) حاکم است و اگر دو نفر "
                                "برابر شوند دوباره می‌کشند.",
        "hokm_variants": (
            "<b>با تعداد دیگر</b>\n"
            "• ۲ نفر: هر کدام ۵ برگ؛ حاکم حکم می‌گوید؛ بعد به نوبت از دسته برگ می‌کشند (نگه‌داشتن یا رد کردن) "
            "تا هر کدام ۱۳ برگ داشته باشند؛ اولی که ۷ دست بگیرد می‌برد.\n"
            "• ۳ نفر: بدون ۲ خشت، نفری ۱۷ برگ؛ اولی که ۷ دست بگیرد؛ ۶–۶–۵ یعنی دور بی‌نتیجه.\n"
            "• ۵ نفر (قانون خانگی): بدون ۲ خشت و ۲ خاج، نفری ۱۰ برگ؛ هر ۱۰ دست بازی می‌شود و بیشترین دست می‌برد.\n"
            "• ۶ نفر (قانون خانگی): بدون ۲ها، نفری ۸ برگ؛ دو تیم سه‌نفره: اولی که ۵ دست بگیرد؛ "
            "سه تیم دونفره: بیشترین دست. در این حالت‌ها کت و بام نیست."
        ),
        "hokm_on": "فعال", "hokm_off": "غیرفعال",
        "hokm_scores_row": "{rank}. {name}: {matches} {g[won]}، {hands} {g[hand]} برده، {kots} کت",
        "hokm_stats": "{game}: {played} {g[played]}، {matches} {g[won]}، {hands} {g[hand]} برده، {kots} کت",
        "settings_sets": "ست‌های هر بازی حکم",
        "settings_sets_n": "{n}",
        "settings_sars": "سرس و نرس (دورهای بی‌حکم؛ /rules hokm)",
        "settings_sars_0": "خیر",
        "settings_sars_n": "بله",
        "settings_hakem": "اولین حاکم حکم",
        "settings_hakem_0": "تا اولین آس",
        "settings_hakem_n": "بالاترین برگ",
    },
    "en": {
        "hokm_title": "Hokm",
        "hokm_summary": (
            "🎯 A {g[hand]} has 13 {g[tricks]}; each team (or each player, where there are no teams) races to "
            "take 7.\n"
            "🔄 The hakem names trump from his first five cards; follow the led suit if you can, else play "
            "anything.\n"
            "🏆 A {g[hand]} won scores 1 (a Kot 2 or 3); 7 points win a {g[set]}, and the {g[match]} is 1, 2 or 3 "
            "{g[sets]}."
        ),
        "hokm_review_cost": "about {cost} points given up",
        "hokm_and": " &amp; ",
        "hokm_team_0": "{g[team_0]}",
        "hokm_team_1": "{g[team_1]}",
        "hokm_team_2": "{g[team_2]}",
        "hokm_player_n": "{n} players",
        "hokm_teams_2x3": "two teams of three",
        "hokm_teams_3x2": "three teams of two",
        "hokm_target_house": "house rule",
        "hokm_target_seven": "first to 7",
        "hokm_sets_option": "{n} set(s)",
        "hokm_suit_S": "Spades", "hokm_suit_H": "Hearts", "hokm_suit_D": "Diamonds", "hokm_suit_C": "Clubs",
        "hokm_decl_mid": "Partner's middle card",
        "hokm_decl_sars": "Sars", "hokm_decl_asars": "Ace-Sars",
        "hokm_decl_nars": "Nars", "hokm_decl_anars": "Ace-Nars",
        "hokm_ace_deal": "Dealt face up until the first ace:\n{cards}\n{hakem} is the hakem.",
        "hokm_high_card": "Everyone drew a card:\n{cards}\n{hakem} drew the highest and is the hakem.",
        "hokm_high_card_again": "A tie for the highest; they drew again:",
        "hokm_hand_head": "<b>Hokm</b> · hand {hand}\nHakem: {hakem} · Trump: {trump}",
        "hokm_no_trump_yet": "not chosen yet",
        "hokm_revealed": "Partner's middle card: {card}",
        "hokm_score_line": "Tricks: {tricks}\nPoints: {points} · sets: {sets}",
        "hokm_draw_you": (
            "▶️ <b>Your draw.</b> The top card is {card}.\n"
            "Keep it (the next card is thrown away unseen) or reject it (and take the next)."
        ),
        "hokm_draw_wait": "{name} is drawing. Stock: {stock}",
        "hokm_keep": "Keep {card}",
        "hokm_reject": "Reject",
        "hokm_on_table": "On the table: {cards}",
        "hokm_your_lead": "▶️ <b>Your turn.</b> You lead.",
        "hokm_your_turn": "▶️ <b>Your turn.</b>",
        "hokm_declare_you": "▶️ <b>You are the hakem.</b> Choose the trump from these five cards.",
        "hokm_declare_wait": "Waiting for {hakem} to choose the trump…",
        "hokm_bam_you": "▶️ <b>7–0!</b> Go on for Bam? (taking all 13 tricks wins the match)",
        "hokm_wait": "Waiting for {name}.",
        "hokm_over": "The game is over.",
        "hokm_bam_go": "Go for Bam",
        "hokm_bam_stop": "Stop here",
        "hokm_caption_head": "Hand {hand} · trump {trump} · hakem {hakem}",
        "hokm_caption_score": "Tricks: {tricks} · points: {points}",
        "hokm_caption_draw": "▶️ {name} is drawing (stock {stock})",
        "hokm_caption_turn": "▶️ Turn: {name}",
        "hokm_caption_declare": "▶️ {name} is choosing the trump",
        "hokm_caption_bam": "▶️ {name}: go on for Bam?",
        "hokm_caption_over": "🏆 {side} won · sets: {sets}",
        "hokm_hand_won": "Hand {hand}: {side} won ({tricks}): +{points}.",
        "hokm_hand_void": "Hand {hand}: nobody reached the target ({tricks}); no score.",
        "hokm_kot": "Kot!",
        "hokm_hakem_kot": "Hakem-Kot!",
        "hokm_bam": "Bam! {side} took every trick.",
        "hokm_points": "Points: {points}",
        "hokm_set_won": "{side} won the set! Sets: {sets}",
        "hokm_match_won": "🏆 {side} won the match! Sets: {sets}",
        "hokm_forfeit": "{name} left the game; {side} won.",
        "hokm_rules": (
            "<b>Hokm rules</b> (four players, two teams, partners sit opposite)\n"
            "• First hakem: {first}\n"
            "• Everyone gets 5 cards; the hakem names the trump from them (one of the four suits, or the suit of "
            "the partner's middle card, which is shown to all). Then 4 and 4 more cards.\n"
            "• The hakem leads the first trick. Follow the led suit if you can; otherwise play anything.\n"
            "• The highest trump wins the trick, else the highest card of the led suit; the winner leads next.\n"
            "• The first team to 7 tricks wins the hand: 1 point; Kot (hakem's team 7–0) 2; Hakem-Kot (the other "
            "team 7–0) 3.\n"
            "• At 7–0 a team may go on for Bam: all 13 tricks win the whole match; falling short scores 1.\n"
            "• When the hakem's team loses, the hakem passes to the player on the hakem's right.\n"
            "• 7 points win a set; a match is 1, 2 or 3 sets. Leaving loses the match for your team.\n"
            "• Sars and Nars (when on in /settings): instead of a suit the hakem may call one of these four, and "
            "that hand has no trump: the best card of the led suit wins the trick. Sars: king highest, ace "
            "lowest; Ace-Sars: ace, king, queen … 2. Nars: 2 highest, then 3 up to the king, ace lowest; "
            "Ace-Nars: ace, 2, 3 … king. No Kot or Bam in these hands.\n"
            "House rules at this table: {house}"
        ),
        "hokm_house": "{sets} set(s) to win; Sars and Nars {sars}",
        "hokm_first_ace_deal": "cards are dealt face up until the first ace.",
        "hokm_first_high_card": "everyone draws a card; the highest (the ace is high) is the hakem, and those who "
                                "tie for it draw again.",
        "hokm_variants": (
            "<b>Other table sizes</b>\n"
            "• 2 players: 5 cards each, the hakem names trump, then you take turns drawing from the stock (keep or "
            "reject) until both hold 13; first to 7 tricks wins.\n"
            "• 3 players: no 2♦, 17 cards each; first to 7 tricks; 6–6–5 is a void hand.\n"
            "• 5 players (house rule): no 2♦ or 2♣, 10 cards each; all 10 tricks are played and the most wins.\n"
            "• 6 players (house rule): no 2s, 8 cards each; two teams of three: first to 5 tricks; three teams "
            "of two: the most tricks. No Kot or Bam in these."
        ),
        "hokm_on": "on", "hokm_off": "off",
        "hokm_scores_row": "{rank}. {name}: {matches} {g[won]}, {hands} {g[hand]}s won, {kots} Kots",
        "hokm_stats": "{game}: {played} {g[played]}, {matches} {g[won]}, {hands} {g[hand]}s won, {kots} Kots",
        "settings_sets": "Sets per Hokm match",
        "settings_sets_n": "{n}",
        "settings_sars": "Sars and Nars (no-trump hands; /rules hokm)",
        "settings_sars_0": "no",
        "settings_sars_n": "yes",
        "settings_hakem": "First Hokm hakem",
        "settings_hakem_0": "first ace",
        "settings_hakem_n": "high card",
    },
})


def trump_name(view: View, lang: str) -> str:
    declaration = view["declaration"]
    if declaration is None:
        return t(lang, "hokm_no_trump_yet")
    if view["trump"] is None:
        return t(lang, f"hokm_decl_{declaration}")
    return f"{SUIT_SYMBOL[view['trump']]} {t(lang, 'hokm_suit_' + view['trump'])}"


def cards_text(pairs: Sequence[Sequence[Any]], names: Sequence[str]) -> str:
    return " · ".join(f"{who(names[seat])} {label(card)}" for seat, card in pairs)


def side_label(side: int, view: View, names: Sequence[str], lang: str) -> str:
    """A side as people call it: a player's name when they play alone, else the team's letter."""
    members = view["sides"][side]
    return who(names[members[0]]) if len(members) == 1 else t(lang, f"hokm_team_{side}")


def side_in_full(side: int, view: View, names: Sequence[str], lang: str) -> str:
    """For announcements: `<b>Blue team</b> (Ali & Sara)`, or just the name."""
    members = view["sides"][side]
    text = f"<b>{side_label(side, view, names, lang)}</b>"
    if len(members) > 1:
        text += " (" + t(lang, "hokm_and").join(who(names[s]) for s in members) + ")"
    return text


def per_side(values: Sequence[int], view: View, names: Sequence[str], lang: str, mine: int | None = None) -> str:
    """`Blue team 3 · Orange team 2`; the reader's own side in bold."""
    parts = []
    for side, value in enumerate(values):
        part = f"{side_label(side, view, names, lang)} {num(lang, value)}"
        parts.append(f"<b>{part}</b>" if side == mine else part)
    return " · ".join(parts)


class HokmUI(GameUI):
    game = Hokm
    command = "hokm"
    has_tricks = True
    fixed_seats = True
    player_counts = (4, 2, 3, 5, 6)

    def house_rules(self, chat: Mapping[str, int]) -> dict[str, Any]:
        return {"sets_to_win": chat["sets"], "sars_nars": bool(chat["sars"]),
                "first_hakem_method": "high_card" if chat["hakem"] else "ace_deal"}

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        choices: dict[str, tuple[Any, ...]] = {"sets_to_win": (1, 2, 3)}
        if players == 6:
            choices["teams"] = TEAM_LAYOUTS
        if players in (5, 6):
            choices["five_six_target"] = ("house", "seven")
        return choices

    def partners(self, players: int, options: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
        return variant_for(players, options.get("teams", TEAM_LAYOUTS[0])).sides

    def seat_label(self, seat: int, players: int, options: Mapping[str, Any], lang: str) -> str:
        sides = variant_for(players, options.get("teams", TEAM_LAYOUTS[0])).sides
        side = next(i for i, members in enumerate(sides) if seat in members)
        return t(lang, f"hokm_team_{side}") if len(sides[side]) > 1 else ""

    def option_label(self, option: str, value: Any, lang: str) -> str:
        if option == "sets_to_win":
            return t(lang, "hokm_sets_option", n=value)
        return t(lang, f"hokm_{option.split('_')[0]}_{value}" if option == "teams" else f"hokm_target_{value}")

    def players_label(self, players: int, lang: str) -> str:
        return t(lang, "hokm_player_n", n=players)

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        first, hakem = view["ace_deal"], f"<b>{who(names[view['hakem']])}</b>"
        if first["method"] != "high_card":
            return t(lang, "hokm_ace_deal", cards=cards_text(first["cards"], names), hakem=hakem)
        rounds = [cards_text(drawn, names) for drawn in first["rounds"]]
        draws = f"\n{t(lang, 'hokm_high_card_again')}\n".join(rounds)
        return t(lang, "hokm_high_card", cards=draws, hakem=hakem)

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        mine = next(i for i, members in enumerate(view["sides"]) if seat in members)
        lines = [t(lang, "hokm_hand_head", hand=view["hand_no"] + 1, hakem=who(names[view["hakem"]]),
                   trump=trump_name(view, lang))]
        if view["revealed"]:
            lines.append(t(lang, "hokm_revealed", card=label(view["revealed"])))
        lines.append(t(lang, "hokm_score_line", tricks=per_side(view["tricks"], view, names, lang, mine),
                       points=per_side(view["points"], view, names, lang, mine),
                       sets=per_side(view["sets"], view, names, lang, mine)))
        lines.append(self._turn_line(view, seat, names, lang))
        return "\n".join(lines)

    def _turn_line(self, view: View, seat: int, names: Sequence[str], lang: str) -> str:
        phase, turn = view["phase"], view["turn"]
        if phase == "over":
            return t(lang, "hokm_over")
        if phase == "declare":
            return t(lang, "hokm_declare_you") if turn == seat else t(lang, "hokm_declare_wait",
                                                                       hakem=who(names[turn]))
        if phase == "draw":
            if turn == seat and view.get("seen"):
                return t(lang, "hokm_draw_you", card=label(view["seen"]))
            return t(lang, "hokm_draw_wait", name=who(names[turn]), stock=num(lang, view["stock"]))
        if turn != seat:
            return waiting_with_trick(t(lang, "hokm_wait", name=who(names[turn])), view, names, lang)
        if phase == "bam":
            return t(lang, "hokm_bam_you")
        if not view["trick"]:
            return t(lang, "hokm_your_lead")
        return t(lang, "hokm_your_turn") + "\n" + t(lang, "hokm_on_table", cards=cards_text(view["trick"], names))

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal = set(view["legal"])
        rows: Keyboard = []
        if view["phase"] == "declare" and legal:
            rows.append([Button(f"{SUIT_SYMBOL[s]} {t(lang, 'hokm_suit_' + s)}", f"t:{s}")
                         for s in ("S", "H", "D", "C")])
            rows.append([Button(t(lang, f"hokm_decl_{a[2:]}"), a) for a in view["legal"] if a[2:] not in SUIT_SYMBOL])
        if view["phase"] == "bam" and legal:
            rows.append([Button(t(lang, "hokm_bam_go"), "bam:go"), Button(t(lang, "hokm_bam_stop"), "bam:stop")])
        if view["phase"] == "draw" and legal and view.get("seen"):
            rows.append([Button(t(lang, "hokm_keep", card=label(view["seen"])), KEEP),
                         Button(t(lang, "hokm_reject"), REJECT)])
        return rows + hand_rows(view["hand"], legal, suit, DISPLAY_SUITS)

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        lines = [t(lang, "hokm_caption_head", hand=view["hand_no"] + 1, trump=trump_name(view, lang),
                   hakem=who(names[view["hakem"]])),
                 t(lang, "hokm_caption_score", tricks=per_side(view["tricks"], view, names, lang),
                   points=per_side(view["points"], view, names, lang))]
        turn = view["turn"]
        if turn is not None:
            key = {"declare": "hokm_caption_declare", "bam": "hokm_caption_bam",
                   "draw": "hokm_caption_draw"}.get(view["phase"], "hokm_caption_turn")
            lines.append(t(lang, key, name=f"<b>{who(names[turn])}</b>", stock=num(lang, view["stock"])))
        if view["winner"] is not None:
            lines.append(t(lang, "hokm_caption_over", side=f"<b>{side_label(view['winner'], view, names, lang)}</b>",
                           sets=per_side(view["sets"], view, names, lang)))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_hokm_table(view, names, lang)

    def final_image(self, view: View, names: Sequence[str], lang: str) -> bytes | None:
        return render_scoreboard(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            if event.kind == "hand_over":
                out.append(self._hand_over(data, view, names, lang))
            elif event.kind == "match_over":
                side = side_in_full(data["winner"], view, names, lang)
                sets = per_side(view["sets"], view, names, lang)
                if data.get("forfeit") is not None:
                    out.append(t(lang, "hokm_forfeit", name=who(names[data["forfeit"]]), side=side))
                else:
                    out.append(t(lang, "hokm_match_won", side=side, sets=sets))
        return out

    def _hand_over(self, data: Any, view: View, names: Sequence[str], lang: str) -> str:
        tricks = per_side(data["tricks"], view, names, lang)
        if data["winner"] is None:
            return t(lang, "hokm_hand_void", hand=data["hand_no"] + 1, tricks=tricks)
        side = side_in_full(data["winner"], view, names, lang)
        if data["bam"]:
            return t(lang, "hokm_bam", side=side)
        text = t(lang, "hokm_hand_won", hand=data["hand_no"] + 1, side=side, tricks=tricks, points=data["points"])
        if data["points"] > 1:
            text = t(lang, "hokm_kot" if data["points"] == 2 else "hokm_hakem_kot") + " " + text
        if data["set_won"]:
            text += "\n" + t(lang, "hokm_set_won", side=side_label(data["winner"], view, names, lang),
                              sets=per_side(view["sets"], view, names, lang))
        elif view["winner"] is None:
            text += "\n" + t(lang, "hokm_points", points=per_side(view["points"], view, names, lang))
        return text

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        house = t(lang, "hokm_house", sets=options["sets_to_win"],
                  sars=t(lang, "hokm_on" if options["sars_nars"] else "hokm_off"))
        first = t(lang, f"hokm_first_{options['first_hakem_method']}")
        return t(lang, "hokm_rules", house=house, first=first) + "\n\n" + t(lang, "hokm_variants")

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        if any(e.kind in ("declared", "new_hand", "match_over", "draw_over") for e in events):
            return set(range(game.players))
        return super().changed_hands(game, events, actor)


ENTRY = GameEntry(
    ui=HokmUI(),
    computer=hokm_move,
    advice=hokm_advice,
    review_cost="hokm_review_cost",
    menu={"fa": "باز کردن میز حکم", "en": "Open a Hokm table"},
    help={"fa": "/hokm — باز کردن میز حکم", "en": "/hokm — open a Hokm table"},
    columns=(Column("hands", "hands_won"), Column("kots", "kots")),
    settings=(GroupSetting("sets", (1, 2, 3), 1), GroupSetting("sars", (0, 1), 0),
              GroupSetting("hakem", (0, 1), 0)),
)
