"""The strong player's search: sampled worlds, rule-based playouts, exact play near the end of a hand.

Every candidate card is scored in the same sampled worlds (so luck of the deal cancels between candidates), by
playing the rest of the hand out with the rule-based policy for all four seats, each seeing only its own hand.
With few cards left, each world is solved exactly instead (alpha-beta over the open cards). Ties go to the card
the rule-based policy would play.

Budgets: the work per decision is counted, not timed (`Budget.playouts`, `exact_worlds`, `declare_deals`), so a
seed always gives the same choice. `Budget.time_limit` is only a safety net for a loaded machine: once it is
passed, no further world is started and the choice is made from the worlds scored so far, which can differ from
an unhurried run. Tests that check determinism use `time_limit=None`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from time import perf_counter

from bot.games.cards import SUITS
from bot.games.hokm import MIDDLE, ORDERS

from .hokm_knowledge import Knowledge
from .hokm_policy import bam_is_safe, rule_declare, rule_play
from .hokm_sim import (
    ALL,
    NO_TRUMP,
    SUIT_OF,
    Position,
    Stakes,
    cards_of,
    decode,
    encode,
    legal_mask,
    mask_of,
)
from .hokm_worlds import sample_deal, sample_world

# A playout's worth also counts its trick margin a little, to prefer safer wins among equal outcomes.
MARGIN_WEIGHT = 0.02
# Bam is attempted only if it succeeds in this share of the worlds solved open (which flatters the attempt).
BAM_CONFIDENCE = 0.9


@dataclass(frozen=True)
class Budget:
    playouts: int = 400  # per card decision: worlds x candidate cards
    min_worlds: int = 12
    max_worlds: int = 120
    exact_cards: int = 3  # solve exactly once the seat holds this many cards or fewer
    exact_worlds: int = 24
    declare_deals: int = 40  # deals per declaration, each played out under every option
    time_limit: float | None = 0.22  # seconds; a safety net, see the module doc


def distinct_moves(legal: int, gone: int) -> list[int]:
    """The legal cards with equivalent ones dropped: two cards of a suit in one hand with nothing between them
    but cards already out of play win and lose the same tricks. The lowest of each run stands for it."""
    out: list[int] = []
    prev = -1
    live = ALL & ~gone
    for c in cards_of(legal):
        if not (prev >= 0 and SUIT_OF[c] == SUIT_OF[prev] and not live & ((1 << c) - (1 << (prev + 1)))):
            out.append(c)
        prev = c
    return out


def representative(card: int, moves: Sequence[int]) -> int:
    """The member of `moves` standing for `card` (the highest of its suit not above it)."""
    return max(m for m in moves if SUIT_OF[m] == SUIT_OF[card] and m <= card)


def _gone(played: int, trick: Sequence[int]) -> int:
    return played & ~mask_of(trick)


def playout(pos: Position, team: int, stakes: Stakes) -> float:
    """Play the hand out with the rule-based policy at every seat; its worth to `team`."""
    hands = pos.hands
    while not pos.is_over():
        seat = (pos.leader + len(pos.trick)) & 3
        pos.play(rule_play(hands[seat], seat, pos.leader, pos.trick, pos.trump, pos.played, pos.voids))
    return pos.value(team, stakes) + MARGIN_WEIGHT * (pos.won[team] - pos.won[1 - team])


def solve(pos: Position, team: int, stakes: Stakes, alpha: float, beta: float) -> float:
    """The hand's worth to `team` with every card open and both sides playing their best (alpha-beta)."""
    if pos.is_over():
        return pos.value(team, stakes)
    moves = distinct_moves(pos.legal(), _gone(pos.played, pos.trick))
    maximising = pos.to_act & 1 == team
    best = -float("inf") if maximising else float("inf")
    for c in reversed(moves):
        child = pos.copy()
        child.play(c)
        value = solve(child, team, stakes, alpha, beta)
        if maximising:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def _deadline(budget: Budget) -> float | None:
    return None if budget.time_limit is None else perf_counter() + budget.time_limit


def _past(deadline: float | None) -> bool:
    return deadline is not None and perf_counter() > deadline


def _root(k: Knowledge, hands: list[int], bam_team: int | None) -> Position:
    return Position(hands, k.trump, k.leader, list(k.trick), list(k.won), k.played, list(k.voids), bam_team)


def search_play(k: Knowledge, seed: int, budget: Budget) -> int:
    """The card to play: the candidate with the best total over the sampled worlds."""
    candidates = distinct_moves(legal_mask(k.hand, k.trick), _gone(k.played, k.trick))
    preferred = representative(rule_play(k.hand, k.seat, k.leader, k.trick, k.trump, k.played, k.voids), candidates)
    if len(candidates) == 1:
        return candidates[0]
    exact = k.hand.bit_count() <= budget.exact_cards
    if exact:
        worlds = budget.exact_worlds
    else:
        worlds = min(budget.max_worlds, max(budget.min_worlds, budget.playouts // len(candidates)))
    rng = random.Random(seed)
    deadline = _deadline(budget)
    team = k.seat & 1
    totals = [0.0] * len(candidates)
    for _ in range(worlds):
        root = _root(k, sample_world(k, rng), k.bam_team)
        for i, c in enumerate(candidates):
            pos = root.copy()
            pos.play(c)
            totals[i] += solve(pos, team, k.stakes, -float("inf"), float("inf")) if exact \
                else playout(pos, team, k.stakes)
        if _past(deadline):
            break
    best = max(range(len(candidates)), key=lambda i: (totals[i], candidates[i] == preferred))
    return candidates[best]


def kot_wins_match(stakes: Stakes, team: int) -> bool:
    return stakes.worth(team, stakes.kot_points(team)) >= stakes.bam_worth(team)


def search_bam(k: Knowledge, seed: int, budget: Budget) -> bool:
    """Whether to go on for Bam at 7-0: when it is safe, or when it succeeds in nearly every world solved open
    and is worth more on average than the Kot in hand."""
    team = k.seat & 1
    stakes = k.stakes
    if kot_wins_match(stakes, team):
        return False
    if bam_is_safe(k.hand, k.played, k.trump):
        return True
    rng = random.Random(seed)
    deadline = _deadline(budget)
    bam = stakes.bam_worth(team)
    successes = tried = 0
    for _ in range(budget.exact_worlds):
        pos = _root(k, sample_world(k, rng), team)
        successes += solve(pos, team, stakes, -float("inf"), float("inf")) >= bam
        tried += 1
        if _past(deadline):
            break
    share = successes / tried
    failed = stakes.worth(team, 1)
    return share >= BAM_CONFIDENCE and share * bam + (1 - share) * failed > stakes.worth(team, stakes.kot_points(team))


def _recode(hands: list[int], mode: str) -> list[int]:
    """The hands (dealt in the plain order) for a playout in `mode`, as a fresh list the playout may spend."""
    if mode == "suit":
        return list(hands)
    return [mask_of(encode(decode(c, "suit"), mode) for c in cards_of(h)) for h in hands]


def search_declaration(seat: int, first_five: Sequence[str], legal: Sequence[str], stakes: Stakes, seed: int,
                       budget: Budget) -> str:
    """The declaration whose hands, dealt out in sampled deals and played with the rule-based policy, are worth
    most to the hakem's team. The same deals serve every option."""
    preferred = rule_declare(first_five, legal)
    if len(legal) == 1:
        return legal[0]
    rng = random.Random(seed)
    deadline = _deadline(budget)
    mine = mask_of(encode(c, "suit") for c in first_five)
    team = seat & 1
    totals = dict.fromkeys(legal, 0.0)
    for _ in range(budget.declare_deals):
        hands, middle = sample_deal(seat, mine, rng)
        for action in legal:
            option = action.partition(":")[2]
            mode = option if option in ORDERS else "suit"
            trump = SUIT_OF[middle] if option == MIDDLE else SUITS.index(option) if option in SUITS else NO_TRUMP
            option_stakes = replace(stakes, hakem_team=team, kot_allowed=mode == "suit")
            totals[action] += playout(Position(_recode(hands, mode), trump, seat), team, option_stakes)
        if _past(deadline):
            break
    return max(legal, key=lambda a: (totals[a], a == preferred))
