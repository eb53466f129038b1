"""A rule-based computer player for Klaberjass: it accepts or names trumps by the strength of its hand in that
suit, always takes the turn-up for its seven, announces every sequence and Bela it may, draws trumps with the
master trump, cashes aces, heads tricks with its cheapest winner and throws its least valuable card when it
cannot win. It sees only its seat's view: the cards of this hand's tricks are in it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.games.klaberjass.cards import CARD_RANK, CARD_SUIT, DECK, PLAIN_ORDER, POWER, value
from bot.games.klaberjass.game import ACCEPT, KEEP, NAME, PASS, SWAP
from bot.games.protocol import View

# What a card is worth towards making trumps: the jack and nine of trumps win most tricks, plain aces cash.
TRUMP_WEIGHT = {"J": 30, "9": 22, "A": 14, "10": 12, "K": 8, "Q": 7, "8": 5, "7": 5}
PLAIN_ACE, PLAIN_TEN_GUARDED, PLAIN_TEN = 10, 6, 2
MAKE_AT = 48  # the strength from which it takes the contract (fitted in duplicate games against itself)


def strength(cards: Iterable[str], trump: str) -> int:
    held = list(cards)
    total = 0
    for card in held:
        r = CARD_RANK[card]
        if CARD_SUIT[card] == trump:
            total += TRUMP_WEIGHT[r]
        elif r == "A":
            total += PLAIN_ACE
        elif r == "10":
            total += PLAIN_TEN_GUARDED if "A" + CARD_SUIT[card] in held else PLAIN_TEN
    return total


class RuleKlaberjassPlayer:
    """Deterministic and instant; the seed is not needed."""

    def __init__(self, make_at: int = MAKE_AT) -> None:
        self.make_at = make_at

    def choose(self, view: View, seed: int) -> str:
        legal: list[str] = view["legal"]
        if not legal:
            raise ValueError(f"seat {view['seat']} has nothing to choose now")
        phase = view["phase"]
        if phase == "round1":
            return ACCEPT if self.accepts(view) else PASS
        if phase == "round2":
            named = [a for a in legal if a.startswith(NAME)]
            suit = max(named, key=lambda a: strength(view["hand"], a[len(NAME):]))
            return suit if strength(view["hand"], suit[len(NAME):]) >= self.make_at else PASS
        if phase == "exchange":
            return SWAP if SWAP in legal else KEEP
        card = play_card(view, sorted({a.split(":")[1] for a in legal}, key=DECK.index))
        # Announce whatever it may with the card: the longest action for it carries every announcement.
        return max((a for a in legal if a.split(":")[1] == card), key=len)

    def accepts(self, view: View) -> bool:
        turnup = view["turnup"]
        trump = CARD_SUIT[turnup]
        cards = list(view["hand"])
        if "7" + trump in cards:
            cards = [c for c in cards if c != "7" + trump] + [turnup]  # the exchange it will make
        return strength(cards, trump) >= self.make_at


def unseen(view: View) -> set[str]:
    """The cards the opponent may hold: none of ours, the played, the turn-up or the shown bottom card."""
    gone = {c for t in view["played"] for _, c in t["cards"]} | {c for _, c in view["trick"]}
    gone |= set(view["hand"]) | {view["turnup"], view["exposed"]}
    return set(DECK) - gone


def play_card(view: View, legal: Sequence[str]) -> str:
    led = view["trick"][0][1] if view["trick"] else None
    return rule_card(legal, view["hand"], led, view["trump"], unseen(view))


def rule_card(legal: Sequence[str], hand: Sequence[str], led: str | None, trump: str, outside: set[str]) -> str:
    """The rule of thumb for a card, given the legal cards, the hand, the led card if following and the cards
    the opponent may hold."""
    power = POWER[trump]
    if led is not None:
        winners = [c for c in legal if beats(c, led, trump)]
        if not winners:
            return min(legal, key=lambda c: (value(c, trump), power[c]))
        same_suit = [c for c in winners if CARD_SUIT[c] == CARD_SUIT[led] != trump]
        if same_suit:
            return max(same_suit, key=lambda c: (value(c, trump), power[c]))  # bank the points it wins
        return min(winners, key=lambda c: (power[c], value(c, trump)))  # the cheapest trump that takes it
    trumps = [c for c in legal if CARD_SUIT[c] == trump]
    their_trumps = [c for c in outside if CARD_SUIT[c] == trump]
    if trumps and their_trumps and len(trumps) >= 2:
        top = max(trumps, key=power.__getitem__)
        if all(power[top] > power[c] for c in their_trumps):
            return top  # the master trump draws theirs
    masters = [c for c in legal if CARD_SUIT[c] != trump and is_master(c, outside)]
    if masters:
        return max(masters, key=lambda c: value(c, trump))
    plain = [c for c in legal if CARD_SUIT[c] != trump] or list(legal)
    return min(plain, key=lambda c: (value(c, trump), -suit_length(hand, CARD_SUIT[c]), power[c]))


def beats(card: str, led: str, trump: str) -> bool:
    if CARD_SUIT[card] == CARD_SUIT[led]:
        return POWER[trump][card] > POWER[trump][led]
    return CARD_SUIT[card] == trump


def is_master(card: str, outside: set[str]) -> bool:
    """No unseen card of its (plain) suit ranks above it."""
    above = PLAIN_ORDER[:PLAIN_ORDER.index(CARD_RANK[card])]
    return not any(r + CARD_SUIT[card] in outside for r in above)


def suit_length(hand: Iterable[str], suit: str) -> int:
    return sum(CARD_SUIT[c] == suit for c in hand)
