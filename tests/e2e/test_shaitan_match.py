"""Three people and a computer player play a whole game of Shaitan in a group, through a restart of the bot,
pressing only the position buttons the bot sent them; presses by someone not seated, from an old keyboard or forged
are refused and change nothing; the result is announced and stored. No press one redraw behind: a hand has buttons
only on its player's turn, which is one draw, so the keyboard it showed before is one they used or none."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

from bot.games.shaitan import Shaitan
from tests.bluff_players import plain, seat_all, table_message
from tests.botrunner import FAST, running_bot
from tests.drawing_players import actions, forged, move_buttons
from tests.fakebot import FakeTelegram, Group, User
from tests.players import all_said, current_hand

RESTART_AT = 6  # draws before the bot is stopped and started again


async def test_three_people_and_a_computer_play_shaitan_through_a_restart(fake_telegram: FakeTelegram,
                                                                          tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob", "Carol")]
    dave = server.add_user("Dave", started=True, language_code="en")
    group = server.create_group("Shaitan night", [*people, dave], owner=people[0])
    rng = random.Random(17)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        lobby = await seat_all(server, group, people, "/shaitan")
        assert "Shaitan table" in lobby.body and "3 seated" in lobby.body
        assert (await people[0].press(lobby, "Add computer")).text == "A computer player sat down."
        assert (await people[0].press(server.message(group, lobby.message_id), "Start")).text == \
            "The game has started!"
        table_id = next(iter(rt.tables)).id
        game = next(iter(rt.tables)).game
        assert isinstance(game, Shaitan) and game.players == 4
        start = await server.wait_for(lambda: next((m.body for m in server.bot_messages(group)
                                                    if "draws first" in m.body), None))
        assert "pairs thrown out" in start
        await refused_presses(server, group, game, people, dave)
        first = game
        await play(server, game, people, rng, until=lambda: first.draws >= RESTART_AT)

    async with running_bot(server, db, turn_seconds=0) as rt:
        restored = rt.tables.get(table_id)
        assert restored is not None
        game = restored.game
        assert isinstance(game, Shaitan) and game.draws >= RESTART_AT and not game.is_over()
        await play(server, game, people, rng, until=game.is_over)
        await all_said(server, rt)
        chat = plain(server.dump(group))
        assert "was left holding the joker" in chat
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert not errors, errors
        await people[0].send(group, "/scores shaitan")
        board = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if "leaderboard" in m.body), None))
        assert "Shaitan" in board.body

    assert game.loser is not None
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("shaitan",)]
        rows = conn.execute("SELECT user_id, won, json_extract(stats, '$.chips') FROM game_players").fetchall()
        assert sorted(r[0] for r in rows if r[0] > 0) == sorted(p.id for p in people) and len(rows) == 4
        assert sum(r[1] for r in rows) == 3 and sum(r[2] for r in rows) == 0
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def acting(server: FakeTelegram, game: Shaitan, people: list[User]) -> User | None:
    """The person to draw, once their hand shows this version's buttons; None while the computer draws."""
    def found() -> User | bool | None:
        if game.is_over():
            return True
        if game.turn >= len(people):
            return None if game.version == 0 else True
        return people[game.turn] if current_hand(people[game.turn], game.version) else None

    who = await server.wait_for(found, what="the drawer's buttons")
    return who if isinstance(who, User) else None


async def moved_on(server: FakeTelegram, game: Shaitan) -> None:
    """Wait for the computer player's draw."""
    before = game.version
    await server.wait_for(lambda: game.version != before or game.is_over(), what="the computer's draw")


async def play(server: FakeTelegram, game: Shaitan, people: list[User], rng: random.Random,
               until: Callable[[], bool]) -> None:
    for _ in range(2000):
        if until() or game.is_over():
            return
        person = await acting(server, game, people)
        if person is None:
            await moved_on(server, game)
            continue
        hand = current_hand(person, game.version)
        assert hand is not None and "Your turn" in hand.body
        assert actions(hand) == [f"d:{i}" for i in range(1, game.public_view()["hand_sizes"][game.source] + 1)]
        assert all(b.text.startswith("🂠 ") for b in move_buttons(hand))
        before = game.version
        answer = await person.press(hand, data=rng.choice(move_buttons(hand)).callback_data)
        assert answer.text is None and game.version > before  # and the computer may have moved since
    raise AssertionError("no end")


async def refused_presses(server: FakeTelegram, group: Group, game: Shaitan, people: list[User],
                          dave: User) -> None:
    """Before the first person's draw: an unseated press, a forged position and, after one draw, an old keyboard
    are all refused and leave the game as it was."""
    person = await acting(server, game, people)
    while person is None:
        await moved_on(server, game)
        person = await acting(server, game, people)
    hand = current_hand(person, game.version)
    assert hand is not None
    button = move_buttons(hand)[0]
    before = game.version
    photo = await server.wait_for(lambda: table_message(server, group))
    assert (await dave.press(photo, data=button.callback_data)).text == "You're not playing in this game."
    answer = await person.press(hand, data=forged(button, "d:99"))  # no button offers it
    assert answer.text == "That button is out of date." and game.version == before
    assert (await person.press(hand, data=button.callback_data)).text is None and game.version > before
    seat = game.log[before][0]  # the computer may have moved since: only this seat's moves count
    old = await person.press(hand, data=button.callback_data)  # the same press again: answered as made, made once
    assert old.text is None and [s for s, _ in game.log[before:]].count(seat) == 1

