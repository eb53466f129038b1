"""💡 Hint: on a table whose group allows hints (/settings), a player's hand offers, on their turn, the move the
computer player would make in their seat, with the reason it gives (`GameEntry.advise`). The answer goes to the
presser alone, as an alert on their press; the group only learns, with the result, that hints were used, and
/stats counts each player's games with hints beside the rest (they still count: the mark keeps the record honest).

The button is a `~` action: it changes nothing in the rules, so the rules never see it."""

from __future__ import annotations

from bot import i18n
from bot.games.protocol import Game, View
from bot.i18n import t
from bot.plugin import Advice, Button, GameEntry, GameUI, Keyboard
from bot.table.model import Table

HINT = "~hint"
ALERT_LIMIT = 200  # Telegram's most characters in an answer to a press
PAGES_SEARCHED = 64  # a picker's pages are few; this only bounds a walk that would never end

i18n.register({
    "fa": {
        "hint_button": "💡 راهنما",
        "hint_answer": "💡 {move}: {reason}.",
        "hint_reason_any": "بازیکن رایانه‌ای همین کار را می‌کرد",
        "hint_reason_card": "در {share}٪ از {deals} چیدمانِ ممکنِ برگ‌های دیگران که امتحان کردم، "
                            "هیچ برگ دیگری بهتر از این نبود",
        "hint_reason_choice": "در {share}٪ از {deals} چیدمانِ ممکنِ برگ‌های دیگران که امتحان کردم، "
                              "هیچ انتخاب دیگری بهتر از این نبود",
        "hint_reason_move": "در {share}٪ از {deals} چیدمانِ ممکنِ برگ‌های دیگران که امتحان کردم، "
                            "هیچ حرکت دیگری بهتر از این نبود",
        "hint_reason_alike": "هیچ برگ دیگری که می‌توانید بازی کنید اینجا بهتر نیست",
        "hint_no_button": "فعلاً هیچ دکمه‌ای را نزنید",
        "hints_used": "💡 در این بازی از راهنما استفاده شد.",
        "stats_hinted": " (💡 {n} بازی با راهنما)",
    },
    "en": {
        "hint_button": "💡 Hint",
        "hint_answer": "💡 {move}: {reason}.",
        "hint_reason_any": "the computer player would do this",
        "hint_reason_card": "no other card did better in {share}% of the {deals} deals I tried",
        "hint_reason_choice": "no other choice did better in {share}% of the {deals} deals I tried",
        "hint_reason_move": "no other move did better in {share}% of the {deals} deals I tried",
        "hint_reason_alike": "no card you may play does better here",
        "hint_no_button": "press nothing for now",
        "hints_used": "💡 Hints were used in this match.",
        "stats_hinted": " (💡 {n} with hints)",
    },
})


def offers_hint(table: Table, seat: int) -> bool:
    """Whether the seat's hand shows the Hint button: hints allowed at the table, and the seat to act."""
    game = table.game
    return table.hints and game is not None and not game.is_over() and seat in game.to_act()


def hint_row(lang: str) -> Keyboard:
    return [[Button(t(lang, "hint_button"), HINT)]]


def move_words(ui: GameUI, view: View, lang: str, action: str) -> str:
    """The move as the seat's own buttons name it: the first button for it on any page of its hand that the
    hand's `~page:` buttons lead to. Only the seat's view is drawn from, so no hidden card can be named."""
    pages, seen = [0], set[int]()
    while pages and len(seen) < PAGES_SEARCHED:
        page = pages.pop(0)
        if page in seen:
            continue
        seen.add(page)
        for row in ui.hand_keyboard(view, lang, page):
            for button in row:
                if button.action == action:
                    return button.means
                if button.action.startswith("~page:") and button.action[6:].isdigit():
                    pages.append(int(button.action[6:]))
    # On no button: a move a person makes by pressing nothing (letting another player's claim stand, say).
    return t(lang, "hint_no_button")


def hint_text(entry: GameEntry, game: Game, seat: int, advice: Advice, lang: str) -> str:
    """What the hint says: the move in the game's words and the computer player's reason for it."""
    text = t(lang, "hint_answer", move=move_words(entry.ui, game.view(seat), lang, advice.action),
             reason=t(lang, advice.reason, **advice.figures))
    return text if len(text) <= ALERT_LIMIT else text[:ALERT_LIMIT - 1] + "…"
