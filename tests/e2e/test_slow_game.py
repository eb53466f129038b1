"""A slow Hokm table, played over days on a clock the test moves forward: turns of hours, the turn pings in
private, a turn that runs out, a restart in the middle, and one digest a day in the group."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot import clock
from bot.play import digest
from bot.runtime import Runtime
from tests.botrunner import advance, running_bot
from tests.fakebot import FakeTelegram, Group, User
from tests.players import all_said, current_hand, my_turn, playable, settings_screen, start_with_computers

HOUR = 3600.0
DAY = 24 * HOUR
STEP = 5 * HOUR  # how long a person takes over a move: less than the turn's 8 h, and no day ends on a step
DIGEST = "Slow games waiting"
# Pings ring ten minutes after a person's last press: on this clock, at every turn of theirs.
SLOW = {"ping_after_quiet": 600.0}


class Digests:
    """The group's digests, and when on the test's clock each was sent."""

    def __init__(self, server: FakeTelegram, group: Group) -> None:
        self.server, self.group, self.sent_at = server, group, list[float]()

    def count(self) -> int:
        return sum(DIGEST in m.body for m in self.server.bot_messages(self.group))

    async def check(self, rt: Runtime) -> None:
        """After the clock moved: wait for the bot's look at the new time, and note the digest it sent, if any.

        A look that began after the move has armed the next one `digest_check` ahead; one that began before it
        arms the next at once, and the test's advance brings forward whatever was armed."""
        jobs = rt.job_queue
        assert jobs is not None

        def looked() -> bool:
            soon = datetime.now(UTC) + timedelta(seconds=rt.settings.digest_check / 2)
            return any(job.name == digest.JOB and job.next_t is not None and job.next_t > soon
                       for job in jobs.jobs())

        await self.server.wait_for(looked, timeout=30, what="the digest's look at the new time")
        self.sent_at.extend(clock.now() for _ in range(self.count() - len(self.sent_at)))


def said(server: FakeTelegram, group: Group) -> str:
    return server.dump(group).replace("\u2068", "").replace("\u2069", "")


def to_act(rt: Runtime, people: list[User]) -> User | None:
    """The person whose hand shows it is their turn at the game as it is now (a turn that ran out may show until
    the hand is redrawn)."""
    game = next(iter(rt.tables)).game
    assert game is not None
    return next((p for p in people if my_turn(p) and current_hand(p, game.version)), None)


def over(rt: Runtime) -> bool:
    return all(table.game is None or table.game.is_over() for table in rt.tables)


async def play(server: FakeTelegram, rt: Runtime, people: list[User], digests: Digests, rng: random.Random,
               moves: int | None = None, until: User | None = None) -> None:
    """Each person to act takes hours over their move; `moves` of them, or until it is `until`'s turn, or to the
    end of the match."""
    while moves is None or moves > 0:
        acting = await server.wait_for(lambda: over(rt) or to_act(rt, people), timeout=30, what="a person's turn")
        if acting is True or acting is until:
            return
        assert isinstance(acting, User)
        advance(rt, STEP)
        await digests.check(rt)
        message = my_turn(acting)
        assert message is not None
        await acting.press(message, rng.choice(playable(message)))
        moves = None if moves is None else moves - 1


async def test_a_slow_hokm_table_is_played_over_days(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima, sam = people = [server.add_user(name, started=True, language_code="en") for name in ("Nima", "Sam")]
    group = server.create_group("Far apart", people, owner=nima)
    db, rng, digests = tmp_path / "bot.db", random.Random(7), Digests(server, group)

    async with running_bot(server, db, **SLOW) as rt:
        await nima.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        for seat, person in enumerate(people):
            await person.press(lobby, data=[b for row in lobby.buttons for b in row][seat].callback_data)
        assert (await sam.press(lobby, "⏳ 8 h")).text == "Only the table's creator or a group admin can do that."
        assert (await nima.press(lobby, "⏳ 8 h")).text == "✓"
        await server.wait_for(lambda: "each turn has 8 h" in server.message(group, lobby.message_id).body,
                              what="the lobby made slow")
        lobby = server.message(group, lobby.message_id)
        await start_with_computers(server, group, lobby, nima)
        table = next(iter(rt.tables))
        assert table.slow == 8

        await nima.send(group, "/shelem")  # one table a chat or topic: the slow one says how to play beside it
        await server.wait_for(lambda: any("open a quick game in another topic" in m.body
                                          for m in server.bot_messages(group)), what="the refusal")

        await play(server, rt, people, digests, rng, moves=12)
        shown = table.table_message_id
        assert shown is not None
        for word in ("gg", "nice", "tomorrow then", "ok"):  # what the group says meanwhile
            await sam.send(group, word)

        # Sam lets a turn run out: warned in private two hours before, then a move is made for him.
        await play(server, rt, people, digests, rng, until=sam)
        assert table.game is not None and not table.game.is_over() and table.deadline is not None
        assert round((table.deadline - clock.now()) / HOUR) == 8
        for hours in (STEP / HOUR, 1.0, 3.0):
            advance(rt, hours * HOUR)
            await digests.check(rt)
            if hours == 1.0:
                await server.wait_for(lambda: any("Your turn; 2 h left." in m.body for m in sam.inbox()),
                                      what="the warning")
        await server.wait_for(lambda: "Sam ran out of time" in said(server, group), what="Sam's time out")
        await play(server, rt, people, digests, rng, moves=4)
        assert table.table_message_id == shown or table.news_message_id > shown, "no new picture for chatter"
        # The computers have moved up to the next person's turn: the table stays as it is until the restart.
        await server.wait_for(lambda: to_act(rt, people), what="a person's turn")
        deadline, version = table.deadline, table.game.version
        assert deadline is not None

    async with running_bot(server, db, **SLOW) as rt:  # a restart in the middle of the match
        table = next(iter(rt.tables))
        assert table.slow == 8 and table.game is not None and table.game.version == version
        assert table.deadline == deadline, "the turn keeps the time it had"
        await play(server, rt, people, digests, rng)
        await all_said(server, rt)

    assert digests.count() == len(digests.sent_at) >= 3
    gaps = [b - a for a, b in zip(digests.sent_at, digests.sent_at[1:], strict=False)]
    assert all(DAY <= gap < DAY + STEP + HOUR for gap in gaps), gaps
    text = next(m.body for m in server.bot_messages(group) if DIGEST in m.body)
    assert "Hokm: waiting for" in text and "h left)" in text
    for person in people:
        pings = server.transcript.select("sendMessage", chat_id=person.id, ok=True)
        assert any("Your turn — Hokm" in call.params.get("text", "") for call in pings), person.first_name
    assert "The game is over." in " ".join(m.body for m in nima.inbox())


async def test_a_group_may_make_its_new_tables_slow(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Far apart", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db") as rt:
        screen = await settings_screen(server, group, nima)
        assert (await nima.press(screen, "24 h")).text == "Saved."
        await server.wait_for(lambda: "Slow games (a turn): 24 h" in server.message(group, screen.message_id).body,
                              what="the setting shown")
        await nima.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next((m for m in server.bot_messages(group) if "Hokm table" in m.body),
                                                   None), what="the lobby")
        assert "each turn has 24 h" in lobby.body and "✓ ⏳ 24 h" in lobby.button_labels
        assert next(iter(rt.tables)).slow == 24
        assert (await nima.press(lobby, "⚡ Quick")).text == "✓"  # this table only: the group's rule stays
        await server.wait_for(lambda: "each turn has" not in server.message(group, lobby.message_id).body,
                              what="the lobby made quick")
        assert next(iter(rt.tables)).slow == 0
