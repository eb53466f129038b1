"""The Twenty-One computer player against an exact calculator written apart from it (`tests/twentyone_exact.py`),
over positions met in real games: each of its choices must be the one worth most, but for a rare near-tie."""

from __future__ import annotations

from tests.twentyone_exact import positions, score

MARGIN = 0.01  # the most a choice that is not the best may give up: a hundredth of a chip per chip at stake
# Positions of each kind the quick test weighs: a bet or a side bet makes the calculator weigh a whole duel from
# its first card, a tenth of a second or more, so fewer of them (benchmarks/exact_twentyone.py weighs thousands).
QUICK = {"play": 150, "banker": 60, "bet": 6, "side": 6}


def test_every_choice_is_worth_the_most_but_a_rare_near_tie() -> None:
    scores = score(positions(60, 1), QUICK)
    for kind, tally in scores.items():
        assert tally.decisions == QUICK[kind], (kind, tally)
        assert tally.best >= 0.99 * tally.decisions, (kind, tally)
        assert all(loss <= MARGIN for loss in tally.losses), (kind, tally)
