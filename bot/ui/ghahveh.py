"""Ghahveh in Telegram: the bid ladder and the cards in the DM, the caption, the group announcements."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import i18n
from bot.ai import decision_seed
from bot.ai.advice import action_costs, weighed_advice
from bot.ai.ghahveh.players import SearchGhahvehPlayer
from bot.ai.ghahveh.search import Budget, representative
from bot.ai.ghahveh.sim import encode
from bot.games.auction import bid_value
from bot.games.cards import BLACK_JOKER, COLOUR_JOKER, DISPLAY_SUITS, label
from bot.games.ghahveh import Ghahveh, Phase
from bot.games.ghahveh.rules import CARD_SUIT, JOKERS
from bot.games.protocol import Event, Game, View
from bot.i18n import isolate, num, t, who
from bot.plugin import Advice, Column, GameEntry, GameUI, Keyboard, facing_partners
from bot.render.ghahveh.table import render_ghahveh_table

from .hand import hand_rows
from .ladder import auction_line, ladder_keyboard
from .trick_line import waiting_with_trick

CARD_GROUPS = ("jokers", *DISPLAY_SUITS)  # the jokers first, then alternating colours, trumps first
BIDS_PER_ROW = 6

i18n.register({
    "fa": {
        "ghahveh_title": "قهوه",
        "ghahveh_summary": (
            "🎯 دو تیم دونفره می‌خوانند چند {g[trick]} می‌برند و دست‌کم همان‌قدر را می‌برند.\n"
            "🔄 پیک همیشه حکم است و دو ژوکر از همه بالاترند؛ اگر خال زمینه را دارید باید همان را بدهید (ژوکر را "
            "همیشه می‌شود بازی کرد).\n"
            "🏆 تیمی که به تعهدش برسد برای هر {g[trick]} تعهد ۱۰ و هر {g[trick]} اضافه ۱ امتیاز می‌گیرد، وگرنه ۱۰ "
            "برابر تعهدش منفی؛ تا امتیاز هدف."
        ),
        "ghahveh_and": " و ",
        "ghahveh_team_0": "{g[team_0]}",
        "ghahveh_team_1": "{g[team_1]}",
        "ghahveh_target": "تا {n} امتیاز",
        "ghahveh_hands_0": "بدون سقف دور",
        "ghahveh_hands_n": "حداکثر {n} دور",
        "ghahveh_start": "برگ‌ها پخش شد. یار هر کس روبه‌رویش است؛ حکم همیشه پیک است.\n{g[dealer]}: {dealer} · "
                         "اول {first} می‌خواند.",
        "ghahveh_hand_head": "<b>قهوه</b> · {g[hand]} {hand}\n{g[dealer]}: {dealer} · حکم: ♠ پیک (همیشه)",
        "ghahveh_bids": "تعهدها: {bids}",
        "ghahveh_contracts": "تعهد تیم‌ها: {contracts}",
        "ghahveh_tricks": "دست‌ها (از تعهد): {tricks}",
        "ghahveh_totals": "امتیاز: {totals} · هدف {target}",
        "ghahveh_bid_you": "▶️ <b>نوبت شماست.</b> چند دست می‌برید؟ (از {low} تا {high})",
        "ghahveh_partner_bid": "یارتان {bid} دست گفته است.",
        "ghahveh_hint_bid": "در {deals} چیدمانِ ممکنِ برگ‌های دیگران که امتحان کردم، تیم شما به‌طور میانگین "
                            "حدود {tricks} دست برد",
        "ghahveh_review_cost": "حدود {cost} امتیاز از دست رفته",
        "ghahveh_your_lead": "▶️ <b>نوبت شماست.</b> شما شروع می‌کنید.",
        "ghahveh_your_turn": "▶️ <b>نوبت شماست.</b>",
        "ghahveh_on_table": "روی میز: {cards}",
        "ghahveh_black_due": "ژوکر سیاه باید همین دست بازی شود.",
        "ghahveh_colour_held": "ژوکر رنگی تا بازی شدن ژوکر سیاه گروگان است.",
        "ghahveh_wait": "نوبت {name} است.",
        "ghahveh_over": "بازی تمام شد.",
        "ghahveh_caption_head": "{g[hand]} {hand} · حکم ♠ · {g[dealer]} {dealer}",
        "ghahveh_caption_bids": "تعهدها: {bids}",
        "ghahveh_caption_play": "دست/تعهد: {tricks}",
        "ghahveh_caption_totals": "امتیاز: {totals} (هدف {target})",
        "ghahveh_caption_bid": "▶️ {name} تعهد می‌دهد",
        "ghahveh_caption_turn": "▶️ نوبت: {name}",
        "ghahveh_made": "{side}: تعهد {bid}، {won} دست: {score}",
        "ghahveh_failed": "{side}: تعهد {bid}، فقط {won} دست: {score}",
        "ghahveh_hand_over": "{g[hand]} {hand} تمام شد.\n{lines}\nامتیاز: {totals}",
        "ghahveh_match_won": "🏆 {side} برنده بازی شد: {winner} به {loser} (اختلاف {margin}).",
        "ghahveh_forfeit": "{name} بازی را ترک کرد؛ {side} برنده شد.",
        "ghahveh_rules": (
            "<b>قوانین قهوه</b> (چهار نفر، دو تیم، یارها روبه‌روی هم)\n"
            "• ۵۲ برگ: بدون ۲ خشت و ۲ دل، با دو ژوکر؛ نفری ۱۳ برگ. حکم همیشه پیک است.\n"
            "• ژوکر رنگی بالاترین برگ است و ژوکر سیاه بعد از آن؛ هر دو از آس پیک بالاترند.\n"
            "• {g[dealer]} اول با قرعه است و تا تیمش از نظر امتیاز جلو نیفتد عوض نمی‌شود؛ بعد نفر سمت راستش.\n"
            "• از سمت راست {g[dealer]} هر کس یک بار می‌گوید چند دست می‌برد (از {low} تا {high})؛ تعهد تیم جمع "
            "دو یار است.\n"
            "• سمت راست {g[dealer]} شروع می‌کند. باید از خال زمینه بازی کنید؛ اگر ندارید هر برگی آزاد است. "
            "ژوکرها را همیشه می‌شود بازی کرد.\n"
            "• ژوکر رنگی تا بازی شدن ژوکر سیاه اجازه بازی ندارد.\n"
            "• تیمی که به تعهدش برسد ۱۰ امتیاز برای هر دست تعهد و ۱ امتیاز برای هر دست اضافه می‌گیرد؛ "
            "وگرنه ۱۰ برابر تعهدش منفی می‌خورد.\n"
            "• ترک بازی یعنی باخت تیم.\n"
            "قانون‌های این میز:\n{house}"
        ),
        "ghahveh_house_target": "• بازی تا {target} امتیاز؛ اگر هر دو تیم برسند، امتیاز بیشتر می‌برد.",
        "ghahveh_house_hands": "• بازی کوتاه: بعد از {hands} دور، تیمی که امتیاز بیشتری دارد می‌برد.",
        "ghahveh_house_deadline": "• ژوکر سیاه باید تا دست {trick} بازی شود: در آن دست تنها برگ مجاز است.",
        "ghahveh_house_same_trick_on": "• اگر ژوکر سیاه در همین دست آمده باشد، ژوکر رنگی هم آزاد است.",
        "ghahveh_house_same_trick_off": "• ژوکر رنگی فقط بعد از دستی که ژوکر سیاه در آن آمده آزاد است.",
        "ghahveh_house_lead_on": "• ژوکری که اول بازی شود مثل پیک است: بقیه باید پیک بدهند.",
        "ghahveh_house_lead_off": "• ژوکری که اول بازی شود خالی نمی‌خواهد: هر برگی آزاد است.",
        "ghahveh_scores_row": "{rank}. {name}: {matches} {g[won]}، {contracts} تعهد، {points} امتیاز",
        "ghahveh_stats": "{game}: {played} بازی، {matches} برد، {contracts} تعهد، {points} امتیاز",
        "ghahveh_refused_bid_range": "این عدد مجاز نیست؛ یکی از دکمه‌های تعهد را بزنید.",
        "ghahveh_refused_black_joker_due": "ژوکر سیاه باید همین حالا بازی شود.",
        "ghahveh_refused_colour_joker_held": "ژوکر رنگی تا بازی شدن ژوکر سیاه اجازه بازی ندارد.",
    },
    "en": {
        "ghahveh_title": "Ghahveh",
        "ghahveh_summary": (
            "🎯 Two teams of partners bid how many {g[tricks]} they will take, and take at least that many.\n"
            "🔄 Spades are always trump and the two jokers beat everything; follow the led suit if you can (a "
            "joker may always be played).\n"
            "🏆 A contract made scores 10 a bid {g[trick]} and 1 an extra one, a contract failed loses 10 times "
            "the bid; to the target score."
        ),
        "ghahveh_and": " &amp; ",
        "ghahveh_team_0": "{g[team_0]}",
        "ghahveh_team_1": "{g[team_1]}",
        "ghahveh_target": "to {n} points",
        "ghahveh_hands_0": "no hand limit",
        "ghahveh_hands_n": "{n}-hand match",
        "ghahveh_start": "The cards are dealt. Partners sit opposite; spades are always trump.\nDealer: {dealer} · "
                         "{first} bids first.",
        "ghahveh_hand_head": "<b>Ghahveh</b> · hand {hand}\nDealer: {dealer} · Trump: ♠ Spades (always)",
        "ghahveh_bids": "Bids: {bids}",
        "ghahveh_contracts": "Contracts: {contracts}",
        "ghahveh_tricks": "Tricks (of contract): {tricks}",
        "ghahveh_totals": "Score: {totals} · target {target}",
        "ghahveh_bid_you": "▶️ <b>Your turn.</b> How many tricks will you take? ({low} to {high})",
        "ghahveh_partner_bid": "Your partner bid {bid}.",
        "ghahveh_hint_bid": "your side took about {tricks} tricks on average in the {deals} deals I tried",
        "ghahveh_review_cost": "about {cost} points given up",
        "ghahveh_your_lead": "▶️ <b>Your turn.</b> You lead.",
        "ghahveh_your_turn": "▶️ <b>Your turn.</b>",
        "ghahveh_on_table": "On the table: {cards}",
        "ghahveh_black_due": "The black joker must be played in this trick.",
        "ghahveh_colour_held": "The coloured joker waits until the black joker has been played.",
        "ghahveh_wait": "Waiting for {name}.",
        "ghahveh_over": "The game is over.",
        "ghahveh_caption_head": "Hand {hand} · trump ♠ · dealer {dealer}",
        "ghahveh_caption_bids": "Bids: {bids}",
        "ghahveh_caption_play": "Tricks/contract: {tricks}",
        "ghahveh_caption_totals": "Score: {totals} (target {target})",
        "ghahveh_caption_bid": "▶️ {name} is bidding",
        "ghahveh_caption_turn": "▶️ Turn: {name}",
        "ghahveh_made": "{side}: bid {bid}, took {won}: {score}",
        "ghahveh_failed": "{side}: bid {bid}, took only {won}: {score}",
        "ghahveh_hand_over": "Hand {hand} is over.\n{lines}\nScore: {totals}",
        "ghahveh_match_won": "🏆 {side} won the match, {winner} to {loser} (by {margin}).",
        "ghahveh_forfeit": "{name} left the game; {side} won.",
        "ghahveh_rules": (
            "<b>Ghahveh rules</b> (four players, two teams, partners sit opposite)\n"
            "• 52 cards: no 2♦ or 2♥, plus two jokers; 13 cards each. Spades are always trump.\n"
            "• The coloured joker is the highest card, the black joker next; both beat the ace of spades.\n"
            "• The first dealer is drawn by lot and deals until his team is ahead on points; then the player on "
            "his right deals.\n"
            "• From the dealer's right, everyone says once how many tricks he will take ({low} to {high}); a "
            "team's contract is the sum of the partners' bids.\n"
            "• The dealer's right leads. Follow the led suit if you can; otherwise play anything. A joker may "
            "always be played.\n"
            "• The coloured joker may not be played until the black joker has been.\n"
            "• A team that makes its contract scores 10 a bid trick and 1 an extra trick; one that fails loses "
            "10 times its contract.\n"
            "• Leaving loses the match for your team.\n"
            "House rules at this table:\n{house}"
        ),
        "ghahveh_house_target": "• Play to {target} points; if both teams get there, the higher total wins.",
        "ghahveh_house_hands": "• Short match: after {hands} hands the higher total wins.",
        "ghahveh_house_deadline": "• The black joker must be out by trick {trick}: in it, it is the only card its "
                                  "holder may play.",
        "ghahveh_house_same_trick_on": "• Once the black joker is in a trick, the coloured one may follow in it.",
        "ghahveh_house_same_trick_off": "• The coloured joker is free only after the trick the black one fell in.",
        "ghahveh_house_lead_on": "• A led joker asks for spades.",
        "ghahveh_house_lead_off": "• A led joker asks for nothing: any card may follow.",
        "ghahveh_scores_row": "{rank}. {name}: {matches} {g[won]}, {contracts} contracts made, {points} points",
        "ghahveh_stats": "{game}: {played} played, {matches} won, {contracts} contracts made, {points} points",
        "ghahveh_refused_bid_range": "That bid is not allowed: press one of the bid buttons.",
        "ghahveh_refused_black_joker_due": "The black joker must be played now.",
        "ghahveh_refused_colour_joker_held": "The coloured joker waits until the black joker has been played.",
    },
})


def team_name(team: int, lang: str) -> str:
    return t(lang, f"ghahveh_team_{team}")


def team_in_full(team: int, view: View, names: Sequence[str], lang: str) -> str:
    """For announcements: `<b>Blue team</b> (Ali & Sara)`."""
    members = t(lang, "ghahveh_and").join(who(names[s]) for s in view["teams"][team])
    return f"<b>{team_name(team, lang)}</b> ({members})"


def signed(lang: str, value: int, plus: bool = False) -> str:
    """A score with a true minus sign (a plus too if asked), kept before its digits in a Persian line."""
    sign = "−" if value < 0 else "+" if plus and value > 0 else ""
    return isolate(sign + num(lang, abs(value))) if sign and lang == "fa" else sign + num(lang, abs(value))


def per_team(values: Sequence[str | int], lang: str, mine: int | None = None) -> str:
    """`Blue team 3 · Orange team 2`; the reader's own team in bold."""
    parts = []
    for team, value in enumerate(values):
        part = f"{team_name(team, lang)} {signed(lang, value) if isinstance(value, int) else value}"
        parts.append(f"<b>{part}</b>" if team == mine else part)
    return " · ".join(parts)


def of_contract(view: View, lang: str) -> list[str]:
    """Each team's tricks over its contract: `3/6`."""
    return [f"{num(lang, w)}/{num(lang, b)}" for w, b in zip(view["tricks"], view["contracts"], strict=True)]


def bidding_order(view: View) -> list[int]:
    first = (view["dealer"] + 1) % view["players"]
    return [(first + i) % view["players"] for i in range(view["players"])]


def card_group(card: str) -> str:
    return "jokers" if card in JOKERS else CARD_SUIT[card]


def cards_text(pairs: Sequence[Sequence[Any]], names: Sequence[str]) -> str:
    return " · ".join(f"{who(names[seat])} {label(card)}" for seat, card in pairs)


class GhahvehUI(GameUI):
    game = Ghahveh
    command = "ghahveh"
    has_tricks = True
    fixed_seats = True
    player_counts = (4,)

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        return {"target": (501, 1001), "hand_limit": (0, 1, 5)}

    def partners(self, players: int, options: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
        return facing_partners(players)

    def seat_label(self, seat: int, players: int, options: Mapping[str, Any], lang: str) -> str:
        return team_name(seat % 2, lang)

    def option_label(self, option: str, value: Any, lang: str) -> str:
        if option == "target":
            return t(lang, "ghahveh_target", n=value)
        return t(lang, "ghahveh_hands_n" if value else "ghahveh_hands_0", n=value)

    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        return t(lang, "ghahveh_start", dealer=f"<b>{who(names[view['dealer']])}</b>",
                 first=f"<b>{who(names[bidding_order(view)[0]])}</b>")

    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        mine = view["seat"] % 2
        lines = [t(lang, "ghahveh_hand_head", hand=view["hand_no"] + 1, dealer=who(names[view["dealer"]]))]
        if view["phase"] == Phase.BID:
            lines.append(t(lang, "ghahveh_bids", bids=auction_line(view["bids"], names, lang, bidding_order(view))))
        else:
            lines.append(t(lang, "ghahveh_tricks", tricks=per_team(of_contract(view, lang), lang, mine)))
        lines.append(t(lang, "ghahveh_totals", totals=per_team(view["totals"], lang, mine),
                       target=num(lang, view["target"])))
        lines.append(self._turn_line(view, names, lang))
        return "\n".join(lines)

    def _turn_line(self, view: View, names: Sequence[str], lang: str) -> str:
        seat, turn = view["seat"], view["turn"]
        if view["phase"] == Phase.OVER:
            return t(lang, "ghahveh_over")
        if turn != seat:
            return waiting_with_trick(t(lang, "ghahveh_wait", name=who(names[turn])), view, names, lang)
        if view["phase"] == Phase.BID:
            values = [v for v in map(bid_value, view["legal"]) if v is not None]
            line = t(lang, "ghahveh_bid_you", low=min(values), high=max(values))
            partner = view["bids"][(seat + 2) % 4]
            return line if partner is None else line + "\n" + t(lang, "ghahveh_partner_bid", bid=partner)
        line = t(lang, "ghahveh_your_lead")
        if view["trick"]:
            line = t(lang, "ghahveh_your_turn") + "\n" + t(lang, "ghahveh_on_table",
                                                           cards=cards_text(view["trick"], names))
        if view["legal"] == ["p:" + BLACK_JOKER]:
            line += "\n" + t(lang, "ghahveh_black_due")
        elif COLOUR_JOKER in view["hand"] and "p:" + COLOUR_JOKER not in view["legal"]:
            line += "\n" + t(lang, "ghahveh_colour_held")
        return line

    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        """While bidding, the ladder above the cards (pressing a card then says to bid first)."""
        bidding = view["phase"] == Phase.BID
        ladder = ladder_keyboard(view["legal"], bid_value, lang, per_row=BIDS_PER_ROW) if bidding else []
        return ladder + hand_rows(view["hand"], view["legal"], card_group, CARD_GROUPS)

    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        lines = [t(lang, "ghahveh_caption_head", hand=view["hand_no"] + 1, dealer=who(names[view["dealer"]]))]
        if view["phase"] == Phase.BID:
            lines.append(t(lang, "ghahveh_caption_bids",
                           bids=auction_line(view["bids"], names, lang, bidding_order(view))))
        else:
            lines.append(t(lang, "ghahveh_caption_play", tricks=per_team(of_contract(view, lang), lang)))
        lines.append(t(lang, "ghahveh_caption_totals", totals=per_team(view["totals"], lang),
                       target=num(lang, view["target"])))
        turn = view["turn"]
        if turn is not None:
            key = "ghahveh_caption_bid" if view["phase"] == Phase.BID else "ghahveh_caption_turn"
            lines.append(t(lang, key, name=f"<b>{who(names[turn])}</b>"))
        return "\n".join(lines)

    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        return render_ghahveh_table(view, names, lang)

    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        """The score of each hand as it ends, and the match's winners with the margin (or who left)."""
        return [self._hand_over(e.data, lang) if e.kind == "hand_over" else self._match_over(e.data, view, names, lang)
                for e in events if e.kind in ("hand_over", "match_over")]

    def _match_over(self, data: Any, view: View, names: Sequence[str], lang: str) -> str:
        team = data["winner"]
        side = team_in_full(team, view, names, lang)
        if data.get("forfeit") is not None:
            return t(lang, "ghahveh_forfeit", name=who(names[data["forfeit"]]), side=side)
        totals = data["totals"]
        return t(lang, "ghahveh_match_won", side=side, winner=signed(lang, totals[team]),
                 loser=signed(lang, totals[1 - team]), margin=data["margin"])

    def _hand_over(self, data: Any, lang: str) -> str:
        lines = []
        for team in range(2):
            bid, won, score = data["contracts"][team], data["tricks"][team], data["scores"][team]
            figure = signed(lang, score, plus=True)
            key = "ghahveh_made" if data["made"][team] else "ghahveh_failed"
            lines.append(t(lang, key, side=f"<b>{team_name(team, lang)}</b>", bid=bid, won=won, score=figure))
        return t(lang, "ghahveh_hand_over", hand=data["hand_no"] + 1, lines="\n".join(lines),
                 totals=per_team(data["totals"], lang))

    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        house = [t(lang, "ghahveh_house_target", target=options["target"])]
        if options["hand_limit"]:
            house.append(t(lang, "ghahveh_house_hands", hands=options["hand_limit"]))
        house.append(t(lang, "ghahveh_house_deadline", trick=options["black_joker_deadline"]))
        house.append(t(lang, "ghahveh_house_same_trick_" + ("on" if options["colour_joker_same_trick"] else "off")))
        house.append(t(lang, "ghahveh_house_lead_" + ("on" if options["joker_lead_asks_spades"] else "off")))
        return t(lang, "ghahveh_rules", low=options["min_bid"], high=options["max_bid"], house="\n".join(house))

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        # Every hand shows the bids as they come and then the contracts: an auction's four moves reach everyone.
        if any(e.kind in ("bid", "new_hand", "match_over") for e in events):
            return set(range(game.players))
        return super().changed_hands(game, events, actor)


def ghahveh_move(game: Game, seat: int, think: float) -> str:
    """The searching player's move for `seat`, thinking for at most about `think` seconds; the seat's view
    lists every trick of the hand, so it needs no memory beside it."""
    return ghahveh_advice(game, seat, think).action


def ghahveh_advice(game: Game, seat: int, think: float) -> Advice:
    """`ghahveh_move` with its reason: for a bid, the tricks the seat's side took on average in the deals played
    out for it; for a card, in how many of the deals tried no other card did better, and what each other card would
    give up in points (the side's score for the hand less the other side's, both contracts counted)."""
    player = SearchGhahvehPlayer(Budget(time_limit=think))
    action = player.choose(game.view(seat), decision_seed(game, seat))
    bid = player.bid_weighed
    if bid is not None and bid.worlds:
        return Advice(action, "ghahveh_hint_bid", {"tricks": round(bid.tricks / bid.worlds), "deals": bid.worlds})
    # a card the search left out stands with the lowest card of its run, which wins and loses the same tricks
    costs = action_costs(player.weighed, game.legal_actions(seat),
                         lambda other, cards: representative(encode(other[2:]), cards))
    return weighed_advice(action, player.weighed, costs=costs)


ENTRY = GameEntry(
    ui=GhahvehUI(),
    computer=ghahveh_move,
    advice=ghahveh_advice,
    review_cost="ghahveh_review_cost",
    menu={"fa": "باز کردن میز قهوه", "en": "Open a Ghahveh table"},
    help={"fa": "/ghahveh — باز کردن میز قهوه (چهار نفر، تعهد دست، دو ژوکر)",
          "en": "/ghahveh — open a Ghahveh table (four players, contracts of tricks, two jokers)"},
    columns=(Column("contracts", "contracts_made"), Column("points", "points")),
    short_match={"hand_limit": 3},
)
