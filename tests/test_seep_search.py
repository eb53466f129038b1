"""The searching Seep player: always legal, the same move for the same view, blind to hidden cards, finding the
obvious seep and not leaving one; and the shared sampling frame it is built on."""

from __future__ import annotations

import copy
import dataclasses
import random
import time

import pytest

from benchmarks.arena.play import Matchup, run
from benchmarks.seep_moves import CONSTRUCTED
from bot.ai.playout import best_over_worlds, deal_unseen, view_rng, worlds_for
from bot.ai.seep.search import SearchSeepPlayer, deal_of, search_seep_move
from bot.games.seep import Seep
from bot.games.seep.floor import value
from tests.seep_support import E, N, S, W, action, position

FILLER = {N: ["3D", "4D", "5D"], W: ["6C", "7C", "8C"], S: ["3S", "4S", "5S"], E: ["6H", "7H", "8H"]}


def mid_deal(seed: int, plays: int, players: int = 4) -> Seep:
    game = Seep({}, players, seed)
    rng = random.Random(seed)
    for _ in range(plays):
        seat = next(iter(game.to_act()))
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def test_the_same_view_gives_the_same_move() -> None:
    for seed in range(3):
        game = mid_deal(seed, 9)
        seat = next(iter(game.to_act()))
        choice = search_seep_move(game, seat, 0.0)
        assert choice in game.legal_actions(seat)
        assert search_seep_move(copy.deepcopy(game), seat, 0.0) == choice
        assert SearchSeepPlayer(work=1).choose(game.view(seat), 12345) == choice  # the seed given plays no part


def test_hidden_cards_do_not_change_the_move() -> None:
    for seed in range(3):
        game = mid_deal(seed, 14)
        seat = next(iter(game.to_act()))
        others = [s for s in range(4) if s != seat]
        twin = copy.deepcopy(game)
        a, b = twin.hands[others[0]], twin.hands[others[1]]
        a[0], b[-1] = b[-1], a[0]
        assert twin.view(seat) == game.view(seat)
        assert search_seep_move(twin, seat, 0.0) == search_seep_move(game, seat, 0.0)


def test_it_makes_the_obvious_seep() -> None:
    game = position(["3H", "4C"], [], {**FILLER, S: ["7D", "KH", "2C"]}, turn=S)
    assert search_seep_move(game, S, 0.0) == action(game, S, "7D", "c", {"3H", "4C"})


def test_it_takes_a_house_and_the_floor_in_one_seep() -> None:
    game = position(["2S", "9D"], [(["6C", "5H"], 11, {E})], {**FILLER, S: ["JD", "4H", "QC"]}, turn=S)
    assert search_seep_move(game, S, 0.0) == action(game, S, "JD", "c", {"H11", "2S", "9D"})


def test_it_does_not_leave_a_seep() -> None:
    """Throwing the 2 leaves 8 + 2 for any 10; the king or the queen leave nothing one card sweeps."""
    game = position(["8D"], [], {**FILLER, W: ["2C", "KH", "QD"]}, turn=W)
    assert search_seep_move(game, W, 0.0) in ("t:KH", "t:QD")


def test_imagined_deals_fit_what_the_seat_knows() -> None:
    """Every hidden hand has its size, no card is dealt twice or where the seat sees it, and the owner of a
    house holds a card of its value (§A11.2)."""
    game = position(["2S", "9D"], [(["6C", "5H"], 11, {E})], {**FILLER, E: ["JS", "6H", "7H"]}, turn=S)
    game.hands[S] = ["JD", "4H", "QC"]
    view = game.view(S)
    for seed in range(20):
        deal = deal_of(view, random.Random(seed))
        assert [len(h) for h in deal.hands] == view["hand_sizes"]
        assert deal.hands[S] == view["hand"]
        dealt = [c for h in deal.hands for c in h]
        assert len(dealt) == len(set(dealt)) and not set(dealt) & {"2S", "9D", "6C", "5H"}
        assert any(value(c) == 11 for c in deal.hands[E])


def test_the_opening_is_searched_with_the_rest_of_the_pack_still_to_come() -> None:
    for seed in range(4):
        game = Seep({}, 4, seed)
        bidder = next(iter(game.to_act()))
        game.apply(bidder, search_seep_move(game, bidder, 0.0))
        view = game.view(bidder)
        deal = deal_of(view, random.Random(seed))
        assert len(deal.packets[bidder]) == 8 and all(len(deal.packets[s]) == 12 for s in range(4) if s != bidder)
        assert search_seep_move(game, bidder, 0.0) in view["legal"]


def test_two_players_with_reserves_play_legally() -> None:
    game = mid_deal(5, 20, players=2)
    while game.plays < 30 and not game.is_over():
        seat = next(iter(game.to_act()))
        choice = search_seep_move(game, seat, 0.0)
        assert choice in game.legal_actions(seat)
        game.apply(seat, choice)


def test_a_short_arena_run_against_the_baseline() -> None:
    tally = run(dataclasses.replace(Matchup.of("seep"), tested=search_seep_move), games=2, seed=3)
    assert len(tally.deals) == 1 and tally.wall


def test_the_frame_deals_every_place_its_size_within_its_rule() -> None:
    rng = random.Random(1)
    unseen = [f"{r}{s}" for r in "23456789" for s in "CDHS"]

    def hearts(card: str) -> bool:
        return card.endswith("H")

    for _ in range(20):
        places = deal_unseen(unseen, [3, 5, 4], rng, [None, hearts, None])
        assert [len(p) for p in places] == [3, 5, 4] and all(hearts(c) for c in places[1])
        assert len({c for p in places for c in p}) == 12
    assert worlds_for(1000, 1000, 30, 5, 20) == 20 and worlds_for(100, 100, 30, 5, 20) == 5
    assert worlds_for(100, 1000, 30, 5, 20) == 3 and worlds_for(1, 1000, 30, 5, 20) == 1  # a short allowance
    assert view_rng({"a": 1}).random() == view_rng({"a": 1}).random() != view_rng({"a": 2}).random()
    picked = best_over_worlds(["x", "y", "z"], lambda r: r.random(), lambda w, m: {"x": 0, "y": w, "z": 0}[m],
                              5, random.Random(0))
    assert picked == "y"


@pytest.mark.parametrize("crowded", range(len(CONSTRUCTED)))
def test_it_stays_quick_and_legal_on_the_most_crowded_floors(crowded: int) -> None:
    floor, hand = CONSTRUCTED[crowded]
    used = {*floor.cards(), *hand}
    others = {s: [c for c in cards if c not in used] for s, cards in FILLER.items()}
    game = position(floor.loose, [(h.cards, h.value, h.owners) for h in floor.houses],
                    {**others, N: list(hand)}, turn=N)
    started = time.process_time()
    assert search_seep_move(game, N, 0.0) in game.legal_actions(N)
    assert time.process_time() - started < 2.0  # CPU time, which a loaded machine does not stretch
