"""Shelem in Telegram: the texts and buttons of each phase (bidding, the kitty exchange, play at four and at two,
the end), the hand result and match announcements, the rules and the refusal texts."""

from __future__ import annotations

from bot import i18n
from bot.games.auction import PASS
from bot.games.protocol import Event
from bot.games.selection import CONFIRM
from bot.games.shelem import Shelem
from bot.plugin import Keyboard
from bot.registry import GAMES
from bot.ui.selection import selection_keyboard
from bot.ui.shelem import ShelemUI
from tests.shelem_support import Rigged, complete

UI = ShelemUI()
NAMES = ["Alice", "<b>Bob</b>", "سارا", "Dave"]
CALLBACK_PREFIX = 16  # the adapter's `G|<table id>|<version>|`, generously


class Dealt(Rigged):
    DEALER = 3
    DEALS = (complete({0: ["AS", "KS", "QS", "10S", "5S", "AH", "KH", "10H", "5H", "AD", "KD", "10D"]},
                      ["2C", "3C", "4C", "5C"]),)


def labels(rows: Keyboard) -> list[str]:
    return [b.label for row in rows for b in row]


def actions(rows: Keyboard) -> list[str]:
    return [b.action for row in rows for b in row]


def bid_to_exchange() -> Shelem:
    """Seat 0 bids 100, everyone else passes: seat 0 is the hakem with 16 cards."""
    game = Dealt({}, 4, 1)
    game.apply(0, "b:100")
    for seat in (1, 2, 3):
        game.apply(seat, PASS)
    return game


def test_the_bidder_gets_every_legal_bid_and_pass_and_sees_the_high_bid() -> None:
    game = Dealt({}, 4, 1)
    game.apply(0, "b:120")
    view = game.view(1)
    rows = UI.hand_keyboard(view, "en", 0)
    bids = [a for a in actions(rows) if not a.startswith("p:")]
    assert bids == [f"b:{v}" for v in range(125, 170, 5)] + [PASS]
    assert len(actions(rows)) == 12 + len(bids), "the bidder sees his cards"
    assert "125" in labels(rows) and labels(rows)[-1] == "Pass"
    assert "۱۲۵" in labels(UI.hand_keyboard(view, "fa", 0))
    text = UI.hand_text(view, NAMES, "en")
    assert "Your bid" in text and "High bid: <b>120</b>" in text and "Alice" in text
    assert "Your bid" not in UI.hand_text(game.view(2), NAMES, "en")
    assert all(a.startswith("p:") and "·" not in b for a, b in zip(actions(UI.hand_keyboard(game.view(2), "en", 0)),
                                                                   labels(UI.hand_keyboard(game.view(2), "en", 0)),
                                                                   strict=True))
    caption = UI.caption(game.public_view(), NAMES, "en")
    assert "Bids: " in caption and "120" in caption and "&lt;b&gt;Bob" in caption


def test_the_two_player_opener_has_no_pass() -> None:
    game = Shelem({}, 2, 3)
    (seat,) = game.to_act()
    view = game.view(seat)
    assert PASS not in actions(UI.hand_keyboard(view, "en", 0)) and "b:100" in actions(UI.hand_keyboard(view, "en", 0))
    assert "must bid" in UI.hand_text(view, NAMES[:2], "en")


def test_the_hakem_picks_four_of_sixteen_with_undo_and_a_confirm_live_only_at_four() -> None:
    game = bid_to_exchange()
    view = game.view(0)
    rows = UI.hand_keyboard(view, "en", 0)
    assert len([a for a in actions(rows) if a.startswith("s:")]) == 16
    assert labels(rows)[-1] == "·Confirm (0/4)·"
    assert "The kitty is in your hand: \u20665♣ 4♣ 3♣ 2♣\u2069" in UI.hand_text(view, NAMES, "en")
    for card in ("2C", "3C", "4C", "AS"):
        game.apply(0, "s:" + card)
    game.apply(0, "s:AS")  # put back
    game.apply(0, "s:5C")
    view = game.view(0)
    rows = UI.hand_keyboard(view, "en", 0)
    assert labels(rows)[-1] == "Confirm (4/4)" and actions(rows)[-1] == CONFIRM
    assert {lab for lab in labels(rows) if lab.startswith("✅")} == {"✅2♣", "✅3♣", "✅4♣", "✅5♣"}
    assert "·A♠·" in labels(rows), "a fifth card cannot be picked"
    assert "Picked: " in UI.hand_text(view, NAMES, "en")
    other = game.view(1)
    assert "burying" in UI.hand_text(other, NAMES, "en") and "2♣" not in UI.hand_text(other, NAMES, "en")
    assert "burying" in UI.caption(game.public_view(), NAMES, "en")


def test_the_selection_keyboard_serves_any_count_and_language() -> None:
    rows = selection_keyboard(["AS", "2H", "10D"], ["2H"], ["s:AS", "s:2H", "s:10D", CONFIRM], 1, "تأیید", "fa")
    assert labels(rows) == ["A♠", "✅2♥", "10♦", "تأیید (۱/۱)"]
    assert all(len(a.encode()) + CALLBACK_PREFIX <= 64 for a in actions(rows))


def test_the_first_lead_names_trump_and_the_group_hears_it() -> None:
    game = bid_to_exchange()
    for card in ("2C", "3C", "4C", "5C"):
        game.apply(0, "s:" + card)
    events = game.apply(0, CONFIRM)
    assert "buried" in {e.kind for e in events}
    assert UI.changed_hands(game, events, 0) == {0, 1, 2, 3}
    view = game.view(0)
    assert "first card you play becomes trump" in UI.hand_text(view, NAMES, "en")
    assert "Your buried cards: " in UI.hand_text(view, NAMES, "en")
    assert "buried" not in UI.hand_text(game.view(1), NAMES, "en").lower()
    events = game.apply(0, "p:AS")
    said = UI.announcements(events, game.public_view(), NAMES, "en")
    assert said == ["\u2068Alice\u2069 led \u2066A♠\u2069: trump is <b>♠ Spades</b>."]
    rows = UI.hand_keyboard(game.view(1), "en", 0)
    playable = [b.label for row in rows for b in row if not b.label.startswith("·")]
    assert all("♠" in label for label in playable) or not any("♠" in b for b in labels(rows))


def test_a_hand_result_names_the_row_the_buried_cards_and_the_running_score() -> None:
    view = Shelem({}, 4, 1).public_view()
    data = {"hand_no": 0, "dealer": 3, "hakem": 0, "bid": 120, "row": "failed", "points": [90, 75],
            "gained": [-120, 75], "totals": [-120, 75], "tricks": [5, 7], "buried": ["9S", "8S", "4S", "AH"]}
    (text,) = UI.announcements([Event("hand_over", data)], view, NAMES, "en")
    assert text.startswith("Hand 1: <b>Blue team (")
    assert "bid 120 and took 90 (5 tricks)" in text and "Contract failed" in text
    assert "9♠ 8♠ 4♠ A♥" in text and "Blue team -120 · Orange team +75" in text and "Score: Blue team -120" in text
    fa = UI.announcements([Event("hand_over", {**data, "row": "yasa"})], view, NAMES, "fa")[0]
    assert "یاسا" in fa and "۱۲۰" in fa
    thrown = UI.announcements([Event("hand_over", {**data, "row": "thrown_in"})], view, NAMES, "en")
    assert thrown == ["Hand 1: everyone passed; the next dealer deals again."]


def test_the_match_end_names_the_winners_and_the_margin() -> None:
    view = Shelem({}, 4, 1).public_view()
    (text,) = UI.announcements([Event("match_over", {"winner": 1, "scores": [880, 1215]})], view, NAMES, "en")
    assert "Orange team" in text and "&lt;b&gt;Bob" in text and "Dave" in text and "margin 335 points" in text
    two = Shelem({}, 2, 1).public_view()
    (text,) = UI.announcements([Event("match_over", {"winner": 0, "scores": [340, 100]})], two, NAMES[:2], "fa")
    assert "Alice" in text and "۲۴۰" in text


def test_two_players_play_their_face_up_table_cards_from_the_keyboard() -> None:
    game = Shelem({}, 2, 7)
    while game.phase != "play" or len(game.trick) < 2:
        (seat,) = game.to_act()
        game.apply(seat, game.legal_actions(seat)[0])
    (seat,) = game.to_act()
    view = game.view(seat)
    rows = UI.hand_keyboard(view, "en", 0)
    tops = {c for pile in view["piles"][seat] if (c := pile["up"])}
    assert {a[2:] for a in actions(rows)} == tops
    assert "face-up cards in front of you" in UI.hand_text(view, NAMES[:2], "en")


def test_rules_name_the_house_rules_and_every_refusal_has_a_text() -> None:
    options = Shelem.resolve_options({"target": 660, "yasa": False})
    rules = UI.rules("en", options)
    assert "play to 660" in rules and "Yasa off" in rules
    assert "in 60 hands played" in rules and "a hand everyone passed does not count" in rules
    assert "تا ۶۶۰" in UI.rules("fa", options) or "۶۶۰" in UI.rules("fa", options)
    reasons = ("not_bidding", "already_passed", "not_your_turn", "must_bid", "illegal", "bid_too_high",
               "bid_too_low", "bid_off_step", "bid_not_higher", "pick_count", "not_in_hand", "undo_limit",
               "too_many", "must_follow")
    assert all(i18n.refusal_key("shelem", reason) for reason in reasons)
    assert GAMES["shelem"].ui is not None and UI.player_counts == (4, 2)
