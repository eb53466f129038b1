"""Klaberjass in Telegram: the trump dialogue's buttons (accept or pass, name a suit, swap the seven), cards
carrying their declarations as single presses with clear labels, what the group hears (the bids, the trump, the
exchange, the sequence dialogue, Bela), the rules and the refusal texts, in both languages."""

from __future__ import annotations

import pytest

from bot import i18n
from bot.games.klaberjass import Klaberjass
from bot.plugin import Keyboard
from bot.registry import GAMES
from bot.ui.klaberjass import KlaberjassUI, phrase
from tests.klaberjass_support import D, F, play
from tests.test_klaberjass_examples import k1_game

UI = KlaberjassUI()
NAMES = ["Alice", "<b>Bob</b>"]
CALLBACK_PREFIX = 20  # the adapter's `G|<table id>|<version>|`, generously
REASONS = ("turnup_suit", "must_head_trump", "must_trump", "must_follow", "no_bela", "no_sequence", "not_in_hand",
           "illegal", "not_your_turn")
PHRASES = ("20", "50", "good", "have_20", "have_50", "same_class", "top_A", "top_10", "not_good_top_K", "same_top",
           "trumps", "suit_H", "not_good")


def labels(rows: Keyboard) -> list[str]:
    return [b.label for row in rows for b in row]


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_trump_dialogue_in_the_dm(lang: str) -> None:
    game, _ = k1_game(play_out=False)
    fresh = type(game)({}, 2, 0)
    rows = UI.hand_keyboard(fresh.view(F), lang, 0)
    assert [b.action for row in rows for b in row] == ["acc", "pass"] and "♥" in labels(rows)[0]
    play(fresh, "pass", "pass")
    rows = UI.hand_keyboard(fresh.view(F), lang, 0)
    assert sorted(b.action for row in rows for b in row) == ["n:C", "n:D", "n:S", "pass"]
    assert "♥" not in " ".join(labels(rows))  # the refused turn-up suit is not offered again


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_swapping_the_seven_is_offered_to_its_holder(lang: str) -> None:
    game, _ = k1_game(play_out=False)
    fresh = type(game)({}, 2, 0)
    play(fresh, "acc")
    rows = UI.hand_keyboard(fresh.view(F), lang, 0)
    assert [b.action for row in rows for b in row] == ["swap", "keep"] and "J♥" in labels(rows)[0]
    assert "J♥" in UI.hand_text(fresh.view(F), NAMES, lang)


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_declarations_ride_on_their_card_as_one_press(lang: str) -> None:
    game, _ = k1_game(play_out=False)
    rows = UI.hand_keyboard(game.view(F), lang, 0)
    combined = {b.action: b.label for row in rows for b in row if " + " in b.label}
    assert "p:AS:50" in combined and combined["p:AS:50"].startswith("A♠ + ")
    assert all(len(a.encode()) <= 64 - CALLBACK_PREFIX for a in combined)
    play(game, "p:AS:50", "9H", "AD", "7D", "10D", "AH", "JH")
    rows = UI.hand_keyboard(game.view(D), lang, 0)
    bela = {b.action: b.label for row in rows for b in row if " + " in b.label}
    word = i18n.t(lang, "klaberjass_with_bela")
    assert bela == {"p:KH:b": "K♥ + " + word, "p:QH:b": "Q♥ + " + word}


def test_the_group_hears_the_public_declarations() -> None:
    game, events = k1_game()
    said = " ".join(UI.announcements(events, game.public_view(), NAMES, "en"))
    assert "accepts the turn-up's suit" in said and "swaps the 7 of trumps" in said
    assert "“Fifty.”" in said and "“Bela”" in said and "shows" in said


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_phrase_of_the_sequence_dialogue_is_translated(lang: str) -> None:
    for key in PHRASES:
        text = phrase(key, lang)
        assert text and "{" not in text and "_" not in text


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_every_refusal_has_a_text_and_the_rules_name_the_house_rules(lang: str) -> None:
    assert GAMES["klaberjass"].ui.command == "klaberjass"
    for reason in REASONS:
        assert i18n.refusal_key("klaberjass", reason) and i18n.refusal(lang, "klaberjass", reason)
    rules = UI.rules(lang, {k: o.default for k, o in Klaberjass.OPTIONS.items()})
    assert "501" in rules or "۵۰۱" in rules
