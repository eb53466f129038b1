"""Simulated people at a Bluff table: they pick cards in their DM, claim or pass, and press Bluff! in the group."""

from __future__ import annotations

import functools
import random

from bot.games.protocol import Game
from tests.fakebot import Button, CallbackAnswer, FakeTelegram, Group, Message, User
from tests.players import current_hand, hand_message, shows_last_press

ISOLATES = str.maketrans("", "", "\u2068\u2069")


def plain(text: str) -> str:
    """Message text without the bidi isolates every name is wrapped in."""
    return text.translate(ISOLATES)


def action(button: Button) -> str:
    """The move a button makes: the last part of its callback data (`G|<table>|<version>|<action>`)."""
    return (button.callback_data or "").split("|", 3)[-1]


def buttons(message: Message, prefix: str) -> list[Button]:
    return [b for row in message.buttons for b in row if action(b).startswith(prefix)]


def to_play(user: User, game: Game | None = None) -> Message | None:
    """The player's hand message while it is their turn: their cards are buttons (a hand off turn may carry only
    Bluff!), and they have not acted on it as it shows now. With `game`, only once it is drawn for the game as it
    is now (for a table of people only: a computer's move redraws only the hands it changes)."""
    message = hand_message(user) if game is None else current_hand(user, game.version)
    if message is None or not shows_last_press(user.server, message):
        return None
    return message if buttons(message, "s:") else None


def turn_of(people: list[User], game: Game, but: User | None = None) -> User | None:
    """Whoever is to play (other than `but`), once their hand shows it."""
    return next((p for p in people if p is not but and to_play(p, game)), None)


def table_message(server: FakeTelegram, group: Group) -> Message | None:
    return next((m for m in server.bot_messages(group) if m.photo), None)


def bluff_button(server: FakeTelegram, group: Group, play: int) -> Message | None:
    """The group's table once its Bluff! button is the one for `play`."""
    message = table_message(server, group)
    if message is not None and any(action(b) == f"call:{play}" for b in buttons(message, "call:")):
        return message
    return None


async def seat_all(server: FakeTelegram, group: Group, people: list[User], command: str = "/bluff") -> Message:
    """The first person opens a table (Bluff's unless `command` says) and everyone presses Join (through the DM
    link if needed)."""
    await people[0].send(group, command)
    lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
    for person in people:
        answer = await person.press(server.message(group, lobby.message_id), "Join")
        if answer.url:
            await person.start(answer.url.split("start=", 1)[1])
        # Seats follow the order in which joins reach the bot: wait for this one before the next presses, so that
        # seat i is people[i] even when a join goes through the private chat.
        await server.wait_for(functools.partial(lobby_names, server, group, lobby.message_id, person))
    return server.message(group, lobby.message_id)


def lobby_names(server: FakeTelegram, group: Group, lobby_id: int, person: User) -> bool:
    return person.first_name in server.message(group, lobby_id).body


async def press_action(player: User, wanted: str, game: Game) -> CallbackAnswer:
    """Press the button for `wanted` on the player's hand message once it shows the game as it is now."""
    message = await player.server.wait_for(lambda: current_hand(player, game.version),
                                           what=f"{player.first_name}'s hand")
    (button,) = [b for row in message.buttons for b in row if action(b) == wanted]
    return await player.press(message, data=button.callback_data)


async def take_turn(player: User, game: Game, rng: random.Random, pass_rate: float = 0.25) -> str:
    """Pass now and then; otherwise pick one to four cards and claim them (the opener names the rank of the first
    card picked). Every press must be accepted. Returns the claim or `pass`."""
    message = await player.server.wait_for(lambda: to_play(player, game), what=f"{player.first_name}'s turn")
    if buttons(message, "pass") and rng.random() < pass_rate:
        assert (await press_action(player, "pass", game)).text is None
        return "pass"
    cards = [action(b) for b in buttons(message, "s:")]
    picked = rng.sample(cards, rng.randint(1, min(4, len(cards))))
    for card in picked:  # each pick ticks the card on the hand
        assert (await press_action(player, card, game)).text is None
    message = await player.server.wait_for(lambda: to_play(player, game), what=f"{player.first_name}'s claim")
    claims = [action(b) for b in buttons(message, "c:")]
    own = "c:" + picked[0][2:].split("#")[0][:-1]
    claim = own if own in claims else claims[0]
    assert (await press_action(player, claim, game)).text is None
    return claim
