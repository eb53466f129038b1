"""How each game looks in Telegram. The adapter is game-agnostic; a game plugs in with one `GameUI`."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from bot.games.protocol import Event, Game, View


@dataclass(frozen=True)
class Button:
    label: str
    action: str  # pressed when it is not legal, the rules answer why


Keyboard = list[list[Button]]


class GameUI(ABC):
    game: ClassVar[type[Game]]
    command: ClassVar[str]
    # Fixed seats (teams sit by position): one button per seat. Otherwise one Join button, and the game is
    # dealt to whoever sat down, between the game's minimum and maximum number of players.
    fixed_seats: ClassVar[bool] = False
    player_counts: ClassVar[tuple[int, ...]] = ()  # fixed-seat games: the table sizes the lobby offers, default first

    def house_rules(self, chat: Mapping[str, int]) -> dict[str, Any]:
        """A new table's options from the group's /settings (`sets`, `sars`, …)."""
        return {}

    @abstractmethod
    def title(self, lang: str) -> str: ...

    def lobby_choices(self, players: int) -> dict[str, tuple[Any, ...]]:
        """The options the lobby offers as buttons for a table of this size: option -> values."""
        return {}

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

    @abstractmethod
    def announcements(self, events: Sequence[Event], view: View, names: Sequence[str], lang: str) -> list[str]:
        """Group messages the events deserve (hand and match results), HTML; `view` is the public view after."""

    @abstractmethod
    def rules(self, lang: str, options: Mapping[str, Any]) -> str:
        """The rules, naming the house rules in force under `options`."""

    def challenge_window(self, events: Sequence[Event]) -> bool | None:
        """Whether a move with these events opened a play to challenge (True: the moves that would end the
        chance wait a few seconds, `Settings.challenge_grace`, so that the others have time to press the button;
        bluff.md §3.6), settled it (False), or neither (None)."""
        return None

    def waits_for_grace(self, action: str) -> bool:
        """Whether `action` is one of the moves held back during the grace (it would end the challenge)."""
        return False

    def changed_hands(self, game: Game, events: Sequence[Event], actor: int) -> set[int]:
        """Seats whose private hand message must change after `actor` moved: by default the actor and whoever
        acts now. Keeping this small keeps a move to at most two private edits."""
        return {actor, *game.to_act()}
