"""Twenty-One in Telegram: the DM hand with the bank's, the bet's and the duel's buttons, the caption and news.

Only the seat to act has buttons; everyone else's hand message is text that changes when what they see does.
The group hears when the bank changes hands and the end; each duel's outcome is on the table and its caption,
which the group's feed redraws at most once per interval, so a table of ten stays within the group's budget.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai import decision_seed
from bot.ai.twentyone import TwentyOnePlayer, bust_share
from bot.games.cards import label
from bot.games.protocol import Event, Game, View
from bot.games.twentyone import TwentyOne
from bot.i18n import t, who
from bot.plugin import Advice, Button, Column, GameEntry, GameUI, Keyboard
from bot.render.twentyone.table import render_twentyone_table

from .amounts import amount_picker, amounts_of
from .standings import cards_text, most_chips, names_of, nets_line

i18n.register({
    "fa": {
        "twentyone_title": "بیست‌ویک",
        "twentyone_summary": (
            "🎯 بانک را ببرید: به ۲۱ از بانکدار نزدیک‌تر شوید، بی‌آن‌که از ۲۱ بگذرید.\n"
            "🔄 بانک دور میز می‌گردد؛ برگتان را ببینید و شرط ببندید، بعد برگ بگیرید یا بمانید؛ آخر بانکدار برای "
            "خودش می‌کشد.\n"
            "🏆 جمع بیشتر شرط را می‌برد و مساوی مال بانکدار است؛ امتیاز هر کس برد و باخت خالص ژتون‌هایش است."
        ),
        "twentyone_how_to": (
            "💡 مبلغ شرط را بزنید، بعد «➕ برگ» برای برگ دیگر یا «✋ می‌مانم»؛ بانکدار که هستید «➕ می‌کشم» یا «✋ "
            "می‌مانم»."
        ),
        "twentyone_start": ("🂡 <b>بیست‌ویک</b> با {players} بازیکن؛ هر نفر {chips} ژتون دارد (فقط امتیاز).\n"
                            "بانک به نوبت دور میز می‌گردد. برگ‌ها و دکمه‌ها در پیوی ربات است."),
        "twentyone_hand_head": "<b>بیست‌ویک</b> · ژتون شما: {chips}",
        "twentyone_bank_line": "بانکدار: {name} · بانک: {bank}",
        "twentyone_no_banker": "هنوز بانکداری نیست.",
        "twentyone_your_cards": "برگ‌های شما: {cards} · جمع {total}",
        "twentyone_banker_card": "برگ شما (بانکدار): {cards}",
        "twentyone_turn_offer": "▶️ <b>بانک به شما رسید.</b> {bank} ژتون بانک می‌گذارید؟",
        "twentyone_turn_between": "▶️ <b>شما بانکدارید.</b> دور بعد را بدهید.",
        "twentyone_turn_bet": "▶️ <b>نوبت شماست.</b> چقدر شرط می‌بندید؟ (از {low} تا {high})",
        "twentyone_turn_side": "▶️ <b>شرط کناری</b> روی دست {name}؟",
        "twentyone_turn_play": "▶️ <b>نوبت شماست.</b> برگ بگیرید یا بمانید.",
        "twentyone_turn_flip": "از برگ چهارم به بعد یکی از برگ‌ها رو می‌شود: یا برگ تازه را رو بگیرید، "
                               "یا یکی از برگ‌های پشتتان را رو کنید و برگ تازه را پشت بگیرید.",
        "twentyone_turn_banker": "▶️ <b>بازیکن ماند.</b> برگ شما: {cards} · جمع {total}. برگ می‌کشید؟",
        "twentyone_wait": "منتظر بمانید؛ میز در گروه است.",
        "twentyone_over": "بازی تمام شد.",
        "twentyone_btn_bank": "🏦 بانک می‌گذارم ({bank})",
        "twentyone_btn_decline": "نه، رد می‌کنم",
        "twentyone_btn_deal": "🂠 دور بعد",
        "twentyone_btn_swap": "🔄 عوض کردن برگم",
        "twentyone_btn_cashout": "💰 بانک خیره",
        "twentyone_btn_noside": "بدون شرط کناری",
        "twentyone_btn_hit": "➕ برگ",
        "twentyone_btn_flip": "رو کن {card}",
        "twentyone_btn_stand": "✋ می‌مانم",
        "twentyone_btn_draw": "➕ می‌کشم",
        "twentyone_btn_stay": "✋ می‌مانم",
        "twentyone_caption_bank": "🏦 بانکدار: {name} · بانک {bank}",
        "twentyone_caption_duel": "🂠 {name} شرط {bet}",
        "twentyone_caption_offer": "🏦 بانک به {name} رسید.",
        "twentyone_caption_last_won": "آخرین دست: {name} {bet} برد ({total} در برابر {banker}).",
        "twentyone_caption_last_lost": "آخرین دست: {name} {bet} باخت ({total} در برابر {banker}).",
        "twentyone_caption_last_bust": "آخرین دست: {name} با {total} سوخت و {bet} باخت.",
        "twentyone_hint_stand": "یک برگ دیگر در {share}٪ از برگ‌هایی که ندیده‌اید دستتان را می‌سوزاند",
        "twentyone_hint_hit": "یک برگ دیگر در {share}٪ از برگ‌هایی که ندیده‌اید دستتان را می‌سوزاند، و ماندن با "
                              "این جمع کمتر می‌ارزد",
        "twentyone_caption_turn": "▶️ نوبت: {name}",
        "twentyone_caption_over": "🏆 بیشترین ژتون: {names}",
        "twentyone_bank_taken": "🏦 {name} با {bank} ژتون بانکدار شد.",
        "twentyone_bank_collected": "🏦 {name} بانک را با {bank} ژتون جمع کرد ({reason}).",
        "twentyone_reason_bank_empty": "بانک خالی شد",
        "twentyone_reason_cashout": "بانک خیره",
        "twentyone_reason_cycles": "دورها تمام شد",
        "twentyone_reason_no_players": "کسی برای بازی نماند",
        "twentyone_reason_left": "بانکدار رفت",
        "twentyone_cashout": "💰 {name} «بانک خیره» گفت: این آخرین دور بانک اوست.",
        "twentyone_left": "{name} بازی را ترک کرد.",
        "twentyone_won": "🏆 بازی تمام شد. <b>{names}</b> با {chips} ژتون برنده شد.\n{table}",
        "twentyone_scores_row": "{rank}. {name}: {matches} برد از {played} بازی، {chips} ژتون",
        "twentyone_stats": "{game}: {played} بازی، {matches} برد، {chips} ژتون",
        "twentyone_rules": (
            "<b>قوانین بیست‌ویک</b> (۲ تا ۱۰ نفر، ژتون فقط امتیاز است)\n"
            "• ۳۶ برگ (بی ۲ تا ۵). آس {ace}، سرباز ۲، بی‌بی ۳، شاه ۴، بقیه به عدد خودشان؛ دو آس با هم ۲۱ است.\n"
            "• بانک به نوبت دور میز می‌گردد؛ بانکدار {bank} ژتون بانک می‌گذارد و هر بازیکن به نوبت با او "
            "تک‌به‌تک بازی می‌کند.\n"
            "• بازیکن یک برگ می‌بیند و از {min_bet} تا جایی که بانک پوشش می‌دهد شرط می‌بندد، بعد برگ می‌گیرد "
            "یا می‌ماند. از برگ چهارم به بعد یکی از برگ‌ها باید رو شود.\n"
            "• بالای ۲۱ «سوز» است و شرط به بانک می‌رود. اگر بماند، بانکدار برگش را رو می‌کند و تا بخواهد "
            "می‌کشد (به ۲۱ که برسد، خودبه‌خود می‌ماند)؛ بیشتر بودن (بی سوختن) برنده است و مساوی مال بانکدار "
            "است.\n"
            "• بانکدار بعد از سوختن بازیکن می‌تواند برگ نادیده‌اش را یک بار عوض کند.\n"
            "• وقتی در بانک کمتر از {min_bet} ژتون (کمترین شرط) بماند، بانک خالی حساب می‌شود: باقی‌اش به "
            "بانکدار برمی‌گردد و بانک به نفر بعدی می‌رسد.\n"
            "قانون‌های این میز: {house}"
        ),
        "twentyone_house": ("بانک {bank}؛ کمترین شرط {min_bet}؛ «بانک خیره» وقتی بانک {multiple} برابر شد؛ "
                            "بانکدار بعد از {cycles} دور جمع می‌کند؛ بانک {rotations} بار دور میز می‌گردد؛ "
                            "هر نفر {start} ژتون؛ {sides}"),
        "twentyone_sides_on": "شرط کناری روی دست دیگران مجاز است",
        "twentyone_sides_off": "شرط کناری نیست",
        "twentyone_ace_1": "۱",
        "twentyone_ace_11": "۱۱",
        "twentyone_option_true": "با شرط کناری",
        "twentyone_option_false": "بی شرط کناری",
        "twentyone_refused_below_min_bet": "این کمتر از کمترین شرط است.",
        "twentyone_refused_over_bank": "بانک این‌قدر را پوشش نمی‌دهد.",
        "twentyone_refused_over_balance": "این‌قدر ژتون ندارید.",
        "twentyone_refused_bank_too_small": "بانک هنوز به اندازهٔ «بانک خیره» نرسیده است.",
        "twentyone_refused_no_swap": "برگ را فقط یک بار و فقط بعد از سوختن بازیکن می‌شود عوض کرد.",
    },
    "en": {
        "twentyone_title": "Twenty-One",
        "twentyone_summary": (
            "🎯 Beat the bank: come closer to 21 than the banker without going over.\n"
            "🔄 The bank goes round; against it you see your card and bet, then hit or stand; then the banker "
            "draws for himself.\n"
            "🏆 The higher total wins the bet and ties go to the banker; your score is your net chips."
        ),
        "twentyone_how_to": (
            "💡 Press an amount to bet, then ➕ Hit for another card or ✋ Stand; as banker, ➕ Draw or ✋ Stay."
        ),
        "twentyone_start": ("🂡 <b>Twenty-One</b> with {players} players, {chips} chips each (points only).\n"
                            "The bank goes round the table. Your cards and buttons are in your private chat "
                            "with me."),
        "twentyone_hand_head": "<b>Twenty-One</b> · your chips: {chips}",
        "twentyone_bank_line": "Banker: {name} · bank: {bank}",
        "twentyone_no_banker": "No banker yet.",
        "twentyone_your_cards": "Your cards: {cards} · total {total}",
        "twentyone_banker_card": "Your card (banker): {cards}",
        "twentyone_turn_offer": "▶️ <b>You are offered the bank.</b> Put up {bank} chips?",
        "twentyone_turn_between": "▶️ <b>You are the banker.</b> Deal the next duel.",
        "twentyone_turn_bet": "▶️ <b>Your turn.</b> How much do you bet? ({low} to {high})",
        "twentyone_turn_side": "▶️ <b>Side bet</b> on {name}'s hand?",
        "twentyone_turn_play": "▶️ <b>Your turn.</b> Take a card or stand.",
        "twentyone_turn_flip": "From the fourth card on one card is shown: take the new card face up, or turn "
                               "one of your face-down cards up and take the new one face down.",
        "twentyone_turn_banker": "▶️ <b>The player stands.</b> Your cards: {cards} · total {total}. Draw?",
        "twentyone_wait": "Please wait; the table is in the group.",
        "twentyone_over": "The game is over.",
        "twentyone_btn_bank": "🏦 Take the bank ({bank})",
        "twentyone_btn_decline": "No, pass it on",
        "twentyone_btn_deal": "🂠 Deal",
        "twentyone_btn_swap": "🔄 Swap my card",
        "twentyone_btn_cashout": "💰 Cash out",
        "twentyone_btn_noside": "No side bet",
        "twentyone_btn_hit": "➕ Hit",
        "twentyone_btn_flip": "Turn up {card}",
        "twentyone_btn_stand": "✋ Stand",
        "twentyone_btn_draw": "➕ Draw",
        "twentyone_btn_stay": "✋ Stay",
        "twentyone_caption_bank": "🏦 Banker: {name} · bank {bank}",
        "twentyone_caption_duel": "🂠 {name} bets {bet}",
        "twentyone_caption_offer": "🏦 {name} is offered the bank.",
        "twentyone_caption_last_won": "Last duel: {name} won {bet} ({total} against {banker}).",
        "twentyone_caption_last_lost": "Last duel: {name} lost {bet} ({total} against {banker}).",
        "twentyone_caption_last_bust": "Last duel: {name} bust with {total} and lost {bet}.",
        "twentyone_hint_stand": "one more card would bust you in {share}% of the cards you have not seen",
        "twentyone_hint_hit": "one more card busts you in {share}% of the cards you have not seen, and standing on "
                              "this total is worth less",
        "twentyone_caption_turn": "▶️ Turn: {name}",
        "twentyone_caption_over": "🏆 Most chips: {names}",
        "twentyone_bank_taken": "🏦 {name} takes the bank with {bank} chips.",
        "twentyone_bank_collected": "🏦 {name} collects the bank of {bank} chips ({reason}).",
        "twentyone_reason_bank_empty": "the bank ran dry",
        "twentyone_reason_cashout": "cash-out",
        "twentyone_reason_cycles": "the cycles are over",
        "twentyone_reason_no_players": "nobody left to play",
        "twentyone_reason_left": "the banker left",
        "twentyone_cashout": "💰 {name} announces cash-out: this is the bank's last cycle.",
        "twentyone_left": "{name} left the game.",
        "twentyone_won": "🏆 The game is over. <b>{names}</b> won with {chips} chips.\n{table}",
        "twentyone_scores_row": "{rank}. {name}: {matches} won of {played}, {chips} chips",
        "twentyone_stats": "{game}: {played} played, {matches} won, {chips} chips",
        "twentyone_rules": (
            "<b>Twenty-One rules</b> (2 to 10 players; chips are points only)\n"
            "• 36 cards (no 2 to 5). Ace {ace}, jack 2, queen 3, king 4, the rest at face value; two aces are 21.\n"
            "• The bank goes round the table: the banker puts up {bank} chips and every other player in turn "
            "plays a duel against it.\n"
            "• The player sees one card and bets from {min_bet} up to what the bank covers, then hits or stands. "
            "From the fourth card on, one card must be shown.\n"
            "• Over 21 is a bust and the bet goes to the bank. On a stand the banker shows his card and draws as "
            "he likes, standing by himself once he reaches 21; the higher total without busting wins, and ties go "
            "to the banker.\n"
            "• After a bust the banker may once exchange his unseen card.\n"
            "• A bank holding less than the smallest bet ({min_bet}) is empty: what is left goes back to the "
            "banker and the bank passes to the next player.\n"
            "House rules at this table: {house}"
        ),
        "twentyone_house": ("bank {bank}; smallest bet {min_bet}; cash-out once the bank is {multiple} times its "
                            "size; the banker collects after {cycles} cycles; the bank goes round {rotations} "
                            "times; {start} chips each; {sides}"),
        "twentyone_sides_on": "side bets on others' hands allowed",
        "twentyone_sides_off": "no side bets",
        "twentyone_ace_1": "1",
        "twentyone_ace_11": "11",
        "twentyone_option_true": "With side bets",
        "twentyone_option_false": "No side bets",
        "twentyone_refused_below_min_bet": "That is below the smallest bet.",
        "twentyone_refused_over_bank": "The bank does not cover that much.",
        "twentyone_refused_over_balance": "You don't have that many chips.",
        "twentyone_refused_bank_too_small": "The bank has not reached the cash-out mark.",
        "twentyone_refused_no_swap": "You may exchange your card once, only after a bust.",
    },
})


class TwentyOneUI(GameUI):
    game = TwentyOne
    command = "twentyone"
    explains_buttons = True

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"side_bets": (False, True)}

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return t(lang, f"twentyone_option_{str(value).lower()}")

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "twentyone_start", players=view["players"], chips=view["options"]["start_balance"])

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        lines = [t(lang, "twentyone_hand_head", chips=view["balances"][seat])]
        banker = view["banker"]
        lines.append(t(lang, "twentyone_bank_line", name=who(names[banker]), bank=view["bank"])
                     if banker is not None else t(lang, "twentyone_no_banker"))
        if view["hand"]:
            lines.append(t(lang, "twentyone_your_cards", cards=cards_text(view["hand"]), total=view["hand_total"]))
        if view["banker_hand"] and view["phase"] != "banker":
            lines.append(t(lang, "twentyone_banker_card", cards=cards_text(view["banker_hand"])))
        lines.append(self._prompt(view, names, lang))
        return "\n".join(lines)

    def _prompt(self, view: View, names: Sequence[str], lang: str) -> str:
        phase, legal = view["phase"], view["legal"]
        if phase == "over":
            return t(lang, "twentyone_over")
        if not legal:
            return t(lang, "twentyone_wait")
        if phase == "offer":
            return t(lang, "twentyone_turn_offer", bank=view["options"]["bank_size"])
        if phase == "between":
            return t(lang, "twentyone_turn_between")
        if phase in ("bet", "side"):
            amounts = [a for a, _ in amounts_of(legal, phase)]
            if phase == "side":
                return t(lang, "twentyone_turn_side", name=who(names[view["duel"]["seat"]]))
            return t(lang, "twentyone_turn_bet", low=amounts[0], high=amounts[-1])
        if phase == "banker":
            cards = view["banker_hand"]
            return t(lang, "twentyone_turn_banker", cards=cards_text(cards), total=view["banker_total"])
        flips = any(a.startswith("flip:") for a in legal)
        return t(lang, "twentyone_turn_play") + ("\n" + t(lang, "twentyone_turn_flip") if flips else "")

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal, phase = view["legal"], view["phase"]
        if not legal:
            return []
        if phase in ("bet", "side"):
            rows = amount_picker(amounts_of(legal, phase), lang)
            return rows + ([[Button(t(lang, "twentyone_btn_noside"), "noside")]] if "noside" in legal else [])
        flips = [Button(t(lang, "twentyone_btn_flip", card=label(a[5:])), a) for a in legal if a.startswith("flip:")]
        plain = [Button(self._label(a, view, lang), a) for a in legal if not a.startswith("flip:")]
        return [plain, *([flips] if flips else [])]

    def _label(self, action: str, view: View, lang: str) -> str:
        if action == "bank":
            return t(lang, "twentyone_btn_bank", bank=view["options"]["bank_size"])
        return t(lang, f"twentyone_btn_{action}")

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        if view["phase"] == "over":
            return t(lang, "twentyone_caption_over", names=names_of(most_chips(view["balances"]), names))
        lines = []
        if view["banker"] is not None:
            lines.append(t(lang, "twentyone_caption_bank", name=who(names[view["banker"]]), bank=view["bank"]))
        last = view["last_duel"]
        if last is not None:
            lines.append(t(lang, f"twentyone_caption_last_{last['outcome']}", name=who(names[last["seat"]]),
                           bet=last["bet"], total=last["total"], banker=last["banker_total"]))
        if view["phase"] == "offer" and view["candidate"] is not None:
            lines.append(t(lang, "twentyone_caption_offer", name=who(names[view["candidate"]])))
        elif view["duel"] is not None and view["duel"]["bet"]:
            lines.append(t(lang, "twentyone_caption_duel", name=who(names[view["duel"]["seat"]]),
                           bet=view["duel"]["bet"]))
        if view["turn"]:
            lines.append(t(lang, "twentyone_caption_turn", name=who(names[view["turn"][0]])))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_twentyone_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            if event.kind == "bank_taken":
                out.append(t(lang, "twentyone_bank_taken", name=who(names[data["seat"]]), bank=data["bank"]))
            elif event.kind == "bank_collected":
                out.append(t(lang, "twentyone_bank_collected", name=who(names[data["seat"]]), bank=data["bank"],
                             reason=t(lang, f"twentyone_reason_{data['reason']}")))
            elif event.kind == "cashout":
                out.append(t(lang, "twentyone_cashout", name=who(names[data["seat"]])))
            elif event.kind == "left":
                out.append(t(lang, "twentyone_left", name=who(names[data["seat"]])))
            elif event.kind == "game_over":
                out.append(self._game_over(data, names, lang))
        return out

    def _game_over(self, data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        balances = data["balances"]
        return t(lang, "twentyone_won", names=names_of(most_chips(balances), names), chips=max(balances),
                 table=nets_line(balances, data["net"], names, lang))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        house = t(lang, "twentyone_house", bank=options["bank_size"], min_bet=options["min_bet"],
                  multiple=options["cashout_multiple"], cycles=options["max_cycles"],
                  rotations=options["rotations"], start=options["start_balance"],
                  sides=t(lang, "twentyone_sides_on" if options["side_bets"] else "twentyone_sides_off"))
        return t(lang, "twentyone_rules", ace=t(lang, f"twentyone_ace_{options['ace_value']}"),
                 bank=options["bank_size"], min_bet=options["min_bet"], house=house)

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """The actor, whoever acts now and, when the bank changes hands or the game ends, everyone (their chips
        and the banker's name change)."""
        kinds = {event.kind for event in events}
        if kinds & {"bank_taken", "bank_collected", "game_over", "duel_over"}:
            return set(range(game.players))
        return {actor, *game.to_act()}


def twentyone_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return TwentyOnePlayer().choose(game.view(seat), decision_seed(game, seat))


def twentyone_advice(game: Game, seat: int, think: float) -> Advice:
    """`twentyone_move` with its reason: to hit or to stand, how often one more card would bust the hand (the
    worth of each, which decides, rests on a model of the banker that a figure would overstate)."""
    view, action = game.view(seat), twentyone_move(game, seat, think)
    if action == "stand" or action == "hit" or action.startswith("flip:"):
        return Advice(action, "twentyone_hint_stand" if action == "stand" else "twentyone_hint_hit",
                      {"share": bust_share(view)})
    return Advice(action)


ENTRY = GameEntry(
    ui=TwentyOneUI(),
    computer=twentyone_move,
    advice=twentyone_advice,
    menu={"fa": "باز کردن میز بیست‌ویک", "en": "Open a Twenty-One table"},
    help={"fa": "/twentyone یا /21 — باز کردن میز بیست‌ویک (۲ تا ۱۰ نفر)",
          "en": "/twentyone or /21 — open a Twenty-One table (2 to 10 players)"},
    columns=(Column("chips", "chips"),),
    aliases=("21",),
)
