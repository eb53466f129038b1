"""Simulated people at a table: they read the messages the bot sent them and press its buttons."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable

from bot.games.protocol import Game
from bot.runtime import Runtime
from bot.screens.hands import keyboard_spent
from bot.table.model import Table
from tests.fakebot import Button, FakeTelegram, Group, Message, User

STALE = "That button is out of date."
CARD = re.compile(r"^(10|[2-9AJQK])[♠♥♦♣]$")
TURN_MARKERS = ("Your turn", "You are the hakem", "Go on for Bam", "Your draw", "نوبت شماست", "شما حاکم هستید",
                "هفت–هیچ", "نوبت کشیدن شماست")


async def all_said(server: FakeTelegram, rt: Runtime) -> None:
    """A game is over: wait until the bot has recorded it and let its table go, and has sent everything it had
    to say (the result is announced after the result is stored and the final picture drawn, which under load
    can outlast any quiet a test would wait for)."""
    await server.wait_for(lambda: not any(table.started for table in rt.tables), timeout=30,
                          what="the finished table let go")
    await rt.drain()


async def at_rest(server: FakeTelegram, rt: Runtime, game: Game, people: list[User]) -> None:
    """Wait until the game waits for one of the people (their hand shows their turn; computers move on their own)
    or is over, and the bot has sent everything it had to say by then: nothing is on its way that the test reads
    next, or that stopping the bot would cut short."""
    await server.wait_for(lambda: game.is_over() or any(my_turn(p) for p in people), timeout=30,
                          what="a person's turn or the game's end")
    if game.is_over():
        await all_said(server, rt)
    else:
        await rt.drain()


def hand_message(user: User) -> Message | None:
    """The player's hand message: the last bot message in their DM with buttons."""
    return next((m for m in reversed(user.inbox()) if m.buttons), None)


def current_hand(user: User, version: int) -> Message | None:
    """The player's hand message once it shows the game at `version` (its present one, say): every move button on
    it was drawn for it (a keyboard drawn before the last move is on its way to being redrawn, and the bot may
    refuse it as out of date)."""
    message = hand_message(user)
    versions = {move_version(b.callback_data) for row in message.buttons for b in row} - {-1} if message else set()
    return message if versions == {version} else None


def my_turn(user: User) -> Message | None:
    return turn_message(user, TURN_MARKERS)


def turn_message(user: User, markers: tuple[str, ...]) -> Message | None:
    """The player's hand message when its text says (by one of `markers`) that they are to act, and they have not
    already acted on it as it shows now (the bot answers a move before it redraws the hand)."""
    message = hand_message(user)
    if message is None or not shows_last_press(user.server, message):
        return None
    return message if any(marker in message.body for marker in markers) else None


def shows_last_press(server: FakeTelegram, message: Message) -> bool:
    """Whether the message as it is now shows what came of the last press on it that the bot answered as done:
    it answers a move as soon as the move is saved and redraws the message in its chat's turn, so until then it
    shows a turn that is over. An edit since the press is not enough: one on its way before the press came shows
    buttons of the press's version or older."""
    if server.pressed_as_is(message):
        return False
    pressed = server.last_done_press(message)
    if pressed is None or pressed.rsplit("|", 1)[-1].startswith("~"):  # a page of the hand: no move, no new version
        return True
    return not any(0 <= move_version(b.callback_data) <= move_version(pressed) for row in message.buttons for b in row)


async def redrawn(server: FakeTelegram, message: Message) -> Message:
    """The message as it is now, once the bot has redrawn it after a press on it that it answered as done: it
    answers a move as soon as the move is saved and redraws the message in its chat's turn (with buttons of a
    later version than the press's: an edit on its way before the press came shows less)."""
    def ready() -> Message | None:
        now = server.message(message.chat_id, message.message_id)
        return now if shows_last_press(server, now) else None

    return await server.wait_for(ready, what="the pressed message redrawn")


async def press_label(server: FakeTelegram, person: User, message: Message, text: str) -> str | None:
    """Press the button whose label, without its marks, is `text` on the message as the bot redrew it after the
    person's last press; returns the answer. A press refused as stale (the message was about to be redrawn for
    someone else's move) is made again on the message as redrawn."""
    answer: str | None = STALE
    for _ in range(10):
        current = await redrawn(server, message)
        data = next((b.callback_data for row in current.buttons for b in row if b.text.strip("·✅") == text), None)
        assert data is not None, f"no button {text!r} on {current.body!r}"
        answer = (await person.press(current, data=data)).text
        if answer != STALE:
            break
        await server.wait_for(functools.partial(edited_since, server, message, current.edits),
                              what="the stale message redrawn")
    return answer


def edited_since(server: FakeTelegram, message: Message, edits: int) -> bool:
    return server.message(message.chat_id, message.message_id).edits > edits


def a_card(button: Button) -> bool:
    """A card of the hand, marked or not: the same card whatever else changed around it."""
    return bool(CARD.match(button.text.strip("·✅ ")))


def a_move(button: Button) -> bool:
    """Any move of the game, not a page of the hand."""
    return move_version(button.callback_data) >= 0 and not move_action(button.callback_data).startswith("~")


async def press_one_redraw_behind(person: User, message: Message, table: Table,
                                  counts: Callable[[Button], bool] = a_card) -> bool:
    """On the person's turn: press, on the keyboard their hand showed before its last redraw, a button that
    `counts` whose move is legal now and which reads as it does on the hand as shown now (it means the same), as
    a person does who presses just before the redraw reaches them; it is taken as that move. False when that
    keyboard offered no such move (or they have moved since)."""
    game, seat = table.game, table.seat_of(person.id)
    assert game is not None and seat is not None
    legal = set(game.legal_actions(seat))
    shown = {move_action(b.callback_data): words(b) for row in message.buttons for b in row}
    for button in (b for row in message.keyboard_before() for b in row if counts(b)):
        data = button.callback_data
        version = move_version(data)
        action = move_action(data)
        if 0 <= version < game.version and action in legal and shown.get(action) == words(button) \
                and not keyboard_spent(game, seat, version):
            answer = await person.press(message, data=data)
            assert answer.text is None, f"a press one redraw behind ({data}) answered {answer.text!r}"
            assert (seat, action) in game.log[version:], "the press one redraw behind made its move"
            return True
    return False


def words(button: Button) -> str:
    """What a button says, without the mark of a card that cannot be played now (it is still that card)."""
    return button.text.strip("·")


def move_version(data: str | None) -> int:
    """The game version a move button was drawn for (`G|table|version|action`); -1 for any other button."""
    parts = (data or "").split("|")
    return int(parts[2]) if parts[0] == "G" and len(parts) > 3 and parts[2].isdigit() else -1


def move_action(data: str | None) -> str:
    """The action a move button makes (the last part of `G|table|version|action`)."""
    return (data or "").split("|", 3)[-1]


def playable(message: Message) -> list[str]:
    """Buttons a player would press: declarations, Bam choices, and cards not shown as inactive (·X·)."""
    return [b.text for row in message.buttons for b in row if not b.text.startswith("·")]


async def seat_everyone(server: FakeTelegram, group: Group, people: list[User], command: str = "/hokm") -> Message:
    """The first person opens a table; everyone takes the seats in order (through the DM link if needed)."""
    await people[0].send(group, command)
    lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
    for seat, person in enumerate(people):
        data = [b for row in lobby.buttons for b in row][seat].callback_data
        answer = await person.press(lobby, data=data)
        if answer.url:
            await person.start(answer.url.split("start=", 1)[1])
    await server.wait_for(lambda: all(p.first_name in server.message(group, lobby.message_id).body
                                      for p in people))
    return server.message(group, lobby.message_id)


async def play_one_move(server: FakeTelegram, people: list[User], rng: random.Random,
                        over: Callable[[], bool], timeout: float = 10) -> None:
    """Wait until someone is to act (or the game is `over`), and let them press one of their playable buttons."""
    acting: User | bool = await server.wait_for(lambda: over() or next((p for p in people if my_turn(p)), None),
                                                timeout)
    if isinstance(acting, User) and (message := my_turn(acting)) is not None:
        await acting.press(message, rng.choice(playable(message)))


async def start_with_computers(server: FakeTelegram, group: Group, lobby: Message, person: User) -> None:
    """Press Start with seats empty, then take the lobby's offer to fill them with computer players."""
    assert "Some seats are empty" in ((await person.press(lobby, "Start")).text or "")
    await server.wait_for(lambda: "Start with computer" in " ".join(
        server.message(group, lobby.message_id).button_labels))
    answer = await person.press(server.message(group, lobby.message_id), "Start with computer")
    assert answer.text == "The game has started!"


async def open_with_computers(server: FakeTelegram, group: Group, person: User, command: str = "/hokm") -> None:
    """The person opens a table, takes the first seat (or joins) and starts with computer players in the rest."""
    said = await person.send(group, command)
    lobby = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                if m.message_id > said.message_id), None))
    await person.press(lobby, data=lobby.buttons[0][0].callback_data)
    await start_with_computers(server, group, lobby, person)


async def settings_screen(server: FakeTelegram, group: Group, person: User) -> Message:
    """The person sends /settings in the group: the settings message the bot answers with."""
    await person.send(group, "/settings")
    return await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                               if "This group's settings" in m.body), None), what="/settings")


async def add_computer_and_start(server: FakeTelegram, group: Group, lobby: Message, person: User,
                                 seated: int) -> None:
    """Give one more seat to a computer player (`seated` are then at the table), then press Start."""
    assert (await person.press(lobby, "Add computer")).text == "A computer player sat down."
    await server.wait_for(lambda: f"{seated} seated" in server.message(group, lobby.message_id).body)
    answer = await person.press(server.message(group, lobby.message_id), "Start")
    assert answer.text == "The game has started!"
STALE_OR_FORGED = ("That button is out of date.", "This game is over.", "It's not your turn.",
                   "This button does not belong to a table in this chat.", "That move isn't allowed now.",
                   "That card isn't in your hand.")


async def refusals_change_nothing(player: User, outsider: User, message: Message, in_group: Message, table: Table,
                                  illegal: tuple[str, ...], forged: tuple[str, ...]) -> None:
    """On `player`'s turn: an inactive (dotted) button, answered by one of `illegal`; the same press by someone
    not seated; `forged` callback data (answered by one of STALE_OR_FORGED or `illegal`); then a legal press
    and the same press again from the keyboard it made old, answered as made. Only the legal press changes the
    game, once."""
    game = table.game
    assert game is not None
    version = game.version
    dotted = next(b.callback_data for row in message.buttons for b in row if b.text.startswith("·"))
    assert (await player.press(message, data=dotted)).text in illegal
    assert (await outsider.press(in_group, data=dotted)).text == "You're not playing in this game."
    for data in ("G|zzzzzzzz|1|p:AS", "G|" + table.id + "|1|p:ZZ", *forged, "garbage"):
        assert (await player.press(message, data=data)).text in (*STALE_OR_FORGED, *illegal)
    assert game.version == version
    legal = next(b.callback_data for row in message.buttons for b in row if not b.text.startswith("·"))
    await made_once(player, message, legal or "", table)


async def made_once(player: User, message: Message, data: str, table: Table) -> None:
    """A legal press, then the same press again from the keyboard it made old: answered as the move it made, and
    the game has that move once (computer players may have moved since)."""
    game, seat = table.game, table.seat_of(player.id)
    assert game is not None and seat is not None
    version = game.version
    await player.press(message, data=data)
    assert [s for s, _ in game.log[version:]].count(seat) == 1
    again = await player.press(message, data=data)
    assert again.text is None, "the same press again is answered as the move it made"
    assert [s for s, _ in game.log[version:]].count(seat) == 1


def two_people_and_an_outsider(server: FakeTelegram, title: str) -> tuple[list[User], User, Group]:
    """Alice and Bob, who will play, and Eve, who only watches: all three have started the bot and read English,
    in a group Alice owns."""
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob")]
    eve = server.add_user("Eve", started=True, language_code="en")
    return people, eve, server.create_group(title, [*people, eve], owner=people[0])


async def play_to_the_end(server: FakeTelegram, person: User, game: Game, rng: random.Random) -> None:
    """The one person at a table of computer players plays until the game is over."""
    while not game.is_over():
        await play_one_move(server, [person], rng, over=game.is_over, timeout=30)
