"""The state of a Golf hole and the match around it: the layouts, what each seat has seen, the piles, whose
turn, and how turns, holes and the game end. `moves.py` changes it action by action; `engine.py` says which
actions are legal and what each seat is shown.

Each seat's layout is a list of cells in rows of `cols` (r1 the far row, the last row the near one; positions
`1 … n` row by row); a power variant's layout may lose cells (left empty, so positions stay put) or grow (new
cells at the end). What each seat has legitimately seen is state: `seen[seat]` maps a card to the action number
when that seat last saw it, and a card keeps its entry while it stays in a layout, wherever a swap moves it, so a
seat knows a card's new place after a swap it watched. A shuffle, or the card leaving the layouts, forgets it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

from ..cards import derive_seed, shuffle
from ..piles import Piles
from ..protocol import Event, Game, Result
from .layout import equal, kind, lines
from .rules import Ending, Power, Rules
from .several import Several
from .variants import VARIANTS

MAX_HOLES = 40


def looked_at_start(rules: Rules, options: Mapping[str, Any]) -> range:
    """The places each seat sees as the hole starts: the near row (the face-down variants' look, or the
    `peek_near_row` option), all four held in hand, or none when the look is chosen or paid for."""
    near = range((rules.rows - 1) * rules.cols, rules.size)
    if options["first_flip"] == "peek_near_row":
        return near
    if not rules.peek_near_row:
        return range(0)
    look = options["four_look"]
    if look in ("all", "pay") and rules.name != "four":  # four-card's own options: the near two here
        return near
    return near if look == "near" else range(rules.size) if look == "all" else range(0)


class Phase(StrEnum):
    FLIP = "flip"  # the first turn's flips
    LOOK = "look"  # the first turn's private looks (a four-card option)
    DRAW = "draw"
    HELD = "held"  # a drawn card in hand
    TARGET = "target"  # picking the targets of a power
    DECIDE = "decide"  # swap or not, after looking at both
    MULTI = "multi"  # picking the equal cards the drawn card replaces together (Pablo)
    MATCH = "match"  # matching the drawn card against layout cards (Cabo)
    GIVE = "give"  # filling another's gap with one of one's own cards
    ARRANGE = "arrange"  # moving face-up cards after the first flips (an option)
    FORCED_FLIP = "forced_flip"  # the flip after discarding a stock card (8-card)
    CALL = "call"  # call or not, at the end of a turn
    OVER = "over"


class GolfState(Game):
    """The hole in play and the match's totals; `engine.Golf` is the game the bot creates."""

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.rules: Rules = VARIANTS[self.options["variant"]]
        if players > self.rules.most_players:
            raise ValueError(f"Golf {self.rules.name} is for at most {self.rules.most_players} players")
        # A number of holes chosen at the table replaces a variant's target total; a target chosen ends it early.
        chosen = self.options["holes"]
        self.target = self.options["target"] or (0 if chosen else self.rules.target)
        self.holes = chosen or (0 if self.target else self.rules.holes)
        self.totals = [0] * players
        self.holes_won = [0] * players
        self.hole = 0
        self.dealer = self.first_dealer()
        self.leader = (self.dealer + 1) % players
        self.last_hole: dict[str, Any] | None = None
        self.ending: str | None = None
        self.winners: frozenset[int] = frozenset()
        # The action that began each seat's latest turn: a card it saw before is no longer shown to it (`relook`)
        self.since = [-1] * players
        self.turn_moved = False
        self._start_hole()

    # -- dealing (tests override these two) ---------------------------------------------------------------

    def first_dealer(self) -> int:
        return random.Random(derive_seed(self.seed, "dealer")).randrange(self.players)

    def deal(self) -> tuple[list[list[str]], list[str]]:
        """One card at a time from the dealer's left, each seat's cells filled in order; the rest is the stock,
        the next card on top (it turns up as the first discard)."""
        cards = shuffle(self.rules.deck(self.players, self.options), derive_seed(self.seed, "deal", self.hole))
        size, n = self.rules.size, self.players
        grids: list[list[str]] = [[] for _ in range(n)]
        for i, card in enumerate(cards[:size * n]):
            grids[(self.dealer + 1 + i) % n].append(card)
        return grids, cards[size * n:][::-1]

    def _start_hole(self) -> None:
        grids, rest = self.deal()
        self.grid: list[list[str | None]] = [list(g) for g in grids]
        self.up = [[False] * len(g) for g in grids]
        self.seen: list[dict[str, int]] = [{} for _ in range(self.players)]
        self.piles = Piles(list(rest))
        if self.rules.up_card:
            self.piles.throw(self.piles.draw_stock())
        for seat, cells in enumerate(self.grid):
            self.seen[seat].update({c: self.version for c in (cells[i] for i in self.looked_at_start()) if c})
        # Four-card `four_replace_once`: the places not looked at when the hole starts, each replaced at most once
        self.once = [set(range(len(g))) - set(self.looked_at_start()) for g in self.grid]
        self.locked: list[set[int]] = [set() for _ in self.grid]
        self.skip_next = False  # a jack discarded this turn (`four_scale` jack20)
        self.moving: int | None = None  # the face-up card being moved (`rearrange`)
        self.moves_left = 0
        self.first_done = [False] * self.players
        self.penalty = [0] * self.players
        self.ender: int | None = None
        self.final_left = 0
        self.held: str | None = None
        self.held_from = ""
        self.held_live = False  # taken from the pile with its power still unused (Cactus)
        self.live_top = False
        self.power: Power | None = None
        self.picks: list[tuple[int, int]] = []
        self.multi: Several | None = None
        self.multi_dropped = False  # a multi-replacement begun and gone back from: not offered again this turn
        self.pick_seat: int | None = None
        self.flipped: list[int] = []
        self.checked: list[str] = []  # cards tried against the drawn card this turn (Cabo)
        self.race_open = False
        self.race_tried: set[int] = set()
        self.discard_no = 0  # the discards of the hole so far: a race press names the one it answers
        self.giver: int | None = None
        self.gap: tuple[int, int] | None = None
        self.resume = Phase.DRAW
        self.phase = Phase.DRAW
        self.turn = self.leader
        self._begin_turn(self.leader)

    # -- cells and knowledge ------------------------------------------------------------------------------

    def cells(self, seat: int) -> list[int]:
        """The 0-based positions of `seat` that hold a card."""
        return [i for i, c in enumerate(self.grid[seat]) if c is not None]

    def card_at(self, seat: int, pos: int) -> str:
        card = self.grid[seat][pos]
        assert card is not None
        return card

    def face_down(self, seat: int) -> list[int]:
        return [i for i in self.cells(seat) if not self.up[seat][i]]

    def _see(self, seat: int, card: str) -> None:
        """The seat sees the card now, if it saw it before too: a peek or a paid look at a card it was left to
        remember shows it again."""
        self.seen[seat][card] = self.version

    def _show_all(self, card: str) -> None:
        for seat in range(self.players):
            self._see(seat, card)

    def _take_out(self, seat: int, pos: int) -> str:
        """Lift a card out of a layout, leaving its cell empty: nobody knows a card that has left."""
        card = self.card_at(seat, pos)
        self.grid[seat][pos] = None
        self.up[seat][pos] = False
        for known in self.seen:
            known.pop(card, None)
        return card

    def _put(self, seat: int, card: str, pos: int | None = None) -> int:
        """A card into `pos`, or the first empty cell, or a new cell at the end; it lies face down."""
        cells = self.grid[seat]
        if pos is None:
            pos = cells.index(None) if None in cells else len(cells)
        if pos == len(cells):
            cells.append(None)
            self.up[seat].append(False)
        cells[pos] = card
        self.up[seat][pos] = False
        return pos

    def _discard(self, card: str, live: bool) -> None:
        """Onto the pile; `live` when its power, if it has one, was not used: only Cactus lets the next player
        take such a card and use it (§3.7), elsewhere a discarded power card is an ordinary card (§3.2)."""
        self.piles.throw(card)
        for known in self.seen:
            known.pop(card, None)
        self.live_top = live and self.rules.reuse_power and self.rules.power(card) is not None
        self.skip_next |= self.rules.name == "four" and self.options["four_scale"] == "jack20" and kind(card) == "J"
        self.race_open = self.rules.race is not None
        self.race_tried = set()
        self.discard_no += 1

    def _stock_card(self) -> str | None:
        if not self.piles.stock and self.rules.reshuffle and len(self.piles.discard) > 1:
            top = self.piles.discard.pop()
            self.piles.stock = shuffle(self.piles.discard, derive_seed(self.seed, "rebuild", self.hole,
                                                                       self.version))
            self.piles.discard = [top]
        return self.piles.draw_stock() if self.piles.stock else None

    def looked_at_start(self) -> range:
        return looked_at_start(self.rules, self.options)

    def first_flips(self) -> int:
        """Cards turned up on a first turn: the variant's number, the `start_flips` option, none with a look (or
        in nine-card's shrinking layouts)."""
        if not self.rules.first_flips or self.options["first_flip"] == "peek_near_row" or self.shrinking():
            return 0
        return int(self.options["start_flips"]) or self.rules.first_flips

    def shrinking(self) -> bool:
        return self.rules.name == "nine" and bool(self.options["nine_shrink"])

    def progressive(self) -> bool:
        return self.rules.name == "four" and bool(self.options["four_progressive"])

    def places_face_up(self) -> bool:
        return self.rules.place_face_up or self.face_up_ends() or self.progressive()

    def paid_looks(self) -> bool:
        return self.rules.name == "four" and self.options["four_look"] == "pay"

    def first_looks(self) -> int:
        """Four-card options: the player picks the cards of his one look on his first turn (two, or one)."""
        return {"any_two": 2, "one": 1}.get(self.options["four_look"], 0) if self.rules.peek_near_row else 0

    def reminds(self) -> bool:
        """Whether a seat is shown every card it has seen for as long as it knows where it is: the `relook`
        option, or four-card's four cards held in hand."""
        return bool(self.options["relook"]) or (self.rules.name == "four" and self.options["four_look"] == "all")

    def face_up_ends(self) -> bool:
        """Whether cards placed lie face up, so that a layout all face up ends the hole (the grid variants, and
        the four-card option)."""
        return self.rules.ending is Ending.ALL_UP or (self.rules.name == "four" and self.options["four_face_up"])

    # -- turns ----------------------------------------------------------------------------------------

    def _begin_turn(self, seat: int) -> list[Event]:
        self.turn, self.turn_moved = seat, False
        self.flipped, self.checked, self.picks = [], [], []
        self.multi, self.multi_dropped = None, False
        self.held, self.held_from, self.held_live, self.power, self.pick_seat = None, "", False, None, None
        first = not self.first_done[seat]
        self.first_done[seat] = True
        self.phase = Phase.DRAW
        if first and self.first_flips() and self.face_down(seat):
            self.phase = Phase.FLIP
        elif first and self.first_looks() and self.cells(seat):
            self.phase = Phase.LOOK
        if not self.piles.stock and (not self.rules.reshuffle or len(self.piles.discard) < 2):
            return [Event("stock_out", {"seat": seat}), *self._score_hole()]
        return []

    def _finish_turn(self, seat: int) -> list[Event]:
        """The turn's own business is done: offer the call at its end, or pass the turn."""
        if self.rules.ending is Ending.CALL_AT_END and self.ender is None:
            self.phase = Phase.CALL
            return []
        return self._remove_lines(seat) + self._turn_over(seat)

    def _remove_lines(self, seat: int) -> list[Event]:
        """Nine-card `nine_shrink`: a row or column of three equal face-up cards goes onto the discard pile as
        it forms (a row and a column crossing go together), leaving its cells empty."""
        if not self.shrinking():
            return []
        cards, up = self.grid[seat], self.up[seat]
        full = {i for line in lines(3, 3)[:6] if all(up[j] for j in line) and equal(cards, line) for i in line}
        removed = [self._take_out(seat, i) for i in sorted(full)]
        for card in removed:
            self._discard(card, live=False)
        return [Event("line_removed", {"seat": seat, "cards": removed})] if removed else []

    def _end_after(self, seat: int) -> list[Event]:
        self.ender, self.final_left = seat, self.players - 1
        return [Event("hole_ending", {"seat": seat, "how": str(self.rules.ending)})]

    def _turn_over(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if self.ender is None and self.face_up_ends() and not self.face_down(seat):
            events += self._end_after(seat)
        elif self.ender is not None and seat != self.ender:
            self.final_left -= 1
        if (self.ender is not None and self.final_left == 0) or (
                self.progressive() and not any(self.face_down(s) for s in range(self.players))):
            return events + self._score_hole()
        following = (seat + 1) % self.players
        if self.skip_next:  # the jack's victim loses his turn, a final one too
            self.skip_next = False
            return [*events, Event("skipped", {"seat": following}), *self._turn_over(following)]
        return events + self._begin_turn(following)

    # -- holes and the game's end ---------------------------------------------------------------------------

    def layout_value(self, seat: int) -> int:
        return self.rules.score(self.grid[seat], self.options)

    def _score_hole(self) -> list[Event]:
        values = [self.layout_value(s) for s in range(self.players)]
        scores = [s + p for s, p in zip(self.rules.settle(values, self.ender, self.options), self.penalty,
                                        strict=True)]
        for seat, score in enumerate(scores):
            self.totals[seat] += score
        best = min(scores)
        for seat, score in enumerate(scores):
            self.holes_won[seat] += score == best
        self.last_hole = {"hole": self.hole, "layouts": [list(g) for g in self.grid], "values": values,
                          "penalties": list(self.penalty), "scores": scores, "caller": self.ender,
                          "totals": list(self.totals)}
        events = [Event("hole_over", dict(self.last_hole))]
        self.leader = self.next_leader(values)
        self.hole += 1
        lowest = min(self.totals)
        reached = bool(self.target) and max(self.totals) >= self.target and self.totals.count(lowest) == 1
        if reached or self.hole >= (self.holes or MAX_HOLES):
            return events + self._end("target" if reached else "holes",
                                      [s for s in range(self.players) if self.totals[s] == lowest])
        self.dealer = (self.dealer + 1) % self.players
        if not self.rules.winner_leads:
            self.leader = (self.dealer + 1) % self.players
        self._start_hole()
        return events

    def next_leader(self, values: list[int]) -> int:
        """Cactus: the hole's winner leads; the caller's opponent wins a tie with him; other ties by lot."""
        low = min(values)
        tied = [s for s, v in enumerate(values) if v == low and s != self.ender] or [self.ender or 0]
        return random.Random(derive_seed(self.seed, "leader", self.hole)).choice(tied)

    def _end(self, ending: str, winners: Sequence[int]) -> list[Event]:
        self.phase = Phase.OVER
        self.ending = ending
        self.winners = frozenset(winners)
        return [Event("game_over", {"winners": sorted(winners), "ending": ending, "totals": list(self.totals)})]

    def _leave(self, seat: int) -> list[Event]:
        others = [s for s in range(self.players) if s != seat]
        lowest = min(self.totals[s] for s in others)
        return [Event("left", {"seat": seat}), *self._end("left", [s for s in others if self.totals[s] == lowest])]

    def result(self) -> Result:
        stats = {s: {"games_won": int(s in self.winners), "holes_won": self.holes_won[s], "points": self.totals[s]}
                 for s in range(self.players)}
        return Result(self.winners, stats, {"ending": self.ending, "totals": list(self.totals), "holes": self.hole})
