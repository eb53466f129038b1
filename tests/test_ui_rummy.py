"""Rummy in Telegram: the hand grouped into melds, the draw and discard as single presses, the Declare buttons,
the caption, the news of a deal's end and of the game's, and the rules."""

from __future__ import annotations

from bot import callbacks
from bot.games.rummy import Rummy
from bot.plugin import Keyboard
from bot.ui.rummy import RummyUI
from tests.rummy_support import A, B, rig

UI = RummyUI()
NAMES = ["Reza", "Sara"]
# rummy.md §8 example 1: Reza (A, the non-dealer) draws QD and goes out discarding 8C.
REZA = ["3C", "3D", "3S", "9D", "10D", "JD", "AH", "2H", "3H", "8C"]
SARA = ["7S", "8S", "9S", "4C", "4D", "4H", "KH", "AD", "5D", "JH", "2C"]


def labels(rows: Keyboard) -> list[str]:
    return [b.label for row in rows for b in row]


def actions(rows: Keyboard) -> list[str]:
    return [b.action for row in rows for b in row]


def example() -> Rummy:
    """Sara deals and opens by throwing 2C; Reza is to draw QD from the stock."""
    game = rig([REZA, SARA], dealer=B, stock=["QD"])
    game.apply(B, "d:2C")
    return game


def test_the_dealer_opens_with_a_discard_from_a_hand_grouped_by_melds() -> None:
    game = rig([REZA, SARA], dealer=B, stock=["QD"])
    view = game.view(B)
    rows = UI.hand_keyboard(view, "en", 0)
    assert [b.label for b in rows[0]] == ["4♣", "4♦", "4♥"] and [b.label for b in rows[1]] == ["7♠", "8♠", "9♠"]
    assert set(actions(rows)) == {f"d:{c}" for c in SARA}
    text = UI.hand_text(view, NAMES, "en")
    assert "🟩 \u20667♠ 8♠ 9♠\u2069" in text and "Deadwood: " in text and "= 44" in text
    assert "you dealt, so discard a card without drawing" in text
    assert UI.hand_keyboard(game.view(A), "en", 0) == [] and "Not your turn" in UI.hand_text(game.view(A), NAMES, "en")


def test_the_draw_is_one_press_from_the_stock_or_the_discard() -> None:
    game = example()
    rows = UI.hand_keyboard(game.view(A), "en", 0)
    assert rows == [[*rows[0]]] and actions(rows) == ["s", "t"]
    assert labels(rows) == ["🂠 Stock (31)", "Take 2♣"]
    assert labels(UI.hand_keyboard(game.view(A), "fa", 0)) == ["🂠 از دسته (۳۱)", "برداشتن 2♣"]
    assert "draw from the stock (31 cards) or take \u20662♣\u2069" in UI.hand_text(game.view(A), NAMES, "en")


def test_declaring_is_offered_as_one_press_and_announced_with_both_hands() -> None:
    game = example()
    game.apply(A, "s")
    view = game.view(A)
    rows = UI.hand_keyboard(view, "en", 0)
    assert rows[-1][0].label == "🏁 Declare, discarding 8♣" and rows[-1][0].action == "x:8C"
    assert "You can go out" in UI.hand_text(view, NAMES, "en")
    assert all(callbacks.move("abcdefgh", 10**6, a) for a in actions(rows))
    events = game.apply(A, "x:8C")
    assert UI.changed_hands(game, events, A) == {A, B}, "both hands are dealt anew"
    news = UI.announcements(events, game.public_view(), NAMES, "en")
    assert len(news) == 1 and "<b>\u2068Reza\u2069</b> went out" in news[0]
    assert "went out: [\u20663♣ 3♦ 3♠\u2069] [\u20669♦ 10♦ J♦ Q♦\u2069] [\u2066A♥ 2♥ 3♥\u2069]" in news[0]
    assert "deadwood \u2066A♦ 5♦ J♥ K♥\u2069 = 42" in news[0]
    assert "<b>\u2068Reza\u2069 +42</b>" in news[0]


def test_a_card_just_taken_is_shown_inactive_and_the_caption_names_the_piles() -> None:
    game = rig([["9S", "9H", "2C", "3D", "5H", "7C", "8D", "JS", "QH", "KC"],
                ["9C", "AS", "2S", "4D", "6H", "7H", "10C", "JC", "QD", "KD", "KS"]], dealer=B)
    game.apply(B, "d:9C")
    caption = UI.caption(game.public_view(), NAMES, "en")
    assert "stock 31 · discard \u20669♣\u2069" in caption and "<b>\u2068Reza\u2069</b> to draw" in caption
    game.apply(A, "t")
    rows = UI.hand_keyboard(game.view(A), "en", 0)
    assert "·9♣·" in labels(rows) and "d:9C" in actions(rows)


def test_the_end_and_the_rules_in_both_languages() -> None:
    game = Rummy({"target": 50}, 2, 3)
    while not game.is_over():
        events = game.apply(game.turn, game.legal_actions(game.turn)[0])
    news = UI.announcements(events, game.public_view(), NAMES, "en")
    assert any("won the game" in n or "deal limit" in n for n in news)
    assert UI.hand_keyboard(game.view(A), "en", 0) == []
    for lang, words in (("en", "first to 200 points"), ("fa", "برد با ۲۰۰ امتیاز")):
        assert words in UI.rules(lang, Rummy.resolve_options({}))
    assert "J 11" in UI.rules("en", Rummy.resolve_options({"rank_number_jack": True}))
    assert UI.option_label("target", 100, "fa") == "تا ۱۰۰ امتیاز"
