"""Practice in the private chat: a person plays a Hokm match and then a Seep match against computer players in
their own chat with the bot, the table's picture and their hand there together, asks for hints, and the bot
restarts in the middle of each; the games are recorded as practice, so /scores, /stats and the ratings leave them
out, while /verify checks their deals and /history lists them as practice. The group where /practice was typed
hears one answer, a link into the private chat, and nothing more."""

from __future__ import annotations

import random
import re
import sqlite3
from pathlib import Path

from bot.games.seep import Seep
from bot.runtime import Runtime
from bot.screens.hints import hint_text
from bot.table.model import Table
from tests.botrunner import running_bot
from tests.e2e.test_seep_match import move_buttons, take_turn
from tests.fakebot import FakeTelegram, Message, User
from tests.players import all_said, at_rest, my_turn, playable

HINT = "💡 Hint"
HOKM_MOVES_BEFORE_RESTART = 12
SEEP_MOVES_BEFORE_RESTART = 6


def practice_table(rt: Runtime) -> Table:
    table = next(iter(rt.tables))
    assert table.practice and table.chat_id > 0
    return table


def hand_below_picture(person: User) -> bool:
    """The person's hand (the last message with move buttons) comes after the table's picture in the chat."""
    inbox = person.inbox()
    picture = max((m.message_id for m in inbox if m.photo), default=None)
    hand = max((m.message_id for m in inbox if any((b.callback_data or "").startswith("G|")
                                                   for row in m.buttons for b in row)), default=None)
    return picture is not None and hand is not None and hand > picture


async def ask_hint(server: FakeTelegram, rt: Runtime, person: User, hand: Message) -> None:
    """Press Hint on the hand: the answer is the computer player's move and reason, to the person alone."""
    table = practice_table(rt)
    game = table.game
    assert game is not None
    seat = table.seat_of(person.id)
    assert seat is not None
    expected = hint_text(table.entry, game, seat, table.entry.advise(game, seat, rt.settings.computer_think), "en")
    answer = await person.press(hand, HINT)
    assert answer.show_alert and answer.text == expected and answer.text.startswith("💡 ")
    assert table.hinted


async def lobby_started(server: FakeTelegram, person: User, title: str, choices: tuple[str, ...]) -> None:
    """The practice lobby in the person's chat: the options chosen, then Start."""
    lobby = await server.wait_for(lambda: next((m for m in reversed(person.inbox()) if title in m.body), None),
                                  what="the practice lobby")
    assert "Computer players sit in the other seats" in lobby.body
    assert "Join" not in " ".join(lobby.button_labels), "the seats are the person's and the computers'"
    for label in choices:
        assert (await person.press(server.message(person.dm, lobby.message_id), label)).text == "✓"
        chosen = f"✓ {label}"
        await server.wait_for(lambda: chosen in server.message(person.dm, lobby.message_id).button_labels,  # noqa: B023
                              what=f"{label} chosen")
    answer = await person.press(server.message(person.dm, lobby.message_id), "Start")
    assert answer.text == "The game has started!"


async def play_hokm(server: FakeTelegram, rt: Runtime, person: User, rng: random.Random,
                    moves: int | None = None) -> None:
    """The person plays `moves` cards (to the end of the match by default), asking for a hint at the first."""
    table = practice_table(rt)
    game = table.game
    assert game is not None
    hinted = False
    while not game.is_over() and (moves is None or moves > 0):
        turn = await server.wait_for(lambda: game.is_over() or my_turn(person), timeout=30, what="the person's turn")
        if not isinstance(turn, Message):
            break
        assert HINT in turn.button_labels, "a practice hand offers a hint on the person's turn"
        if not hinted:
            assert hand_below_picture(person)
            await ask_hint(server, rt, person, turn)
            hinted = True
        await person.press(turn, rng.choice([label for label in playable(turn) if label != HINT]))
        moves = None if moves is None else moves - 1


async def play_seep(server: FakeTelegram, rt: Runtime, person: User, rng: random.Random,
                    moves: int | None = None) -> None:
    """The person makes `moves` moves (to the end of the match by default), asking for a hint at the first."""
    table = practice_table(rt)
    game = table.game
    assert isinstance(game, Seep)
    hinted = False
    while moves is None or moves > 0:
        if not hinted:
            hand = await server.wait_for(lambda: game.is_over() or move_buttons(person, game.version), 30,
                                         what="the person's turn")
            if isinstance(hand, Message):
                assert HINT in hand.button_labels and hand_below_picture(person)
                await ask_hint(server, rt, person, hand)
                hinted = True
        if not await take_turn(server, [person], table, rng):
            break
        moves = None if moves is None else moves - 1


def seed_said(person: User) -> str:
    found = re.search(r"/verify ([0-9a-f]+)", "\n".join(m.body for m in person.inbox()))
    assert found, "the result names the match's seed"
    return found.group(1)


async def answer_to(server: FakeTelegram, person: User, command: str, marker: str) -> Message:
    said = await person.send(person.dm, command)
    return await server.wait_for(lambda: next((m for m in person.inbox() if m.message_id > said.message_id
                                               and marker in m.body), None), what=f"the answer to {command}")


async def test_practice_hokm_and_seep_in_private(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Hokm night", [nima], owner=nima)
    rng = random.Random(7)
    db = tmp_path / "bot.db"

    async with running_bot(server, db) as rt:
        # A game's command in the private chat offers practice there.
        here = await answer_to(server, nima, "/hokm", "Start this game in a group")
        assert here.button_labels == ["🎯 Practice"]
        # In a group, /practice answers with links into the private chat, one per game.
        await nima.send(group, "/practice")
        links = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        assert "Practice is in my private chat" in links.body
        url = next(b.url for row in links.buttons for b in row if b.text == "🎯 Hokm")
        assert url is not None and url.endswith("start=phokm")
        await nima.start(url.split("start=", 1)[1])
        await lobby_started(server, nima, "Hokm practice", ())
        table = practice_table(rt)
        assert table.hints and rt.turn_seconds(table) == 0
        # A practice table keeps nobody from a group's table.
        await nima.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next((m for m in server.bot_messages(group) if "Hokm table" in m.body),
                                                   None), what="the group's lobby")
        assert (await nima.press(lobby, "Join 1")).text == "You're seated."
        assert (await nima.press(lobby, "Close table")).text == "The table was closed."
        await server.wait_for(lambda: "The table was closed." in server.message(group, lobby.message_id).body)
        await play_hokm(server, rt, nima, rng, HOKM_MOVES_BEFORE_RESTART)
        assert table.game is not None and not table.game.is_over()
        await at_rest(server, rt, table.game, [nima])

    async with running_bot(server, db) as rt:
        table = practice_table(rt)
        assert table.hints and table.hinted
        await play_hokm(server, rt, nima, rng)
        await all_said(server, rt)
        hokm_seed = seed_said(nima)

        # Seep from the Practice button under its rules, 2 players to 30 points.
        rules = await answer_to(server, nima, "/rules seep", "🎯")
        assert (await nima.press(rules, "🎯 Practice")).text == "Your practice table is open."
        await lobby_started(server, nima, "Seep practice", ("2 players", "30 points (Punjab)"))
        table = practice_table(rt)
        assert isinstance(table.game, Seep) and table.game.players == 2
        await play_seep(server, rt, nima, rng, SEEP_MOVES_BEFORE_RESTART)
        assert not table.game.is_over()
        await at_rest(server, rt, table.game, [nima])

    async with running_bot(server, db) as rt:
        await play_seep(server, rt, nima, rng)
        await all_said(server, rt)

        transcript = server.dump(nima.dm)
        print(transcript)
        assert transcript.count("🔒 Fingerprint of this match's deals") == 2
        assert transcript.count("🔑 This match's seed") == 2
        assert "💡 Hints were used in this match." in transcript
        assert "My cards" not in transcript, "the hand is in this chat: no link to it"
        assert "Your turn — " not in transcript, "no turn pings at practice"
        assert not any(m.buttons and any((b.callback_data or "").startswith("G|") for row in m.buttons for b in row)
                       for m in nima.inbox()), "the hands went with the game; the result is the last word"

        assert "No game has finished in this group yet." in (await answer_to(server, nima, "/scores", "No game")).body
        assert "hasn't finished a game yet" in (await answer_to(server, nima, "/stats", "finished")).body
        verified = await answer_to(server, nima, f"/verify {hokm_seed}", "fingerprint")
        assert "✅" in verified.body
        history = await answer_to(server, nima, "/history", "'s games")
        assert history.body.count("· practice ·") == 2

        # Play again opens the same practice table anew; /cancel ends it unscored, the hand going with it.
        result = next(m for m in reversed(nima.inbox()) if "🔁 Play again" in m.button_labels)
        assert (await nima.press(result, "🔁 Play again")).text == "A new table is open: press Start to play."
        await lobby_started(server, nima, "Seep practice", ())
        table = practice_table(rt)
        assert table.game is not None and table.game.players == 2
        game = table.game
        await server.wait_for(lambda: move_buttons(nima, game.version), 30, what="the person's turn")
        await nima.send(nima.dm, "/cancel")
        await server.wait_for(lambda: any("The game was cancelled." in m.body for m in nima.inbox()),
                              what="the picture saying the game was cancelled")
        await server.wait_for(lambda: not rt.tables and not any(
            any((b.callback_data or "").startswith("G|") for row in m.buttons for b in row) for m in nima.inbox()),
            what="the hand gone with the game")

    assert len(server.bot_messages(group)) == 2, "the group heard only the links and its own lobby"
    with sqlite3.connect(db) as conn:
        assert sorted(conn.execute("SELECT game, practice, chat_id FROM games").fetchall()) == [
            ("hokm", 1, nima.id), ("seep", 1, nima.id)]
        assert conn.execute("SELECT COUNT(*) FROM ratings").fetchone()[0] == 0
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0
