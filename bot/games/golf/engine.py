"""Golf (`shared/rules/golf.md`) and its variants as one engine, the variant chosen by the `variant` option.

Each seat's layout is a list of cells in rows of `cols` (r1 the far row, the last row the near one; positions
`1 … n` row by row); a power variant's layout may lose cells (left empty, so positions stay put) or grow (new
cells at the end). What each seat has legitimately seen is state: `seen[seat]` maps a card to the action number
when that seat saw it, and a card keeps its entry while it stays in a layout, wherever a swap moves it, so a seat
knows a card's new place after a swap it watched. A shuffle, or the card leaving the layouts, forgets it.

Actions: `f:<pos>` flip, `s` draw from the stock, `t` take the top discard, `k` knock, `call` / `end` (call or not
at a turn's end), `r:<pos>` replace, `d` discard the drawn card, `u` use its power, `m:<pos>.<pos>…` replace equal
cards together (Pablo), `c` match the drawn card (Cabo), `g:<seat>` then `p:<pos>` pick a target, `x` / `n` swap or
not (and `n` skips a flip or a fill), `v:<pos>` give one of your cards into a gap, `a:<seat>.<pos>` match the top
discard out of turn (Cumbia's match, Cactus's snap: several seats may press; the first press settles the race).

DEFAULTs beyond the rule file: a seat tries a race at most once per discard, and races are open only between a
discard and the next player's draw; a player who leaves ends the game, the lowest total among the others winning;
when the stock cannot be rebuilt the hole ends; holes stop at 40 whatever the totals.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar

from ..cards import derive_seed, shuffle
from ..piles import Piles
from ..protocol import Event, Game, IllegalAction, Option, Result, View
from .layout import kind
from .rules import Ending, Power, Rules, Target, Who
from .variants import VARIANTS

MAX_HOLES = 40
STATS = ("games_won", "holes_won", "points")


class Phase(StrEnum):
    FLIP = "flip"  # the first turn's flips
    DRAW = "draw"
    HELD = "held"  # a drawn card in hand
    TARGET = "target"  # picking the targets of a power
    DECIDE = "decide"  # swap or not, after looking at both
    MATCH = "match"  # matching the drawn card against layout cards (Cabo)
    GIVE = "give"  # filling another's gap with one of one's own cards
    FORCED_FLIP = "forced_flip"  # the flip after discarding a stock card (8-card)
    CALL = "call"  # call or not, at the end of a turn
    OVER = "over"


def parse_int(text: str) -> int | None:
    return int(text) if text.isdigit() and text == str(int(text)) else None


class Golf(Game):
    name = "golf"
    min_players = 2
    max_players = 8
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "variant": Option("six", tuple(VARIANTS), "six-card Golf or one of the variants of Part 3"),
        "holes": Option(0, (0, 1, 2, 3, 5, 7, 9, 18), "holes to play (0: the variant's own: 9, Cumbia 7)"),
        "target": Option(0, (0, 30, 50, 100), "the total that ends Pablo, Cabo and Cactus (0: 100)"),
        "two_packs": Option(False, (False, True), "six-card: two packs for 2-4 players as well"),
        "joker_value": Option(-2, (-2, -3, -5, 0), "six-, nine-, ten-card: the joker's value"),
        "two_value": Option(2, (2, -2), "six-, nine-, ten-card: the 2's value"),
        "queen_value": Option(10, (10, 12), "six-, nine-, ten-card: the queen's value"),
        "one_eyed_jacks_zero": Option(False, (False, True), "six-, nine-, ten-card: J of spades and hearts 0"),
        "first_flip": Option("any", ("any", "same_column", "different_columns", "inner_outer", "peek_near_row"),
                             "grid variants: which first-turn flips, or a private look at the near row instead"),
        "start_flips": Option(0, (0, 2, 3), "grid variants: cards turned up on the first turn (0: the variant's)"),
        "flip_as_turn": Option(False, (False, True), "grid variants: a turn may be one face-down card turned up"),
        "flip_on_discard": Option(False, (False, True), "six-card: a stock card thrown forces a flip (as 8-card)"),
        "flip_all_to_end": Option(False, (False, True), "grid variants: turning up all one's cards finishes"),
        "four_of_a_kind": Option(False, (False, True), "six-card: two matched columns of one rank -10, three -20"),
        "pairs_anywhere": Option(False, (False, True), "six-card: equal pairs anywhere score 0"),
        "four_pairs": Option("none", ("none", "any", "row_or_column"), "four-card: which equal pairs score 0"),
        "four_scale": Option("standard", ("standard", "jk_zero", "j0_q12_k13", "queen12", "queen13", "queen20",
                                          "spade_queen40"), "four-card: other values of the pictures"),
        "four_jokers": Option(False, (False, True), "four-card: two jokers added, -5 each"),
        "jack_wild_pair": Option(False, (False, True), "four-card: a jack pairs with any card, both 0"),
        "knock_low": Option("none", ("none", "zero", "minus_players"), "four-card: a strictly lowest knocker"),
        "knock_high": Option("none", ("none", "plus10", "double_plus5", "plus_highest", "double"),
                             "four-card: a knocker who is beaten"),
        "nine_lines": Option("column", ("column", "any"), "nine-card: the lines of three that score 0"),
        "nine_square": Option(False, (False, True), "nine-card: a 2 x 2 square of four equal cards -25"),
        "nine_adjacent_pairs": Option(False, (False, True), "nine-card: adjacent equal pairs score 0"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.rules: Rules = VARIANTS[self.options["variant"]]
        self.holes = self.options["holes"] or self.rules.holes
        self.target = (self.options["target"] or self.rules.target) if self.rules.target else 0
        self.totals = [0] * players
        self.holes_won = [0] * players
        self.hole = 0
        self.dealer = self.first_dealer()
        self.leader = (self.dealer + 1) % players
        self.last_hole: dict[str, Any] | None = None
        self.ending: str | None = None
        self.winners: frozenset[int] = frozenset()
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
        if self.rules.peek_near_row or self.options["first_flip"] == "peek_near_row":
            near = range((self.rules.rows - 1) * self.rules.cols, self.rules.size)
            for seat, cells in enumerate(self.grid):
                self.seen[seat].update({c: self.version for c in (cells[i] for i in near) if c})
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
        self.pick_seat: int | None = None
        self.flipped: list[int] = []
        self.checked: list[str] = []  # cards tried against the drawn card this turn (Cabo)
        self.race_open = False
        self.race_tried: set[int] = set()
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
        self.seen[seat].setdefault(card, self.version)

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
        """Onto the pile; `live` when it is a power card whose power was not used (Cactus may reuse it)."""
        self.piles.throw(card)
        for known in self.seen:
            known.pop(card, None)
        self.live_top = live and self.rules.power(card) is not None
        self.race_open = self.rules.race is not None
        self.race_tried = set()

    def _stock_card(self) -> str | None:
        if not self.piles.stock and self.rules.reshuffle and len(self.piles.discard) > 1:
            top = self.piles.discard.pop()
            self.piles.stock = shuffle(self.piles.discard, derive_seed(self.seed, "rebuild", self.hole,
                                                                       self.version))
            self.piles.discard = [top]
        return self.piles.draw_stock() if self.piles.stock else None

    # -- turns ----------------------------------------------------------------------------------------

    def _begin_turn(self, seat: int) -> list[Event]:
        self.turn = seat
        self.flipped, self.checked, self.picks = [], [], []
        self.held, self.held_from, self.held_live, self.power, self.pick_seat = None, "", False, None, None
        first_flip = self.first_flips() and not self.first_done[seat]
        self.first_done[seat] = True
        self.phase = Phase.FLIP if first_flip and self.face_down(seat) else Phase.DRAW
        if not self.piles.stock and (not self.rules.reshuffle or len(self.piles.discard) < 2):
            return [Event("stock_out", {"seat": seat}), *self._score_hole()]
        return []

    def _finish_turn(self, seat: int) -> list[Event]:
        """The turn's own business is done: offer the call at its end, or pass the turn."""
        if self.rules.ending is Ending.CALL_AT_END and self.ender is None:
            self.phase = Phase.CALL
            return []
        return self._turn_over(seat)

    def _end_after(self, seat: int) -> list[Event]:
        self.ender, self.final_left = seat, self.players - 1
        return [Event("hole_ending", {"seat": seat, "how": str(self.rules.ending)})]

    def _turn_over(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if self.rules.ending is Ending.ALL_UP and self.ender is None and not self.face_down(seat):
            events += self._end_after(seat)
        elif self.ender is not None and seat != self.ender:
            self.final_left -= 1
        if self.ender is not None and self.final_left == 0:
            return events + self._score_hole()
        return events + self._begin_turn((seat + 1) % self.players)

    # -- the protocol -----------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def racers(self) -> list[int]:
        race = self.rules.race
        if race is None or not self.race_open or self.phase is not Phase.DRAW or self.piles.top is None:
            return []
        return [s for s in range(self.players) if s not in self.race_tried and self.race_targets(s)]

    def race_targets(self, seat: int) -> list[str]:
        race = self.rules.race
        assert race is not None
        owners = range(self.players) if race.any_layout else [seat]
        own = bool(self.cells(seat))
        return [f"a:{o}.{i + 1}" for o in owners for i in self.cells(o) if o == seat or own]

    def to_act(self) -> frozenset[int]:
        if self.is_over():
            return frozenset()
        if self.phase is Phase.GIVE:
            return frozenset({self.giver if self.giver is not None else self.turn})
        return frozenset({self.turn, *self.racers()})

    def waiting_for(self) -> frozenset[int]:
        if self.is_over():
            return frozenset()
        return frozenset({self.giver if self.phase is Phase.GIVE and self.giver is not None else self.turn})

    def mid_turn(self, seat: int) -> bool:
        if self.phase is Phase.GIVE:
            return seat in self.to_act()
        return seat == self.turn and (self.phase not in (Phase.DRAW, Phase.FLIP, Phase.OVER) or bool(self.flipped))

    def legal_actions(self, seat: int) -> list[str]:
        if seat not in self.to_act():
            return []
        if self.phase is Phase.GIVE:
            return self.give_actions(seat)
        races = self.race_targets(seat) if seat in self.racers() else []
        if seat != self.turn:
            return races
        return self.turn_actions(seat) + races

    def give_actions(self, seat: int) -> list[str]:
        optional = ["n"] if self.rules.draw_match is not None else []
        return [f"v:{i + 1}" for i in self.cells(seat)] + optional

    def turn_actions(self, seat: int) -> list[str]:
        rules, phase = self.rules, self.phase
        if phase is Phase.FLIP:
            return [f"f:{i + 1}" for i in self.face_down(seat) if self.may_flip_first(i)]
        if phase is Phase.FORCED_FLIP:
            down = self.face_down(seat)
            return [f"f:{i + 1}" for i in down] + (["n"] if len(down) == 1 else [])
        if phase is Phase.CALL:
            return ["call", "end"]
        if phase is Phase.DRAW:
            out = ["s"] if self.piles.stock or (self.rules.reshuffle and len(self.piles.discard) > 1) else []
            top = self.piles.top
            if top is not None and rules.placeable(top) and self.cells(seat):
                out.append("t")
            if rules.ending is Ending.KNOCK and self.ender is None:
                out.append("k")
            if rules.ending is Ending.CALL_IN_TURN and self.ender is None:
                out.append("call")
            down = self.face_down(seat) if rules.ending is Ending.ALL_UP else []
            if down and self.options["flip_as_turn"]:
                out += [f"f:{i + 1}" for i in down]
            if down and self.options["flip_all_to_end"]:
                out.append("fa")
            return out
        if phase is Phase.HELD:
            return self.held_actions(seat)
        if phase is Phase.DECIDE:
            return ["x", "n"]
        if phase is Phase.MATCH:
            return self.target_actions(seat, Target(Who.ANY)) + (["ok"] if self.checked else [])
        assert self.power is not None
        return self.target_actions(seat, self.power.targets[len(self.picks)])

    def may_flip_first(self, pos: int) -> bool:
        """8-card: the first turn's two flips are in one column."""
        rule = "same_column" if self.rules.flips_in_column else self.options["first_flip"]
        if not self.flipped or rule not in ("same_column", "different_columns", "inner_outer"):
            return True
        cols = self.rules.cols
        column, first = pos % cols, self.flipped[0] % cols
        if rule == "inner_outer":
            return (0 < column < cols - 1) != (0 < first < cols - 1)
        return (column == first) == (rule == "same_column")

    def first_flips(self) -> int:
        """Cards turned up on a first turn: the variant's number, the `start_flips` option, none with a look."""
        if not self.rules.first_flips or self.options["first_flip"] == "peek_near_row":
            return 0
        return int(self.options["start_flips"]) or self.rules.first_flips

    def held_actions(self, seat: int) -> list[str]:
        held, rules = self.held, self.rules
        assert held is not None
        out = [f"r:{i + 1}" for i in self.cells(seat)] if rules.placeable(held) else []
        if self.held_from == "stock":
            out.append("d")
        power = rules.power(held)
        if power and (self.held_from == "stock" or self.held_live) and self.usable(seat, power):
            out.append("u")
        if rules.multi_replace:
            cells = [i + 1 for i in self.cells(seat)]
            out += [f"m:{a}.{b}" for a in cells for b in cells if a < b]
        if rules.draw_match is not None:
            out.append("c")
        return out

    def usable(self, seat: int, power: Power) -> bool:
        """Whether every target of the power can be picked (enough cards where it points)."""
        own = sum(t.who is Who.OWN for t in power.targets)
        others = [len(self.cells(s)) for s in range(self.players) if s != seat]
        needs_pair = any(t.who is Who.SAME for t in power.targets)
        if len(self.cells(seat)) < own:
            return False
        if any(t.who is Who.OPPONENT for t in power.targets) and not any(c >= 1 + needs_pair for c in others):
            return False
        anys = sum(t.who is Who.ANY for t in power.targets)
        return sum(others) + len(self.cells(seat)) >= anys

    def open_cells(self, seat: int) -> list[int]:
        """The cells of `seat` not already picked this power or match."""
        picked = {p for s, p in self.picks if s == seat}
        return [i for i in self.cells(seat) if i not in picked and self.card_at(seat, i) not in self.checked]

    def target_actions(self, seat: int, target: Target) -> list[str]:
        if self.pick_seat is None:
            seats = {Who.OWN: [seat], Who.OPPONENT: [s for s in range(self.players) if s != seat],
                     Who.ANY: list(range(self.players))}[target.who]
            pair = self.power is not None and any(t.who is Who.SAME for t in self.power.targets)
            return [f"g:{s}" for s in seats if len(self.open_cells(s)) >= 1 + pair]
        return [f"p:{i + 1}" for i in self.open_cells(self.pick_seat)]

    def is_legal(self, seat: int, action: str) -> bool:
        """Pablo's multi-replacement names any set of two or more cells; the rest are listed."""
        if action.startswith("m:") and self.rules.multi_replace and seat == self.turn and self.phase is Phase.HELD:
            picks = self.multi_picks(action)
            return picks is not None and all(p in self.cells(seat) for p in picks)
        return action in self.legal_actions(seat)

    @staticmethod
    def multi_picks(action: str) -> list[int] | None:
        numbers = [parse_int(p) for p in action[2:].split(".")]
        if len(numbers) < 2 or None in numbers:
            return None
        picks = [n - 1 for n in numbers if n is not None]
        return picks if picks == sorted(set(picks)) else None

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        kind = action.partition(":")[0]
        if kind == "a" and self.rules.race is not None:
            if seat in self.race_tried:
                return IllegalAction("already_tried", "you have tried a match on this discard")
            return IllegalAction("race_closed", "no match can be made now")
        if seat not in self.to_act():
            return IllegalAction("not_your_turn", "it is not your turn")
        if self.phase is Phase.FLIP and kind != "f":
            return IllegalAction("flip_first", "turn your cards face up first")
        if self.phase is Phase.HELD and kind in ("s", "t"):
            return IllegalAction("placed_first", "place or discard the card you drew")
        if self.phase is Phase.DRAW and kind in ("r", "d", "u", "m", "c"):
            return IllegalAction("draw_first", "draw a card first")
        if action == "d" and self.phase is Phase.HELD:
            return IllegalAction("keep_taken", "a card taken from the discard pile must replace one of yours")
        if action == "t":
            return IllegalAction("cannot_take", "the top discard cannot be taken")
        if kind == "r" and self.held is not None and not self.rules.placeable(self.held):
            return IllegalAction("not_placeable", "this card may not go into a layout")
        if action == "u":
            return IllegalAction("no_power", "this card has no power to use now")
        if action in ("k", "call"):
            return IllegalAction("cannot_end", "the hole cannot be ended now")
        return super().explain_illegal(seat, action)

    # -- applying ---------------------------------------------------------------------------------------

    def _apply(self, seat: int, action: str) -> list[Event]:
        kind, _, arg = action.partition(":")
        if kind == "a":
            return self._race(seat, arg)
        if self.phase is Phase.GIVE:
            return self._give(seat, action)
        if self.phase in (Phase.FLIP, Phase.FORCED_FLIP):
            return self._flip(seat, action)
        if self.phase is Phase.CALL:
            events = self._end_after(seat) if action == "call" else []
            return events + self._turn_over(seat)
        if self.phase is Phase.DRAW:
            return self._draw(seat, action)
        if self.phase is Phase.HELD:
            return self._use_held(seat, action)
        if self.phase is Phase.DECIDE:
            if action == "x":
                self._swap(*self.picks)
            return self._power_done(seat)
        if self.phase is Phase.MATCH:
            return self._match(seat, action)
        return self._target(seat, action)

    def _flip(self, seat: int, action: str) -> list[Event]:
        if action == "n":
            return self._finish_turn(seat)
        pos = int(action[2:]) - 1
        self.up[seat][pos] = True
        events = [Event("flipped", {"seat": seat, "pos": pos + 1, "card": self.card_at(seat, pos)})]
        if self.phase is Phase.FORCED_FLIP:
            return events + self._finish_turn(seat)
        self.flipped.append(pos)
        if len(self.flipped) == self.first_flips() or not self.face_down(seat):
            self.phase = Phase.DRAW
        return events

    def _draw(self, seat: int, action: str) -> list[Event]:
        if action == "call":  # the call starts the turn but leaves the matching open
            return self._end_after(seat)
        self.race_open = False
        if action == "k":
            return [*self._end_after(seat), *self._turn_over(seat)]
        if action.startswith("f"):  # a flip (or all of them) as the whole turn
            flips = self.face_down(seat) if action == "fa" else [int(action[2:]) - 1]
            for pos in flips:
                self.up[seat][pos] = True
            return [Event("flipped", {"seat": seat, "cards": [self.card_at(seat, p) for p in flips]}),
                    *self._finish_turn(seat)]
        if action == "s":
            card = self._stock_card()
            assert card is not None
            self.held, self.held_from = card, "stock"
            self._see(seat, card)
            self.phase = Phase.HELD
            return [Event("drew", {"seat": seat, "from": "stock"})]
        self.held, self.held_from, self.held_live = self.piles.take_discard(), "discard", self.live_top
        self.live_top = False
        self.phase = Phase.HELD
        return [Event("drew", {"seat": seat, "from": "discard", "card": self.held})]

    def _use_held(self, seat: int, action: str) -> list[Event]:
        held = self.held
        assert held is not None
        kind, _, arg = action.partition(":")
        if kind == "r":
            pos = int(arg) - 1
            old = self._take_out(seat, pos)
            self._put(seat, held, pos)
            self.up[seat][pos] = self.rules.place_face_up
            self._see(seat, held)
            self.held = None
            self._discard(old, live=True)
            return [Event("replaced", {"seat": seat, "pos": pos + 1, "discarded": old}), *self._finish_turn(seat)]
        if kind == "d":
            self.held = None
            self._discard(held, live=True)
            events = [Event("discarded", {"seat": seat, "card": held})]
            if (self.rules.flip_after_discard or self.options["flip_on_discard"]) and self.face_down(seat):
                self.phase = Phase.FORCED_FLIP
                return events
            return events + self._finish_turn(seat)
        if kind == "u":
            self.power = self.rules.power(held)
            self.phase = Phase.TARGET
            self._next_target(seat)
            return [Event("power", {"seat": seat, "card": held})]
        if kind == "m":
            return self._multi(seat, action)
        self.phase = Phase.MATCH
        return []

    def _multi(self, seat: int, action: str) -> list[Event]:
        """Pablo: equal cards all go and the drawn card takes the first place; otherwise it joins them."""
        held = self.held
        picks = self.multi_picks(action)
        assert held is not None and picks is not None
        cards = [self.card_at(seat, p) for p in picks]
        self.held = None
        if len({kind(c) for c in cards}) == 1:
            for p in picks:
                self._discard(self._take_out(seat, p), live=True)
            self._put(seat, held, picks[0])
            self._see(seat, held)
            return [Event("multi", {"seat": seat, "cards": cards, "ok": True}), *self._finish_turn(seat)]
        for card in cards:
            self._show_all(card)
        self._put(seat, held)
        self._see(seat, held)
        return [Event("multi", {"seat": seat, "cards": cards, "ok": False}), *self._finish_turn(seat)]

    # -- powers -----------------------------------------------------------------------------------------

    def _next_target(self, seat: int) -> None:
        assert self.power is not None
        target = self.power.targets[len(self.picks)]
        self.pick_seat = seat if target.who is Who.OWN else self.picks[-1][0] if target.who is Who.SAME else None

    def _target(self, seat: int, action: str) -> list[Event]:
        power = self.power
        assert power is not None
        kind, _, arg = action.partition(":")
        target = power.targets[len(self.picks)]
        if kind == "g":
            self.pick_seat = int(arg)
            if not target.seat_only:
                return []
            return self._pick(seat, power, target, (int(arg), 0))
        assert self.pick_seat is not None
        return self._pick(seat, power, target, (self.pick_seat, int(arg) - 1))

    def _pick(self, seat: int, power: Power, target: Target, pick: tuple[int, int]) -> list[Event]:
        self.picks.append(pick)
        events = [Event("picked", {"seat": seat, "target": pick[0], "pos": pick[1] + 1})]
        if target.peek:
            self._see(seat, self.card_at(*pick))
        if len(self.picks) < len(power.targets):
            self._next_target(seat)
            return events
        if power.effect == "swap":
            self._swap(*self.picks)
        elif power.effect == "shuffle":
            self._shuffle(pick[0])
        elif power.effect == "may_swap":
            self.phase = Phase.DECIDE
            return events
        return events + self._power_done(seat)

    def _swap(self, a: tuple[int, int], b: tuple[int, int]) -> None:
        """Cards change places unseen; what anyone knew of either card goes with it."""
        first, second = self.card_at(*a), self.card_at(*b)
        self.grid[a[0]][a[1]], self.grid[b[0]][b[1]] = second, first

    def _shuffle(self, seat: int) -> None:
        """Malaysian joker: the layout's cards in a random order, and nobody knows where any of them is."""
        cells = self.cells(seat)
        cards = [self.card_at(seat, i) for i in cells]
        for card in cards:
            for known in self.seen:
                known.pop(card, None)
        for i, card in zip(cells, shuffle(cards, derive_seed(self.seed, "shuffle", self.hole, self.version)),
                           strict=True):
            self.grid[seat][i] = card

    def _power_done(self, seat: int) -> list[Event]:
        held = self.held
        assert held is not None
        self.held, self.power, self.picks, self.pick_seat = None, None, [], None
        self._discard(held, live=False)
        return self._finish_turn(seat)

    # -- matching -----------------------------------------------------------------------------------------

    def _match(self, seat: int, action: str) -> list[Event]:
        """Cabo: one target at a time against the drawn card; each miss costs a penalty card."""
        kind, _, arg = action.partition(":")
        held, match = self.held, self.rules.draw_match
        assert held is not None and match is not None
        if kind == "g":
            self.pick_seat = int(arg)
            return []
        if kind == "ok":
            self.held = None
            self._discard(held, live=False)
            return self._finish_turn(seat)
        assert self.pick_seat is not None
        owner, pos = self.pick_seat, int(arg) - 1
        self.pick_seat = None
        card = self.card_at(owner, pos)
        self.checked.append(card)
        if not match(held, card):
            self._show_all(card)
            penalty = self._stock_card()
            if penalty is not None:
                self._put(seat, penalty)
            return [Event("match_failed", {"seat": seat, "target": owner, "pos": pos + 1, "card": card})]
        self.piles.throw(self._take_out(owner, pos))
        events = [Event("matched", {"seat": seat, "target": owner, "pos": pos + 1, "card": card})]
        if self.emptied():
            return events + self._end_emptied()
        if owner != seat and self.cells(seat):
            self.giver, self.gap, self.resume, self.phase = None, (owner, pos), Phase.MATCH, Phase.GIVE
        return events

    def _give(self, seat: int, action: str) -> list[Event]:
        gap = self.gap
        assert gap is not None
        events: list[Event] = []
        if action != "n":
            pos = int(action[2:]) - 1
            card = self.card_at(seat, pos)
            self.grid[seat][pos] = None
            self.grid[gap[0]][gap[1]] = card
            events.append(Event("gave", {"seat": seat, "pos": pos + 1, "to": gap[0], "gap": gap[1] + 1}))
        self.giver, self.gap, self.phase = None, None, self.resume
        return events + (self._end_emptied() if self.emptied() else [])

    def _race(self, seat: int, arg: str) -> list[Event]:
        """Cumbia's match or Cactus's snap: the top discard against a layout card turned up by `seat`."""
        race, top = self.rules.race, self.piles.top
        assert race is not None and top is not None
        owner_text, _, pos_text = arg.partition(".")
        owner, pos = int(owner_text), int(pos_text) - 1
        card = self.card_at(owner, pos)
        self.race_tried.add(seat)
        if not race.matches(top, card):
            self._show_all(card)
            if owner != seat:
                self.penalty[seat] += race.fail_points
            for _ in range(race.fail_cards):
                penalty = self._stock_card()
                if penalty is not None:
                    self._put(seat, penalty)
            return [Event("race_failed", {"seat": seat, "target": owner, "pos": pos + 1, "card": card})]
        self.piles.throw(self._take_out(owner, pos))
        self.live_top, self.race_open = False, False
        events = [Event("race_won", {"seat": seat, "target": owner, "pos": pos + 1, "card": card})]
        if self.emptied():
            return events + self._end_emptied()
        if owner != seat:
            self.giver, self.gap, self.resume, self.phase = seat, (owner, pos), Phase.DRAW, Phase.GIVE
        return events

    def emptied(self) -> bool:
        """Cabo and Cactus: a layout with no card left ends the hole at once."""
        return self.rules.end_on_empty and not all(self.cells(s) for s in range(self.players))

    def _end_emptied(self) -> list[Event]:
        if self.held is not None:  # the drawn card of a match in progress goes with the matched ones
            self.piles.throw(self.held)
            self.held = None
        return [Event("layout_empty", {}), *self._score_hole()]

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
        if self.target:
            done = max(self.totals) >= self.target and self.totals.count(lowest) == 1
        else:
            done = self.hole >= self.holes
        if done or self.hole >= MAX_HOLES:
            return events + self._end("holes" if not self.target else "target",
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

    # -- places and views -------------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        places: dict[str, list[str]] = {f"grid:{s}:{i + 1}": [c] if c else []
                                        for s, cells in enumerate(self.grid) for i, c in enumerate(cells)}
        places["held"] = [self.held] if self.held else []
        return {**places, **self.piles.places()}

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        known = self.seen[seat] if seat is not None else {}
        hidden = {f"grid:{s}:{i + 1}" for s in range(self.players) for i in self.face_down(s)
                  if self.card_at(s, i) not in known}
        if self.held_from == "stock" and seat != self.turn:
            hidden.add("held")
        return frozenset({"stock", *hidden})

    def public_layout(self, seat: int, known: Mapping[str, int]) -> list[str | None]:
        """Cells as `seat` (or with no knowledge, the group) sees them: a card, `?` face down, None empty."""
        return [None if c is None else c if self.up[seat][i] or c in known else "?"
                for i, c in enumerate(self.grid[seat])]

    def public_view(self) -> View:
        over = self.is_over()
        return {
            "game": self.name,
            "variant": self.rules.name,
            "players": self.players,
            "options": dict(self.options),
            "rows": self.rules.rows,
            "cols": self.rules.cols,
            "phase": str(self.phase),
            "hole": self.hole,
            "holes": self.holes,
            "target": self.target,
            "dealer": self.dealer,
            "turn": None if over else self.turn,
            "to_act": sorted(self.to_act()),
            "layouts": [self.public_layout(s, {}) for s in range(self.players)],
            "face_up": [list(u) for u in self.up],
            **self.piles.public(),
            "held_from": self.held_from or None,
            "held_public": self.held if self.held_from == "discard" else None,
            "live_top": self.live_top,
            "power": self.power.name if self.power else None,
            "picks": [[s, p + 1] for s, p in self.picks],
            "pick_seat": self.pick_seat,
            "first_done": list(self.first_done),
            "flipped": [p + 1 for p in self.flipped],
            "race_open": bool(self.racers()),
            "race_tried": sorted(self.race_tried),
            "giver": self.giver,
            "gap": None if self.gap is None else [self.gap[0], self.gap[1] + 1],
            "ender": self.ender,
            "final_left": self.final_left,
            "penalties": list(self.penalty),
            "totals": list(self.totals),
            "last_hole": self.last_hole,
            "winners": sorted(self.winners),
            "ending": self.ending,
        }

    def view(self, seat: int) -> View:
        """The public view with the seat's own knowledge: every card it has seen and still knows the place of,
        with the action number when it saw it (`seen`), and the card in its hand."""
        known = self.seen[seat]
        seen = [[s, i + 1, c, known[c]] for s in range(self.players) for i, c in enumerate(self.grid[s])
                if c is not None and c in known and not self.up[s][i]]
        return {
            **self.public_view(),
            "seat": seat,
            "layouts": [self.public_layout(s, known) for s in range(self.players)],
            "seen": seen,
            "held": self.held if seat == self.turn or self.held_from == "discard" else None,
            "legal": self.legal_actions(seat),
        }
