"""The Twenty-One computer player against an exact calculator written apart from it (`tests/twentyone_exact.py`),
over positions met in real games: each of its choices must be the one worth most, but for a rare near-tie."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.ai.twentyone import TwentyOnePlayer
from bot.games.cards import derive_seed
from bot.games.chips import parse_amount
from bot.games.twentyone import TwentyOne
from tests import twentyone_exact as exact

TOLERANCE = 1e-9  # float sums in another order
MARGIN = 0.01  # the most a choice that is not the best may give up: a hundredth of a chip per chip at stake
# Positions of each kind the quick test weighs: a bet or a side bet makes the calculator weigh a whole duel from
# its first card, a tenth of a second or more, so fewer of them (benchmarks/exact_twentyone.py weighs thousands).
QUICK = {"play": 150, "banker": 60, "bet": 6, "side": 6}


def positions(games: int, seed: int) -> Iterator[dict[str, Any]]:
    """The views of the seat to act at every choice a duel asks for, in games played half by the computer
    player and half at random (so that hands the computer would never keep come up too)."""
    player = TwentyOnePlayer()
    for number in range(games):
        rng = random.Random(derive_seed(seed, number))
        options = {"ace_value": rng.choice((1, 11)), "side_bets": rng.random() < 0.5}
        game = TwentyOne(options, rng.randrange(2, 7), rng.randrange(2**32))
        while not game.is_over():
            seat = min(game.to_act())
            view = game.view(seat)
            if view["phase"] in ("bet", "side", "play", "banker"):
                yield view
            legal = game.legal_actions(seat)
            game.apply(seat, player.choose(view, 0) if rng.random() < 0.5 else rng.choice(legal))


def amount(action: str) -> int:
    return parse_amount(action, action.split(":", 1)[0]) or 0


def worths(view: dict[str, Any], legal: list[str], settle: bool = True) -> dict[str, float]:
    """Every legal choice's worth in expected chips (the banker's: his chance of winning); with `settle`, a
    bound may stand in for a worth where it ranks the choices as well."""
    ace = view["options"]["ace_value"]
    unseen = exact.unseen_cards(view)
    phase = view["phase"]
    if phase == "play":
        ways = exact.hit_or_stand(view["hand"], unseen, ace, settle)
        return {a: ways["stand" if a == "stand" else "hit"] for a in legal}
    if phase == "banker":
        duel = view["duel"]
        return exact.banker_choice(view["banker_hand"], duel["up"], duel["down"], unseen, ace)
    per_chip = exact.bet_worth(view["hand"], unseen, ace) if phase == "bet" else exact.side_worth(unseen, ace)
    return {a: per_chip * amount(a) for a in legal}


@dataclass
class Score:
    decisions: int = 0
    best: int = 0
    losses: list[float] = field(default_factory=list)


def score(views: Iterator[dict[str, Any]], limits: dict[str, int]) -> dict[str, Score]:
    """The computer's choice at each view against the calculator's worths, up to `limits` views of each kind."""
    player = TwentyOnePlayer()
    scores = {kind: Score() for kind in limits}
    for view in views:
        kind = scores[view["phase"]]
        if kind.decisions >= limits[view["phase"]]:
            if all(scores[k].decisions >= n for k, n in limits.items()):
                break
            continue
        choice = player.choose(view, 0)
        values = worths(view, view["legal"])
        kind.decisions += 1
        if values[choice] >= max(values.values()) - TOLERANCE:
            kind.best += 1
            continue
        values = worths(view, view["legal"], settle=False)
        top = max(values.values())
        if values[choice] >= top - TOLERANCE:
            kind.best += 1
        else:
            kind.losses.append(top - values[choice])
    return scores


def test_every_choice_is_worth_the_most_but_a_rare_near_tie() -> None:
    scores = score(positions(60, 1), QUICK)
    for kind, tally in scores.items():
        assert tally.decisions == QUICK[kind], (kind, tally)
        assert tally.best >= 0.99 * tally.decisions, (kind, tally)
        assert all(loss <= MARGIN for loss in tally.losses), (kind, tally)
