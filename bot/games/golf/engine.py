"""Golf (`shared/rules/golf.md`) and its variants as one engine, the variant chosen by the `variant` option:
the options, which actions each seat has now, and what each seat and the group are shown.

Actions: `f:<pos>` flip, `s` draw from the stock, `t` take the top discard, `k` knock, `call` (Cabo, Cumbia: at any
time in one's turn) or `call` / `end` (call or not at a turn's end), `r:<pos>` replace, `d` discard the drawn card,
`u` use its power, `m` replace equal cards together (Pablo: then `s:<pos>` picks or puts back each of them, `ok`
confirms two or more, `n` goes back, once a turn), `c` match the drawn card (Cabo), `g:<seat>` then `p:<pos>` pick a
target, `x` / `n` swap or not (and `n` skips a flip or a fill), `v:<pos>` give one of your cards into a gap,
`a:<discard no>.<seat>.<pos>` match the top discard out of turn (Cumbia's match, Cactus's snap: several seats may
press; Cumbia's first match settles the race) and `a:<discard no>.pass` let that discard go; the options add `fa`
turn up all one's cards, `w:<pos>` pick up a face-up card and then put it in a place (`rearrange`) and `l:<pos>` a
paid look (`four_look` pay). A discard that opens a race says so with a `race_open` event.

DEFAULTs beyond the rule file: a seat tries a race at most once per discard, and races are open only between a
discard and the next player's draw; a player who leaves ends the game, the lowest total among the others winning;
when the stock cannot be rebuilt the hole ends; holes stop at 40 whatever the totals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..protocol import Event, IllegalAction, Option, View
from .moves import Moves
from .rules import Ending, Power, Target, Who
from .several import LEAST
from .state import Phase
from .variants import VARIANTS

IN_TURN = (Phase.DRAW, Phase.HELD, Phase.TARGET, Phase.DECIDE, Phase.MATCH)  # a turn's phases, first flips done


class Golf(Moves):
    name = "golf"
    min_players = 2
    max_players = max(rules.most_players for rules in VARIANTS.values())  # four-card's; the others seat fewer

    DEAL_EVENTS = frozenset({"hole_over"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "variant": Option("six", tuple(VARIANTS), "six-card Golf or one of the variants of Part 3"),
        "holes": Option(0, (0, 1, 2, 3, 5, 7, 9, 18), "holes to play (0: the variant's own: 9, Cumbia 7; Pablo, Cabo "
                                                      "and Cactus play to a total instead, which a number replaces)"),
        "target": Option(0, (0, 30, 50, 100), "a total that ends the game (0: the variant's own: 100 for Pablo, "
                                              "Cabo and Cactus unless a number of holes is chosen, none for the rest)"),
        "two_packs": Option(False, (False, True), "six-card: two packs for 2-4 players as well"),
        "joker_value": Option(-2, (-2, -3, -5, 0), "six-, nine-, ten-card: the joker's value"),
        "two_value": Option(2, (2, -2), "six-, nine-, ten-card: the 2's value"),
        "queen_value": Option(10, (10, 12), "six-, nine-, ten-card: the queen's value"),
        "one_eyed_jacks_zero": Option(False, (False, True), "six-, nine-, ten-card: J of spades and hearts 0"),
        "first_flip": Option("any", ("any", "same_column", "different_columns", "inner_outer", "peek_near_row"),
                             "grid variants: which first-turn flips, or a private look at the near row instead"),
        "start_flips": Option(0, (0, 2, 3), "grid variants: cards turned up on the first turn (0: the variant's)"),
        "rearrange": Option(False, (False, True), "grid variants: after the first flips, face-up cards may be moved "
                                                  "to any places (a face-down card moved stays unseen)"),
        "flip_as_turn": Option(False, (False, True), "grid variants: a turn may be one face-down card turned up"),
        "flip_on_discard": Option(False, (False, True), "six-card: a stock card thrown forces a flip (as 8-card)"),
        "flip_all_to_end": Option(False, (False, True), "grid variants: turning up all one's cards finishes"),
        "four_of_a_kind": Option(False, (False, True), "six-card: two matched columns of one rank -10, three -20"),
        "pairs_anywhere": Option(False, (False, True), "six-card: equal pairs anywhere score 0"),
        "big_square_bonus": Option(False, (False, True), "six-card: four jokers in two columns -20 (two packs)"),
        "four_look": Option("near", ("near", "any_two", "one", "all", "pay"),
                            "four-card and power variants: the one look at the start: the near two, any two, one; "
                            "four-card only (the near two elsewhere): all four held in hand, or a look at one's own "
                            "card in one's turn for +1"),
        "four_replace_once": Option(False, (False, True), "four-card: a card not looked at at the start may be "
                                                          "replaced only once in its place"),
        "four_progressive": Option(False, (False, True), "four-card: placed cards face up and never replaced, a "
                                                         "stock card thrown forces a flip, no knock; the hole ends "
                                                         "when every card is face up"),
        "four_pairs": Option("none", ("none", "any", "row_or_column"), "four-card: which equal pairs score 0"),
        "four_scale": Option("standard", ("standard", "jk_zero", "j0_q12_k13", "queen12", "queen13", "queen20",
                                          "spade_queen40", "jack20"),
                             "four-card: other values of the pictures (jack20: a jack discarded skips the next turn)"),
        "four_face_up": Option(False, (False, True), "four-card: placed cards lie face up, and a layout all face "
                                                    "up gives the others one more turn (6-card style)"),
        "four_jokers": Option(False, (False, True), "four-card: two jokers added, -5 each"),
        "jack_wild_pair": Option(False, (False, True), "four-card: a jack pairs with any card, both 0"),
        "knock_low": Option("none", ("none", "zero", "minus_players"), "four-card: a strictly lowest knocker"),
        "knock_high": Option("none", ("none", "plus10", "double_plus5", "plus_highest", "double"),
                             "four-card: a knocker who is beaten"),
        "nine_lines": Option("column", ("column", "any"), "nine-card: the lines of three that score 0"),
        "nine_square": Option(False, (False, True), "nine-card: a 2 x 2 square of four equal cards -25"),
        "nine_adjacent_pairs": Option(False, (False, True), "nine-card: adjacent equal pairs score 0"),
        "nine_shrink": Option(False, (False, True), "nine-card: no first flips, Q 0, K 10, and a row or column of "
                                                    "three equal face-up cards leaves the layout as it forms"),
        "relook": Option(False, (False, True), "a seat is shown the face-down cards it has seen for as long as "
                                               "they stay where it saw them (else each only until its next turn's "
                                               "first move, and it must remember them)"),
    }

    @classmethod
    def max_players_for(cls, options: Mapping[str, Any]) -> int:
        """The most players the chosen variant seats: 16 at four-card Golf, 8 at the others."""
        return VARIANTS[cls.resolve_options(options)["variant"]].most_players

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
        return [f"a:{self.discard_no}.{o}.{i + 1}" for o in owners for i in self.cells(o) if o == seat or own]

    def to_act(self) -> frozenset[int]:
        if self.is_over():
            return frozenset()
        if self.phase is Phase.GIVE:
            return frozenset({self.giver if self.giver is not None else self.turn})
        return frozenset({self.turn, *self.racers()})

    def checks_itself(self, action: str) -> bool:
        """A race press names the discard it answers (`a:<discard number>.<seat>.<pos>`)."""
        return action.startswith("a:")

    def waiting_for(self) -> frozenset[int]:
        if self.is_over():
            return frozenset()
        return frozenset({self.giver if self.phase is Phase.GIVE and self.giver is not None else self.turn})

    def mid_turn(self, seat: int) -> bool:
        if self.phase is Phase.GIVE:
            return seat in self.to_act()
        starting = self.phase in (Phase.DRAW, Phase.FLIP, Phase.LOOK, Phase.OVER) and not self.flipped
        return seat == self.turn and not starting

    def legal_actions(self, seat: int) -> list[str]:
        if seat not in self.to_act():
            return []
        if self.phase is Phase.GIVE:
            return self.give_actions(seat)
        races = [*self.race_targets(seat), f"a:{self.discard_no}.pass"] if seat in self.racers() else []
        if seat != self.turn:
            return races
        return self.turn_actions(seat) + races

    def give_actions(self, seat: int) -> list[str]:
        optional = ["n"] if self.rules.draw_match is not None else []
        return [f"v:{i + 1}" for i in self.cells(seat)] + optional

    def turn_actions(self, seat: int) -> list[str]:
        return self.phase_actions(seat) + (["call"] if self.may_call() else [])

    def may_call(self) -> bool:
        """Cabo and Cumbia: the call comes «at any time during his turn» (§3.5, §3.6), before drawing or after,
        until the turn ends; the turn is then played out."""
        return self.rules.ending is Ending.CALL_IN_TURN and self.ender is None and self.phase in IN_TURN

    def phase_actions(self, seat: int) -> list[str]:
        rules, phase = self.rules, self.phase
        if phase is Phase.FLIP:
            return [f"f:{i + 1}" for i in self.face_down(seat) if self.may_flip_first(i)]
        if phase is Phase.LOOK:
            return [f"l:{i + 1}" for i in self.legal_looks(seat)]
        if phase is Phase.FORCED_FLIP:
            down = self.face_down(seat)
            return [f"f:{i + 1}" for i in down] + (["n"] if len(down) == 1 and not self.progressive() else [])
        if phase is Phase.ARRANGE:
            if self.moving is None:
                return [f"w:{i + 1}" for i in self.cells(seat) if self.up[seat][i]] + ["n"]
            return [f"w:{i + 1}" for i in self.cells(seat)]
        if phase is Phase.CALL:
            return ["call", "end"]
        if phase is Phase.DRAW:
            out = ["s"] if self.piles.stock or (self.rules.reshuffle and len(self.piles.discard) > 1) else []
            top = self.piles.top
            if top is not None and rules.placeable(top) and self.replaceable(seat):
                out.append("t")
            if rules.ending is Ending.KNOCK and self.ender is None and not self.progressive():
                out.append("k")
            if self.paid_looks():
                out += [f"l:{i + 1}" for i in self.legal_looks(seat)]
            down = self.face_down(seat) if rules.ending is Ending.ALL_UP else []
            if down and self.options["flip_as_turn"]:
                out += [f"f:{i + 1}" for i in down]
            if down and self.options["flip_all_to_end"]:
                out.append("fa")
            return out
        if phase is Phase.HELD:
            return self.held_actions(seat)
        if phase is Phase.MULTI:
            assert self.multi is not None
            return [*self.multi.actions(), "n"]
        if phase is Phase.DECIDE:
            return ["x", "n"]
        if phase is Phase.MATCH:
            return self.target_actions(seat, Target(Who.ANY)) + (["ok"] if self.checked else [])
        assert self.power is not None
        return self.target_actions(seat, self.power.targets[len(self.picks)])

    def may_flip_first(self, pos: int) -> bool:
        """The first turn's second flip: in the first one's column (8-card, or the option), in another column, or
        inner against outer."""
        rule = "same_column" if self.rules.flips_in_column else self.options["first_flip"]
        if not self.flipped or rule not in ("same_column", "different_columns", "inner_outer"):
            return True
        cols = self.rules.cols
        column, first = pos % cols, self.flipped[0] % cols
        if rule == "inner_outer":
            return (0 < column < cols - 1) != (0 < first < cols - 1)
        return (column == first) == (rule == "same_column")

    def held_actions(self, seat: int) -> list[str]:
        held, rules = self.held, self.rules
        assert held is not None
        out = [f"r:{i + 1}" for i in self.replaceable(seat)] if rules.placeable(held) else []
        if self.held_from == "stock":
            out.append("d")
        power = rules.power(held)
        if power and (self.held_from == "stock" or self.held_live) and self.usable(seat, power):
            out.append("u")
        if rules.multi_replace and len(self.cells(seat)) >= LEAST and not self.multi_dropped:
            out.append("m")
        if rules.draw_match is not None:
            out.append("c")
        return out

    def replaceable(self, seat: int) -> list[int]:
        """The cells a drawn card may replace: not one already replaced once in its place (`four_replace_once`)
        nor, with `four_progressive`, a face-up one."""
        return [i for i in self.cells(seat) if i not in self.locked[seat]
                and not (self.progressive() and self.up[seat][i])]

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

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        kind = action.partition(":")[0]
        if kind == "a" and self.rules.race is not None:
            if seat in self.race_tried:
                return IllegalAction("already_tried", "you have tried a match on this discard")
            return IllegalAction("race_closed", "no match can be made now")
        if seat not in self.to_act():
            return IllegalAction("not_your_turn", "it is not your turn")
        refusal = self.multi.refusal(action) if self.phase is Phase.MULTI and self.multi else None
        if refusal is not None:
            return IllegalAction(*refusal)
        if self.phase is Phase.FLIP and kind != "f":
            return IllegalAction("flip_first", "turn your cards face up first")
        if self.phase is Phase.LOOK and kind != "l":
            return IllegalAction("look_first", "look at your cards first")
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
        if kind == "r" and self.phase is Phase.HELD and action[2:] in {str(i + 1) for i in self.cells(seat)}:
            return IllegalAction("cannot_replace", "that card may not be replaced any more")
        if action == "u":
            return IllegalAction("no_power", "this card has no power to use now")
        if action in ("k", "call"):
            return IllegalAction("cannot_end", "the hole cannot be ended now")
        return super().explain_illegal(seat, action)

    # -- applying ---------------------------------------------------------------------------------------

    def _apply(self, seat: int, action: str) -> list[Event]:
        closed = not self.racers()
        events = self._dispatch(seat, action)
        if closed and self.racers():  # after a discard; in Cactus only once the turn has ended, after its call
            events.append(Event("race_open", {"discard_no": self.discard_no}))
        return events

    def _dispatch(self, seat: int, action: str) -> list[Event]:
        if seat == self.turn and not self.turn_moved and self.phase is not Phase.GIVE and not action.startswith("a:"):
            self.since[seat], self.turn_moved = self.version, True  # the cards seen before are not shown again
        kind, _, arg = action.partition(":")
        if kind == "a":
            return self._race(seat, arg)
        if self.phase is Phase.GIVE:
            return self._give(seat, action)
        if self.phase is Phase.LOOK:
            return self._look(seat, action)
        if self.phase in (Phase.FLIP, Phase.FORCED_FLIP):
            return self._flip(seat, action)
        if self.phase is Phase.ARRANGE:
            return self._arrange(seat, action)
        if self.phase is Phase.CALL:
            events = self._end_after(seat) if action == "call" else []
            return events + self._turn_over(seat)
        if action == "call":  # in the turn: it is played out, and a race stays open
            return self._end_after(seat)
        if self.phase is Phase.DRAW:
            return self._draw(seat, action)
        if self.phase is Phase.HELD:
            return self._use_held(seat, action)
        if self.phase is Phase.MULTI:
            return self._choose_several(seat, action)
        if self.phase is Phase.DECIDE:
            if action == "x":
                self._swap(*self.picks)
            return self._power_done(seat)
        if self.phase is Phase.MATCH:
            return self._match(seat, action)
        return self._target(seat, action)

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
        if self.held_from == "stock" and seat != self.turn and self.power is None:  # a power in use shows it
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
            "layouts": [self.public_layout(s, {}) for s in range(self.players)],
            "face_up": [list(u) for u in self.up],
            **self.piles.public(),
            "held_from": self.held_from or None,
            "held_public": self.held if self.held_from == "discard" or self.power else None,
            "live_top": self.live_top,
            "power": self.power.name if self.power else None,
            "picks": [[s, p + 1] for s, p in self.picks],
            "chosen": [p + 1 for p in self.multi.positions()] if self.multi else [],
            "pick_seat": self.pick_seat,
            "moving": None if self.moving is None else self.moving + 1,
            "first_done": list(self.first_done),
            "flipped": [p + 1 for p in self.flipped],
            # Open from a discard to the next draw, whoever has let it go: a computer seat's pass changes nothing
            # anyone is shown, so no hand or table is redrawn for it and every keyboard on screen stays valid.
            "race_open": self.race_open and self.phase is Phase.DRAW,
            "discard_no": self.discard_no,
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
        with the action number when it saw it (`seen`), and the card in its hand. A person is shown only the cards
        seen from action `remind_from` on and must remember the others (§3.1 «حتما یادتان نگه دارید»); a
        computer player remembers them all."""
        known = self.seen[seat]
        seen = [[s, i + 1, c, known[c]] for s in range(self.players) for i, c in enumerate(self.grid[s])
                if c is not None and c in known and not self.up[s][i]]
        return {
            **self.public_view(),
            "seat": seat,
            "layouts": [self.public_layout(s, known) for s in range(self.players)],
            "seen": seen,
            "remind_from": -1 if self.reminds() else self.since[seat],
            "held": self.held if seat == self.turn or self.held_from == "discard" else None,
            "legal": self.legal_actions(seat),
        }
