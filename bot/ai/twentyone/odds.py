"""Exact odds of a Twenty-One duel over the cards a seat has not seen.

Cards enter only by rank, so a pool of unseen cards is a tuple of counts over `RANKS` and every sum below runs
over at most nine ranks rather than thirty-odd cards; the counts themselves are the memo keys. Each unseen card
is equally likely to be any of the unseen places (the stock, the banker's hidden card, a buried card, a hand's
face-down card), because the shoe was shuffled and nothing shown tells them apart. A refill of the stock from
the discards in the middle of a duel (once a shoe) is not modelled: the cards to come are the unseen ones.

Two questions are answered exactly under that model:

* `Duel` is the player's side: what hitting and standing are worth, playing on as well as possible after, when
  the banker is taken to know the player's total. Such a banker draws exactly while he is below it (ties are
  his), which is the best a banker can ever do, so the figures are the player's worst case and the strongest
  banker the player can meet. The banker's own hidden card is one more unseen card. Weighing a whole duel
  from its first card (a bet) this way would count the banker's chances afresh for each of some eight hundred
  ways the hand can grow, seconds of work; so for a bet the banker is taken to draw from the cards unseen at
  the bet, the player's later cards not taken out of them, and one count of his chances serves them all (from a
  full shoe the worths move by at most three thousandths of a chip a chip).
* `BankerStop` is the banker's side once the player stands: the chance that drawing, stopping as well as
  possible later, or staying wins. The player's face-down cards are taken as any unseen cards that leave his
  hand unbust, every such set as likely as its number of deals; the banker reads nothing more into the player's
  choice to stand.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from math import comb, prod

from bot.games.cards import rank
from bot.games.twentyone import DECK, TWENTY_ONE, card_value

RANKS = tuple(dict.fromkeys(rank(c) for c in DECK))
ACE = RANKS.index("A")
SUITS = 4  # cards of each rank in the deck
CHOOSE = tuple(tuple(comb(n, k) for k in range(SUITS + 1)) for n in range(SUITS + 1))
Pool = tuple[int, ...]


def pool_of(cards: Sequence[str]) -> Pool:
    ranks = [rank(c) for c in cards]
    return tuple(ranks.count(r) for r in RANKS)


def unseen_pool(seen: Sequence[str]) -> Pool:
    """The deck's cards by rank, less those seen."""
    seen_set = set(seen)
    return pool_of([c for c in DECK if c not in seen_set])


def without(pool: Pool, index: int) -> Pool:
    return (*pool[:index], pool[index] - 1, *pool[index + 1:])


class Hand:
    """A hand as what its total needs: the sum of its values, how many cards, and whether all are aces (§2: two
    aces and nothing else make 21)."""

    __slots__ = ("aces_only", "cards", "raw")

    def __init__(self, raw: int = 0, cards: int = 0, aces_only: bool = True) -> None:
        self.raw, self.cards, self.aces_only = raw, cards, aces_only

    @classmethod
    def of(cls, cards: Sequence[str], ace: int) -> Hand:
        return cls(sum(card_value(c, ace) for c in cards), len(cards), all(rank(c) == "A" for c in cards))

    @property
    def total(self) -> int:
        return TWENTY_ONE if self.cards == 2 and self.aces_only else self.raw

    def key(self) -> tuple[int, int, bool]:
        return self.raw, self.cards, self.aces_only


class Values:
    """Each rank's value under the table's ace."""

    def __init__(self, ace: int) -> None:
        self.of = tuple(card_value(r + "C", ace) for r in RANKS)
        self.top = max(self.of)

    def add(self, hand: Hand, index: int) -> Hand:
        return Hand(hand.raw + self.of[index], hand.cards + 1, hand.aces_only and index == ACE)


@dataclass(frozen=True)
class Draws:
    """Cards a banker may have drawn, in any order, while still short of 21."""

    total: int
    cards: int
    taken: tuple[tuple[int, int], ...]  # (rank, how many) for each rank it holds
    busting: tuple[int, ...]  # the ranks whose card would take it over 21
    held_busting: int  # its own cards of those ranks, which the pool no longer holds
    orders: float  # the share of its orders that do not stop on two aces first (§2: they make 21)


@cache
def banker_draws(ace: int) -> tuple[Draws, ...]:
    """Every set of cards short of 21 one deck can give, by total: the banker's possible paths, each counted once
    however its cards came, since a banker drawing up to a target passes through totals that only rise."""
    values = Values(ace)
    found: list[Draws] = []

    def grow(index: int, hand: Hand, taken: tuple[tuple[int, int], ...]) -> None:
        if index == len(RANKS):
            if hand.total >= TWENTY_ONE:
                return  # two aces alone
            busting = tuple(r for r in range(len(RANKS)) if values.add(hand, r).total > TWENTY_ONE)
            held = sum(k for r, k in taken if r in busting)
            aces = dict(taken).get(ACE, 0)
            orders = 1 - aces * (aces - 1) / (hand.cards * (hand.cards - 1)) if hand.cards > 2 else 1.0
            found.append(Draws(hand.total, hand.cards, taken, busting, held, orders))
            return
        for k in range(SUITS + 1):
            if k:
                hand = values.add(hand, index)
                if hand.raw >= TWENTY_ONE:
                    break
            grow(index + 1, hand, (*taken, (index, k)) if k else taken)

    grow(0, Hand(), ())
    return tuple(sorted(found, key=lambda d: d.total))


class Duel:
    """The player's expected chips per chip bet, against a banker who knows his total.

    `banker_pool`, when given, is what the banker is taken to draw from whatever the player draws first: the bet
    is weighed so (`TwentyOnePlayer` says why), which lets one count of the banker's chances serve every way the
    player's hand may grow."""

    def __init__(self, ace: int, banker_pool: Pool | None = None) -> None:
        self.values = Values(ace)
        self.draws = banker_draws(ace)
        self.banker_pool = banker_pool
        self._best: dict[tuple[Pool, tuple[int, int, bool]], float] = {}
        self._busts: dict[tuple[Pool, int], float] = {}

    def stand(self, total: int, pool: Pool) -> float:
        """The banker takes his card from the pool and draws while below `total`; only his bust pays."""
        if total > TWENTY_ONE:
            return -1.0
        if total <= TWENTY_ONE + 1 - self.values.top:
            return -1.0  # he draws only below it, and no card then takes him over 21
        return 2 * self.banker_busts(total, pool if self.banker_pool is None else self.banker_pool) - 1

    def banker_busts(self, target: int, pool: Pool) -> float:
        """The chance that a banker drawing from `pool` while below `target` goes over 21: over every set of
        cards he may hold still below it, the chance of drawing exactly that set (hypergeometric, less the orders
        that stop on two aces) times the chance that the next card busts him."""
        key = (pool, target)
        cached = self._busts.get(key)
        if cached is not None:
            return cached
        left = sum(pool)
        deals = [comb(left, k) for k in range(left + 1)]
        chance = 0.0
        for draw in self.draws:
            if draw.total >= target:
                break
            remaining = left - draw.cards
            if remaining <= 0:
                continue
            ways = 1
            for index, k in draw.taken:
                ways *= CHOOSE[pool[index]][k]
            if not ways:
                continue
            busting = sum(pool[index] for index in draw.busting) - draw.held_busting
            chance += ways * draw.orders * busting / (deals[draw.cards] * remaining)
        self._busts[key] = chance
        return chance

    def hits(self, hand: Hand, pool: Pool) -> bool:
        """Whether hitting is worth more than standing. Below the banker's reach (no card takes a banker below
        this total over 21) standing surely loses and hitting never does worse, so it hits without counting."""
        if hand.total <= TWENTY_ONE + 1 - self.values.top:
            return True
        return self.hit(hand, pool) > self.stand(hand.total, pool)

    def hit(self, hand: Hand, pool: Pool) -> float:
        """One more card, then the best play on; one unseen card is always left for the banker."""
        left = sum(pool)
        if left < 2:
            return -1.0  # not modelled: the stock would be refilled; never preferred to standing
        worth = 0.0
        for index, count in enumerate(pool):
            if count:
                worth += count * self.best(self.values.add(hand, index), without(pool, index))
        return worth / left

    def best(self, hand: Hand, pool: Pool) -> float:
        """The hand's worth played as well as possible: busts lose, 21 stands by itself (§5.4)."""
        total = hand.total
        if total > TWENTY_ONE:
            return -1.0
        if total == TWENTY_ONE:
            return self.stand(total, pool)
        key = (pool, hand.key())
        cached = self._best.get(key)
        if cached is None:
            cached = max(self.stand(total, pool), self.hit(hand, pool))
            self._best[key] = cached
        return cached


def shapes(size: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of `size` ranks, as counts over `RANKS`."""
    def grow(index: int, left: int, taken: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if index == len(RANKS) - 1:
            yield (*taken, left)
            return
        for k in range(left, -1, -1):
            yield from grow(index + 1, left - k, (*taken, k))

    return grow(0, size, ())


class BankerStop:
    """The banker's chance of winning the duel from here, the player having stood with `up` shown and `down`
    cards face down, the banker's unseen cards being `pool` (the player's face-down cards among them)."""

    def __init__(self, up: Sequence[str], down: int, ace: int) -> None:
        self.values = Values(ace)
        self.up = Hand.of(up, ace)
        self.down = down
        self._memo: dict[tuple[Pool, tuple[int, int, bool]], float] = {}

    @cached_property
    def _player_totals(self) -> list[tuple[tuple[int, ...], int]]:
        """Each shape the face-down cards may have, with the player's total; its weight depends on the pool."""
        found = []
        for shape in shapes(self.down):
            hand = self.up
            for index, k in enumerate(shape):
                for _ in range(k):
                    hand = self.values.add(hand, index)
            found.append((shape, hand.total))
        return found

    def draws(self, banker: Hand, pool: Pool) -> bool:
        """Whether drawing once, and stopping as well as possible after, wins more often than staying now.

        Where no card can take him over 21 drawing never does worse: whatever card comes, the chance that the
        player is beaten by the higher total is at least the chance he was beaten by this one, and averaged over
        the card that comes, the second is the chance of staying now. So he draws unless staying surely wins."""
        if banker.total <= TWENTY_ONE - self.values.top:
            weight, beaten, _ = self._posterior(banker.total, pool)
            return bool(weight) and beaten < weight and sum(pool) > self.down
        stay, draw = self._weigh(banker, pool)
        return draw is not None and draw > stay

    def best(self, banker: Hand, pool: Pool) -> float:
        key = (pool, banker.key())
        cached = self._memo.get(key)
        if cached is None:
            stay, draw = self._weigh(banker, pool)
            cached = stay if draw is None else max(stay, draw)
            self._memo[key] = cached
        return cached

    def _posterior(self, total: int, pool: Pool) -> tuple[float, float, list[float]]:
        """Over the face-down cards that leave the player unbust, weighted by their number of deals: the total
        weight, the weight of those the banker's `total` beats, and the weight behind each rank coming next."""
        weight = beaten = 0.0
        next_card = [0.0] * len(RANKS)
        after = sum(pool) - self.down
        for shape, player in self._player_totals:
            if player > TWENTY_ONE:
                continue  # he stood, so he is not bust
            ways = prod(CHOOSE[have][k] for have, k in zip(pool, shape, strict=True))
            if not ways:
                continue
            weight += ways
            if player <= total:
                beaten += ways
            if after > 0:
                for index, (have, k) in enumerate(zip(pool, shape, strict=True)):
                    next_card[index] += ways * (have - k) / after
        return weight, beaten, next_card

    def _weigh(self, banker: Hand, pool: Pool) -> tuple[float, float | None]:
        """(stay, draw): the chances of winning by staying and by drawing; draw is None where it cannot beat
        staying (a card drawn wins at most when it is no bust) or no card is left to draw."""
        total = banker.total
        if total >= TWENTY_ONE:  # §5.6: at 21 or over the duel settles by itself
            return (1.0 if total == TWENTY_ONE else 0.0), None
        weight, beaten, next_card = self._posterior(total, pool)
        if not weight:
            return 1.0, None  # no unbust hand fits what is seen: nothing to fear
        stay = beaten / weight
        safe = sum(p for index, p in enumerate(next_card) if self.values.add(banker, index).total <= TWENTY_ONE)
        if sum(pool) <= self.down or stay >= safe / weight:
            return stay, None
        draw = sum(p * self.best(self.values.add(banker, index), without(pool, index))
                   for index, p in enumerate(next_card) if p)
        return stay, draw / weight
