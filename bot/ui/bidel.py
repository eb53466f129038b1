"""Bi-Del in Telegram: everyone passes three cards at once in the DM, then the tricks; the group sees who has
passed (never what), the trick, the deal's penalty points and the scores, lowest best.

While cards are passed each seat chooses with the shared selection keyboard in its own chat, so a pick edits
only the picker's message; once everyone has confirmed, the exchange redraws every hand with the cards received.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai import decision_seed
from bot.ai.advice import action_costs, weighed_advice
from bot.ai.bidel.sampling import WORK, SamplingBidelPlayer
from bot.games.bidel import OFFSETS, PASS_COUNT, PLAY, Bidel
from bot.games.cards import DISPLAY_SUITS, label, suit
from bot.games.protocol import Event, Game, View
from bot.i18n import num, t, who
from bot.plugin import Advice, Column, GameEntry, GameUI, Keyboard
from bot.render.bidel.table import render_bidel_table

from .hand import hand_rows
from .selection import selection_keyboard
from .trick_line import waiting_with_trick

LTR = ("\u2066", "\u2069")  # card labels read left to right, inside Persian text too
EVERYONE_SEES = frozenset({"passed", "deal_over", "new_deal", "match_over"})
FULL_THINK = 0.25  # seconds: the sampling player's whole work takes well under this

i18n.register({
    "fa": {
        "bidel_title": "بی‌دل",
        "bidel_summary": (
            "🎯 تا می‌توانید امتیاز منفی کمتری بگیرید: هر دل ۱ و بی‌بی پیک ۱۳.\n"
            "🔄 اول همه با هم ۳ برگ رد می‌کنند؛ بعد ۲ خاج شروع می‌کند، باید از خال زمینه بازی کنید و بالاترین برگ "
            "همان خال {g[trick]} را می‌برد.\n"
            "🏆 کسی که هر ۲۶ امتیاز را بگیرد، به جایش به هر کدام از بقیه ۲۶ می‌رسد؛ وقتی امتیاز کسی به حد برسد، "
            "کمترین امتیاز برنده است."
        ),
        "bidel_how_to": (
            "💡 برای رد کردن ۳ برگ را بزنید (زدن دوباره پسش می‌گیرد) و بعد «تأیید»؛ در بازی، برگی را که می‌دهید "
            "بزنید."
        ),
        "bidel_and": " و ",
        "bidel_limit_option": "تا {n} امتیاز",
        "bidel_dir_right": "به نفر دست راست",
        "bidel_dir_left": "به نفر دست چپ",
        "bidel_dir_opposite": "به نفر روبه‌رو",
        "bidel_dir_none": "بدون ردکردن برگ",
        "bidel_start": ("بی‌دل شروع شد: {players} نفر، هر کس برای خودش؛ امتیاز کمتر بهتر است.\n"
                        "اول هر کس ۳ برگ {direction} می‌دهد؛ این کار در پیوی ربات است."),
        "bidel_start_no_pass": "بی‌دل شروع شد: {players} نفر؛ این دور برگی رد نمی‌شود و {leader} با ۲ خاج شروع می‌کند.",
        "bidel_hand_head": "<b>بی‌دل</b> · {g[hand]} {deal} · امتیاز منفی: {scores} (تا {limit})",
        "bidel_pass_you": ("▶️ <b>۳ برگ برای {name} ({direction}) انتخاب کنید</b>؛ با زدن دوباره پس می‌گیرید، "
                           "بعد «تأیید». برگ‌هایی که به شما می‌رسد را بعد از ردکردن همه می‌بینید."),
        "bidel_picked": "انتخاب‌شده: {cards}",
        "bidel_pass_done": "برگ‌های {cards} را به {name} دادید. منتظر بقیه…",
        "bidel_gave": "به {name} دادید: {cards}",
        "bidel_got": "از {name} گرفتید: {cards}",
        "bidel_lead_two": "▶️ <b>نوبت شماست:</b> ۲ خاج دارید و با آن شروع می‌کنید.",
        "bidel_your_lead": "▶️ <b>نوبت شماست.</b> شما شروع می‌کنید.",
        "bidel_your_lead_unbroken": "▶️ <b>نوبت شماست.</b> شما شروع می‌کنید؛ هنوز دل نیفتاده و نمی‌شود با دل شروع کرد.",
        "bidel_your_turn": "▶️ <b>نوبت شماست.</b>",
        "bidel_on_table": "روی میز: {cards}",
        "bidel_wait": "نوبت {name} است.",
        "bidel_taken": "امتیاز منفی این دور شما: {points}",
        "bidel_review_cost": "حدود {cost} امتیاز منفی بیشتر، در برابر بقیه",
        "bidel_over": "بازی تمام شد.",
        "bidel_btn_confirm": "تأیید",
        "bidel_caption_head": "{g[hand]} {deal} · امتیاز منفی: {scores} · تا {limit}",
        "bidel_caption_pass": "ردکردن ۳ برگ {direction}",
        "bidel_caption_passed": "✅ داده: {names}",
        "bidel_caption_waiting": "⏳ در حال انتخاب: {names}",
        "bidel_caption_turn": "▶️ نوبت: {name}",
        "bidel_caption_broken": "♥ دل شکسته",
        "bidel_caption_over": "🏆 {names}",
        "bidel_passed": "همه برگ‌هایشان را {direction} دادند. {leader} ۲ خاج دارد و شروع می‌کند.",
        "bidel_new_deal": "{g[hand]} {deal}: هر کس ۳ برگ {direction} می‌دهد.",
        "bidel_new_deal_no_pass": "{g[hand]} {deal}: این دور برگی رد نمی‌شود؛ {leader} با ۲ خاج شروع می‌کند.",
        "bidel_deal_result": "{g[hand]} {deal} تمام شد. امتیاز منفی این دور: {taken}\nجمع: {scores}",
        "bidel_moon": "🌙 <b>{name}</b> همهٔ ۲۶ امتیاز منفی را گرفت: برای خودش صفر و برای بقیه هر کدام ۲۶!",
        "bidel_won": ("🏆 <b>{names}</b> با {best} امتیاز منفی برنده شد؛ {runner} با {second} بعدی است "
                      "(اختلاف {margin})."),
        "bidel_won_all": "🏆 <b>{names}</b> با {best} امتیاز منفی برابر شدند.",
        "bidel_forfeit": "{name} بازی را ترک کرد؛ {names} برنده شد.",
        "bidel_rules": (
            "<b>قوانین بی‌دل</b> (۳ یا ۴ نفر، هر کس برای خودش)\n"
            "• دل‌ها هر کدام ۱ امتیاز منفی و بی‌بی پیک ۱۳؛ روی هم ۲۶ در هر دست. امتیاز کمتر بهتر است.\n"
            "• ۴ نفره: به هر نفر ۱۳ برگ. ۳ نفره: یک ۲ کنار می‌رود و به هر نفر ۱۷ برگ می‌رسد.\n"
            "• پیش از هر دست همه با هم ۳ برگ دلخواه رد می‌کنند: ۴ نفره به راست، چپ، روبه‌رو و دست چهارم "
            "بدون ردکردن؛ ۳ نفره {cycle}. برگ‌های رسیده را کسی پیش از ردکردن همه نمی‌بیند.\n"
            "• کسی که ۲ خاج دارد با آن شروع می‌کند. باید از خال زمینه بازی کرد؛ بالاترین برگ همان خال "
            "(آس از همه بالاتر) دست را می‌برد و حکم نداریم.\n"
            "• در دست اول دل و بی‌بی پیک نمی‌شود انداخت (مگر چیز دیگری نباشد). تا کسی دل نینداخته، نمی‌شود با دل "
            "شروع کرد (مگر همهٔ برگ‌ها دل باشد).\n"
            "• کسی که هر ۲۶ امتیاز منفی را بگیرد، خودش صفر می‌گیرد و به بقیه هر کدام ۲۶ اضافه می‌شود.\n"
            "• وقتی امتیاز کسی به حد برسد، بازی در پایان همان دست تمام می‌شود؛ کمترین امتیاز می‌برد.\n"
            "• ترک بازی یعنی باخت.\n"
            "قانون‌های این میز: {house}"
        ),
        "bidel_cycle_right-left-none": "به راست، چپ و دست سوم بدون ردکردن",
        "bidel_cycle_left-right-none": "به چپ، راست و دست سوم بدون ردکردن",
        "bidel_house": "حد بازی {limit} امتیاز؛ ۳ نفره {removed} کنار می‌رود؛ انداختن بی‌بی پیک دل را {queen}",
        "bidel_queen_breaks": "می‌شکند (بعد از آن می‌شود با دل شروع کرد)",
        "bidel_queen_keeps": "نمی‌شکند (فقط افتادن دل)",
        "bidel_scores_row": "{rank}. {name}: {matches} برد، {moons} بار همهٔ منفی‌ها، {lost} باخت",
        "bidel_stats": "{game}: {played} بازی، {matches} برد، {moons} بار همهٔ منفی‌ها، {lost} باخت",
        "bidel_refused_lead_two_clubs": "دست اول هر دور با ۲ خاج شروع می‌شود.",
        "bidel_refused_no_points_first_trick": "در دست اول نمی‌شود دل یا بی‌بی پیک انداخت.",
        "bidel_refused_hearts_not_broken": "تا کسی دل نینداخته، نمی‌شود با دل شروع کرد.",
    },
    "en": {
        "bidel_title": "Bi-Del",
        "bidel_summary": (
            "🎯 Take as few penalty points as you can: each heart is 1, the queen of spades 13.\n"
            "🔄 First everyone passes three cards at once; then the 2♣ leads, you follow suit if you can, and the "
            "highest card of the led suit takes the {g[trick]}.\n"
            "🏆 Whoever takes all 26 gives everyone else 26 instead; once a score reaches the limit, the lowest "
            "score wins."
        ),
        "bidel_how_to": (
            "💡 To pass, press three cards (again to take one back), then Confirm; in play, press the card you "
            "play."
        ),
        "bidel_and": " &amp; ",
        "bidel_limit_option": "to {n}",
        "bidel_dir_right": "to the right",
        "bidel_dir_left": "to the left",
        "bidel_dir_opposite": "across",
        "bidel_dir_none": "no passing",
        "bidel_start": ("Bi-Del has started: {players} players, each for themselves; the lowest score wins.\n"
                        "First everyone passes 3 cards {direction}, in their private chat with me."),
        "bidel_start_no_pass": "Bi-Del has started: {players} players; no passing this deal, {leader} leads the 2♣.",
        "bidel_hand_head": "<b>Bi-Del</b> · hand {deal} · penalty points: {scores} (to {limit})",
        "bidel_pass_you": ("▶️ <b>Pick 3 cards to pass to {name} ({direction})</b>; press again to put one back, "
                           "then Confirm. You see the cards you get once everyone has passed."),
        "bidel_picked": "Picked: {cards}",
        "bidel_pass_done": "You pass {cards} to {name}. Waiting for the others…",
        "bidel_gave": "You passed to {name}: {cards}",
        "bidel_got": "You got from {name}: {cards}",
        "bidel_lead_two": "▶️ <b>Your lead:</b> you hold the 2♣ and it opens the deal.",
        "bidel_your_lead": "▶️ <b>Your lead.</b>",
        "bidel_your_lead_unbroken": "▶️ <b>Your lead.</b> No heart has fallen yet, so you may not lead one.",
        "bidel_your_turn": "▶️ <b>Your turn.</b>",
        "bidel_on_table": "On the table: {cards}",
        "bidel_wait": "Waiting for {name}.",
        "bidel_taken": "Your penalty points this deal: {points}",
        "bidel_review_cost": "about {cost} more penalty points, against the others",
        "bidel_over": "The game is over.",
        "bidel_btn_confirm": "Confirm",
        "bidel_caption_head": "Hand {deal} · penalty points: {scores} · to {limit}",
        "bidel_caption_pass": "Passing 3 cards {direction}",
        "bidel_caption_passed": "✅ passed: {names}",
        "bidel_caption_waiting": "⏳ choosing: {names}",
        "bidel_caption_turn": "▶️ Turn: {name}",
        "bidel_caption_broken": "♥ hearts broken",
        "bidel_caption_over": "🏆 {names}",
        "bidel_passed": "Everyone has passed {direction}. {leader} holds the 2♣ and leads.",
        "bidel_new_deal": "Hand {deal}: everyone passes 3 cards {direction}.",
        "bidel_new_deal_no_pass": "Hand {deal}: no passing; {leader} leads the 2♣.",
        "bidel_deal_result": "Hand {deal} is over. Penalty points this hand: {taken}\nTotals: {scores}",
        "bidel_moon": "🌙 <b>{name}</b> took all 26 penalty points: nothing for them, 26 for everyone else!",
        "bidel_won": "🏆 <b>{names}</b> won with {best} penalty points; {runner} came next with {second} "
                     "(margin {margin}).",
        "bidel_won_all": "🏆 <b>{names}</b> tied with {best} penalty points.",
        "bidel_forfeit": "{name} left the game; {names} won.",
        "bidel_rules": (
            "<b>Bi-Del rules</b> (3 or 4 players, each for themselves)\n"
            "• Each heart is 1 penalty point and the queen of spades 13: 26 a deal. The lowest score is best.\n"
            "• Four players get 13 cards each. At three one 2 is left out and everyone gets 17.\n"
            "• Before each deal's play everyone passes 3 cards at once: at four to the right, the left, across, "
            "then a deal without passing; at three {cycle}. Nobody sees what they get until all have passed.\n"
            "• The 2♣ leads. Follow suit if you can; the highest card of the led suit wins (ace high), there is no "
            "trump.\n"
            "• No hearts or queen of spades on the first trick (unless you hold nothing else). Hearts may not be "
            "led until one has been thrown (unless you hold only hearts).\n"
            "• Whoever takes all 26 points scores nothing and everyone else gets 26.\n"
            "• When a score reaches the limit, the game ends after that deal; the lowest score wins.\n"
            "• Leaving loses the game.\n"
            "House rules at this table: {house}"
        ),
        "bidel_cycle_right-left-none": "to the right, the left, then a deal without passing",
        "bidel_cycle_left-right-none": "to the left, the right, then a deal without passing",
        "bidel_house": "the limit is {limit}; at three the {removed} is left out; throwing the queen of spades {queen}",
        "bidel_queen_breaks": "breaks hearts (they may be led after it)",
        "bidel_queen_keeps": "does not break hearts (only a heart does)",
        "bidel_scores_row": "{rank}. {name}: {matches} won, {moons} moons, {lost} lost",
        "bidel_stats": "{game}: {played} played, {matches} won, {moons} moons, {lost} lost",
        "bidel_refused_lead_two_clubs": "The first trick of a deal opens with the 2♣.",
        "bidel_refused_no_points_first_trick": "No hearts or queen of spades on the first trick.",
        "bidel_refused_hearts_not_broken": "Hearts may not be led until one has been thrown.",
    },
})


def cards_label(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in cards) + LTR[1]


def names_of(seats: Sequence[int], names: Sequence[str], lang: str) -> str:
    return t(lang, "bidel_and").join(who(names[s]) for s in seats)


def per_seat(values: Sequence[int], names: Sequence[str], lang: str, mine: int | None = None) -> str:
    """`Ali 12 · Sara 3`, the reader's own figure in bold."""
    parts = [f"{who(names[s])} {num(lang, v)}" for s, v in enumerate(values)]
    return " · ".join(f"<b>{p}</b>" if s == mine else p for s, p in enumerate(parts))


def direction_text(view: View, lang: str) -> str:
    return t(lang, f"bidel_dir_{view['direction']}")


def giver(view: View) -> int:
    """The seat whose passed cards this seat gets this deal."""
    seat: int = (view["seat"] - OFFSETS[view["direction"]]) % view["players"]
    return seat


def played_text(pairs: Sequence[Sequence[Any]], names: Sequence[str]) -> str:
    return " · ".join(f"{who(names[seat])} {label(card)}" for seat, card in pairs)


class BidelUI(GameUI):
    game = Bidel
    command = "bidel"
    explains_buttons = True
    has_tricks = True

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"limit": Bidel.OPTIONS["limit"].choices}

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return t(lang, "bidel_limit_option", n=value)

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        if view["phase"] == "pass":
            return t(lang, "bidel_start", players=view["players"], direction=direction_text(view, lang))
        return t(lang, "bidel_start_no_pass", players=view["players"], leader=f"<b>{who(names[view['turn']])}</b>")

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        lines = [t(lang, "bidel_hand_head", deal=view["deal_no"] + 1,
                   scores=per_seat(view["scores"], names, lang, seat), limit=num(lang, view["limit"]))]
        if view["phase"] == "pass":
            lines.append(self._pass_line(view, names, lang))
            return "\n".join(lines)
        if view["gave"]:
            lines.append(t(lang, "bidel_gave", name=who(names[view["receiver"]]), cards=cards_label(view["gave"])))
            lines.append(t(lang, "bidel_got", name=who(names[giver(view)]), cards=cards_label(view["received"])))
        if view["points"][seat]:
            lines.append(t(lang, "bidel_taken", points=num(lang, view["points"][seat])))
        lines.append(self._turn_line(view, names, lang))
        return "\n".join(lines)

    @staticmethod
    def _pass_line(view: View, names: Sequence[str], lang: str) -> str:
        receiver = who(names[view["receiver"]])
        if not view["legal"]:
            return t(lang, "bidel_pass_done", cards=cards_label(view["picked"]), name=receiver)
        line = t(lang, "bidel_pass_you", name=receiver, direction=direction_text(view, lang))
        if view["picked"]:
            line += "\n" + t(lang, "bidel_picked", cards=cards_label(view["picked"]))
        return line

    @staticmethod
    def _turn_line(view: View, names: Sequence[str], lang: str) -> str:
        seat, turn = view["seat"], view["turn"]
        if view["phase"] == "over":
            return t(lang, "bidel_over")
        if turn != seat:
            return waiting_with_trick(t(lang, "bidel_wait", name=who(names[turn])), view, names, lang)
        if view["trick"]:
            return t(lang, "bidel_your_turn") + "\n" + t(lang, "bidel_on_table",
                                                          cards=played_text(view["trick"], names))
        if not view["played"]:
            return t(lang, "bidel_lead_two")
        return t(lang, "bidel_your_lead" if view["hearts_broken"] else "bidel_your_lead_unbroken")

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        legal = view["legal"]
        if view["phase"] == "pass" and legal:
            return selection_keyboard(view["hand"], view["picked"], legal, PASS_COUNT,
                                      t(lang, "bidel_btn_confirm"), lang)
        return hand_rows(view["hand"], legal, suit, DISPLAY_SUITS)

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        kinds = {e.kind for e in events}
        if kinds & EVERYONE_SEES:
            return set(range(game.players))
        if not kinds or kinds == {"pass_confirmed"}:  # a pick or a confirmed pass shows only in its own chat
            return {actor}
        return super().changed_hands(game, events, actor)

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        lines = [t(lang, "bidel_caption_head", deal=view["deal_no"] + 1, scores=per_seat(view["scores"], names, lang),
                   limit=num(lang, view["limit"]))]
        phase = view["phase"]
        if phase == "over":
            if view["winners"]:
                lines.append(t(lang, "bidel_caption_over", names=f"<b>{names_of(view['winners'], names, lang)}</b>"))
        elif phase == "pass":
            lines.append(t(lang, "bidel_caption_pass", direction=direction_text(view, lang)))
            passed = view["passed"]
            waiting = [s for s in range(view["players"]) if s not in passed]
            if passed:
                lines.append(t(lang, "bidel_caption_passed", names=names_of(passed, names, lang)))
            lines.append(t(lang, "bidel_caption_waiting", names=names_of(waiting, names, lang)))
        else:
            turn = t(lang, "bidel_caption_turn", name=f"<b>{who(names[view['turn']])}</b>")
            lines.append(turn + (" · " + t(lang, "bidel_caption_broken") if view["hearts_broken"] else ""))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_bidel_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            if event.kind == "passed":
                out.append(t(lang, "bidel_passed", direction=t(lang, f"bidel_dir_{data['direction']}"),
                             leader=f"<b>{who(names[data['leader']])}</b>"))
            elif event.kind == "deal_over":
                out.append(self._deal_over(data, names, lang, view["scores"]))
            elif event.kind == "new_deal":
                out.append(self._new_deal(data, view, names, lang))
            elif event.kind == "match_over":
                out.append(self._match_over(data, names, lang))
        return out

    @staticmethod
    def _deal_over(data: Mapping[str, Any], names: Sequence[str], lang: str, scores: Sequence[int]) -> str:
        text = t(lang, "bidel_deal_result", deal=data["deal_no"] + 1, taken=per_seat(data["taken"], names, lang),
                 scores=per_seat(scores, names, lang))
        if data["moon"] is not None:
            text += "\n" + t(lang, "bidel_moon", name=who(names[data["moon"]]))
        return text

    @staticmethod
    def _new_deal(data: Mapping[str, Any], view: View, names: Sequence[str], lang: str) -> str:
        if data["direction"] == "none":
            return t(lang, "bidel_new_deal_no_pass", deal=data["deal_no"] + 1,
                     leader=f"<b>{who(names[view['turn']])}</b>")
        return t(lang, "bidel_new_deal", deal=data["deal_no"] + 1, direction=t(lang, f"bidel_dir_{data['direction']}"))

    @staticmethod
    def _match_over(data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        winners, scores = data["winners"], data["scores"]
        if data["forfeit"] is not None:
            return t(lang, "bidel_forfeit", name=who(names[data["forfeit"]]), names=names_of(winners, names, lang))
        best = scores[winners[0]]
        others = sorted((scores[s], s) for s in range(len(scores)) if s not in winners)
        if not others:
            return t(lang, "bidel_won_all", names=names_of(winners, names, lang), best=num(lang, best))
        second, runner = others[0]
        return t(lang, "bidel_won", names=names_of(winners, names, lang), best=num(lang, best),
                 runner=who(names[runner]), second=num(lang, second), margin=num(lang, second - best))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        house = t(lang, "bidel_house", limit=num(lang, options["limit"]),
                  removed=LTR[0] + label(options["three_player_removed"]) + LTR[1],
                  queen=t(lang, "bidel_queen_breaks" if options["queen_breaks_hearts"] else "bidel_queen_keeps"))
        return t(lang, "bidel_rules", cycle=t(lang, f"bidel_cycle_{options['three_player_cycle']}"), house=house)


def bidel_move(game: Game, seat: int, think: float) -> str:
    """The sampling player's move for `seat`, from its view alone: its full work fits `FULL_THINK` seconds on a
    busy machine, and a shorter allowance scales it down."""
    return bidel_advice(game, seat, think).action


def bidel_advice(game: Game, seat: int, think: float) -> Advice:
    """`bidel_move` with its reason: for a card, in how many of the deals tried no other card cost less, and how
    many penalty points more each other card would cost (the seat's points taken less the other seats' average,
    less being better); the pass follows rules of thumb and gives the generic reason."""
    player = SamplingBidelPlayer(max(1, round(WORK * min(1.0, think / FULL_THINK))))
    action = player.choose(game.view(seat), decision_seed(game, seat))
    costs = action_costs(player.weighed, game.legal_actions(seat), lambda other, _: other[len(PLAY):])
    return weighed_advice(action, player.weighed, costs=costs)


ENTRY = GameEntry(
    ui=BidelUI(),
    computer=bidel_move,
    advice=bidel_advice,
    review_cost="bidel_review_cost",
    menu={"fa": "باز کردن میز بی‌دل", "en": "Open a Bi-Del table"},
    help={"fa": "/bidel — باز کردن میز بی‌دل (۳ یا ۴ نفر)", "en": "/bidel — open a Bi-Del table (3 or 4 players)"},
    columns=(Column("moons", "moons"), Column("lost", "lost", higher_is_better=False)),
    short_match={"limit": 100},
)
