"""The line under a waiting trick player's hand: the cards of the trick so far, then the trick just taken and who
took it, until the next lead."""

from __future__ import annotations

from bot.ui.hokm import HokmUI
from tests.test_hokm_deal import play_out, rigged

NAMES = ["Nima", "Kaveh", "Shirin", "Eve"]
UI = HokmUI()


def test_a_waiting_hand_shows_the_trick_so_far_then_who_took_it_until_the_next_lead() -> None:
    game = rigged({0: ["5S", "AS", "QS", "JS", "10S", "9S", "8S"], 1: ["KS", "7S", "6S", "4S", "3S", "2S"],
                   2: ["2H"], 3: ["AD"]}, hakem=0)
    game.apply(0, "t:H")
    game.apply(0, "p:5S")
    assert UI.hand_text(game.view(3), NAMES, "en").endswith("On the table: ⁨Nima⁩ 5♠")
    play_out(game, until=("trick",))
    taken = UI.hand_text(game.view(0), NAMES, "en").splitlines()[-1]
    assert taken == "⁨Shirin⁩ took the last trick: ⁨Nima⁩ 5♠ · ⁨Kaveh⁩ K♠ · ⁨Shirin⁩ 2♥ · ⁨Eve⁩ A♦"
    assert UI.hand_text(game.view(1), NAMES, "fa").splitlines()[-1].startswith("دست قبل را ⁨Shirin⁩ برد:")
    game.apply(2, game.legal_actions(2)[0])
    assert "took the last trick" not in UI.hand_text(game.view(0), NAMES, "en")
