"""How each game looks in Telegram. The adapter is game-agnostic; a game plugs in with one `GameEntry` (its
`GameUI` and the rest the bot needs to offer it), listed in `bot/registry.py`."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from bot.games.protocol import Event, Game, View
from bot.games.tricks import Trick, hands_of_tricks
from bot.i18n import t


@dataclass(frozen=True)
class Button:
    label: str
    action: str  # pressed when it is not legal, the rules answer why
    # What the button means, where its words say more (a card marked as not playable now is still that card): by
    # default its words. A press on a keyboard drawn a few moves ago is taken while the keyboard now has a button
    # for the same action that means the same, and refused as out of date once the meaning changed.
    meaning: str | None = field(default=None, repr=False)

    @property
    def means(self) -> str:
        return self.label if self.meaning is None else self.meaning


Keyboard = list[list[Button]]


class GameUI(ABC):
    game: ClassVar[type[Game]]
    command: ClassVar[str]
    # Fixed seats (teams sit by position): one button per seat. Otherwise one Join button, and the game is
    # dealt to whoever sat down, between the game's minimum and maximum number of players.
    fixed_seats: ClassVar[bool] = False
    player_counts: ClassVar[tuple[int, ...]] = ()  # fixed-seat games: the table sizes the lobby offers, default first
    # A trick-taking game: each finished hand can be shown afterwards as a picture of its tricks (`hand_tricks`).
    has_tricks: ClassVar[bool] = False
    # Buttons a newcomer needs a word on (a card and then what it does, say): their first game's hand says how.
    explains_buttons: ClassVar[bool] = False

    def house_rules(self, chat: Mapping[str, int]) -> dict[str, Any]:
        """A new table's options from the group's /settings (`sets`, `sars`, …)."""
        return {}

    def title(self, lang: str) -> str:
        """The game's name, from its `<command>_title` message."""
        return t(lang, f"{self.command}_title")

    def summary(self, lang: str) -> str:
        """Three lines that open `/rules <game>`: the goal, how a turn goes, how it is won or scored; from the
        game's `<command>_summary` message."""
        return t(lang, f"{self.command}_summary")

    def how_to(self, lang: str) -> str | None:
        """One line on how to use the hand's buttons, shown under the hand of a person playing the game for the
        first time (its `<command>_how_to` message); None for a game whose buttons say it all."""
        return t(lang, f"{self.command}_how_to") if self.explains_buttons else None

    def lobby_choices(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
        """The options the lobby offers as buttons for a table of this size whose options are chosen so far:
        option -> values. A choice that takes an option off this list (or one of its values) puts the option back
        to the table's house rule or its default."""
        return {}

    def max_players_for(self, options: Mapping[str, Any]) -> int:
        """The most players a table under these options seats; the lobby's seats and Start follow it."""
        return self.game.max_players

    def seat_label(self, seat: int, players: int, options: Mapping[str, Any], lang: str) -> str:
        """What a fixed-seat lobby writes beside a seat: its team, say."""
        return ""

    def players_label(self, players: int, lang: str) -> str:
        """The button that sets a fixed-seat table's size."""
        return str(players)

    @abstractmethod
    def option_label(self, option: str, value: Any, lang: str) -> str: ...

    @abstractmethod
    def start_text(self, view: View, names: Sequence[str], lang: str) -> str:
        """Shown in the group when the game starts (HTML)."""

    @abstractmethod
    def hand_text(self, view: View, names: Sequence[str], lang: str) -> str:
        """The text of a player's private hand message (HTML), from `game.view(seat)`."""

    @abstractmethod
    def hand_keyboard(self, view: View, lang: str, page: int) -> Keyboard:
        """The private hand's buttons. A button whose action starts with `~` changes only this player's
        display (`~page:2`, say); the adapter keeps that page and redraws, the rules never see it."""

    def table_keyboard(self, view: View, lang: str) -> Keyboard:
        """Buttons under the group's table image that any player may press (a challenge, say)."""
        return []

    @abstractmethod
    def caption(self, view: View, names: Sequence[str], lang: str) -> str:
        """The short caption under the table image (HTML)."""

    @abstractmethod
    def render(self, view: View, names: Sequence[str], lang: str) -> bytes:
        """The table image, from the public view."""

    def final_image(self, view: View, names: Sequence[str], lang: str) -> bytes | None:
        """A picture of the final result (a scoreboard, say), sent once with the match's result; None for none."""
        return None

    @abstractmethod
    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        """Group messages the events deserve (hand and match results), HTML; `view` is the public view after."""

    @abstractmethod
    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        """The rules, naming the house rules in force under `options`."""

    def hand_tricks(self, record: Mapping[str, Any]) -> list[tuple[Trick, ...]] | None:
        """The tricks of every finished hand of a recorded game, in order, for the picture of a hand; None for a
        game without tricks. Built from the record alone, so it serves a game that ended before a restart."""
        return hands_of_tricks(self.game, record) if self.has_tricks else None

    def again_options(self, record: Mapping[str, Any]) -> dict[str, Any]:
        """The options of the table Play again opens after the recorded game: by default the same."""
        return dict(record["options"])

    def partners(self, players: int, options: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
        """The seats that win or lose together, side by side, for the skill ratings: by default each seat alone."""
        return tuple((seat,) for seat in range(players))

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """Seats whose private hand message must change after `actor` moved: by default the actor and whoever
        acts now. Keeping this small keeps a move to at most two private edits."""
        return {actor, *game.to_act()}


def facing_partners(players: int) -> tuple[tuple[int, ...], ...]:
    """Four players as two teams of partners who face each other (seats 0 and 2, 1 and 3); fewer play alone."""
    return ((0, 2), (1, 3)) if players == 4 else tuple((seat,) for seat in range(players))


@dataclass(frozen=True)
class TimedWindow:
    """A chance any seat may take for a few seconds after some moves (calling a claim, say): while it is open,
    the moves that would end it wait (`Settings.challenge_grace` seconds), so that people have time to press."""

    opened: Callable[[Sequence[Event]], bool | None]  # True: these events open it, False: close it, None: neither
    holds: Callable[[str], bool]  # whether an action waits while the window is open
    wait_text: str  # the i18n key answering a held press; it gets `seconds`


@dataclass(frozen=True)
class Column:
    """One figure of `/scores` and `/stats`: the sum over finished games of a key of `Result.stats`."""

    name: str  # the placeholder in the game's `<command>_scores_row` and `<command>_stats` messages
    stat: str  # the key in `Result.stats[seat]`
    higher_is_better: bool = True  # the leaderboard ranks by won matches, then by each column in order


@dataclass(frozen=True)
class GroupSetting:
    """A choice a group makes once with /settings for every new table of the game. Its labels are the messages
    `settings_<key>`, `settings_<key>_n` (with `n`) and, for the choice 0, `settings_<key>_0` if it exists."""

    key: str
    choices: tuple[int, ...]  # in button order
    default: int


ComputerMove = Callable[[Game, int, float], str]
"""The move a computer player makes for a seat, thinking for at most about so many seconds; it sees only that
seat's view (and what a person in the seat would remember), and the same game gives the same move."""


@dataclass(frozen=True)
class Advice:
    """A computer player's move and why, for a person who asks for a hint: `reason` names a message (with
    `figures` for its placeholders) that says it from what the player computed, a share of sampled deals, say.
    The figures come from the seat's view alone, so they name no card hidden from it."""

    action: str
    reason: str = "hint_reason_any"  # the generic one: the computer player would make this move
    figures: Mapping[str, object] = field(default_factory=dict)
    # What each other legal move gives up against `action` by the player's own estimate, in the units its game's
    # `GameEntry.review_cost` names; a move left out was not weighed (the review of a hand passes over it).
    costs: Mapping[str, float] = field(default_factory=dict)


ComputerAdvice = Callable[[Game, int, float], Advice]
"""`ComputerMove` with its reason: a game whose computer player can say why gives one in its own AI module; the
action must be the one `ComputerMove` makes for the same game, seat and time."""


@dataclass(frozen=True)
class GameEntry:
    """Everything the bot needs to offer a game; the command menu, /help, /rules, /scores, /stats, /settings,
    the lobby and the computer players are built from these. Besides the fields, the game's UI module registers
    the messages `<command>_scores_row` (with `rank`, `name`, `played`, `matches` and the columns) and
    `<command>_stats` (with `game`, `played`, `matches` and the columns)."""

    ui: GameUI  # the engine (`ui.game`), the command, titles, rules, lobby choices, hand and table
    computer: ComputerMove
    menu: Mapping[str, str]  # by language: the command's line in Telegram's command menu
    help: Mapping[str, str]  # by language: the game's line in /help
    advice: ComputerAdvice | None = None  # the computer's move with its reason, for hints; else a generic one
    # The message that words a cost of `Advice.costs` (with `cost`), for a game whose advice weighs the moves it
    # passes over: each hand's result then offers its players a review of their moves (bot/play/reviews.py).
    review_cost: str | None = None
    # The table sizes at which the advice weighs the card play, where not every size: at another a review would
    # always find the moves as the computer would have made them, so none is offered there.
    review_sizes: tuple[int, ...] = ()
    columns: tuple[Column, ...] = ()
    settings: tuple[GroupSetting, ...] = ()  # what `ui.house_rules` reads from the group's /settings
    window: TimedWindow | None = None
    # Its play runs on its own clock, seconds at a time (`public_view()["clock"]`, a window of reads or of a
    # reveal): it has no slow tables, whose people come by hours apart.
    clocked: bool = False
    # Options under which even random play ends a match soon, for the tests' sample tables: a game scored to a
    # target that random bids never reach names a limit of hands here.
    short_match: Mapping[str, Any] = field(default_factory=dict)
    # More commands that open the game's table. Telegram's command menu takes no name that starts with a digit
    # (`/21`), but such a command typed in a chat still reaches the bot.
    aliases: tuple[str, ...] = ()

    @property
    def command(self) -> str:
        return self.ui.command

    def advise(self, game: Game, seat: int, think: float) -> Advice:
        """The computer player's move for the seat, with the reason its game gives (or the generic one)."""
        return self.advice(game, seat, think) if self.advice else Advice(self.computer(game, seat, think))

    def reviews(self, players: int) -> bool:
        """Whether a hand at a table of `players` offers its players a review of their moves."""
        return self.review_cost is not None and (not self.review_sizes or players in self.review_sizes)

    @property
    def engine(self) -> type[Game]:
        return self.ui.game
