"""Two people play a whole Klaberjass match in a group, pressing only the buttons the bot sent them: they accept,
pass and name trumps, swap or keep the seven, announce sequences and Bela with a single press on the card that
carries them, and play to the end; the group hears the public declarations, the result is announced and stored,
and bad presses are refused without change."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.tables import Table
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Message, User
from tests.players import hand_message

TURN_MARKERS = ("Your call", "You hold the 7", "Your turn", "Your lead")


def to_act(user: User) -> Message | None:
    message = hand_message(user)
    return message if message and any(marker in message.body for marker in TURN_MARKERS) else None


def labels(message: Message) -> list[str]:
    return [b.text for row in message.buttons for b in row]


async def test_two_people_finish_a_match_with_declarations(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", started=True, language_code="en")
    bob = server.add_user("Bob", started=True, language_code="en")
    eve = server.add_user("Eve", started=True, language_code="en")
    people = [alice, bob]
    group = server.create_group("Bela night", [*people, eve], owner=alice)
    rng = random.Random(3)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        await alice.send(group, "/klaberjass")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        assert "Klaberjass" in lobby.body
        for person in people:
            assert (await person.press(server.message(group, lobby.message_id), "Join")).text == "You're seated."
        await alice.press(server.message(group, lobby.message_id), "to 301")
        assert (await alice.press(server.message(group, lobby.message_id), "Start")).text == "The game has started!"
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None and game.players == 2

        refused = declared = False
        for _ in range(3000):
            if game.is_over():
                break
            acting = await server.wait_for(lambda: game.is_over() or next((p for p in people if to_act(p)), None),
                                           timeout=30)
            message = to_act(acting) if isinstance(acting, User) else None
            if not isinstance(acting, User) or message is None:
                continue
            buttons = labels(message)
            combined = [b for b in buttons if " + " in b]
            if combined:  # a declaration rides on its card: one press
                await acting.press(message, rng.choice(combined))
                declared = True
            elif not refused and any(b.startswith("·") for b in buttons):
                await refusals_change_nothing(acting, eve, message, lobby, table)
                refused = True
            else:
                await acting.press(message, rng.choice([b for b in buttons if not b.startswith("·")]))
        await server.wait_idle()
        await rt.drain()
        await server.wait_idle()

        assert refused and declared
        text = server.dump(group).replace("\u2068", "").replace("\u2069", "")
        assert "as trump" in text or "accepts the turn-up's suit" in text
        assert "“Twenty.”" in text or "“Fifty.”" in text or "“Bela”" in text
        assert "won" in text and ("margin" in text or "during the hand" in text)
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert all("message is not modified" in (d or "") for _, d in errors), errors

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT user_id, won FROM game_players ORDER BY seat").fetchall()
        assert sorted(r[0] for r in rows) == sorted(p.id for p in people)
        assert sum(r[1] for r in rows) == 1
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def refusals_change_nothing(player: User, outsider: User, message: Message, in_group: Message,
                                  table: Table) -> None:
    """A card the rules refuse, a press by someone not seated, forged data and an old keyboard are answered and
    leave the game as it was."""
    game = table.game
    assert game is not None
    version = game.version
    illegal = next(b.callback_data for row in message.buttons for b in row if b.text.startswith("·"))
    assert (await player.press(message, data=illegal)).text in (
        "You must follow the suit that was led.", "You must play a higher trump if you can.",
        "You cannot follow suit, so you must trump.")
    assert (await outsider.press(in_group, data=illegal)).text == "You're not playing in this game."
    for forged in ("G|zzzzzzzz|1|p:AS", "G|" + table.id + "|1|p:ZZ", "G|" + table.id + f"|{version}|p:AS:50b",
                   "garbage"):
        assert (await player.press(message, data=forged)).text in (
            "That button is out of date.", "This game is over.", "It's not your turn.",
            "This button does not belong to a table in this chat.", "That move isn't allowed now.",
            "That card isn't in your hand.", "You cannot announce that sequence now.",
            "Bela is announced with the first of the king and queen of trumps, holding both.",
            "You must follow the suit that was led.", "You must play a higher trump if you can.",
            "You cannot follow suit, so you must trump.")
    assert game.version == version
    legal = next(b.callback_data for row in message.buttons for b in row if not b.text.startswith("·"))
    await player.press(message, data=legal)
    assert game.version == version + 1
    again = await player.press(message, data=legal)  # the keyboard it came from is now old
    assert again.text in ("That button is out of date.", "It's not your turn.")
    assert game.version == version + 1
