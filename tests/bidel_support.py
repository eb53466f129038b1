"""What the Bi-Del tests share: deals rigged by the hands after passing, moves spelled as the rules speak of
them, and the invariants checked at every step of a random game."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, ClassVar

from bot.games.bidel import OFFSETS, Bidel, Phase
from bot.games.cards import deal_order, suit
from bot.games.protocol import Event, Game
from bot.games.tricks import Trick
from tests.card_places import check_places


class Rigged(Bidel):
    """Bi-Del dealing the hands of `DEALS[n]` (seat order) as deal n; other deals are shuffled."""

    DEALS: ClassVar[Mapping[int, Sequence[Sequence[str]]]] = {}

    def shuffled_deck(self, deal_no: int) -> list[str]:
        hands = self.DEALS.get(deal_no)
        if hands is None:
            return super().shuffled_deck(deal_no)
        order = deal_order((self.first_dealer + deal_no) % self.players, self.players)
        return [hands[order[i % self.players]][i // self.players] for i in range(len(self.deck))]


def complete(given: Mapping[int, Sequence[str]], deck: Sequence[str], players: int,
             void: Mapping[int, Collection[str]]) -> list[list[str]]:
    """Every seat's cards: those given, then unused cards in deck order, never of a suit the seat is void in."""
    rest = [c for c in deck if not any(c in hand for hand in given.values())]
    hands = [list(given.get(seat, ())) for seat in range(players)]
    for seat in sorted(range(players), key=lambda s: -len(void.get(s, ()))):
        while len(hands[seat]) < len(deck) // players:
            card = next(c for c in rest if suit(c) not in void.get(seat, ()))
            rest.remove(card)
            hands[seat].append(card)
    return hands


def rig(after: Mapping[int, Sequence[str]], deal_no: int = 0, players: int = 4,
        void: Mapping[int, Collection[str]] | None = None, scores: Sequence[int] | None = None,
        **options: Any) -> tuple[Bidel, list[list[str]]]:
    """A game at deal `deal_no` whose hands after passing hold the given cards (the rest completed, keeping the
    voids), with the cards each seat must pass to get there; each seat passes cards nobody was given."""
    probe = Bidel(options, players, 0)
    probe.deal_no = deal_no
    offset = OFFSETS[probe.direction]
    post = complete(after, probe.deck, players, void or {})
    pinned = {c for hand in after.values() for c in hand}
    picks = [[] if offset == 0 else [c for c in post[(s + offset) % players] if c not in pinned][-3:]
             for s in range(players)]
    pre = [[c for c in post[s] if c not in picks[(s - offset) % players]] + picks[s] for s in range(players)]
    game = type("RiggedBidel", (Rigged,), {"DEALS": {deal_no: pre}})(options, players, 0)
    if deal_no:
        game.deal_no = deal_no
        game._deal()
    if scores is not None:
        game.scores = list(scores)
    return game, picks


def pass_cards(game: Bidel, picks: Sequence[Sequence[str]]) -> list[Event]:
    """Every seat still choosing picks its cards and confirms."""
    events: list[Event] = []
    if game.phase is Phase.PASS:
        for seat in sorted(game.to_act()):
            for card in picks[seat]:
                game.apply(seat, f"s:{card}")
            events += game.apply(seat, "ok")
    return events


def play(game: Bidel, *cards: str) -> list[Event]:
    """Play the cards in turn, each by whoever must play next."""
    events: list[Event] = []
    for card in cards:
        events += game.apply(game.turn, f"p:{card}")
    return events


def position(hand: Sequence[str], trick: Sequence[str] = (), first_trick: bool = False,
             hearts_broken: bool = False) -> Bidel:
    """A four-player game in play where seat 0 holds `hand` and is next to play to `trick`."""
    game = Bidel({}, 4, 0)
    game.phase = Phase.PLAY
    game.hands[0] = list(hand)
    game.trick = [((s - len(trick)) % 4, c) for s, c in enumerate(trick)]
    game.played = [] if first_trick else [Trick(((0, "3C"), (1, "4C"), (2, "5C"), (3, "6C")), 3)]
    game.hearts_broken = hearts_broken
    game.turn = 0
    return game


def check(game: Game) -> None:
    """Card conservation through the places, no view showing a card from a place hidden from it, and the
    passing phase blind: nobody sees received cards before all have passed."""
    assert isinstance(game, Bidel)
    check_places(game, (*game.deck, *game.removed))
    if game.phase is Phase.PASS:
        assert game.to_act() == frozenset(range(game.players)) - game.confirmed
        assert all(not game.view(s)["received"] for s in range(game.players))
