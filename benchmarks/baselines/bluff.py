"""Frozen on purpose: the Bluff computer player as `bot/ai/bluff.py` had it on 2026-11-28, the yardstick
`benchmarks.arena` measures that player against. Improve `bot/ai/bluff.py`, never this copy
(`tests/test_baselines.py` pins its decisions).

A computer player for Bluff: honest when it holds the rank, bluffing at a measured rate when it does not, and
calling what its own hand and the round's claims make unlikely."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from math import comb

from bot.ai import decision_seed
from bot.games.cards import derive_seed, rank
from bot.games.protocol import Game, View

PLAN_SEED = 0x626C7566


@dataclass(frozen=True)
class BluffPlayer:
    """Its rates were tuned in five-seat games against itself and against players that never call; mixing a
    stray card into an honest play lost to its own counting, so it never does."""

    bluff_rate: float = 0.5  # lacking the rank, how often it lies rather than passes
    cheap_bluff_rate: float = 0.8  # the same when the pile is small, so that being caught costs little
    cheap_pile: int = 3
    call_threshold: float = 0.7  # the estimated chance of a lie above which it calls
    opener_doubt: float = 0.3  # whoever names the rank usually holds it, so such claims are doubted less

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        live = view["live"]
        my_turn = view["turn"] == view["seat"]
        if live is not None:
            call = f"call:{live['play']}"
            # On its own turn it weighs a call once, before picking, so a plan is never dropped halfway.
            if call in legal and (not my_turn or not view["selected"]) and self.doubts(view, seed):
                return call
        if not my_turn:
            return next((a for a in legal if a.startswith("trust:")), legal[0])
        return self.step(view, legal)

    # -- calling ------------------------------------------------------------------------------------------

    def doubts(self, view: View, seed: int) -> bool:
        live = view["live"]
        author, count, claim = live["seat"], live["count"], live["rank"]
        author_left = view["hand_sizes"][author]
        if author_left == 0:
            return True  # letting the play stand makes its author the winner
        copies = 4 * view["decks"]
        held = sum(rank(card) == claim for card in view["hand"])
        if held + count > copies:
            return True
        claimed_before = sum(e["count"] for e in view["round"] if e["rank"] == claim
                             and e["play"] != live["play"] and e["seat"] != view["seat"])
        lie = 1 - holds_at_least(unseen=52 * view["decks"] - len(view["hand"]),
                                 copies=max(copies - held - claimed_before // 2, 0),
                                 drawn=author_left + count, wanted=count)
        if named_freely(view):
            lie *= self.opener_doubt
        rng = random.Random(seed)
        threshold = self.call_threshold + rng.uniform(-0.1, 0.1)
        if author_left <= 2:
            threshold -= 0.15
        if view["pile"] >= 10:
            threshold += 0.1
        return lie > threshold

    # -- playing ------------------------------------------------------------------------------------------

    def step(self, view: View, legal: list[str]) -> str:
        """The next action of this turn's plan: pick its cards, put back any others, then claim or pass."""
        cards, claim = self.plan(view, "pass" in legal)
        selected = view["selected"]
        if claim is None:
            wanted = "pass"
        else:
            stray = [f"s:{card}" for card in selected if card not in cards]
            missing = [f"s:{card}" for card in cards if card not in selected]
            wanted = (stray + missing + [f"c:{claim}"])[0]
        if wanted in legal:
            return wanted
        return next((a for a in legal if a.startswith("c:")), legal[0])

    def plan(self, view: View, may_pass: bool) -> tuple[list[str], str | None]:
        """This turn's cards and claim (no claim: pass). A turn takes several actions, each with its own seed,
        so the plan draws its chances only from what stays fixed during the turn, the hand included, which
        nobody else can see."""
        hand: list[str] = view["hand"]
        rng = random.Random(derive_seed(PLAN_SEED, view["seat"], view["plays"], len(view["round"]), *hand))
        counts = Counter(rank(card) for card in hand)
        claims: list[str] = view["claims"]
        claim = max(claims, key=lambda r: (counts[r], rng.random()))
        most = view["options"]["max_per_play"]
        least = min(view["options"]["min_per_play"], len(hand))
        cards = [card for card in hand if rank(card) == claim][:most]
        spare = sorted((card for card in hand if rank(card) != claim), key=lambda c: (counts[rank(c)], c))
        if not cards:
            rate = self.cheap_bluff_rate if view["pile"] <= self.cheap_pile else self.bluff_rate
            if may_pass and rng.random() >= rate:
                return [], None
        while len(cards) < max(least, 1):
            cards.append(spare.pop(0))
        return cards, claim


def named_freely(view: View) -> bool:
    """Whether the live play's author chose its rank (an opening, or any play under `free`)."""
    rule = view["options"]["claim_rule"]
    plays = [e for e in view["round"] if e["play"] is not None]
    return rule == "free" or (rule == "same_rank" and len(plays) == 1)


def holds_at_least(unseen: int, copies: int, drawn: int, wanted: int) -> float:
    """The chance that `drawn` cards taken from `unseen`, of which `copies` have the rank, hold `wanted` of it."""
    drawn = min(drawn, unseen)
    total = comb(unseen, drawn)
    hits = sum(comb(copies, k) * comb(unseen - copies, drawn - k) for k in range(wanted, min(copies, drawn) + 1))
    return hits / total


def move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone (it needs no time to think)."""
    return BluffPlayer().choose(game.view(seat), decision_seed(game, seat))
