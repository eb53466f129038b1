"""The Rummy computer player's counting: how far a hand is from going out, its outs, and the moves they choose."""

from __future__ import annotations

from benchmarks.baselines import BASELINES
from bot.ai.rummy import Outlook, RummyPlayer
from bot.games.cards import standard_deck
from tests.rummy_support import A, B, rig

MELDED = ["AC", "2C", "3C", "7H", "7D", "7S", "9C", "10C", "JC"]
THEIRS = ["4H", "5S", "6D", "8D", "10S", "JH", "QH", "KH", "2D", "3S"]


def outlook(hand: list[str]) -> Outlook:
    return Outlook(tuple(hand), frozenset(standard_deck()) - set(hand), 10, True)


def test_nine_melded_cards_and_one_loose_are_one_draw_from_going_out_with_the_cards_that_extend_a_meld() -> None:
    hand = [*MELDED, "KD"]
    seen = outlook(hand)
    assert seen.distance(hand) == 1
    assert seen.outs(hand) == 4  # 4C, 7C, 8C and QC; a second king would leave the first loose


def test_a_pair_is_one_draw_from_a_meld_only_while_a_card_that_completes_it_is_live() -> None:
    hand = ["AC", "2C", "3C", "7H", "7D", "7S", "KD", "KS", "5H", "9S"]
    seen = outlook(hand)
    assert seen.distance(hand) == 2
    dead = Outlook(seen.hand, seen.unseen - {"KC", "KH"}, 10, True)
    assert dead.distance(hand) == 3


def test_it_keeps_a_pair_of_kings_that_the_rule_of_thumb_throws_for_its_points() -> None:
    """Throwing a king leaves the least deadwood, but a lone low card is further from any meld than the pair."""
    game = rig([["AC", "2C", "3C", "7H", "7D", "7S", "KD", "KS", "5H", "9S", "JD"], THEIRS], dealer=A)
    assert BASELINES["rummy"](game, A, 0.25) in ("d:KD", "d:KS")
    advice = RummyPlayer().advise(game.view(A))
    assert advice.action in ("d:5H", "d:9S", "d:JD") and advice.reason == "rummy_hint_discard"


def test_it_takes_a_discard_that_brings_it_closer_and_draws_past_one_that_does_not() -> None:
    game = rig([["2H", "3S", "9H", "4D", "5C", "8S", "JS", "QD", "AH", "6H", "KC"],
                [*MELDED, "KD"]], dealer=A)
    game.apply(A, "d:KC")
    assert RummyPlayer().advise(game.view(B)).action == "s"
    game = rig([["2H", "3S", "9H", "4D", "5C", "8S", "JS", "QD", "AH", "6H", "QC"],
                [*MELDED, "KD"]], dealer=A)
    game.apply(A, "d:QC")
    assert RummyPlayer().advise(game.view(B)).action == "t"


def test_it_declares_when_it_can() -> None:
    game = rig([[*MELDED, "QC", "KD"], THEIRS], dealer=A)
    assert RummyPlayer().advise(game.view(A)).action == "x:KD"
