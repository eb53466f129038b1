"""Two people play a whole Klaberjass match in a group, pressing only the buttons the bot sent them: they accept,
pass and name trumps, swap or keep the seven, announce sequences and Bela with a single press on the card that
carries them, and play to the end; the group hears the public declarations, the result is announced and stored,
and bad presses are refused without change."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Message, User
from tests.players import (
    all_said,
    press_one_redraw_behind,
    refusals_change_nothing,
    turn_message,
    two_people_and_an_outsider,
)

TURN_MARKERS = ("Your call", "You hold the 7", "Your turn", "Your lead")


ILLEGAL = ("You must follow the suit that was led.", "You must play a higher trump if you can.",
           "You cannot follow suit, so you must trump.", "You cannot announce that sequence now.",
           "Bela is announced with the first of the king and queen of trumps, holding both.")


def to_act(user: User) -> Message | None:
    return turn_message(user, TURN_MARKERS)


def labels(message: Message) -> list[str]:
    return [b.text for row in message.buttons for b in row]


async def test_two_people_finish_a_match_with_declarations(fake_telegram: FakeTelegram, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # A deal in which both players hold a sequence of three, so that a declaration is offered whatever the play.
    monkeypatch.setattr("bot.play.lobby.new_seed", lambda: 410)
    server = fake_telegram
    people, eve, group = two_people_and_an_outsider(server, "Bela night")
    alice = people[0]
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

        refused = declared = behind = False
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
                await refusals_change_nothing(acting, eve, message, lobby, table, ILLEGAL,
                                              ("G|" + table.id + f"|{game.version}|p:AS:50b",))
                refused = True
            elif not behind and await press_one_redraw_behind(acting, message, table):
                behind = True
            else:
                await acting.press(message, rng.choice([b for b in buttons if not b.startswith("·")]))
        await all_said(server, rt)

        assert refused and declared and behind
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
