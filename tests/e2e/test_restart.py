"""The bot in its own process, killed or stopped between moves and in the middle of one: games go on as saved.

Four simulated people play a Hokm match against `python -m tests.botprocess`. After every restart the hands in
their DMs must show exactly what the database holds, the table message must be redrawn, and the buttons must
work; at the end the match must be recorded once with every card accounted for.
"""

from __future__ import annotations

import asyncio
import copy
import math
import re
import statistics
import time
from pathlib import Path
from random import Random

from bot.__main__ import STOP_LIMIT
from bot.games.hokm import Hokm
from bot.i18n import who
from bot.table.model import Table
from tests.botrunner import FAST, running_bot
from tests.e2e.test_bluff_computers import play_a_step
from tests.fakebot import FakeTelegram, Message, User
from tests.loadsupport import READY_CALL, BotProcess, Match, open_match, playable_buttons, shown_cards, shown_version
from tests.players import TURN_MARKERS, hand_message, my_turn, open_with_computers, play_one_move
from tests.records import assert_recorded_once, saved_table

OVER = "The game is over."
# The timer test kills the bot between a turn being shown and its deadline, and tells a kept deadline from one set
# afresh at the restart by the time the move comes: both need a turn long enough for a loaded machine's delays.
TURN_SECONDS = 4


def hands(match: Match) -> list[Message | None]:
    """Each player's hand message as it is now (copies: later edits leave them as they were)."""
    return [copy.copy(hand_message(p)) for p in match.people]


def assert_hands_show(table: Table, shown: list[Message | None]) -> None:
    """The hand messages show the saved game: each seat's cards, its turn or not, buttons of this version."""
    game = table.game
    assert isinstance(game, Hokm) and len(shown) == len(table.seats)
    for seat, hand in enumerate(shown):
        assert hand is not None
        assert shown_version(hand) == game.version, f"seat {seat}: {hand.body}"
        assert shown_cards(hand) == set(game.hands[seat])
        assert any(m in hand.body for m in TURN_MARKERS) == (seat in game.to_act()), f"seat {seat}: {hand.body}"


async def next_turn(server: FakeTelegram, match: Match, timeout: float = 20) -> tuple[User, Message] | None:
    """Whoever's hand says it is their turn, with that hand; None once the hands say the game is over."""
    def found() -> tuple[User, Message] | str | None:
        turn = next(((p, m) for p in match.people if (m := my_turn(p))), None)
        over = any(OVER in m.body for p in match.people for m in p.inbox())
        return turn or ("over" if over else None)

    turn = await server.wait_for(found, timeout, what="someone's turn")
    return None if turn == "over" else turn  # type: ignore[return-value]


async def press(person: User, message: Message, rng: Random) -> str:
    """Press one of the playable buttons, at random; returns the callback query id."""
    return await person.press_nowait(message, data=rng.choice(playable_buttons(message)).callback_data)


async def move(server: FakeTelegram, person: User, message: Message, rng: Random) -> None:
    query = await press(person, message, rng)
    answer = await server.wait_for(lambda: server.callback_answer(query), what="the move's answer")
    assert answer.text is None, answer.text


async def play_on(server: FakeTelegram, match: Match, rng: Random, moves: int | None = None) -> None:
    """Make `moves` moves (all of them, to the end of the match, by default)."""
    while moves is None or moves > 0:
        turn = await next_turn(server, match)
        if turn is None:
            assert moves is None, "the match ended early"
            return
        await move(server, *turn, rng)
        moves = None if moves is None else moves - 1


def hand_version(person: User) -> int:
    hand = hand_message(person)
    return -1 if hand is None else shown_version(hand)


def who_acts(table: Table, match: Match) -> User:
    assert table.game is not None
    return match.people[min(table.game.to_act())]


def table_captions(server: FakeTelegram, match: Match, since: float) -> list[str]:
    """Captions of the table picture as drawn (sent or redrawn) at or after clock time `since`."""
    calls = server.transcript.select(("sendPhoto", "editMessageMedia"), chat_id=match.group.id, ok=True)
    return [c.params.get("caption") or c.params["media"]["caption"] for c in calls if c.at >= since]


def noted_at(table: Table, user_id: int | None) -> float:
    """When the saved table noted what the person's hand shows, on the fake Bot API's clock (-inf: never)."""
    shown = table.hands_shown.get(user_id) if user_id is not None else None
    return -math.inf if shown is None else shown.at - time.time() + time.monotonic()


async def restart_showing(server: FakeTelegram, bot: BotProcess, table: Table, match: Match, settled: bool) -> None:
    """Start the bot again: before any update reaches it, every hand shows `table` as saved, and only the hands
    that showed something else, or whose last edit the saved table had not noted, were edited again. When no press is
    on its way (`settled`), the table picture then names the player to act (redrawn if it showed something else,
    left alone otherwise)."""
    before: list[Message | None] = hands(match)
    restored: list[Message | None] = []
    # A hand edited after the saved table noted what it shows (its own note not saved yet, another change's save
    # in between) may show what the restarted bot cannot know it does.
    mark = server.transcript.mark()
    unsure = {c.chat_id for c in server.transcript.select("editMessageText") if c.at >= noted_at(table, c.chat_id)}
    await bot.start(at_ready=lambda: restored.extend(hands(match)))
    edited = {c.chat_id for c in server.transcript.select("editMessageText", since=mark) if c.index < bot.ready_mark}
    unchanged = {p.id for p, old, new in zip(match.people, before, restored, strict=True)
                 if old and new and (old.body, old.reply_markup) == (new.body, new.reply_markup)}
    assert not edited & unchanged - unsure, "a hand that showed the saved game already was edited again"
    assert_hands_show(table, restored)
    if settled:
        acting = f"<b>{who(who_acts(table, match).first_name)}</b>"
        await server.wait_for(lambda: acting in (table_captions(server, match, 0) or [""])[-1],
                              what="the table showing the saved game")


async def kill_and_check(server: FakeTelegram, bot: BotProcess, db: Path, match: Match, rng: Random,
                         turn: tuple[User, Message], moment: str) -> None:
    """SIGKILL the bot at `moment` of a move, then restart it and check that nothing it confirmed was lost and
    that a press it had not yet seen takes effect once: `idle` (no press under way), `sent` (a press has just
    been made), `fetched` (the bot has just received the press) or `saved` (the move is stored and the bot is
    showing it: the first hand edit after the press is under way)."""
    person, message = turn
    version = shown_version(message)
    if moment == "saved":
        hands_of, started = {p.id for p in match.people}, server.state.clock()
        bot.kill_when(lambda c: c.method == "editMessageText" and c.chat_id in hands_of and c.at >= started)
    query = None if moment == "idle" else await press(person, message, rng)
    if query is not None and moment == "fetched":
        await server.wait_for(lambda: server.state.callbacks[query].delivered_at, what="the press fetched")
    if moment == "saved":
        await bot.wait()
    answered = query is not None and server.callback_answer(query) is not None
    await bot.kill()

    saved = saved_table(db, match.table_id)
    assert saved.game is not None
    assert saved.game.version in ((version,) if query is None else (version, version + 1))
    if answered:
        assert saved.game.version == version + 1, "a move the bot answered was lost"
    unconfirmed = server.pending_updates > 0  # the press will reach the new process again

    await restart_showing(server, bot, saved, match, settled=not unconfirmed)
    if not unconfirmed:
        return
    assert query is not None
    answer = await server.wait_for(lambda: server.callback_answer(query), what="the re-delivered press answered")
    # Taken now by the new process, or made before the kill: either way answered as made, and made once.
    assert answer.text is None, answer.text
    await saved_beyond(server, db, match, version)


async def test_sigkill_at_any_moment_of_a_match_loses_nothing(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server, rng, db = fake_telegram, Random(5), tmp_path / "bot.db"
    # A press re-delivered after the restart is answered as made. On a loaded machine the restart can outlast
    # Telegram's 15 s for an answer, which would then be refused; late answers are test_hostile's.
    server.state.callback_ttl = 3600.0
    moments = ["idle", "idle", "sent", "sent", "fetched", "fetched", "saved", "saved"]
    rng.shuffle(moments)
    kills = dict(zip(sorted(rng.sample(range(3, 80), len(moments))), moments, strict=True))
    async with BotProcess(server, db, tmp_path / "bot.log", turn_seconds=0) as bot:
        match = await open_match(server, "K")
        moves = 0
        while (turn := await next_turn(server, match)) is not None:
            moment = kills.pop(moves, None)
            if moment is None:
                await move(server, *turn, rng)
            else:
                await kill_and_check(server, bot, db, match, rng, turn, moment)
            moves += 1
        assert not kills and bot.starts == len(moments) + 1
        await server.wait_for(lambda: recorded(db, match), what="the result stored")
        await server.wait_for(lambda: "won the match" in server.dump(match.group), what="the result announced")
    assert server.dump(match.group).count("won the match") == 1
    assert_recorded_once(db, [match])


def recorded(db: Path, match: Match) -> bool:
    """The match is no longer a live table: its result is stored."""
    try:
        saved_table(db, match.table_id)
    except LookupError:
        return True
    return False


async def saved_beyond(server: FakeTelegram, db: Path, match: Match, version: int) -> Table:
    """The saved table once its game has gone past `version`, having taken exactly one more action."""
    def saved() -> Table | None:
        table = saved_table(db, match.table_id)
        return table if table.game is not None and table.game.version > version else None

    table = await server.wait_for(saved, what=f"a move after version {version} saved")
    assert table.game is not None and table.game.version == version + 1
    return table


async def test_sigterm_finishes_the_move_in_flight(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """SIGTERM with a press taken but not yet carried out: the press is carried out, answered and saved before the
    process exits, and the table redrawn: before the exit when the shutdown grace allows (the group's budget has
    room), otherwise by the restart, and the bot's log says it left the redraw to it.

    The bot has taken a press once it confirms it (the offset of its next getUpdates), which PTB does only after
    handing the press to the application, whose stop carries out what it holds. A press merely sent in an answer
    to getUpdates may still be on its way into the bot at the SIGTERM: PTB then drops it unconfirmed and Telegram
    gives it to the restarted bot, as a press fetched before a SIGKILL (`kill_and_check`)."""
    server, rng, db = fake_telegram, Random(8), tmp_path / "bot.db"
    async with BotProcess(server, db, tmp_path / "bot.log", turn_seconds=0) as bot:
        match = await open_match(server, "T")
        await play_on(server, match, rng, moves=6)
        turn = await next_turn(server, match)
        assert turn is not None
        version = shown_version(turn[1])
        query = await press(*turn, rng)
        delivered = await server.wait_for(lambda: server.state.callbacks[query].delivered_at)
        await server.wait_for(lambda: server.pending_updates == 0, what="the press taken")
        assert await bot.terminate() == 0

        answer = server.callback_answer(query)
        assert answer is not None and answer.text is None, "the press was not carried out before the exit"
        saved = saved_table(db, match.table_id)
        assert saved.game is not None and saved.game.version == version + 1
        captions = table_captions(server, match, delivered)
        acting = f"<b>{who(who_acts(saved, match).first_name)}</b>"
        if not (captions and acting in captions[-1]):  # its redraw waited past the shutdown grace: said, and left
            # to the restart, which shows the saved game (below)
            assert "stopped with messages still queued" in (tmp_path / "bot.log").read_text(), \
                "the table was neither redrawn before the exit nor left to the restart"

        await restart_showing(server, bot, saved, match, settled=True)
        await play_on(server, match, rng)
        await server.wait_for(lambda: recorded(db, match), what="the result stored")
    assert_recorded_once(db, [match])


def timeouts(server: FakeTelegram, match: Match, person: User, since: int = 0, until: int | None = None) -> list[float]:
    """When the group was told that `person` ran out of time (clock times of those messages), between transcript
    positions `since` and `until`."""
    calls = server.transcript.select("sendMessage", chat_id=match.group.id, ok=True, since=since)
    return [c.at for c in calls if f"{who(person.first_name)} ran out of time" in c.params.get("text", "")
            and (until is None or c.index < until)]


async def test_turn_timer_moves_for_an_idle_player_even_across_a_restart(fake_telegram: FakeTelegram,
                                                                         tmp_path: Path) -> None:
    server, rng, db = fake_telegram, Random(3), tmp_path / "bot.db"
    async with BotProcess(server, db, tmp_path / "bot.log", turn_seconds=TURN_SECONDS) as bot:
        match = await open_match(server, "W")
        await play_on(server, match, rng, moves=4)

        # Someone does not move: a warning in their DM, then a move made for them, told to the group.
        turn = await next_turn(server, match)
        assert turn is not None
        idle, version = turn[0], shown_version(turn[1])
        warning = await server.wait_for(lambda: next((m for m in idle.inbox() if "seconds left" in m.body), None),
                                        TURN_SECONDS + 5, what="a warning")
        assert not warning.buttons
        await server.wait_for(lambda: timeouts(server, match, idle), TURN_SECONDS + 5, what="the move made for them")
        assert any(f"{who(idle.first_name)} ran out of time" in m.body for m in server.bot_messages(match.group))
        after = await saved_beyond(server, db, match, version)
        assert after.game is not None and after.game.log[version][0] == match.people.index(idle)
        await server.wait_for(lambda: hand_version(idle) > version, what="their hand to move on")

        # Someone else does not move, and the bot dies before their time is up and comes back after it.
        while (turn := await next_turn(server, match)) is not None and turn[0] is idle:
            await move(server, *turn, rng)
        assert turn is not None
        sleeper, version = turn[0], shown_version(turn[1])
        saved = saved_table(db, match.table_id)
        deadline = saved.deadline
        assert saved.deadline_version == version and deadline is not None and deadline > time.time()
        await bot.kill()
        await server.wait_for(lambda: time.time() > deadline + 0.5, TURN_SECONDS + 5, what="the deadline passed")
        assert not timeouts(server, match, sleeper)

        await bot.start()
        ready = server.transcript.select(READY_CALL, since=bot.ready_mark)[0]
        [moved] = await server.wait_for(lambda: timeouts(server, match, sleeper, since=bot.ready_mark),
                                        TURN_SECONDS + 5, what="the saved deadline to fire")
        assert moved - ready.at < TURN_SECONDS, "the deadline was set afresh instead of kept"
        after = await saved_beyond(server, db, match, version)
        assert after.game is not None and after.game.log[version][0] == match.people.index(sleeper)


async def test_a_restart_keeps_the_groups_budget_and_the_last_word_comes_first(fake_telegram: FakeTelegram,
                                                                               tmp_path: Path) -> None:
    """People pressing as fast as they can keep the group's budget full; a SIGKILL and restart in the middle must
    not start a fresh budget, must not edit hands that show the saved game, and the result of the match is the
    next thing the group hears after the last card (at most the table's own redraw already under way)."""
    server, rng, db = fake_telegram, Random(11), tmp_path / "bot.db"
    async with BotProcess(server, db, tmp_path / "bot.log", turn_seconds=0) as bot:
        match = await open_match(server, "B")
        await play_on(server, match, rng, moves=25)
        saved = saved_table(db, match.table_id)
        await bot.kill()
        await restart_showing(server, bot, saved, match, settled=True)
        await play_on(server, match, rng)
        await server.wait_for(lambda: "won the match" in server.dump(match.group), what="the result announced")

    window, limit = FAST["group_window"], 20  # Telegram's limit; the bot keeps to 18 when it takes its turn
    assert server.transcript.max_per_minute(match.group.id, window=window) <= limit
    answers = server.transcript.select("answerCallbackQuery", ok=True)
    group = server.transcript.select(("sendMessage", "sendPhoto", "editMessageMedia"), chat_id=match.group.id, ok=True)
    result = next(c for c in group if "won the match" in (c.params.get("text") or c.params.get("caption", "")))
    last_card = max(c.at for c in answers if c.at <= result.at)
    between = [c.method for c in group if last_card < c.at < result.at]
    assert between.count("editMessageMedia") <= 1, between
    print(f"last card to the result: {result.at - last_card:.2f} s (group window {window} s)")


STOPS = 20


async def test_sigterm_with_work_queued_ends_the_bot_at_once_and_the_restart_goes_on(fake_telegram: FakeTelegram,
                                                                                   tmp_path: Path) -> None:
    """Stopped with SIGTERM twenty times, each at a moment when work is queued: a press just answered whose hands
    and table are still to be drawn, several presses in a row (the group's budget spent), a turn about to run
    out, a press the bot is still carrying out. The process ends by itself every time (a service manager need not
    kill it, nor its own watchdog); each restart shows the saved game, sends no hand that already showed it again, and
    the match ends with one recorded result and every hand's result said once."""
    server, rng, db = fake_telegram, Random(13), tmp_path / "bot.db"
    loop, took = asyncio.get_running_loop(), list[float]()
    async with BotProcess(server, db, tmp_path / "bot.log", turn_seconds=TURN_SECONDS) as bot:
        match = await open_match(server, "S")
        for stop in range(STOPS):
            turn = await next_turn(server, match)
            assert turn is not None, "the match ended before every stop was made"
            moment = stop % 4
            if moment == 0:  # a press answered, its redraws under way
                await move_or_late(server, *turn, rng)
            elif moment == 1:  # presses in a row: the group's feed waits for its budget
                for _ in range(3):
                    if (turn := await next_turn(server, match)) is not None:
                        await move_or_late(server, *turn, rng)
            elif moment == 2:  # the turn's warning and deadline are near
                await asyncio.sleep(TURN_SECONDS * 0.7)
            else:  # a press the bot is still carrying out
                await press(*turn, rng)
            began = loop.time()
            # Status 0: the stop ended the process by itself, before the bot's own watchdog (STOP_LIMIT) had to.
            assert await bot.terminate(timeout=10) == 0, f"stop {stop}: the bot did not end by itself"
            took.append(loop.time() - began)
            await restart_showing(server, bot, saved_table(db, match.table_id), match, settled=False)
        while (turn := await next_turn(server, match)) is not None:
            await move_or_late(server, *turn, rng)
        await server.wait_for(lambda: recorded(db, match), what="the result stored")
        await server.wait_for(lambda: "won the match" in server.dump(match.group), what="the result announced")
    assert server.dump(match.group).count("won the match") == 1
    # Each hand's result said once, none lost to a stop that came while the group's budget held it back.
    sent = server.transcript.select("sendMessage", chat_id=match.group.id, ok=True)
    told = [int(n) for call in sent for n in re.findall(r"\bHand (\d+): ", call.params.get("text", ""))]
    assert told == list(range(1, len(told) + 1)), told
    assert_recorded_once(db, [match])
    print(f"SIGTERM to exit: median {statistics.median(took):.2f} s, longest {max(took):.2f} s "
          f"(the bot's limit {STOP_LIMIT:.0f} s)")


async def move_or_late(server: FakeTelegram, person: User, message: Message, rng: Random) -> None:
    """A press that the turn timer may have beaten (it made the move first): then it changed nothing."""
    query = await press(person, message, rng)
    answer = await server.wait_for(lambda: server.callback_answer(query), what="the move's answer")
    assert answer.text in (None, "That button is out of date.", "It's not your turn."), answer.text


async def test_a_hands_result_held_back_at_a_stop_is_said_after_the_restart(fake_telegram: FakeTelegram,
                                                                            tmp_path: Path) -> None:
    """Telegram refuses the group's next message for a minute (429) as the first hand ends, and the bot is
    stopped meanwhile: the hand's result was saved with the move that made it, and the restart says it, once."""
    server, db, rng = fake_telegram, tmp_path / "bot.db", Random(5)
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Night", [nima], owner=nima)

    def sent(text: str, ok: bool) -> int:
        return sum(call.params.get("text") == text
                   for call in server.transcript.select("sendMessage", chat_id=group.id, ok=ok))

    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        server.fail_next("sendMessage", kind="rate_limit", retry_after=60, chat_id=group.id)
        while not table.unsaid:
            await play_one_move(server, [nima], rng, over=lambda: bool(table.unsaid))
        result = table.unsaid[0].text
        assert "Hand 1: " in result or "Bam!" in result
        await server.wait_for(lambda: sent(result, ok=False), what="the result refused")
    assert sent(result, ok=True) == 0
    async with running_bot(server, db, turn_seconds=0) as rt:
        await server.wait_for(lambda: sent(result, ok=True), what="the result said after the restart")
        await rt.drain()
        assert sent(result, ok=True) == 1 and not next(iter(rt.tables)).unsaid


def sent_into(server: FakeTelegram, chat: int, method: str, piece: str, ok: bool) -> int:
    """How many calls of `method` into `chat` with `piece` in their text or caption went through (`ok`), or not."""
    return sum(piece in str(call.params.get("text") or call.params.get("caption") or "")
               for call in server.transcript.select(method, chat_id=chat, ok=ok))


async def test_a_games_result_held_back_at_a_stop_is_said_after_the_restart(fake_telegram: FakeTelegram,
                                                                           tmp_path: Path) -> None:
    """The group refuses the game's result for a minute (429) and the bot is stopped meanwhile: the result was
    kept with the game's end, and the restart says it, once, with Play again."""
    server, db, rng = fake_telegram, tmp_path / "bot.db", Random(11)
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Bluff", [nima], owner=nima)
    won = "won the game!"
    server.fail_next("sendMessage", retry_after=60, chat_id=group.id, containing=won)
    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_with_computers(server, group, nima, "/bluff")
        game = next(iter(rt.tables)).game
        assert game is not None
        while not game.is_over():
            await play_a_step(server, [nima], game.is_over, rng)
        await server.wait_for(lambda: sent_into(server, group.id, "sendMessage", won, ok=False),
                              what="the result refused")
    assert sent_into(server, group.id, "sendMessage", won, ok=True) == 0
    async with running_bot(server, db, turn_seconds=0) as rt:
        await server.wait_for(lambda: sent_into(server, group.id, "sendMessage", won, ok=True),
                              what="the result said after the restart")
        await rt.drain()
        assert sent_into(server, group.id, "sendMessage", won, ok=True) == 1
        [result] = [m for m in server.bot_messages(group) if won in m.body]
        assert "🔁 Play again" in result.button_labels
        assert not rt.tables and await rt.store.outbox() == []


async def test_a_cancel_held_back_at_a_stop_is_said_after_the_restart(fake_telegram: FakeTelegram,
                                                                      tmp_path: Path) -> None:
    """/cancel's word on the table's picture is refused for a minute and the bot is stopped meanwhile: the restart
    puts it on the picture, once."""
    server, db = fake_telegram, tmp_path / "bot.db"
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    cancelled = "The game was cancelled."
    server.fail_next("editMessageCaption", retry_after=60, chat_id=group.id, containing=cancelled)
    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_with_computers(server, group, ali)
        [table] = list(rt.tables)
        await server.wait_for(lambda: table.table_message_id, what="the table's picture")
        await ali.send(group, "/cancel")
        await server.wait_for(lambda: sent_into(server, group.id, "editMessageCaption", cancelled, ok=False),
                              what="the cancel refused")
    async with running_bot(server, db, turn_seconds=0) as rt:
        await server.wait_for(lambda: sent_into(server, group.id, "editMessageCaption", cancelled, ok=True),
                              what="the cancel said after the restart")
        await rt.drain()
        assert sent_into(server, group.id, "editMessageCaption", cancelled, ok=True) == 1
        assert cancelled in server.message(group, table.table_message_id or 0).body
        assert not rt.tables and await rt.store.outbox() == []
