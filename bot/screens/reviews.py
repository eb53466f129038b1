"""🔍 Review my play: for one finished hand, the moves of one seat where the computer player, put in that seat with
only what the seat knew at that moment, would have chosen otherwise, and what it estimated the difference cost
(`Advice.costs`, in the units the game's `GameEntry.review_cost` names), costliest first.

The hand is played again from the game's record, and at each of the seat's moves the computer player is asked as
for a hint: it sees the seat's view and memory alone, so its choice and its costs are the same whatever the other
hands held, and the moves are named by the seat's own buttons at that moment (its hand and the cards face up),
never by a card hidden from it. Its decisions are counted, not timed, so the same record gives the same review."""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot import i18n
from bot.games.protocol import Game, View
from bot.games.tricks import HAND_ENDS
from bot.i18n import t
from bot.plugin import GameEntry
from bot.screens.hints import move_words

MOST_SHOWN = 5  # a handful: the costliest; the rest matter less
PLACES = 2  # decimals a cost is shown with; a cost that rounds to nothing is no mistake

i18n.register({
    "fa": {
        "review_title": "🔍 <b>{title}</b>، بازبینی بازی شما",
        "review_head": "جاهایی که بازیکن رایانه‌ای، اگر جای شما بود و فقط همان‌چه را شما می‌دانستید می‌دانست، "
                       "کار دیگری می‌کرد (پرهزینه‌ترین اول):",
        "review_line": "{n}. در {g[trick]} {trick} شما {played} بازی کردید و او {advised} بازی می‌کرد: {cost}",
        "review_none": "بازیکن رایانه‌ای جای شما همهٔ حرکت‌های این {g[hand]} را همان‌طور می‌کرد که شما کردید. "
                       "آفرین!",
        "review_note": "این هزینه‌ها برآورد او هستند، از چیدمان‌های ممکنِ برگ‌های پنهان که با آنچه دیده بودید جور "
                       "درمی‌آیند.",
    },
    "en": {
        "review_title": "🔍 <b>{title}</b>: your play reviewed",
        "review_head": "Where the computer player in your seat, knowing only what you knew, would have played "
                       "otherwise (costliest first):",
        "review_line": "{n}. In {g[trick]} {trick} you played {played}, it would have played {advised}: {cost}",
        "review_none": "The computer player in your seat would have made every move of this {g[hand]} as you did. "
                       "Well played!",
        "review_note": "The costs are its estimates, over deals of the hidden cards that fit what you had seen.",
    },
})


@dataclass(frozen=True)
class Slip:
    """A move of the seat that the computer player would have made otherwise."""

    trick: int  # counts the hand's tricks from 1
    view: View  # the seat's view as it moved: the moves are named from it alone
    played: str
    advised: str
    cost: float


def slip(entry: GameEntry, game: Game, seat: int, played: str, trick: int, think: float) -> Slip | None:
    """The seat's move `played` in `game`, if the computer player would have made another at a cost it could
    measure; None if it agrees, holds the move as good as its own, or did not weigh it."""
    advice = entry.advise(game, seat, think)
    cost = advice.costs.get(played)
    if played == advice.action or cost is None or round(cost, PLACES) <= 0:
        return None
    return Slip(trick, game.view(seat), played, advice.action, cost)


def hand_slips(entry: GameEntry, record: Mapping[str, Any], hand: int, seat: int, think: float) -> list[Slip]:
    """The seat's slips in the recorded game's hand `hand` (counted from 0, as `GameUI.hand_tricks` lists them),
    costliest first (in playing order among equals). The game is played again only as far as that hand's end."""
    game = entry.engine(record["options"], record["players"], record["seed"])
    hands = tricks = 0
    found: list[Slip] = []
    for actor, action in record["actions"]:
        if hands > hand:
            break
        if hands == hand and actor == seat and (found_slip := slip(entry, game, seat, action, tricks + 1, think)):
            found.append(found_slip)
        for event in game.apply(actor, action):
            if event.kind == "trick":
                tricks += 1
            elif event.kind in HAND_ENDS:
                hands, tricks = hands + 1, 0
    return sorted(found, key=lambda s: -s.cost)


def review_text(entry: GameEntry, slips: list[Slip], title: str, lang: str) -> str:
    """The review as sent (HTML): the costliest few slips, or a kind word when there were none."""
    head = t(lang, "review_title", title=html.escape(title))
    if not slips:
        return f"{head}\n\n{t(lang, 'review_none')}"
    assert entry.review_cost is not None
    lines = [t(lang, "review_line", n=n, trick=s.trick,
               played=html.escape(move_words(entry.ui, s.view, lang, s.played)),
               advised=html.escape(move_words(entry.ui, s.view, lang, s.advised)),
               cost=t(lang, entry.review_cost, cost=i18n.decimal(lang, s.cost, PLACES)))
             for n, s in enumerate(slips[:MOST_SHOWN], start=1)]
    return "\n".join([head, "", t(lang, "review_head"), *lines, "", f"<i>{t(lang, 'review_note')}</i>"])
