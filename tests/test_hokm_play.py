"""Hokm: playing tricks (hokm.md §6, H-E3) and what the table may see of them."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from bot.games.hokm import ORDERS, Hokm, Phase, follow_suit, trick_winner
from bot.games.protocol import Event, IllegalAction
from tests.game_harness import snapshot
from tests.test_hokm_deal import play_out, rigged

ALL_SPADES_WITH_0_AND_1 = {0: ["5S", "AS", "QS", "JS", "10S", "9S", "8S"], 1: ["KS", "7S", "6S", "4S", "3S", "2S"]}


def random_moves(game: Hokm, rng: random.Random, count: int) -> list[Event]:
    events: list[Event] = []
    for _ in range(count):
        if game.is_over():
            break
        (seat,) = game.to_act()
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    return events


def test_H_E3_legal_cards() -> None:
    hand = ["3S", "QS", "AH", "7C"]
    assert sorted(follow_suit(hand, "S")) == ["3S", "QS"]
    assert sorted(follow_suit(hand, "D")) == sorted(hand), "void: anything, no duty to trump"
    assert follow_suit(hand, "H") == ["AH"]


def test_H_E3_trick_winners_with_hearts_trump() -> None:
    assert trick_winner([(0, "5S"), (1, "KS"), (2, "2H"), (3, "AD")], "H") == 2
    assert trick_winner([(0, "5S"), (1, "KS"), (2, "2H"), (3, "9H")], "H") == 3
    assert trick_winner([(0, "4C"), (1, "JC"), (2, "AS"), (3, "10C")], "H") == 1


def test_H_E3_trick_a_played_at_the_table() -> None:
    game = rigged({**ALL_SPADES_WITH_0_AND_1, 2: ["2H"], 3: ["AD"]}, hakem=0)
    game.apply(0, "t:H")
    events = play_out(game, until=("trick",))
    assert [(e.data["seat"], e.data["card"]) for e in events if e.kind == "played"] == [
        (0, "5S"), (1, "KS"), (2, "2H"), (3, "AD")]
    assert events[-1].data == {"winner": 2, "side": 0, "tricks": [1, 0]}
    assert game.to_act() == {2}, "the winner leads next"


def test_H_T02_ranks_two_to_ace() -> None:
    low_to_high = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert list(reversed(ORDERS["suit"])) == low_to_high
    for lower, higher in itertools.pairwise(low_to_high):
        assert trick_winner([(0, lower + "D"), (1, higher + "D")], "S") == 1
        assert trick_winner([(0, higher + "D"), (1, lower + "D")], "S") == 0


def test_H_T13_hakem_leads_the_first_trick_of_every_hand() -> None:
    game = Hokm({"sets_to_win": 3}, 4, 99)
    rng = random.Random(1)
    for _ in range(5):
        assert game.phase is Phase.DECLARE and game.to_act() == {game.hakem}
        game.apply(game.hakem, rng.choice(game.legal_actions(game.hakem)))
        assert game.to_act() == {game.hakem} and game.trick == []
        while not any(e.kind == "new_hand" for e in random_moves(game, rng, 1)):
            assert not game.is_over()


def test_H_T14_must_follow_suit() -> None:
    game = rigged({**ALL_SPADES_WITH_0_AND_1, 1: ["KS", "AH", "7S"]}, hakem=0)
    game.apply(0, "t:C")
    game.apply(0, "p:5S")
    assert game.legal_actions(1) == ["p:KS", "p:7S"]


def test_H_T15_void_may_play_anything_without_trumping() -> None:
    game = rigged({**ALL_SPADES_WITH_0_AND_1, 2: ["2H", "3D", "4C"]}, hakem=0)
    game.apply(0, "t:H")
    game.apply(0, "p:5S")
    game.apply(1, "p:KS")
    legal = game.legal_actions(2)
    assert sorted(legal) == sorted(f"p:{c}" for c in game.view(2)["hand"])
    game.apply(2, "p:3D")  # a discard although he holds a trump
    assert game.trick[-1] == (2, "3D")


def test_H_T16_highest_trump_wins() -> None:
    assert trick_winner([(0, "AS"), (1, "2H"), (2, "10H"), (3, "KS")], "H") == 2
    assert trick_winner([(0, "3H"), (1, "AS"), (2, "2H"), (3, "QH")], "H") == 3, "trump led"
    assert trick_winner([(0, "AD"), (1, "2C"), (2, "KD"), (3, "QD")], "C") == 1


def test_H_T17_without_trumps_best_of_led_suit_wins() -> None:
    assert trick_winner([(0, "9C"), (1, "AD"), (2, "10C"), (3, "AS")], "H") == 2
    assert trick_winner([(0, "2C"), (1, "AD"), (2, "AH"), (3, "AS")], "S") == 3
    assert trick_winner([(0, "2C"), (1, "AD"), (2, "AH"), (3, "KS")], "S") == 3
    assert trick_winner([(0, "2C"), (1, "AD"), (2, "AH"), (3, "KD")], "S") == 0, "off-suit aces never win"


def test_H_T18_trick_winner_leads_next() -> None:
    game = Hokm({"sets_to_win": 3}, 4, 123)
    rng = random.Random(3)
    tricks = 0
    while tricks < 30:
        assert not game.is_over()
        for event in random_moves(game, rng, 1):
            if event.kind == "trick" and game.phase is Phase.PLAY:
                tricks += 1
                assert game.to_act() == {event.data["winner"]} and game.trick == []


def test_H_T19_only_the_last_trick_stays_shown_until_the_next_lead() -> None:
    game = rigged({**ALL_SPADES_WITH_0_AND_1, 2: ["2H"], 3: ["AD"]}, hakem=0)
    game.apply(0, "t:H")
    play_out(game, until=("trick",))
    first = ["5S", "KS", "2H", "AD"]
    for seat in range(4):
        view = game.view(seat)
        assert view["last_trick"] == {"cards": [[0, "5S"], [1, "KS"], [2, "2H"], [3, "AD"]], "winner": 2}
        assert view["tricks"] == [1, 0]
    (leader,) = game.to_act()
    game.apply(leader, game.legal_actions(leader)[0])
    for seat in range(4):
        view = game.view(seat)
        del view["ace_deal"]  # the face-up cards that chose the first hakem came from another deck
        text = json.dumps(view)
        assert not any(f'"{card}"' in text for card in first), "a finished trick is gone after the next lead"


def test_show_last_trick_off_hides_every_finished_trick() -> None:
    game = rigged({**ALL_SPADES_WITH_0_AND_1, 2: ["2H"], 3: ["AD"]}, hakem=0, show_last_trick=False)
    game.apply(0, "t:H")
    play_out(game, until=("trick",))
    assert game.public_view()["last_trick"] is None and game.public_view()["tricks"] == [1, 0]


def test_H_T37_a_revoke_is_refused_and_changes_nothing() -> None:
    game = rigged({**ALL_SPADES_WITH_0_AND_1, 1: ["KS", "AH", "7S"]}, hakem=0)
    game.apply(0, "t:C")
    game.apply(0, "p:5S")
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply(1, "p:AH")
    assert refused.value.reason == "must_follow"
    assert snapshot(game) == before
    with pytest.raises(IllegalAction) as refused:
        game.apply(1, "p:AS")
    assert refused.value.reason == "not_in_hand"
    with pytest.raises(IllegalAction) as refused:
        game.apply(2, "p:" + game.view(2)["hand"][0])
    assert refused.value.reason == "not_your_turn"
    assert snapshot(game) == before


def test_H_T40_no_claim_or_show_hand_action() -> None:
    game = Hokm({}, 4, 8)
    rng = random.Random(8)
    while not game.is_over():
        (seat,) = game.to_act()
        legal = game.legal_actions(seat)
        assert all(a.split(":")[0] in ("t", "p", "bam") for a in legal)
        for claim in ("claim", "show", "c:all"):
            with pytest.raises(IllegalAction):
                game.apply(seat, claim)
        game.apply(seat, rng.choice(legal))


def test_views_are_copies_of_the_state() -> None:
    game = rigged({**ALL_SPADES_WITH_0_AND_1, 2: ["2H"], 3: ["AD"]}, hakem=0)
    game.apply(0, "t:H")
    play_out(game, until=("trick",))
    game.apply(2, game.legal_actions(2)[0])
    before = snapshot(game)
    view = game.view(2)
    view["hand"].clear()
    view["trick"][0][1] = "AS"
    view["ace_deal"]["cards"].clear()
    view["tricks"][0] = 9
    assert snapshot(game) == before
