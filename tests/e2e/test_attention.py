"""Keeping people's attention: a turn rings whoever is not looking (a short private message, gone once they play),
and the table's picture comes back below what was said in the group."""

from __future__ import annotations

import random
from pathlib import Path

from tests.botrunner import FAST, running_bot
from tests.e2e.test_bluff_computers import play_a_step
from tests.fakebot import Call, FakeTelegram, Group, Message, User
from tests.players import (
    at_rest,
    hand_message,
    my_turn,
    open_with_computers,
    play_one_move,
    playable,
    seat_everyone,
)

PING = "Your turn — Hokm in “Night”"
QUIET = 6.0  # seconds without a press after which a turn rings


def pings_sent(server: FakeTelegram, person: User, since: int = 0) -> list[Call]:
    return [c for c in server.transcript.select("sendMessage", chat_id=person.id, ok=True, since=since)
            if PING in c.params.get("text", "")]


def live_pings(person: User) -> list[Message]:
    return [m for m in person.inbox() if PING in m.body]


class Players:
    """The people at the table pressing their turns, and when each of them last pressed (the server's clock)."""

    def __init__(self, server: FakeTelegram, people: list[User], rng: random.Random) -> None:
        self.server, self.people, self.rng = server, people, rng
        self.pressed: dict[int, list[float]] = {p.id: [] for p in people}

    async def next(self) -> User:
        return await self.server.wait_for(lambda: next((p for p in self.people if my_turn(p)), None),
                                          what="someone to act")

    async def press(self, person: User) -> None:
        message = my_turn(person)
        assert message is not None
        self.pressed[person.id].append(self.server.state.clock())
        await person.press(message, self.rng.choice(playable(message)))

    def looking_when_rung(self) -> list[tuple[str, float]]:
        """Pings that came sooner than QUIET seconds after their person's last press before them: none should."""
        early = []
        for person in self.people:
            for ping in pings_sent(self.server, person):
                before = [at for at in self.pressed[person.id] if at < ping.at]
                if before and ping.at - before[-1] < QUIET:
                    early.append((person.first_name, ping.at - before[-1]))
        return early


async def test_a_turn_rings_whoever_is_not_looking_and_the_ping_goes_once_they_play(fake_telegram: FakeTelegram,
                                                                                     tmp_path: Path) -> None:
    server, db = fake_telegram, tmp_path / "bot.db"
    people = [server.add_user(name, started=True, language_code="en") for name in ("Ali", "Bita", "Cyrus", "Dara")]
    group = server.create_group("Night", people, owner=people[0])
    dara, players = people[3], Players(server, people, random.Random(4))
    async with running_bot(server, db, turn_seconds=0, ping_after_quiet=QUIET) as rt:
        await dara.send(dara.dm, "/pings off")
        await server.wait_for(lambda: any("Turn alerts are off" in m.body for m in dara.inbox()))
        lobby = await seat_everyone(server, group, people)
        await people[0].press(lobby, "Start")
        table = next(iter(rt.tables))

        # Nobody has pressed anything of this game yet, and each hand rang as it came: a turn rings its person
        # once they have been quiet QUIET seconds since their hand showed it, and the ping (an answer to their
        # hand, no buttons) goes as soon as they play. Dara said no.
        rung = False
        while not all(players.pressed.values()):
            acting = await players.next()
            if acting is not dara and not rung:
                [ping] = await server.wait_for(lambda: live_pings(acting), timeout=QUIET + 10,  # noqa: B023
                                               what="a first turn's ping")
                hand = hand_message(acting)
                assert hand is not None and ping.reply_to == hand.message_id and not ping.buttons
                rung = True
            await players.press(acting)
            await server.wait_for(lambda: not live_pings(acting), what="the ping deleted")  # noqa: B023
            assert all(len(live_pings(p)) <= 1 for p in people)

        # Quick play: whoever pressed less than QUIET seconds ago is looking, and is not rung.
        quick = server.transcript.mark()
        for _ in range(8):
            await players.press(await players.next())
        print(f"pings in quick play: {sum(len(pings_sent(server, p, since=quick)) for p in people)}")

        # Someone who is not Dara lets their turn sit: once they have been quiet long enough, it rings.
        while (idle := await players.next()) is dara:
            await players.press(dara)
        waiting = server.transcript.mark()
        version = table.game.version if table.game else -1
        [ping] = await server.wait_for(lambda: live_pings(idle), timeout=QUIET + 10, what="a ping after a pause")
        assert [c.params["text"] for c in pings_sent(server, idle, since=waiting)] == [ping.body]
        assert not pings_sent(server, dara) and not players.looking_when_rung()

    # A restart neither rings them again nor forgets the ping it sent.
    restarted = server.transcript.mark()
    async with running_bot(server, db, turn_seconds=0, ping_after_quiet=QUIET) as rt:
        table = next(iter(rt.tables))
        assert table.game is not None and table.game.version == version and table.pings[idle.id] == ping.message_id
        await rt.drain()  # what the restart sent and deleted
        assert not pings_sent(server, idle, since=restarted) and live_pings(idle) == [ping]
        await players.press(idle)
        await server.wait_for(lambda: not live_pings(idle), what="the ping deleted after the restart")
        assert idle.id not in table.pings  # (the next person's turn may ring them: they have not pressed lately)
        assert not pings_sent(server, idle, since=restarted)
    errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
    assert all("not modified" in (d or "") for _, d in errors), errors


def table_pictures(server: FakeTelegram, group: Group) -> list[Message]:
    """The live table pictures in sight: photos carrying the My cards link."""
    return [m for m in server.bot_messages(group) if m.photo and "My cards" in " ".join(m.button_labels)]


async def test_the_table_comes_back_below_what_was_said(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server, rng = fake_telegram, random.Random(8)
    nima = server.add_user("Nima", started=True, language_code="en")
    eve = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Night", [nima, eve], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        [first] = await server.wait_for(lambda: table_pictures(server, group), what="the table")

        # A hand's result is said below the table: the picture comes back below it, sent quietly, and the old
        # one is deleted.
        while not table.news_message_id:
            await play_one_move(server, [nima], rng, over=lambda: bool(table.news_message_id), timeout=30)
        said = server.message(group, table.news_message_id)
        assert "Hand 1:" in said.body or said.body.startswith("Bam!")
        [again] = await server.wait_for(lambda: [m for m in table_pictures(server, group)
                                                 if m.message_id > said.message_id], what="the table again")
        await server.wait_for(lambda: server.state.find(group.id, first.message_id) is None, what="the old deleted")
        assert table_pictures(server, group) == [again]
        repost = next(c for c in server.transcript.select("sendPhoto", chat_id=group.id, ok=True)
                      if c.result["message_id"] == again.message_id)
        assert repost.params.get("disable_notification") in (True, "true", "True")

        # Enough said by people below it (three messages) brings it back at its next redraw too.
        words = [await eve.send(group, text) for text in ("well played", "who leads?", "go on")]
        while not any(m.message_id > words[-1].message_id for m in table_pictures(server, group)):
            assert not game.is_over()
            await play_one_move(server, [nima], rng, over=game.is_over, timeout=30)
        await at_rest(server, rt, game, [nima])
        assert len(table_pictures(server, group)) == 1
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20
        print(server.dump(group))


async def test_the_same_for_a_game_of_another_family(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """Bluff, whose news is a call rather than a hand's result: the table comes back below a call, and a person
    playing along is never rung (their hand's first message rang; later turns find them looking)."""
    server, rng = fake_telegram, random.Random(2)
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Bluff", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima, "/bluff")
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        first = await server.wait_for(lambda: table.table_message_id, what="the table")
        while table.table_message_id == first and not game.is_over():
            await play_a_step(server, [nima], game.is_over, rng)
        assert not game.is_over() and table.news_message_id > first
        await server.wait_for(lambda: server.state.find(group.id, first) is None, what="the old deleted")
        await server.wait_for(lambda: [m.message_id for m in table_pictures(server, group)] == [
            table.table_message_id], what="one table picture, the new one")
        assert not [c for c in server.transcript.select("sendMessage", chat_id=nima.id, ok=True)
                    if "Your turn — Bluff" in c.params.get("text", "")]
