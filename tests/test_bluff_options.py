"""Bluff's options beyond the §7 checklist: `burn_on_all_pass` (§5) and the dealer that moves on to the right from
one game to the next (§2)."""

from __future__ import annotations

from bot.games.bluff import Bluff
from bot.games.cards import RANKS, right_of
from bot.registry import GAMES
from tests.bluff_support import A, B, C, call, check_no_leaks, play, rig


def test_S5_burn_on_all_pass_off_keeps_the_pile_and_the_last_player_opens_on_it() -> None:
    game = rig([["2C", "3C", "4C"], ["2D", "3D"], ["2H", "3H"]], dealer=C, burn_on_all_pass=False)
    play(game, A, ["2C"], "2")
    play(game, B, ["2D"], "2")
    game.apply(C, "pass")
    events = game.apply(A, "pass")
    assert [e.kind for e in events] == ["passed", "all_passed"] and events[-1].data == {"seat": B, "pile": 2}
    assert game.burnt == [] and sorted(game.pile) == ["2C", "2D"]
    assert game.turn == B and game.claimable() == RANKS and game.live is None
    assert "pass" not in game.legal_actions(B), "the opener of the next round may not pass, pile or no pile"
    check_no_leaks(game)
    play(game, B, ["3D"], "9")  # a lie on top of the kept cards: the caller wins them all
    call(game, C)
    assert sorted(game.hands[B]) == ["2C", "2D", "3D"] and game.pile == []


def test_S5_burn_on_all_pass_is_the_default_and_burns() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["2C"], "2")
    game.apply(B, "pass")
    game.apply(C, "pass")
    assert game.burnt == ["2C"] and game.pile == []


def test_S3_5_an_emptied_hand_still_wins_when_everyone_passes_and_the_pile_stays() -> None:
    game = rig([["2C"], ["2D", "3D"], ["2H", "3H"]], dealer=C, burn_on_all_pass=False)
    play(game, A, ["2C"], "2")
    game.apply(B, "pass")
    events = game.apply(C, "pass")
    assert game.is_over() and game.winners == {A} and events[-1].kind == "game_over"


def test_S2_the_dealer_option_names_the_dealer_and_play_again_moves_the_deal_to_the_right() -> None:
    for seed in range(6):
        first = Bluff({}, 5, seed)
        ui = GAMES["bluff"].ui
        again = ui.again_options(first.record())
        assert again["dealer"] == right_of(first.dealer, 5)
        second = Bluff(again, 5, seed + 100)
        assert second.dealer == right_of(first.dealer, 5) and second.turn == right_of(second.dealer, 5)
        assert Bluff({"dealer": 7}, 5, seed).dealer == 2, "a smaller table wraps the seat round"


def test_S5_the_lobby_offers_burning_and_the_rules_say_which() -> None:
    ui = GAMES["bluff"].ui
    assert ui.lobby_choices(4, Bluff.resolve_options({}))["burn_on_all_pass"] == (True, False)
    kept = ui.rules("en", Bluff.resolve_options({"burn_on_all_pass": False}))
    assert "stays on the table" in kept and "burned" not in kept
    assert "burned unseen" in ui.rules("en", Bluff.resolve_options({}))
    assert ui.option_label("burn_on_all_pass", False, "en") != ui.option_label("burn_on_all_pass", True, "en")
