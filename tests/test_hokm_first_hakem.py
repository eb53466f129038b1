"""Hokm: the first hakem by high card, the alternative setting of hokm.md H-3.3 (H-3.2, §16 `first_hakem_method`)."""

from __future__ import annotations

from bot.games import cards
from bot.games.hokm import Hokm
from bot.games.hokm.game import high_card_draw
from bot.registry import GAMES


def test_H_3_2_the_highest_card_drawn_makes_the_hakem_and_the_ace_is_high() -> None:
    rounds, hakem = high_card_draw(["KD", "AC", "10S", "QH"], selector=3, players=4)
    assert rounds == [[[0, "KD"], [1, "AC"], [2, "10S"], [3, "QH"]]]
    assert hakem == 1


def test_H_3_2_players_who_tie_for_the_highest_draw_again_and_only_they() -> None:
    deck = ["KD", "2C", "KS", "5H", "9C", "JD", "3S"]
    rounds, hakem = high_card_draw(deck, selector=0, players=4)
    assert rounds == [[[1, "KD"], [2, "2C"], [3, "KS"], [0, "5H"]], [[1, "9C"], [3, "JD"]]]
    assert hakem == 3, "suits break no tie: the two kings draw again and the jack beats the nine"


def test_H_3_2_a_deck_that_runs_out_mid_tie_leaves_the_first_tied_seat_hakem() -> None:
    rounds, hakem = high_card_draw(["KD", "KS", "4C"], selector=1, players=2)
    assert rounds == [[[0, "KD"], [1, "KS"]]] and hakem == 0


def test_H_16_the_high_card_option_chooses_the_first_hakem_and_the_view_shows_every_draw() -> None:
    for seed in range(30):
        game = Hokm({"first_hakem_method": "high_card"}, 4, seed)
        shown = game.public_view()["ace_deal"]
        assert shown["method"] == "high_card"
        last = shown["rounds"][-1]
        best = max(last, key=lambda pair: -"AKQJ1098765432".index(cards.rank(pair[1])[0]))
        assert game.hakem == best[0] == game.turn
        assert [c for _, c in shown["cards"]] == [c for drawn in shown["rounds"] for _, c in drawn]
        assert len({cards.rank(c) for seat, c in last if seat == game.hakem}) == 1
        assert Hokm({}, 4, seed).public_view()["ace_deal"]["method"] == "ace_deal"


def test_H_3_3_the_group_setting_start_text_and_rules_name_the_method() -> None:
    ui = GAMES["hokm"].ui
    chat = {"sets": 1, "sars": 0, "hakem": 1}
    assert ui.house_rules(chat)["first_hakem_method"] == "high_card"
    assert ui.house_rules({**chat, "hakem": 0})["first_hakem_method"] == "ace_deal"
    options = Hokm.resolve_options(ui.house_rules(chat))
    assert "everyone draws a card" in ui.rules("en", options)
    assert "dealt face up until the first ace" in ui.rules("en", Hokm.resolve_options({}))
    game = Hokm(options, 4, 3)
    text = ui.start_text(game.public_view(), ["A", "B", "C", "D"], "en")
    assert text.startswith("Everyone drew a card:") and "drew the highest and is the hakem" in text
