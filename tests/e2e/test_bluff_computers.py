"""One person and computer players finish a game of Bluff; the computers call and let plays stand off turn
without making the person's buttons go stale. Every game is dealt from a fresh seed, so the person's choices
are seeded but the game is not."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

from bot.games.bluff import Bluff
from tests.bluff_players import action, buttons, plain, table_message, to_play
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Message, User
from tests.players import all_said, start_with_computers

STALE = "That button is out of date."
NOT_YOURS = "It's not your turn."
OVER = "This game is over."


def next_press(message: Message, rng: random.Random) -> str:
    """One step of a turn: claim once two cards are picked (or one is and the coin says so), pass now and then,
    otherwise pick a card."""
    picked = [b for b in buttons(message, "s:") if b.text.startswith("✅")]
    claims = [action(b) for b in buttons(message, "c:")]
    if claims and (len(picked) >= 2 or rng.random() < 0.5):
        return rng.choice(claims)
    if not picked and buttons(message, "pass") and rng.random() < 0.2:
        return "pass"
    return rng.choice([action(b) for b in buttons(message, "s:") if not b.text.startswith(("✅", "·"))])


async def play_a_step(server: FakeTelegram, people: Sequence[User], over: Callable[[], bool],
                      rng: random.Random) -> None:
    """Wait for the hand of whichever person is to play (or the game's end) and press one step of their turn."""
    acting = await server.wait_for(lambda: over() or next((p for p in people if to_play(p)), None), timeout=30)
    if isinstance(acting, User) and (message := to_play(acting)) is not None:
        wanted = next_press(message, rng)
        (button,) = [b for row in message.buttons for b in row if action(b) == wanted]
        await acting.press(message, data=button.callback_data)


async def test_one_person_and_two_computers_finish_a_game(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Bluff", [nima], owner=nima)
    db = tmp_path / "bot.db"
    rng = random.Random(11)
    async with running_bot(server, db, turn_seconds=0) as rt:
        await nima.send(group, "/bluff")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        assert (await nima.press(lobby, "Join")).text == "You're seated."
        await start_with_computers(server, group, lobby, nima)
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, Bluff) and [s.computer for s in table.seats if s] == [False, True, True]

        answers: list[str] = []
        refused_on: tuple[int, int] | None = None  # the hand as it was when a press on it was refused

        def fresh_turn() -> Message | None:
            """The person's turn, on a hand redrawn since a press on it was refused: one press is the person's
            answer to what a hand shows, not one per glance at a hand the bot has yet to redraw."""
            message = to_play(nima)
            return message if message is not None and (message.message_id, message.edits) != refused_on else None

        while not game.is_over():
            message = await server.wait_for(lambda: game.is_over() or fresh_turn(), timeout=30)
            if isinstance(message, Message):
                wanted = next_press(message, rng)
                (button,) = [b for row in message.buttons for b in row if action(b) == wanted]
                answers.append((await nima.press(message, data=button.callback_data)).text or "")
                refused_on = (message.message_id, message.edits) if answers[-1] else None
        await all_said(server, rt)

        # Only a call can end the person's turn from outside; a computer letting a play stand changes nothing
        # the person sees, so it must not make their buttons stale.
        calls = sum(t["calls_won"] + t["calls_lost"] for t in game.tally)
        refused = [a for a in answers if a]
        # A press may also come as the game ends (a call took the last cards): that one is told the game is over.
        over = refused.count(OVER)
        assert set(refused) <= {STALE, NOT_YOURS, OVER} and len(refused) - over <= calls and over <= 1, answers
        chat = plain(server.dump(group))
        assert "won the game!" in chat and "called" in chat
        final = table_message(server, group)
        assert final is not None and final.buttons == [], "a finished table has no buttons"
        trusts = sum(a.startswith("trust:") for _, a in game.log)
        print(f"\n{len(answers)} presses by the person, {answers.count(STALE)} refused as out of date, "
              f"{game.version} moves in all, {trusts} plays let stand by computers off turn")

    with sqlite3.connect(db) as conn:
        players = conn.execute("SELECT user_id FROM game_players ORDER BY seat").fetchall()
    assert [p[0] > 0 for p in players] == [True, False, False]
