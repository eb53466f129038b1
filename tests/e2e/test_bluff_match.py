"""Five people play a whole game of Bluff in a group, pressing only the buttons the bot sent them; two of them
press Bluff! at the same moment."""

from __future__ import annotations

import asyncio
import functools
import random
import sqlite3
from pathlib import Path

from bot.games.bluff import Bluff
from bot.ui.bluff import labels
from tests.bluff_players import (
    action,
    bluff_button,
    buttons,
    plain,
    seat_all,
    table_message,
    take_turn,
    to_play,
    turn_of,
)
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, Group, User
from tests.players import a_move, all_said, press_one_redraw_behind

RACE_AT_PLAY = 3


async def test_five_players_race_to_call_and_finish_a_game(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en")
              for name in ("Alice", "Bob", "Carol", "Dave", "Erin")]
    people[3].account.started = False  # Dave joins through the link into the bot's DM
    group = server.create_group("Bluff night", people, owner=people[0])
    rng = random.Random(5)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        lobby = await seat_all(server, group, people)
        assert "Bluff table" in lobby.body and "5 seated" in lobby.body
        assert (await people[0].press(lobby, "Start")).text == "The game has started!"
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, Bluff) and game.players == 5
        await server.wait_for(lambda: table_message(server, group))
        assert "opens the first round" in plain(server.message(group, lobby.message_id).body)

        raced = behind = False
        for _ in range(500):
            if game.is_over():
                break
            acting = await server.wait_for(lambda: turn_of(people, game))
            if not raced and game.plays == RACE_AT_PLAY and game.live is not None:
                await race_to_call(server, group, people, game)
                raced = True
                continue
            # Cards are buttons only on one's turn, where every press is a move of one's own; what a hand drawn
            # before the turn came may still mean is the Bluff! button of a play that is still live.
            message = to_play(acting, game)
            if not behind and message is not None and await press_one_redraw_behind(acting, message, table, a_move):
                behind = True
                continue
            await take_turn(acting, game, rng)
        assert raced and behind and game.is_over()
        await all_said(server, rt)

        chat = plain(server.dump(group))
        print(chat)
        assert "won the game!" in chat
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert all("bot can't initiate conversation" in (d or "") for _, d in errors), errors
        dm_edits = sum(len([c for c in server.transcript.writes(p.id) if c.ok]) for p in people)
        print(f"\n{game.version} moves, {dm_edits} private messages and edits")
        assert dm_edits <= 2 * game.version + 5 * game.plays

        await people[0].send(group, "/scores bluff")
        board = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if "leaderboard" in m.body), None))
        (winner,) = game.result().winners
        assert "Bluff" in board.body and f"1. {people[winner].first_name}: 1 won of 1" in plain(board.body)

    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("bluff",)]
        rows = conn.execute("SELECT user_id, won, json_extract(stats, '$.chips') FROM game_players").fetchall()
        assert sorted(r[0] for r in rows) == sorted(p.id for p in people)
        assert sum(r[1] for r in rows) == 1 and sum(r[2] for r in rows) == 0
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def race_to_call(server: FakeTelegram, group: Group, people: list[User], game: Bluff) -> None:
    """The claimant may not call their own play; two others press Bluff! together and exactly one wins the race;
    everyone sees who called and what the cards were; the old button then answers that it is too late."""
    live = game.live
    assert live is not None
    table = await server.wait_for(lambda: bluff_button(server, group, live.number))
    (call,) = buttons(table, "call:")
    author = people[live.seat]
    assert (await author.press(table, data=call.callback_data)).text == "You can't call your own play."

    first, second = [p for i, p in enumerate(people) if i != live.seat][:2]
    queries = [await first.press_nowait(table, data=call.callback_data),
               await second.press_nowait(table, data=call.callback_data)]
    answers = await asyncio.gather(*(server.wait_for(functools.partial(server.callback_answer, q)) for q in queries))
    texts = sorted((a.text or "" for a in answers), key=len)
    assert texts == ["", "Too late: someone else called that play first."], texts

    reveal = game.last_reveal
    assert reveal is not None and reveal["play"] == live.number
    caller = people[reveal["caller"]]
    assert caller in (first, second)
    taker = people[reveal["loser"]]
    cards = plain(labels(reveal["cards"])).strip("\u2066")
    news = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                               if f"{caller.first_name} called" in plain(m.body)), None))
    assert f"{author.first_name}'s" in plain(news.body) and cards in news.body
    assert f"{taker.first_name} takes the pile" in plain(news.body)
    # The old button, pressed now: on the table as it was, or as the bot has sent it again below the news (the old
    # message is then gone, and a press can only carry the old button's data).
    shown = table_message(server, group)
    assert shown is not None
    late = await people[4 if live.seat != 4 else 3].press(shown, data=call.callback_data)
    assert late.text == "Too late: someone else called that play first."
    assert action(call) == f"call:{live.number}"
