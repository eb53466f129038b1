"""A Golf player that looks ahead: at the turn's main choices (take the top discard or draw, where to put the card
in hand or whether to throw it, knock or call or not) it deals the cards its seat has not seen (the deck less
every card its view shows, the discard pile and the card in hand) to the face-down cells it cannot read, its own
unpeeked ones too, and to the stock; plays each imagined hole on from every candidate, everyone by the quick rule
of thumb below; and keeps the candidate with the best mean over the same deals. Every other decision (first
flips, powers and their targets, Pablo's equal cards, Cabo's matching, races) stays with the rule of thumb, and
so does every decision where cards are placed face down (four-card Golf and the power variants): there the
playouts know nothing of powers and guess what each seat remembers, and four-card Golf measured no better.

Golf's own knowledge sits in the playout: the variant's scoring (column pairs cancelling, jokers, lines), the
cells each seat can read (its face-up cards, and its own peeks, which the view shows), face-down placing, the
knock or call and the last turns it gives, a layout all face up ending the hole, the forced flip after a thrown
card (but for the last face-down one, which the rule of thumb keeps down where it may), and the caller's bonus or
penalty. Powers are not simulated: a power card plays as its value.
Work is counted, not timed, and the deals come from a generator seeded by the view, so a view gives one move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.ai import decision_seed
from bot.ai.advice import MOVE, weighed_advice
from bot.ai.playout import Weighed, deal_unseen, view_rng, weigh_over_worlds, worlds_for
from bot.games.cards import JOKER
from bot.games.golf.layout import columns, kind
from bot.games.golf.rules import Ending, Rules
from bot.games.golf.state import looked_at_start
from bot.games.golf.variants import VARIANTS
from bot.games.protocol import Game, View
from bot.plugin import Advice

from .rule import CALL_AT, CALL_SHARE, PLACE_GAIN, TAKE_GAIN, GolfPlayer

WORK = 10_000  # simulated turns per decision, each counted by the cells of a layout squared over six (`SIX_CELLS` most)
FULL_THINK = 0.25  # seconds: the bot's time a move, which the whole work fits
MIN_WORLDS, MAX_WORLDS = 8, 40
SIX_CELLS = 6  # the most a simulated turn counts: a bigger layout, scored by its columns, costs about what six-card's
#                does, so eight-, nine- and ten-card weigh as many deals
ROUNDS = 3  # rounds of turns played out before the layouts are scored as they lie
PLACES = 4  # the places a card may go that are weighed, the best by the rule of thumb's estimate
WIN = 6.0  # points a hole's lowest score is worth beyond its own: a one-hole table counts only the win

Plan = tuple[str, int]  # an action kind (`s`, `t`, `r`, `d`, `k`, `call`, `end`) and its place (or -1)


@dataclass
class Hole:
    """One imagined hole from the view on, every card as `Table.canon` names it: `cells` hold the true cards,
    `read` the cards their owner can read (None for the others)."""

    cells: list[list[str | None]]
    up: list[list[bool]]
    read: list[list[str | None]]
    stock: list[str]
    discards: list[str]
    held: str | None
    calling: bool  # the turn is done but for the call at its end
    turn: int
    ender: int | None
    final_left: int
    seed: int


@dataclass
class Table:
    """The rules of the view's hole and what every playout of it shares."""

    rules: Rules
    options: dict[str, Any]
    players: int
    mean: float
    penalties: list[int]
    face_up_ends: bool
    places_face_up: bool
    forced_flip: bool
    progressive: bool  # four-card's progressive option: even the last face-down card must be flipped
    canon: dict[str, str]  # each card as the first card of the deck that scores alike anywhere (so memos hit)
    scores: dict[tuple[str | None, ...], int]
    by_columns: ColumnScore | None  # the variant's scoring by its columns alone, where it is that simple

    @classmethod
    def of(cls, view: View) -> Table:
        rules, options = VARIANTS[view["variant"]], view["options"]
        four = rules.name == "four"
        progressive = four and bool(options["four_progressive"])
        face_up_ends = rules.ending is Ending.ALL_UP or (four and bool(options["four_face_up"]))
        unseen = [rules.value(c, options) for c in unseen_cards(view)]
        first: dict[tuple[str, int], str] = {}
        canon = {c: first.setdefault((kind(c), rules.value(c, options)), c)
                 for c in rules.deck(view["players"], options)}
        return cls(rules, options, view["players"], sum(unseen) / len(unseen) if unseen else 5.0,
                   list(view["penalties"]), face_up_ends, rules.place_face_up or face_up_ends or progressive,
                   rules.flip_after_discard or bool(options["flip_on_discard"]) or progressive, progressive, canon,
                   scores_for(rules.name, options), ColumnScore.of(rules, options))

    def score(self, cells: Sequence[str | None]) -> int:
        key = tuple(cells)
        if key not in self.scores:
            self.scores[key] = self.rules.score(key, self.options) if self.by_columns is None else \
                self.by_columns.score(key)
        return self.scores[key]

    def alike(self, card: str) -> str:
        """`card` as `canon` names it (a card outside the deck, as a test may deal, as itself)."""
        return self.canon.get(card, card)

    def estimate(self, read: Sequence[str | None], unread: int) -> float:
        """An owner's estimate, as the rule of thumb makes it: the cards it reads (`read`, None for the others)
        and the mean for each of the `unread` others."""
        return self.score(read) + self.mean * unread


BLOCKS = {"eight": -10}  # what two matched columns of one kind score together, where they score apart from each


@dataclass
class ColumnScore:
    """A layout's score where the only groups are columns of equal cards (a joker never matches), each scoring 0,
    and in eight-card two such columns of one kind together -10: the sum of the other columns' cards, less 10 for
    each two matched columns of a kind. The same figure as the variant's own scoring, reached without weighing
    every grouping: a layout is scored thousands of times a decision."""

    rules: Rules
    options: dict[str, Any]
    columns: list[list[int]]
    block: int
    values: dict[str, int] = field(default_factory=dict)
    kinds: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, rules: Rules, options: dict[str, Any]) -> ColumnScore | None:
        """The column scoring of six-, eight-, nine- and ten-card Golf, where no option adds other groups."""
        two_rows = ("four_of_a_kind", "pairs_anywhere", "big_square_bonus")
        grouping = {"six": two_rows, "ten": two_rows, "nine": ("nine_square", "nine_adjacent_pairs"), "eight": ()}
        if rules.name not in grouping or any(options.get(o) for o in grouping[rules.name]) or (
                rules.name == "nine" and options.get("nine_lines") == "any"):
            return None
        return cls(rules, options, columns(rules.rows, rules.cols), BLOCKS.get(rules.name, 0))

    def value(self, card: str) -> int:
        if card not in self.values:
            self.values[card] = self.rules.value(card, self.options)
        return self.values[card]

    def kind(self, card: str) -> str:
        if card not in self.kinds:
            self.kinds[card] = kind(card)
        return self.kinds[card]

    def score(self, cells: Sequence[str | None]) -> int:
        total = 0
        matched: dict[str, int] = {}  # matched columns of each kind
        for column in self.columns:
            cards = [c for c in (cells[i] for i in column) if c is not None]
            kinds = {self.kind(c) for c in cards}
            if len(cards) == len(column) and len(kinds) == 1 and JOKER not in kinds:
                k = kinds.pop()
                matched[k] = matched.get(k, 0) + 1
            else:
                total += sum(self.value(c) for c in cards)
        return total + self.block * sum(m // 2 for m in matched.values())


SCORES: dict[tuple[str, tuple[tuple[str, Any], ...]], dict[tuple[str | None, ...], int]] = {}
MEMO = 200_000  # layouts remembered for each variant and options: a layout's score is costly, and repeats


def scores_for(variant: str, options: dict[str, Any]) -> dict[tuple[str | None, ...], int]:
    """The layouts already scored under these rules, kept across decisions (a score never changes)."""
    memo = SCORES.setdefault((variant, tuple(sorted(options.items()))), {})
    if len(memo) > MEMO:
        memo.clear()
    return memo


def unseen_cards(view: View) -> list[str]:
    rules = VARIANTS[view["variant"]]
    shown = {c for cells in view["layouts"] for c in cells if c not in (None, "?")}
    shown |= set(view["discards"]) | ({view["held"]} if view.get("held") else set())
    return [c for c in rules.deck(view["players"], view["options"]) if c not in shown]


def hole_of(view: View, table: Table, rng: random.Random) -> Hole:
    """The view's hole with its unseen cards dealt: to every face-down cell the seat cannot read, and the stock.
    Each seat reads its face-up cards; the seat searching also the face-down ones its view shows, and the others
    those of the look every seat has as the hole starts (as far as the seat can tell, still the same cards)."""
    layouts: list[list[str | None]] = view["layouts"]
    gaps = [(s, i) for s, cells in enumerate(layouts) for i, c in enumerate(cells) if c == "?"]
    dealt = deal_unseen(unseen_cards(view), [len(gaps), view["stock"]], rng)
    cells = [[None if c is None else table.alike(c) for c in row] for row in layouts]
    for (s, i), card in zip(gaps, dealt[0], strict=True):
        cells[s][i] = table.alike(card)
    up = [list(u) for u in view["face_up"]]
    seat, looked = view["seat"], looked_at_start(table.rules, table.options)
    read = [[c if u or (layouts[s][i] != "?" if s == seat else i in looked) else None
             for i, (c, u) in enumerate(zip(cells[s], up[s], strict=True))] for s in range(len(cells))]
    held = table.alike(view["held"]) if view["held"] and seat == view["turn"] else None
    stock, discards = [table.alike(c) for c in dealt[1]], [table.alike(c) for c in view["discards"]]
    return Hole(cells, up, read, stock, discards, held, view["phase"] == "call", view["turn"], view["ender"],
                view["final_left"], rng.getrandbits(32))


class Playout:
    """A hole played on by the rule of thumb's main lines, for every seat alike."""

    def __init__(self, table: Table, seat: int) -> None:
        self.table = table
        self.seat = seat
        self.horizon = ROUNDS * table.players

    def run(self, hole: Hole, plan: Plan) -> float:
        """`plan` for the seat to move, then the rest of the hole (or `ROUNDS` rounds, the layouts then scored
        as they lie): minus the seat's score, and `WIN` more when no seat scored lower."""
        t = self.table
        game = Run(t, [list(c) for c in hole.cells], [list(u) for u in hole.up], [list(r) for r in hole.read],
                   list(hole.stock), list(hole.discards), hole.ender, hole.final_left, random.Random(hole.seed))
        seat, first = hole.turn, True
        if hole.calling:
            if plan[0] == "call":
                game.ender, game.final_left = seat, t.players - 1
            first = False
            seat = (seat + 1) % t.players if game.turn_over(seat) else seat
        for _ in range(self.horizon):
            if game.over or not game.turn(seat, plan if first else None, hole.held if first else None):
                break
            first = False
            seat = (seat + 1) % t.players
        values = [t.score(c) for c in game.cells]
        if game.over:
            values = [v + p for v, p in zip(t.rules.settle(values, game.ender, t.options), t.penalties, strict=True)]
        mine = values[self.seat]
        return -mine + WIN * (mine <= min(values))


@dataclass
class Run:
    """The moving parts of one playout."""

    t: Table
    cells: list[list[str | None]]
    up: list[list[bool]]
    read: list[list[str | None]]
    stock: list[str]
    discards: list[str]
    ender: int | None
    final_left: int
    rng: random.Random
    over: bool = False

    def turn(self, seat: int, plan: Plan | None, held: str | None) -> bool:
        """One turn of `seat` (the plan's, or the rule of thumb's); False once the hole is over."""
        t = self.t
        if held is None:
            if plan is None and self.may_end() and self.low_enough(seat):
                plan = ("k", -1) if t.rules.ending is Ending.KNOCK else ("call", -1)
            if plan is not None and plan[0] == "call":
                self.ender, self.final_left = seat, t.players - 1
                plan = None
            if plan is not None and plan[0] == "k":
                self.ender, self.final_left = seat, t.players - 1
                return self.turn_over(seat)
            top = self.discards[-1] if self.discards else None
            if plan is None and top is not None and t.rules.placeable(top):
                gain, pos = self.best_place(seat, top)
                if gain >= TAKE_GAIN:
                    plan = ("t", pos)
            if plan is not None and plan[0] == "t":
                self.place(seat, self.discards.pop(), plan[1])
                return self.finish(seat)
            held = self.draw()
            if held is None:
                self.over = True
                return False
            plan = None
        if plan is None or plan[0] not in ("r", "d"):
            plan = self.held_plan(seat, held)
        if plan[0] == "r":
            self.place(seat, held, plan[1])
        else:
            self.discards.append(held)
            down = [i for i, c in enumerate(self.cells[seat]) if c is not None and not self.up[seat][i]]
            if t.forced_flip and (len(down) > 1 or (down and t.progressive)):  # the rule keeps a last one down
                self.up[seat][down[0]] = True
                self.read[seat][down[0]] = self.cells[seat][down[0]]
        return self.finish(seat)

    def held_plan(self, seat: int, card: str) -> Plan:
        if not self.t.rules.placeable(card):
            return ("d", -1)
        gain, pos = self.best_place(seat, card)
        return ("r", pos) if gain >= PLACE_GAIN else ("d", -1)

    def may_end(self) -> bool:
        return self.ender is None and self.t.rules.ending in (Ending.KNOCK, Ending.CALL_IN_TURN)

    def unread(self, seat: int) -> int:
        return sum(c is not None and r is None for c, r in zip(self.cells[seat], self.read[seat], strict=True))

    def low_enough(self, seat: int) -> bool:
        unread = self.unread(seat)
        held = sum(c is not None for c in self.cells[seat])
        return unread <= 1 and self.t.estimate(self.read[seat], unread) <= max(CALL_AT,
                                                                               CALL_SHARE * self.t.mean * held)

    def best_place(self, seat: int, card: str) -> tuple[float, int]:
        return best_place(self.t, self.cells[seat], self.read[seat], card)

    def place(self, seat: int, card: str, pos: int) -> None:
        old = self.cells[seat][pos]
        assert old is not None
        self.cells[seat][pos] = self.read[seat][pos] = card
        self.up[seat][pos] = self.t.places_face_up
        self.discards.append(old)

    def draw(self) -> str | None:
        if not self.stock and self.t.rules.reshuffle and len(self.discards) > 1:
            self.stock = self.discards[:-1]
            self.rng.shuffle(self.stock)
            self.discards = self.discards[-1:]
        return self.stock.pop() if self.stock else None

    def finish(self, seat: int) -> bool:
        t = self.t
        if t.rules.ending is Ending.CALL_AT_END and self.ender is None and self.low_enough(seat):
            self.ender, self.final_left = seat, t.players - 1
        return self.turn_over(seat)

    def turn_over(self, seat: int) -> bool:
        if self.ender is None and self.t.face_up_ends and all(
                c is None or u for c, u in zip(self.cells[seat], self.up[seat], strict=True)):
            self.ender, self.final_left = seat, self.t.players - 1
        elif self.ender is not None and seat != self.ender:
            self.final_left -= 1
        self.over = self.ender is not None and self.final_left <= 0
        return not self.over


def gains(table: Table, cells: Sequence[str | None], read: Sequence[str | None], card: str,
          places: Sequence[int]) -> list[float]:
    """What putting `card` in each of `places` lowers its owner's estimate by."""
    unread = sum(c is not None and r is None for c, r in zip(cells, read, strict=True))
    now = table.estimate(read, unread)
    return [now - table.estimate([*read[:i], card, *read[i + 1:]], unread - (read[i] is None)) for i in places]


def best_place(table: Table, cells: Sequence[str | None], read: Sequence[str | None],
               card: str) -> tuple[float, int]:
    """The largest of those gains over the cells holding a card, and its cell."""
    filled = [i for i, c in enumerate(cells) if c is not None]
    saved = gains(table, cells, read, card, filled)
    return max(zip(saved, filled, strict=True), key=lambda g: g[0], default=(float("-inf"), -1))


def candidates(view: View, table: Table, rule_move: str) -> list[Plan]:
    """The plans weighed, the rule of thumb's first: at the draw the stock, the top discard in each of its best
    places, a knock or call; holding a card its best places and the throw; at a turn's end the call or not."""
    legal: list[str] = view["legal"]
    phase = view["phase"]
    cells = [None if c is None else table.alike(c) for c in view["layouts"][view["seat"]]]
    read = [None if c == "?" else c for c in cells]

    def places(card: str, allowed: list[int]) -> list[Plan]:
        saved = gains(table, cells, read, table.alike(card), allowed)
        ranked = sorted(zip(saved, allowed, strict=True), key=lambda g: (-g[0], g[1]))
        return [("r", i) for _, i in ranked[:PLACES]]

    plans: list[Plan] = []
    if phase == "draw":
        plans += [("s", -1)] if "s" in legal else []
        top = view["discard_top"]
        if "t" in legal and top is not None:
            plans += [("t", i) for _, i in places(top, [i for i, c in enumerate(cells) if c is not None])]
        plans += [(end, -1) for end in ("k", "call") if end in legal]
    elif phase == "held":
        allowed = [int(a[2:]) - 1 for a in legal if a.startswith("r:")]
        plans += places(view["held"], allowed) if allowed else []
        plans += [("d", -1)] if "d" in legal else []
    elif phase == "call":
        plans += [("call", -1), ("end", -1)]
    first = plan_of(rule_move)
    return sorted(plans, key=lambda p: p[0] != first[0] or (p[0] == "r" and p[1] != first[1]))


def plan_of(action: str) -> Plan:
    kind, _, pos = action.partition(":")
    return (kind, int(pos) - 1 if pos else -1)


def action_of(plan: Plan) -> str:
    return f"r:{plan[1] + 1}" if plan[0] == "r" else plan[0]


SEARCHED = {"s", "t", "k", "call", "end", "r", "d"}


@dataclass(frozen=True)
class SearchGolfPlayer:
    rule: GolfPlayer = field(default_factory=GolfPlayer)
    work: int = WORK

    def choose(self, view: View, seed: int) -> str:
        return self.advise(view, seed).action

    def advise(self, view: View, seed: int) -> Advice:
        """The search's move; the rule of thumb's reason where they agree, else the search's figures."""
        advice = self.rule.advise(view, seed)
        weighed = self.weigh(view, advice.action)
        if weighed is None or action_of(weighed.move) == advice.action:
            return advice
        return weighed_advice(action_of(weighed.move), weighed, MOVE)

    def weigh(self, view: View, rule_move: str) -> Weighed[Plan] | None:
        """The plan the search keeps, with how it fared; None where the rule of thumb decides alone."""
        if view["seat"] != view["turn"] or rule_move.partition(":")[0] not in SEARCHED or len(view["legal"]) == 1:
            return None
        table = Table.of(view)
        if not table.face_up_ends:  # four-card measured no better for it, the powers are not played out
            return None
        plans = candidates(view, table, rule_move)
        if len(plans) < 2:
            return None
        playout = Playout(table, view["seat"])
        rng = view_rng({k: v for k, v in view.items() if k != "legal"}, "golf-search")
        cost = len(plans) * playout.horizon * min(table.rules.size ** 2 // 6, SIX_CELLS)
        worlds = worlds_for(self.work, WORK, cost, MIN_WORLDS, MAX_WORLDS)
        return weigh_over_worlds(plans, lambda r: hole_of(view, table, r), playout.run, worlds, rng)


def player_for(think: float) -> SearchGolfPlayer:
    return SearchGolfPlayer(work=max(1, round(WORK * min(1.0, think / FULL_THINK))))


def search_golf_advice(game: Game, seat: int, think: float) -> Advice:
    """The searching player's move for `seat` with its reason, from the seat's view: its whole work fits
    `FULL_THINK` seconds on a busy machine, and a shorter allowance scales it down."""
    return player_for(think).advise(game.view(seat), decision_seed(game, seat))


def search_golf_move(game: Game, seat: int, think: float) -> str:
    """The searching player's move for `seat`, from its view alone."""
    return search_golf_advice(game, seat, think).action
