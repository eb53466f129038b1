"""The fast table and the search on it: move equivalence, the exact solver, playouts."""

from __future__ import annotations

import random

import pytest

from bot.ai.hokm.search import Budget, playout
from bot.ai.hokm.sim import ALL, Position, Stakes, cards_of, distinct_moves, encode, mask_of
from bot.ai.hokm.solver import OpenSolver, OutOfNodes


def card_mask(*codes: str) -> int:
    return mask_of(encode(c, "suit") for c in codes)


def test_distinct_moves_keeps_one_card_of_each_run() -> None:
    hand = card_mask("9H", "10H", "QH", "2S")
    gone = card_mask("JH")
    assert distinct_moves(hand, gone) == [encode(c, "suit") for c in ("9H", "2S")]
    assert distinct_moves(hand, 0) == [encode(c, "suit") for c in ("9H", "QH", "2S")]


def endgame(rng: random.Random, cards_each: int) -> Position:
    """A hand with `cards_each` cards left per seat and the tricks so far split so that both teams can still
    win it."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [mask_of(deck[cards_each * s:cards_each * (s + 1)]) for s in range(4)]
    held = hands[0] | hands[1] | hands[2] | hands[3]
    done = 13 - cards_each
    first = rng.randrange(max(0, done - 6), min(6, done) + 1)
    return Position(hands, rng.randrange(-1, 4), rng.randrange(4), won=[first, done - first], played=ALL & ~held)


def minimax(pos: Position, team: int, stakes: Stakes) -> int:
    """The plain game-tree value, every legal card tried."""
    if pos.is_over():
        return pos.value(team, stakes)
    values = []
    for card in cards_of(pos.legal()):
        child = pos.copy()
        child.play(card)
        values.append(minimax(child, team, stakes))
    return max(values) if pos.to_act & 1 == team else min(values)


def test_solver_agrees_with_plain_minimax() -> None:
    rng = random.Random(4)
    stakes = Stakes()
    for _ in range(40):
        pos = endgame(rng, rng.choice((2, 3)))
        team = rng.randrange(2)
        assert OpenSolver(team, stakes, 10**6).value(pos.copy()) == minimax(pos, team, stakes)


def test_playout_finishes_the_hand() -> None:
    rng = random.Random(7)
    for _ in range(30):
        pos = endgame(rng, 13)
        playout(pos, 0, Stakes())
        assert pos.is_over()
        assert sum(pos.won) <= 13


def test_bam_attempt_fails_at_the_first_lost_trick() -> None:
    bam = Position([card_mask("2H"), card_mask("AS"), card_mask("3D"), card_mask("4D")], trump=3, leader=0,
                   won=[12, 0], bam_team=0)
    assert OpenSolver(0, Stakes(), 100).value(bam.copy()) == 1  # a failed attempt scores 1
    bam.hands[1] = card_mask("4S")
    bam.trump = 2
    assert OpenSolver(0, Stakes(), 100).value(bam) == Stakes().bam_worth(0)


def test_solver_gives_up_when_its_nodes_run_out() -> None:
    solver = OpenSolver(0, Stakes(), 5)
    with pytest.raises(OutOfNodes):
        solver.value(endgame(random.Random(1), 4))


def test_a_shorter_allowance_scales_the_work_down_and_a_longer_one_keeps_it() -> None:
    half = Budget().scaled(0.5)
    assert (half.playouts, half.max_worlds, half.solver_nodes) == (500, 150, 10_000)
    assert Budget().scaled(0.0001).exact_worlds == 1
    assert Budget().scaled(3) == Budget()


def test_a_solver_kept_over_many_windows_agrees_with_a_fresh_one() -> None:
    """The values a solver remembers were found within a window: asked again within another, it answers only
    what they prove. Null windows around each outcome leave it many bounds to remember."""
    rng = random.Random(8)
    for _ in range(200):
        stakes = Stakes(points=(rng.randrange(7), rng.randrange(7)), hakem_team=rng.randrange(2))
        pos = endgame(rng, rng.choice((3, 4)))
        pos.won = rng.choice(([sum(pos.won), 0], [0, sum(pos.won)], pos.won))  # a Kot in reach: more outcomes
        exact = OpenSolver(0, stakes, 10**7).value(pos.copy())
        kept = OpenSolver(0, stakes, 10**7)
        for outcome in rng.sample(range(-3, 4), 4):
            kept.value(pos.copy(), outcome - 0.5, outcome + 0.5)
        assert kept.value(pos.copy()) == exact
