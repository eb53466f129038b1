"""A computer player for every Golf variant: it keeps the cards its seat has seen (the view's layouts show them)
and values every unseen card at the average of the cards it has not seen anywhere.

* A layout is judged by the variant's own scoring over the known cards, plus that average for each unseen one.
* A drawn card goes where it lowers that estimate most, if by enough; otherwise it is thrown, or its power used
  when the power can tell or gain something (a look at an unseen card, a swap of a known high card away).
* The top discard is taken when placing it gains at least `TAKE_GAIN`.
* Knocks and calls come when the estimate is low (absolutely, or against an average layout) and few of its own
  cards are unseen.
* Out of turn it presses a race (`race`) only with a card it knows to match; a computer seat is asked to act
  out of turn only through `race`, and `choose` answers whenever the seat must act.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.ai import decision_seed
from bot.games.golf.layout import kind
from bot.games.golf.rules import Power, Rules, Who
from bot.games.golf.variants import VARIANTS
from bot.games.protocol import Game, View
from bot.plugin import Advice

TAKE_GAIN = 3.0
PLACE_GAIN = 0.5
CALL_AT = 6.0
CALL_SHARE = 0.5  # … or at most this share of an average layout's value: a crowded table rarely gets lower
Cells = list[str | None]


@dataclass(frozen=True)
class Table:
    """What one decision needs from the view: the rules, the options and the average unseen card."""

    rules: Rules
    options: dict[str, Any]
    mean: float
    seat: int
    layouts: list[Cells]

    @classmethod
    def of(cls, view: View) -> Table:
        rules = VARIANTS[view["variant"]]
        options = view["options"]
        shown = {c for cells in view["layouts"] for c in cells if c not in (None, "?")}
        shown |= set(view["discards"]) | ({view["held"]} if view.get("held") else set())
        unseen = [rules.value(c, options) for c in rules.deck(view["players"], options) if c not in shown]
        mean = sum(unseen) / len(unseen) if unseen else 5.0
        return cls(rules, options, mean, view["seat"], [list(c) for c in view["layouts"]])

    def value(self, card: str | None) -> float:
        return self.mean if card in (None, "?") else self.rules.value(card, self.options)

    def estimate(self, cells: Sequence[str | None]) -> float:
        known = [None if c == "?" else c for c in cells]
        return self.rules.score(known, self.options) + self.mean * sum(c == "?" for c in cells)

    def mine(self) -> Cells:
        return self.layouts[self.seat]

    def placed(self, card: str, pos: int) -> float:
        cells = self.mine()
        return self.estimate([*cells[:pos], card, *cells[pos + 1:]])

    def best_place(self, card: str, legal: list[str]) -> tuple[float, str | None]:
        """The largest gain of putting `card` in a legal position, and that action."""
        now = self.estimate(self.mine())
        options = [(now - self.placed(card, int(a[2:]) - 1), a) for a in legal if a.startswith("r:")]
        return max(options, default=(float("-inf"), None), key=lambda o: o[0])

    def unseen(self, seat: int) -> list[int]:
        return [i for i, c in enumerate(self.layouts[seat]) if c == "?"]

    def known(self, seat: int) -> list[int]:
        return [i for i, c in enumerate(self.layouts[seat]) if c not in (None, "?")]


def pick(legal: list[str], prefix: str) -> list[str]:
    return [a for a in legal if a.startswith(prefix)]


def points(value: float) -> int:
    """An estimate in whole points, as a hint names it."""
    return round(value)


@dataclass(frozen=True)
class GolfPlayer:
    def choose(self, view: View, seed: int) -> str:
        return self.advise(view, seed).action

    def advise(self, view: View, seed: int) -> Advice:
        """The move with the estimate it rests on, in points (a layout's, or what a card saves in it)."""
        legal: list[str] = view["legal"]
        if len(legal) == 1:
            return Advice(legal[0])
        table = Table.of(view)
        phase = view["phase"]
        if phase != "give" and (view["seat"] != view["turn"] or phase == "draw"):
            race = self.race(view)
            if race is not None:
                return Advice(race, "golf_hint_race")
            if view["seat"] != view["turn"]:
                return Advice(next((a for a in legal if a.endswith(".pass")), legal[0]))
        handler = {"flip": self.flip, "forced_flip": self.flip, "look": self.flip, "arrange": self.flip,
                   "draw": self.draw, "held": self.held, "multi": self.several, "decide": self.decide,
                   "call": self.call, "give": self.give, "match": self.match_target}.get(phase, self.target)
        advice = handler(view, table, legal)
        return advice if advice.action in legal else Advice(random.Random(seed).choice(legal))

    def race(self, view: View) -> str | None:
        """A race press with a card the seat knows to match the top discard, or None."""
        races = [a for a in pick(view["legal"], "a:") if not a.endswith(".pass")]
        top = view["discard_top"]
        if not races or top is None:
            return None
        rules = VARIANTS[view["variant"]]
        assert rules.race is not None
        for action in races:
            _, owner, pos = (int(x) for x in action[2:].split("."))
            card = view["layouts"][owner][pos - 1]
            if card not in (None, "?") and rules.race.matches(top, card):
                return action
        return None

    def flip(self, view: View, table: Table, legal: list[str]) -> Advice:
        return Advice("n" if "n" in legal else legal[0])

    def draw(self, view: View, table: Table, legal: list[str]) -> Advice:
        for end in ("k", "call"):
            if end in legal and self.low_enough(table):
                return self.ending(table, end)
        top = view["discard_top"]
        if "t" in legal and top is not None:
            gain, _ = table.best_place(top, [f"r:{i + 1}" for i, c in enumerate(table.mine()) if c is not None])
            if gain >= TAKE_GAIN:
                return Advice("t", "golf_hint_take", {"gain": points(gain)})
            if "s" not in legal:
                return Advice("t")
            return self.saving("s", "golf_hint_stock", gain)
        return Advice("s" if "s" in legal else legal[0])

    @staticmethod
    def saving(action: str, reason: str, gain: float) -> Advice:
        """`action` with what the card saves in its best place, or (`<reason>_none`) that it saves nothing there."""
        return Advice(action, reason, {"gain": points(gain)}) if gain > 0 and points(gain) > 0 else \
            Advice(action, f"{reason}_none")

    @staticmethod
    def ending(table: Table, action: str) -> Advice:
        return Advice(action, "golf_hint_end", {"score": points(table.estimate(table.mine()))})

    def low_enough(self, table: Table) -> bool:
        mine, cells = table.estimate(table.mine()), sum(c is not None for c in table.mine())
        return len(table.unseen(table.seat)) <= 1 and mine <= max(CALL_AT, CALL_SHARE * table.mean * cells)

    def call(self, view: View, table: Table, legal: list[str]) -> Advice:
        if self.low_enough(table):
            return self.ending(table, "call")
        return Advice("end", "golf_hint_go_on", {"score": points(table.estimate(table.mine()))})

    def held(self, view: View, table: Table, legal: list[str]) -> Advice:
        card = view["held"]
        gain, place = table.best_place(card, legal)
        if "m" in legal:
            equal_gain, cells = self.equal_known(table, card)
            if cells:
                return Advice("m", "golf_hint_equal", {"cards": len(cells), "gain": points(equal_gain)})
        if place is not None and gain >= TAKE_GAIN:
            return Advice(place, "golf_hint_place", {"gain": points(gain)})
        if "c" in legal and self.matches(view, table, card):
            return Advice("c", "golf_hint_match")
        power = table.rules.power(card)
        if "u" in legal and power is not None and self.useful(table, power):
            return Advice("u", "golf_hint_power", {"limit": points(TAKE_GAIN)})
        if place is not None and (gain >= PLACE_GAIN or "d" not in legal):
            return self.saving(place, "golf_hint_place", gain)
        if "d" in legal:
            return self.saving("d", "golf_hint_discard", gain) if place is not None else Advice("d")
        return Advice(legal[0])

    @staticmethod
    def equal_known(table: Table, card: str) -> tuple[float, list[int]]:
        """Pablo: the known cells of one rank (two or more) worth most more than `card`, with what replacing them
        by it saves; none when no such cells save anything."""
        mine, groups = table.mine(), dict[str, list[int]]()
        for i in table.known(table.seat):
            groups.setdefault(kind(mine[i] or ""), []).append(i)
        gains = [(sum(table.value(mine[i]) for i in cells) - table.value(card), cells)
                 for cells in groups.values() if len(cells) >= 2]
        gain, cells = max(gains, default=(0.0, []))
        return (gain, cells) if gain > 0 else (0.0, [])

    def several(self, view: View, table: Table, legal: list[str]) -> Advice:
        """Pick the equal cells one by one, then confirm."""
        gain, wanted = self.equal_known(table, view["held"])
        left = [f"s:{i + 1}" for i in wanted if i + 1 not in view["chosen"]]
        action = left[0] if left else "ok" if "ok" in legal else "n"
        return Advice(action, "golf_hint_equal", {"cards": len(wanted), "gain": points(gain)}) if wanted else \
            Advice(action)

    def matches(self, view: View, table: Table, card: str) -> bool:
        match = table.rules.draw_match
        return match is not None and any(
            c not in (None, "?") and match(card, c) for cells in table.layouts for c in cells)

    def useful(self, table: Table, power: Power) -> bool:
        if power.effect == "shuffle":
            return True
        worst = max((table.value(table.mine()[i]) for i in table.known(table.seat)), default=0.0)
        if power.effect in ("swap", "may_swap") and not any(t.peek for t in power.targets):
            return worst > table.mean + 1
        own = [t for t in power.targets if t.who is Who.OWN and t.peek]
        if own and not table.unseen(table.seat):
            return power.effect != "look"
        return True

    def decide(self, view: View, table: Table, legal: list[str]) -> Advice:
        (own_seat, own_pos), (other_seat, other_pos) = view["picks"]
        own = table.value(table.layouts[own_seat][own_pos - 1])
        other = table.value(table.layouts[other_seat][other_pos - 1])
        figures = {"own": points(own), "other": points(other)}
        return Advice("x", "golf_hint_swap", figures) if other < own else Advice("n", "golf_hint_keep", figures)

    def give(self, view: View, table: Table, legal: list[str]) -> Advice:
        gives = pick(legal, "v:")
        if not gives:
            return Advice(legal[0])
        worth = {a: table.value(table.mine()[int(a[2:]) - 1]) for a in gives}
        action = max(gives, key=lambda a: (worth[a], a))
        return Advice(action, "golf_hint_give", {"score": points(worth[action])})

    def target(self, view: View, table: Table, legal: list[str]) -> Advice:
        return Advice(self.aim(view, table, legal))

    def aim(self, view: View, table: Table, legal: list[str]) -> str:
        """Seats: for a look, the opponent with most unseen cards; for a swap, the one whose known card is
        lowest. Positions: a look at an unseen card; our own side of a swap our worst card; theirs their best."""
        power = table.rules.power(view["held"])
        assert power is not None
        step = power.targets[len(view["picks"])]
        seats = pick(legal, "g:")
        if seats:
            choices = [int(a[2:]) for a in seats]
            others = [s for s in choices if s != table.seat] or choices
            if step.peek or step.seat_only:
                return f"g:{max(others, key=lambda s: (len(table.unseen(s)), -s))}"
            if step.who is Who.ANY and table.seat in choices and not view["picks"]:
                return f"g:{table.seat}"
            return f"g:{min(others, key=lambda s: (self.best_known(table, s), s))}"
        seat = view["pick_seat"]
        positions = [int(a[2:]) - 1 for a in pick(legal, "p:")]
        cells = table.layouts[seat]
        if step.peek:
            unseen = [p for p in positions if cells[p] == "?"]
            return f"p:{(unseen or positions)[0] + 1}"
        if seat == table.seat:
            return f"p:{max(positions, key=lambda p: (table.value(cells[p]), -p)) + 1}"
        return f"p:{min(positions, key=lambda p: (table.value(cells[p]), p)) + 1}"

    def best_known(self, table: Table, seat: int) -> float:
        return min((table.value(table.layouts[seat][i]) for i in table.known(seat)), default=table.mean)

    def match_target(self, view: View, table: Table, legal: list[str]) -> Advice:
        return Advice(self.matching(view, table, legal))

    def matching(self, view: View, table: Table, legal: list[str]) -> str:
        """Cabo: known cards that match the drawn card, then stop."""
        match, card = table.rules.draw_match, view["held"]
        assert match is not None
        seats = pick(legal, "g:")
        wanted = {s: [p for p in table.known(s) if match(card, table.layouts[s][p] or "")]
                  for s in range(len(table.layouts))}
        if seats:
            hits = [a for a in seats if wanted[int(a[2:])]]
            return hits[0] if hits else ("ok" if "ok" in legal else seats[0])
        seat = view["pick_seat"]
        positions = [p for p in pick(legal, "p:") if int(p[2:]) - 1 in wanted[seat]]
        return positions[0] if positions else pick(legal, "p:")[0]


def golf_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone (it needs no time to think)."""
    return GolfPlayer().advise(game.view(seat), decision_seed(game, seat))


def golf_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return golf_advice(game, seat, think).action
