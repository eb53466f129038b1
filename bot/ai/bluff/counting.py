"""A Bluff player that counts: it calls a claim when the chance of a lie (from the copies its seat can account for
and how players play) outweighs the pile it would take, and on its turn weighs every play it could make, true or
not, by the cards it sheds against the chance that the others, each counting from a hand they may hold, call it.

The same view always gives the same move, and a turn of several actions follows one plan, made from what stays
fixed during the turn (the picked cards are not part of it). The one chance it draws comes from the same: on one
turn in twenty, and on one in two just after a call caught a lie of several cards, it takes the others to doubt an
opening as any other claim, so that counting players, each of which calls such a lie, do not open with one
turn after turn.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from bot.ai import decision_seed
from bot.ai.bluff.odds import Counts, call_chance, truth_chance
from bot.games.cards import RANKS, derive_seed, rank
from bot.games.protocol import Game, View
from bot.plugin import Advice

PLAN_SEED = 0x636F756E
WIN = 1000.0  # a true play that empties the hand: called or not, it wins


@dataclass(frozen=True)
class Play:
    """A play it could make (no claim: a pass), what it is worth in cards and how likely it is called."""

    cards: tuple[str, ...]
    claim: str | None
    worth: float = 0.0
    risk: float = 0.0


@dataclass(frozen=True)
class CountingPlayer:
    """Its worths are in cards of its own hand: shedding one is worth 1. They were tuned in four-seat games
    against the rule of thumb, on deals other than the arena's."""

    open_worth: float = 4.5  # opening the next round: the opener names the rank, so sheds cards nobody calls
    last_worth: float = 1.2  # being the last to play: if everyone passes, it opens
    rival_share: float = 0.6  # a card another seat takes, against one of its own
    threat_share: float = 1.5  # the same, for a seat about to go out
    threat_cards: int = 3
    follow_worth: float = 1.0  # a card of the round's rank kept back, to play true later in the round
    spread_cost: float = 0.5  # each rank left in the hand: a hand of one rank goes out on its next opening
    wary_share: float = 0.05  # the share of turns it takes the others to doubt an opening as any other claim
    wary_caught: float = 0.5  # the same, just after a call caught a lie of several cards

    def choose(self, view: View, seed: int) -> str:
        return self.advise(view, seed).action

    def advise(self, view: View, seed: int) -> Advice:
        """The move with its reason, from the view alone: a view asked again (a hint, then the move) is answered
        from memory."""
        return _advice(self, Asked(json.dumps(view, sort_keys=True, default=str), view))

    def decide(self, view: View) -> Advice:
        legal: list[str] = view["legal"]
        live = view["live"]
        my_turn = view["turn"] == view["seat"]
        counts = Counts(view)
        weighed: Advice | None = None
        if live is not None:
            call = f"call:{live['play']}"
            # On its own turn it weighs a call once, before picking, so a plan is never dropped halfway.
            if call in legal and (not my_turn or not view["selected"]):
                weighed = self.doubts(view, counts, call, my_turn)
                if weighed.action == call:
                    return weighed
        if not my_turn:
            trust = next((a for a in legal if a.startswith("trust:")), None)
            if trust is None:
                return Advice(legal[0])
            return Advice(trust, weighed.reason, weighed.figures) if weighed else Advice(trust)
        return self.step(view, counts, legal)

    # -- calling ------------------------------------------------------------------------------------------

    def doubts(self, view: View, counts: Counts, call: str, my_turn: bool) -> Advice:
        """`call` when the live claim is worth calling, else no action, with the figures either rests on. On its
        own turn a call is weighed against the best play it would make instead."""
        live = view["live"]
        author, count, claim = live["seat"], live["count"], live["rank"]
        author_left = view["hand_sizes"][author]
        if author_left == 0:
            return Advice(call, "bluff_hint_call_last")  # letting the play stand makes its author the winner
        held = counts.mine[claim]
        if counts.copies - counts.outside(claim) - counts.known_of(author, claim) + count > counts.copies:
            return Advice(call, "bluff_hint_call_impossible", {"held": held, "copies": counts.copies})
        lie = 1 - truth_chance(view, counts)
        pile = view["pile"]
        share = self.share(author_left)
        worth = lie * (share * pile + self.open_worth) - (1 - lie) * (pile + share * self.open_worth)
        instead = self.plan(view, counts).worth if my_turn else 0.0
        figures = {"held": held, "lie": round(100 * lie)}
        return Advice(call, "bluff_hint_call", figures) if worth > instead else Advice("", "bluff_hint_trust", figures)

    def share(self, cards_left: int) -> float:
        return self.threat_share if cards_left <= self.threat_cards else self.rival_share

    # -- playing ------------------------------------------------------------------------------------------

    def step(self, view: View, counts: Counts, legal: list[str]) -> Advice:
        """The next action of this turn's plan: pick its cards, put back any others, then claim or pass."""
        chosen = self.plan(view, counts)
        if chosen.claim is None:
            wanted = "pass"
            risk = call_chance(view, counts, view["claims"][0], self.least(view), opening(view))
            why = Advice(wanted, "bluff_hint_pass_risk", {"risk": round(100 * risk)})
        else:
            selected = view["selected"]
            stray = [f"s:{card}" for card in selected if card not in chosen.cards]
            missing = [f"s:{card}" for card in chosen.cards if card not in selected]
            wanted = (stray + missing + [f"c:{chosen.claim}"])[0]
            true = sum(rank(card) == chosen.claim for card in chosen.cards)
            why = (Advice(wanted, "bluff_hint_true", {"held": true}) if true == len(chosen.cards) else
                   Advice(wanted, "bluff_hint_bluff_risk",
                          {"held": true, "count": len(chosen.cards), "risk": round(100 * chosen.risk)}))
        if wanted in legal:
            return why
        return Advice(next((a for a in legal if a.startswith("c:")), legal[0]))

    def least(self, view: View) -> int:
        fewest: int = view["options"]["min_per_play"]
        return max(min(fewest, len(view["hand"])), 1)

    def plan(self, view: View, counts: Counts) -> Play:
        """The best of this turn's plays: for each rank it may claim and each size of play, its cards of that
        rank first, or its loosest other cards first (those of the ranks it holds fewest of); or a pass."""
        hand: list[str] = view["hand"]
        held = Counter(rank(card) for card in hand)
        most = min(view["options"]["max_per_play"], len(hand))
        freely = opening(view) and not self.wary(view)
        plays = [Play((), None)] if "pass" in view["legal"] else []
        for claim in view["claims"]:
            true = [card for card in hand if rank(card) == claim]
            loose = sorted((card for card in hand if rank(card) != claim),
                           key=lambda card: (held[rank(card)], RANKS.index(rank(card)), card))
            for size in range(self.least(view), most + 1):
                risk = call_chance(view, counts, claim, size, freely)
                for honest in sorted({min(len(true), size), size - min(len(loose), size)}, reverse=True):
                    cards = (*true[:honest], *loose[:size - honest])
                    plays.append(Play(cards, claim, self.worth(view, held, cards, claim, risk), risk))
        return max(plays, key=lambda p: p.worth)

    def wary(self, view: View) -> bool:
        """Whether this turn it takes the other seats to doubt an opening as much as any other claim. It draws this
        from what stays fixed during the turn, its hand included, so each action of the turn follows one plan and
        nobody else can foresee the draw. Without it two counting players, each sure that an opening of several
        cards is never called, would open with the same lie and call each other's, turn after turn."""
        rng = random.Random(derive_seed(PLAN_SEED, view["seat"], view["plays"], len(view["round"]), *view["hand"]))
        reveal = view["last_reveal"]
        caught = reveal is not None and not reveal["truthful"] and len(reveal["cards"]) > 1
        return rng.random() < (self.wary_caught if caught else self.wary_share)

    def worth(self, view: View, held: Counter[str], cards: tuple[str, ...], claim: str, risk: float) -> float:
        """What a play is worth against passing: the cards it sheds, unless called; called, a true play gives the
        pile to the caller and the next opening to this seat, a lie the pile to this seat."""
        left = held - Counter(rank(card) for card in cards)
        pile: int = view["pile"]
        shape = self.spread_cost * (len(held) - len(left))
        if view["options"]["claim_rule"] == "same_rank":  # the rank is the round's until it ends
            most = view["options"]["max_per_play"]
            before = 0 if opening(view) else min(held[claim], most)
            shape += self.follow_worth * (min(left[claim], most) - before)
        if all(rank(card) == claim for card in cards):
            if not left:
                return WIN
            return (len(cards) + shape + risk * (self.rival_share * (pile + len(cards)) + self.open_worth)
                    + (1 - risk) * self.last_worth)
        return (1 - risk) * (len(cards) + shape + self.last_worth) - risk * (pile + self.rival_share * self.open_worth)


@dataclass(frozen=True)
class Asked:
    """A view, compared and hashed by its JSON."""

    key: str
    view: View = field(compare=False)


@lru_cache(maxsize=256)
def _advice(player: CountingPlayer, asked: Asked) -> Advice:
    return player.decide(asked.view)


def opening(view: View) -> bool:
    """Whether this seat's claim would name its rank freely, which callers doubt less."""
    rule = view["options"]["claim_rule"]
    return rule == "free" or (rule == "same_rank" and not any(e["play"] is not None for e in view["round"]))


def bluff_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone (it needs no time to think)."""
    return CountingPlayer().advise(game.view(seat), decision_seed(game, seat))


def bluff_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return bluff_advice(game, seat, think).action
