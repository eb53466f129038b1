"""The one protocol every game speaks.

A game is a value created from (options, players, seed) and changed only by `apply(seat, action)`. Actions are
short ASCII strings (`p:QS`, `t:H`), so a game's record is just its seed and the list of (seat, action) pairs,
and replaying that list rebuilds the state exactly. Several seats may be able to act at once (a challenge, a
simultaneous pass), so `to_act()` is a set.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

View = dict[str, Any]

LEAVE = "leave"
"""Any seat may leave at any time; each game says what leaving costs (`_leave`)."""


class IllegalAction(ValueError):
    """An action the rules refuse. `reason` is a stable key the bot translates; the state is unchanged."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class Option:
    default: Any
    choices: tuple[Any, ...]
    help: str = ""


@dataclass(frozen=True)
class Event:
    """Something the table should hear about: `trick`, `hand_over`, `match_over`, …"""

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Result:
    """How a finished game ended: the winning seats and per-seat tallies for the leaderboard."""

    winners: frozenset[int]
    stats: Mapping[int, Mapping[str, int]]
    summary: Mapping[str, Any] = field(default_factory=dict)


class Game(ABC):
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    OPTIONS: ClassVar[Mapping[str, Option]] = {}
    # The events after which a new deal lies on the table; the game's creation is its first deal. How a finished
    # match's deals are rebuilt from its seed for anyone to check (`bot.games.deals`).
    DEAL_EVENTS: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name} is for {self.min_players} to {self.max_players} players, not {players}")
        self.options = self.resolve_options(options)
        self.players = players
        self.seed = seed
        self.log: list[tuple[int, str]] = []

    @classmethod
    def resolve_options(cls, given: Mapping[str, Any]) -> dict[str, Any]:
        unknown = set(given) - set(cls.OPTIONS)
        if unknown:
            raise ValueError(f"unknown {cls.name} options: {sorted(unknown)}")
        out = {}
        for key, opt in cls.OPTIONS.items():
            value = given.get(key, opt.default)
            if value not in opt.choices:
                raise ValueError(f"{cls.name} option {key}={value!r}; choose from {opt.choices}")
            out[key] = value
        return out

    # -- the protocol -------------------------------------------------------------------------------------

    @property
    def version(self) -> int:
        """Grows with every applied action: buttons carry it so that a press on an old keyboard is refused."""
        return len(self.log)

    @abstractmethod
    def to_act(self) -> frozenset[int]:
        """The seats that have a legal action now (empty when the game is over)."""

    def waiting_for(self) -> frozenset[int]:
        """The seats the game cannot go on without (the turn timer watches these). Others in `to_act()` may
        act (a challenge, say) but need not."""
        return self.to_act()

    def mid_turn(self, seat: int) -> bool:
        """True while `seat` has begun a turn that takes several actions (picking cards, say) and not finished
        it: whoever plays for an absent person finishes the turn rather than stopping halfway."""
        return False

    def checks_itself(self, action: str) -> bool:
        """True for an action that names the state it refers to (`call:7` challenges play 7), so a press of it
        stays valid while unrelated moves change the version."""
        return False

    @abstractmethod
    def legal_actions(self, seat: int) -> list[str]:
        """Every action `seat` may take now, in a stable order; empty when it is not that seat's move."""

    def apply(self, seat: int, action: str) -> list[Event]:
        """Apply one action, or raise `IllegalAction` and change nothing."""
        if self.is_over():
            raise IllegalAction("game_over", "the game is over")
        if not 0 <= seat < self.players:
            raise IllegalAction("no_seat", f"there is no seat {seat}")
        if action == LEAVE:
            events = self._leave(seat)
        elif self.is_legal(seat, action):
            events = self._apply(seat, action)
        else:
            raise self.explain_illegal(seat, action)
        self.log.append((seat, action))
        return events

    def is_legal(self, seat: int, action: str) -> bool:
        """Whether `seat` may take `action` now. A game whose choices are many combinations (bury 4 of 16 cards)
        answers this directly instead of searching its whole `legal_actions` list."""
        return action in self.legal_actions(seat)

    @abstractmethod
    def _apply(self, seat: int, action: str) -> list[Event]:
        """Change the state for an action already known to be legal."""

    @abstractmethod
    def _leave(self, seat: int) -> list[Event]:
        """What the rules make of a player who leaves."""

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat not in self.to_act():
            return IllegalAction("not_your_turn", "it is not your turn")
        return IllegalAction("illegal", f"{action!r} is not a legal move now")

    @abstractmethod
    def view(self, seat: int) -> View:
        """What the player in `seat` may know: the public view plus their own hand."""

    @abstractmethod
    def public_view(self) -> View:
        """What the table shows everyone."""

    def card_places(self) -> Mapping[str, Sequence[str]]:
        """Where every card of the game is now, by named place (`hand:0`, `stock`, `discard`, `trick`,
        `taken:1`, `kitty`, `floor`, `grid:2:5`, …). Every card is in exactly one place after every move; the
        conformance suite checks it, and checks that the whole is the same deck from the first move to the last.
        A seat's own cards are in places named `<kind>:<seat>` of the kinds `deals.HOLDINGS` names (`hand`,
        `pending`, `grid`, …): what a seat was dealt is read from them."""
        raise NotImplementedError(f"{self.name} does not list its card places")

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        """The places of `card_places()` whose cards `seat` (None: the group) may not see now. The conformance
        suite exchanges cards between such places and expects that seat's view, keyboard and image unchanged."""
        raise NotImplementedError(f"{self.name} does not say which places are hidden")

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result:
        """Only meaningful once `is_over()`."""

    # -- records ----------------------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "options": dict(self.options),
            "players": self.players,
            "seed": self.seed,
            "actions": [list(a) for a in self.log],
        }

    @classmethod
    def replay(cls, record: Mapping[str, Any]) -> Self:
        game = cls(record["options"], record["players"], record["seed"])
        for seat, action in record["actions"]:
            game.apply(seat, action)
        return game
