"""What one seat knows about the hand in play, built only from the views that seat was shown.

The engine's view shows the trick on the table and, until the next lead, the trick just completed (H-6.7), so a
seat that looked only at its own turns would miss the cards played after it in each trick. A person at the table
saw them all, so a computer player keeps a `HokmMemory` and shows it every view its seat is shown. The memory is a
pure function of those views: replaying a game's record and observing the seat's view after each action
(`replayed_memory`) rebuilds it exactly, which is what makes a computer seat restart-safe.

With the table option `show_last_trick` off, the fourth card of every trick is in no view at all; the memory then
lacks it, the worlds sampled for the search treat the cards the seat never saw as possibly played, and the plays
of the hand are not weighed as evidence (`Knowledge.history` is None).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.games.cards import SUITS
from bot.games.hokm import ORDERS, Hokm
from bot.games.hokm.variants import Variant, variant_for
from bot.games.protocol import View

from .sim import NO_TRUMP, SUIT_OF, Seating, Stakes, encode, mask_of, seating


@dataclass
class HokmMemory:
    """The plays this seat has seen in the current hand, trick by trick, as (seat, card) pairs.

    Observing the same view twice, or a view that shows less than an earlier one, changes nothing; a view of
    another hand (`hand_no`) starts the memory afresh."""

    hand_no: int = -1
    tricks: dict[int, list[tuple[int, str]]] = field(default_factory=dict)

    def observe(self, view: View) -> None:
        if view["hand_no"] != self.hand_no:
            self.hand_no = view["hand_no"]
            self.tricks = {}
        done = sum(view["tricks"])
        if view["last_trick"] is not None:
            self.tricks[done - 1] = [(s, c) for s, c in view["last_trick"]["cards"]]
        table = [(s, c) for s, c in view["trick"]]
        if len(table) > len(self.tricks.get(done, [])):
            self.tricks[done] = table

    def completed(self, done: int) -> list[list[tuple[int, str]]]:
        """The completed tricks this seat saw, in order (a trick it missed entirely is left out)."""
        return [self.tricks[i] for i in range(done) if i in self.tricks]


def replayed_memory(record: Mapping[str, Any], seat: int) -> HokmMemory:
    """The memory `seat` has now, rebuilt from the game's record by replaying it and showing the seat its view
    after every action: what an adapter that keeps no player objects (or has just restarted) passes in."""
    game = Hokm(record["options"], record["players"], record["seed"])
    memory = HokmMemory()
    for actor, action in record["actions"]:
        game.apply(actor, action)
        memory.observe(game.view(seat))
    return memory


@dataclass(frozen=True)
class Knowledge:
    """One seat's knowledge in the cards of `sim`: everything a person in the seat could know."""

    seat: int
    table: Seating
    variant: Variant
    mode: str
    trump: int
    hakem: int
    declaration: str | None
    hand: int
    played: int  # every card seen played this hand, the table's included, and the cards known out of the game
    played_by: tuple[int, ...]  # the cards seen played, per seat
    voids: tuple[int, ...]  # per seat, a bit per suit it failed to follow
    leader: int
    trick: tuple[int, ...]
    won: tuple[int, ...]  # tricks per side
    hand_sizes: tuple[int, ...]
    revealed: int | None  # the partner's middle card (H-5.5) while it is still in its holder's hand
    stakes: Stakes
    bam_team: int | None
    # the hand's tricks as (seat, card) plays, the table's last; None if the memory missed a card of one
    history: tuple[tuple[tuple[int, int], ...], ...] | None

    @property
    def revealed_holder(self) -> int:
        return self.hakem ^ 2  # four players only (H-5.5)

    @property
    def side(self) -> int:
        return self.table.side[self.seat]


def mode_of(declaration: str | None) -> str:
    return declaration if declaration in ORDERS else "suit"


def _table_of(view: View) -> tuple[Seating, Variant]:
    sides = tuple(tuple(s) for s in view["sides"])
    players = view["players"]
    variant = variant_for(players, f"{len(sides)}x{players // len(sides)}")
    # a house rule (H-15.5a) never scores Kot; the usual hand rule always does
    return seating(sides, view["target"], not view["house_rules"], variant.tricks), variant


def _stakes_of(view: View, table: Seating) -> Stakes:
    return Stakes(points=tuple(view["points"]), sets=tuple(view["sets"]), points_per_set=view["points_per_set"],
                  sets_to_win=view["sets_to_win"], hakem_team=table.side[view["hakem"]],
                  kot_allowed=table.kot and mode_of(view["declaration"]) == "suit")


def knowledge(view: View, memory: HokmMemory) -> Knowledge:
    """The seat's knowledge from its view and its memory of the hand (which first observes this view)."""
    memory.observe(view)
    mode = mode_of(view["declaration"])
    seat = view["seat"]
    seats, variant = _table_of(view)
    on_table = [(s, encode(c, mode)) for s, c in view["trick"]]
    done = sum(view["tricks"])
    tricks = [[(s, encode(c, mode)) for s, c in t] for t in memory.completed(done)]
    seen_all = len(tricks) == done and all(len(t) == seats.players for t in tricks)
    played_by = [0] * view["players"]
    voids = [0] * view["players"]
    for trick in [*tricks, on_table]:
        for s, c in trick:
            played_by[s] |= 1 << c
            if SUIT_OF[c] != SUIT_OF[trick[0][1]]:
                voids[s] |= 1 << SUIT_OF[trick[0][1]]
    played = mask_of(encode(c, mode) for c in (*variant.removed, *view["rejected"]))
    for cards in played_by:
        played |= cards
    revealed = None
    if view["revealed"] is not None:
        card = encode(view["revealed"], mode)
        revealed = None if played >> card & 1 else card
    return Knowledge(
        seat=seat, table=seats, variant=variant, mode=mode,
        trump=SUITS.index(view["trump"]) if view["trump"] else NO_TRUMP,
        hakem=view["hakem"], declaration=view["declaration"], hand=mask_of(encode(c, mode) for c in view["hand"]),
        played=played, played_by=tuple(played_by), voids=tuple(voids),
        leader=on_table[0][0] if on_table else view["turn"], trick=tuple(c for _, c in on_table),
        won=tuple(view["tricks"]), hand_sizes=tuple(view["hand_sizes"]), revealed=revealed,
        stakes=_stakes_of(view, seats), bam_team=view["going_for_bam"],
        history=tuple(tuple(t) for t in (*tricks, on_table) if t) if seen_all else None,
    )
