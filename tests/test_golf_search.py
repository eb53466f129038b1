"""The searching Golf player: legal in every variant, the same move for the same view, blind to the cards its
seat has not seen, and pairing a column when the top discard does it."""

from __future__ import annotations

import copy
import random

import pytest

from bot.ai.golf.search import ColumnScore, SearchGolfPlayer, Table, hole_of, search_golf_move
from bot.games.golf import Golf
from bot.games.golf.variants import VARIANTS
from tests.golf_support import exchange, play, rig

THINK = 0.02  # the least work: every searched decision still weighs its fewest deals
STEPS = 120


def mid_hole(variant: str, seed: int, moves: int) -> Golf:
    """A one-hole game of three after `moves` random moves (or fewer, where it would end)."""
    game = Golf({"variant": variant, "holes": 1}, 3, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = min(game.waiting_for())
        legal = game.legal_actions(seat)
        if game.is_over() or "s" not in legal:
            break
        game.apply(seat, rng.choice(legal))
    return game


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_move_is_legal(variant: str) -> None:
    game = Golf({"variant": variant, "holes": 1}, 3, seed=7)
    for _ in range(STEPS):
        if game.is_over():
            break
        seat = min(game.to_act())
        action = search_golf_move(game, seat, THINK)
        assert action in game.legal_actions(seat), (variant, game.phase, action)
        game.apply(seat, action)


@pytest.mark.parametrize("variant", ["six", "four", "pablo", "ten"])
def test_the_same_view_gives_the_same_move(variant: str) -> None:
    for seed in range(3):
        game = mid_hole(variant, seed, 6 + seed)
        seat = min(game.waiting_for())
        choice = search_golf_move(game, seat, THINK)
        assert search_golf_move(copy.deepcopy(game), seat, THINK) == choice
        assert SearchGolfPlayer(work=400).choose(game.view(seat), 12345) == choice  # the seed given plays no part


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_hidden_cards_do_not_change_the_move(variant: str) -> None:
    for seed in range(2):
        game = mid_hole(variant, seed, 5 + 3 * seed)
        seat = min(game.waiting_for())
        places = game.card_places()
        hidden = sorted(p for p in game.hidden_places(seat) if places[p] and p != "held")
        other = exchange(game, hidden[0], hidden[-1])
        assert other.view(seat) == game.view(seat)
        assert search_golf_move(other, seat, THINK) == search_golf_move(game, seat, THINK)


def test_imagined_holes_deal_the_unseen_cards_where_the_seat_cannot_see() -> None:
    game = mid_hole("six", 3, 8)
    seat = min(game.waiting_for())
    view = game.view(seat)
    table = Table.of(view)
    for seed in range(10):
        hole = hole_of(view, table, random.Random(seed))
        assert len(hole.stock) == view["stock"]
        for cells, shown in zip(hole.cells, view["layouts"], strict=True):
            assert [c is None for c in cells] == [c is None for c in shown]
            assert all(c == table.canon[s] for c, s in zip(cells, shown, strict=True) if s not in (None, "?"))


def test_it_takes_the_discard_that_pairs_a_column() -> None:
    """Seat 0 shows a 9 over a face-down card and a queen: the 9 on the pile pairs the column, and saves most
    in the face-down cell beneath the other 9."""
    game = rig("six", [["9S", "QD", "4C", "5H", "6D", "7S"], ["3C", "5D", "9H", "8C", "6H", "10D"]],
               ["AS", "2D", "3D", "4D", "KC", "KD", "8S", "8D"], up="9C")
    play(game, (0, "f:1"), (0, "f:2"))
    assert search_golf_move(game, 0, 0.25) == "t"
    game.apply(0, "t")
    assert search_golf_move(game, 0, 0.25) == "r:4"


@pytest.mark.parametrize("variant", ["six", "eight", "nine", "ten"])
def test_column_scoring_is_the_variant_s_own(variant: str) -> None:
    rules = VARIANTS[variant]
    options = Golf.resolve_options({"variant": variant})
    columns = ColumnScore.of(rules, options)
    assert columns is not None
    deck, rng = rules.deck(4, options), random.Random(5)
    for _ in range(3000):
        few = rng.sample(deck, 3)  # few kinds: many matched columns
        cells = [rng.choice(few) if rng.random() > 0.1 else None for _ in range(rules.size)]
        assert columns.score(cells) == rules.score(cells, options), cells
    grouped = Golf.resolve_options({"variant": variant, "four_of_a_kind": True, "nine_square": True})
    assert (ColumnScore.of(rules, grouped) is None) == (variant != "eight")  # other groups: the full scoring
