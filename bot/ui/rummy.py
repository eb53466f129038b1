"""Rummy in Telegram: the private hand grouped into the melds the engine finds, and single-press moves.

The hand message lists each meld on a line of its own and the deadwood under them with its value; its buttons
are the draw (the stock or the top discard) and then the cards, one row per meld and the deadwood last, with a
Declare button for every discard that leaves ten melded cards. Nobody arranges cards: the engine's meld search
does. The group's table shows the stock's size, the discard top, both players' card counts and scores.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai.rummy import rummy_advice, rummy_move
from bot.games.cards import label
from bot.games.protocol import Event, Game, View
from bot.games.rummy import DECLARE, DISCARD, PASS, STOCK, TAKE, Rummy
from bot.i18n import counted, num, t, who
from bot.plugin import Button, Column, GameEntry, GameUI, Keyboard
from bot.render.rummy.table import render_rummy_table

LTR = ("\u2066", "\u2069")  # card labels read left to right, inside Persian text too
CARDS_PER_ROW = 6

i18n.register({
    "fa": {
        "rummy_title": "ریم",
        "rummy_summary": (
            "🎯 هر ده برگتان را جور کنید: ۳ برگ یا بیشتر پشت سر هم از یک خال، یا ۳ و ۴ برگ هم‌عدد.\n"
            "🔄 هر نوبت برگ روی زمین یا برگ روی دسته را بردارید و یک برگ بیندازید.\n"
            "🏆 با ده برگ جور «جور شدم» بزنید و امتیاز برگ‌های بی‌جفت حریف را ببرید؛ {g[hand]}ها تا امتیاز هدف "
            "ادامه دارد."
        ),
        "rummy_how_to": (
            "💡 برای برداشتن «از دسته» یا برگ زمین را بزنید، بعد برگی را که می‌اندازید؛ وقتی بتوانید جور شوید "
            "دکمهٔ «جور شدم» می‌آید."
        ),
        "rummy_start": ("🃏 <b>ریم</b>: {dealer} ۱۱ برگ و حریفش ۱۰ برگ دارد؛ {stock} برگ در دسته است.\n"
                        "{dealer} با انداختن یک برگ شروع می‌کند. برگ‌هایتان در پیوی ربات است."),
        "rummy_hand_head": "<b>ریم</b> · {g[hand]} {deal} · شما {mine}، حریف {theirs} (تا {target})",
        "rummy_meld": "🟩 {cards}",
        "rummy_deadwood": "بی‌جفت: {cards} = {points}",
        "rummy_no_deadwood": "همهٔ برگ‌ها جور است.",
        "rummy_turn_opening": "▶️ <b>نوبت شماست:</b> شما دست دادید؛ بدون برداشتن یک برگ بیندازید.",
        "rummy_turn_draw": "▶️ <b>نوبت شماست:</b> از دسته ({stock}) بردارید یا {top} را از زمین.",
        "rummy_turn_draw_stock": "▶️ <b>نوبت شماست:</b> از دسته ({stock}) بردارید.",
        "rummy_turn_empty": ("▶️ <b>نوبت شماست:</b> دسته تمام شد. {top} را بردارید و جور شوید، یا پاس بدهید؛ "
                             "اگر هر دو پاس بدهید این دور بی‌نتیجه است."),
        "rummy_turn_empty_pass": ("▶️ <b>نوبت شماست:</b> دسته تمام شد و با {top} جور نمی‌شوید؛ پاس بدهید. "
                                  "اگر هر دو پاس بدهید این دور بی‌نتیجه است."),
        "rummy_turn_discard": "▶️ <b>یک برگ بیندازید.</b>",
        "rummy_can_declare": "🏁 می‌توانید جور شوید: دکمهٔ «جور شدم» را بزنید.",
        "rummy_must_declare": "🏁 دسته تمام شده: با برگی که برداشتید جور شوید.",
        "rummy_wait": "نوبت شما نیست. میز در گروه است.",
        "rummy_over": "بازی تمام شد.",
        "rummy_btn_stock": "🂠 از دسته ({n})",
        "rummy_btn_take": "برداشتن {card}",
        "rummy_btn_pass": "پاس",
        "rummy_btn_declare": "🏁 جور شدم، {card} را می‌اندازم",
        "rummy_caption_piles": "{g[hand]} {deal} · دسته: {stock} · روی زمین: {top}",
        "rummy_caption_empty": "خالی",
        "rummy_caption_draw": "▶️ نوبت {name}: برداشتن",
        "rummy_caption_discard": "▶️ نوبت {name}: انداختن",
        "rummy_caption_scores": "امتیاز: {a} {sa} · {b} {sb} (تا {target})",
        "rummy_caption_over": "🏆 برنده: {name}",
        "rummy_caption_tie": "بازی مساوی تمام شد",
        "rummy_went_out": ("🏁 <b>{winner}</b> جور شد: {melds}\n{loser}: {loser_melds} · بی‌جفت {deadwood} = {points}\n"
                           "<b>{winner} +{points}</b> · امتیاز: {scores}"),
        "rummy_void": "🂠 دسته تمام شد و هر دو پاس دادند: این دور بی‌نتیجه است.",
        "rummy_none": "—",
        "rummy_won": "🏆 <b>{name}</b> بازی را برد: {scores}",
        "rummy_won_deals": "سقف دورها رسید؛ بیشترین امتیاز می‌برد. 🏆 <b>{name}</b>: {scores}",
        "rummy_tied": "سقف دورها رسید و امتیازها برابر است: {scores}",
        "rummy_won_left": "{name} بازی را ترک کرد؛ 🏆 <b>{winner}</b> برد.",
        "rummy_chips": "ژتون: {chips}",
        "rummy_scores_row": ("{rank}. {name}: {matches} برد از {played} بازی، {deals} دور، {points} امتیاز، "
                             "{chips} ژتون"),
        "rummy_stats": "{game}: {played} بازی، {matches} برد، {deals} دور، {points} امتیاز، {chips} ژتون",
        "rummy_option_target": "تا {n} امتیاز",
        "rummy_rules": (
            "<b>قوانین ریم</b> (دو نفر)\n"
            "• دست‌دهنده ۱۱ برگ و حریف ۱۰ برگ می‌گیرد؛ ۳۱ برگ پشت‌رو دستهٔ وسط است.\n"
            "• دست‌دهنده اول بدون برداشتن یک برگ رو می‌اندازد. بعد هر نوبت: برگ روی زمین یا برگ روی دسته "
            "را بردارید و یک برگ بیندازید. برگی را که از زمین برداشتید همان نوبت نمی‌شود انداخت.\n"
            "• جور: ۳ برگ یا بیشتر پشت سر هم از یک خال (آس-۲-۳ {ace}) یا ۳ و ۴ برگ هم‌عدد. ربات خودش بهترین "
            "چیدمان را پیدا می‌کند.\n"
            "• هر کس بعد از انداختن، ده برگش همه جور باشد «جور شدم» می‌زند و برگ‌های بی‌جفت حریف "
            "(کمترین حالت) را می‌برد: آس ۱۴، شاه ۱۳، بی‌بی ۱۲، سرباز {jack}، بقیه به عدد خودشان.\n"
            "• وقتی دسته تمام شد، برگ روی زمین را فقط وقتی می‌شود برداشت که با آن همان‌جا جور شوید (و باید "
            "جور شوید)؛ وگرنه پاس می‌دهید. اگر هر دو پشت سر هم پاس بدهند، آن دور بی‌نتیجه است.\n"
            "• اگر سقف دورهای این میز زودتر برسد، امتیاز بیشتر می‌برد.\n"
            "قانون‌های این میز: {house}"
        ),
        "rummy_ace_high": "و بی‌بی-شاه-آس هم؛ شاه-آس-۲ نه",
        "rummy_ace_low": "فقط؛ بی‌بی-شاه-آس نه",
        "rummy_house": ("برد با {target} امتیاز؛ حداکثر {deals} دور؛ {stake} ژتون از بازنده به برنده؛ کسی که "
                        "بازی را ترک کند می‌بازد"),
        "rummy_refused_discard_now": "حالا یک برگ بیندازید.",
        "rummy_refused_just_taken": "برگی را که از زمین برداشتید همین نوبت نمی‌شود انداخت.",
        "rummy_refused_not_melded": "با انداختن این برگ، ده برگ دیگر همه جور نیست.",
        "rummy_refused_must_declare": "دسته تمام شده: با برگی که برداشتید باید جور شوید.",
        "rummy_hint_declare": "بعد از انداختن این برگ هر ده برگتان جور است: ۰ امتیاز بی‌جفت",
        "rummy_hint_take": "نگه داشتن این برگ دستتان را به جور شدن نزدیک‌تر می‌کند",
        "rummy_hint_stock": "برگ روی زمین دستتان را به جور شدن نزدیک‌تر نمی‌کند",
        "rummy_hint_discard": ("دستتان را نزدیک‌ترین به جور شدن نگه می‌دارد؛ برگ‌های نادیده‌ای که نزدیک‌ترش می‌کنند: "
                               "{outs}"),
    },
    "en": {
        "rummy_title": "Rummy",
        "rummy_summary": (
            "🎯 Make all ten of your cards into melds: runs of 3 or more in one suit, or 3 or 4 of a rank.\n"
            "🔄 Each turn take the top discard or the top stock card, then discard one.\n"
            "🏆 Declare with ten melded cards to score the opponent's unmelded cards; deals go on to the target "
            "score."
        ),
        "rummy_how_to": (
            "💡 Press the stock or the discard to draw, then the card to discard; a Declare button comes when you "
            "can go out."
        ),
        "rummy_start": ("🃏 <b>Rummy</b>: {dealer} holds 11 cards and the opponent 10; {stock} cards are in the "
                        "stock.\n{dealer} opens by discarding. Your cards are in your private chat with me."),
        "rummy_hand_head": "<b>Rummy</b> · hand {deal} · you {mine}, opponent {theirs} (to {target})",
        "rummy_meld": "🟩 {cards}",
        "rummy_deadwood": "Deadwood: {cards} = {points}",
        "rummy_no_deadwood": "Every card is melded.",
        "rummy_turn_opening": "▶️ <b>Your turn:</b> you dealt, so discard a card without drawing.",
        "rummy_turn_draw": "▶️ <b>Your turn:</b> draw from the stock ({stock}) or take {top}.",
        "rummy_turn_draw_stock": "▶️ <b>Your turn:</b> draw from the stock ({stock}).",
        "rummy_turn_empty": ("▶️ <b>Your turn:</b> the stock is empty. Take {top} and declare, or pass; once "
                             "you have both passed, the deal is void."),
        "rummy_turn_empty_pass": ("▶️ <b>Your turn:</b> the stock is empty and {top} does not complete your "
                                  "hand: pass. Once you have both passed, the deal is void."),
        "rummy_turn_discard": "▶️ <b>Discard a card.</b>",
        "rummy_can_declare": "🏁 You can go out: press Declare.",
        "rummy_must_declare": "🏁 The stock is empty: declare with the card you took.",
        "rummy_wait": "Not your turn. The table is in the group.",
        "rummy_over": "The game is over.",
        "rummy_btn_stock": "🂠 Stock ({n})",
        "rummy_btn_take": "Take {card}",
        "rummy_btn_pass": "Pass",
        "rummy_btn_declare": "🏁 Declare, discarding {card}",
        "rummy_caption_piles": "Hand {deal} · stock {stock} · discard {top}",
        "rummy_caption_empty": "empty",
        "rummy_caption_draw": "▶️ {name} to draw",
        "rummy_caption_discard": "▶️ {name} to discard",
        "rummy_caption_scores": "Scores: {a} {sa} · {b} {sb} (to {target})",
        "rummy_caption_over": "🏆 Won by {name}",
        "rummy_caption_tie": "The game ended in a tie",
        "rummy_went_out": ("🏁 <b>{winner}</b> went out: {melds}\n{loser}: {loser_melds} · deadwood {deadwood} = "
                           "{points}\n<b>{winner} +{points}</b> · scores: {scores}"),
        "rummy_void": "🂠 The stock ran out and both passed: a void deal.",
        "rummy_none": "—",
        "rummy_won": "🏆 <b>{name}</b> won the game: {scores}",
        "rummy_won_deals": "The deal limit was reached: the higher score wins. 🏆 <b>{name}</b>: {scores}",
        "rummy_tied": "The deal limit was reached with equal scores: {scores}",
        "rummy_won_left": "{name} left the game; 🏆 <b>{winner}</b> won.",
        "rummy_chips": "Chips: {chips}",
        "rummy_scores_row": "{rank}. {name}: {matches} won of {played}, {deals} hands, {points} points, {chips} chips",
        "rummy_stats": "{game}: {played} played, {matches} won, {deals} hands, {points} points, {chips} chips",
        "rummy_option_target": "To {n} points",
        "rummy_rules": (
            "<b>Rummy (Rim) rules</b> (two players)\n"
            "• The dealer gets 11 cards and the opponent 10; the other 31 are the face-down stock.\n"
            "• The dealer opens by discarding face up without drawing. Then each turn: take the top discard or the "
            "top stock card, and discard one. A card taken from the discard pile stays this turn.\n"
            "• Melds: 3 or more in sequence in one suit (A-2-3 {ace}), or 3 or 4 of a rank. The bot finds the "
            "best arrangement itself.\n"
            "• Whoever, after discarding, holds ten melded cards declares and scores the opponent's deadwood (at "
            "its least): A 14, K 13, Q 12, J {jack}, others their number.\n"
            "• Once the stock is empty, the top discard may be taken only to declare with it at once (and then "
            "you must); otherwise you pass. When both pass in turn, the deal is void.\n"
            "• If the table's deal limit comes first, the higher score wins.\n"
            "House rules at this table: {house}"
        ),
        "rummy_ace_high": "and Q-K-A too; never K-A-2",
        "rummy_ace_low": "only; not Q-K-A",
        "rummy_house": ("first to {target} points; at most {deals} deals; {stake} chips from the loser to the "
                        "winner; a player who leaves loses"),
        "rummy_refused_discard_now": "Discard a card now.",
        "rummy_refused_just_taken": "A card taken from the discard pile stays in your hand this turn.",
        "rummy_refused_not_melded": "Discarding that card doesn't leave ten melded cards.",
        "rummy_refused_must_declare": "The stock is empty: you must declare with the card you took.",
        "rummy_hint_declare": "after this discard all ten of your cards meld: 0 points of deadwood",
        "rummy_hint_take": "keeping it brings your hand closer to going out",
        "rummy_hint_stock": "the top discard would not bring your hand closer to going out",
        "rummy_hint_discard": ("it keeps your hand nearest to going out; unseen cards that would bring it closer: "
                               "{outs}"),
    },
})


def labels(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in cards) + LTR[1]


def rows_of(cards: Sequence[str]) -> list[list[str]]:
    return [list(cards[i:i + CARDS_PER_ROW]) for i in range(0, len(cards), CARDS_PER_ROW)]


def scores_line(scores: Sequence[int], names: Sequence[str], lang: str) -> str:
    return f"{who(names[0])} {num(lang, scores[0])} – {who(names[1])} {num(lang, scores[1])}"


class RummyUI(GameUI):
    game = Rummy
    command = "rummy"
    explains_buttons = True

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"target": (50, 100, 200, 300)}

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return t(lang, "rummy_option_target", n=value)

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "rummy_start", dealer=f"<b>{who(names[view['dealer']])}</b>", stock=view["stock"])

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat, scores = view["seat"], view["scores"]
        lines = [t(lang, "rummy_hand_head", deal=view["deal"] + 1, mine=scores[seat], theirs=scores[1 - seat],
                   target=view["target"])]
        lines += [t(lang, "rummy_meld", cards=labels(meld)) for meld in view["melds"]]
        lines.append(t(lang, "rummy_deadwood", cards=labels(view["deadwood"]), points=view["deadwood_points"])
                     if view["deadwood"] else t(lang, "rummy_no_deadwood"))
        lines.append(self._state_line(view, lang))
        return "\n".join(lines)

    def _state_line(self, view: View, lang: str) -> str:
        if view["phase"] == "over":
            return t(lang, "rummy_over")
        if view["turn"] != view["seat"]:
            return t(lang, "rummy_wait")
        legal = view["legal"]
        top = labels([view["discard_top"]]) if view["discard_top"] else ""
        if view["phase"] == "draw":
            if STOCK not in legal:
                return t(lang, "rummy_turn_empty" if TAKE in legal else "rummy_turn_empty_pass", top=top)
            return t(lang, "rummy_turn_draw" if TAKE in legal else "rummy_turn_draw_stock",
                     stock=counted(lang, view["stock"], "card"), top=top)
        line = t(lang, "rummy_turn_opening" if view["phase"] == "opening" else "rummy_turn_discard")
        if not any(a.startswith(DISCARD + ":") for a in legal):
            return line + "\n" + t(lang, "rummy_must_declare")
        if any(a.startswith(DECLARE + ":") for a in legal):
            return line + "\n" + t(lang, "rummy_can_declare")
        return line

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        if view["turn"] != view["seat"] or view["phase"] == "over":
            return []
        legal = view["legal"]
        if view["phase"] == "draw":
            draws = []
            if STOCK in legal:
                draws.append(Button(t(lang, "rummy_btn_stock", n=num(lang, view["stock"])), STOCK))
            if TAKE in legal:
                draws.append(Button(t(lang, "rummy_btn_take", card=label(view["discard_top"])), TAKE))
            return [draws] + ([[Button(t(lang, "rummy_btn_pass"), PASS)]] if PASS in legal else [])
        allowed = set(legal)
        rows: Keyboard = []
        for group in [*view["melds"], view["deadwood"]]:
            rows += [[self._card_button(c, allowed) for c in row] for row in rows_of(group)]
        declares = [a for a in legal if a.startswith(DECLARE + ":")]
        rows += [[Button(t(lang, "rummy_btn_declare", card=label(a.partition(":")[2])), a)] for a in declares]
        return rows

    @staticmethod
    def _card_button(card: str, allowed: set[str]) -> Button:
        """A card to discard; one that may not go now (just taken, or the stock is out) is marked inactive and
        answers why when pressed."""
        action = f"{DISCARD}:{card}"
        return Button(label(card) if action in allowed else f"·{label(card)}·", action, label(card))

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """A draw changes only the drawer's DM, a discard the two; a deal's end deals both hands anew."""
        if any(e.kind in ("deal_over", "game_over", "left") for e in events):
            return {0, 1}
        return {actor, *game.to_act()}

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        scores = t(lang, "rummy_caption_scores", a=who(names[0]), sa=view["scores"][0], b=who(names[1]),
                   sb=view["scores"][1], target=view["target"])
        if view["phase"] == "over":
            winner = view["winner"]
            head = t(lang, "rummy_caption_tie") if winner is None else \
                t(lang, "rummy_caption_over", name=f"<b>{who(names[winner])}</b>")
            return head + "\n" + scores
        top = labels([view["discard_top"]]) if view["discard_top"] else t(lang, "rummy_caption_empty")
        piles = t(lang, "rummy_caption_piles", deal=view["deal"] + 1, stock=view["stock"], top=top)
        key = "rummy_caption_draw" if view["phase"] == "draw" else "rummy_caption_discard"
        return "\n".join([piles, t(lang, key, name=f"<b>{who(names[view['turn']])}</b>"), scores])

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_rummy_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        """A deal's end with both hands as shown, and the game's; single draws and discards are the table's."""
        out = []
        for event in events:
            data = event.data
            if event.kind == "deal_over":
                out.append(self._deal_over(data, view, names, lang))
            elif event.kind == "game_over":
                out.append(self._game_over(data, view, names, lang))
        return out

    def _deal_over(self, data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        winner = data["winner"]
        if winner is None:
            return t(lang, "rummy_void")
        hands = data["hands"]
        loser = 1 - winner
        return t(lang, "rummy_went_out", winner=who(names[winner]), loser=who(names[loser]),
                 melds=self._melds(hands[winner]["melds"], lang),
                 loser_melds=self._melds(hands[loser]["melds"], lang),
                 deadwood=labels(hands[loser]["deadwood"]), points=data["points"],
                 scores=scores_line(view["scores"], names, lang))

    @staticmethod
    def _melds(melds: Sequence[Sequence[str]], lang: str) -> str:
        return " ".join(f"[{labels(m)}]" for m in melds) or t(lang, "rummy_none")

    def _game_over(self, data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        winner, scores = data["winner"], scores_line(data["scores"], names, lang)
        if data["ending"] == "left":
            text = t(lang, "rummy_won_left", name=who(names[1 - winner]), winner=who(names[winner]))
        elif winner is None:
            return t(lang, "rummy_tied", scores=scores)
        else:
            key = "rummy_won_deals" if data["ending"] == "max_deals" else "rummy_won"
            text = t(lang, key, name=who(names[winner]), scores=scores)
        chips = view["chips"]
        if chips[winner]:
            text += "\n" + t(lang, "rummy_chips", chips=" · ".join(
                f"{who(names[s])} {'+' if chips[s] > 0 else ''}{num(lang, chips[s])}" for s in (0, 1)))
        return text

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        house = t(lang, "rummy_house", target=options["target"], deals=options["max_deals"], stake=options["stake"])
        return t(lang, "rummy_rules", ace=t(lang, "rummy_ace_high" if options["ace_high"] else "rummy_ace_low"),
                 jack=11 if options["rank_number_jack"] else 10, house=house)


ENTRY = GameEntry(
    ui=RummyUI(),
    computer=rummy_move,
    advice=rummy_advice,
    menu={"fa": "باز کردن میز ریم", "en": "Open a Rummy table"},
    help={"fa": "/rummy — باز کردن میز ریم (دو نفر)", "en": "/rummy — open a Rummy (Rim) table (two players)"},
    columns=(Column("deals", "deals_won"), Column("points", "points"), Column("chips", "chips")),
)
