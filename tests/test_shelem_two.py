"""Two-player Shelem (shelem.md §15): S-T30 … S-T35 and the worked example S-E6."""

from __future__ import annotations

import pytest

from bot.games.protocol import IllegalAction
from bot.games.shelem import Phase, Shelem
from tests.game_harness import assert_refused
from tests.shelem_support import bids, bury, play_first_legal, rig2

HAKEM, OTHER = 0, 1


def example() -> Shelem:
    """S-E6: the hakem (seat 0) leads the 7 of spades; the other player dealt."""
    game = rig2({HAKEM: ["7S"], OTHER: ["9S"]}, {HAKEM: ["KH", "2S", "10D"], OTHER: ["AS", "5C", "4H"]}, dealer=OTHER)
    bids(game, 100, None)
    bury(game, [c for c in game.hands[HAKEM] if c != "7S"][-4:])
    return game


def test_S_T30_a_hand_of_12_three_piles_of_4_and_a_kitty_of_4() -> None:
    game = Shelem({}, 2, 7)
    assert [len(h) for h in game.hands] == [12, 12] and len(game.kitty) == 4
    assert [[len(p) for p in piles] for piles in game.piles] == [[4, 4, 4], [4, 4, 4]]
    assert game.public_view()["piles"][0] == [{"up": None, "down": 4}] * 3
    deck = game.shuffled_deck(0)
    other = 1 - game.dealer
    assert sorted(game.hands[other]) == sorted(deck[:12]) and sorted(game.hands[game.dealer]) == sorted(deck[12:24])
    assert game.piles[other] == [deck[24:28], deck[32:36], deck[40:44]] and game.kitty == deck[44:48]
    assert game.piles[game.dealer] == [deck[28:32], deck[36:40], deck[48:52]]


def test_S_T31_the_non_dealer_bids_first_and_one_pass_ends_the_auction() -> None:
    game = Shelem({}, 2, 3)
    other = 1 - game.dealer
    assert game.to_act() == {other} and "pass" not in game.legal_actions(other)  # he must open (DEFAULT)
    with pytest.raises(IllegalAction) as refused:
        game.apply(other, "pass")
    assert refused.value.reason == "must_bid"
    bids(game, 100, 105, 110)
    assert game.phase is Phase.BID and game.turn == game.dealer
    bids(game, None)
    assert game.phase is Phase.EXCHANGE and game.hakem == other and game.bid == 110


def test_S_T32_the_deal_alternates() -> None:
    game = Shelem({}, 2, 3)
    first = game.dealer
    bids(game, 100, None)
    assert game.hakem is not None
    bury(game, game.hands[game.hakem][:4])
    play_first_legal(game)
    assert game.hand_no == 1 and game.dealer == 1 - first


def test_S_T33_hand_hand_table_table_and_table_cards_follow_among_the_tops() -> None:
    game = example()
    assert game.turn == HAKEM and all(a[2:] in game.hands[HAKEM] for a in game.legal_actions(HAKEM))
    game.apply(HAKEM, "p:7S")
    assert game.trump == "S" and game.turn == OTHER and game.legal_actions(OTHER) == ["p:9S"]
    assert game.public_view()["piles"][HAKEM][0]["up"] is None  # not yet turned
    game.apply(OTHER, "p:9S")
    assert [p["up"] for p in game.public_view()["piles"][HAKEM]] == ["KH", "2S", "10D"]
    assert game.turn == HAKEM and game.legal_actions(HAKEM) == ["p:2S"]
    assert_refused(game, HAKEM, "p:KH")
    with pytest.raises(IllegalAction) as refused:
        game.apply(HAKEM, "p:3C")
    assert refused.value.reason == "not_in_hand"
    game.apply(HAKEM, "p:2S")
    assert game.legal_actions(OTHER) == ["p:AS"]


def test_S_E6_S_T34_the_ace_of_trumps_wins_and_its_owner_leads_from_his_hand() -> None:
    game = example()
    for seat, card in ((HAKEM, "7S"), (OTHER, "9S"), (HAKEM, "2S")):
        game.apply(seat, f"p:{card}")
    events = game.apply(OTHER, "p:AS")
    assert [e.data["winner"] for e in events if e.kind == "trick"] == [OTHER]
    assert game.tricks == [0, 1] and sorted(game.taken[OTHER]) == ["2S", "7S", "9S", "AS"]
    assert game.turn == OTHER and all(a[2:] in game.hands[OTHER] for a in game.legal_actions(OTHER))
    assert [p["up"] for p in game.public_view()["piles"][OTHER]] == [None, "5C", "4H"]
    game.apply(OTHER, game.legal_actions(OTHER)[0])
    game.apply(HAKEM, game.legal_actions(HAKEM)[0])
    first_pile = game.public_view()["piles"][OTHER][0]
    assert first_pile["up"] is not None and first_pile["down"] == 2


def test_S_T35_when_piles_run_out_the_remaining_tops_are_played() -> None:
    game = example()
    seen_short = False
    while game.hand_no == 0:
        if game.from_table:
            tops = game.table_cards(game.turn)
            assert {a[2:] for a in game.legal_actions(game.turn)} <= set(tops)
            seen_short = seen_short or len(tops) < 3
        game.apply(game.turn, game.legal_actions(game.turn)[-1])
    assert seen_short and sum(game.sheet[0].tricks) == 12 and sum(game.sheet[0].points) == 165
