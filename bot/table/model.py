"""A table: one lobby and then one game in a chat or forum topic, with everything needed to rebuild it."""

from __future__ import annotations

import asyncio
import secrets
import string
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.games.protocol import Game
from bot.plugin import GameEntry, GameUI
from bot.registry import GAMES

ChatKey = tuple[int, int | None]  # (chat_id, message_thread_id): forum topics each get their own table


def new_table_id() -> str:
    alphabet = string.ascii_lowercase + string.digits
    return "".join(secrets.choice(alphabet) for _ in range(8))


@dataclass
class Seat:
    user_id: int  # a computer player's is negative
    name: str

    @property
    def computer(self) -> bool:
        return self.user_id < 0


@dataclass(frozen=True)
class ShownHand:
    """A hand message as it was last drawn. While what it shows is unchanged, its buttons mean what they say
    even if other seats have moved since: a press from them is not stale. `digest` stands for its text and
    buttons, so that a restarted bot edits only the hands that would change."""

    message_id: int
    version: int
    digest: str


# What only this worker knows of a table, kept when it is loaded again from the database (`Table.become`): the
# locks and the event others wait on, and the hands it has still to redraw or send anew.
KEPT_ON_LOAD = ("lock", "saving", "steady", "resend_hands", "hands_changing")


def steady() -> asyncio.Event:
    """An event that is set: a table with no move on its way to the database."""
    event = asyncio.Event()
    event.set()
    return event


@dataclass
class Table:
    id: str
    chat_id: int
    thread_id: int | None
    game_name: str
    lang: str
    creator_id: int
    chat_title: str
    options: dict[str, Any]
    seats: list[Seat | None]
    lobby_message_id: int | None = None
    table_message_id: int | None = None
    hand_messages: dict[int, int] = field(default_factory=dict)  # user id -> their DM hand message
    pings: dict[int, int] = field(default_factory=dict)  # user id -> their live turn ping (`screens.pings`)
    # The newest message known in the table's chat or topic, and the newest of the table's news (a hand's result):
    # how far the table's picture has been pushed up (`screens.buried`).
    newest_message_id: int = 0
    news_message_id: int = 0
    old_pictures: list[int] = field(default_factory=list)  # earlier table pictures still to delete
    touched: float = field(default_factory=time.time)
    deadline: float | None = None  # when the person to act runs out of time (epoch seconds)
    deadline_version: int = -1  # the game version that deadline was set for
    # The game's own timed window (`public_view()["clock"]`): the action its expiry applies, and when.
    clock: tuple[str, float] | None = None
    missed: dict[int, int] = field(default_factory=dict)  # seat -> turns missed in a row
    away: set[int] = field(default_factory=set)  # seats a computer plays until their person comes back
    pages: dict[int, int] = field(default_factory=dict)  # seat -> the page of a long hand it is looking at
    offer_fill: bool = False  # Start was pressed with empty seats: offer computer players for them
    # Until when (epoch seconds) the moves that would end a challenge wait; not saved, a restart ends the grace.
    grace_until: float = 0.0
    # What each player's hand message shows, as last drawn (saved: a restart leaves alone a hand that shows the
    # saved game).
    hands_shown: dict[int, ShownHand] = field(default_factory=dict, repr=False)  # by user id
    # Not saved: user ids whose hand is to be sent anew, and those whose hand is to be redrawn and shows something
    # else meanwhile (its buttons no longer hold).
    resend_hands: set[int] = field(default_factory=set, repr=False)
    hands_changing: set[int] = field(default_factory=set, repr=False)
    table_shown: dict[str, Any] | None = field(default=None, repr=False)  # not saved: the view last asked for
    group_digest: str | None = field(default=None, repr=False)  # what the lobby or table message shows (saved)
    # When each person last pressed a button of this game (they are looking: no ping needed), epoch seconds;
    # saved with the moves, so that whichever worker pings knows of presses another took.
    pressed: dict[int, float] = field(default_factory=dict, repr=False)  # by user id
    game: Game | None = field(default=None, repr=False)
    saved_moves: int = field(default=0, repr=False)  # how many of the game's moves the database holds
    row_version: int = field(default=0, repr=False)  # the version of the database's row it was loaded or saved as
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)
    saving: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)  # saves of the table go one at a time
    # Clear while a move is made but not yet saved: it may yet be taken back, so nothing is drawn from it meanwhile.
    steady: asyncio.Event = field(default_factory=steady, repr=False)
    dropped: bool = field(default=False, repr=False)  # its row is gone for good (`Runtime.drop`): saved no more

    @property
    def key(self) -> ChatKey:
        return (self.chat_id, self.thread_id)

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def entry(self) -> GameEntry:
        return GAMES[self.game_name]

    @property
    def ui(self) -> GameUI:
        return GAMES[self.game_name].ui

    def missing_players(self) -> int:
        """How many more players the game needs before it can start."""
        seated = sum(1 for _ in self.occupied())
        needed = len(self.seats) if self.ui.fixed_seats else self.entry.engine.min_players
        return max(0, needed - seated)

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s and s.user_id == user_id), None)

    def plays_itself(self, seat: int) -> bool:
        occupant = self.seats[seat]
        return occupant is None or occupant.computer or seat in self.away

    def saw(self, message_id: int, news: bool = False) -> None:
        """A message was posted in the table's chat or topic; `news` when it is the table's own news."""
        self.newest_message_id = max(self.newest_message_id, message_id)
        if news:
            self.news_message_id = max(self.news_message_id, message_id)

    def names(self) -> list[str]:
        return [s.name if s else "" for s in self.seats]

    def occupied(self) -> Iterator[tuple[int, Seat]]:
        return ((i, s) for i, s in enumerate(self.seats) if s is not None)

    def start(self, seed: int) -> Game:
        self.game = self.entry.engine(self.options, len(self.seats), seed)
        return self.game

    def checkpoint(self) -> Callable[[], None]:
        """What a move changes, kept so that a move that could not be saved can be taken back: returns the undo.
        The game itself comes back by replaying its record without the last action."""
        turn = (self.deadline, self.deadline_version, dict(self.missed), set(self.away), self.grace_until, self.clock)
        version = self.game.version if self.game else 0

        def undo() -> None:
            if self.game is not None and self.game.version > version:
                record = self.game.record()
                self.game = self.entry.engine.replay({**record, "actions": record["actions"][:version]})
            self.deadline, self.deadline_version, self.missed, self.away, self.grace_until, self.clock = turn

        return undo

    def to_state(self) -> dict[str, Any]:
        return {
            "id": self.id, "chat_id": self.chat_id, "thread_id": self.thread_id, "game_name": self.game_name,
            "lang": self.lang, "creator_id": self.creator_id, "chat_title": self.chat_title,
            "options": self.options, "seats": [s and [s.user_id, s.name] for s in self.seats],
            "lobby_message_id": self.lobby_message_id, "table_message_id": self.table_message_id,
            "hand_messages": [[u, m] for u, m in self.hand_messages.items()],
            "pings": [[u, m] for u, m in self.pings.items()],
            "newest_message_id": self.newest_message_id, "news_message_id": self.news_message_id,
            "old_pictures": self.old_pictures,
            "record": self.game_header(), "touched": self.touched,
            "deadline": self.deadline, "deadline_version": self.deadline_version,
            "clock": list(self.clock) if self.clock else None,
            "missed": [[s, n] for s, n in self.missed.items()], "away": sorted(self.away),
            "offer_fill": self.offer_fill, "pages": [[s, p] for s, p in self.pages.items()],
            "pressed": [[u, when] for u, when in self.pressed.items()],
            "hands_shown": [[u, h.message_id, h.version, h.digest] for u, h in self.hands_shown.items()],
            "group_digest": self.group_digest,
        }

    def game_header(self) -> dict[str, Any] | None:
        """The game's record without its moves, which are saved one row each (`Store.save_table`)."""
        game = self.game
        if game is None:
            return None
        return {"game": game.name, "options": dict(game.options), "players": game.players, "seed": game.seed}

    def unsaved_moves(self) -> list[tuple[int, str]]:
        return self.game.log[self.saved_moves:] if self.game else []

    def become(self, state: dict[str, Any]) -> None:
        """Be the table `state` describes (as the store gives it, or `to_state` with the row's version), keeping
        the locks whoever waits for this table waits on."""
        fresh = Table.from_state(dict(state))
        for name in self.__dataclass_fields__:
            if name not in KEPT_ON_LOAD:
                setattr(self, name, getattr(fresh, name))

    @classmethod
    def from_state(cls, state: dict[str, Any]) -> Table:
        record = state.pop("record")
        state["seats"] = [Seat(*s) if s else None for s in state["seats"]]
        state["hand_messages"] = {u: m for u, m in state["hand_messages"]}
        state["pings"] = {u: m for u, m in state.get("pings", [])}
        state["missed"] = {s: n for s, n in state["missed"]}
        state["away"] = set(state["away"])
        state["clock"] = tuple(state["clock"]) if state.get("clock") else None
        state["pages"] = {s: p for s, p in state["pages"]}
        state["pressed"] = {u: when for u, when in state.get("pressed", [])}
        state["hands_shown"] = {u: ShownHand(m, v, d) for u, m, v, d in state.get("hands_shown", [])}
        table = cls(**state)
        if record:
            table.game = table.entry.engine.replay(record)
        return table


class Tables:
    """The live tables, by id and by chat."""

    def __init__(self) -> None:
        self._by_id: dict[str, Table] = {}
        self._by_chat: dict[ChatKey, Table] = {}

    def add(self, table: Table) -> None:
        self._by_id[table.id] = table
        self._by_chat[table.key] = table

    def remove(self, table: Table) -> None:
        self._by_id.pop(table.id, None)
        if self._by_chat.get(table.key) is table:
            del self._by_chat[table.key]

    def get(self, table_id: str) -> Table | None:
        return self._by_id.get(table_id)

    def in_chat(self, key: ChatKey) -> Table | None:
        return self._by_chat.get(key)

    def __iter__(self) -> Iterator[Table]:
        return iter(list(self._by_id.values()))

    def __len__(self) -> int:
        return len(self._by_id)
