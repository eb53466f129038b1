"""Two people (with two computer players at four seats) play a whole Seep match in a group, pressing only the
buttons the bot sent them (a card, then one of its moves); the bot restarts in the middle and the match goes on from
the database. No press one redraw behind: a hand has buttons only on its player's turn, drawn after the last move
(the card row, then a card's menu, of the same version), so the keyboard it showed before is one they used or
none."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from bot.games.seep import Seep
from bot.runtime import Runtime
from bot.table.model import Table
from bot.ui.picker import picked
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import all_said, at_rest

RESTART_AFTER = 10  # moves by people before the bot is stopped and started again, well within the first deal
OPENING_REFUSAL = "The opening play uses a card of the bid value or builds a house of the bid."


def move_buttons(person: User, version: int) -> Message | None:
    """The person's hand message while it carries buttons for the game as it is now."""
    for message in reversed(person.inbox()):
        data = [b.callback_data for row in message.buttons for b in row if b.callback_data]
        if data and all(d.startswith("G|") and d.split("|")[2] == str(version) for d in data):
            return message
    return None


def menu_of(person: User, version: int, card: str | None) -> Message | None:
    """The person's hand while it shows the menu of `card` (each move names its card) with a way back."""
    message = move_buttons(person, version)
    pressed = [a for _, a in actions(message)] if message else []
    moves = [a for a in pressed if not a.startswith("~")]
    return message if "~page:0" in pressed and moves and all(a.split(":")[1] == card for a in moves) else None


def actions(message: Message) -> list[tuple[str, str]]:
    """(label, action) of every button."""
    return [(b.text, (b.callback_data or "").split("|", 3)[3]) for row in message.buttons for b in row]


async def open_table(server: FakeTelegram, group: Group, alice: User, bob: User, variant: str, players: int) -> None:
    """Alice opens the table, sets its size and variant, Alice and Bob sit, computers fill what is left."""
    await alice.send(group, "/seep")
    lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
    assert "Seep table" in lobby.body
    if players == 2:
        assert (await alice.press(lobby, "2 players")).text == "✓"
        await server.wait_for(lambda: "Join 3" not in server.message(group, lobby.message_id).button_labels)
    if variant != "100 points":  # the default
        assert (await alice.press(lobby, variant)).text == "✓"
        await server.wait_for(lambda: f"{variant}" in server.message(group, lobby.message_id).body)
    lobby = server.message(group, lobby.message_id)
    seats = [b for row in lobby.buttons for b in row]
    for person, seat in ((alice, 0), (bob, 1)):
        assert (await person.press(lobby, data=seats[seat].callback_data)).text == "You're seated."
    await server.wait_for(lambda: "Bob" in server.message(group, lobby.message_id).body)
    table_id = (seats[0].callback_data or "").split("|")[1]
    start = "sf" if players == 4 else "st"
    assert (await alice.press(lobby, data=f"L|{table_id}|{start}")).text == "The game has started!"


def live_table(rt: Runtime) -> Table:
    table = next(iter(rt.tables))
    assert isinstance(table.game, Seep)
    return table


def seep_of(table: Table) -> Seep:
    assert isinstance(table.game, Seep)
    return table.game


async def someone_to_act(server: FakeTelegram, people: list[User], game: Seep) -> tuple[User, Message] | None:
    """The person whose hand carries buttons for the game as it is now; None once the game is over."""
    def acting() -> tuple[User | None, Message | None] | None:
        if game.is_over():
            return None, None
        return next(((p, m) for p in people if (m := move_buttons(p, game.version))), None)

    person, message = await server.wait_for(acting, 30, what="a person to act")
    return None if person is None or message is None else (person, message)


async def take_turn(server: FakeTelegram, people: list[User], table: Table, rng: random.Random) -> bool:
    """Whoever has buttons presses a card (or a bid) and then one of its moves; False once the game is over."""
    game = seep_of(table)
    found = await someone_to_act(server, people, game)
    if found is None:
        return False
    person, message = found
    choices = actions(message)
    cards = [(text, action) for text, action in choices if action.startswith("~page:") and action != "~page:0"]
    if cards:  # the card row: pick one, then press one of the moves its menu offers
        text, action = rng.choice(cards)
        card, _ = picked(int(action.removeprefix("~page:")))
        await person.press(message, data=f"G|{table.id}|{game.version}|{action}")
        # The menu of the card just picked: the hand may show another's first, drawn for an earlier pick.
        message = await server.wait_for(lambda: menu_of(person, game.version, card), 10,
                                        what="the picked card's menu and a way back")
        choices = actions(message)
    moves = [(text, action) for text, action in choices if not action.startswith("~")]
    text, action = rng.choice(moves)
    assert ":" in action and not any(code in text for code in ("~", "|")), "buttons name cards, not codes"
    answer = await person.press(message, data=f"G|{table.id}|{game.version}|{action}")
    assert answer.text is None, answer.text
    return True


async def refusals_change_nothing(server: FakeTelegram, group: Group, rt: Runtime, people: list[User],
                                  outsider: User) -> None:
    """At the first person's turn: a card with no move (at the opening, one not of the bid value), a press by
    someone not seated, a forged action and an old keyboard are answered and change nothing."""
    table = live_table(rt)
    game = seep_of(table)
    found = await someone_to_act(server, people, game)
    assert found is not None
    person, message = found
    version = game.version
    legal = next(a for _, a in actions(message))
    idle = next((a for text, a in actions(message) if text.startswith("·")), None)
    if idle is not None and game.plays == 0:
        assert (await person.press(message, data=f"G|{table.id}|{version}|{idle}")).text == OPENING_REFUSAL
    table_message = server.bot_messages(group)[-1]
    answer = await outsider.press(table_message, data=f"G|{table.id}|{version}|{legal}")
    assert answer.text == "You're not playing in this game."
    forged = await person.press(message, data=f"G|{table.id}|{version}|c:ZZ:abcd")  # no button offers it
    assert forged.text == "That button is out of date."
    old = await person.press(message, data=f"G|{table.id}|{version - 1}|{legal}")
    assert old.text in ("That button is out of date.", None)
    assert game.version == version


@pytest.mark.parametrize(("variant", "players"), [("30 points (Punjab)", 4), ("100 points", 4),
                                                  ("30 points (Punjab)", 2)])
async def test_people_and_computers_finish_a_match(fake_telegram: FakeTelegram, tmp_path: Path, variant: str,
                                                   players: int) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", started=True, language_code="en")
    bob = server.add_user("Bob", started=True, language_code="en")
    carol = server.add_user("Carol", started=True, language_code="en")
    people = [alice, bob]
    group = server.create_group("Seep night", [alice, bob, carol], owner=alice)
    rng = random.Random(20)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_table(server, group, alice, bob, variant, players)
        table = await server.wait_for(lambda: next((t for t in rt.tables if t.game is not None), None))
        game = seep_of(table)
        assert (game.options["variant"] == "punjab") == ("Punjab" in variant)
        assert game.players == players
        await server.wait_for(lambda: "sees the first four cards and bids" in server.dump(group),
                              what="the start's news")
        if game.bidder < 2:  # a person bids: the DM names the four cards and offers only bids
            person = people[game.bidder]
            hand = await server.wait_for(lambda: move_buttons(person, game.version))
            assert "Your first four cards" in hand.body and all(t.startswith("Bid ") for t, _ in actions(hand))
            assert (await person.press(hand, hand.buttons[0][0].text)).text is None
        await refusals_change_nothing(server, group, rt, people, carol)
        presses = 0
        while presses < RESTART_AFTER and await take_turn(server, people, table, rng):
            presses += 1
        assert not game.is_over()
        await at_rest(server, rt, game, people)

    async with running_bot(server, db, turn_seconds=0) as rt:
        table = live_table(rt)
        assert seep_of(table).version >= game.version
        while await take_turn(server, people, table, rng):
            pass
        await all_said(server, rt)
        chat = server.dump(group)
        print(chat)
        assert "won the match" in chat
        assert "bid" in chat and "The floor turns up" in chat
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20
        game = seep_of(table)
        assert game.is_over()
        winners = game.result().winners

    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("seep",)]
        rows = dict(conn.execute("SELECT user_id, won FROM game_players").fetchall())
        assert rows[alice.id] == (0 in winners) and rows[bob.id] == (1 in winners)
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0
