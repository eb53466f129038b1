"""Nine-and-Eight through the fake Bot API: three people play a whole game from `/nineeight`, one reveal left
to the game's own clock, whose expiry enters the record; and a bot killed inside a reveal keeps its deadline
and settles the deal on time after the restart, as the record replays."""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path

from bot.games.clock import TICK
from bot.games.nineeight import NineEight
from tests.bluff_players import action, plain, seat_all, table_message
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, Group, User
from tests.loadsupport import BotProcess
from tests.players import a_move, all_said, hand_message, press_one_redraw_behind, shows_last_press
from tests.records import saved_table

# Whatever a press may meet while the clock closes reveals, the last one (which may end the game) included.
ACCEPTED = (None, "That button is out of date.", "It's not your turn.", "The last hidden hand must be shown.",
            "This game is over.")


def with_buttons(people: list[User]) -> User | None:
    """Someone whose hand has buttons and shows what came of their last press."""
    return next((p for p in people if (m := hand_message(p)) and m.buttons and shows_last_press(p.server, m)), None)


async def press_action(player: User, wanted: str) -> str | None:
    message = hand_message(player)
    assert message is not None
    (button,) = [b for row in message.buttons for b in row if action(b) == wanted]
    return (await player.press(message, data=button.callback_data)).text


async def open_and_start(server: FakeTelegram, group: Group, people: list[User]) -> str:
    """Open a table, seat everyone, start; returns the table's id."""
    lobby = await seat_all(server, group, people, "/nineeight")
    assert "Nine-and-Eight table" in lobby.body
    table_id = (lobby.buttons[0][0].callback_data or "").split("|")[1]
    assert (await people[0].press(lobby, "Start")).text == "The game has started!"
    return table_id


async def test_three_people_play_a_game_and_the_clock_closes_a_reveal(fake_telegram: FakeTelegram,
                                                                      tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob", "Carol")]
    outsider = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Nines", [*people, outsider], owner=people[0])
    rng = random.Random(98)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_and_start(server, group, people)
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, NineEight) and game.players == 3
        await server.wait_for(lambda: table_message(server, group))
        left_to_clock = behind = False
        for _ in range(3000):
            if game.is_over():
                break
            acting = await server.wait_for(lambda: game.is_over() or with_buttons(people))
            if not isinstance(acting, User):
                break
            if game.phase == "reveal" and not left_to_clock:
                await nobody_reveals(server, group, people, outsider, game, table.id)
                left_to_clock = True
                continue
            message = hand_message(acting)
            assert message is not None
            if not behind and await press_one_redraw_behind(acting, message, table, a_move):
                behind = True
                continue
            choice = rng.choice([b.callback_data or "" for row in message.buttons for b in row])
            assert (await acting.press(message, data=choice)).text in ACCEPTED
        assert game.is_over() and left_to_clock and behind
        await all_said(server, rt)
        chat = plain(server.dump(group))
        assert "Hand 1:" in chat and "won with" in chat
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20

    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("nineeight",)]
        rows = conn.execute("SELECT user_id, json_extract(stats, '$.chips') FROM game_players").fetchall()
        assert sorted(r[0] for r in rows) == sorted(p.id for p in people) and sum(r[1] for r in rows) == 0
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def nobody_reveals(server: FakeTelegram, group: Group, people: list[User], outsider: User, game: NineEight,
                         table_id: str) -> None:
    """Nobody shows or folds: a forged expiry is refused, then the clock shows every hand, in the record."""
    window = game.window
    assert window is not None
    dealer = people[window.seat]
    message = hand_message(dealer)
    assert message is not None
    forged = f"G|{table_id}|{game.version}|{window.action}"
    assert (await dealer.press(message, data=forged)).text == "That move isn't allowed now."
    # The table as shown now: the bot sends it anew when news comes.
    shown = await server.wait_for(lambda: table_message(server, group))
    assert (await outsider.press(shown, data=forged)).text == "You're not playing in this game."
    assert game.phase == "reveal"
    deal = game.deals
    await server.wait_for(lambda: game.deals > deal or game.phase != "reveal", timeout=15)
    assert [window.seat, f"{TICK}:reveal:{deal}"] in game.record()["actions"]  # in the dealer's name
    news = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                               if f"Hand {deal}:" in plain(m.body)), None))
    assert "won with" in news.body or "everyone folded" in news.body


async def test_a_restart_inside_the_reveal_keeps_its_deadline(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server, db = fake_telegram, tmp_path / "bot.db"
    people = [server.add_user(name, started=True, language_code="en") for name in ("Ann", "Ben")]
    group = server.create_group("Nines again", people, owner=people[0])
    async with BotProcess(server, db, tmp_path / "bot.log", turn_seconds=0, clock_scale=0.2) as bot:
        table_id = await open_and_start(server, group, people)
        while not isinstance(game := saved_table(db, table_id).game, NineEight) or game.phase != "reveal":
            acting = await server.wait_for(lambda: with_buttons(people))
            message = hand_message(acting)
            assert message is not None
            wanted = "deal" if any(action(b) == "deal" for row in message.buttons for b in row) else "noside"
            assert await press_action(acting, wanted) is None
        assert game.window is not None
        shower = people[min(game.undecided())]
        await server.wait_for(lambda: with_buttons([shower]))
        assert await press_action(shower, "show") is None
        before = saved_table(db, table_id)
        assert before.clock is not None and before.clock[0] == game.window.action
        assert before.clock[1] > time.time() + 2, "the window should still be open at the kill"

        await bot.kill()
        await bot.start()
        after = saved_table(db, table_id)
        assert after.clock == before.clock, "the restart kept the deadline"
        news = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                   if "Hand 1:" in plain(m.body)), None), timeout=30)
        assert time.time() >= before.clock[1] - 0.5, "the deal settled before its deadline"
        assert "won with" in news.body
        settled = saved_table(db, table_id).game
        assert isinstance(settled, NineEight) and settled.deals == 1 and settled.phase == "predeal"
        record = settled.record()
        assert [game.window.seat, f"{TICK}:reveal:1"] in record["actions"]
        replayed = NineEight.replay(record)
        assert replayed.public_view() == settled.public_view()
