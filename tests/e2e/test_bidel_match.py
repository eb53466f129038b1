"""Bi-Del in a group: three people and a computer player. In the first passing phase Alice picks and confirms at
once, Bob picks one card and goes quiet, Cyrus never comes: one deadline covers the phase, Alice is not chased,
and when it passes the computer completes Bob's half-made pass and makes Cyrus's. Nobody sees what they get until
everyone has passed; the group sees who has passed, not what. Alice and Bob then play every card they are sent to
the end of the match (Cyrus's seat goes to a computer after missing his turns); the result is announced and
stored, and bad presses are refused without change."""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path

from bot.games.bidel import Bidel
from bot.games.protocol import IllegalAction
from bot.table.model import Table
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.loadsupport import BotProcess
from tests.players import (
    all_said,
    hand_message,
    press_label,
    press_one_redraw_behind,
    refusals_change_nothing,
    turn_message,
)
from tests.records import reading, saved_table

TURN_SECONDS = 4
TURN_MARKERS = ("Pick 3 cards", "Your turn", "Your lead")
ILLEGAL = ("You must follow the suit that was led.", "The first trick of a deal opens with the 2♣.",
           "No hearts or queen of spades on the first trick.", "Hearts may not be led until one has been thrown.")
CARD = re.compile(r"^✅?(10|[2-9AJQK])[♠♥♦♣]$")


def labels(message: Message) -> list[str]:
    return [b.text for row in message.buttons for b in row]


def to_act(user: User) -> Message | None:
    return turn_message(user, TURN_MARKERS)


def caption(server: FakeTelegram, group: Group, table: Table) -> str:
    """The table's caption as read, without the marks that isolate names."""
    if table.table_message_id is None:
        return ""
    return server.message(group, table.table_message_id).body.replace("\u2068", "").replace("\u2069", "")


async def take_turn(server: FakeTelegram, person: User, message: Message, rng: random.Random) -> None:
    """One press on the hand as it is now: a playable card, or in a pass a random card not yet picked, or Confirm
    once three are. One at a time, since the game may move on between two presses (the pass made for them at
    the phase's deadline)."""
    if "Pick 3 cards" not in message.body:
        await person.press(message, rng.choice([t for t in labels(message) if not t.startswith("·")]))
        return
    cards = [t for t in labels(message) if CARD.match(t.strip("·"))]
    unpicked = [t for t in cards if not t.startswith("✅")]
    await person.press(message, "Confirm (3/3)" if len(unpicked) == len(cards) - 3 else rng.choice(unpicked))


async def open_table(server: FakeTelegram, group: Group, people: list[User]) -> Message:
    """Alice opens the table; everyone joins; a quick game to 100 with a computer in the fourth seat."""
    await people[0].send(group, "/bidel")
    lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
    assert "Bi-Del" in lobby.body
    for person in people:
        assert (await person.press(server.message(group, lobby.message_id), "Join")).text == "You're seated."
    await people[0].press(server.message(group, lobby.message_id), "to 100")
    assert (await people[0].press(server.message(group, lobby.message_id), "Add computer")).text == \
        "A computer player sat down."
    assert (await people[0].press(server.message(group, lobby.message_id), "Start")).text == "The game has started!"
    return lobby


async def test_passing_at_once_with_a_slow_and_an_absent_player_then_a_match(fake_telegram: FakeTelegram,
                                                                            tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(n, started=True, language_code="en") for n in ("Alice", "Bob", "Cyrus")]
    alice, bob = people[:2]
    eve = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Hearts night", [*people, eve], owner=alice)
    db = tmp_path / "bot.db"
    rng = random.Random(7)

    async with running_bot(server, db, turn_seconds=TURN_SECONDS) as rt:
        lobby = await open_table(server, group, people)
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, Bidel) and game.players == 4 and game.phase == "pass"
        hands_before = [list(h) for h in game.hands]
        await server.wait_for(lambda: 3 in game.confirmed, what="the computer's pass")
        deadline = table.deadline
        assert deadline is not None

        # Alice picks three (one put back on the way) and confirms: her DM says to whom, and nothing received.
        message = await server.wait_for(lambda: to_act(alice))
        cards = [text for text in labels(message) if CARD.match(text.strip("·"))]
        assert len(cards) == 13 and "·Confirm (0/3)·" in labels(message)
        for card in (cards[0], cards[1], cards[0], cards[2], cards[3]):
            assert await press_label(server, alice, message, card) is None
        assert await press_label(server, alice, message, "Confirm (3/3)") is None
        mine = await server.wait_for(lambda: (m := hand_message(alice)) is not None and "You pass" in m.body)
        body = hand_message(alice).body  # type: ignore[union-attr]
        assert mine and "Bob" in body and "You got" not in body
        assert game.hands[0] == hands_before[0], "nothing received before everyone has passed"

        # Bob picks one card and goes quiet; Cyrus never comes. The deadline is the phase's, unchanged.
        bob_hand = await server.wait_for(lambda: to_act(bob))
        bob_card = next(text for text in labels(bob_hand) if CARD.match(text.strip("·")))
        assert await press_label(server, bob, bob_hand, bob_card) is None
        assert table.deadline == deadline, "a pick or a confirmed pass gave the others more time"
        await server.wait_for(lambda: "passed: Alice" in caption(server, group, table))
        shown = caption(server, group, table)
        assert "choosing:" in shown and "Bob" in shown and "Cyrus" in shown
        assert not any(card in shown for card in cards[1:4]), "the group sees who passed, never what"

        await server.wait_for(lambda: game.phase == "play", timeout=TURN_SECONDS + 10)

        def said() -> str | None:
            text = server.dump(group).replace("\u2068", "").replace("\u2069", "")
            return text if "Bob ran out of time" in text and "Cyrus ran out of time" in text else None
        # The game moves on first; the group hears of it when the bot has said so.
        text = await server.wait_for(said, what="both timeouts said in the group")
        assert "Alice ran out of time" not in text, "a player who had passed was chased"
        assert not any("seconds left" in m.body for m in alice.inbox())
        # The computer finished Bob's half-made pass with its own choice (it may put his pick back).
        gone = [c for c in hands_before[1] if c not in game.hands[1]]
        assert sorted(gone) == sorted(game.selections[1].picked) and len(gone) == 3
        await server.wait_for(lambda: (m := hand_message(alice)) is not None and "You got from" in m.body)

        refused = behind = False
        for _ in range(5000):
            if game.is_over():
                break
            acting = await server.wait_for(lambda: game.is_over() or next((p for p in people[:2] if to_act(p)),
                                                                          None), timeout=30)
            message_now = to_act(acting) if isinstance(acting, User) else None
            if not isinstance(acting, User) or message_now is None:
                continue
            message = message_now
            # Bob ran out of time, so a computer plays his seat until he presses: refusals are tried by Alice, whose
            # turn nothing else may take while they are pressed.
            if not refused and acting is alice and "Pick 3 cards" not in message.body \
                    and any(t.startswith("·") for t in labels(message)):
                await refusals_change_nothing(acting, eve, message, lobby, table, ILLEGAL,
                                              ("G|" + table.id + f"|{game.version}|s:AS",))
                refused = True
            elif not behind and "Pick 3 cards" not in message.body \
                    and await press_one_redraw_behind(acting, message, table):
                behind = True
            else:
                await take_turn(server, acting, message, rng)
        await all_said(server, rt)

        assert game.is_over() and refused and behind
        group_text = server.dump(group)
        assert "Everyone has passed" in group_text and re.search(r"Hand \d+ is over", group_text)
        assert ("won with" in group_text and "margin" in group_text) or "tied with" in group_text
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert all("message is not modified" in (d or "") for _, d in errors), errors

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT user_id, won FROM game_players ORDER BY seat").fetchall()
        assert [r[0] > 0 for r in rows] == [True, True, True, False]
        assert sum(r[1] for r in rows) >= 1
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def test_a_restart_in_the_middle_of_passing_loses_no_pick(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """Three people in a bot of its own process: Alice has passed, Bob has picked two cards, Cyrus nothing, when
    the bot is killed. After the restart the DMs show just that; they finish passing and play the match out."""
    server, db, rng = fake_telegram, tmp_path / "bot.db", random.Random(11)
    people = [server.add_user(n, started=True, language_code="en") for n in ("Alice", "Bob", "Cyrus")]
    alice, bob, cyrus = people
    group = server.create_group("Hearts after dark", people, owner=alice)
    async with BotProcess(server, db, tmp_path / "bot.log", turn_seconds=0) as bot:
        await alice.send(group, "/bidel")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        for person in people:
            await person.press(server.message(group, lobby.message_id), "Join")
        await alice.press(server.message(group, lobby.message_id), "to 100")
        buttons = server.message(group, lobby.message_id).buttons
        table_id = buttons[0][0].callback_data.split("|")[1]  # type: ignore[union-attr]
        assert (await alice.press(server.message(group, lobby.message_id), "Start")).text == "The game has started!"

        for _ in range(4):  # three picks and Confirm
            await take_turn(server, alice, await server.wait_for(lambda: to_act(alice)), rng)
        message = await server.wait_for(lambda: to_act(bob))
        picks = [t for t in labels(message) if CARD.match(t.strip("·"))][:2]
        for card in picks:
            await press_label(server, bob, message, card)
        await server.wait_for(lambda: saved_version(db, table_id) == 6, what="the picks saved")
        saved = saved_table(db, table_id).game
        assert isinstance(saved, Bidel) and saved.confirmed == {0} and len(saved.selections[1].picked) == 2
        await bot.kill()
        await bot.start()

        bob_hand = await server.wait_for(lambda: to_act(bob))
        assert sorted(t.strip("✅") for t in labels(bob_hand) if t.startswith("✅")) == sorted(picks)
        assert "Picked:" in bob_hand.body
        alice_hand = hand_message(alice)
        assert alice_hand is not None and "You pass" in alice_hand.body and "You got" not in alice_hand.body
        for _ in range(3000):
            if recorded(db, table_id):
                break
            acting = await server.wait_for(lambda: recorded(db, table_id) or next(
                (p for p in people if to_act(p)), None), timeout=30)
            message_now = to_act(acting) if isinstance(acting, User) else None
            if isinstance(acting, User) and message_now is not None:
                await take_turn(server, acting, message_now, rng)
        await server.wait_for(lambda: "won with" in server.dump(group) or "tied with" in server.dump(group))
        assert "Everyone has passed" in server.dump(group) and cyrus.inbox()
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
        assert [r[0] for r in conn.execute("SELECT user_id FROM game_players ORDER BY seat")] == [p.id for p in people]


def saved_version(db: Path, table_id: str) -> int:
    """The saved game's version; -1 while a save is under way (the state and the moves are read apart)."""
    try:
        game = saved_table(db, table_id).game
    except IllegalAction:
        return -1
    return -1 if game is None else game.version


def recorded(db: Path, table_id: str) -> bool:
    """The match is no longer a live table: its result is stored."""
    with reading(db) as conn:
        return conn.execute("SELECT COUNT(*) FROM live_tables WHERE id = ?", (table_id,)).fetchone()[0] == 0
