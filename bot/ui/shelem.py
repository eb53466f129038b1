"""Shelem in Telegram: the auction and the kitty exchange in the private hand, the caption and the hand results.

Four players in two teams (partners opposite) or two players each with three piles on the table (§15). The
player to bid gets a button for every legal bid and Pass; the hakem picks the four cards to bury with the shared
selection keyboard; the first card he leads names trump, and the group hears it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai import decision_seed
from bot.ai.advice import action_costs, weighed_advice
from bot.ai.hokm.search import representative
from bot.ai.shelem import StrongShelemPlayer
from bot.ai.shelem.knowledge import card
from bot.ai.shelem.policy import card_mask, estimate
from bot.ai.shelem.search import Budget
from bot.games.auction import PASS, bid_value
from bot.games.cards import DISPLAY_SUITS, SUIT_SYMBOL, label, suit
from bot.games.protocol import Event, Game, View
from bot.games.shelem import KITTY_SIZE, Shelem
from bot.i18n import t, who
from bot.plugin import Advice, Column, GameEntry, GameUI, Keyboard, facing_partners
from bot.render.shelem.table import render_shelem_table

from .hand import hand_rows
from .ladder import auction_line, high_bid_line, ladder_keyboard
from .selection import selection_keyboard
from .sides import per_side, side_in_full, side_label, team_name
from .trick_line import waiting_with_trick

LTR = ("\u2066", "\u2069")  # card labels read left to right, inside Persian text too
# Every hand text shows the auction and the contract, so these change every seat's.
EVERYONE_SEES = frozenset({"bid", "auction_over", "buried", "hand_over", "new_hand", "match_over"})

i18n.register({
    "fa": {
        "shelem_title": "شلم",
        "shelem_summary": (
            "🎯 بخوانید تیمتان چند امتیاز (۱۰۰ تا ۱۶۵) می‌گیرد و بعد با بردن {g[tricks]} به آن برسید.\n"
            "🔄 بالاترین خواننده حاکم می‌شود، ۴ برگ وسط را برمی‌دارد و ۴ برگ می‌خواباند؛ خال اولین برگی که بازی "
            "می‌کند حکم است و باید از خال زمینه بازی کرد.\n"
            "🏆 تعهد انجام شود، امتیازی که گرفته (شلم ۳۳۰)؛ نرسد، منفی تعهد؛ حریف همیشه امتیازی را که گرفته "
            "می‌برد، تا سقف امتیاز {g[match]}."
        ),
        "shelem_how_to": (
            "💡 با دکمه‌های عدد بخوانید یا «پاس» بدهید؛ حاکم که شدید ۴ برگ را برای خواباندن بزنید (زدن دوباره پسش "
            "می‌گیرد) و بعد «تأیید»."
        ),
        "shelem_player_n": "{n} نفره",
        "shelem_target_option": "تا {n} امتیاز",
        "shelem_suit_S": "پیک", "shelem_suit_H": "دل", "shelem_suit_D": "خشت", "shelem_suit_C": "خاج",
        "shelem_start": ("شلم شروع شد. {dealer} دست داد؛ {opener} اول می‌خواند.\n"
                         "برگ‌هایتان در پیوی ربات است؛ خواندن هم همان‌جاست."),
        "shelem_hand_head": "<b>شلم</b> · {g[hand]} {hand} · دست‌دهنده: {dealer}",
        "shelem_contract": "حاکم: {hakem} · تعهد: {bid} · حکم: {trump}",
        "shelem_no_trump": "با اولین برگ حاکم",
        "shelem_score_line": "امتیاز: {scores} (هدف {target})",
        "shelem_tricks_line": "دست‌ها: {tricks}",
        "shelem_calls": "خوانده‌ها: {calls}",
        "shelem_bid_you": "▶️ <b>نوبت خواندن شماست.</b> بالاتر بخوانید یا پاس بدهید.",
        "shelem_bid_must": "▶️ <b>نوبت خواندن شماست.</b> نفر اول باید بخواند (پاس ندارد).",
        "shelem_bid_wait": "{name} می‌خواند.",
        "shelem_hint_bid": "به حساب من اگر شما حاکم شوید تیمتان حدود {points} امتیاز می‌گیرد",
        "shelem_review_cost": "حدود {cost} امتیاز {g[match]} از دست رفته",
        "shelem_bury_you": ("▶️ <b>شما حاکم هستید</b> با تعهد {bid}. چهار برگ زمین به دستتان آمد: {kitty}\n"
                            "{count} برگ برای خواباندن انتخاب کنید (با زدن دوباره پس می‌گیرید) و بعد «تأیید» را بزنید."),
        "shelem_bury_picked": "انتخاب‌شده: {cards}",
        "shelem_bury_wait": "{name} برگ‌های زمین را برداشته و ۴ برگ می‌خواباند…",
        "shelem_buried": "برگ‌های خوابانده‌تان: {cards}",
        "shelem_btn_confirm": "تأیید",
        "shelem_lead_trump": "▶️ <b>نوبت شماست.</b> خال اولین برگی که بازی کنید حکم می‌شود.",
        "shelem_your_lead": "▶️ <b>نوبت شماست.</b> شما شروع می‌کنید.",
        "shelem_your_turn": "▶️ <b>نوبت شماست.</b>",
        "shelem_from_table": "▶️ <b>نوبت شماست:</b> یکی از برگ‌های رو در جلوی خودتان را بازی کنید.",
        "shelem_on_table": "روی میز: {cards}",
        "shelem_your_tops": "برگ‌های رو جلوی شما: {cards}",
        "shelem_wait": "نوبت {name} است.",
        "shelem_over": "بازی تمام شد.",
        "shelem_caption_head": "{g[hand]} {hand} · امتیاز: {scores} · هدف {target}",
        "shelem_caption_bid": "▶️ {name} می‌خواند",
        "shelem_caption_bury": "▶️ حاکم {name} با تعهد {bid} برگ می‌خواباند",
        "shelem_caption_play": "حاکم {hakem} · تعهد {bid} · حکم {trump} · دست‌ها: {tricks}",
        "shelem_caption_turn": "▶️ نوبت: {name}",
        "shelem_caption_over": "🏆 {side}",
        "shelem_auction_won": "{name} با تعهد <b>{bid}</b> حاکم شد و برگ‌های زمین را برمی‌دارد.",
        "shelem_trump": "{name} با {card} شروع کرد: حکم <b>{trump}</b> است.",
        "shelem_thrown_in": "{g[hand]} {hand}: همه پاس دادند؛ دور بعد را نفر بعدی می‌دهد.",
        "shelem_hand_result": ("{g[hand]} {hand}: {side} {bid} خوانده بود و {taken} گرفت ({tricks} دست). {row}\n"
                               "برگ‌های خوابانده: {buried}\n"
                               "این دست: {gained}\n"
                               "جمع امتیاز: {totals}"),
        "shelem_row_shelem": "<b>شلم!</b> همهٔ دست‌ها را برد.",
        "shelem_row_yasa": "<b>یاسا!</b> کمتر از حریف گرفت.",
        "shelem_row_made": "تعهد انجام شد.",
        "shelem_row_failed": "<b>تعهد نرسید.</b>",
        "shelem_match_won": "🏆 {side} برنده شد! {totals} · اختلاف {margin} امتیاز.",
        "shelem_forfeit": "{name} بازی را ترک کرد؛ {side} برنده شد.",
        "shelem_rules": (
            "<b>قوانین شلم</b> (چهار نفر در دو تیم، یارها روبه‌روی هم؛ یا دو نفر)\n"
            "• به هر نفر ۱۲ برگ می‌رسد و ۴ برگ به پشت وسط می‌ماند.\n"
            "• از نفر سمت راست دست‌دهنده به نوبت می‌خوانند: از ۱۰۰ تا ۱۶۵، مضرب ۵، هر بار بالاتر از قبلی؛ "
            "هر کس پاس بدهد تا آخر این دست دیگر نمی‌خواند. وقتی سه نفر پاس دادند، آخرین خواننده حاکم است. "
            "اگر هر چهار نفر پاس بدهند، دست را نفر بعدی دوباره می‌دهد.\n"
            "• حاکم ۴ برگ وسط را برمی‌دارد و ۴ برگ دلخواه را می‌خواباند؛ این‌ها جزو برده‌های تیم حاکم است و "
            "تا آخر دست کسی آن‌ها را نمی‌بیند.\n"
            "• حاکم دست اول را شروع می‌کند و خال همان برگ حکم می‌شود. بقیه مثل حکم: باید از خال زمینه "
            "بازی کرد؛ هر ۱۲ دست بازی می‌شود.\n"
            "• امتیاز: هر دست (و برگ‌های خوابانده) ۵، هر ۵ لو ۵، هر ۱۰ لو و هر آس ۱۰؛ روی هم ۱۶۵.\n"
            "• شلم (بردن همهٔ دست‌ها): ۳۳۰. یاسا (تیم حاکم کمتر از حریف بگیرد): منفی ۱۶۵. "
            "تعهد انجام شود: همان امتیازی که گرفته؛ نرسد: منفی تعهد. حریف همیشه امتیازی را که گرفته می‌برد.\n"
            "• دو نفره: هر کس ۱۲ برگ در دست و ۳ دستهٔ ۴تایی به پشت جلوی خودش دارد. در هر دست هر کدام یک برگ از "
            "دست، بعد رو شدن برگ بالای دسته‌ها، و یک برگ از برگ‌های روی جلوی خودش بازی می‌کند.\n"
            "• ترک بازی یعنی باخت تیم.\n"
            "قانون‌های این میز: {house}"
        ),
        "shelem_house": "بازی تا {target} امتیاز؛ برگ‌های خوابانده یک دست ۵ امتیازی {kitty}؛ یاسا {yasa}{hands}",
        "shelem_house_stop": ("؛ اگر بعد از {n} دور بازی کسی به هدف نرسد، جمع بیشتر می‌برد (دوری که همه پاس "
                              "دادند حساب نیست)"),
        "shelem_house_short": "؛ بازی کوتاه: بعد از {n} دور (هر دوری که پخش شود) جمع بیشتر می‌برد",
        "shelem_counts": "حساب می‌شوند",
        "shelem_not_counted": "حساب نمی‌شوند",
        "shelem_on": "فعال", "shelem_off": "غیرفعال",
        "shelem_scores_row": "{rank}. {name}: {matches} {g[won]}، {contracts} تعهد انجام‌شده، {shelems} شلم",
        "shelem_stats": "{game}: {played} بازی، {matches} برد، {contracts} تعهد انجام‌شده، {shelems} شلم",
    },
    "en": {
        "shelem_title": "Shelem",
        "shelem_summary": (
            "🎯 Bid how many points (100 to 165) your team will take, then take them in {g[tricks]}.\n"
            "🔄 The highest bidder is hakem: he takes the kitty and buries four; his first lead names trump, and "
            "everyone follows suit.\n"
            "🏆 A bid made scores the points taken (a Shelem 330), a bid failed loses the bid; the opponents score "
            "what they took, up to the {g[match]}'s target."
        ),
        "shelem_how_to": (
            "💡 Bid with the number buttons or Pass; as hakem press four cards to bury (again to take one back), "
            "then Confirm."
        ),
        "shelem_player_n": "{n} players",
        "shelem_target_option": "to {n}",
        "shelem_suit_S": "Spades", "shelem_suit_H": "Hearts", "shelem_suit_D": "Diamonds", "shelem_suit_C": "Clubs",
        "shelem_start": ("Shelem has started. {dealer} dealt; {opener} bids first.\n"
                         "Your cards are in your private chat with me, and so is the bidding."),
        "shelem_hand_head": "<b>Shelem</b> · hand {hand} · dealer: {dealer}",
        "shelem_contract": "Hakem: {hakem} · bid: {bid} · trump: {trump}",
        "shelem_no_trump": "the hakem's first card",
        "shelem_score_line": "Score: {scores} (target {target})",
        "shelem_tricks_line": "Tricks: {tricks}",
        "shelem_calls": "Bids: {calls}",
        "shelem_bid_you": "▶️ <b>Your bid.</b> Bid higher or pass.",
        "shelem_bid_must": "▶️ <b>Your bid.</b> The first bidder must bid (no Pass).",
        "shelem_bid_wait": "{name} is bidding.",
        "shelem_hint_bid": "by my count your side takes about {points} points with you as hakem",
        "shelem_review_cost": "about {cost} match points given up",
        "shelem_bury_you": ("▶️ <b>You are the hakem</b> at {bid}. The kitty is in your hand: {kitty}\n"
                            "Pick {count} cards to bury (press again to put one back), then press Confirm."),
        "shelem_bury_picked": "Picked: {cards}",
        "shelem_bury_wait": "{name} has taken the kitty and is burying 4 cards…",
        "shelem_buried": "Your buried cards: {cards}",
        "shelem_btn_confirm": "Confirm",
        "shelem_lead_trump": "▶️ <b>Your lead.</b> The suit of the first card you play becomes trump.",
        "shelem_your_lead": "▶️ <b>Your turn.</b> You lead.",
        "shelem_your_turn": "▶️ <b>Your turn.</b>",
        "shelem_from_table": "▶️ <b>Your turn:</b> play one of the face-up cards in front of you.",
        "shelem_on_table": "On the table: {cards}",
        "shelem_your_tops": "Face up in front of you: {cards}",
        "shelem_wait": "Waiting for {name}.",
        "shelem_over": "The game is over.",
        "shelem_caption_head": "Hand {hand} · score: {scores} · target {target}",
        "shelem_caption_bid": "▶️ {name} is bidding",
        "shelem_caption_bury": "▶️ Hakem {name} is burying at {bid}",
        "shelem_caption_play": "Hakem {hakem} · bid {bid} · trump {trump} · tricks: {tricks}",
        "shelem_caption_turn": "▶️ Turn: {name}",
        "shelem_caption_over": "🏆 {side}",
        "shelem_auction_won": "{name} is the hakem at <b>{bid}</b> and takes the kitty.",
        "shelem_trump": "{name} led {card}: trump is <b>{trump}</b>.",
        "shelem_thrown_in": "Hand {hand}: everyone passed; the next dealer deals again.",
        "shelem_hand_result": ("Hand {hand}: {side} bid {bid} and took {taken} ({tricks} tricks). {row}\n"
                               "Buried: {buried}\n"
                               "This hand: {gained}\n"
                               "Score: {totals}"),
        "shelem_row_shelem": "<b>Shelem!</b> Every trick.",
        "shelem_row_yasa": "<b>Yasa!</b> Less than the opponents.",
        "shelem_row_made": "Contract made.",
        "shelem_row_failed": "<b>Contract failed.</b>",
        "shelem_match_won": "🏆 {side} won the match! {totals} · margin {margin} points.",
        "shelem_forfeit": "{name} left the game; {side} won.",
        "shelem_rules": (
            "<b>Shelem rules</b> (four players in two teams, partners opposite; or two players)\n"
            "• Everyone gets 12 cards; 4 lie face down in the middle (the kitty).\n"
            "• Bidding starts on the dealer's right: 100 to 165 in steps of 5, each bid above the last; a pass is "
            "final for the hand. When three have passed, the last bidder is the hakem. If all four pass, the next "
            "dealer deals again.\n"
            "• The hakem takes the kitty and buries any 4 cards; they count as won by his team and nobody sees "
            "them until the hand is scored.\n"
            "• The hakem leads the first trick and its suit becomes trump. Then as in Hokm: follow suit if you "
            "can; all 12 tricks are played.\n"
            "• Points: 5 per trick (and for the buried four), 5 per five, 10 per ten and per ace: 165 in all.\n"
            "• Shelem (every trick): 330. Yasa (the hakem's team takes less than the opponents): −165. Contract "
            "made: the points taken; failed: minus the bid. The opponents always score what they took.\n"
            "• Two players: each holds 12 cards and has 3 face-down piles of 4. In each trick both play a hand "
            "card, the pile tops turn face up, then both play one of their face-up cards.\n"
            "• Leaving loses the game for your team.\n"
            "House rules at this table: {house}"
        ),
        "shelem_house": "play to {target}; the buried four {kitty} as a trick worth 5; Yasa {yasa}{hands}",
        "shelem_house_stop": ("; if nobody reaches the target in {n} hands played, the higher total wins (a hand "
                              "everyone passed does not count)"),
        "shelem_house_short": "; a short match: after {n} hands (every hand dealt) the higher total wins",
        "shelem_counts": "count",
        "shelem_not_counted": "do not count",
        "shelem_on": "on", "shelem_off": "off",
        "shelem_scores_row": "{rank}. {name}: {matches} {g[won]}, {contracts} contracts made, {shelems} Shelems",
        "shelem_stats": "{game}: {played} played, {matches} won, {contracts} contracts made, {shelems} Shelems",
    },
})


def cards_label(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in cards) + LTR[1]


def suit_name(trump: str | None, lang: str) -> str:
    return t(lang, "shelem_no_trump") if trump is None else f"{SUIT_SYMBOL[trump]} {t(lang, 'shelem_suit_' + trump)}"


def team_of_seat(view: View, seat: int) -> int:
    return next(team for team, members in enumerate(view["teams"]) if seat in members)


def auction_lines(view: View, names: Sequence[str], lang: str) -> list[str]:
    """What each seat has said so far (once someone has), and the bid to beat."""
    auction = view["auction"]
    lines = []
    if auction["calls"]:
        said: list[int | None] = [None] * view["players"]
        for seat, bid in auction["calls"]:
            said[seat] = bid
        lines.append(t(lang, "shelem_calls", calls=auction_line(said, names, lang, auction["order"],
                                                                 auction["passed"])))
    lines.append(high_bid_line(auction["high"], auction["holder"], names, lang))
    return lines


def played_text(pairs: Sequence[Sequence[Any]], names: Sequence[str]) -> str:
    return " · ".join(f"{who(names[seat])} {label(card)}" for seat, card in pairs)


def face_up(view: View, seat: int) -> list[str]:
    """Two players: the face-up tops of the seat's piles."""
    return [pile["up"] for pile in view["piles"][seat] if pile["up"] is not None]


class ShelemUI(GameUI):
    game = Shelem
    command = "shelem"
    explains_buttons = True
    has_tricks = True
    fixed_seats = True
    player_counts = (4, 2)

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"target": Shelem.OPTIONS["target"].choices}

    def partners(self, players: int, options: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
        return facing_partners(players)

    def seat_label(self, seat: int, players: int, options: Mapping[str, Any], lang: str) -> str:
        return team_name(seat % 2, lang) if players == 4 else ""

    def players_label(self, players: int, lang: str) -> str:
        return t(lang, "shelem_player_n", n=players)

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return t(lang, "shelem_target_option", n=value)

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "shelem_start", dealer=who(names[view["dealer"]]), opener=f"<b>{who(names[view['turn']])}</b>")

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        mine = team_of_seat(view, seat)
        lines = [t(lang, "shelem_hand_head", hand=view["hand_no"] + 1, dealer=who(names[view["dealer"]]))]
        if view["hakem"] is not None:
            lines.append(t(lang, "shelem_contract", hakem=who(names[view["hakem"]]), bid=view["bid"],
                           trump=suit_name(view["trump"], lang)))
            tricks = per_side(view["teams"], view["tricks"], names, lang, mine)
            lines.append(t(lang, "shelem_tricks_line", tricks=tricks))
        lines.append(t(lang, "shelem_score_line", scores=per_side(view["teams"], view["scores"], names, lang, mine),
                       target=view["target"]))
        if view["my_buried"]:
            lines.append(t(lang, "shelem_buried", cards=cards_label(view["my_buried"])))
        if view["players"] == 2 and view["phase"] == "play" and face_up(view, seat):
            lines.append(t(lang, "shelem_your_tops", cards=cards_label(face_up(view, seat))))
        lines.append(self._turn_line(view, names, lang))
        return "\n".join(lines)

    def _turn_line(self, view: View, names: Sequence[str], lang: str) -> str:
        seat, phase, turn = view["seat"], view["phase"], view["turn"]
        if phase == "over":
            return t(lang, "shelem_over")
        if phase == "bid":
            if turn != seat:
                line = t(lang, "shelem_bid_wait", name=who(names[turn]))
            else:
                line = t(lang, "shelem_bid_you" if PASS in view["legal"] else "shelem_bid_must")
            return "\n".join([*auction_lines(view, names, lang), line])
        if phase == "exchange":
            if turn != seat:
                return t(lang, "shelem_bury_wait", name=who(names[turn]))
            line = t(lang, "shelem_bury_you", bid=view["bid"], count=KITTY_SIZE, kitty=cards_label(view["picked_up"]))
            if view["selected"]:
                line += "\n" + t(lang, "shelem_bury_picked", cards=cards_label(view["selected"]))
            return line
        if turn != seat:
            return waiting_with_trick(t(lang, "shelem_wait", name=who(names[turn])), view, names, lang)
        if not view["trick"]:
            return t(lang, "shelem_your_lead" if view["trump"] else "shelem_lead_trump")
        on_table = t(lang, "shelem_on_table", cards=played_text(view["trick"], names))
        key = "shelem_from_table" if view["players"] == 2 and len(view["trick"]) >= 2 else "shelem_your_turn"
        return t(lang, key) + "\n" + on_table

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        """The hand, with the bid ladder under it while bidding; the hakem's sixteen to pick from while he
        buries; at two, the face-up table cards when one of them is to be played."""
        legal = view["legal"]
        if view["phase"] == "exchange" and legal:
            return selection_keyboard(view["hand"], view["selected"], legal, KITTY_SIZE,
                                      t(lang, "shelem_btn_confirm"), lang)
        from_table = view["players"] == 2 and len(view["trick"]) >= 2 and bool(legal)
        rows = hand_rows(face_up(view, view["seat"]) if from_table else view["hand"], legal, suit, DISPLAY_SUITS)
        if view["phase"] == "bid":
            rows += ladder_keyboard(legal, bid_value, lang, pass_action=PASS)
        return rows

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        kinds = {e.kind for e in events}
        if kinds & EVERYONE_SEES or (game.players == 2 and "trick" in kinds):  # at two, new pile tops show
            return set(range(game.players))
        return super().changed_hands(game, events, actor)

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        lines = [t(lang, "shelem_caption_head", hand=view["hand_no"] + 1,
                   scores=per_side(view["teams"], view["scores"], names, lang), target=view["target"])]
        turn, phase = view["turn"], view["phase"]
        if phase == "over":
            if view["winner"] is not None:
                winners = side_in_full(view["teams"], view["winner"], names, lang)
                lines.append(t(lang, "shelem_caption_over", side=winners))
            return "\n".join(lines)
        if phase == "bid":
            lines += auction_lines(view, names, lang)
            lines.append(t(lang, "shelem_caption_bid", name=f"<b>{who(names[turn])}</b>"))
        elif phase == "exchange":
            lines.append(t(lang, "shelem_caption_bury", name=f"<b>{who(names[turn])}</b>", bid=view["bid"]))
        else:
            tricks = per_side(view["teams"], view["tricks"], names, lang)
            lines.append(t(lang, "shelem_caption_play", hakem=who(names[view["hakem"]]), bid=view["bid"],
                           trump=suit_name(view["trump"], lang), tricks=tricks))
            lines.append(t(lang, "shelem_caption_turn", name=f"<b>{who(names[turn])}</b>"))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_shelem_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            if event.kind == "auction_over":
                out.append(t(lang, "shelem_auction_won", name=f"<b>{who(names[data['hakem']])}</b>", bid=data["bid"]))
            elif event.kind == "trump":
                out.append(t(lang, "shelem_trump", name=who(names[data["seat"]]),
                             card=LTR[0] + label(self._led(events)) + LTR[1], trump=suit_name(data["trump"], lang)))
            elif event.kind == "hand_over":
                out.append(self._hand_over(data, view, names, lang))
            elif event.kind == "match_over":
                out.append(self._match_over(data, view, names, lang))
        return out

    @staticmethod
    def _led(events: Sequence[Event]) -> str:
        card: str = next(e.data["card"] for e in events if e.kind == "played")
        return card

    def _hand_over(self, data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        if data["row"] == "thrown_in":
            return t(lang, "shelem_thrown_in", hand=data["hand_no"] + 1)
        ours = team_of_seat(view, data["hakem"])
        side = side_label(view["teams"], ours, names, lang)
        if view["players"] == 4:
            side += f" ({who(names[data['hakem']])})"
        return t(lang, "shelem_hand_result", hand=data["hand_no"] + 1, side=f"<b>{side}</b>", bid=data["bid"],
                 taken=data["points"][ours], tricks=data["tricks"][ours], row=t(lang, f"shelem_row_{data['row']}"),
                 buried=cards_label(data["buried"]),
                 gained=per_side(view["teams"], data["gained"], names, lang, signed=True),
                 totals=per_side(view["teams"], data["totals"], names, lang))

    def _match_over(self, data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        side = side_in_full(view["teams"], data["winner"], names, lang)
        if data.get("forfeit") is not None:
            return t(lang, "shelem_forfeit", name=who(names[data["forfeit"]]), side=side)
        scores = data["scores"]
        return t(lang, "shelem_match_won", side=side, totals=per_side(view["teams"], scores, names, lang),
                 margin=abs(scores[0] - scores[1]))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        stop, short = options["max_hands"], options["match_hands"]
        hands = t(lang, "shelem_house_stop", n=stop) if stop else ""
        hands += t(lang, "shelem_house_short", n=short) if short else ""
        house = t(lang, "shelem_house", target=options["target"],
                  kitty=t(lang, "shelem_counts" if options["kitty_counts_as_trick"] else "shelem_not_counted"),
                  yasa=t(lang, "shelem_on" if options["yasa"] else "shelem_off"), hands=hands)
        return t(lang, "shelem_rules", house=house)


def shelem_move(game: Game, seat: int, think: float) -> str:
    """The searching player's move for `seat`, thinking for at most about `think` seconds, from its view alone."""
    return shelem_advice(game, seat, think).action


def shelem_advice(game: Game, seat: int, think: float) -> Advice:
    """`shelem_move` with its reason: for a bid, the points the bidder's estimate of the hand expects; for a card
    searched at four, in how many of the deals tried no other card did better, and what each other card would give
    up in match points (the side's score for the hand less the other side's); the burial and the play at two follow
    rules of thumb and give the generic reason."""
    view = game.view(seat)
    player = StrongShelemPlayer(Budget(time_limit=think))
    action = player.choose(view, decision_seed(game, seat))
    if view["phase"] == "bid":
        return Advice(action, "shelem_hint_bid", {"points": round(estimate(card_mask(view["hand"])))})
    # a card the search left out stands with the candidate that wins and loses the same tricks for the same points
    costs = action_costs(player.weighed, view["legal"], lambda other, cards: representative(card(other[2:]), cards))
    return weighed_advice(action, player.weighed, costs=costs)


ENTRY = GameEntry(
    ui=ShelemUI(),
    computer=shelem_move,
    advice=shelem_advice,
    review_cost="shelem_review_cost",
    review_sizes=(4,),  # at two the cards are played by rules of thumb
    menu={"fa": "باز کردن میز شلم", "en": "Open a Shelem table"},
    help={"fa": "/shelem — باز کردن میز شلم (۴ یا ۲ نفر)", "en": "/shelem — open a Shelem table (4 or 2 players)"},
    columns=(Column("contracts", "contracts_made"), Column("shelems", "shelems")),
    short_match={"match_hands": 8},
)
