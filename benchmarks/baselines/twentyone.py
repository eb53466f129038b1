"""The rule-of-thumb Twenty-One player the bot used before its exact one, kept unchanged as the arena's baseline.

A computer player for Twenty-One: a banker who takes every bank, draws by sampling what the player may hold,
and cashes out when allowed; a bettor who stakes more on a strong first card and hits while a bust is unlikely.

It counts the cards it has seen since the last shuffle (the discards, every face-up card, its own hand), which is
what the source advises (§4, L113).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.chips import parse_amount
from bot.games.protocol import View
from bot.games.twentyone import DECK, TWENTY_ONE, card_value, total

SAMPLES = 200


def unseen(view: View) -> list[str]:
    """The cards this seat has not seen since the last shuffle: in the stock, buried, or face down elsewhere."""
    duel = view["duel"] or {}
    seen = {*view["discard"], *view["hand"], *view["banker_hand"], *view["banker_cards"], *duel.get("up", ())}
    return [c for c in DECK if c not in seen]


def bust_chance(hand: Sequence[str], pool: Sequence[str], ace: int) -> float:
    if not pool:
        return 1.0
    return sum(total([*hand, c], ace) > TWENTY_ONE for c in pool) / len(pool)


@dataclass(frozen=True)
class TwentyOnePlayer:
    hit_below: int = 15  # always hits under this total
    bust_risk: float = 0.35  # from there on, hits while the next card busts less often than this
    side_bets: bool = False

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        phase = view["phase"]
        ace = view["options"]["ace_value"]
        if phase == "offer":
            return "bank"
        if phase == "between":
            return self.between(view, legal, ace)
        if phase == "bet":
            return self.bet(view, legal, ace)
        if phase == "side":
            return "noside"
        if phase == "banker":
            return self.bank_play(view, ace, random.Random(seed))
        return self.play(view, legal, ace)

    def between(self, view: View, legal: list[str], ace: int) -> str:
        if "cashout" in legal:
            return "cashout"
        if "swap" in legal:
            pool = unseen(view)
            mean = sum(card_value(c, ace) for c in pool) / max(len(pool), 1)
            if card_value(view["banker_hand"][0], ace) < mean:
                return "swap"
        return "deal"

    def bet(self, view: View, legal: list[str], ace: int) -> str:
        """More on a first card near the top of the deck's values; never much of the balance."""
        value = card_value(view["hand"][0], ace)
        best = max(card_value(c, ace) for c in DECK)
        minimum = view["options"]["min_bet"]
        wanted = minimum * (4 if value == best else 2 if value >= best - 2 else 1)
        wanted = min(wanted, view["balances"][view["seat"]] // 10)
        amounts = [(parse_amount(a, "bet") or 0, a) for a in legal]
        fitting = [a for n, a in amounts if n <= wanted]
        return fitting[-1] if fitting else legal[0]

    def play(self, view: View, legal: list[str], ace: int) -> str:
        hand = view["hand"]
        if total(hand, ace) >= self.hit_below and bust_chance(hand, unseen(view), ace) >= self.bust_risk:
            return "stand"
        flips = [a for a in legal if a.startswith("flip:")]
        if not flips:
            return "hit"
        # Showing the smallest card makes the banker think the hand weaker than it is.
        return min(flips, key=lambda a: card_value(a.split(":", 1)[1], ace))

    def bank_play(self, view: View, ace: int, rng: random.Random) -> str:
        """Draw when, over hands the player may hold (he stood, so he did not bust), one more card wins more
        often than staying; ties are the banker's."""
        duel = view["duel"]
        mine = view["banker_hand"]
        pool = unseen(view)
        stay = draw = tried = 0
        for _ in range(SAMPLES):
            cards = rng.sample(pool, min(len(pool), duel["down"] + 1))
            hidden, extra = cards[:duel["down"]], cards[duel["down"]:]
            player = total([*duel["up"], *hidden], ace)
            if player > TWENTY_ONE:
                continue
            tried += 1
            stay += total(mine, ace) >= player
            after = total([*mine, *extra], ace)
            draw += after <= TWENTY_ONE and after >= player
        return "draw" if tried and draw > stay else "stay"
