"""Bluff in Telegram: the DM hand with its pick-then-claim buttons, the Bluff! button in the group and in the DMs,
caption and news.

The seat to play gets its cards as buttons in its DM. Every seat that may call the live play gets a Bluff! button
in its DM too, naming that play, so a play edits the DM of every seat still holding cards (a pass edits two: the
passer's and the next player's). The group's table carries everything public, the live claim and its Bluff!
button included.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import groupby
from typing import Any

from bot import i18n
from bot.ai.bluff import bluff_advice, bluff_move
from bot.games.bluff import UNPICKS_PER_TURN, Bluff
from bot.games.cards import RANKS, SUIT_SYMBOL, SUITS, label, persian_digits, rank, right_of, suit
from bot.games.protocol import Event, Game, View
from bot.i18n import counted, num, t, who
from bot.plugin import Button, Column, GameEntry, GameUI, Keyboard, TimedWindow
from bot.render.bluff.labels import claim_count, rank_name
from bot.render.bluff.table import render_bluff_table

PAGE_SIZE = 40  # cards on one page of a long hand: with the claims and Pass, well under Telegram's 100 buttons
CARDS_PER_ROW = 6
RANKS_PER_ROW = 5
LTR = ("\u2066", "\u2069")  # card codes read left to right, inside Persian text too

i18n.register({
    "fa": {
        "bluff_title": "بلف",
        "bluff_summary": (
            "🎯 اولین کسی باشید که همهٔ برگ‌هایش را زمین می‌گذارد.\n"
            "🔄 در نوبتتان چند برگ را پشت‌رو بگذارید و بگویید چه عددی است؛ تعداد راست است ولی عدد می‌تواند دروغ "
            "باشد، و هر کس می‌تواند «بلف!» بزند.\n"
            "🏆 دروغ لو برود، صاحب ادعا همهٔ برگ‌های زمین را برمی‌دارد؛ راست باشد، کسی که بلف گفته. اولین کسی که "
            "دستش خالی شود و ادعای آخرش بماند برنده است."
        ),
        "bluff_how_to": (
            "💡 برگ‌هایی را که می‌گذارید بزنید (زدن دوباره پسش می‌گیرد)، بعد عددی را که ادعا می‌کنید؛ «بلف!» ادعای "
            "آخر را رو می‌کند."
        ),
        "bluff_wait_for_calls": "{seconds} ثانیه صبر کنید: بقیه هنوز می‌توانند «بلف!» بگویند.",
        "bluff_option_same_rank": "هر دور یک عدد",
        "bluff_option_free": "ادعای آزاد",
        "bluff_option_burn": "🔥 با پاس همه زمین می‌سوزد",
        "bluff_option_keep": "با پاس همه زمین می‌ماند",
        "bluff_start": ("🃏 <b>بلف</b> با {players} بازیکن و {decks}؛ هر نفر {cards} برگ دارد.\n"
                        "{opener} دور اول را شروع می‌کند. برگ‌هایتان در پیوی ربات است؛ "
                        "برای گفتن «بلف زدی» دکمهٔ <b>بلف!</b> زیر میز را بزنید."),
        "bluff_hand_head": "<b>بلف</b> · {n} در دست دارید",
        "bluff_pile_live": "روی زمین: {pile} · ادعای آخر: {name} {claim}",
        "bluff_pile_empty": "زمین خالی است: دور تازه.",
        "bluff_turn_open": "▶️ <b>نوبت شماست؛ دور را باز کنید.</b> {low} تا {high} برگ انتخاب کنید، بعد "
                           "عددی را که ادعا می‌کنید بزنید.",
        "bluff_turn_choose": "▶️ <b>نوبت شماست.</b> {low} تا {high} برگ انتخاب کنید، بعد عددی را که ادعا "
                             "می‌کنید بزنید.",
        "bluff_turn_claim": "▶️ <b>نوبت شماست.</b> {low} تا {high} برگ انتخاب کنید و ادعا کنید {rank} است.",
        "bluff_or_pass": "یا پاس بدهید.",
        "bluff_picked": "انتخاب‌شده: {cards}",
        "bluff_wait": "نوبت شما نیست. میز و دکمهٔ <b>بلف!</b> در گروه است.",
        "bluff_wait_call": "نوبت شما نیست. اگر فکر می‌کنید بلف است، <b>بلف!</b> را همین‌جا یا زیر میز گروه بزنید.",
        "bluff_empty_live": "دستتان خالی است: اگر کسی به ادعای آخرتان بلف نگوید یا راست باشد، برنده‌اید.",
        "bluff_you_finished": "دستتان را خالی کردید: نفر {place}.",
        "bluff_you_left": "شما از بازی بیرون رفتید.",
        "bluff_over": "بازی تمام شد. برنده: {names}",
        "bluff_btn_call": "🫵 بلف!",
        "bluff_btn_pass": "پاس",
        "bluff_and": "، ",
        "bluff_caption_pile": "روی زمین: {pile}",
        "bluff_caption_live": "📣 {name}: {claim}",
        "bluff_caption_new": "دور تازه",
        "bluff_caption_turn": "▶️ نوبت: {name}",
        "bluff_caption_reveal_bluff": "🫵 {caller} به {author} گفت بلف؛ بلف بود و {loser} {taken} برداشت.",
        "bluff_caption_reveal_true": "🫵 {caller} به {author} گفت بلف؛ راست بود و {loser} {taken} برداشت.",
        "bluff_caption_over": "🏆 برنده: {names}",
        "bluff_called_bluff": ("🫵 <b>{caller}</b> به ادعای {author} ({claim}) گفت «بلف زدی!»: <b>بلف بود!</b>\n"
                               "برگ‌ها: {cards}\n{loser} {taken} زمین را برداشت."),
        "bluff_called_true": ("🫵 <b>{caller}</b> به ادعای {author} ({claim}) گفت «بلف زدی!»: "
                              "<b>راست گفته بود.</b>\nبرگ‌ها: {cards}\n{loser} {taken} زمین را برداشت."),
        "bluff_burned": "🔥 همه پاس دادند: {size} زمین ندیده سوخت.",
        "bluff_kept": "همه پاس دادند: {size} زمین ندیده روی میز می‌ماند.",
        "bluff_opens": "{name} دور بعد را شروع می‌کند.",
        "bluff_finished": "🎉 {name} دستش را خالی کرد: نفر {place}.",
        "bluff_left": "{name} بازی را ترک کرد؛ برگ‌هایش از بازی بیرون رفت.",
        "bluff_won": "🏆 <b>{names}</b> برنده شد!",
        "bluff_won_cap": "سقف حرکت‌ها رسید؛ کمترین برگ برنده است. 🏆 <b>{names}</b>",
        "bluff_won_left": "بقیه رفتند؛ 🏆 <b>{names}</b> برنده شد.",
        "bluff_chips": "ژتون: {chips}",
        "bluff_scores_row": "{rank}. {name}: {matches} برد از {played} بازی، {chips} ژتون",
        "bluff_stats": "{game}: {played} بازی، {matches} برد، {chips} ژتون",
        "bluff_rules": (
            "<b>قوانین بلف</b> (۳ تا ۱۵ نفر)\n"
            "• همهٔ برگ‌ها پخش می‌شود: ۳ تا ۶ نفر یک دسته، ۷ تا ۱۲ نفر دو دسته، ۱۳ تا ۱۵ نفر سه دسته.\n"
            "• به نوبت (به راست) هر کس چند برگ را به پشت روی زمین می‌گذارد و می‌گوید چه عددی است، "
            "مثلاً «۳ تا ۷». تعداد همیشه راست است؛ عدد می‌تواند دروغ باشد.\n"
            "• {claims}\n"
            "• هر کس جز صاحب ادعا، تا وقتی برگ دیگری رویش نیامده، می‌تواند دکمهٔ «بلف!» را بزند؛ "
            "اولین نفر حساب است. برگ‌های همان ادعا رو می‌شود: اگر دروغ بود صاحب ادعا، اگر راست بود "
            "کسی که بلف گفت همهٔ برگ‌های زمین را برمی‌دارد و برنده دور بعد را شروع می‌کند.\n"
            "• اولین کسی که دستش خالی شود و ادعای آخرش بماند (بلف نخورد، یا راست باشد) برنده است.\n"
            "قانون‌های این میز: {house}"
        ),
        "bluff_rules_same_rank": "نفر اول هر دور عدد را اعلام می‌کند؛ بقیه همان عدد را ادعا می‌کنند یا پاس "
                                 "می‌دهند. اگر همه پاس بدهند زمین ندیده می‌سوزد و آخرین بازیکن دور بعد را "
                                 "شروع می‌کند.",
        "bluff_rules_same_rank_kept": "نفر اول هر دور عدد را اعلام می‌کند؛ بقیه همان عدد را ادعا می‌کنند یا پاس "
                                      "می‌دهند. اگر همه پاس بدهند برگ‌های زمین ندیده روی میز می‌ماند و آخرین "
                                      "بازیکن دور بعد را روی آن‌ها شروع می‌کند.",
        "bluff_rules_free": "هر کس هر عددی را می‌تواند ادعا کند؛ پاس نیست.",
        "bluff_rules_ascending": "ادعاها به ترتیب آس، ۲، ۳، … شاه و دوباره آس می‌آیند؛ پاس نیست.",
        "bluff_house": "هر بار {low} تا {high} برگ؛ دسته‌های ورق: {decks}؛ {stake} ژتون از هر بازنده به برنده",
        "bluff_decks_auto": "بسته به تعداد نفرات",
        "bluff_deck": "{n} دسته ورق",
        "bluff_decks": "{n} دسته ورق",
        "bluff_refused_already_called": "دیر شد: کس دیگری زودتر بلف گفت.",
        "bluff_refused_not_live": "دیر شد: روی این ادعا برگ دیگری آمده است.",
        "bluff_refused_own_play": "به ادعای خودتان نمی‌توانید بلف بگویید.",
        "bluff_refused_trusted": "شما این ادعا را قبول کرده بودید.",
        "bluff_refused_unpick_limit":
            f"در هر نوبت فقط {persian_digits(str(UNPICKS_PER_TURN))} بار می‌شود برگ را پس گرفت.",
        "bluff_refused_too_many": "بیشتر از این نمی‌شود برگ گذاشت.",
        "bluff_hint_call_last": "اگر این ادعا بماند، صاحبش برنده می‌شود",
        "bluff_hint_call_impossible": "خودتان {held} برگ از عدد ادعاشده دارید و کلاً فقط {copies} برگ از آن هست",
        "bluff_hint_call": ("{held} برگ از عدد ادعاشده دارید؛ با ادعاهای این دور، به حساب من {lie}٪ احتمال دارد "
                            "بلف باشد"),
        "bluff_hint_trust": ("{held} برگ از عدد ادعاشده دارید؛ با ادعاهای این دور، به حساب من فقط {lie}٪ احتمال "
                             "دارد بلف باشد"),
        "bluff_hint_pass": "از این عدد برگی ندارید و من در این حالت فقط {rate}٪ وقت‌ها بلف می‌زنم",
        "bluff_hint_true": "{held} برگ از این عدد دارید: ادعا راست است",
        "bluff_hint_bluff": "از این عدد برگی ندارید و من در این حالت {rate}٪ وقت‌ها بلف می‌زنم",
        "bluff_hint_mixed": "فقط {held} برگ از {count} برگ از این عدد است",
        "bluff_hint_bluff_risk": ("فقط {held} برگ از {count} برگ از این عدد است؛ به حساب من {risk}٪ احتمال دارد "
                                  "کسی بلف بگوید"),
        "bluff_hint_pass_risk": "به حساب من گذاشتن برگ در اینجا {risk}٪ احتمال دارد بلف گفته شود و نمی‌ارزد",
        "bluff_refused_wrong_rank": "ادعا باید عدد همین دور باشد.",
        "bluff_refused_pick_cards": "اول برگ‌هایی را که می‌گذارید انتخاب کنید.",
    },
    "en": {
        "bluff_title": "Bluff",
        "bluff_summary": (
            "🎯 Be the first to get rid of all your cards.\n"
            "🔄 On your turn put cards face down and say what rank they are: the count is true, the rank may be a "
            "lie, and anyone may call Bluff!\n"
            "🏆 A lie found out takes the whole pile to its author, a true claim to the caller; the first empty "
            "hand whose last play stands wins."
        ),
        "bluff_how_to": (
            "💡 Press the cards to play (again to take one back), then the rank you claim; Bluff! turns the last "
            "play up."
        ),
        "bluff_wait_for_calls": "Wait {seconds} s: the others may still call Bluff!",
        "bluff_option_same_rank": "Same rank each round",
        "bluff_option_free": "Free claims",
        "bluff_option_burn": "🔥 All pass: pile burns",
        "bluff_option_keep": "All pass: pile stays",
        "bluff_start": ("🃏 <b>Bluff</b> with {players} players and {decks}: {cards} cards each.\n"
                        "{opener} opens the first round. Your cards are in your private chat with me; press "
                        "<b>Bluff!</b> under the table to call the live claim."),
        "bluff_hand_head": "<b>Bluff</b> · you hold {n}",
        "bluff_pile_live": "Pile: {pile} · live claim: {name} {claim}",
        "bluff_pile_empty": "The pile is empty: a new round.",
        "bluff_turn_open": "▶️ <b>Your turn: you open the round.</b> Pick {low}–{high} cards, then press the "
                           "rank you claim.",
        "bluff_turn_choose": "▶️ <b>Your turn.</b> Pick {low}–{high} cards, then press the rank you claim.",
        "bluff_turn_claim": "▶️ <b>Your turn.</b> Pick {low}–{high} cards and claim them as {rank}.",
        "bluff_or_pass": "Or pass.",
        "bluff_picked": "Picked: {cards}",
        "bluff_wait": "Not your turn. The table and its <b>Bluff!</b> button are in the group.",
        "bluff_wait_call": "Not your turn. If you think it's a bluff, press <b>Bluff!</b> here or under the table "
                           "in the group.",
        "bluff_empty_live": "Your hand is empty: you win unless your last play is called and was a bluff.",
        "bluff_you_finished": "You emptied your hand: place {place}.",
        "bluff_you_left": "You left the game.",
        "bluff_over": "The game is over. Won by {names}",
        "bluff_btn_call": "🫵 Bluff!",
        "bluff_btn_pass": "Pass",
        "bluff_and": ", ",
        "bluff_caption_pile": "Pile: {pile}",
        "bluff_caption_live": "📣 {name}: {claim}",
        "bluff_caption_new": "A new round",
        "bluff_caption_turn": "▶️ Turn: {name}",
        "bluff_caption_reveal_bluff": "🫵 {caller} called {author}: a bluff, {loser} took {taken}.",
        "bluff_caption_reveal_true": "🫵 {caller} called {author}: true, {loser} took {taken}.",
        "bluff_caption_over": "🏆 Won by {names}",
        "bluff_called_bluff": ("🫵 <b>{caller}</b> called {author}'s {claim}: <b>a bluff!</b>\n"
                               "The cards: {cards}\n{loser} takes the pile ({taken})."),
        "bluff_called_true": ("🫵 <b>{caller}</b> called {author}'s {claim}: <b>it was true.</b>\n"
                              "The cards: {cards}\n{loser} takes the pile ({taken})."),
        "bluff_burned": "🔥 Everyone passed: the pile of {size} is burned unseen.",
        "bluff_kept": "Everyone passed: the pile of {size} stays on the table unseen.",
        "bluff_opens": "{name} opens the next round.",
        "bluff_finished": "🎉 {name} emptied their hand: place {place}.",
        "bluff_left": "{name} left the game; their cards are out of play.",
        "bluff_won": "🏆 <b>{names}</b> won the game!",
        "bluff_won_cap": "The play limit was reached: the fewest cards win. 🏆 <b>{names}</b>",
        "bluff_won_left": "Everyone else left: 🏆 <b>{names}</b> won.",
        "bluff_chips": "Chips: {chips}",
        "bluff_scores_row": "{rank}. {name}: {matches} won of {played}, {chips} chips",
        "bluff_stats": "{game}: {played} played, {matches} won, {chips} chips",
        "bluff_rules": (
            "<b>Bluff rules</b> (3 to 15 players)\n"
            "• All cards are dealt: one deck for 3–6 players, two for 7–12, three for 13–15.\n"
            "• In turn (to the right) each player puts cards face down and says what they are, e.g. “3 × 7”. "
            "The count is always true; the rank may be a lie.\n"
            "• {claims}\n"
            "• Anyone but its author may press Bluff! while a play is live (until a play is made on top of it); "
            "the first press counts. Its cards are shown: a lie and its author takes the whole pile, the truth "
            "and the caller does; the other one opens the next round.\n"
            "• The first player to empty their hand wins once that last play stands (not called, or true).\n"
            "House rules at this table: {house}"
        ),
        "bluff_rules_same_rank": "The opener names the round's rank; later plays claim it or pass. If everyone "
                                 "passes, the pile is burned unseen and the last player opens the next round.",
        "bluff_rules_same_rank_kept": "The opener names the round's rank; later plays claim it or pass. If "
                                      "everyone passes, the pile stays on the table unseen and the last player "
                                      "opens the next round on top of it.",
        "bluff_rules_free": "Each play may claim any rank; nobody passes.",
        "bluff_rules_ascending": "Claims go A, 2, 3, … K and round again; nobody passes.",
        "bluff_house": "{low}–{high} cards a play; decks: {decks}; {stake} chips from each loser to each winner",
        "bluff_decks_auto": "by player count",
        "bluff_deck": "{n} deck",
        "bluff_decks": "{n} decks",
        "bluff_refused_already_called": "Too late: someone else called that play first.",
        "bluff_refused_not_live": "Too late: another play has been made on top of that one.",
        "bluff_refused_own_play": "You can't call your own play.",
        "bluff_refused_trusted": "You already let that play stand.",
        "bluff_refused_unpick_limit": f"Cards go back at most {UNPICKS_PER_TURN} times a turn.",
        "bluff_refused_too_many": "You can't add more cards to this play.",
        "bluff_hint_call_last": "letting this play stand would make its author the winner",
        "bluff_hint_call_impossible": "you hold {held} of the claimed rank yourself, and there are only {copies}",
        "bluff_hint_call": ("you hold {held} of the claimed rank; with this round's claims, by my count it is a lie "
                            "{lie}% of the time"),
        "bluff_hint_trust": ("you hold {held} of the claimed rank; with this round's claims, by my count it is a lie "
                             "only {lie}% of the time"),
        "bluff_hint_pass": "you hold none of this rank, and lacking it I bluff only {rate}% of the time",
        "bluff_hint_true": "you hold {held} of this rank: the claim is true",
        "bluff_hint_bluff": "you hold none of this rank, and lacking it I bluff {rate}% of the time",
        "bluff_hint_mixed": "only {held} of the {count} cards are of this rank",
        "bluff_hint_bluff_risk": ("only {held} of the {count} cards are of this rank; by my count someone calls it "
                                  "{risk}% of the time"),
        "bluff_hint_pass_risk": "by my count a play here would be called {risk}% of the time, more than it is worth",
        "bluff_refused_wrong_rank": "The claim must be the round's rank.",
        "bluff_refused_pick_cards": "Pick the cards to play first.",
    },
})


def by_rank(cards: Sequence[str]) -> list[str]:
    """The claim is about rank, so hands read rank by rank, suits in the deck's order within one."""
    return sorted(cards, key=lambda c: (RANKS.index(rank(c)), SUITS.index(suit(c)), c))


def cards_line(cards: Sequence[str]) -> str:
    """`A ♣♥ · 7 ♦♦♠`: every rank with the suits held of it."""
    groups = groupby(by_rank(cards), key=rank)
    line = "  ·  ".join(f"{r} {''.join(SUIT_SYMBOL[suit(c)] for c in group)}" for r, group in groups)
    return LTR[0] + line + LTR[1]


def labels(cards: Sequence[str]) -> str:
    return LTR[0] + " ".join(label(c) for c in by_rank(cards)) + LTR[1]


def names_of(seats: Sequence[int], names: Sequence[str], lang: str) -> str:
    return t(lang, "bluff_and").join(who(names[s]) for s in seats)


def pages_of(cards: Sequence[str]) -> list[list[str]]:
    ordered = by_rank(cards)
    return [ordered[i:i + PAGE_SIZE] for i in range(0, len(ordered), PAGE_SIZE)] or [[]]


def card_rows(cards: Sequence[str]) -> list[list[str]]:
    """Rows of at most CARDS_PER_ROW that start a rank on a new row when it would not fit in the current one."""
    rows: list[list[str]] = []
    for _, group in groupby(cards, key=rank):
        same = list(group)
        if rows and len(rows[-1]) + len(same) <= CARDS_PER_ROW:
            rows[-1] += same
            continue
        rows += [same[i:i + CARDS_PER_ROW] for i in range(0, len(same), CARDS_PER_ROW)]
    return rows


class BluffUI(GameUI):
    game = Bluff
    command = "bluff"
    explains_buttons = True

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"claim_rule": ("same_rank", "free"), "burn_on_all_pass": (True, False)}

    def option_label(self, option: str, value: Any, lang: str) -> str:
        if option == "burn_on_all_pass":
            return t(lang, "bluff_option_burn" if value else "bluff_option_keep")
        return t(lang, f"bluff_option_{value}")

    def again_options(self, record: Mapping[str, Any]) -> dict[str, Any]:
        """§2: in the next game the deal passes to the right of this game's dealer."""
        dealer = Bluff(record["options"], record["players"], record["seed"]).dealer
        return {**record["options"], "dealer": right_of(dealer, record["players"])}

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        sizes = view["hand_sizes"]
        low, high = min(sizes), max(sizes)
        cards = num(lang, low) if low == high else f"{num(lang, low)}–{num(lang, high)}"
        decks = t(lang, "bluff_decks" if view["decks"] > 1 else "bluff_deck", n=view["decks"])
        return t(lang, "bluff_start", players=view["players"], decks=decks, cards=cards,
                 opener=f"<b>{who(names[view['turn']])}</b>")

    # -- the private hand -------------------------------------------------------------------------------

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        seat, hand = view["seat"], view["hand"]
        lines = [t(lang, "bluff_hand_head", n=counted(lang, len(hand), "card"))]
        if hand:
            lines.append(cards_line(hand))
        lines.append(self._state_line(view, names, lang))
        if view["selected"]:
            lines.append(t(lang, "bluff_picked", cards=labels(view["selected"])))
        live = view["live"]
        if view["turn"] != seat and not hand and live is not None and live["seat"] == seat:
            lines.append(t(lang, "bluff_empty_live"))
        return "\n".join(lines)

    def _state_line(self, view: View, names: Sequence[str], lang: str) -> str:
        seat = view["seat"]
        if view["winners"] is not None:
            return t(lang, "bluff_over", names=names_of(view["winners"], names, lang))
        if seat in view["out"]:
            return t(lang, "bluff_you_left")
        if seat in view["finished"]:
            return t(lang, "bluff_you_finished", place=view["finished"].index(seat) + 1)
        if view["turn"] != seat and seat in view["callers"]:
            return self._pile_line(view, names, lang) + "\n" + t(lang, "bluff_wait_call")
        if view["turn"] != seat:
            return t(lang, "bluff_wait")
        return self._pile_line(view, names, lang) + "\n" + self._turn_line(view, lang)

    def _pile_line(self, view: View, names: Sequence[str], lang: str) -> str:
        live = view["live"]
        if live is None:
            return t(lang, "bluff_pile_empty")
        return t(lang, "bluff_pile_live", pile=counted(lang, view["pile"], "card"), name=who(names[live["seat"]]),
                 claim=claim_count(lang, live["count"], live["rank"]))

    def _turn_line(self, view: View, lang: str) -> str:
        options, claims = view["options"], view["claims"]
        low, high = min(options["min_per_play"], len(view["hand"])), options["max_per_play"]
        if len(claims) == 1:
            line = t(lang, "bluff_turn_claim", low=low, high=high, rank=rank_name(lang, claims[0]))
        elif options["claim_rule"] == "same_rank":
            line = t(lang, "bluff_turn_open", low=low, high=high)
        else:
            line = t(lang, "bluff_turn_choose", low=low, high=high)
        return line + (" " + t(lang, "bluff_or_pass") if "pass" in view["legal"] else "")

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        if view["winners"] is not None:
            return []
        if view["turn"] != view["seat"]:
            return self.table_keyboard(view, lang) if view["seat"] in view["callers"] else []
        legal, selected = set(view["legal"]), set(view["selected"])
        pages = pages_of(view["hand"])
        page = min(page, len(pages) - 1)
        rows: Keyboard = [[self._card_button(c, legal, selected) for c in cards] for cards in card_rows(pages[page])]
        if len(pages) > 1:
            rows.append([Button("◀", f"~page:{(page - 1) % len(pages)}"),
                         Button(f"{num(lang, page + 1)}/{num(lang, len(pages))}", f"~page:{page}"),
                         Button("▶", f"~page:{(page + 1) % len(pages)}")])
        claims = [r for r in view["claims"] if f"c:{r}" in legal]
        if len(claims) == 1:
            rows.append([Button("📣 " + claim_count(lang, len(selected), claims[0]), f"c:{claims[0]}")])
        else:
            rows += [[Button(rank_name(lang, r), f"c:{r}") for r in claims[i:i + RANKS_PER_ROW]]
                     for i in range(0, len(claims), RANKS_PER_ROW)]
        if "pass" in legal:
            rows.append([Button(t(lang, "bluff_btn_pass"), "pass")])
        return rows + (self.table_keyboard(view, lang) if view["seat"] in view["callers"] else [])

    @staticmethod
    def _card_button(card: str, legal: set[str], selected: set[str]) -> Button:
        action = f"s:{card}"
        if card in selected:
            return Button("✅" + label(card), action)
        # A card that cannot join the play now (it is full) is marked inactive; pressing it still answers why.
        return Button(label(card) if action in legal else f"·{label(card)}·", action, label(card))

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """A pick shows only in the picker's DM, a trust in nobody's. A pass changes the passer's DM and the next
        player's. A play puts a Bluff! button for it in every other holder's DM, the end of a round takes it away,
        a call may take the turn from anyone, and an ending or a seat leaving changes everyone's: those ask for every
        seat, and the adapter edits only the DMs whose text or buttons differ."""
        kinds = {event.kind for event in events}
        if kinds & {"called", "finished", "left", "game_over", "played", "burned", "all_passed"}:
            return set(range(game.players))
        if kinds == {"trusted"}:
            return set()
        return {actor, *game.waiting_for()}

    # -- the group --------------------------------------------------------------------------------------

    def table_keyboard(self, view: View, lang: str) -> Keyboard:
        live = view["live"]
        if live is None or not view["callers"]:
            return []
        return [[Button(t(lang, "bluff_btn_call"), f"call:{live['play']}")]]

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        if view["winners"] is not None:
            return t(lang, "bluff_caption_over", names=f"<b>{names_of(view['winners'], names, lang)}</b>")
        live = view["live"]
        lines = [t(lang, "bluff_caption_pile", pile=counted(lang, view["pile"], "card"))]
        if live is None:
            lines.append(t(lang, "bluff_caption_new"))
        else:
            lines.append(t(lang, "bluff_caption_live", name=who(names[live["seat"]]),
                           claim=f"<b>{claim_count(lang, live['count'], live['rank'])}</b>"))
        lines.append(t(lang, "bluff_caption_turn", name=f"<b>{who(names[view['turn']])}</b>"))
        reveal = view["last_reveal"]
        if reveal is not None:
            key = "bluff_caption_reveal_true" if reveal["truthful"] else "bluff_caption_reveal_bluff"
            lines.append(t(lang, key, caller=who(names[reveal["caller"]]), author=who(names[reveal["seat"]]),
                           loser=who(names[reveal["loser"]]), taken=counted(lang, reveal["taken"], "card")))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_bluff_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        out = []
        for event in events:
            data = event.data
            if event.kind == "called":
                out.append(self._reveal(data, names, lang))
            elif event.kind == "burned":
                out.append(t(lang, "bluff_burned", size=counted(lang, data["size"], "card")))
            elif event.kind == "all_passed":
                out.append(t(lang, "bluff_kept", size=counted(lang, data["pile"], "card")))
            elif event.kind == "finished":
                out.append(t(lang, "bluff_finished", name=who(names[data["seat"]]), place=data["place"]))
            elif event.kind == "left":
                out.append(t(lang, "bluff_left", name=who(names[data["seat"]])))
            elif event.kind == "game_over":
                out.append(self._game_over(data, names, lang))
        if out and kinds_open_a_round(events) and view["turn"] is not None:
            out[-1] += "\n" + t(lang, "bluff_opens", name=f"<b>{who(names[view['turn']])}</b>")
        return out

    def _reveal(self, data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        key = "bluff_called_true" if data["truthful"] else "bluff_called_bluff"
        return t(lang, key, caller=who(names[data["caller"]]), author=who(names[data["seat"]]),
                 claim=claim_count(lang, len(data["cards"]), data["rank"]), cards=labels(data["cards"]),
                 loser=f"<b>{who(names[data['loser']])}</b>", taken=counted(lang, data["taken"], "card"))

    def _game_over(self, data: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
        key = {"cap": "bluff_won_cap", "left": "bluff_won_left"}.get(data["ending"], "bluff_won")
        chips = " · ".join(f"{who(names[s])} {'+' if c > 0 else ''}{num(lang, c)}"
                           for s, c in enumerate(data["chips"]) if c)
        text = t(lang, key, names=names_of(data["winners"], names, lang))
        return text + ("\n" + t(lang, "bluff_chips", chips=chips) if chips else "")

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        decks = options["decks"]
        house = t(lang, "bluff_house", low=options["min_per_play"], high=options["max_per_play"],
                  decks=t(lang, "bluff_decks_auto") if decks == "auto" else num(lang, decks), stake=options["stake"])
        claims = options["claim_rule"] + ("" if options["burn_on_all_pass"] else "_kept")
        if not i18n.known(f"bluff_rules_{claims}"):  # burning is a matter of same-rank rounds only
            claims = options["claim_rule"]
        return t(lang, "bluff_rules", claims=t(lang, f"bluff_rules_{claims}"), house=house)


def kinds_open_a_round(events: Sequence[Event]) -> bool:
    """A call, a burn or everyone passing ends the round; someone opens the next unless the game ended with it."""
    kinds = {event.kind for event in events}
    return bool(kinds & {"called", "burned", "all_passed"}) and "game_over" not in kinds


def call_window(events: Sequence[Event]) -> bool | None:
    """A play opens the chance to call it, a call settles it (bluff.md §3.6)."""
    kinds = {e.kind for e in events}
    return True if "played" in kinds else False if "called" in kinds else None


def ends_call_window(action: str) -> bool:
    return action.startswith("c:") or action == "pass"  # picking cards meanwhile is fine


ENTRY = GameEntry(
    ui=BluffUI(),
    computer=bluff_move,
    advice=bluff_advice,
    menu={"fa": "باز کردن میز بلف", "en": "Open a Bluff table"},
    help={"fa": "/bluff — باز کردن میز بلف (۳ تا ۱۵ نفر)", "en": "/bluff — open a Bluff table (3 to 15 players)"},
    columns=(Column("chips", "chips"),),
    window=TimedWindow(call_window, ends_call_window, "bluff_wait_for_calls"),
)
