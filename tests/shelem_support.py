"""What the Shelem tests share: rigged deals, moves spelled as the rules speak of them, and invariant checks."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

from bot.games.cards import deal_order, standard_deck
from bot.games.protocol import Event, Game
from bot.games.shelem import Shelem

A, B, C, D = 0, 1, 2, 3  # the source's players, each on the right of the one before


class Rigged(Shelem):
    """Shelem with the test's first dealer and, for the first hands, the test's deals."""

    DEALER: ClassVar[int] = 0
    DEALS: ClassVar[Sequence[tuple[Sequence[Sequence[str]], Sequence[str]]]] = ()  # (hands by seat, kitty)

    def first_dealer(self) -> int:
        return self.DEALER

    def shuffled_deck(self, hand_no: int) -> list[str]:
        if hand_no >= len(self.DEALS):
            return super().shuffled_deck(hand_no)
        hands, kitty = self.DEALS[hand_no]
        order = deal_order(self.dealer, self.players)
        if self.players == 2:  # hands, then the packets in S-15.2's order; `hands` holds each seat's 24 cards
            other, dealer = order
            packets = [hands[s][12 + 4 * i:16 + 4 * i] for i in range(3) for s in (other, dealer)]
            packets.insert(5, list(kitty))
            return [*hands[other][:12], *hands[dealer][:12], *(c for packet in packets for c in packet)]
        return [*(c for seat in order[:-1] for c in hands[seat]), *kitty, *hands[self.dealer]]


def complete(given: Mapping[int, Sequence[str]], kitty: Sequence[str] = ()) -> tuple[list[list[str]], list[str]]:
    """Every seat's 12 cards and the kitty: those given, then the cards nobody was given in canonical order."""
    named = {c for hand in given.values() for c in hand} | set(kitty)
    rest = iter([c for c in standard_deck() if c not in named])
    hands = [list(given.get(seat, ())) for seat in range(4)]
    for hand in hands:
        hand += itertools.islice(rest, 12 - len(hand))
    pot = [*kitty, *itertools.islice(rest, 4 - len(kitty))]
    assert sorted(c for h in [*hands, pot] for c in h) == sorted(standard_deck()), "a rig deals each card once"
    return hands, pot


def rig2(hand: Mapping[int, Sequence[str]], tops: Mapping[int, Sequence[str]], dealer: int, kitty: Sequence[str] = (),
         **options: Any) -> Rigged:
    """A two-player game dealt by `dealer`: the given hand cards and pile tops (three per seat, turned up in
    the first trick), the rest of the deck in canonical order."""
    named = {c for cards in [*hand.values(), *tops.values(), kitty] for c in cards}
    rest = iter([c for c in standard_deck() if c not in named])
    cards: list[list[str]] = []
    for seat in range(2):
        held = [*hand.get(seat, ()), *itertools.islice(rest, 12 - len(hand.get(seat, ())))]
        seat_tops = list(tops.get(seat, ()))
        piles = [[*itertools.islice(rest, 3), seat_tops[i]] if i < len(seat_tops) else list(itertools.islice(rest, 4))
                 for i in range(3)]
        cards.append(held + [c for pile in piles for c in pile])
    pot = [*kitty, *itertools.islice(rest, 4 - len(kitty))]
    assert sorted([*cards[0], *cards[1], *pot]) == sorted(standard_deck()), "a rig deals each card once"
    cls = type("RiggedShelem", (Rigged,), {"DEALER": dealer, "DEALS": [(cards, pot)]})
    game = cls(options, 2, seed=0)
    assert isinstance(game, Rigged)
    return game


def rig(*deals: Mapping[int, Sequence[str]] | tuple[Mapping[int, Sequence[str]], Sequence[str]],
        dealer: int = 0, **options: Any) -> Rigged:
    """A game whose first hands are the given deals (seat -> cards, or (that, kitty)), dealt by `dealer`."""
    full = [complete(*d) if isinstance(d, tuple) else complete(d) for d in deals]
    cls = type("RiggedShelem", (Rigged,), {"DEALER": dealer, "DEALS": full})
    game = cls(options, 4, seed=0)
    assert isinstance(game, Rigged)
    return game


def bids(game: Shelem, *calls: int | None) -> list[Event]:
    """Bids in turn: a number is a bid, None a pass."""
    events: list[Event] = []
    for value in calls:
        events += game.apply(game.turn, "pass" if value is None else f"b:{value}")
    return events


def bury(game: Shelem, cards: Sequence[str]) -> list[Event]:
    assert game.hakem is not None
    for card in cards:
        game.apply(game.hakem, f"s:{card}")
    return game.apply(game.hakem, "ok")


def play_first_legal(game: Shelem, cards: int = 48) -> list[Event]:
    """Play `cards` cards, each seat its first legal card."""
    events: list[Event] = []
    for _ in range(cards):
        events += game.apply(game.turn, game.legal_actions(game.turn)[0])
    return events


def card_strings(view: Any) -> Iterator[str]:
    """Every string anywhere in a view, except the score sheet: it names the cards buried in hands already
    scored, which are in other places of the deal now in play."""
    if isinstance(view, Mapping):
        for key, value in view.items():
            if key != "sheet":
                yield from card_strings(value)
    elif isinstance(view, list | tuple):
        for item in view:
            yield from card_strings(item)
    elif isinstance(view, str):
        yield view


def check_places(game: Game) -> None:
    """Card conservation over card_places, and no view showing a card of a place hidden from its viewer."""
    places = game.card_places()
    every = sorted(c for cards in places.values() for c in cards)
    assert every == sorted(standard_deck())
    for seat in [None, *range(game.players)]:
        view = game.public_view() if seat is None else game.view(seat)
        json.dumps(view)
        shown = set(card_strings(view)) | {a[2:] for a in (view.get("legal") or []) if ":" in a}
        hidden = {c for place in game.hidden_places(seat) for c in places[place]}
        assert not shown & hidden, f"seat {seat} is shown hidden cards {sorted(shown & hidden)}"


def place_lists(game: Shelem) -> dict[str, list[str]]:
    """The engine's own list behind each hidden place of `card_places()`."""
    lists = {f"hand:{s}": hand for s, hand in enumerate(game.hands)}
    lists.update({f"pile:{s}:{i}": pile for s, piles in enumerate(game.piles) for i, pile in enumerate(piles)})
    return {**lists, "kitty": game.kitty, "buried": game.buried}


def check_exchanges(game: Shelem) -> None:
    """Exchanging a card between two places hidden from a seat (the group too) leaves what it is shown
    unchanged: the conformance suite's test of `hidden_places`."""
    lists = place_lists(game)
    for seat in [None, *range(game.players)]:
        hidden = sorted(p for p in game.hidden_places(seat) if lists[p])
        before = json.dumps(game.public_view() if seat is None else game.view(seat), sort_keys=True)
        for a, b in itertools.pairwise(hidden):
            lists[a][0], lists[b][0] = lists[b][0], lists[a][0]
            after = json.dumps(game.public_view() if seat is None else game.view(seat), sort_keys=True)
            lists[a][0], lists[b][0] = lists[b][0], lists[a][0]
            assert after == before, f"seat {seat} sees the exchange of a card between {a} and {b}"


def check_invariants(game: Game) -> None:
    """The shared checks, and S-T18: every scored hand's points add up to the deck's 165."""
    assert isinstance(game, Shelem)
    check_places(game)
    if game.version % 5 == 0:  # the slowest check: every fifth state is enough to catch a leak
        check_exchanges(game)
    total = 165 if game.options["kitty_counts_as_trick"] else 160
    for line in game.sheet:
        assert sum(line.points) == (0 if line.row == "thrown_in" else total)
    if game.phase == "play":
        assert len(game.buried) == 4
        table = sum(len(pile) for piles in game.piles for pile in piles) + sum(len(game.table_cards(s))
                                                                                for s in range(game.players))
        assert sum(len(h) for h in game.hands) + table + len(game.trick) + 4 * sum(game.tricks) == 48
