"""Two people play a whole game of Rummy to 50 points in a group, through a restart of the bot, pressing only the
buttons the bot sent them (each press is the one the computer player would choose, so that deals end); presses by
someone not seated, from an old keyboard or forged are refused and change nothing; the result is announced and
stored. No press one redraw behind: a hand has buttons only on its player's turn (a draw, then a discard, each a
move of theirs), so the keyboard it showed before is one they used or none."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from bot.ai.rummy import rummy_move
from bot.games.rummy import Rummy
from tests.bluff_players import action, plain, seat_all, table_message
from tests.botrunner import FAST, running_bot
from tests.drawing_players import forged, move_buttons
from tests.fakebot import FakeTelegram, Group, User
from tests.players import all_said, current_hand

RESTART_AT = 3  # moves: the dealer's opening discard and the next turn; a deal may end the game at 50 points


async def test_two_people_play_rummy_to_the_end_through_a_restart(fake_telegram: FakeTelegram,
                                                                   tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Reza", "Sara")]
    dave = server.add_user("Dave", started=True, language_code="en")
    group = server.create_group("Rummy night", [*people, dave], owner=people[0])
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        lobby = await seat_all(server, group, people, "/rummy")
        assert "Rummy table" in lobby.body and "2 seated" in lobby.body
        await people[0].press(lobby, "To 50 points")
        await server.wait_for(lambda: "To 50 points" in server.message(group, lobby.message_id).body)
        answer = await people[0].press(server.message(group, lobby.message_id), "Start")
        assert answer.text == "The game has started!"
        table_id = next(iter(rt.tables)).id
        game = next(iter(rt.tables)).game
        assert isinstance(game, Rummy) and game.options["target"] == 50
        await server.wait_for(lambda: next((m for m in server.bot_messages(group) if "opens by discarding" in m.body),
                                           None))
        await refused_presses(server, group, game, people, dave)
        first = game
        await play(server, game, people, until=lambda: first.version >= RESTART_AT)

    async with running_bot(server, db, turn_seconds=0) as rt:
        restored = rt.tables.get(table_id)
        assert restored is not None
        game = restored.game
        assert isinstance(game, Rummy) and game.version >= RESTART_AT and not game.is_over()
        await play(server, game, people, until=game.is_over)
        await all_said(server, rt)
        chat = plain(server.dump(group))
        assert "went out" in chat or "void deal" in chat
        assert "won the game" in chat or "deal limit" in chat
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert not errors, errors

    print(f"{game.version} moves, {game.deal_no + 1} deals, scores {game.scores}")
    winner = game.winner
    assert winner is not None
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("rummy",)]
        rows = conn.execute("SELECT user_id, won, json_extract(stats, '$.points') FROM game_players").fetchall()
        assert sorted(r[0] for r in rows) == sorted(p.id for p in people)
        assert [r[1] for r in sorted(rows)] == [int(s == winner) for s in (0, 1)]
        assert sorted(r[2] for r in rows) == sorted(game.scores)
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def hand_now(server: FakeTelegram, game: Rummy, people: list[User]) -> tuple[User, int] | None:
    """The person to move once their hand shows this version's buttons; None once the game is over."""
    def found() -> tuple[User, int] | bool | None:
        if game.is_over():
            return True
        person = people[game.turn]
        return (person, game.turn) if current_hand(person, game.version) else None

    got = await server.wait_for(found, what="the buttons of the player to move")
    return got if isinstance(got, tuple) else None


async def play(server: FakeTelegram, game: Rummy, people: list[User], until: Callable[[], bool]) -> None:
    """Each press is the computer player's choice for the seat, found among the buttons sent."""
    for _ in range(3000):
        if until() or game.is_over():
            return
        turn = await hand_now(server, game, people)
        if turn is None:
            return
        person, seat = turn
        hand = current_hand(person, game.version)
        assert hand is not None and ("Your turn" in hand.body or "Discard a card" in hand.body)
        wanted = rummy_move(game, seat, 0.0)
        (button,) = [b for b in move_buttons(hand) if action(b) == wanted]
        before = game.version
        answer = await person.press(hand, data=button.callback_data)
        assert answer.text is None and game.version == before + 1
    raise AssertionError("no end")


async def refused_presses(server: FakeTelegram, group: Group, game: Rummy, people: list[User],
                          dave: User) -> None:
    """At the dealer's opening discard: an unseated press, a forged declaration and, after the discard, the old
    keyboard are refused and leave the game as it was."""
    turn = await hand_now(server, game, people)
    assert turn is not None
    person, _ = turn
    hand = current_hand(person, game.version)
    assert hand is not None and "discard a card without drawing" in hand.body
    button = move_buttons(hand)[0]
    before = game.version
    photo = await server.wait_for(lambda: table_message(server, group))
    assert (await dave.press(photo, data=button.callback_data)).text == "You're not playing in this game."
    fake = "x:" + action(button).partition(":")[2]
    if not game.is_legal(game.turn, fake):  # no button offers it
        assert (await person.press(hand, data=forged(button, fake))).text == "That button is out of date."
    assert (await person.press(hand, data=forged(button, "s"))).text == "That button is out of date."
    assert game.version == before
    assert (await person.press(hand, data=button.callback_data)).text is None and game.version == before + 1
    old = await person.press(hand, data=button.callback_data)  # the same press again: answered as made, made once
    assert old.text is None and game.version == before + 1
