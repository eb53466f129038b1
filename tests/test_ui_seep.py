"""Seep in Telegram: what the bidder and the others read and press in each phase, the two-step keyboard, the
caption and news, the rules with the house rules in force, and the refusals."""

from __future__ import annotations

import random

import pytest

from bot import callbacks, i18n
from bot.games.protocol import IllegalAction
from bot.games.seep import Seep
from bot.plugin import Button, Keyboard
from bot.registry import GAMES
from bot.ui.picker import PER_PAGE, Pick, page_of, picked, two_step
from tests.seep_support import E, N, S, W, position, rig

UI = GAMES["seep"].ui
NAMES = ["Nima", "Wes", "Sara", "Erin"]


def labels(rows: Keyboard) -> list[str]:
    return [b.label for row in rows for b in row]


def menu(view: dict[str, object], card: str, lang: str = "en") -> list[Button]:
    """Every move the card's menu offers, over all its pages."""
    found: list[Button] = []
    for page in range(8):
        rows = UI.hand_keyboard(view, lang, page_of(card, page))
        found += [b for row in rows for b in row if not b.action.startswith("~")]
    return list(dict.fromkeys(found))


def opening_game() -> Seep:
    """Scenario S-1: W holds 7♠ 8♥ 8♦ J♣ and must bid 11; the floor is 2♠ 9♥ J♦ K♣."""
    return rig(["7S", "8H", "8D", "JC"], ["2S", "9H", "JD", "KC"])


def test_the_bidder_sees_four_cards_and_only_bids() -> None:
    game = opening_game()
    view = game.view(W)
    text = UI.hand_text(view, NAMES, "en")
    assert "Your first four cards" in text and all(c in text for c in ("7♠", "8♥", "8♦", "J♣"))
    assert "4 cards face down" in text
    assert UI.hand_keyboard(view, "en", 0) == [[Button("Bid 11", "bid:11")]]
    for seat in (N, S, E):
        other = game.view(seat)
        assert UI.hand_keyboard(other, "en", 0) == []
        assert "Wes" in UI.hand_text(other, NAMES, "en") and "J♣" not in UI.hand_text(other, NAMES, "en")
    caption = UI.caption(game.public_view(), NAMES, "en")
    assert "is bidding with four cards" in caption and "J♣" not in caption
    assert "اعلام" in UI.hand_keyboard(game.view(W), "fa", 0)[0][0].label


def test_the_bid_turns_the_floor_up_and_the_opening_play_is_shown() -> None:
    game = opening_game()
    events = game.apply(W, "bid:11")
    (news,) = UI.announcements(events, game.public_view(), NAMES, "en")
    assert "saw four cards and bid <b>11</b>" in news and all(c in news for c in ("2♠", "9♥", "J♦", "K♣"))
    view = game.view(W)
    assert "Your opening play" in UI.hand_text(view, NAMES, "en")
    rows = UI.hand_keyboard(view, "en", 0)
    assert sorted(labels(rows)) == ["J♣", "·7♠·", "·8♥·", "·8♦·"]
    idle = next(b.action for b in rows[0] if b.label.startswith("·"))
    with pytest.raises(IllegalAction) as refused:
        game.apply(W, idle)
    assert i18n.refusal_key("seep", refused.value.reason)
    (take,) = menu(view, "JC")
    assert take.action in game.legal_actions(W)
    assert "J♣" in take.label and "take" in take.label and all(c in take.label for c in ("J♦", "2♠", "9♥"))
    back = UI.hand_keyboard(view, "en", page_of("JC"))[-1][0]
    assert back.action == "~page:0"
    assert "Opening play" in UI.caption(game.public_view(), NAMES, "en")


def test_every_move_of_a_card_is_on_its_menu_paged_and_named_by_cards() -> None:
    game = position(["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C"], [], {S: ["KS", "QS", "JS", "2S", "AS"]}, S)
    view = game.view(S)
    legal = game.legal_actions(S)
    for card in ("KS", "QS", "JS", "2S", "AS"):
        offered = menu(view, card)
        assert sorted(b.action for b in offered) == sorted(a for a in legal if a.split(":")[1] == card)
        for button in offered:
            assert not any(code in button.label for code in ("C:", "S:", "AC", "KS")), button.label
    crowded = max(("KS", "QS", "JS", "2S", "AS"), key=lambda c: len(menu(view, c)))
    assert len(menu(view, crowded)) > PER_PAGE
    rows = UI.hand_keyboard(view, "en", page_of(crowded))
    assert [b.label for b in rows[-2]][1].startswith("1/")


def test_houses_read_as_build_cement_and_break_with_their_cards() -> None:
    # §A11.5 method 3 (Scenario S-2 part 2 b): S breaks E's 9-house with 3♥ into his partner's Q-house.
    game = position(["7D"], [(["8D", "4H"], 12, [N]), (["5C", "4S"], 9, [E])], {S: ["3H", "10C"]}, S)
    view = game.view(S)
    moves = {b.label for b in menu(view, "3H")}
    assert any("break into 🏠12" in m and "🏠9" in m for m in moves), moves
    text = UI.hand_text(view, NAMES, "en")
    assert "🏠12 (⁨Nima⁩" in text and "🏠9 (⁨Erin⁩" in text
    owner = position(["7D"], [(["6H", "4C"], 10, [S])], {S: ["3S", "10H"]}, S)
    assert "keep a card of value 10" in UI.hand_text(owner.view(S), NAMES, "en")
    assert any("cement 🏠10 with" in b.label and "7♦" in b.label for b in menu(owner.view(S), "3S"))


def test_the_deal_and_match_results_are_announced() -> None:
    game = opening_game()
    game.apply(W, "bid:11")
    game.apply(W, next(a for a in game.legal_actions(W) if a.startswith("c:JC")))
    rng = random.Random(3)
    said: list[str] = []
    while not game.is_over():
        seat = min(game.to_act())
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        said += UI.announcements(events, game.public_view(), NAMES, "en")
    text = "\n".join(said)
    assert "Hand 1:" in text and "won the match!" in text
    assert "Blue team" in UI.caption(game.public_view(), NAMES, "en")


def test_callback_data_fits_for_every_button_of_a_playthrough() -> None:
    for players in (4, 2):
        game = Seep({}, players, seed=5)
        rng = random.Random(players)
        while not game.is_over():
            seat = min(game.to_act())
            view = game.view(seat)
            pages = [0, *(page_of(c) for c in view["hand"])]
            for page in pages:
                for row in UI.hand_keyboard(view, rng.choice(["fa", "en"]), page):
                    for button in row:
                        callbacks.move("abcdefgh", 99999, button.action)
            game.apply(seat, rng.choice(game.legal_actions(seat)))


def test_the_rules_name_the_house_rules_in_force() -> None:
    classic = Seep.resolve_options({"scoring": "juneja", "limited_houses": True, "loose_break": True, "baazis": 3})
    text = UI.rules("en", classic)
    assert "100 points" in text and "Juneja" in text and "two houses" in text and "Loose break" in text
    assert "3 baazi" in text and "Rawalpindi" not in text
    punjab = Seep.resolve_options({"variant": "punjab", "rawalpindi": True})
    text = UI.rules("en", punjab)
    assert "30 points" in text and "Rawalpindi" in text and "Juneja" not in text
    assert "راولپندی" in UI.rules("fa", punjab) and "جونجا" in UI.rules("fa", classic)


def test_the_lobby_offers_variants_and_house_rules_in_both_languages() -> None:
    assert UI.player_counts == (4, 2) and UI.fixed_seats
    for lang in ("fa", "en"):
        for option, values in UI.lobby_choices(4, Seep.resolve_options({})).items():
            assert all(UI.option_label(option, v, lang) for v in values)
        assert UI.seat_label(1, 4, {}, lang) != UI.seat_label(0, 4, {}, lang)
    for reason in ("bid_first", "opening_bid", "must_capture", "wrong_capture", "bad_build", "not_in_hand"):
        assert i18n.refusal_key("seep", reason)


def test_the_two_step_helper_keeps_its_pick_in_the_page_number() -> None:
    moves = [Button(f"m{i}", f"x:{i}") for i in range(PER_PAGE + 2)]
    picks = [Pick("10D", "10♦", moves), Pick("QS#1", "Q♠", [], idle="x:no")]
    assert picked(0) == (None, 0) and picked(page_of("QS#1", 3)) == ("QS#1", 3)
    assert labels(two_step(picks, 0, "back")) == ["10♦", "·Q♠·"]
    first = two_step(picks, page_of("10D"), "back")
    assert labels(first)[:PER_PAGE] == [f"m{i}" for i in range(PER_PAGE)] and labels(first)[-1] == "back"
    second = two_step(picks, page_of("10D", 1), "back")
    assert labels(second)[:2] == [f"m{PER_PAGE}", f"m{PER_PAGE + 1}"]
    assert labels(two_step(picks, page_of("AS"), "back")) == ["10♦", "·Q♠·"]  # a card no longer held
