"""How a competent casual player plays a card in two-player Shelem (S-15), from the seat's view.

Table cards are played with both players' face-up tops in sight, so the leader's table card is chosen by looking
one move ahead (the other player answers with his best top) and the last card of a trick by its outcome alone.
A trick is worth its 5 and its point cards to whoever takes it; among equal outcomes the cheaper card is kept
back. Hand cards follow rules of thumb: lead a card no unseen card can beat, else a low card of a long side
suit; second to play, take the trick with the lowest card that can, else give the least.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.hokm.sim import ALL, NO_TRUMP, SUIT_MASKS, SUIT_OF, beats, winning_index
from bot.games.cards import SUITS
from bot.games.protocol import View

from .knowledge import POINTS, TRICK_POINTS, card
from .policy import first_lead


def _trick_worth(cards: Sequence[int]) -> int:
    return TRICK_POINTS + sum(POINTS[c] for c in cards)


def _cost(c: int) -> tuple[int, int]:
    """How much a card is missed once played: its points, then its strength."""
    return (POINTS[c], c % 13)


def _outcome(trick: Sequence[int], seats: Sequence[int], seat: int, trump: int) -> int:
    """The finished trick's worth to `seat`: plus what it holds if he takes it, minus it if not."""
    winner = seats[winning_index(trick, trump)]
    worth = _trick_worth(trick)
    return worth if winner == seat else -worth


def _legal(cards: Sequence[int], led: int | None) -> list[int]:
    following = [c for c in cards if led is not None and SUIT_OF[c] == led]
    return following or list(cards)


def table_card(trick: Sequence[int], seats: Sequence[int], seat: int, trump: int, mine: Sequence[int],
               theirs: Sequence[int]) -> int:
    """The table card: the best outcome against the other player's best answer from his face-up tops (he has
    none to answer with when this is the trick's last card)."""
    led = SUIT_OF[trick[0]]
    other = 1 - seat

    def value(c: int) -> tuple[int, tuple[int, int]]:
        played = [*trick, c]
        if len(played) == 4:
            result = _outcome(played, [*seats, seat], seat, trump)
        else:
            result = min(_outcome([*played, r], [*seats, seat, other], seat, trump) for r in _legal(theirs, led))
        return (result, (-_cost(c)[0], -_cost(c)[1]))

    return max(_legal(mine, led), key=value)


def hand_card(trick: Sequence[int], hand: Sequence[int], trump: int, unseen: int) -> int:
    if not trick:
        masters = [c for c in hand if not unseen & SUIT_MASKS[SUIT_OF[c]] & ~((1 << (c + 1)) - 1)]
        if masters:
            return max(masters, key=lambda c: (SUIT_OF[c] == trump, POINTS[c], c % 13))
        side = [c for c in hand if SUIT_OF[c] != trump] or list(hand)
        longest = max(sum(1 for d in side if SUIT_OF[d] == SUIT_OF[c]) for c in side)
        return min((c for c in side if sum(1 for d in side if SUIT_OF[d] == SUIT_OF[c]) == longest), key=_cost)
    legal = _legal(hand, SUIT_OF[trick[0]])
    winners = [c for c in legal if beats(c, trick[0], trump)]
    if winners:
        return min(winners, key=lambda c: (c % 13, POINTS[c]))
    return min(legal, key=_cost)


def two_player_card(view: View) -> int:
    """The card to play for the seat whose view this is, at a two-player table."""
    seat = view["seat"]
    hand = [card(c) for c in view["hand"]]
    if view["trump"] is None:
        mask = 0
        for c in hand:
            mask |= 1 << c
        return first_lead(mask)
    trump = SUITS.index(view["trump"]) if view["trump"] else NO_TRUMP
    trick = [card(c) for _, c in view["trick"]]
    seats = [s for s, _ in view["trick"]]
    tops = [[card(p["up"]) for p in piles if p["up"] is not None] for piles in view["piles"]]
    if len(trick) >= 2:
        return table_card(trick, seats, seat, trump, tops[seat], tops[1 - seat])
    seen = 0
    for c in [*hand, *trick, *tops[0], *tops[1], *(card(c) for t in view["history"] for _, c in t["cards"])]:
        seen |= 1 << c
    return hand_card(trick, hand, trump, ALL & ~seen)
