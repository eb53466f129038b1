"""Golf players through the fake Bot API: open a table with the lobby's choices, and press the moves the computer
player would make (else any legal button) until the game is over."""

from __future__ import annotations

import random

from bot.ai.golf import golf_move
from bot.games.golf import Golf
from bot.screens.hands import keyboard_spent
from tests.bluff_players import action, seat_all
from tests.drawing_players import move_buttons
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import current_hand, hand_message


async def open_table(server: FakeTelegram, group: Group, people: list[User], variant: str | None,
                     holes: int = 0) -> Message:
    lobby = await seat_all(server, group, people, "/golf")
    assert "Golf table" in lobby.body
    for choice in ([variant] if variant else []) + ([f"⛳ holes: {holes}"] if holes else []):
        assert (await people[0].press(server.message(group, lobby.message_id), choice)).text == "✓"
    lobby = server.message(group, lobby.message_id)
    assert (await people[0].press(lobby, "Add computer")).text == "A computer player sat down."
    answer = await people[0].press(server.message(group, lobby.message_id), "Start")
    assert answer.text == "The game has started!"
    return lobby


async def press_a_move(server: FakeTelegram, game: Golf, people: list[User], rng: random.Random) -> None:
    """The seat the game waits for moves: a person presses the computer player's choice when their keyboard has
    it (else a random button of theirs); a computer seat is waited for."""
    seat = min(game.waiting_for())
    before = game.version
    if seat >= len(people):
        await server.wait_for(lambda: game.version != before or game.is_over(), what="the computer's move")
        return
    person = people[seat]
    try:
        hand = await server.wait_for(lambda: current_hand(person, game.version) or game.version != before,
                                     timeout=1.0, what="the player's buttons")
    except TimeoutError:  # a hand the last moves left as it was keeps its buttons, which still hold
        hand = hand_message(person)
    if not isinstance(hand, Message) or game.version != before:
        return
    wanted = golf_move(game, seat, 0.0)
    buttons = [b for b in move_buttons(hand) if action(b) == wanted] or \
        [b for b in move_buttons(hand) if action(b) in game.legal_actions(seat)]
    answer = await person.press(hand, data=rng.choice(buttons).callback_data)
    # Refused, and the person made no move: the hand was on its way to being redrawn (a computer closed a race as
    # the press went out, or a slow machine), so the next press is on the new keyboard; or a snap race open on the
    # last turn, which the clock closed as the press went out, ended the game.
    if answer.text == "That button is out of date." or (answer.text == "This game is over." and game.is_over()):
        assert not keyboard_spent(game, seat, before)
        return
    assert answer.text is None, answer.text
    assert game.version > before or game.is_over()


async def play_to_end(server: FakeTelegram, game: Golf, people: list[User], rng: random.Random) -> None:
    for _ in range(5000):
        if game.is_over():
            return
        await press_a_move(server, game, people, rng)
    raise AssertionError("no end")
