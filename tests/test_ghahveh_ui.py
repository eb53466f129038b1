"""Ghahveh's texts and keyboards in both languages: the bid ladder and the cards in the DM, the caption, the hand
and match announcements, the rules with the house rules in force, and a refusal for every reason the rules give."""

from __future__ import annotations

import re

import pytest

from bot import i18n
from bot.callbacks import MAX_BYTES, move
from bot.games.cards import BLACK_JOKER, COLOUR_JOKER
from bot.games.ghahveh import Ghahveh
from bot.games.protocol import Event, IllegalAction
from bot.plugin import Keyboard
from bot.registry import GAMES
from bot.ui.ghahveh import GhahvehUI
from tests.ghahveh_support import bid_all, rigged

UI = GhahvehUI()
NAMES = ["Alice", "<b>Bob</b>", "سارا", "Dave 🇮🇷"]
LANGS = ("fa", "en")


def labels(rows: Keyboard) -> list[list[str]]:
    return [[b.label for b in row] for row in rows]


def test_the_registry_offers_ghahveh_for_four_fixed_seats_in_two_teams() -> None:
    entry = GAMES["ghahveh"]
    assert entry.ui.fixed_seats and entry.ui.player_counts == (4,)
    assert [UI.seat_label(s, 4, {}, "en") for s in range(4)] == ["Blue team", "Orange team", "Blue team", "Orange team"]
    assert UI.option_label("target", 1001, "en") == "to 1001 points"
    assert UI.option_label("hand_limit", 0, "fa") == "بدون سقف دور"


@pytest.mark.parametrize("lang", LANGS)
def test_the_bidder_gets_the_whole_ladder_and_sees_the_bids_so_far(lang: str) -> None:
    game = Ghahveh({}, 4, 5)
    first = game.turn
    game.apply(first, "b:4")
    game.apply(game.turn, "b:3")
    partner = (game.turn + 2) % 4
    view = game.view(game.turn)
    rows = UI.hand_keyboard(view, lang, 0)
    ladder = [[b.action for b in row] for row in rows[:2]]
    assert ladder == [[f"b:{v}" for v in range(2, 8)], [f"b:{v}" for v in range(8, 14)]]
    text = UI.hand_text(view, NAMES, lang)
    assert ("نوبت شماست" if lang == "fa" else "Your turn") in text
    assert ("یارتان" if lang == "fa" else "Your partner bid") in text
    assert partner == first
    cards = [b for row in rows[2:] for b in row]
    assert len(cards) == 13 and all(b.action.startswith("p:") for b in cards)
    waiting = UI.hand_text(game.view(first), NAMES, lang)
    assert i18n.num(lang, 4) in waiting and "…" in waiting


def test_buttons_show_ranks_suits_and_the_two_jokers_apart() -> None:
    game = rigged({0: [COLOUR_JOKER, BLACK_JOKER, "AS", "10D"]}, dealer=3)
    rows = UI.hand_keyboard(game.view(0), "en", 0)
    flat = [b.label for row in rows for b in row]
    assert "🃏🔴" in flat and "🃏⚫" in flat and "A♠" in flat and "10♦" in flat
    assert not any(re.fullmatch(r"(10|[2-9AJQK])[SHDC]|JK[RB]", label) for label in flat)
    assert labels(rows)[2] == ["🃏🔴", "🃏⚫"], "the jokers come first, highest first"
    longest = max((b.action for row in rows for b in row), key=len)
    assert len(move("abcdefgh", 10**6, longest).encode()) <= MAX_BYTES
    assert len(move("abcdefgh", 10**6, "b:13").encode()) <= MAX_BYTES


@pytest.mark.parametrize("lang", LANGS)
def test_cards_that_may_not_be_played_are_marked_and_the_jokers_explained(lang: str) -> None:
    game = rigged({0: [COLOUR_JOKER, "AS", "2S", "3C"], 1: [BLACK_JOKER]}, dealer=3)
    bid_all(game, {0: 3, 1: 3, 2: 3, 3: 3})
    view = game.view(0)
    flat = {b.action: b.label for row in UI.hand_keyboard(view, lang, 0) for b in row}
    assert flat[f"p:{COLOUR_JOKER}"] == "·🃏🔴·" and flat["p:AS"] == "A♠"
    text = UI.hand_text(view, NAMES, lang)
    assert ("گروگان" if lang == "fa" else "waits until the black joker") in text


def test_the_black_joker_due_is_said_and_is_the_only_card_left_active() -> None:
    game = rigged({1: [BLACK_JOKER]}, dealer=3, black_joker_deadline=10)
    bid_all(game, {0: 3, 1: 3, 2: 3, 3: 3})
    while game.trick_no < 10 or game.turn != 1:
        (seat,) = game.to_act()
        legal = [a for a in game.legal_actions(seat) if a != f"p:{BLACK_JOKER}"]
        game.apply(seat, legal[0])
    view = game.view(1)
    assert view["legal"] == [f"p:{BLACK_JOKER}"]
    assert "must be played in this trick" in UI.hand_text(view, NAMES, "en")
    active = [b.label for row in UI.hand_keyboard(view, "en", 0) for b in row if not b.label.startswith("·")]
    assert active == ["🃏⚫"]


@pytest.mark.parametrize("lang", LANGS)
def test_caption_follows_the_auction_then_the_tricks_against_the_contracts(lang: str) -> None:
    game = Ghahveh({}, 4, 7)
    bidding = UI.caption(game.public_view(), NAMES, lang)
    assert ("تعهد می‌دهد" if lang == "fa" else "is bidding") in bidding
    bid_all(game, {0: 3, 1: 4, 2: 2, 3: 5})
    playing = UI.caption(game.public_view(), NAMES, lang)
    zero = i18n.num(lang, 0)
    assert f"{zero}/{i18n.num(lang, 5)}" in playing and f"{zero}/{i18n.num(lang, 9)}" in playing


def test_hand_and_match_results_name_the_scores_and_the_margin() -> None:
    view = Ghahveh({}, 4, 1).public_view()
    hand = Event("hand_over", {"hand_no": 0, "contracts": [6, 6], "tricks": [8, 5], "scores": [62, -60],
                               "made": [True, False], "totals": [62, -60]})
    (text,) = UI.announcements([hand], view, NAMES, "en")
    assert "Blue team</b>: bid 6, took 8: +62" in text and "Orange team</b>: bid 6, took only 5: −60" in text
    assert "Orange team −60" in text
    (fa,) = UI.announcements([hand], view, NAMES, "fa")
    assert "+۶۲" in fa and "−۶۰" in fa
    won = Event("match_over", {"winner": 1, "totals": [480, 543], "margin": 63})
    (text,) = UI.announcements([won], view, NAMES, "en")
    assert "Orange team" in text and "543 to 480 (by 63)" in text and "Dave" in text
    left = Event("match_over", {"winner": 0, "totals": [0, 0], "forfeit": 1})
    (text,) = UI.announcements([left], view, NAMES, "en")
    assert "left the game" in text and "Blue team" in text


@pytest.mark.parametrize("lang", LANGS)
def test_rules_name_the_house_rules_in_force(lang: str) -> None:
    plain = UI.rules(lang, Ghahveh.resolve_options({}))
    house = UI.rules(lang, Ghahveh.resolve_options({"target": 1001, "hand_limit": 5, "black_joker_deadline": 9,
                                                    "colour_joker_same_trick": False,
                                                    "joker_lead_asks_spades": False}))
    assert i18n.num(lang, 501) in plain and i18n.num(lang, 1001) in house
    assert i18n.num(lang, 9) in house and house != plain
    assert len(set(house.splitlines()) - set(plain.splitlines())) >= 4


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_of_the_rules_has_words(lang: str) -> None:
    game = rigged({0: [COLOUR_JOKER, "AS", "3H"], 1: [BLACK_JOKER, "KH"]}, dealer=3)
    reasons = {game.explain_illegal(0, "b:1").reason}
    bid_all(game, {0: 3, 1: 3, 2: 3, 3: 3})
    reasons |= {game.explain_illegal(0, action).reason for action in ("p:JKB", f"p:{COLOUR_JOKER}")}
    game.apply(0, "p:3H")
    off_suit = next(c for c in game.hands[1] if c[-1] in "SDC" and c != BLACK_JOKER)
    reasons.add(game.explain_illegal(1, f"p:{off_suit}").reason)
    reasons.add(game.explain_illegal(0, "p:AS").reason)
    assert reasons >= {"bid_range", "not_in_hand", "colour_joker_held", "must_follow", "not_your_turn"}
    for reason in reasons:
        assert i18n.refusal_key("ghahveh", reason), reason
    assert isinstance(game.explain_illegal(1, "p:2S"), IllegalAction)
