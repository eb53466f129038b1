"""Klaberjass in Telegram: the trump dialogue, the seven's exchange and the cards in the DM, each declaration one
press together with its card ("K♥ + Bela", "A♠ + 50"); the group hears what the rules make public (the bids,
the trump, the exchange, the sequence dialogue of trick 1, Bela, the shown sequences) and the hand's scoring."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai import decision_seed
from bot.ai.advice import CHOICE, action_costs, weighed_advice
from bot.ai.klaberjass.sampling import WORK, SamplingKlaberjassPlayer
from bot.games.cards import DISPLAY_SUITS, SUIT_SYMBOL, label, suit
from bot.games.klaberjass.game import ACCEPT, KEEP, NAME, PASS, SWAP, Klaberjass, parse_play
from bot.games.protocol import Event, Game, View
from bot.i18n import num, t, who
from bot.plugin import Advice, Button, Column, GameEntry, GameUI, Keyboard
from bot.render.klaberjass.table import render_klaberjass_table

from .hand import hand_rows
from .trick_line import waiting_with_trick

LTR = ("\u2066", "\u2069")  # card labels read left to right, inside Persian text too
EVERYONE_SEES = frozenset({"trump", "exchange", "sequences", "shown", "hand_over", "new_hand", "thrown_in",
                           "match_over"})
FULL_THINK = 0.25  # seconds: the sampling player's whole work takes well under this
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7")

i18n.register({
    "fa": {
        "klaberjass_title": "کلابیوش",
        "klaberjass_summary": (
            "🎯 دونفره؛ کسی که حکم را تعیین می‌کند باید در آن {g[hand]} از حریف بیشتر امتیاز بگیرد.\n"
            "🔄 خال برگ رو را حکم قبول کنید یا عبور (بعد خال دیگری بگویید یا باز عبور)؛ باید خال زمینه را بدهید، "
            "اگر نبود حکم بزنید، و روی حکم حکم بالاتر.\n"
            "🏆 امتیاز برگ‌های برده، دنباله‌ها و بلا جمع می‌شود؛ متعهدی که کم بیاورد (بِت) همه را به حریف می‌دهد؛ "
            "اولین کسی که به هدف برسد می‌برد."
        ),
        "klaberjass_target_option": "تا {n} امتیاز",
        "klaberjass_suit_S": "پیک", "klaberjass_suit_H": "دل", "klaberjass_suit_D": "خشت", "klaberjass_suit_C": "خاج",
        "klaberjass_rank_A": "آس", "klaberjass_rank_K": "شاه", "klaberjass_rank_Q": "بی‌بی",
        "klaberjass_rank_J": "سرباز",
        "klaberjass_rank_10": "۱۰", "klaberjass_rank_9": "۹", "klaberjass_rank_8": "۸", "klaberjass_rank_7": "۷",
        "klaberjass_start": ("کلابیوش شروع شد. {dealer} دست داد؛ برگ رو: {turnup}. {forehand} اول تصمیم می‌گیرد.\n"
                             "برگ‌هایتان و انتخاب حکم در پیوی ربات است."),
        "klaberjass_hand_head": "<b>کلابیوش</b> · {g[hand]} {hand} · امتیاز: {scores} (تا {target})",
        "klaberjass_turnup": "برگ رو: {card}",
        "klaberjass_contract": "حکم: {trump} · متعهد: {maker}",
        "klaberjass_points": "امتیاز این {g[hand]}: {points}",
        "klaberjass_review_cost": "حدود {cost} امتیاز از دست رفته",
        "klaberjass_round1_you": "▶️ <b>نوبت شماست:</b> {suit} (خال برگ رو) را حکم قبول می‌کنید یا عبور می‌کنید؟",
        "klaberjass_round2_you": "▶️ <b>نوبت شماست:</b> هر دو عبور کردید. خال دیگری را حکم کنید یا دوباره عبور کنید.",
        "klaberjass_exchange_you": ("▶️ <b>۷ حکم دست شماست.</b> می‌توانید آن را با برگ رو ({card}) عوض کنید."),
        "klaberjass_wait": "نوبت {name} است.",
        "klaberjass_your_lead": "▶️ <b>نوبت شماست.</b> شما شروع می‌کنید.",
        "klaberjass_your_turn": "▶️ <b>نوبت شماست.</b>",
        "klaberjass_on_table": "روی میز: {card}",
        "klaberjass_may_declare": ("می‌توانید با برگی که بازی می‌کنید دنبالهٔ {cls} خود را اعلام کنید: دکمه‌های "
                                   "«+ {cls}»."),
        "klaberjass_may_bela": "شاه و بی‌بی حکم دست شماست: با اولی «+ بلا» را بزنید.",
        "klaberjass_your_runs": "دنباله‌های شما: {runs}",
        "klaberjass_over": "بازی تمام شد.",
        "klaberjass_btn_accept": "✅ قبول {suit}",
        "klaberjass_btn_pass": "عبور",
        "klaberjass_btn_name": "حکم: {suit}",
        "klaberjass_btn_swap": "عوض کردن ۷ با {card}",
        "klaberjass_btn_keep": "عوض نمی‌کنم",
        "klaberjass_with_bela": "بلا",
        "klaberjass_caption_head": "{g[hand]} {hand} · امتیاز: {scores} · تا {target}",
        "klaberjass_caption_bid": "برگ رو {card} · ▶️ {name} تصمیم می‌گیرد",
        "klaberjass_caption_exchange": "حکم {trump} · ▶️ {name}: عوض کردن ۷ حکم؟",
        "klaberjass_caption_play": "حکم {trump} · متعهد {maker} · این دست: {points}",
        "klaberjass_caption_turn": "▶️ نوبت: {name}",
        "klaberjass_caption_over": "🏆 {name}",
        "klaberjass_passed": "{name}: «عبور می‌کنم»",
        "klaberjass_accepted": "{name} خال برگ رو را قبول کرد: حکم <b>{trump}</b>. برگ زیر دسته: {exposed}",
        "klaberjass_named": "{name} حکم را <b>{trump}</b> کرد. برگ زیر دسته: {exposed}",
        "klaberjass_swapped": "{name} ۷ حکم را با برگ رو عوض کرد.",
        "klaberjass_kept": "{name} ۷ حکم را عوض نکرد.",
        "klaberjass_says": "{name}: «{phrase}»",
        "klaberjass_shown": "{name} دنباله‌هایش را نشان داد: {runs} ({points} امتیاز)",
        "klaberjass_credit_sequences": "دنباله‌های {name} حساب شد: +{points}",
        "klaberjass_credit_bela": "{name}: «از بلا» +{points}",
        "klaberjass_thrown_in": "{g[hand]} {hand}: هر دو دو بار عبور کردند؛ دوباره پخش می‌شود.",
        "klaberjass_hand_made": "{g[hand]} {hand}: {maker} تعهدش را برد. این {g[hand]}: {totals} · جمع: {scores}",
        "klaberjass_hand_failed": ("{g[hand]} {hand}: {maker} تعهدش را باخت (بِت)؛ امتیاز این دور به حریف رسید. "
                                   "این {g[hand]}: {totals} · جمع: {scores}"),
        "klaberjass_won": "🏆 <b>{name}</b> با {score} به {other} برنده شد (اختلاف {margin}).",
        "klaberjass_won_claimed": "🏆 <b>{name}</b> وسط دست به {target} رسید و برنده شد: {score} به {other}.",
        "klaberjass_forfeit": "{name} بازی را ترک کرد؛ {winner} برنده شد.",
        "klaberjass_say_20": "بیست",
        "klaberjass_say_50": "پنجاه",
        "klaberjass_say_good": "خوبه",
        "klaberjass_say_have_20": "من بیست دارم",
        "klaberjass_say_have_50": "خوب نیست، من پنجاه دارم",
        "klaberjass_say_same_class": "تا کجا؟",
        "klaberjass_say_top": "تا {rank}",
        "klaberjass_say_not_good_top": "خوب نیست، تا {rank}",
        "klaberjass_say_same_top": "مساوی",
        "klaberjass_say_trumps": "حکم است",
        "klaberjass_say_suit": "{suit} است",
        "klaberjass_say_not_good": "خوب نیست",
        "klaberjass_rules": (
            "<b>قوانین کلابیوش</b> (دو نفر، ۳۲ برگ از ۷ تا آس)\n"
            "• هر نفر ۶ برگ می‌گیرد و برگ بعدی رو می‌شود. اول فورهند (نفر مقابل دست‌دهنده)، بعد دست‌دهنده: "
            "خال برگ رو را حکم قبول می‌کنند یا عبور. اگر هر دو عبور کنند، به همان ترتیب خال دیگری را حکم "
            "می‌کنند یا دوباره عبور؛ اگر باز هم هر دو عبور کنند، دوباره پخش می‌شود. کسی که حکم را تعیین کند "
            "متعهد است که از حریف بیشتر بگیرد.\n"
            "• بعد هر نفر ۳ برگ دیگر می‌گیرد (۹ برگ). اگر خال برگ رو حکم شده باشد، دارندهٔ ۷ حکم می‌تواند آن را "
            "با برگ رو عوض کند.\n"
            "• ترتیب حکم: سرباز (۲۰)، ۹ (۱۴)، آس (۱۱)، ۱۰ (۱۰)، شاه (۴)، بی‌بی (۳)، ۸، ۷. خال‌های دیگر: آس، ۱۰، "
            "شاه، بی‌بی، سرباز (۲)، ۹، ۸، ۷. باید خال زمینه را داد؛ اگر نبود باید حکم زد؛ روی حکم باید حکم "
            "بالاتر داد اگر داشته باشید. دست آخر ۱۰ امتیاز دارد.\n"
            "• دنباله‌ها در دست اول اعلام می‌شوند: سه برگ پشت هم ۲۰ و چهار برگ یا بیشتر ۵۰؛ فقط بهترین دنباله "
            "(و بقیهٔ دنباله‌های همان نفر) حساب می‌شود. شاه و بی‌بی حکم (بلا) ۲۰ امتیاز است؛ با بازی کردن اولی "
            "«بلا» و با دومی «از بلا» گفته می‌شود.\n"
            "• اگر جمع متعهد بیشتر از حریف باشد هر کس امتیاز خودش را می‌برد؛ وگرنه (بِت) همهٔ امتیاز دست به "
            "حریف می‌رسد.\n"
            "• اولین کسی که به هدف برسد (حتی وسط دست) برنده است. ترک بازی یعنی باخت.\n"
            "قانون‌های این میز: {house}"
        ),
        "klaberjass_house": "بازی تا {target}؛ در دور دوم {round2}؛ دنباله وقتی حساب می‌شود که {condition}؛ {equal}",
        "klaberjass_round2_other": "خال برگ رو را نمی‌شود حکم کرد",
        "klaberjass_round2_any": "هر خالی را می‌شود حکم کرد",
        "klaberjass_condition_led": "دارنده‌اش یک دست را شروع کرده باشد",
        "klaberjass_condition_won": "دارنده‌اش یک دست را برده باشد",
        "klaberjass_equal_maker_scores_0": "جمع مساوی: متعهد چیزی نمی‌برد",
        "klaberjass_equal_each_own": "جمع مساوی: هر کس امتیاز خودش را می‌برد",
        "klaberjass_scores_row": "{rank}. {name}: {matches} برد، {contracts} تعهد برده، {points} امتیاز",
        "klaberjass_stats": "{game}: {played} بازی، {matches} برد، {contracts} تعهد برده، {points} امتیاز",
        "klaberjass_refused_turnup_suit": "خال برگ رو یک بار رد شده؛ خال دیگری را حکم کنید.",
        "klaberjass_refused_must_head_trump": "اگر حکم بالاتر دارید باید آن را بدهید.",
        "klaberjass_refused_must_trump": "خال زمینه را ندارید؛ باید حکم بزنید.",
        "klaberjass_refused_no_bela": "بلا فقط با اولین برگ از شاه و بی‌بی حکم، وقتی هر دو در دست است، اعلام می‌شود.",
        "klaberjass_refused_no_sequence": "این دنباله را الان نمی‌شود اعلام کرد.",
    },
    "en": {
        "klaberjass_title": "Klaberjass",
        "klaberjass_summary": (
            "🎯 Two players; whoever fixes trump must score more than the other in that {g[hand]}.\n"
            "🔄 Accept the turn-up's suit as trump or pass (then name another or pass again); follow suit, trump "
            "if you cannot, and head a trump lead.\n"
            "🏆 Card points, sequences and Bela add up; a maker who falls short (bête) gives everything to the "
            "opponent; the first to the target wins."
        ),
        "klaberjass_target_option": "to {n}",
        "klaberjass_suit_S": "Spades", "klaberjass_suit_H": "Hearts", "klaberjass_suit_D": "Diamonds",
        "klaberjass_suit_C": "Clubs",
        "klaberjass_rank_A": "ace", "klaberjass_rank_K": "king", "klaberjass_rank_Q": "queen",
        "klaberjass_rank_J": "jack", "klaberjass_rank_10": "ten", "klaberjass_rank_9": "nine",
        "klaberjass_rank_8": "eight", "klaberjass_rank_7": "seven",
        "klaberjass_start": ("Klaberjass has started. {dealer} dealt; the turn-up is {turnup}. {forehand} speaks "
                             "first.\nYour cards and the trump choice are in your private chat with me."),
        "klaberjass_hand_head": "<b>Klaberjass</b> · hand {hand} · score: {scores} (to {target})",
        "klaberjass_turnup": "Turn-up: {card}",
        "klaberjass_contract": "Trump: {trump} · maker: {maker}",
        "klaberjass_points": "Points this hand: {points}",
        "klaberjass_review_cost": "about {cost} points given up",
        "klaberjass_round1_you": "▶️ <b>Your call:</b> accept {suit} (the turn-up's suit) as trump, or pass?",
        "klaberjass_round2_you": "▶️ <b>Your call:</b> both passed. Name another suit as trump, or pass again.",
        "klaberjass_exchange_you": "▶️ <b>You hold the 7 of trumps.</b> You may swap it for the turn-up ({card}).",
        "klaberjass_wait": "Waiting for {name}.",
        "klaberjass_your_lead": "▶️ <b>Your lead.</b>",
        "klaberjass_your_turn": "▶️ <b>Your turn.</b>",
        "klaberjass_on_table": "On the table: {card}",
        "klaberjass_may_declare": ("You may announce your sequence ({cls}) with the card you play: the "
                                   "“+ {cls}” buttons."),
        "klaberjass_may_bela": "You hold the king and queen of trumps: play the first with “+ Bela”.",
        "klaberjass_your_runs": "Your sequences: {runs}",
        "klaberjass_over": "The game is over.",
        "klaberjass_btn_accept": "✅ Accept {suit}",
        "klaberjass_btn_pass": "Pass",
        "klaberjass_btn_name": "Trump: {suit}",
        "klaberjass_btn_swap": "Swap the 7 for {card}",
        "klaberjass_btn_keep": "Keep the 7",
        "klaberjass_with_bela": "Bela",
        "klaberjass_caption_head": "Hand {hand} · score: {scores} · to {target}",
        "klaberjass_caption_bid": "Turn-up {card} · ▶️ {name} to call",
        "klaberjass_caption_exchange": "Trump {trump} · ▶️ {name}: swap the 7 of trumps?",
        "klaberjass_caption_play": "Trump {trump} · maker {maker} · this hand: {points}",
        "klaberjass_caption_turn": "▶️ Turn: {name}",
        "klaberjass_caption_over": "🏆 {name}",
        "klaberjass_passed": "{name}: “I pass.”",
        "klaberjass_accepted": "{name} accepts the turn-up's suit: trump is <b>{trump}</b>. The bottom card: {exposed}",
        "klaberjass_named": "{name} names <b>{trump}</b> as trump. The bottom card: {exposed}",
        "klaberjass_swapped": "{name} swaps the 7 of trumps for the turn-up.",
        "klaberjass_kept": "{name} keeps the 7 of trumps.",
        "klaberjass_says": "{name}: “{phrase}”",
        "klaberjass_shown": "{name} shows {runs} ({points} points)",
        "klaberjass_credit_sequences": "{name}'s sequences count: +{points}",
        "klaberjass_credit_bela": "{name}: “And Bela!” +{points}",
        "klaberjass_thrown_in": "Hand {hand}: both passed twice; the cards are dealt again.",
        "klaberjass_hand_made": "Hand {hand}: {maker} made the contract. This hand: {totals} · score: {scores}",
        "klaberjass_hand_failed": ("Hand {hand}: {maker} went bête; the hand's points go to the opponent. "
                                   "This hand: {totals} · score: {scores}"),
        "klaberjass_won": "🏆 <b>{name}</b> won {score} to {other} (margin {margin}).",
        "klaberjass_won_claimed": "🏆 <b>{name}</b> reached {target} during the hand and won, {score} to {other}.",
        "klaberjass_forfeit": "{name} left the game; {winner} won.",
        "klaberjass_say_20": "Twenty.",
        "klaberjass_say_50": "Fifty.",
        "klaberjass_say_good": "Good.",
        "klaberjass_say_have_20": "I have a twenty.",
        "klaberjass_say_have_50": "Not good: I have a fifty.",
        "klaberjass_say_same_class": "How high?",
        "klaberjass_say_top": "To the {rank}.",
        "klaberjass_say_not_good_top": "Not good: to the {rank}.",
        "klaberjass_say_same_top": "Same.",
        "klaberjass_say_trumps": "In trumps.",
        "klaberjass_say_suit": "In {suit}.",
        "klaberjass_say_not_good": "Not good.",
        "klaberjass_rules": (
            "<b>Klaberjass rules</b> (two players, 32 cards, 7 to ace)\n"
            "• Each gets 6 cards and the next is turned up. Forehand (the dealer's opponent) speaks first, then "
            "the dealer: accept the turn-up's suit as trump or pass. If both pass, in the same order each may name "
            "another suit or pass again; if both pass twice, the cards are dealt again. Whoever fixes trump is the "
            "maker and must score more than the opponent.\n"
            "• Three more cards each (9). If the turn-up's suit is trump, the holder of the 7 of trumps may "
            "swap it for the turn-up.\n"
            "• Trumps rank jack (20), nine (14), ace (11), ten (10), king (4), queen (3), 8, 7; plain suits ace, "
            "ten, king, queen, jack (2), 9, 8, 7. Follow suit; if you cannot, trump; on a trump lead head it if "
            "you can. The last trick is worth 10.\n"
            "• Sequences are announced in trick 1: three in a row 20, four or more 50; only the best holder scores "
            "(all of his). King and queen of trumps (Bela) score 20: say “Bela” with the first and “and Bela” "
            "with the second.\n"
            "• If the maker's total beats the opponent's, each scores his own; otherwise (bête) the opponent "
            "scores everything.\n"
            "• The first to reach the target wins, during a hand too. Leaving loses the game.\n"
            "House rules at this table: {house}"
        ),
        "klaberjass_house": "play to {target}; in round 2 {round2}; sequences count once {condition}; {equal}",
        "klaberjass_round2_other": "the turn-up's suit may not be named",
        "klaberjass_round2_any": "any suit may be named",
        "klaberjass_condition_led": "their holder has led a trick",
        "klaberjass_condition_won": "their holder has won a trick",
        "klaberjass_equal_maker_scores_0": "equal totals: the maker scores nothing",
        "klaberjass_equal_each_own": "equal totals: each scores his own",
        "klaberjass_scores_row": "{rank}. {name}: {matches} won, {contracts} contracts made, {points} points",
        "klaberjass_stats": "{game}: {played} played, {matches} won, {contracts} contracts made, {points} points",
        "klaberjass_refused_turnup_suit": "The turn-up's suit was refused: name another.",
        "klaberjass_refused_must_head_trump": "You must play a higher trump if you can.",
        "klaberjass_refused_must_trump": "You cannot follow suit, so you must trump.",
        "klaberjass_refused_no_bela": "Bela is announced with the first of the king and queen of trumps, holding both.",
        "klaberjass_refused_no_sequence": "You cannot announce that sequence now.",
    },
})


def card_text(card: str) -> str:
    return LTR[0] + label(card) + LTR[1]


def cards_label(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in cards) + LTR[1]


def suit_name(suit: str, lang: str) -> str:
    return f"{SUIT_SYMBOL[suit]} {t(lang, 'klaberjass_suit_' + suit)}"


def per_seat(values: Sequence[int], names: Sequence[str], lang: str, mine: int | None = None) -> str:
    parts = [f"{who(names[s])} {num(lang, v)}" for s, v in enumerate(values)]
    return " · ".join(f"<b>{p}</b>" if s == mine else p for s, p in enumerate(parts))


def phrase(said: str, lang: str) -> str:
    """A phrase of the sequence dialogue (`Klaberjass.said`), in words."""
    for prefix, key, field in (("not_good_top_", "not_good_top", "rank"), ("top_", "top", "rank"),
                               ("suit_", "suit", "suit")):
        if said.startswith(prefix):
            value = said[len(prefix):]
            word = t(lang, f"klaberjass_rank_{value}") if field == "rank" else t(lang, f"klaberjass_suit_{value}")
            return t(lang, f"klaberjass_say_{key}", **{field: word})
    return t(lang, f"klaberjass_say_{said}")


def play_label(action: str, lang: str) -> str:
    """`p:KH:20b` -> `K♥ + 20 + Bela`."""
    card, claim, bela = parse_play(action)
    parts = [label(card), *([num(lang, int(claim))] if claim else []), *([t(lang, "klaberjass_with_bela")] if bela
                                                                         else [])]
    return " + ".join(parts)


class KlaberjassUI(GameUI):
    game = Klaberjass
    command = "klaberjass"
    has_tricks = True

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"target": Klaberjass.OPTIONS["target"].choices}

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return t(lang, "klaberjass_target_option", n=value)

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "klaberjass_start", dealer=who(names[view["dealer"]]), turnup=card_text(view["turnup"]),
                 forehand=f"<b>{who(names[view['forehand']])}</b>")

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        lines = [t(lang, "klaberjass_hand_head", hand=view["hand_no"] + 1,
                   scores=per_seat(view["scores"], names, lang, seat), target=num(lang, view["target"]))]
        if view["trump"] is None:
            lines.append(t(lang, "klaberjass_turnup", card=card_text(view["turnup"])))
        else:
            lines.append(t(lang, "klaberjass_contract", trump=suit_name(view["trump"], lang),
                           maker=who(names[view["maker"]])))
            if view["phase"] == "play":
                lines.append(t(lang, "klaberjass_points", points=per_seat(view["hand_points"], names, lang, seat)))
        lines.append(self._turn_line(view, names, lang))
        return "\n".join(lines)

    @staticmethod
    def _turn_line(view: View, names: Sequence[str], lang: str) -> str:
        seat, phase, turn = view["seat"], view["phase"], view["turn"]
        if phase == "over":
            return t(lang, "klaberjass_over")
        if turn != seat:
            return waiting_with_trick(t(lang, "klaberjass_wait", name=who(names[turn])), view, names, lang)
        if phase == "round1":
            return t(lang, "klaberjass_round1_you", suit=suit_name(view["turnup"][-1], lang))
        if phase == "round2":
            return t(lang, "klaberjass_round2_you")
        if phase == "exchange":
            return t(lang, "klaberjass_exchange_you", card=card_text(view["turnup"]))
        lines = [t(lang, "klaberjass_your_turn") if view["trick"] else t(lang, "klaberjass_your_lead")]
        if view["trick"]:
            lines.append(t(lang, "klaberjass_on_table", card=card_text(view["trick"][0][1])))
        flags = {parse_play(a)[1:] for a in view["legal"]}
        claim = next((c for c, _ in flags if c), None)
        if claim is not None:
            lines.append(t(lang, "klaberjass_your_runs", runs=" · ".join(cards_label(r) for r in view["runs"])))
            lines.append(t(lang, "klaberjass_may_declare", cls=num(lang, int(claim))))
        if any(bela for _, bela in flags):
            lines.append(t(lang, "klaberjass_may_bela"))
        return "\n".join(lines)

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal = view["legal"]
        phase = view["phase"]
        if legal and phase == "round1":
            return [[Button(t(lang, "klaberjass_btn_accept", suit=suit_name(view["turnup"][-1], lang)), ACCEPT),
                     Button(t(lang, "klaberjass_btn_pass"), PASS)]]
        if legal and phase == "round2":
            names = [Button(t(lang, "klaberjass_btn_name", suit=suit_name(a[len(NAME):], lang)), a)
                     for a in legal if a.startswith(NAME)]
            return [names[:2], names[2:], [Button(t(lang, "klaberjass_btn_pass"), PASS)]]
        if legal and phase == "exchange":
            return [[Button(t(lang, "klaberjass_btn_swap", card=label(view["turnup"])), SWAP)],
                    [Button(t(lang, "klaberjass_btn_keep"), KEEP)]]
        rows = hand_rows(view["hand"], legal, suit, DISPLAY_SUITS)
        declared = [a for a in legal if ":" in a[2:]]
        rows += [[Button(play_label(a, lang), a) for a in declared[i:i + 3]] for i in range(0, len(declared), 3)]
        return rows

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        if {e.kind for e in events} & EVERYONE_SEES:
            return {0, 1}
        return super().changed_hands(game, events, actor)

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        lines = [t(lang, "klaberjass_caption_head", hand=view["hand_no"] + 1,
                   scores=per_seat(view["scores"], names, lang), target=num(lang, view["target"]))]
        phase, turn = view["phase"], view["turn"]
        if phase == "over":
            if view["winner"] is not None:
                lines.append(t(lang, "klaberjass_caption_over", name=f"<b>{who(names[view['winner']])}</b>"))
            return "\n".join(lines)
        name = f"<b>{who(names[turn])}</b>"
        if phase in ("round1", "round2"):
            lines.append(t(lang, "klaberjass_caption_bid", card=card_text(view["turnup"]), name=name))
        elif phase == "exchange":
            lines.append(t(lang, "klaberjass_caption_exchange", trump=suit_name(view["trump"], lang), name=name))
        else:
            lines.append(t(lang, "klaberjass_caption_play", trump=suit_name(view["trump"], lang),
                           maker=who(names[view["maker"]]), points=per_seat(view["hand_points"], names, lang)))
            lines.append(t(lang, "klaberjass_caption_turn", name=name))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_klaberjass_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            name = who(names[data["seat"]]) if "seat" in data else ""
            if event.kind == "bid" and data["bid"] == PASS:
                out.append(t(lang, "klaberjass_passed", name=name))
            elif event.kind == "trump":
                key = "klaberjass_accepted" if data["accepted"] else "klaberjass_named"
                out.append(t(lang, key, name=who(names[data["maker"]]), trump=suit_name(data["trump"], lang),
                             exposed=card_text(data["exposed"])))
            elif event.kind == "exchange":
                out.append(t(lang, "klaberjass_swapped" if data["swapped"] else "klaberjass_kept", name=name))
            elif event.kind == "played" and data["claim"] is not None:
                out.append(t(lang, "klaberjass_says", name=name, phrase=phrase(str(data["claim"]), lang)))
            elif event.kind == "bela":
                out.append(t(lang, "klaberjass_says", name=name, phrase=t(lang, "klaberjass_with_bela")))
            elif event.kind == "sequences" and any(p["say"] not in ("20", "50") for p in data["said"]):
                out.append(self._dialogue(data["said"], names, lang))
            elif event.kind == "shown":
                out.append(t(lang, "klaberjass_shown", name=name, points=num(lang, data["points"]),
                             runs=" · ".join(cards_label(r) for r in data["runs"])))
            elif event.kind == "credit" and data["what"] in ("sequences", "bela"):
                out.append(t(lang, f"klaberjass_credit_{data['what']}", name=name, points=num(lang, data["points"])))
            elif event.kind == "thrown_in":
                out.append(t(lang, "klaberjass_thrown_in", hand=num(lang, data["hand_no"] + 1)))
            elif event.kind == "hand_over":
                out.append(self._hand_over(data, view, names, lang))
            elif event.kind == "match_over":
                out.append(self._match_over(data, view, names, lang))
        return out

    @staticmethod
    def _dialogue(said: Sequence[Mapping[str, Any]], names: Sequence[str], lang: str) -> str:
        """The phrases after the first (the announcement itself was heard with its card)."""
        lines = [t(lang, "klaberjass_says", name=who(names[p["seat"]]), phrase=phrase(p["say"], lang))
                 for p in said if p["say"] not in ("20", "50")]
        return "\n".join(lines)

    @staticmethod
    def _hand_over(data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        maker, totals = data["maker"], data["totals"]
        made = totals[maker] > totals[1 - maker] or (totals[0] == totals[1] and data["added"] == totals)
        key = "klaberjass_hand_made" if made else "klaberjass_hand_failed"
        return t(lang, key, hand=num(lang, data["hand_no"] + 1), maker=f"<b>{who(names[maker])}</b>",
                 totals=per_seat(totals, names, lang),
                 scores=per_seat(view["scores"], names, lang))

    @staticmethod
    def _match_over(data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        winner, scores = data["winner"], data["scores"]
        if data["forfeit"] is not None:
            return t(lang, "klaberjass_forfeit", name=who(names[data["forfeit"]]), winner=who(names[winner]))
        other = scores[1 - winner]
        key = "klaberjass_won_claimed" if data["claimed"] else "klaberjass_won"
        return t(lang, key, name=who(names[winner]), score=num(lang, scores[winner]), other=num(lang, other),
                 margin=num(lang, scores[winner] - other), target=num(lang, view["target"]))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        house = t(lang, "klaberjass_house", target=num(lang, options["target"]),
                  round2=t(lang, "klaberjass_round2_other" if options["round2_other_suit"] else
                           "klaberjass_round2_any"),
                  condition=t(lang, f"klaberjass_condition_{options['sequence_condition']}"),
                  equal=t(lang, f"klaberjass_equal_{options['equal_totals']}"))
        return t(lang, "klaberjass_rules", house=house)


def klaberjass_move(game: Game, seat: int, think: float) -> str:
    """The sampling player's move for `seat`, from its view alone: its full work fits `FULL_THINK` seconds on a
    busy machine, and a shorter allowance scales it down."""
    return klaberjass_advice(game, seat, think).action


def klaberjass_advice(game: Game, seat: int, think: float) -> Advice:
    """`klaberjass_move` with its reason: for a contract or a card, in how many of the deals tried no other
    choice did better, and for a card what each other card would give up in points (the seat's points for the hand
    less the opponent's); the exchange of the seven and the announcements follow rules of thumb and give the
    generic reason, and neither they nor the contract are costed (a review of the hand is of the cards played)."""
    view = game.view(seat)
    player = SamplingKlaberjassPlayer(max(1, round(WORK * min(1.0, think / FULL_THINK))))
    action = player.choose(view, decision_seed(game, seat))
    if view["phase"] in ("round1", "round2"):
        return weighed_advice(action, player.weighed, CHOICE)
    # a card played with an announcement or without costs what the card does: the search weighs only the card
    costs = action_costs(player.weighed, view["legal"], lambda other, _: parse_play(other)[0])
    return weighed_advice(action, player.weighed, costs=costs)


ENTRY = GameEntry(
    ui=KlaberjassUI(),
    computer=klaberjass_move,
    advice=klaberjass_advice,
    review_cost="klaberjass_review_cost",
    menu={"fa": "باز کردن میز کلابیوش", "en": "Open a Klaberjass table"},
    help={"fa": "/klaberjass — باز کردن میز کلابیوش (۲ نفر)",
          "en": "/klaberjass — open a Klaberjass table (2 players)"},
    columns=(Column("contracts", "contracts_made"), Column("points", "points")),
    short_match={"target": 301},
)
