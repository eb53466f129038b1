"""Shaitan in Telegram: the drawer's position buttons, the DMs of the drawer and of the player drawn from, the
caption, the news, the rules, and that nothing sent to anyone but the joker's holder depends on where it is."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot import callbacks
from bot.games.shaitan import Shaitan
from bot.plugin import Keyboard
from bot.registry import GAMES
from bot.ui.shaitan import ShaitanUI
from tests.conformance import exchanged
from tests.shaitan_support import A, B, C, position_of, rig

UI = ShaitanUI()
NAMES = ["Ali", "Bita", "Cyrus", "Dara", "Elham", "Farid", "Gita", "Hadi", "Iran", "Jamshid", "Kian", "Leyla"]
TABLE = "abcdefgh"


def labels(rows: Keyboard) -> list[str]:
    return [b.label for row in rows for b in row]


def actions(rows: Keyboard) -> list[str]:
    return [b.action for row in rows for b in row]


def chain_game() -> Shaitan:
    """Example 2 of the rule file: A draws from B's three cards."""
    return rig([["7S", "9C"], ["7D", "QS", "2H"], ["JK", "3C"]], dealer=C)


def test_the_drawer_gets_one_back_per_position_and_nothing_more() -> None:
    game = chain_game()
    rows = UI.hand_keyboard(game.view(A), "en", 0)
    assert labels(rows) == ["🂠 1", "🂠 2", "🂠 3"] and actions(rows) == ["d:1", "d:2", "d:3"]
    assert labels(UI.hand_keyboard(game.view(A), "fa", 0)) == ["🂠 ۱", "🂠 ۲", "🂠 ۳"]
    assert UI.hand_keyboard(game.view(B), "en", 0) == [] and UI.hand_keyboard(game.view(C), "en", 0) == []
    text = UI.hand_text(game.view(A), NAMES, "en")
    assert "Your turn" in text and "draw a card from <b>\u2068Bita\u2069</b> (3 cards)" in text
    assert "Not your turn" in UI.hand_text(game.view(B), NAMES, "en")


def test_a_big_hand_is_fanned_six_buttons_to_a_row_within_callback_limits() -> None:
    game = Shaitan({}, 2, 7)
    rows = UI.hand_keyboard(game.view(game.turn), "en", 0)
    assert all(len(row) <= 6 for row in rows) and len(actions(rows)) == game.public_view()["hand_sizes"][game.source]
    assert all(callbacks.move(TABLE, 10**6, a) for a in actions(rows))


def test_the_drawer_sees_the_card_and_its_pair_and_the_holder_sees_what_went() -> None:
    game = chain_game()
    events = game.apply(A, position_of(game, "7D"))
    assert UI.changed_hands(game, events, A) == {A, B}
    drawer, holder = UI.hand_text(game.view(A), NAMES, "en"), UI.hand_text(game.view(B), NAMES, "en")
    assert "You drew \u20667♦\u2069 from \u2068Bita\u2069 and threw the pair \u20667♦ 7♠\u2069." in drawer
    assert "\u2068Ali\u2069 drew your \u20667♦\u2069." in holder
    caption = UI.caption(game.public_view(), NAMES, "en")
    assert "\u2068Ali\u2069 drew card" in caption and "threw \u20667♦ 7♠\u2069" in caption
    events = game.apply(A, position_of(game, "2H"))
    assert UI.changed_hands(game, events, A) == {A, B}  # B draws next
    assert "You drew from \u2068Bita\u2069: \u20662♥\u2069" in UI.hand_text(game.view(A), NAMES, "en")
    assert "2♥" not in UI.caption(game.public_view(), NAMES, "en"), "an unpaired card stays unseen"
    assert UI.announcements(events, game.public_view(), NAMES, "en") == []


def test_going_out_and_the_end_are_announced_with_the_chips() -> None:
    game = rig([["JK", "4C"], [], ["4H"]], dealer=B)
    events = game.apply(C, position_of(game, "4C"))
    news = UI.announcements(events, game.public_view(), NAMES, "en")
    assert news[0] == "🎉 \u2068Cyrus\u2069 emptied their hand and is out."
    assert "<b>\u2068Ali\u2069</b> was left holding the joker" in news[1] and "\u2068Ali\u2069 -20" in news[1]
    assert "you lose" in UI.hand_text(game.view(A), NAMES, "en")
    assert "out and safe" in UI.hand_text(game.view(C), NAMES, "en")
    assert UI.hand_keyboard(game.view(A), "en", 0) == []
    assert "شیطان" in UI.announcements(events, game.public_view(), NAMES, "fa")[1]
    assert UI.changed_hands(game, events, C) == {A, B, C}


def test_rules_name_the_house_rules_in_both_languages() -> None:
    for lang, stake in (("en", "20 chips"), ("fa", "۲۰ ژتون")):
        text = UI.rules(lang, Shaitan.resolve_options({"stake": 20}))
        assert stake in text and ("position 1" in text or "شمارهٔ ۱" in text)
    start = UI.start_text(chain_game().public_view(), NAMES, "en")
    assert "<b>\u2068Ali\u2069</b> draws first, from \u2068Bita\u2069" in start


def test_the_computer_and_a_timed_out_turn_draw_position_one() -> None:
    """shaitan.md §4: a turn that times out draws position 1; the adapter plays the computer's move then."""
    game = Shaitan({}, 5, 3)
    while not game.is_over():
        assert GAMES["shaitan"].computer(game, game.turn, 0.0) == "d:1"
        game.apply(game.turn, "d:1")


def sent(game: Shaitan, seats: list[int], lang: str) -> list[object]:
    """What the group and these seats receive: caption, image bytes, table buttons, DM texts and the encoded
    callback data of every button."""
    public = game.public_view()
    out: list[object] = [UI.caption(public, NAMES, lang), UI.render(public, NAMES, lang),
                         UI.table_keyboard(public, lang)]
    for seat in seats:
        view = game.view(seat)
        rows = UI.hand_keyboard(view, lang, 0)
        out += [UI.hand_text(view, NAMES, lang), labels(rows),
                [callbacks.move(TABLE, game.version, a) for a in actions(rows)]]
    return out


def remembers(game: Shaitan, seat: int, *cards: str) -> bool:
    """Whether the seat drew or lost one of the cards before: it knew where that card went then."""
    view = game.view(seat)
    return view["drawn"] in cards or any(entry["card"] in cards for entry in view["lost"])


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 12), moves=st.integers(0, 30),
       lang=st.sampled_from(["en", "fa"]))
def test_nothing_sent_to_others_depends_on_where_the_joker_is(seed: int, players: int, moves: int, lang: str) -> None:
    """Two games that differ only in where the joker is (it trades places with a card of another hand): the
    group and every seat that holds neither card and never held them receive the same, before and after the
    same next draw."""
    game = Shaitan({}, players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over():
            return
        game.apply(game.turn, rng.choice(game.legal_actions(game.turn)))
    holder = next(s for s in range(players) if "JK" in game.hands[s])
    others = [s for s in range(players) if s != holder and game.hands[s]]
    if game.is_over() or not others:
        return
    other = rng.choice(others)
    card = rng.choice(game.hands[other])
    twin = exchanged(game, "JK", card)
    assert isinstance(twin, Shaitan)
    assert "JK" in twin.hands[other] and card in twin.hands[holder]
    bystanders = [s for s in range(players) if s not in (holder, other) and not remembers(game, s, "JK", card)]
    assert sent(twin, bystanders, lang) == sent(game, bystanders, lang)
    action = rng.choice(game.legal_actions(game.turn))
    drawer = game.turn
    events, twin_events = game.apply(drawer, action), twin.apply(drawer, action)
    if any(card in p["cards"] for g in (game, twin) for p in g.pairs):
        return  # the card was paired: the group rightly sees that pair in one game only
    watching = [s for s in bystanders if s != drawer and not remembers(game, s, "JK", card)]
    assert sent(twin, watching, lang) == sent(game, watching, lang)
    assert UI.announcements(twin_events, twin.public_view(), NAMES, lang) == \
        UI.announcements(events, game.public_view(), NAMES, lang)
