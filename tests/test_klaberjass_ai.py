"""The Klaberjass computer player: always legal, deterministic, blind to hidden cards, and sound in the spots
its rules of thumb name (making trumps by strength, the exchange, announcing, heading and ducking tricks)."""

from __future__ import annotations

import random

from bot.ai.klaberjass.rule import RuleKlaberjassPlayer, strength
from bot.games.klaberjass.game import Klaberjass
from tests.computer_harness import against_random
from tests.klaberjass_support import D, F, assert_blind, check, pack, play, rig
from tests.test_klaberjass_examples import k1_game, k1_pack

PLAYER = RuleKlaberjassPlayer()


def test_plays_legal_moves_to_the_end_against_random() -> None:
    for seed in range(3):
        against_random(Klaberjass({"target": 301}, 2, seed), PLAYER.choose, seed % 2, random.Random(seed), check)


def test_same_view_same_move_and_hidden_cards_change_nothing() -> None:
    for seed in range(30):
        game = Klaberjass({}, 2, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 14)):
            (seat,) = game.to_act()
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert_blind(PLAYER.choose, game, seed)


def test_makes_trumps_with_a_strong_hand_and_passes_a_weak_one() -> None:
    assert strength(["JH", "9H", "AS"], "H") > strength(["7H", "8S", "KD"], "H")
    strong = rig(pack(["JH", "9H", "AH", "AS", "10S", "7C"], [], "KH"))
    assert PLAYER.choose(strong.view(F), 0) == "acc"
    weak = rig(pack(["7S", "8S", "8D", "9C", "QC", "7D"], [], "KH"))
    assert PLAYER.choose(weak.view(F), 0) == "pass"


def test_takes_the_turnup_and_announces_its_fifty() -> None:
    game = rig(k1_pack())
    play(game, "acc")
    assert PLAYER.choose(game.view(F), 0) == "swap"
    play(game, "swap")
    assert PLAYER.choose(game.view(F), 0).endswith(":50")


def test_announces_bela_with_the_first_of_king_and_queen() -> None:
    game, _ = k1_game(play_out=False)
    play(game, "p:AS:50")
    assert PLAYER.choose(game.view(D), 0) == "p:QH:b", "the cheapest trump takes the ace, announcing Bela"
