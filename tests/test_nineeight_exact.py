"""The Nine-and-Eight computer player against an exact calculator written here, over positions met in real games:
its show or fold is always one worth the most chips on average over the cards its seat has not seen, the hands
still hidden being shown. (Its side-pot choice rests on symmetry, not on a count: see `bot/ai/nineeight.py`.)"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import combinations_with_replacement
from math import comb, prod
from typing import Any

from bot.ai.nineeight import NineEightPlayer
from bot.games.cards import base, derive_seed, rank
from bot.games.nineeight import NineEight

TOLERANCE = 1e-9
RANK_POINTS = {"A": 1, "J": 0, "Q": 0, "K": 0, **{str(n): n % 10 for n in range(2, 11)}}


def worth(cards: Sequence[str], options: dict[str, Any]) -> int:
    ranks = [rank(c) for c in cards]
    if options["all_faces_nine"] and all(r in "JQK" for r in ranks):
        return 9
    return sum(RANK_POINTS[r] for r in ranks) % 10


def my_net(me: int, hands: dict[int, Sequence[str] | None], view: dict[str, Any], stake: int,
           side: Sequence[int]) -> float:
    """`me`'s chips from one deal (§5 and §6): `hands` maps each seat in the deal to its shown cards, or None
    for a folded hand."""
    options = view["options"]
    values = {s: worth(c, options) for s, c in hands.items() if c is not None}
    top = max(values.values())
    winners = [s for s in hands if values.get(s) == top]
    tier = options["t9"] if top == 9 else options["t8"] if top == 8 else options["t7"]

    def owed(winner: int) -> int:
        cards = hands[winner] or ()
        double = options["triple_threes"] and len(cards) == 3 and all(rank(c) == "3" for c in cards)
        return tier * (2 if double else 1) // len(winners)

    paid = owed(me) * (len(hands) - len(winners)) if me in winners else -sum(owed(w) for w in winners)
    net = float(paid)
    if me in side:
        net -= stake
        alive = [s for s in side if s in values]
        if not alive:
            net += stake
        else:
            best = max(values[s] for s in alive)
            order = [(view["dealer"] + 1 + i) % view["players"] for i in range(view["players"])]
            tied = [s for s in order if s in alive and values[s] == best]
            if me in tied:
                pot = stake * len(side)
                share, odd = divmod(pot, len(tied))
                net += share + (tied.index(me) < odd)
    return net


def unseen(view: dict[str, Any], deck: Sequence[str]) -> list[str]:
    """The deck less what the view shows: its own hand, the hands shown in this deal and in the last one."""
    last = (view["last"] or {}).get("shown", {})
    seen = Counter(base(c) for c in [*view["hand"], *(c for s in view["shown"].values() for c in s["cards"]),
                                      *(c for cards in last.values() for c in cards)])
    left = []
    for card in deck:
        if seen[base(card)]:
            seen[base(card)] -= 1
        else:
            left.append(card)
    return left


def deals(pool: Sequence[str], hands: int) -> Iterator[tuple[list[list[str]], int]]:
    """Every way to give `hands` three-card hands from `pool` by ranks, each with its number of card deals."""
    have = Counter(rank(c) for c in pool)

    def grow(left: Counter[str], done: list[list[str]]) -> Iterator[tuple[list[list[str]], int]]:
        if len(done) == hands:
            yield done, 1
            return
        for ranks in combinations_with_replacement(sorted(left), 3):
            need = Counter(ranks)
            if any(left[r] < k for r, k in need.items()):
                continue
            ways = prod(comb(left[r], k) for r, k in need.items())
            for rest, more in grow(left - need, [*done, [r + "C" for r in ranks]]):
                yield rest, ways * more

    return grow(+have, [])


def show_or_fold(view: dict[str, Any], deck: Sequence[str]) -> dict[str, float]:
    """The worth of showing and of folding, the other hidden hands being shown."""
    me = view["seat"]
    others = [s for s in view["undecided"] if s != me]
    side, stake = view["side_pot"]["seats"], view["side_pot"]["stake"]
    known: dict[int, Sequence[str] | None] = {int(s): shown["cards"] for s, shown in view["shown"].items()}
    known.update({s: None for s in view["folded"]})
    totals = {"show": 0.0, "fold": 0.0}
    weight = 0
    for hands, ways in deals(unseen(view, deck), len(others)):
        table = {**known, **dict(zip(others, hands, strict=True))}
        for choice, mine in (("show", view["hand"]), ("fold", None)):
            totals[choice] += ways * my_net(me, {**table, me: mine}, view, stake, side)
        weight += ways
    return {choice: value / weight for choice, value in totals.items()}


def reveal_positions(games: int, seed: int, most_hidden: int) -> Iterator[tuple[NineEight, int]]:
    """Seats able to fold, with at most `most_hidden` other hands hidden, in games played half by the computer
    and half at random."""
    player = NineEightPlayer()
    for number in range(games):
        rng = random.Random(derive_seed(seed, number))
        options = {"triple_threes": rng.random() < 0.5, "all_faces_nine": rng.random() < 0.5, "deals": 10}
        game = NineEight(options, rng.randrange(2, 9), rng.randrange(2**32))
        while not game.is_over():
            seat = rng.choice(sorted(game.to_act()))
            legal = game.legal_actions(seat)
            if "fold" in legal and len(game.undecided()) - 1 <= most_hidden:
                yield game, seat
            action = player.choose(game.view(seat), 0) if rng.random() < 0.5 else rng.choice(legal)
            game.apply(seat, action)


def decided(game: NineEight, seat: int) -> str:
    """The computer's show or fold, after the taunt it may say first."""
    player = NineEightPlayer()
    choice = player.choose(game.view(seat), 0)
    if choice.startswith("taunt:"):
        game = copy.deepcopy(game)
        game.apply(seat, choice)
        choice = player.choose(game.view(seat), 0)
    return choice


def test_shows_or_folds_as_the_exact_worth_says() -> None:
    checked = 0
    for game, seat in reveal_positions(20, 1, most_hidden=1):
        values = show_or_fold(game.view(seat), game.deck)
        assert values[decided(game, seat)] >= max(values.values()) - TOLERANCE, (game.view(seat), values)
        checked += 1
        if checked == 60:
            break
    assert checked == 60
