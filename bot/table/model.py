"""A table: one lobby and then one game in a chat or forum topic, with everything needed to rebuild it."""

from __future__ import annotations

import asyncio
import copy
import secrets
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields, is_dataclass
from types import UnionType
from typing import Any, Union, get_args, get_origin, get_type_hints

from bot.games.protocol import Game
from bot.plugin import GameEntry, GameUI
from bot.registry import GAMES

PRACTICE_MOST = 6  # a practice table of a game for many offers at most this many seats: enough to learn it
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
    at: float = 0.0  # when it was drawn (epoch seconds): what it shows has been in sight since


@dataclass(frozen=True)
class Word:
    """Something a table says in its group, kept with the table until it has been said (`play.words`)."""

    id: int  # the table's count of words told before it
    text: str
    buttons: list[list[list[str]]]  # rows of [label, callback data]
    news: bool = False


@dataclass
class Local:
    """What only this worker knows of a live table, kept when the table is loaded again from the database: the
    writer's lock (`table.writer`), the hands it has still to redraw, and what it last asked the group to show."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    resend_hands: set[int] = field(default_factory=set)  # user ids whose hand is to be sent anew
    table_shown: dict[str, Any] | None = None  # the public view last asked for
    dropped: bool = False  # its row is gone for good (`Runtime.drop`): saved no more
    untold: list[Word] = field(default_factory=list)  # words told here and not yet queued (`play.words.utter`)


LOCAL = {"kept": "local"}  # a field of this worker's own (`Local`), kept on reload
ROW = {"kept": "row"}  # where the database's row stands: loaded with the row, never written in it


@dataclass
class Table:
    """A table's record, saved whole after every change (`to_state`, derived from the fields: a field is saved
    and loaded by being declared), its game saved as its record's header and one row per move; and what only
    this worker knows of it (`local`)."""

    id: str
    chat_id: int
    thread_id: int | None
    game_name: str
    lang: str
    creator_id: int
    chat_title: str
    options: dict[str, Any]
    seats: list[Seat | None]
    # A slow table's hours a turn (`screens.slow`), 0 at a quick one: its turns and idle lobby count in hours.
    slow: int = 0
    lobby_message_id: int | None = None
    table_message_id: int | None = None
    hand_messages: dict[int, int] = field(default_factory=dict)  # user id -> their DM hand message
    pings: dict[int, int] = field(default_factory=dict)  # user id -> their live turn ping (`screens.pings`)
    # Messages still to delete, (chat id, message id): earlier table pictures, spent pings. Each goes from here
    # once deleted; a restart deletes what is left.
    to_delete: list[tuple[int, int]] = field(default_factory=list)
    # The newest message known in the table's chat or topic, and the newest of the table's news (a hand's result):
    # how far the table's picture has been pushed up (`screens.group.buried`).
    newest_message_id: int = 0
    news_message_id: int = 0
    unsaid: list[Word] = field(default_factory=list)  # what the group is still to hear, in order (`play.words`)
    words: int = 0  # how many words the table has told
    # When the person to act runs out of time (epoch seconds); in a lobby, when it closes unless touched before.
    deadline: float | None = None
    deadline_version: int = -1  # the game version that deadline was set for
    warned_for: float | None = None  # the deadline whose warning went out: one warning a turn, whoever re-arms
    # The game's own timed window (`public_view()["clock"]`): the action its expiry applies, and when.
    clock: tuple[str, float] | None = None
    missed: dict[int, int] = field(default_factory=dict)  # seat -> turns missed in a row
    away: set[int] = field(default_factory=set)  # seats a computer plays until their person comes back
    pages: dict[int, int] = field(default_factory=dict)  # seat -> the page of a long hand it is looking at
    # The people playing this game for the first time, decided as it starts: their hand says how its buttons work.
    newcomers: set[int] = field(default_factory=set)  # user ids
    offer_fill: bool = False  # Start was pressed with empty seats: offer computer players for them
    # Until when (epoch seconds) the moves that would end a challenge wait (`GameEntry.window`).
    grace_until: float = 0.0
    hints: bool = False  # its group allowed hints when it started, or it is practice (`screens.hints`)
    # A person's table in their private chat against computer players (`play.practice`): hints on, no score.
    practice: bool = False
    hinted: bool = False  # someone asked for a hint: the result says so
    # What each player's hand message shows, as last drawn: a restart leaves alone a hand that shows the saved game.
    hands_shown: dict[int, ShownHand] = field(default_factory=dict, repr=False)  # by user id
    group_digest: str | None = field(default=None, repr=False)  # what the lobby or table message shows
    # When each person last pressed a button of this game (they are looking: no ping needed), epoch seconds;
    # saved with the moves, so that whichever worker pings knows of presses another took.
    pressed: dict[int, float] = field(default_factory=dict, repr=False)  # by user id
    game: Game | None = field(default=None, repr=False)  # saved as its record's header (`game_header`) and moves
    saved_moves: int = field(default=0, repr=False, metadata=ROW)  # how many of the game's moves the database holds
    row_version: int = field(default=0, repr=False, metadata=ROW)  # the row's version it was loaded or saved as
    local: Local = field(default_factory=Local, repr=False, compare=False, metadata=LOCAL)

    @property
    def key(self) -> ChatKey:
        return (self.chat_id, self.thread_id)

    @property
    def slow_seconds(self) -> int:
        """A slow table's time a turn; 0 at a quick one."""
        return self.slow * 3600

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def entry(self) -> GameEntry:
        return GAMES[self.game_name]

    @property
    def ui(self) -> GameUI:
        return GAMES[self.game_name].ui

    def sizes(self) -> list[int]:
        """The table sizes its lobby offers: a fixed-seat game's own; at practice, any game's from its least to
        its most under the table's options, up to `PRACTICE_MOST`."""
        ui = self.ui
        if ui.fixed_seats:
            return sorted(ui.player_counts)
        if not self.practice:
            return []  # people join, up to the most
        least = ui.game.min_players
        return list(range(least, max(least, min(ui.max_players_for(self.options), PRACTICE_MOST)) + 1))

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
        """The table as it is, kept so that a change that could not be saved can be taken back: returns the undo.
        Only the record comes back: the row stands where it stood (a failed save did not move it), and the game
        comes back by replaying its record without the actions made since."""
        state = copy.deepcopy(self.to_state())
        version = self.game.version if self.game else 0

        def undo() -> None:
            game = self.game
            self.become({**state, **{name: getattr(self, name) for name in ROW_FIELDS}, "record": None})
            if game is not None and state["record"] is not None:
                record = game.record()
                self.game = self.entry.engine.replay({**record, "actions": record["actions"][:version]})

        return undo

    def to_state(self) -> dict[str, Any]:
        """The record as saved: every field but the row's and this worker's, the game as its header."""
        return {**{name: encode(getattr(self, name)) for name in SAVED_FIELDS}, "record": self.game_header()}

    def game_header(self) -> dict[str, Any] | None:
        """The game's record without its moves, which are saved one row each (`Store.save_table`)."""
        game = self.game
        if game is None:
            return None
        return {"game": game.name, "options": dict(game.options), "players": game.players, "seed": game.seed}

    def unsaved_moves(self) -> list[tuple[int, str]]:
        return self.game.log[self.saved_moves:] if self.game else []

    def become(self, state: dict[str, Any]) -> None:
        """Be the table `state` describes (as the store gives it, or `to_state` with the row's fields), keeping
        what only this worker knows."""
        fresh = Table.from_state(state)
        for name in (*SAVED_FIELDS, *ROW_FIELDS, "game"):
            setattr(self, name, getattr(fresh, name))

    @classmethod
    def from_state(cls, state: dict[str, Any]) -> Table:
        hints = get_type_hints(cls)
        table = cls(**{name: decode(state[name], hints[name]) for name in (*SAVED_FIELDS, *ROW_FIELDS)
                       if name in state})
        if state.get("record"):
            table.game = table.entry.engine.replay(state["record"])
        return table


SAVED_FIELDS = tuple(f.name for f in fields(Table) if f.name != "game" and "kept" not in f.metadata)
ROW_FIELDS = tuple(f.name for f in fields(Table) if f.metadata.get("kept") == "row")


def encode(value: Any) -> Any:
    """A field's value as JSON holds it: a dataclass as the list of its fields, a set sorted, a dict with whole
    number keys as a list of [key, value…] rows (JSON's keys are strings)."""
    if is_dataclass(value) and not isinstance(value, type):
        return [encode(getattr(value, f.name)) for f in fields(value)]
    if isinstance(value, dict) and any(isinstance(k, int) for k in value):
        return [[k, *v] if isinstance(v := encode(item), list) else [k, v] for k, item in value.items()]
    if isinstance(value, set):
        return sorted(value)
    if isinstance(value, list | tuple):
        return [encode(item) for item in value]
    return value


def decode(value: Any, hint: Any) -> Any:
    """A field's value from JSON, by the field's type (the reverse of `encode`)."""
    origin, args = get_origin(hint), get_args(hint)
    if value is None:
        return None
    if origin in (UnionType, Union):
        return decode(value, next(a for a in args if a is not type(None)))
    if isinstance(hint, type) and is_dataclass(hint):
        return hint(*value)
    if origin is dict and args[0] is int:
        item = args[1]
        nested = isinstance(item, type) and is_dataclass(item)
        return {row[0]: decode(row[1:] if nested else row[1], item) for row in value}
    if origin is set:
        return set(value)
    if origin is tuple:
        return tuple(decode(item, kind) for item, kind in zip(value, args, strict=False))
    if origin is list:
        return [decode(item, args[0]) for item in value]
    return value


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
