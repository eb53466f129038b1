"""The sampling Bi-Del player: legal, deterministic, blind to hidden cards, and its imagined deals consistent
with what the seat has seen."""

from __future__ import annotations

import random

import pytest

from bot.ai.bidel.rule import RuleBidelPlayer
from bot.ai.bidel.sampling import SamplingBidelPlayer, deal_cost, sample_hands, voids
from bot.games.bidel import Bidel, Phase
from tests.bidel_support import check
from tests.computer_harness import against_random

QUICK = SamplingBidelPlayer(work=600)


def advanced(seed: int, players: int = 4, plays: int = 20) -> Bidel:
    """A game `plays` random cards into its first deal, the passing done by the rule-based player."""
    game, rng = Bidel({}, players, seed), random.Random(seed)
    while game.phase is Phase.PASS:
        seat = min(game.to_act())
        game.apply(seat, RuleBidelPlayer().choose(game.view(seat), 0))
    for _ in range(plays):
        seat = min(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("players", [3, 4])
def test_plays_a_whole_deal_legally(players: int) -> None:
    game = Bidel({}, players, players)
    against_random(game, QUICK.choose, 0, random.Random(players), check, until=lambda _: game.deal_no > 0)


def test_same_view_same_move_and_hidden_cards_change_nothing() -> None:
    for seed in range(6):
        game = advanced(seed, plays=seed * 7)
        seat = min(game.to_act())
        move = QUICK.choose(game.view(seat), seed)
        assert QUICK.choose(game.view(seat), seed) == move
        places = game.card_places()
        hidden = [p for p in game.hidden_places(seat) if places[p] and p.startswith("hand:")]
        if len(hidden) >= 2:
            a, b = (int(p.split(":")[1]) for p in hidden[:2])
            ca, cb = places[hidden[0]][0], places[hidden[1]][0]
            game.hands[a][game.hands[a].index(ca)], game.hands[b][game.hands[b].index(cb)] = cb, ca
            assert QUICK.choose(game.view(seat), seed) == move


def test_imagined_deals_keep_sizes_passed_cards_and_voids() -> None:
    for seed in range(10):
        game = advanced(seed, plays=5 + seed * 4)
        assert game.phase is Phase.PLAY
        seat = min(game.to_act())
        view = game.view(seat)
        lacking = voids(view)
        hands = sample_hands(view, random.Random(seed))
        assert [len(h) for h in hands] == view["hand_sizes"]
        assert hands[seat] == view["hand"]
        unplayed_gift = [c for c in view["gave"] if any(c in h for h in game.hands)]
        assert set(unplayed_gift) <= set(hands[view["receiver"]])
        for other, hand in enumerate(hands):
            assert other == seat or not any(c[-1] in lacking[other] for c in hand)
        assert sorted(c for h in hands for c in h) == sorted(c for h in game.hands for c in h)


def test_the_moon_costs_the_others() -> None:
    assert deal_cost([26, 0, 0, 0], 0) == -26 and deal_cost([26, 0, 0, 0], 1) == 26 - 52 / 3
    assert deal_cost([13, 5, 8, 0], 0) == 13 - 13 / 3
