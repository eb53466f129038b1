"""Two workers behind webhooks on one PostgreSQL database share a Hokm match: a dispatcher posts each update to
either of them at random, one of them is killed with SIGKILL now and then and started again, and people now and
then let their time run out so that a turn timer, armed in both workers, has to fire in exactly one.

At the end: the match is recorded once with every card accounted for, it holds exactly the moves people made
and the timers made (none applied twice), each timeout was warned of and announced once, and the group was never
sent more than Telegram allows (no 429)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

import pytest

from bot import callbacks
from bot.games.bluff import Bluff
from bot.play.moves import act
from bot.play.presses import move
from bot.play.turns import play_for
from bot.play.workers import take_up
from bot.runtime import Runtime
from bot.screens import group, hands, messages
from bot.table import writer
from bot.table.model import Table
from tests.bluff_players import seat_all
from tests.botrunner import running_bot
from tests.e2e.test_restart import hand_version, next_turn, timeouts
from tests.fakebot import FakeTelegram, Message, User
from tests.loadsupport import BotProcess, Match, open_match, playable_buttons, shown_version
from tests.pgcluster import Cluster
from tests.players import hand_message, move_version
from tests.records import all_said_in, assert_recorded_once_in
from tests.webhooks import Dispatcher, free_port

TURN_SECONDS = 4
# A worker takes up what the other changed within `sync_interval`; a timer claimed by a worker that died is
# taken over after `timer_hold`.
SHARED = {"turn_seconds": TURN_SECONDS, "sync_interval": 0.3, "timer_hold": 3.0, "missed_turns_before_takeover": 99}

STALE = ("That button is out of date.", "It's not your turn.")


def warnings(server: FakeTelegram, person: User, since: int) -> int:
    """Warnings sent to the person since transcript position `since` (each is deleted once the turn is over)."""
    sent = server.transcript.select("sendMessage", chat_id=person.id, ok=True, since=since)
    return sum("seconds left" in str(call.params.get("text", "")) for call in sent)


@dataclass
class Turn:
    """Someone's turn as it began: their hand, where the transcript stood, and where it stood as the turn before
    began (the test may see a turn late, after waiting for a worker to restart; its warning never comes before
    the turn before it began)."""

    person: User
    hand: Message
    since: int
    after: int = 0


async def answered(server: FakeTelegram, query: str) -> str | None:
    """The text the press `query` was answered with."""
    return (await server.wait_for(lambda: server.callback_answer(query), what="the move's answer")).text


async def let_time_run_out(server: FakeTelegram, match: Match, turn: Turn) -> None:
    """Nobody moves: one warning, then one move made for them and told to the group, which their hand shows."""
    person, version = turn.person, shown_version(turn.hand)
    await server.wait_for(lambda: timeouts(server, match, person, since=turn.since), 4 * TURN_SECONDS + 10,
                          what=f"{person.first_name}'s time to run out")
    await server.wait_for(lambda: warnings(server, person, turn.after), what=f"{person.first_name} warned")
    await server.wait_for(lambda: hand_version(person) > version, what=f"{person.first_name}'s hand moved on")
    assert warnings(server, person, turn.after) == 1 and len(timeouts(server, match, person, since=turn.since)) == 1


async def test_two_workers_play_a_match_through_kills_and_timeouts(fake_telegram: FakeTelegram, pg_cluster: Cluster,
                                                                    tmp_path: Path) -> None:
    server, rng = fake_telegram, Random(21)
    url = await pg_cluster.new_database()
    hooks = [f"http://127.0.0.1:{free_port()}/hook{i}" for i in range(2)]
    workers = [BotProcess(server, url, tmp_path / f"worker{i}.log", **SHARED).behind(hook)
               for i, hook in enumerate(hooks)]
    kills = set(rng.sample(range(4, 60), 4))
    sleeps = set(rng.sample(sorted(set(range(6, 60)) - kills), 3)) | {max(kills)}  # one while a worker is down
    async with contextlib.AsyncExitStack() as stack:
        for worker in workers:
            await stack.enter_async_context(worker)
        dispatcher = await stack.enter_async_context(Dispatcher(server, hooks, rng))
        match = await open_match(server, "P")
        moves, restarted, began = 0, None, None
        made: list[tuple[int, str]] = []  # the seat and button of each press answered as made
        while True:
            if moves in kills:  # people play on with the other worker while this one starts again
                if restarted is not None:  # (turns may run out meanwhile: the turn is taken once it is back)
                    await restarted
                down = rng.choice(workers)
                await down.kill()
                restarted = asyncio.create_task(down.start())
            if (turn := await next_turn(server, match)) is None:
                break
            began = Turn(*turn, server.transcript.mark(), began.since if began else 0)
            if moves in sleeps:
                await let_time_run_out(server, match, began)
            else:
                person, hand = turn
                data = rng.choice(playable_buttons(hand)).callback_data
                answer = await answered(server, await person.press_nowait(hand, data=data))
                # A timer that beat a press (the machine is slow) leaves it out of date, or, where it played the
                # same card, answered as made: either way it changed nothing.
                assert answer is None or answer in STALE, answer
                if answer is None:
                    made.append((match.people.index(person), data or ""))
            moves += 1
        if restarted is not None:
            await restarted
        assert sum(w.starts for w in workers) == 2 + len(kills)
        await server.wait_for(lambda: "won the match" in server.dump(match.group), what="the result announced")
        [game] = await assert_recorded_once_in(url, [match])
        await all_said_in(url)  # who ran out of time, told by one worker, may follow the other's result
    # A press answered as made is the move at the version it was pressed at: made by the press, or the same card
    # played by a timer that beat it. Every other move was a timer's, told to the group once. Which presses a
    # timer beat cannot be read from when the group was told (a word may go out after the person's next turn
    # began, when its worker was killed), so it is counted from the moves.
    for seat, data in made:
        version, action = move_version(data), data.split("|", 3)[-1]
        assert game.log[version] == (seat, action), f"the press {data} of seat {seat} was lost"
    timed_out = sum(len(timeouts(server, match, p)) for p in match.people)
    beaten = len(made) + timed_out - game.version
    assert 0 <= beaten <= len(made) and timed_out >= len(sleeps), "a move was lost or applied twice"
    assert server.dump(match.group).count("won the match") == 1
    assert not server.transcript.errors(429)
    assert server.transcript.max_per_minute(match.group.id, window=6.1) <= 20
    assert min(dispatcher.delivered) > 0, "one worker took every update"


@dataclass
class TwoBots:
    """Two bots on one database holding the same Hokm match's table, the second one move behind the first."""

    match: Match
    first: Runtime
    second: Runtime
    mover: Table  # the table as the first holds it
    behind: Table  # as the second does


async def move_on(rt: Runtime, table: Table) -> None:
    """The seat to act makes its first legal move, holding the table."""
    async with writer.hold(rt, table):
        assert table.game is not None
        seat = min(table.game.to_act())
        await act(rt, table, seat, table.game.legal_actions(seat)[0])


@contextlib.asynccontextmanager
async def one_move_behind(server: FakeTelegram, url: str, tmp_path: Path) -> AsyncIterator[TwoBots]:
    quiet = {"db_url": url, "sync_interval": 3600.0}  # neither takes up the other's changes unless it must
    async with running_bot(server, tmp_path / "a.db", **quiet) as first, \
            running_bot(server, tmp_path / "b.db", **quiet) as second:
        match = await open_match(server, "P")
        assert await next_turn(server, match) is not None
        await take_up(first, await first.store.live_versions())
        mover = first.tables.get(match.table_id)
        assert mover is not None and mover.game is not None
        await move_on(first, mover)  # trump is chosen: the table's picture is sent, and its id saved
        await server.wait_for(lambda: any(m.photo for m in server.bot_messages(match.group)), what="the table")
        await first.drain()
        await take_up(second, await second.store.live_versions())
        behind = second.tables.get(match.table_id)
        assert behind is not None and behind.table_message_id == mover.table_message_id is not None
        await move_on(first, mover)
        assert behind.game is not None and behind.game.version == mover.game.version - 1
        yield TwoBots(match, first, second, mover, behind)


async def test_a_hand_drawn_by_a_worker_behind_the_other_shows_the_last_move(fake_telegram: FakeTelegram,
                                                                            pg_cluster: Cluster,
                                                                            tmp_path: Path) -> None:
    """A person asked a worker for their cards ("My cards"); before it draws them, the other worker makes a move.
    The hand it then draws shows that move, not the table as it had taken it up."""
    server = fake_telegram
    async with one_move_behind(server, await pg_cluster.new_database(), tmp_path) as bots:
        game = bots.mover.game
        assert game is not None
        asker = next(p for p in bots.match.people if bots.mover.seat_of(p.id) not in game.to_act())
        shown = hand_message(asker)
        assert shown is not None
        bots.behind.local.resend_hands.add(asker.id)
        hands.hand_feed(bots.second, bots.behind, asker.id).refresh()
        # A new message, the old one deleted once it is sent: counted, the two could cancel out between two looks.
        def sent_anew() -> Message | None:
            new = hand_message(asker)
            return new if new is not None and new.message_id != shown.message_id else None

        hand = await server.wait_for(sent_anew, what="the cards sent anew")
        assert shown_version(hand) == game.version


async def test_a_table_picture_drawn_while_the_other_worker_moves_is_not_the_last_word(
        fake_telegram: FakeTelegram, pg_cluster: Cluster, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker is drawing the group's table (a picture takes a while to draw) when the other worker makes a move,
    and draws the table for it: the group is left with the picture of that move, whichever draw ends last."""
    server = fake_telegram
    async with one_move_behind(server, await pg_cluster.new_database(), tmp_path) as bots:
        drawing, go, render = asyncio.Event(), asyncio.Event(), messages.draw

        async def slow(*args: Any) -> Any:
            if not drawing.is_set():  # the first picture drawn from here on: the second worker's
                drawing.set()
                await asyncio.wait_for(go.wait(), 10)
            return await render(*args)

        await bots.first.drain()  # its picture of the last move is out: the next picture drawn is the other's
        monkeypatch.setattr(group, "draw", slow)
        since = server.transcript.mark()
        bots.behind.group_digest = None  # a redraw it was asked for
        group.feed(bots.second, bots.behind).refresh()
        await asyncio.wait_for(drawing.wait(), 10)
        moved = asyncio.create_task(move_on(bots.first, bots.mover))
        with contextlib.suppress(TimeoutError):  # a picture of the move may go out while the other still draws
            await server.wait_for_call("editMessageMedia", chat_id=bots.match.group.id, since=since, timeout=2)
        go.set()
        await moved
        for rt in (bots.first, bots.second):
            await rt.drain()
        game = bots.mover.game
        assert game is not None
        shown = server.message(bots.match.group, bots.mover.table_message_id or 0)
        view, names = game.public_view(), bots.mover.names()
        assert shown.photo[-1].data == bots.mover.ui.render(view, names, "en"), "the group is left with an older table"


async def test_a_challenge_grace_holds_on_the_other_worker(fake_telegram: FakeTelegram, pg_cluster: Cluster,
                                                           tmp_path: Path) -> None:
    """Bluff: a play opens a few seconds in which the others may still call it, and the next player's Pass waits.
    The grace is saved with the table, so the worker that did not see the play holds the Pass back too."""
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob", "Carol")]
    room = server.create_group("Bluff night", people, owner=people[0])
    quiet = {"db_url": await pg_cluster.new_database(), "sync_interval": 3600.0, "challenge_grace": 60.0,
             "turn_seconds": 0}
    async with running_bot(server, tmp_path / "a.db", **quiet) as first, \
            running_bot(server, tmp_path / "b.db", **quiet) as second:
        lobby = await seat_all(server, room, people)
        assert (await people[0].press(lobby, "Start")).text == "The game has started!"
        await take_up(first, await first.store.live_versions())
        [playing] = list(first.tables)
        async with writer.hold(first, playing):  # the opener's whole turn, on the first worker
            game = playing.game  # (holding it may have loaded it again: the game as it is now)
            assert game is not None
            await play_for(first, playing, min(game.to_act()))
        assert playing.grace_until > time.time()
        await take_up(second, await second.store.live_versions())
        [behind] = list(second.tables)
        async with writer.hold(second, behind):
            assert isinstance(behind.game, Bluff)
            seat = behind.game.turn  # the next player (the others to act may only call the play)
            occupant = behind.seats[seat]
            assert occupant is not None
            answer = await move(second, behind, occupant.user_id,
                                callbacks.decode(callbacks.move(behind.id, behind.game.version, "pass")))
            assert answer is not None and "the others may still call Bluff!" in answer, answer
            assert behind.game.version == game.version, "the pass went through on the other worker"
