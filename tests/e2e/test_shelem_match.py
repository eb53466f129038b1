"""Two people and two computer players play a whole Shelem match in a group, the people pressing only the buttons
the bot sent them: they bid, one of them buries four cards of the kitty (with an undo and a refused Confirm),
they play their cards, and the result is announced and stored."""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path

from bot.games.cards import label
from bot.games.protocol import Game
from bot.table.model import Table
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import (
    all_said,
    hand_message,
    playable,
    press_label,
    press_one_redraw_behind,
    refusals_change_nothing,
    start_with_computers,
    two_people_and_an_outsider,
)

TURN_MARKERS = ("Your bid", "You are the hakem", "Your turn", "Your lead")
BID = re.compile(r"^\d+$")
CARD = re.compile(r"^✅?(10|[2-9AJQK])[♠♥♦♣]$")


def to_act(user: User) -> Message | None:
    message = hand_message(user)
    return message if message and any(marker in message.body for marker in TURN_MARKERS) else None


def labels(message: Message) -> list[str]:
    return [b.text for row in message.buttons for b in row]


async def bid(person: User, message: Message, wants_contract: bool) -> None:
    """The lowest bid while the person still wants a contract, else Pass (or the lowest bid, if there is no Pass)."""
    assert "High bid" in message.body or "Nobody has bid yet" in message.body or "must bid" in message.body
    bids = [text for text in labels(message) if BID.match(text)]
    assert all(int(b) % 5 == 0 and 100 <= int(b) <= 165 for b in bids)
    choice = bids[0] if bids and (wants_contract or "Pass" not in labels(message)) else "Pass"
    await person.press(message, data=next(b.callback_data for row in message.buttons for b in row
                                          if b.text == choice))


def burial_cards(message: Message) -> list[str]:
    return [text.strip("·✅") for text in labels(message) if CARD.match(text.strip("·"))]


async def bury(server: FakeTelegram, person: User, message: Message, table: Table) -> None:
    """Sixteen cards; Confirm refused with three picked; a pick put back; four picked and confirmed."""
    game = table.game
    assert game is not None
    cards = burial_cards(message)
    assert len(cards) == 16
    confirm = next(text for text in labels(message) if "Confirm" in text)
    assert confirm.startswith("·"), "Confirm is not live before four are picked"
    for card in cards[:3]:
        await press_label(server, person, message, card)
    version = game.version
    assert await press_label(server, person, message, "Confirm (3/4)") == (
        "Pick exactly the number of cards asked, then confirm.")
    assert game.version == version
    await press_label(server, person, message, cards[0])  # put back
    await server.wait_for(lambda: "✅" + cards[0] not in labels(server.message(message.chat_id, message.message_id)))
    for card in cards[3:5]:
        await press_label(server, person, message, card)
    current = server.message(message.chat_id, message.message_id)
    assert "Picked: " in current.body and sum(text.startswith("✅") for text in labels(current)) == 4
    await press_label(server, person, message, "Confirm (4/4)")


async def open_table(server: FakeTelegram, group: Group, alice: User, bob: User) -> Message:
    """Alice opens a table to 330, Alice and Bob take seats 0 and 1, computers the others; the lobby message."""
    await alice.send(group, "/shelem")
    lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
    assert "Shelem table" in lobby.body
    seats = [b for row in lobby.buttons for b in row]
    assert (await alice.press(lobby, data=seats[0].callback_data)).text == "You're seated."
    assert (await bob.press(lobby, data=seats[1].callback_data)).text == "You're seated."
    await alice.press(server.message(group, lobby.message_id), "to 330")
    await start_with_computers(server, group, lobby, alice)
    return lobby


async def next_to_act(server: FakeTelegram, people: list[User], game: Game) -> tuple[User, Message] | None:
    """The person the game waits for and the hand message asking them, or None once the match is over."""
    acting = await server.wait_for(lambda: game.is_over() or next((p for p in people if to_act(p)), None),
                                   timeout=30)
    message = to_act(acting) if isinstance(acting, User) else None
    return None if message is None or not isinstance(acting, User) else (acting, message)


async def play_a_card(person: User, message: Message, rng: random.Random) -> None:
    await person.press(message, rng.choice([text for text in playable(message) if CARD.match(text)]))


async def bid_and_play(server: FakeTelegram, people: list[User], game: Game, rng: random.Random,
                       bidder: User | None) -> tuple[User, Message] | None:
    """People bid (only `bidder` for a contract, the others pass) and play cards until one of them is to bury;
    that turn, or None once the match is over."""
    while (turn := await next_to_act(server, people, game)) is not None:
        acting, message = turn
        if "You are the hakem" in message.body:
            return turn
        if "Your bid" in message.body:
            await bid(acting, message, wants_contract=acting is bidder)
        else:
            await play_a_card(acting, message, rng)
    return None


async def test_two_people_and_two_computers_finish_a_match(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    people, eve, group = two_people_and_an_outsider(server, "Shelem night")
    alice, bob = people
    rng = random.Random(5)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        lobby = await open_table(server, group, alice, bob)
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None and game.players == 4

        buried = refused = shown_auction = behind = False
        for _ in range(3000):
            if game.is_over():
                break
            turn = await next_to_act(server, people, game)
            if turn is None:
                continue
            acting, message = turn
            if "Your bid" in message.body:
                if not shown_auction and game.public_view()["auction"]["calls"]:  # the group's table shows it
                    await server.wait_for(lambda: table.table_message_id is not None and "Bids: " in server.message(
                        group, table.table_message_id).body)
                    shown_auction = True
                await bid(acting, message, wants_contract=acting is alice and not buried)
            elif "You are the hakem" in message.body:
                await bury(server, acting, message, table)
                buried = True
            elif not refused and any(text.startswith("·") for text in labels(message)):
                await refusals_change_nothing(acting, eve, message, lobby, table,
                                              ("You must follow the suit that was led.",),
                                              ("G|" + table.id + "|1|b:170",))
                refused = True
            elif not behind and await press_one_redraw_behind(acting, message, table):
                behind = True
            else:
                await play_a_card(acting, message, rng)
        await all_said(server, rt)

        assert buried and refused and shown_auction and behind
        group_text = server.dump(group)
        assert "is the hakem at" in group_text and "trump is" in group_text
        assert re.search(r"Hand \d+: .* bid \d+ and took \d+", group_text)
        assert "won the match!" in group_text and "margin" in group_text
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert all("message is not modified" in (d or "") for _, d in errors), errors

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT user_id, won FROM game_players ORDER BY seat").fetchall()
        assert [r[0] > 0 for r in rows] == [True, True, False, False]
        assert sum(r[1] for r in rows) == 2
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def test_a_burial_half_picked_goes_on_after_a_restart(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    people, _, group = two_people_and_an_outsider(server, "Shelem after hours")
    alice, bob = people
    rng = random.Random(9)
    db = tmp_path / "bot.db"
    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_table(server, group, alice, bob)
        game = next(iter(rt.tables)).game
        assert game is not None
        turn = await bid_and_play(server, people, game, rng, bidder=alice)
        assert turn is not None and turn[0] is alice
        picked = burial_cards(turn[1])[:2]
        for card in picked:
            await press_label(server, alice, turn[1], card)
        await rt.drain()
        saved = game.record()

    async with running_bot(server, db, turn_seconds=0) as rt:
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None and game.record() == saved and [label(c) for c in game.view(0)["selected"]] == picked
        message = await server.wait_for(lambda: to_act(alice))
        assert {text for text in labels(message) if text.startswith("✅")} == {"✅" + card for card in picked}
        for card in [c for c in burial_cards(message) if c not in picked][:2]:
            await press_label(server, alice, message, card)
        await press_label(server, alice, message, "Confirm (4/4)")
        assert await bid_and_play(server, people, game, rng, bidder=None) is None
        await all_said(server, rt)
    assert "won the match!" in server.dump(group)
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM game_players").fetchone()[0] == 4
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0
