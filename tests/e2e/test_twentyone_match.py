"""Two people and a computer player play a whole game of Twenty-One in a group, opened with `/21`, pressing only the
buttons the bot sent them; bad presses are refused and change nothing; the result is stored. No press one redraw
behind: the game waits for one seat at a time, only its hand has buttons, and each of its presses is a move of its
own, so the keyboard it showed before is one it used or none."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.games.twentyone import TwentyOne
from tests.bluff_players import action, plain, seat_all, table_message
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, Message, User
from tests.players import STALE, add_computer_and_start, all_said, hand_message, shows_last_press


def pressable(message: Message) -> list[str]:
    return [b.callback_data or "" for row in message.buttons for b in row]


async def bad_presses_change_nothing(player: User, outsider: User, message: Message, in_group: Message,
                                     game: TwentyOne, table_id: str) -> None:
    """A forged amount, a press by someone not seated, forged data and an old keyboard: all answered, none
    moves the game."""
    version = game.version
    forged = f"G|{table_id}|{version}|bet:999999"
    # The outsider's press first, while `in_group` is surely shown: the bot sends the table anew when news comes.
    assert (await outsider.press(in_group, data=forged)).text == "You're not playing in this game."
    assert (await player.press(message, data=forged)).text == "That button is out of date."  # no button offers it
    for junk in ("G|zzzzzzzz|1|hit", f"G|{table_id}|{version}|stay", f"G|{table_id}|{version}|bet:05", "garbage"):
        assert (await player.press(message, data=junk)).text in (
            "That move isn't allowed now.", "That button is out of date.", "This game is over.", "It's not your turn.",
            "This button does not belong to a table in this chat.")
    assert game.version == version
    first = pressable(message)[0]
    assert (await player.press(message, data=first)).text is None
    assert game.version > version
    moved = game.version
    again = await player.press(message, data=first)  # the same press again: answered as the move it made, once
    assert again.text is None
    assert game.version == moved


async def test_two_people_and_a_computer_play_twenty_one(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob")]
    outsider = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Chips night", [*people, outsider], owner=people[0])
    rng = random.Random(21)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        lobby = await seat_all(server, group, people, "/21")
        assert "Twenty-One table" in lobby.body
        await add_computer_and_start(server, group, lobby, people[0], seated=3)
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, TwentyOne) and game.players == 3
        in_group = await server.wait_for(lambda: table_message(server, group))
        refused = False
        presses = 0
        for _ in range(2000):
            if game.is_over():
                break
            acting = await server.wait_for(lambda: game.is_over() or next(
                (p for p in people if (m := hand_message(p)) and m.buttons and shows_last_press(server, m)), None))
            if not isinstance(acting, User):
                break
            message = hand_message(acting)
            assert message is not None
            if not refused and any(action(b).startswith("bet:") for row in message.buttons for b in row):
                in_group = await server.wait_for(lambda: table_message(server, group))  # sent anew as news came
                await bad_presses_change_nothing(acting, outsider, message, in_group, game, table.id)
                refused = True
                continue
            choice = rng.choice([d for d in pressable(message) if not d.endswith("|decline")])
            version = game.version
            answer = (await acting.press(message, data=choice)).text
            if answer == STALE:  # drawn before the computer's move that changed it, and on its way to be redrawn
                continue
            assert answer is None
            assert game.version > version
            presses += 1
        assert game.is_over() and refused and presses > 5
        await all_said(server, rt)
        chat = plain(server.dump(group))
        assert "takes the bank" in chat and "won with" in chat
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20

        await people[0].send(group, "/scores 21")  # the alias names the game here too
        board = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if "leaderboard" in m.body), None))
        assert "Twenty-One" in board.body and " chips" in board.body and "Bluff" not in board.body

    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("twentyone",)]
        rows = conn.execute("SELECT user_id, json_extract(stats, '$.chips') FROM game_players").fetchall()
        assert {p.id for p in people} <= {r[0] for r in rows} and len(rows) == 3
        assert sum(r[1] for r in rows) == 0  # chips only change hands
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0
