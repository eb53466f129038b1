"""Bourse in Telegram: the DM hand with trading in two steps (a card, then its price), offers taken with one
press, the reader's button, and the group's table with the prizes, the reads and the trades made.

Offers are private: an offer to anyone reaches every other player's DM with a Take button, one to a player only
that player's, and the group sees a trade once it is made (on the table and its caption), so a busy market
costs the group nothing but the table's coalesced redraws. The reads come on the game's own clock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai.bourse import bourse_advice, bourse_move
from bot.games.bourse import DECK_A, READS, SPLITS, Bourse, prizes
from bot.games.cards import label
from bot.games.protocol import Event, Game, View
from bot.i18n import num, t, who
from bot.plugin import Button, Column, GameEntry, GameUI, Keyboard
from bot.render.bourse.table import render_bourse_table

from .amounts import amount_picker, amounts_of
from .standings import cards_text, nets_line

SELL_PAGE, BUY_PAGE, PRICE_PAGES = 1, 2, 100  # a card's price picker is page PRICE_PAGES + its place in DECK_A
CARDS_PER_ROW = 6
TAKES_SHOWN = 8
EVERYONE = frozenset({"read", "trade", "game_over", "left"})

i18n.register({
    "fa": {
        "bourse_title": "بورس",
        "bourse_summary": (
            "🎯 در پایان، جفت یکی از سه برگ پنهان دست شما باشد: هر کدام جایزه‌ای دارد.\n"
            "🔄 یک دسته برگ‌به‌برگ فروخته می‌شود؛ از دستهٔ دوم هر چند ثانیه برگی خوانده می‌شود و جفتش را "
            "می‌سوزاند، و میان خواندن‌ها برگ‌های زنده را می‌خرید و می‌فروشید.\n"
            "🏆 صاحب جفت هر برگ پنهان جایزهٔ آن را می‌برد؛ امتیاز هر کس برد و باخت خالص ژتون‌هایش است."
        ),
        "bourse_how_to": (
            "💡 برای معامله «فروش برگ» یا «خرید برگ»، بعد برگ و بعد قیمتش را بزنید؛ پیشنهادی که به شما شده دکمهٔ ✅ "
            "است و با زدنش قبول می‌کنید. «صبر» یعنی منتظر برگ بعدید."
        ),
        "bourse_start": ("📈 <b>بورس</b> با {players} بازیکن: {cards} برگ فروخته شد و {pot} ژتون جایزه است "
                         "(فقط امتیاز).\nبرگ‌ها هر چند ثانیه خوانده می‌شوند؛ در پیوی ربات خرید و فروش کنید."),
        "bourse_hand_head": "<b>بورس</b> · ژتون شما: {chips} · جایزه‌ها: {prizes}",
        "bourse_read_line": "خوانده: {reads} از {total} · آخرین: {card}",
        "bourse_your_cards": "برگ‌های زندهٔ شما ({n}): {cards}",
        "bourse_no_cards": "برگ زنده‌ای ندارید.",
        "bourse_offers_head": "پیشنهادها به شما:",
        "bourse_offer_sell": "• {name} {card} را {price} می‌فروشد",
        "bourse_offer_buy": "• {name} برای {card} شما {price} می‌دهد",
        "bourse_mine_head": "پیشنهادهای شما:",
        "bourse_mine_sell": "• {card} به {price}{to}",
        "bourse_mine_buy": "• خرید {card} به {price}",
        "bourse_to": " (به {name})",
        "bourse_prompt": "▶️ خرید و فروش کنید، یا «صبر» را بزنید تا برگ بعد (حداکثر {seconds} ثانیه).",
        "bourse_prompt_reader": "شما خواننده‌اید: «بخوان» برگ بعد را می‌خواند.",
        "bourse_waiting": "منتظر خواندن برگ بعد هستید.",
        "bourse_over": "بازی تمام شد.",
        "bourse_btn_read": "📖 بخوان",
        "bourse_btn_done": "✋ صبر",
        "bourse_btn_sell": "💰 فروش برگ",
        "bourse_btn_buy": "🛒 خرید برگ",
        "bourse_btn_back": "↩️ برگشت",
        "bourse_btn_take_sell": "✅ {card} به {price}",
        "bourse_btn_take_buy": "✅ فروش {card} به {price}",
        "bourse_caption": "📖 خوانده: {reads} از {total} · خواننده: {reader}",
        "bourse_caption_trade": "🤝 {seller} ← {card} {price} ← {buyer}",
        "bourse_caption_over": "🏆 جایزه‌ها: {winners}",
        "bourse_prize_winner": "{n}: {name}",
        "bourse_left": "{name} بازی را ترک کرد.",
        "bourse_won": "🏆 بازی تمام شد. برگ‌های زیر جایزه‌ها: {cards}\n{winners}\n{table}",
        "bourse_won_prize": "جایزهٔ {n} ({amount} ژتون): <b>{name}</b>",
        "bourse_scores_row": "{rank}. {name}: {matches} برد از {played} بازی، {chips} ژتون",
        "bourse_stats": "{game}: {played} بازی، {matches} برد، {chips} ژتون",
        "bourse_rules": (
            "<b>قوانین بورس</b> (۲ تا ۱۳ نفر؛ ژتون فقط امتیاز است)\n"
            "• یک دسته ورق برگ‌به‌برگ به بازیکنان فروخته می‌شود (هر برگ {price} ژتون) و پول آن سه جایزه "
            "می‌شود ({split}).\n"
            "• سه برگ از دستهٔ دوم پنهان زیر جایزه‌ها می‌ماند؛ بقیه یکی‌یکی خوانده می‌شوند و هر برگ خوانده "
            "جفتش را در دستهٔ اول می‌سوزاند.\n"
            "• میان خواندن‌ها برگ‌های زنده را می‌خرید و می‌فروشید: پیشنهاد به همه یا به یک نفر؛ دیگری قبول "
            "می‌کند یا پیشنهاد بعد از {lapse} خواندن می‌گذرد.\n"
            "• در پایان صاحب جفت هر برگ پنهان جایزهٔ آن را می‌برد.\n"
            "قانون‌های این میز: هر {seconds} ثانیه یک برگ خوانده می‌شود (یا زودتر وقتی همه «صبر» بزنند)."
        ),
        "bourse_option_read_seconds": "هر {n} ثانیه",
        "bourse_refused_burned": "این برگ سوخته است.",
        "bourse_refused_not_yours": "این برگ مال شما نیست.",
        "bourse_refused_own_card": "برگ خودتان را نمی‌توانید بخرید.",
        "bourse_refused_price_out_of_range": "قیمت از ۱ تا جایزهٔ اول است.",
        "bourse_refused_to_self": "به خودتان نمی‌توانید بفروشید.",
        "bourse_refused_no_such_buyer": "این بازیکن دیگر سر میز نیست.",
        "bourse_refused_no_chips": "ژتون کافی نیست.",
        "bourse_refused_offer_limit": "میان دو خواندن حداکثر دو پیشنهاد.",
        "bourse_refused_offer_lapsed": "این پیشنهاد دیگر باز نیست.",
        "bourse_refused_not_for_you": "این پیشنهاد برای شما نیست.",
        "bourse_refused_stale_read": "این برگ خوانده شده است.",
        "bourse_hint_take": "بخت شما برای بیشترین ژتون را از حدود {chance}٪ به {after}٪ می‌رساند",
        "bourse_hint_sell": "اگر پذیرفته شود، بخت شما برای بیشترین ژتون از حدود {chance}٪ به {after}٪ می‌رسد",
        "bourse_hint_buy": "اگر پذیرفته شود، بخت شما برای بیشترین ژتون از حدود {chance}٪ به {after}٪ می‌رسد",
        "bourse_hint_done": "هیچ معامله‌ای بخت شما برای بیشترین ژتون (حدود {chance}٪) را بالا نمی‌برد",
    },
    "en": {
        "bourse_title": "Bourse",
        "bourse_summary": (
            "🎯 Hold the twin of one of the three hidden cards at the end: each wins a prize.\n"
            "🔄 One deck is sold card by card; a second is read a card every few seconds, each burning its twin, "
            "and between reads you buy and sell live cards.\n"
            "🏆 The holder of each hidden card's twin takes its prize; your score is your net chips."
        ),
        "bourse_how_to": (
            "💡 To trade press Sell or Buy, then a card, then its price; an offer made to you is a ✅ button that "
            "accepts it. Wait means you are ready for the next card."
        ),
        "bourse_start": ("📈 <b>Bourse</b> with {players} players: {cards} cards sold, {pot} chips in prizes "
                         "(points only).\nCards are read every few seconds; trade in your private chat with me."),
        "bourse_hand_head": "<b>Bourse</b> · your chips: {chips} · prizes: {prizes}",
        "bourse_read_line": "Read: {reads} of {total} · last: {card}",
        "bourse_your_cards": "Your live cards ({n}): {cards}",
        "bourse_no_cards": "You hold no live card.",
        "bourse_offers_head": "Offers to you:",
        "bourse_offer_sell": "• {name} sells {card} for {price}",
        "bourse_offer_buy": "• {name} offers {price} for your {card}",
        "bourse_mine_head": "Your offers:",
        "bourse_mine_sell": "• {card} for {price}{to}",
        "bourse_mine_buy": "• buying {card} for {price}",
        "bourse_to": " (to {name})",
        "bourse_prompt": "▶️ Trade, or press Wait for the next card (at most {seconds} s).",
        "bourse_prompt_reader": "You are the reader: Read reads the next card.",
        "bourse_waiting": "You are waiting for the next card.",
        "bourse_over": "The game is over.",
        "bourse_btn_read": "📖 Read",
        "bourse_btn_done": "✋ Wait",
        "bourse_btn_sell": "💰 Sell a card",
        "bourse_btn_buy": "🛒 Buy a card",
        "bourse_btn_back": "↩️ Back",
        "bourse_btn_take_sell": "✅ {card} for {price}",
        "bourse_btn_take_buy": "✅ Sell {card} for {price}",
        "bourse_caption": "📖 Read: {reads} of {total} · reader: {reader}",
        "bourse_caption_trade": "🤝 {seller} → {card} {price} → {buyer}",
        "bourse_caption_over": "🏆 Prizes: {winners}",
        "bourse_prize_winner": "{n}: {name}",
        "bourse_left": "{name} left the game.",
        "bourse_won": "🏆 The game is over. The cards under the prizes: {cards}\n{winners}\n{table}",
        "bourse_won_prize": "Prize {n} ({amount} chips): <b>{name}</b>",
        "bourse_scores_row": "{rank}. {name}: {matches} won of {played}, {chips} chips",
        "bourse_stats": "{game}: {played} played, {matches} won, {chips} chips",
        "bourse_rules": (
            "<b>Bourse rules</b> (2 to 13 players; chips are points only)\n"
            "• One deck is sold card by card ({price} chips a card); the money makes three prizes ({split}).\n"
            "• Three cards of a second deck lie hidden under the prizes; the rest are read one by one, each "
            "burning its twin in the first deck.\n"
            "• Between reads you buy and sell live cards: an offer to all or to one player; the other accepts, "
            "or the offer lapses after {lapse} reads.\n"
            "• At the end the holder of each hidden card's twin wins its prize.\n"
            "House rules at this table: a card is read every {seconds} seconds (sooner once everyone waits)."
        ),
        "bourse_option_read_seconds": "Every {n} s",
        "bourse_refused_burned": "That card is burned.",
        "bourse_refused_not_yours": "That card isn't yours.",
        "bourse_refused_own_card": "You can't buy your own card.",
        "bourse_refused_price_out_of_range": "A price is from 1 to the first prize.",
        "bourse_refused_to_self": "You can't sell to yourself.",
        "bourse_refused_no_such_buyer": "That player is no longer at the table.",
        "bourse_refused_no_chips": "Not enough chips.",
        "bourse_refused_offer_limit": "At most two offers between two reads.",
        "bourse_refused_offer_lapsed": "That offer is no longer open.",
        "bourse_refused_not_for_you": "That offer isn't open to you.",
        "bourse_refused_stale_read": "That card has been read already.",
        "bourse_hint_take": "it raises your chance of ending with the most chips from about {chance}% to {after}%",
        "bourse_hint_sell": "if taken, it raises your chance of ending with the most chips from about {chance}% "
                              "to {after}%",
        "bourse_hint_buy": "if taken, it raises your chance of ending with the most chips from about {chance}% "
                             "to {after}%",
        "bourse_hint_done": "no trade raises your chance of ending with the most chips, about {chance}%",
    },
})


def card_code(card: str) -> str:
    """The deck-A card a label stands for: `7H` for `7H#1` too."""
    return card.split("#", 1)[0]


class BourseUI(GameUI):
    game = Bourse
    command = "bourse"
    explains_buttons = True

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"read_seconds": (10, 20, 30, 60)}

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return t(lang, "bourse_option_read_seconds", n=num(lang, value))

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "bourse_start", players=view["players"], cards=len(DECK_A), pot=sum(view["prizes"]))

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        prizes = " / ".join(num(lang, p) for p in view["prizes"])
        lines = [t(lang, "bourse_hand_head", chips=view["balances"][seat], prizes=prizes)]
        if view["phase"] == "over":
            return "\n".join([*lines, t(lang, "bourse_over")])
        last = view["last_read"]
        lines.append(t(lang, "bourse_read_line", reads=view["reads"], total=READS,
                       card=cards_text([card_code(last)]) if last else "—"))
        hand = view["hand"]
        lines.append(t(lang, "bourse_your_cards", n=len(hand), cards=cards_text(hand)) if hand else
                     t(lang, "bourse_no_cards"))
        lines += self._offers_text(view, names, lang)
        if not view["legal"]:
            lines.append(t(lang, "bourse_waiting"))
        else:
            lines.append(t(lang, "bourse_prompt", seconds=view["options"]["read_seconds"]))
            if seat == view["reader"]:
                lines.append(t(lang, "bourse_prompt_reader"))
        return "\n".join(lines)

    def _offers_text(self, view: View, names: Sequence[str], lang: str) -> list[str]:
        seat = view["seat"]
        offers = [*view["offers"], *view["private_offers"]]
        to_me = [o for o in offers if o["maker"] != seat][:TAKES_SHOWN]
        mine = [o for o in offers if o["maker"] == seat]
        lines = []
        if to_me:
            lines.append(t(lang, "bourse_offers_head"))
            lines += [t(lang, f"bourse_offer_{o['side']}", name=who(names[o["maker"]]), card=cards_text([o["card"]]),
                        price=o["price"]) for o in to_me]
        if mine:
            lines.append(t(lang, "bourse_mine_head"))
            lines += [t(lang, f"bourse_mine_{o['side']}", card=cards_text([o["card"]]), price=o["price"],
                        to=t(lang, "bourse_to", name=who(names[o["to"]])) if o["to"] is not None and
                        o["side"] == "sell" else "") for o in mine]
        return lines

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal = view["legal"]
        if not legal:
            return []
        if page >= PRICE_PAGES and page - PRICE_PAGES < len(DECK_A):
            picker = self._prices(legal, DECK_A[page - PRICE_PAGES], lang)
            if picker:
                return picker
        if page in (SELL_PAGE, BUY_PAGE):
            cards = self._cards(legal, "sell" if page == SELL_PAGE else "buy")
            if cards:
                buttons = [Button(label(c), f"~page:{PRICE_PAGES + DECK_A.index(c)}") for c in cards]
                rows = [buttons[i:i + CARDS_PER_ROW] for i in range(0, len(buttons), CARDS_PER_ROW)]
                return [*rows, [Button(t(lang, "bourse_btn_back"), "~page:0")]]
        return self._main(view, lang)

    def _main(self, view: View, lang: str) -> Keyboard:
        legal = view["legal"]
        first = [Button(t(lang, "bourse_btn_read"), a) for a in legal if a.startswith("read:")]
        first.append(Button(t(lang, "bourse_btn_done"), "done"))
        offers = {f"take:{o['id']}": o for o in [*view["offers"], *view["private_offers"]]}
        takes = [[Button(t(lang, f"bourse_btn_take_{offers[a]['side']}", card=label(offers[a]["card"]),
                           price=num(lang, offers[a]["price"])), a)]
                 for a in legal if a in offers][:TAKES_SHOWN]
        trade = [Button(t(lang, f"bourse_btn_{side}"), f"~page:{page}")
                 for side, page in (("sell", SELL_PAGE), ("buy", BUY_PAGE))
                 if any(a.startswith(f"{side}:") for a in legal)]
        return [first, *takes, *([trade] if trade else [])]

    @staticmethod
    def _cards(legal: Sequence[str], side: str) -> list[str]:
        """The cards with offers of `side` among the legal moves, in DECK_A's order."""
        found = {a.split(":")[1] for a in legal if a.startswith(f"{side}:")}
        return [c for c in DECK_A if c in found]

    def _prices(self, legal: Sequence[str], card: str, lang: str) -> Keyboard:
        for side in ("sell", "buy"):
            picker = amount_picker(amounts_of(legal, f"{side}:{card}"), lang, lambda digits: f"{digits} 🪙")
            if picker:
                back = Button(t(lang, "bourse_btn_back") + f" · {label(card)}", "~page:0")
                return [*picker, [back]]
        return []

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        if view["phase"] == "over":
            return t(lang, "bourse_caption_over", winners=" · ".join(
                t(lang, "bourse_prize_winner", n=i, name=who(names[s]))
                for i, s in enumerate(view["prize_winners"], 1)))
        lines = [t(lang, "bourse_caption", reads=view["reads"], total=READS, reader=who(names[view["reader"]]))]
        for trade in view["trades"][-2:]:
            lines.append(t(lang, "bourse_caption_trade", seller=who(names[trade["seller"]]),
                           buyer=who(names[trade["buyer"]]), card=cards_text([trade["card"]]), price=trade["price"]))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_bourse_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            if event.kind == "left":
                out.append(t(lang, "bourse_left", name=who(names[event.data["seat"]])))
            elif event.kind == "game_over":
                out.append(self._game_over(event.data, view, names, lang))
        return out

    def _game_over(self, data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        options = view["options"]
        amounts = prizes(len(DECK_A) * options["price"], SPLITS[options["split"]])
        winners = "\n".join(t(lang, "bourse_won_prize", n=i, name=who(names[s]), amount=amount)
                            for i, (s, amount) in enumerate(zip(data["winners"], amounts, strict=True), 1))
        return t(lang, "bourse_won", cards=cards_text([card_code(c) for c in data["hidden"]]), winners=winners,
                 table=nets_line(view["balances"], data["net"], names, lang))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        return t(lang, "bourse_rules", price=options["price"], split=options["split"], lapse=options["offer_reads"],
                 seconds=options["read_seconds"])

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """Everyone when a card is read or traded; an offer's maker and whoever it is open to; otherwise the
        seat that moved."""
        changed = {actor}
        for event in events:
            if event.kind in EVERYONE:
                return set(range(game.players))
            if event.kind == "offer":
                to = event.data["to"]
                changed |= set(range(game.players)) if to is None else {to}
        return changed


ENTRY = GameEntry(
    ui=BourseUI(),
    computer=bourse_move,
    advice=bourse_advice,
    menu={"fa": "باز کردن میز بورس", "en": "Open a Bourse table"},
    help={"fa": "/bourse — باز کردن میز بورس (۲ تا ۱۳ نفر)", "en": "/bourse — open a Bourse table (2 to 13 players)"},
    columns=(Column("chips", "chips"),),
    clocked=True,
)
