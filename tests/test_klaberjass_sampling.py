"""The sampling Klaberjass player: legal, deterministic, blind to hidden cards, and its imagined hands
consistent with what the seat has seen."""

from __future__ import annotations

import random

from bot.ai.klaberjass.sampling import SamplingKlaberjassPlayer, lacks, sample_hand
from bot.ai.klaberjass.sim import settle
from bot.games.klaberjass.game import Klaberjass, Phase
from tests.computer_harness import against_random
from tests.klaberjass_support import D, F, assert_blind, check, pack, play, rig
from tests.test_klaberjass_examples import k1_game

QUICK = SamplingKlaberjassPlayer(work=400)


def test_plays_legal_moves_to_the_end_against_random() -> None:
    against_random(Klaberjass({"target": 301}, 2, 5), QUICK.choose, 0, random.Random(5), check)


def test_same_view_same_move_and_hidden_cards_change_nothing() -> None:
    for seed in range(12):
        game, rng = Klaberjass({}, 2, seed), random.Random(seed)
        while game.phase is not Phase.PLAY or (rng.random() < 0.8 and len(game.played) < 6):
            (seat,) = game.to_act()
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert_blind(QUICK.choose, game, seed)


def test_what_the_opponent_showed_he_lacks() -> None:
    game, _ = k1_game(play_out=False)
    play(game, "p:AS:50", "9H", "AD", "7D", "10D", "AH")
    seen_by_d = lacks(game.view(D))
    assert seen_by_d.suits == {"D"}, "F trumped the ten of diamonds"
    seen_by_f = lacks(game.view(F))
    assert seen_by_f.suits == {"S"}, "D trumped the ace of spades"
    hand = sample_hand(game.view(F), random.Random(0), seen_by_f)
    assert len(hand) == game.view(F)["hand_sizes"][D] and not any(c.endswith("S") for c in hand)


def test_settlement_as_the_rules_settle() -> None:
    assert settle([94, 104], 0) == [0, 198] and settle([90, 72], 0) == [90, 72] and settle([81, 81], 1) == [81, 0]


def test_bids_by_imagined_deals() -> None:
    strong = rig(pack(["JH", "9H", "AH", "AS", "10S", "7C"], [], "KH"))
    assert QUICK.choose(strong.view(F), 0) == "acc"
    weak = rig(pack(["7S", "8S", "8D", "9C", "QC", "7D"], [], "KH"))
    assert QUICK.choose(weak.view(F), 0) == "pass"
    play(weak, "pass", "pass")
    assert QUICK.choose(weak.view(F), 0) in weak.legal_actions(F)
