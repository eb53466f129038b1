"""A computer player for Bluff: honest when it holds the rank, bluffing at a measured rate when it does not, and
calling what its own hand and the round's claims make unlikely."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from math import comb

from bot.games.cards import derive_seed, rank
from bot.games.protocol import View
from bot.plugin import Advice

PLAN_SEED = 0x626C7566
THRESHOLD_SPREAD = 0.1  # its call threshold is drawn this far either side of `call_threshold`


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
        return self.advise(view, seed).action

    def advise(self, view: View, seed: int) -> Advice:
        """The move with the count behind it: the chance of a lie it weighed a call on, or this turn's plan."""
        legal: list[str] = view["legal"]
        live = view["live"]
        my_turn = view["turn"] == view["seat"]
        weighed: Advice | None = None
        if live is not None:
            call = f"call:{live['play']}"
            # On its own turn it weighs a call once, before picking, so a plan is never dropped halfway.
            if call in legal and (not my_turn or not view["selected"]):
                weighed = self.doubts(view, seed, call)
                if weighed.action == call:
                    return weighed
        if not my_turn:
            trust = next((a for a in legal if a.startswith("trust:")), None)
            if trust is None:
                return Advice(legal[0])
            return Advice(trust, weighed.reason, weighed.figures) if weighed else Advice(trust)
        return self.step(view, legal)

    # -- calling ------------------------------------------------------------------------------------------

    def doubts(self, view: View, seed: int, call: str) -> Advice:
        """`call` when it doubts the live claim, else no action (it lets the claim stand), with the figures either
        rests on."""
        live = view["live"]
        author, count, claim = live["seat"], live["count"], live["rank"]
        author_left = view["hand_sizes"][author]
        if author_left == 0:
            return Advice(call, "bluff_hint_call_last")  # letting the play stand makes its author the winner
        copies = 4 * view["decks"]
        held = sum(rank(card) == claim for card in view["hand"])
        if held + count > copies:
            return Advice(call, "bluff_hint_call_impossible", {"held": held, "copies": copies})
        claimed_before = sum(e["count"] for e in view["round"] if e["rank"] == claim
                             and e["play"] != live["play"] and e["seat"] != view["seat"])
        lie = self.lie_estimate(held, count, author_left, claimed_before, view["decks"], len(view["hand"]),
                                named_freely(view))
        rng = random.Random(seed)
        threshold = self.call_threshold + rng.uniform(-THRESHOLD_SPREAD, THRESHOLD_SPREAD)
        threshold += threshold_shift(author_left, view["pile"])
        figures = {"held": held, "lie": round(100 * lie)}
        return Advice(call, "bluff_hint_call", figures) if lie > threshold else Advice("", "bluff_hint_trust", figures)

    def lie_estimate(self, held: int, count: int, author_left: int, claimed_before: int, decks: int,
                     hand_size: int, freely: bool) -> float:
        """Its chance that a claim of `count` is a lie, holding `held` of the rank itself among `hand_size` cards,
        with `claimed_before` of the rank claimed by others earlier in the round (half of them taken for true)."""
        lie = 1 - holds_at_least(unseen=52 * decks - hand_size,
                                 copies=max(4 * decks - held - claimed_before // 2, 0),
                                 drawn=author_left + count, wanted=count)
        return lie * self.opener_doubt if freely else lie

    def call_odds(self, lie: float, author_left: int, pile: int) -> float:
        """How often it calls a claim it puts at `lie`, over the spread of its threshold."""
        low = self.call_threshold - THRESHOLD_SPREAD + threshold_shift(author_left, pile)
        return min(max((lie - low) / (2 * THRESHOLD_SPREAD), 0.0), 1.0)

    # -- playing ------------------------------------------------------------------------------------------

    def step(self, view: View, legal: list[str]) -> Advice:
        """The next action of this turn's plan: pick its cards, put back any others, then claim or pass."""
        cards, claim, rate = self.plan(view, "pass" in legal)
        selected = view["selected"]
        if claim is None:
            wanted, why = "pass", Advice("pass", "bluff_hint_pass", {"rate": round(100 * rate)})
        else:
            stray = [f"s:{card}" for card in selected if card not in cards]
            missing = [f"s:{card}" for card in cards if card not in selected]
            wanted = (stray + missing + [f"c:{claim}"])[0]
            true = sum(rank(card) == claim for card in cards)
            why = (Advice(wanted, "bluff_hint_true", {"held": true}) if true == len(cards) else
                   Advice(wanted, "bluff_hint_bluff", {"rate": round(100 * rate)}) if not true else
                   Advice(wanted, "bluff_hint_mixed", {"held": true, "count": len(cards)}))
        if wanted in legal:
            return why
        return Advice(next((a for a in legal if a.startswith("c:")), legal[0]))

    def plan(self, view: View, may_pass: bool) -> tuple[list[str], str | None, float]:
        """This turn's cards and claim (no claim: pass), and how often it bluffs when lacking the rank. A turn takes
        several actions, each with its own seed, so the plan draws its chances only from what stays fixed during
        the turn, the hand included, which nobody else can see."""
        hand: list[str] = view["hand"]
        rng = random.Random(derive_seed(PLAN_SEED, view["seat"], view["plays"], len(view["round"]), *hand))
        counts = Counter(rank(card) for card in hand)
        claims: list[str] = view["claims"]
        claim = max(claims, key=lambda r: (counts[r], rng.random()))
        most = view["options"]["max_per_play"]
        least = min(view["options"]["min_per_play"], len(hand))
        cards = [card for card in hand if rank(card) == claim][:most]
        spare = sorted((card for card in hand if rank(card) != claim), key=lambda c: (counts[rank(c)], c))
        rate = self.cheap_bluff_rate if view["pile"] <= self.cheap_pile else self.bluff_rate
        if not cards and may_pass and rng.random() >= rate:
            return [], None, rate
        while len(cards) < max(least, 1):
            cards.append(spare.pop(0))
        return cards, claim, rate


def threshold_shift(author_left: int, pile: int) -> float:
    """Calls come easier against a claimant about to go out, and harder when the pile is big."""
    return (-0.15 if author_left <= 2 else 0.0) + (0.1 if pile >= 10 else 0.0)


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

