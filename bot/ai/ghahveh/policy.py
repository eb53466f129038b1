"""How a competent casual player bids and plays Ghahveh, on the fast table of `sim`.

The card policy sees what a seat sees: its own hand, every card played this hand and the suits each seat has
shown it lacks (`Position` with the other hands unread). It takes tricks as cheaply as it can, as in Hokm, and
knows the jokers: the coloured one wins whenever it is played, and the black one does too unless the coloured one
can still come after it in the trick, so each is kept for a trick the side would otherwise lose. The rule-based
player calls it for real decisions and the search calls it for every seat in its playouts.
"""

from __future__ import annotations

from bot.ai.hokm.sim import high, low

from .sim import (
    ALL,
    BLACK,
    BLACK_BIT,
    COLOUR_BIT,
    JOKER_BITS,
    PLAIN_SUITS,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    Position,
    led_suit,
    winning_index,
)

# Led cards weaker than this (an eight or lower) are left to a partner still to play.
LOW_CARD = 6
# A side suit with fewer unseen cards than this may well be void somewhere, so its master is not a sure winner.
SAFE_SUIT_LENGTH = 3


def _above(mask: int, card: int) -> int:
    return mask >> (card + 1) << (card + 1)


def _later(seat: int, trick_len: int) -> tuple[list[int], bool]:
    """The opponents still to play after `seat` in this trick, and whether the partner is."""
    later = [(seat + i) % 4 for i in range(1, 4 - trick_len)]
    return [o for o in later if o % 2 != seat % 2], any(o % 2 == seat % 2 for o in later)


def _may_trump(voids: int, led: int, unseen: int) -> bool:
    """Whether a seat may lack the led suit and hold a spade."""
    lacks = bool(voids >> led & 1) or (unseen & PLAIN_SUITS[led]).bit_count() < SAFE_SUIT_LENGTH
    return lacks and not voids >> SPADES & 1 and bool(unseen & PLAIN_SUITS[SPADES])


def _joker_behind(best: int, pos: Position, unseen: int) -> bool:
    """Whether an unseen joker that beats `best` could still be played to this trick."""
    if unseen & BLACK_BIT and best < BLACK:
        return True
    colour_free = pos.played & BLACK_BIT and (pos.rules.colour_same_trick or BLACK not in pos.trick)
    return bool(unseen & COLOUR_BIT and colour_free)


def _holds(best: int, led: int, later: list[int], pos: Position, unseen: int) -> bool:
    """Whether `best`, winning the trick now, stays winning whatever the opponents still to play may hold."""
    if not later:
        return True
    if _joker_behind(best, pos, unseen):
        return False
    stronger = _above(unseen & SUIT_MASKS[SUIT_OF[best]], best)
    for opp in later:
        v = pos.voids[opp]
        if SUIT_OF[best] == led and led != SPADES:
            if stronger and not v >> led & 1:
                return False
            if _may_trump(v, led, unseen):
                return False
        elif stronger and not v >> SPADES & 1:
            return False
    return True


def _winning_joker(legal: int, pos: Position, later: list[int], unseen: int) -> int | None:
    """A joker that takes this trick for sure: the coloured one, or the black one with no coloured one able to
    follow it (it is ours, or nobody is left to play it)."""
    if legal & COLOUR_BIT:
        return high(COLOUR_BIT)
    if legal & BLACK_BIT and (not later or not unseen & COLOUR_BIT):
        return BLACK
    return None


def _discard(hand: int, unseen: int) -> int:
    """Throw the lowest card of the shortest weak side suit, keeping masters and trumps for later."""
    best: tuple[tuple[int, int, int], int] | None = None
    for s in range(SPADES):
        mine = hand & PLAIN_SUITS[s]
        if not mine:
            continue
        card = low(mine)
        master = not _above(unseen & PLAIN_SUITS[s], high(mine))
        key = (1, -mine.bit_count(), card % 13) if master else (0, mine.bit_count(), card % 13)
        if best is None or key < best[0]:
            best = (key, card)
    if best is not None:
        return best[1]
    plain = hand & ~JOKER_BITS
    return low(plain) if plain else low(hand)


def _lead(hand: int, legal: int, pos: Position, unseen: int) -> int:
    seat = pos.to_act
    trumps = legal & SUIT_MASKS[SPADES]
    if hand & COLOUR_BIT and legal & BLACK_BIT:
        return BLACK  # both jokers: the black one is sure, and frees the coloured one
    trumps_out = unseen & SUIT_MASKS[SPADES]
    if trumps and trumps_out and trumps.bit_count() >= trumps_out.bit_count() and high(trumps) > high(trumps_out):
        return high(trumps)  # draw the others' trumps while ours are the best
    ruffed = 0
    partner_ruffs = 0
    if trumps_out:
        for other in range(4):
            if other != seat and not pos.voids[other] >> SPADES & 1:
                if other % 2 == seat % 2:
                    partner_ruffs |= pos.voids[other]
                else:
                    ruffed |= pos.voids[other]
    # per side suit the best reason to lead it: a sure winner (the longest suit left to the others), a card for
    # the partner to ruff, or else a plain lead; a singleton makes a void to ruff in, and leading away from a short
    # second-best card hands it to the master behind it
    best: tuple[tuple[int, ...], int] | None = None
    for s in range(SPADES):
        mine = legal & PLAIN_SUITS[s]
        if not mine or ruffed >> s & 1:
            continue
        theirs = unseen & PLAIN_SUITS[s]
        top, length = high(mine), mine.bit_count()
        key: tuple[int, ...]
        if not _above(theirs, top) and theirs.bit_count() >= SAFE_SUIT_LENGTH:
            key, card = (2, theirs.bit_count(), top), top
        elif partner_ruffs >> s & 1:
            key, card = (1, length, low(mine)), low(mine)
        else:
            ruff_later = length == 1 and bool(hand & PLAIN_SUITS[SPADES]) and bool(trumps_out)
            exposed = length <= 2 and _above(theirs, top).bit_count() == 1
            key, card = (0, int(ruff_later), length - 3 * int(exposed), low(mine)), low(mine)
        if best is None or key > best[0]:
            best = (key, card)
    if best is not None:
        return best[1]
    spades = legal & PLAIN_SUITS[SPADES]
    if spades:
        return high(spades) if not _above(trumps_out, high(spades)) else low(spades)
    return low(legal)  # only jokers: the coloured one is sure; a black one here is due or the last resort


def _follow(hand: int, legal: int, led: int | None, pos: Position, unseen: int) -> int:
    seat = pos.to_act
    trick = pos.trick
    later, partner_behind = _later(seat, len(trick))
    win_at = winning_index(trick)
    best = trick[win_at]
    partner_winning = (pos.leader + win_at) % 2 == seat % 2
    asked = SPADES if led is None else led  # a joker led that asks for nothing is beaten only by trumps
    if partner_winning and _holds(best, asked, later, pos, unseen):
        return _cheapest(legal, led, unseen)
    mine = legal & PLAIN_SUITS[led] if led is not None else 0
    if mine:
        if SUIT_OF[best] == led and best < BLACK:
            beaters = _above(mine, best)
            if beaters and not (partner_behind and best % 13 < LOW_CARD and not partner_winning):
                masters = _above(beaters, high(unseen & PLAIN_SUITS[led])) if unseen & PLAIN_SUITS[led] else beaters
                if masters and _holds(low(masters), asked, later, pos, unseen):
                    return low(masters)
                if not later:
                    return low(beaters)
        if partner_winning or (partner_behind and best % 13 < LOW_CARD):
            return low(mine)
        joker = _winning_joker(legal, pos, later, unseen)
        return joker if joker is not None else low(mine)
    # void in the led suit (or a joker led that asks for nothing): ruff, or throw away
    if partner_behind and SUIT_OF[best] == led and best % 13 < LOW_CARD and not partner_winning:
        return _cheapest(legal, led, unseen)
    spades = legal & PLAIN_SUITS[SPADES]
    over = _above(spades, best) if SUIT_OF[best] == SPADES else spades
    if over and best < BLACK:
        safe = [c for c in (low(over), high(over)) if _holds(c, asked, later, pos, unseen)]
        if safe:
            return safe[0]
    joker = _winning_joker(legal, pos, later, unseen)
    if joker is not None:
        return joker
    if over and best < BLACK:
        return low(over)
    return _cheapest(legal, led, unseen)


def _cheapest(legal: int, led: int | None, unseen: int) -> int:
    """The card that costs least to give up: the lowest of the led suit, else a discard, never a joker."""
    if led is not None and legal & PLAIN_SUITS[led]:
        return low(legal & PLAIN_SUITS[led])
    return _discard(legal, unseen)


def rule_play(pos: Position) -> int:
    """The card a competent casual player in the seat to act plays, reading only that seat's hand."""
    seat = pos.to_act
    hand = pos.hands[seat]
    legal = pos.legal()
    if not legal & (legal - 1):
        return low(legal)
    unseen = ALL & ~(pos.played | hand)
    if not pos.trick:
        return _lead(hand, legal, pos, unseen)
    return _follow(hand, legal, led_suit(pos.trick, pos.rules), pos, unseen)
