"""A player who goes quiet: automatic moves, the group is told, a volunteer or a computer takes the seat."""

from __future__ import annotations

import random
import time
from pathlib import Path

from bot.play import turns
from bot.table import writer
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Message, User
from tests.players import my_turn, playable, seat_everyone


async def test_a_quiet_player_is_covered_then_replaced_by_a_volunteer(fake_telegram: FakeTelegram,
                                                                      tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Ali", "Bita", "Cyrus", "Dara")]
    eve = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Night", [*people, eve], owner=people[0])
    quiet = people[3]
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=1) as rt:
        lobby = await seat_everyone(server, group, people)
        await people[0].press(lobby, "Start")
        table = next(iter(rt.tables))
        rng = random.Random(5)

        def offer() -> Message | None:
            return next((m for m in server.visible(group) if any("Take Dara" in b for b in m.button_labels)), None)

        while offer() is None:
            acting: Message | User = await server.wait_for(
                lambda: offer() or next((p for p in people[:3] if my_turn(p)), None), timeout=15)
            if isinstance(acting, Message):
                break
            message = my_turn(acting)
            if message is not None:
                await acting.press(message, rng.choice(playable(message)))
        text = server.dump(group).replace("\u2068", "").replace("\u2069", "")
        assert "Dara ran out of time; a move was played for them automatically." in text
        assert "A computer player plays for" in text
        warnings = server.transcript.select("sendMessage", chat_id=quiet.id, ok=True)
        assert any("seconds left" in c.params.get("text", "") for c in warnings), "a warning came before time ran out"
        assert 3 in table.away

        message = offer()
        assert message is not None
        assert (await eve.press(message, "Take Dara")).text == "You're seated."
        seats = [s.user_id if s else None for s in table.seats]
        assert eve.id in seats and quiet.id not in seats
        await server.wait_for(lambda: "took over" in server.dump(group))
        await server.wait_for(lambda: any(m.buttons for m in eve.inbox()))
        assert (await eve.press(message, "Take Dara")).text == "That button is out of date."


async def test_a_turn_armed_again_after_its_warning_was_due_warns_once(fake_telegram: FakeTelegram,
                                                                      tmp_path: Path) -> None:
    """With several workers, another worker's save makes this one load the table again and arm its timers anew.
    When that comes after the turn's warning was due and before it went out, the warning goes at once; armed
    again after it went, it does not go twice."""
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Ali", "Bita", "Cyrus", "Dara")]
    group = server.create_group("Night", people, owner=people[0])
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=60) as rt:
        lobby = await seat_everyone(server, group, people)
        await people[0].press(lobby, "Start")
        table = next(iter(rt.tables))
        acting = await server.wait_for(lambda: next((p for p in people if my_turn(p)), None))

        def warnings() -> int:
            sent = server.transcript.select("sendMessage", chat_id=acting.id, ok=True)
            return sum("seconds left" in c.params.get("text", "") for c in sent)

        async with writer.hold(rt, table):
            assert table.deadline is not None and warnings() == 0
            table.deadline = time.time() + 5  # a quarter of the turn's 60 s is left: the warning is overdue
            turns.arm(rt, table)
        await server.wait_for(warnings, what="the warning")
        async with writer.hold(rt, table):
            assert table.warned_for == table.deadline
            turns.arm(rt, table)
            assert rt.job_queue is not None
            armed = [job.name for job in rt.job_queue.jobs() if not job.removed and table.id in str(job.name)]
            assert armed == [f"turn:{table.id}"], "the warning was not armed again"
        assert warnings() == 1
