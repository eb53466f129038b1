"""Two people and two computer players play a whole Ghahveh match in a group, the people pressing only the buttons
the bot sent them: bids from the ladder, then cards; bad presses are refused and change nothing."""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path

from bot.games.ghahveh import Ghahveh
from bot.table.model import Table
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import (
    all_said,
    at_rest,
    made_once,
    my_turn,
    playable,
    press_one_redraw_behind,
    start_with_computers,
)

BID = re.compile(r"^(1[0-3]|[2-9])$")
OFF_LADDER = "That bid is not allowed: press one of the bid buttons."


def choices(message: Message) -> list[str]:
    """While bidding, the ladder's numbers; then the cards that may be played."""
    buttons = playable(message)
    bids = [b for b in buttons if BID.match(b)]
    return bids if "How many tricks" in message.body else [b for b in buttons if not BID.match(b)]


async def refusals_change_nothing(player: User, outsider: User, message: Message, in_group: Message,
                                  table: Table) -> None:
    """A bid off the ladder (no button offers it: out of date), a card while bidding, a forged and an outsider's
    press: answered, nothing changed; then a bid pressed twice, the second time from a keyboard that is now old."""
    game = table.game
    assert game is not None
    version = game.version
    prefix = f"G|{table.id}|{version}|"
    assert (await player.press(message, data=prefix + "b:1")).text == "That button is out of date."
    assert (await player.press(message, data=prefix + "b:14")).text == "That button is out of date."
    card = next(b.callback_data for row in message.buttons for b in row if b.callback_data and "|p:" in b.callback_data)
    assert (await player.press(message, data=card)).text == OFF_LADDER
    assert (await outsider.press(in_group, data=prefix + "b:3")).text == "You're not playing in this game."
    for forged in ("G|zzzzzzzz|1|b:3", prefix + "p:ZZ", "garbage", prefix[:-1]):
        assert (await player.press(message, data=forged)).text in (
            "That button is out of date.", "This game is over.", OFF_LADDER,
            "This button does not belong to a table in this chat.")
    assert game.version == version
    await made_once(player, message, next(b.callback_data or "" for row in message.buttons for b in row
                                          if b.text == "3"), table)


async def open_short_match(server: FakeTelegram, group: Group, alice: User, bob: User,
                           outsider: User | None = None) -> Message:
    """Alice opens a one-hand table (the `outsider` may not choose that), Alice and Bob sit in seats 0 and 1,
    computers take 2 and 3."""
    await alice.send(group, "/ghahveh")
    lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
    assert "Ghahveh table" in lobby.body and "Blue team" in lobby.body
    for person, seat in ((alice, 0), (bob, 1)):
        answer = await person.press(lobby, data=lobby.buttons[seat // 2][seat % 2].callback_data)
        assert answer.text == "You're seated."
    if outsider is not None:
        refused = await outsider.press(lobby, "1-hand match")
        assert refused.text == "Only the table's creator or a group admin can do that."
    await alice.press(server.message(group, lobby.message_id), "1-hand match")
    await server.wait_for(lambda: "✓ 1-hand match" in server.message(group, lobby.message_id).button_labels)
    await start_with_computers(server, group, server.message(group, lobby.message_id), alice)
    return lobby


async def press_on(server: FakeTelegram, people: list[User], game: Ghahveh, rng: random.Random,
                   moves: int) -> None:
    """The people press what they may until `moves` more moves are made (the computers' among them) or the
    match ends."""
    stop = game.version + moves
    while not game.is_over() and game.version < stop:
        acting = await server.wait_for(lambda: game.is_over() or next((p for p in people if my_turn(p)), None))
        message = my_turn(acting) if isinstance(acting, User) else None
        if message is not None and isinstance(acting, User):
            await acting.press(message, rng.choice(choices(message)))


async def test_a_match_goes_on_after_restarts_in_the_auction_and_in_play(fake_telegram: FakeTelegram,
                                                                          tmp_path: Path) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", started=True, language_code="en")
    bob = server.add_user("Bob", started=True, language_code="en")
    group = server.create_group("Ghahveh after hours", [alice, bob], owner=alice)
    db = tmp_path / "bot.db"
    rng = random.Random(5)
    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_short_match(server, group, alice, bob)
        game = next(iter(rt.tables)).game
        assert isinstance(game, Ghahveh)
        await press_on(server, [alice, bob], game, rng, 2)
        await at_rest(server, rt, game, [alice, bob])
    for moves, phase in ((20, "play"), (10_000, "over")):
        saved = game.record()
        async with running_bot(server, db, turn_seconds=0) as rt:
            table = next(iter(rt.tables))
            game = table.game
            assert isinstance(game, Ghahveh) and game.record() == saved
            await press_on(server, [alice, bob], game, rng, moves)
            await at_rest(server, rt, game, [alice, bob])
            assert game.phase == phase
    assert "won the match" in server.dump(group)
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM game_players").fetchone()[0] == 4
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def test_two_people_and_two_computers_finish_a_match(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", started=True, language_code="en")
    bob = server.add_user("Bob", started=True, language_code="en")
    eve = server.add_user("Eve", started=True, language_code="en")
    people = [alice, bob]
    group = server.create_group("Ghahveh night", [*people, eve], owner=alice)
    rng = random.Random(3)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        lobby = await open_short_match(server, group, alice, bob, outsider=eve)
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, Ghahveh) and game.options["hand_limit"] == 1
        await server.wait_for(lambda: "spades are always trump" in server.dump(group), what="the start's news")

        refused = behind = False
        for _ in range(2000):
            if game.is_over():
                break
            acting = await server.wait_for(lambda: game.is_over() or next((p for p in people if my_turn(p)), None))
            message = my_turn(acting) if isinstance(acting, User) else None
            if message is None:
                continue
            assert isinstance(acting, User)
            if not refused and "How many tricks" in message.body:
                await refusals_change_nothing(acting, eve, message, lobby, table)
                refused = True
                continue
            if not behind and await press_one_redraw_behind(acting, message, table):
                behind = True
                continue
            await acting.press(message, rng.choice(choices(message)))
        await all_said(server, rt)

        assert refused and behind and game.is_over()
        group_text = server.dump(group)
        print(group_text)
        assert "Hand 1 is over." in group_text and "won the match" in group_text
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert all("message is not modified" in (d or "") for _, d in errors), errors

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT user_id, won FROM game_players ORDER BY seat").fetchall()
        assert [r[0] for r in rows[:2]] == [alice.id, bob.id] and len(rows) == 4
        assert sum(r[1] for r in rows) == 2
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0
