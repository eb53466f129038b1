"""The Twenty-One computer player: each choice in a duel is the one worth most in expected chips over the cards
its seat has not seen (`odds` says how they are counted and what is assumed of the other side).

* Hit or stand: the exact worth of each, playing on as well as possible, against a banker who knows the
  player's total (the strongest banker; `odds.Duel`). Flipping a card or taking it face up is worth the same
  against him; it flips its smallest card, which shows a real banker the least.
* The bet: the worth of the duel from the first card, played on as above (the banker's draws counted from the
  cards unseen at the bet, `odds` says why). Even money pays a worth in proportion to the stake, so it bets the
  most allowed when the worth is above zero and the least otherwise (from a full shoe every first card is worth
  between -0.03 and -0.38 a chip).
* A side bet backs another seat's hand, face down: its worth is the duel's averaged over that unseen first
  card, the owner being taken to play as this player does. It bets the most allowed above zero, none otherwise.
* The banker draws or stays by the exact chance of winning each way (`odds.BankerStop`).

What is left to rules of thumb, since its worth depends on whole cycles of duels still to come: it takes every
bank offered and never cashes out early, because a bank wins each duel on average (ties are the banker's and the
player may bust first, and against the strongest banker no first card is worth a positive bet), and after a bust
it exchanges its unseen card when that card is worth less than the unseen cards on average.

It counts the cards it has seen since the last shuffle (the discards, every face-up card, its own hand), which is
what the source advises (§4, L113). It draws nothing at random, so the same view always gets the same choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from bot.games.chips import parse_amount
from bot.games.protocol import View
from bot.games.twentyone import TWENTY_ONE, card_value

from .odds import BankerStop, Duel, Hand, Pool, Values, unseen_pool, without


def unseen(view: View) -> Pool:
    """The cards this seat has not seen since the last shuffle, by rank: in the stock, buried, or face down."""
    duel = view["duel"] or {}
    return unseen_pool([*view["discard"], *view["hand"], *view["banker_hand"], *view["banker_cards"],
                        *duel.get("up", ())])


def by_amount(legal: list[str], kind: str, generous: bool) -> str:
    """The largest amount offered when `generous`, else the smallest."""
    amounts = sorted((parse_amount(a, kind) or 0, a) for a in legal if a.startswith(kind + ":"))
    return amounts[-1 if generous else 0][1]


@dataclass(frozen=True)
class TwentyOnePlayer:
    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        phase = view["phase"]
        ace: int = view["options"]["ace_value"]
        if phase == "offer":
            return "bank"
        if phase == "between":
            return self.between(view, legal, ace)
        if phase == "bet":
            pool = unseen(view)
            worth = Duel(ace, banker_pool=pool).best(Hand.of(view["hand"], ace), pool)
            return by_amount(legal, "bet", worth > 0)
        if phase == "side":
            return by_amount(legal, "side", True) if side_worth(ace, unseen(view)) > 0 else "noside"
        if phase == "banker":
            duel = view["duel"]
            stop = BankerStop(duel["up"], duel["down"], ace)
            return "draw" if stop.draws(Hand.of(view["banker_hand"], ace), unseen(view)) else "stay"
        return self.play(view, legal, ace)

    def between(self, view: View, legal: list[str], ace: int) -> str:
        if "swap" in legal:
            pool = unseen(view)
            values = Values(ace).of
            mean = sum(n * v for n, v in zip(pool, values, strict=True)) / max(sum(pool), 1)
            if card_value(view["banker_hand"][0], ace) < mean:
                return "swap"
        return "deal"

    def play(self, view: View, legal: list[str], ace: int) -> str:
        if not hits(ace, Hand.of(view["hand"], ace).key(), unseen(view)):
            return "stand"
        flips = [a for a in legal if a.startswith("flip:")]
        return min(flips, key=lambda a: card_value(a.split(":", 1)[1], ace)) if flips else "hit"


# The two counts that take longest depend only on the cards seen, and the same view is often weighed again (for its
# hint, then its move): the answers are kept.
@lru_cache(maxsize=1024)
def side_worth(ace: int, pool: Pool) -> float:
    duel = Duel(ace, banker_pool=pool)
    worth = sum(count * duel.best(duel.values.add(Hand(), index), without(pool, index))
                for index, count in enumerate(pool) if count)
    return worth / max(sum(pool), 1)


@lru_cache(maxsize=1024)
def hits(ace: int, hand: tuple[int, int, bool], pool: Pool) -> bool:
    return Duel(ace).hits(Hand(*hand), pool)


def bust_share(view: View) -> int:
    """In how many of every hundred cards this seat has not seen one more card would take its hand over 21."""
    ace: int = view["options"]["ace_value"]
    hand, pool, values = Hand.of(view["hand"], ace), unseen(view), Values(ace)
    busting = sum(count for index, count in enumerate(pool) if count and values.add(hand, index).total > TWENTY_ONE)
    return round(100 * busting / max(sum(pool), 1))
