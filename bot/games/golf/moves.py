"""How each Golf action changes the state: flips, draws, placing or throwing the drawn card, Pablo's
multi-replacement, the powers and their targets, Cabo's matching, and the out-of-turn races (Cumbia's match,
Cactus's snap) with the gift of a card into the gap they leave."""

from __future__ import annotations

from ..cards import derive_seed, shuffle
from ..protocol import Event
from .layout import kind
from .rules import Power, Target, Who
from .several import Several
from .state import GolfState, Phase


class Moves(GolfState):
    """The state changes behind `Golf._apply`, one method per kind of action."""

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
            self.phase, self.moves_left = (Phase.ARRANGE, self.rules.size) if self.options["rearrange"] else \
                (Phase.DRAW, 0)
        return events

    def _arrange(self, seat: int, action: str) -> list[Event]:
        """`rearrange`: a face-up card picked up, then put in any place, whose card (face up or down, unseen)
        takes the first place; every pick-up counts against the layout's size, so the moving ends."""
        if action == "n":
            self.phase = Phase.DRAW
            return []
        pos = int(action[2:]) - 1
        if self.moving is None:
            self.moving, self.moves_left = pos, self.moves_left - 1
            return []
        origin, self.moving = self.moving, None
        cards, up = self.grid[seat], self.up[seat]
        cards[origin], cards[pos] = cards[pos], cards[origin]
        up[origin], up[pos] = up[pos], up[origin]
        if not self.moves_left:
            self.phase = Phase.DRAW
        return [Event("moved", {"seat": seat, "from": origin + 1, "to": pos + 1})] if origin != pos else []

    def _paid_look(self, seat: int, pos: int) -> list[Event]:
        """Four-card `four_look` pay: a look at one's own card in one's turn, a point added to the hole's score."""
        self._see(seat, self.card_at(seat, pos))
        self.penalty[seat] += 1
        return [Event("looked", {"seat": seat, "pos": pos + 1, "paid": True})]

    def _look(self, seat: int, action: str) -> list[Event]:
        pos = int(action[2:]) - 1
        self._see(seat, self.card_at(seat, pos))
        self.flipped.append(pos)
        if len(self.flipped) == self.first_looks() or not self.legal_looks(seat):
            self.phase = Phase.DRAW
            self.once[seat] = {i for i in self.cells(seat) if self.card_at(seat, i) not in self.seen[seat]}
        return [Event("looked", {"seat": seat, "pos": pos + 1})]

    def legal_looks(self, seat: int) -> list[int]:
        return [i for i in self.cells(seat) if self.card_at(seat, i) not in self.seen[seat]]

    def _draw(self, seat: int, action: str) -> list[Event]:
        if action.startswith("l:"):
            return self._paid_look(seat, int(action[2:]) - 1)
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
            self.up[seat][pos] = self.places_face_up()
            if pos in self.once[seat] and self.options["four_replace_once"]:
                self.once[seat].discard(pos)
                self.locked[seat].add(pos)
            self._see(seat, held)
            self.held = None
            self._discard(old, live=True)
            return [Event("replaced", {"seat": seat, "pos": pos + 1, "discarded": old}), *self._finish_turn(seat)]
        if kind == "d":
            self.held = None
            self._discard(held, live=True)
            events = [Event("discarded", {"seat": seat, "card": held})]
            forced = self.rules.flip_after_discard or self.options["flip_on_discard"] or self.progressive()
            if forced and self.face_down(seat):
                self.phase = Phase.FORCED_FLIP
                return events
            return events + self._finish_turn(seat)
        if kind == "u":
            self.power = self.rules.power(held)
            self.phase = Phase.TARGET
            self._next_target(seat)
            return [Event("power", {"seat": seat, "card": held})]
        if kind == "m":
            self.multi, self.phase = Several.cells(self.cells(seat)), Phase.MULTI
            return []
        self.phase = Phase.MATCH
        return []

    def _choose_several(self, seat: int, action: str) -> list[Event]:
        """Pablo: pick or put back one of the cells to replace together; Confirm replaces them, `n` goes back."""
        several = self.multi
        assert several is not None
        if action == "n":
            self.multi, self.multi_dropped, self.phase = None, True, Phase.HELD
            return []
        if not several.apply(action):
            return []
        self.multi = None
        return self._multi(seat, several.positions())

    def _multi(self, seat: int, picks: list[int]) -> list[Event]:
        """Pablo: equal cards all go and the drawn card takes the first place; otherwise it joins them."""
        held = self.held
        assert held is not None
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
        self.race_tried.add(seat)
        if arg.endswith(".pass"):  # lets this discard go: a computer seat asked to act out of turn says so
            return []
        _, owner_text, pos_text = arg.split(".")
        owner, pos = int(owner_text), int(pos_text) - 1
        card = self.card_at(owner, pos)
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
        self.live_top, self.race_open = False, not race.one_match
        events = [Event("race_won", {"seat": seat, "target": owner, "pos": pos + 1, "card": card,
                                     "open": self.race_open})]
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
