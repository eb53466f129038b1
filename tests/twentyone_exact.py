"""An exact calculator for Twenty-One's choices, written apart from the computer player's so that each checks
the other: plain recursions over the unseen cards by rank, one card at a time, with no closed forms.

It answers the questions `bot.ai.twentyone.odds` answers, under the same model (stated there): every unseen
card equally likely in every unseen place, the stock never refilled within a duel; the player's hits and
stands weighed against a banker who knows the player's total; the bet and a side bet with the banker's draws
taken from the cards unseen at the bet; the banker's draw or stay by his chance of winning, the player's
face-down cards being any that leave him unbust.

Where a bound settles a choice it is used (a hit followed by a stand, a draw whose every card is safe, a card
that busts), so that a test can afford hundreds of positions; each bound is argued where it is used, and a
choice of the computer's that a bound ranks below another is weighed again without bounds.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import Any

from bot.ai.twentyone import TwentyOnePlayer
from bot.games.cards import derive_seed, rank
from bot.games.chips import parse_amount
from bot.games.twentyone import DECK, TWENTY_ONE, TwentyOne, card_value, total

TOLERANCE = 1e-9  # float sums in another order

Ranks = tuple[tuple[str, int], ...]  # (rank, how many) for the ranks still unseen, sorted


def ranks_of(cards: Sequence[str]) -> Ranks:
    return tuple(sorted(Counter(rank(c) for c in cards).items()))


def take(pool: Ranks, r: str) -> Ranks:
    return tuple((q, n - (q == r)) for q, n in pool if n - (q == r))


def card(r: str) -> str:
    return r + "S"


def unseen_cards(view: dict[str, Any]) -> list[str]:
    duel = view["duel"] or {}
    seen = {*view["discard"], *view["hand"], *view["banker_hand"], *view["banker_cards"], *duel.get("up", ())}
    return [c for c in DECK if c not in seen]


def banker_bust(pool: Ranks, target: int, ace: int) -> float:
    """A banker drawing his first card and more from `pool` while under `target`: the chance he goes over 21."""
    return _bust(pool, 0, False, target, ace)


@cache
def _bust(pool: Ranks, value: int, lone_ace: bool, target: int, ace: int) -> float:
    """The same from a hand worth `value` (`lone_ace`: a single ace, which another ace makes 21)."""
    cards = sum(n for _, n in pool)
    if not cards:
        return 0.0
    chance = 0.0
    for r, n in pool:
        after = TWENTY_ONE if lone_ace and r == "A" else value + card_value(card(r), ace)
        if after > TWENTY_ONE:
            chance += n / cards
        elif after < target:
            chance += n / cards * _bust(take(pool, r), after, value == 0 and r == "A", target, ace)
    return chance


def stand_worth(value: int, pool: Ranks, ace: int) -> float:
    if value > TWENTY_ONE:
        return -1.0
    return 2 * banker_bust(pool, value, ace) - 1


@cache
def play_worth(hand: tuple[str, ...], pool: Ranks, ace: int, banker_pool: Ranks | None) -> float:
    """The hand's worth played on as well as possible; `banker_pool`, if given, is what the banker draws from."""
    value = total(hand, ace)
    stand = stand_worth(value, banker_pool or pool, ace)
    if value >= TWENTY_ONE:
        return stand
    return max(stand, hit_worth(hand, pool, ace, banker_pool))


def hit_worth(hand: tuple[str, ...], pool: Ranks, ace: int, banker_pool: Ranks | None) -> float:
    cards = sum(n for _, n in pool)
    if cards < 2:
        return -1.0
    return sum(n / cards * play_worth(tuple(sorted((*hand, card(r)))), take(pool, r), ace, banker_pool)
               for r, n in pool)


def hit_or_stand(hand: Sequence[str], unseen: Sequence[str], ace: int, settle: bool = True) -> dict[str, float]:
    """The worth of hitting and of standing. With `settle`, a bound stands in for the hit's worth where it
    already ranks the two: a hit is worth at most the chance that the card does not bust the hand less the chance
    that it does, and at least a hit followed by a stand. (A stand that surely loses, -1, is no better than any
    hit: that is the lower bound's case when every card keeps the hand under 21.)"""
    pool = ranks_of(unseen)
    ordered = tuple(sorted(hand))
    stand = stand_worth(total(ordered, ace), pool, ace)
    if settle:
        cards = sum(n for _, n in pool)
        after = [(n / cards, tuple(sorted((*ordered, card(r)))), take(pool, r)) for r, n in pool]
        keeps = sum(p for p, held, _ in after if total(held, ace) <= TWENTY_ONE)
        if cards < 2 or 2 * keeps - 1 <= stand:
            return {"hit": -1.0 if cards < 2 else 2 * keeps - 1, "stand": stand}
        once = sum(p * stand_worth(total(held, ace), rest, ace) for p, held, rest in after)
        if once >= stand:
            return {"hit": once, "stand": stand}
    return {"hit": hit_worth(ordered, pool, ace, None), "stand": stand}


def bet_worth(hand: Sequence[str], unseen: Sequence[str], ace: int) -> float:
    pool = ranks_of(unseen)
    return play_worth(tuple(sorted(hand)), pool, ace, pool)


def side_worth(unseen: Sequence[str], ace: int) -> float:
    """Backing a hand whose one card is face down: the owner's worth over that card, with his best play."""
    pool = ranks_of(unseen)
    cards = sum(n for _, n in pool)
    return sum(n / cards * play_worth((card(r),), take(pool, r), ace, pool) for r, n in pool)


def banker_choice(banker: Sequence[str], up: Sequence[str], down: int, unseen: Sequence[str],
                  ace: int) -> dict[str, float]:
    """The banker's chance of winning by staying and by drawing (then stopping as well as possible).

    The player's face-down cards are every set of `down` unseen cards that leaves him unbust, grouped by ranks;
    once the banker has drawn, each group is weighted by the chance of those draws beside it (the likelihood).
    Where no card can bust him, drawing one card and then staying already wins at least as often as staying
    (any card raises his total, and averaged over the card the player's hand is as it was), so that draw, worth
    no more than the best one, settles the choice when it is not below staying."""
    count = Counter(rank(c) for c in unseen)
    groups: Counter[tuple[Ranks, int]] = Counter()
    for cards in combinations(unseen, down):
        value = total([*up, *cards], ace)
        if value <= TWENTY_ONE:
            groups[(ranks_of(cards), value)] += 1

    @cache
    def posterior(drawn: Ranks) -> tuple[tuple[dict[str, int], int, int], ...]:
        found = []
        for (shape, value), ways in groups.items():
            held = dict(shape)
            weight = ways
            for r, k in drawn:
                for i in range(k):
                    weight *= count[r] - held.get(r, 0) - i
            if weight:
                found.append((held, value, weight))
        return tuple(found)

    def stay(hand: tuple[str, ...], drawn: Ranks) -> float:
        fits = posterior(drawn)
        value = total(hand, ace)
        if value > TWENTY_ONE:
            return 0.0
        return sum(w for _, v, w in fits if v <= value) / sum(w for _, _, w in fits)

    def next_cards(drawn: Ranks) -> list[tuple[str, float]]:
        fits = posterior(drawn)
        left = len(unseen) - down - sum(k for _, k in drawn)
        if left <= 0:
            return []
        whole = sum(w for _, _, w in fits)
        taken = dict(drawn)
        chances = []
        for r in sorted(count):
            chance = sum(w * (count[r] - held.get(r, 0) - taken.get(r, 0)) for held, _, w in fits) / (left * whole)
            if chance:
                chances.append((r, chance))
        return chances

    def after(drawn: Ranks, r: str) -> Ranks:
        return ranks_of([card(q) for q, k in drawn for _ in range(k)] + [card(r)])

    @cache
    def best(hand: tuple[str, ...], drawn: Ranks) -> float:
        now = stay(hand, drawn)
        coming = next_cards(drawn)
        if total(hand, ace) >= TWENTY_ONE or not coming:
            return now
        later = sum(p * best(tuple(sorted((*hand, card(r)))), after(drawn, r)) for r, p in coming)
        return max(now, later)

    if not groups:
        return {"stay": 1.0, "draw": 0.0}
    held = tuple(sorted(banker))
    now = stay(held, ())
    coming = next_cards(())
    if all(total([*held, card(r)], ace) <= TWENTY_ONE for r, _ in coming):
        once = sum(p * stay(tuple(sorted((*held, card(r)))), ((r, 1),)) for r, p in coming)
        if once >= now:
            return {"stay": now, "draw": once}
    # A draw wins at most when its card is no bust.
    keeps = sum(p for r, p in coming if total([*held, card(r)], ace) <= TWENTY_ONE)
    if keeps <= now:
        return {"stay": now, "draw": keeps}
    draw = sum(p * best(tuple(sorted((*held, card(r)))), ((r, 1),)) for r, p in coming) if coming else 0.0
    return {"stay": now, "draw": draw}


# -- the computer's choices against it ----------------------------------------------------------------------


def positions(games: int, seed: int, every_phase: bool = False) -> Iterator[dict[str, Any]]:
    """The views of the seat to act at every choice a duel asks for (`every_phase`: at every choice), in games of
    2 to 10 seats played half by the computer player and half at random (so that hands the computer would
    never keep come up too)."""
    player = TwentyOnePlayer()
    for number in range(games):
        rng = random.Random(derive_seed(seed, number))
        options = {"ace_value": rng.choice((1, 11)), "side_bets": rng.random() < 0.5}
        game = TwentyOne(options, rng.randrange(2, 11), rng.randrange(2**32))
        while not game.is_over():
            seat = min(game.to_act())
            view = game.view(seat)
            if every_phase or view["phase"] in ("bet", "side", "play", "banker"):
                yield view
            legal = game.legal_actions(seat)
            game.apply(seat, player.choose(view, 0) if rng.random() < 0.5 else rng.choice(legal))


def amount(action: str) -> int:
    return parse_amount(action, action.split(":", 1)[0]) or 0


def worths(view: dict[str, Any], legal: list[str], settle: bool = True) -> dict[str, float]:
    """Every legal choice's worth in expected chips (the banker's: his chance of winning); with `settle`, a
    bound may stand in for a worth where it ranks the choices as well."""
    ace = view["options"]["ace_value"]
    unseen = unseen_cards(view)
    phase = view["phase"]
    if phase == "play":
        ways = hit_or_stand(view["hand"], unseen, ace, settle)
        return {a: ways["stand" if a == "stand" else "hit"] for a in legal}
    if phase == "banker":
        duel = view["duel"]
        return banker_choice(view["banker_hand"], duel["up"], duel["down"], unseen, ace)
    per_chip = bet_worth(view["hand"], unseen, ace) if phase == "bet" else side_worth(unseen, ace)
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
