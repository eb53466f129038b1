"""Shaitan (شیطان), as `shared/rules/shaitan.md`: Old Maid with one joker for 2 to 12 players.

Section numbers (§x) refer to that file. Play passes to the right: the seat after `s` is `s + 1`. Everything is
dealt, pairs of a rank are thrown out automatically and publicly, and then each player in turn draws blind from
the first player on his right who still holds cards (`d:<position>`, through `blind_draw`), drawing again after
every match. The one left holding the joker loses.

Who holds the joker is never shown to anyone but its holder: the group sees hand sizes, the pairs thrown and
the positions drawn; the drawer alone sees the card he drew, and the player drawn from which card he lost and
to whom.

DEFAULTs beyond the file: a seat that leaves is out and loses; its cards pass to the first player on its right
still holding cards, who throws out the pairs they make. A game that ends because the others left has no
joker loser. Every loser pays `stake` to every winner (§5 for one loser).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar

from .blind_draw import draw_at, parse_position, position_actions
from .cards import JOKER, RANKS, deal_order, decks, derive_seed, rank, shuffle, sorted_cards
from .protocol import Event, Game, IllegalAction, Option, Result, View

DRAW = "d"
STATS = ("games_won", "devils", "pairs", "chips")


class Phase(StrEnum):
    DRAW = "draw"
    OVER = "over"


def throw_pairs(hand: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """§3: the hand left and the pairs thrown, by rank. Of three of a rank the last in suit order stays."""
    kept = [c for c in hand if c == JOKER]
    pairs: list[list[str]] = []
    for r in RANKS:
        cards = sorted_cards(c for c in hand if c != JOKER and rank(c) == r)
        while len(cards) >= 2:
            pairs.append(cards[:2])
            cards = cards[2:]
        kept += cards
    return sorted_cards(kept), pairs


class Shaitan(Game):
    name = "shaitan"
    min_players = 2
    max_players = 12
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "stake": Option(10, (0, 5, 10, 20, 50, 100), "chips the joker's holder pays every other player (§5)"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.dealer = self.first_dealer()
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.pairs: list[dict[str, Any]] = []  # every pair thrown, public, in order
        self.tally = [dict.fromkeys(STATS, 0) for _ in range(players)]
        for seat, dealt in enumerate(self.deal()):
            self.hands[seat] = self._keep_unpaired(seat, dealt)
        self.draws = 0
        self.last_draw: dict[str, Any] | None = None
        self.drawn: list[str | None] = [None] * players  # the card each seat drew last: its own knowledge
        self.lost: list[list[dict[str, Any]]] = [[] for _ in range(players)]  # cards taken from each seat
        self.out: list[int] = [s for s in range(players) if not self.hands[s]]  # emptied hands, in order
        self.left: set[int] = set()
        self.loser: int | None = None
        self.ending: str | None = None
        self.chips = [0] * players
        self.phase = Phase.DRAW
        self.turn = self.next_holding(self.dealer)
        self._end_if_settled("joker")

    # -- dealing (tests override these two) ---------------------------------------------------------------

    def first_dealer(self) -> int:
        return random.Random(derive_seed(self.seed, "dealer")).randrange(self.players)

    def deal(self) -> list[list[str]]:
        """§2: 53 cards one at a time from the dealer's right-hand neighbour round to the dealer."""
        order = deal_order(self.dealer, self.players)
        hands: list[list[str]] = [[] for _ in range(self.players)]
        for i, card in enumerate(shuffle(decks(1, jokers=1), derive_seed(self.seed, "deal"))):
            hands[order[i % self.players]].append(card)
        return hands

    # -- seats ------------------------------------------------------------------------------------------

    def holding(self, seat: int) -> bool:
        return bool(self.hands[seat])

    def next_holding(self, seat: int) -> int:
        """The first player to `seat`'s right who still holds cards (`seat` itself if no other does)."""
        ring = ((seat + step) % self.players for step in range(1, self.players + 1))
        return next((s for s in ring if self.holding(s)), seat)

    @property
    def source(self) -> int:
        """§4: whom the player to move draws from."""
        return self.next_holding(self.turn)

    def _keep_unpaired(self, seat: int, cards: Sequence[str]) -> list[str]:
        kept, pairs = throw_pairs(cards)
        for pair in pairs:
            self.pairs.append({"seat": seat, "cards": pair})
        self.tally[seat]["pairs"] += len(pairs)
        return kept

    # -- the protocol -----------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over() else frozenset({self.turn})

    def legal_actions(self, seat: int) -> list[str]:
        if self.is_over() or seat != self.turn:
            return []
        return position_actions(DRAW, len(self.hands[self.source]))

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat == self.turn and action.startswith(DRAW + ":"):
            return IllegalAction("no_position", f"pick a position from 1 to {len(self.hands[self.source])}")
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        source = self.source
        position = parse_position(action, DRAW, len(self.hands[source]))
        assert position is not None
        self.draws += 1
        card = draw_at(self.hands[source], position, derive_seed(self.seed, "fan", self.draws))
        self.drawn[seat] = card
        self.lost[source].append({"card": card, "to": seat})
        mate = next((c for c in self.hands[seat] if card != JOKER and c != JOKER and rank(c) == rank(card)), None)
        if mate is None:
            self.hands[seat] = sorted_cards([*self.hands[seat], card])
        else:
            self.hands[seat].remove(mate)
            self.pairs.append({"seat": seat, "cards": sorted_cards([mate, card])})
            self.tally[seat]["pairs"] += 1
        self.last_draw = {"drawer": seat, "source": source, "position": position,
                          "paired": None if mate is None else sorted_cards([mate, card])}
        events = [Event("drew", dict(self.last_draw))]
        for s in (seat, source):
            if not self.hands[s] and s not in self.out:
                self.out.append(s)
                events.append(Event("out", {"seat": s}))
        if self._end_if_settled("joker"):
            return events + self._game_over()
        if mate is None or not self.hands[seat] or not self.hands[source]:
            self.turn = self.next_holding(seat)  # §4: a non-match, or an emptied hand, ends the turn
        return events

    def _leave(self, seat: int) -> list[Event]:
        if seat in self.left or not self.holding(seat):
            raise IllegalAction("not_in_game", "you are no longer in this game")
        self.left.add(seat)
        cards, self.hands[seat] = self.hands[seat], []
        heir = self.next_holding(seat)
        events = [Event("left", {"seat": seat, "heir": heir if heir != seat else None, "cards": len(cards)})]
        if heir != seat:
            self.hands[heir] = self._keep_unpaired(heir, [*self.hands[heir], *cards])
            if not self.hands[heir]:
                self.out.append(heir)
        if self._end_if_settled("left"):
            return events + self._game_over()
        if seat == self.turn or not self.holding(self.turn):
            self.turn = self.next_holding(seat)
        return events

    def _end_if_settled(self, ending: str) -> bool:
        """§5: the game ends when one player at most still holds cards (then he holds the joker alone)."""
        holders = [s for s in range(self.players) if self.holding(s)]
        if len(holders) > 1:
            return False
        self.phase = Phase.OVER
        self.ending = ending
        if ending == "joker" and holders:
            self.loser = holders[0]
            self.tally[self.loser]["devils"] = 1
        losers = self.losers()
        stake = self.options["stake"]
        for loser in losers:
            for winner in set(range(self.players)) - losers:
                self.chips[winner] += stake
                self.chips[loser] -= stake
        for s in range(self.players):
            self.tally[s]["games_won"] = int(s not in losers)
            self.tally[s]["chips"] = self.chips[s]
        return True

    def _game_over(self) -> list[Event]:
        return [Event("game_over", {"loser": self.loser, "left": sorted(self.left), "chips": list(self.chips)})]

    def losers(self) -> set[int]:
        return set(self.left) | ({self.loser} if self.loser is not None else set())

    def result(self) -> Result:
        winners = frozenset(range(self.players)) - self.losers() if self.is_over() else frozenset()
        summary = {"ending": self.ending, "loser": self.loser, "left": sorted(self.left), "chips": list(self.chips)}
        return Result(winners, {seat: dict(t) for seat, t in enumerate(self.tally)}, summary)

    # -- places and views -------------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, Sequence[str]] = {f"hand:{s}": list(h) for s, h in enumerate(self.hands)}
        places["pairs"] = [c for pair in self.pairs for c in pair["cards"]]
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        return frozenset(f"hand:{s}" for s in range(self.players) if s != seat)

    def public_view(self) -> View:
        over = self.is_over()
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "phase": str(self.phase),
            "dealer": self.dealer,
            "turn": None if over else self.turn,
            "source": None if over else self.source,
            "hand_sizes": [len(h) for h in self.hands],
            "pairs": [{"seat": p["seat"], "cards": list(p["cards"])} for p in self.pairs],
            "last_draw": None if self.last_draw is None else dict(self.last_draw),
            "draws": self.draws,
            "out": list(self.out),
            "left": sorted(self.left),
            "loser": self.loser,
            "ending": self.ending,
            "chips": list(self.chips),
        }

    def view(self, seat: int) -> View:
        """The public view, the seat's own hand, the card it drew last and the cards drawn from it (§6)."""
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(self.hands[seat]),
            "drawn": self.drawn[seat],
            "lost": [dict(entry) for entry in self.lost[seat]],
            "legal": self.legal_actions(seat),
        }
