"""Shaitan in Telegram: the drawer's buttons name positions in the neighbour's face-down fan, nothing else.

Only the seat to draw gets buttons in its DM (`🂠 1` … `🂠 k`, from `blind_pick`); every other hand is text. A
draw edits the drawer's DM (the card drawn, the pair thrown), the DM of the player drawn from (which card went)
and the next drawer's. The group's table shows hand sizes as fans of backs, whose turn it is and the pairs
thrown; the caption says the last draw in a line. Nothing sent to anyone but the joker's holder depends on
where the joker is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai.shaitan import shaitan_advice, shaitan_move
from bot.games.cards import JOKER, RANKS, SUITS, label, rank, suit
from bot.games.protocol import Event, Game, View
from bot.games.shaitan import Shaitan
from bot.i18n import counted, num, t, who
from bot.plugin import Column, GameEntry, GameUI, Keyboard
from bot.render.shaitan.table import render_shaitan_table

from .blind_pick import position_buttons

LTR = ("\u2066", "\u2069")  # card labels read left to right, inside Persian text too

i18n.register({
    "fa": {
        "shaitan_title": "شیطان",
        "shaitan_summary": (
            "🎯 برگ‌هایتان را جفت‌جفت بریزید و پیش از آن‌که جوکر روی دستتان بماند خالی شوید.\n"
            "🔄 در نوبتتان یک برگ پشت‌رو از نفر کناری بکشید؛ اگر با برگی از دستتان جفت شد، جفت زمین می‌رود و "
            "دوباره می‌کشید.\n"
            "🏆 هر کس دستش خالی شود بیرون است؛ آخرین کسی که جوکر دستش بماند شیطان است و می‌بازد."
        ),
        "shaitan_start": ("😈 <b>شیطان</b> با {players} بازیکن: ۵۳ برگ (با یک جوکر) پخش شد و {pairs} جفت "
                          "خودبه‌خود ریخته شد.\n{first} اول از {source} می‌کشد. برگ‌هایتان در پیوی ربات است."),
        "shaitan_hand_head": "<b>شیطان</b> · {n} در دست دارید",
        "shaitan_you_drew": "از {name} کشیدید: {card}",
        "shaitan_you_paired": "از {name} {card} را کشیدید و جفت {pair} را ریختید.",
        "shaitan_taken": "{name} از دست شما {card} را کشید.",
        "shaitan_turn": "▶️ <b>نوبت شماست:</b> از {name} ({n}) یک برگ بکشید؛ شماره‌ای را بزنید.",
        "shaitan_wait": "نوبت شما نیست. میز در گروه است.",
        "shaitan_you_out": "🎉 دستتان خالی شد: شما بیرون و در امانید.",
        "shaitan_you_left": "شما از بازی بیرون رفتید.",
        "shaitan_you_lost": "😈 جوکر دست شما ماند: باختید.",
        "shaitan_over": "بازی تمام شد.",
        "shaitan_caption_turn": "▶️ {name} از {source} می‌کشد",
        "shaitan_caption_drew": "{drawer} برگ {position} را از {source} کشید",
        "shaitan_caption_paired": "{drawer} برگ {position} را از {source} کشید و {pair} را ریخت",
        "shaitan_caption_loser": "😈 جوکر دست {name} ماند",
        "shaitan_caption_no_loser": "بازی تمام شد: بقیه رفتند",
        "shaitan_out": "🎉 {name} دستش خالی شد و بیرون رفت.",
        "shaitan_left": "{name} بازی را ترک کرد؛ {n}ش به {heir} رسید.",
        "shaitan_left_alone": "{name} بازی را ترک کرد.",
        "shaitan_lost": "😈 جوکر دست <b>{name}</b> ماند: شیطان شد و باخت!",
        "shaitan_lost_left": "بقیه رفتند؛ بازی بی‌شیطان تمام شد.",
        "shaitan_chips": "ژتون: {chips}",
        "shaitan_scores_row": "{rank}. {name}: {matches} برد از {played} بازی، {devils} بار شیطان، {chips} ژتون",
        "shaitan_stats": "{game}: {played} بازی، {matches} برد، {devils} بار شیطان، {chips} ژتون",
        "shaitan_rules": (
            "<b>قوانین شیطان</b> (۲ تا ۱۲ نفر)\n"
            "• یک جوکر به ۵۲ برگ اضافه و همه پخش می‌شود. هر کس برگ‌های هم‌عدد را دوتا‌دوتا زمین می‌ریزد "
            "(ربات خودش می‌ریزد؛ از سه‌تا یکی می‌ماند). جوکر با هیچ برگی جفت نمی‌شود.\n"
            "• به نوبت (به راست) هر کس از نفر سمت راستش که هنوز برگ دارد یک برگ پشت‌رو می‌کشد: فقط "
            "شمارهٔ جای برگ را می‌بیند. دست آن نفر پیش از هر کشیدن بُر می‌خورد.\n"
            "• اگر برگ کشیده با برگی از دستش جفت شد، جفت را می‌ریزد و دوباره می‌کشد؛ وگرنه (جوکر هم) "
            "نوبتش تمام است و نوبت به همان نفر می‌رسد.\n"
            "• هر کس دستش خالی شود بیرون است. آخرین کسی که جوکر دستش می‌ماند شیطان است و می‌بازد.\n"
            "• کسی نمی‌فهمد جوکر کجاست: گروه فقط تعداد برگ‌ها، شمارهٔ برگ کشیده و جفت‌های ریخته را می‌بیند.\n"
            "قانون‌های این میز: {house}"
        ),
        "shaitan_house": ("شیطان به هر نفر دیگر {stake} ژتون می‌دهد؛ اگر وقت نوبت تمام شود برگ شمارهٔ ۱ "
                          "کشیده می‌شود؛ کسی که بازی را ترک کند می‌بازد و برگ‌هایش به نفر سمت راستش می‌رسد"),
        "shaitan_refused_no_position": "یکی از شماره‌های دست نفر سمت راست را بزنید.",
        "shaitan_hint_blind": ("هر {positions} شماره به یک اندازه خوب است: برگ‌ها پشت‌رو هستند و پیش از هر کشیدن "
                               "از نو بُر خورده‌اند"),
    },
    "en": {
        "shaitan_title": "Shaitan",
        "shaitan_summary": (
            "🎯 Throw out your cards in pairs and run out before the joker is left with you.\n"
            "🔄 On your turn draw a face-down card from your neighbour; one that pairs a card of yours is thrown "
            "out with it and you draw again.\n"
            "🏆 An empty hand is out; the last player holding the joker is the Shaitan and loses."
        ),
        "shaitan_start": ("😈 <b>Shaitan</b> with {players} players: 53 cards (one joker) dealt, and {pairs} pairs "
                          "thrown out at once.\n{first} draws first, from {source}. Your cards are in your private "
                          "chat with me."),
        "shaitan_hand_head": "<b>Shaitan</b> · you hold {n}",
        "shaitan_you_drew": "You drew from {name}: {card}",
        "shaitan_you_paired": "You drew {card} from {name} and threw the pair {pair}.",
        "shaitan_taken": "{name} drew your {card}.",
        "shaitan_turn": "▶️ <b>Your turn:</b> draw a card from {name} ({n}): press a position.",
        "shaitan_wait": "Not your turn. The table is in the group.",
        "shaitan_you_out": "🎉 Your hand is empty: you are out and safe.",
        "shaitan_you_left": "You left the game.",
        "shaitan_you_lost": "😈 You were left holding the joker: you lose.",
        "shaitan_over": "The game is over.",
        "shaitan_caption_turn": "▶️ {name} draws from {source}",
        "shaitan_caption_drew": "{drawer} drew card {position} from {source}",
        "shaitan_caption_paired": "{drawer} drew card {position} from {source} and threw {pair}",
        "shaitan_caption_loser": "😈 {name} was left holding the joker",
        "shaitan_caption_no_loser": "The game is over: everyone else left",
        "shaitan_out": "🎉 {name} emptied their hand and is out.",
        "shaitan_left": "{name} left the game; their {n} went to {heir}.",
        "shaitan_left_alone": "{name} left the game.",
        "shaitan_lost": "😈 <b>{name}</b> was left holding the joker: Shaitan, and loses!",
        "shaitan_lost_left": "Everyone else left: the game ends without a Shaitan.",
        "shaitan_chips": "Chips: {chips}",
        "shaitan_scores_row": "{rank}. {name}: {matches} won of {played}, Shaitan {devils} times, {chips} chips",
        "shaitan_stats": "{game}: {played} played, {matches} won, Shaitan {devils} times, {chips} chips",
        "shaitan_rules": (
            "<b>Shaitan rules</b> (2 to 12 players)\n"
            "• One joker joins the 52 cards and everything is dealt. Pairs of a rank are thrown out (the bot "
            "does it; of three, one stays). The joker pairs with nothing.\n"
            "• In turn (to the right) each player draws a face-down card from the first player on their right who "
            "still holds cards, by its position only; that hand is shuffled before every draw.\n"
            "• A drawn card that pairs one in hand is thrown out with it and the player draws again; anything "
            "else (the joker too) ends the turn, which passes to the player drawn from.\n"
            "• An empty hand is out. The last player holding the joker is the Shaitan and loses.\n"
            "• Nobody learns where the joker is: the group sees hand sizes, the positions drawn and the pairs.\n"
            "House rules at this table: {house}"
        ),
        "shaitan_house": ("the Shaitan pays {stake} chips to every other player; a turn that times out draws "
                          "position 1; a player who leaves loses, and their cards go to the player on their right"),
        "shaitan_refused_no_position": "Press one of the positions of your neighbour's hand.",
        "shaitan_hint_blind": ("all {positions} positions are equally good: the cards are face down and shuffled "
                               "afresh before every draw"),
    },
})


def by_rank(cards: Sequence[str]) -> list[str]:
    """Pairs go by rank, so a hand reads rank by rank; the joker last."""
    return sorted(cards, key=lambda c: (c == JOKER, RANKS.index(rank(c)) if c != JOKER else 0,
                                        SUITS.index(suit(c)) if c != JOKER else 0))


def labels(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in by_rank(cards)) + LTR[1]


def bold_name(names: Sequence[str], seat: int) -> str:
    return f"<b>{who(names[seat])}</b>"


class ShaitanUI(GameUI):
    game = Shaitan
    command = "shaitan"

    def option_label(self, option: str, value: Any, lang: str) -> str:
        return num(lang, value) if isinstance(value, int) else str(value)

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "shaitan_start", players=view["players"], pairs=len(view["pairs"]),
                 first=bold_name(names, view["turn"]), source=who(names[view["source"]]))

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat, hand = view["seat"], view["hand"]
        lines = [t(lang, "shaitan_hand_head", n=counted(lang, len(hand), "card"))]
        if hand:
            lines.append(labels(hand))
        last = view["last_draw"]
        if last is not None and last["drawer"] == seat and view["drawn"] is not None:
            source, card = who(names[last["source"]]), labels([view["drawn"]])
            lines.append(t(lang, "shaitan_you_paired", name=source, card=card, pair=labels(last["paired"]))
                         if last["paired"] else t(lang, "shaitan_you_drew", name=source, card=card))
        if last is not None and last["source"] == seat and view["lost"]:
            lost = view["lost"][-1]
            lines.append(t(lang, "shaitan_taken", name=who(names[lost["to"]]), card=labels([lost["card"]])))
        lines.append(self._state_line(view, names, lang))
        return "\n".join(lines)

    def _state_line(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        if seat in view["left"]:
            return t(lang, "shaitan_you_left")
        if view["loser"] == seat:
            return t(lang, "shaitan_you_lost")
        if seat in view["out"]:
            return t(lang, "shaitan_you_out")
        if view["phase"] == "over":
            return t(lang, "shaitan_over")
        if view["turn"] == seat:
            source = view["source"]
            return t(lang, "shaitan_turn", name=bold_name(names, source),
                     n=counted(lang, view["hand_sizes"][source], "card"))
        return t(lang, "shaitan_wait")

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        return position_buttons(view["legal"], lang)

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """A draw changes the drawer's DM, the DM of the player drawn from and the next drawer's; a seat leaving
        (its cards go to a neighbour) or the end changes everyone's."""
        if any(e.kind in ("left", "game_over") for e in events):
            return set(range(game.players))
        sources = {e.data["source"] for e in events if e.kind == "drew"}
        return {actor, *sources, *game.to_act()}

    # -- the group --------------------------------------------------------------------------------------

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        lines = []
        last = view["last_draw"]
        if last is not None:
            values = {"drawer": who(names[last["drawer"]]), "source": who(names[last["source"]]),
                      "position": last["position"]}
            lines.append(t(lang, "shaitan_caption_paired", pair=labels(last["paired"]), **values)
                         if last["paired"] else t(lang, "shaitan_caption_drew", **values))
        if view["phase"] == "over":
            loser = view["loser"]
            lines.append(t(lang, "shaitan_caption_no_loser") if loser is None
                         else t(lang, "shaitan_caption_loser", name=bold_name(names, loser)))
        else:
            lines.append(t(lang, "shaitan_caption_turn", name=bold_name(names, view["turn"]),
                           source=who(names[view["source"]])))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_shaitan_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        """Who went out, who left and the end; each draw and its pair are the caption's line, so that a long
        turn of pairs does not flood the group."""
        out = []
        for event in events:
            data = event.data
            if event.kind == "out":
                out.append(t(lang, "shaitan_out", name=who(names[data["seat"]])))
            elif event.kind == "left":
                name = who(names[data["seat"]])
                out.append(t(lang, "shaitan_left_alone", name=name) if data["heir"] is None else
                           t(lang, "shaitan_left", name=name, n=counted(lang, data["cards"], "card"),
                             heir=who(names[data["heir"]])))
            elif event.kind == "game_over":
                out.append(self._game_over(data, names, lang))
        return out

    def _game_over(self, data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        loser = data["loser"]
        text = t(lang, "shaitan_lost_left") if loser is None else t(lang, "shaitan_lost", name=who(names[loser]))
        chips = " · ".join(f"{who(names[s])} {'+' if c > 0 else ''}{num(lang, c)}"
                           for s, c in enumerate(data["chips"]) if c)
        return text + ("\n" + t(lang, "shaitan_chips", chips=chips) if chips else "")

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        return t(lang, "shaitan_rules", house=t(lang, "shaitan_house", stake=options["stake"]))


ENTRY = GameEntry(
    ui=ShaitanUI(),
    computer=shaitan_move,
    advice=shaitan_advice,
    menu={"fa": "باز کردن میز شیطان", "en": "Open a Shaitan table"},
    help={"fa": "/shaitan — باز کردن میز شیطان (۲ تا ۱۲ نفر)",
          "en": "/shaitan — open a Shaitan table (2 to 12 players)"},
    columns=(Column("devils", "devils", higher_is_better=False), Column("chips", "chips")),
)
