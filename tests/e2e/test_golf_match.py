"""Golf in a group through the fake Bot API: two people and a computer player play a whole six-card game,
pressing only the buttons the bot sent them (the move the computer player would make, when it is on their
keyboard); bad presses are refused without change; the result is announced and stored. In Cactus two people
press a snap at the same moment, the first press settles it, and the short game they chose in the lobby (three
holes instead of playing to 100) is played to its end."""

from __future__ import annotations

import asyncio
import functools
import random
import sqlite3
from pathlib import Path

from bot.games.cards import label
from bot.games.golf import Golf
from tests.bluff_players import action, plain, seat_all, table_message
from tests.botrunner import running_bot
from tests.drawing_players import forged, move_buttons
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.golf_players import open_table, play_to_end, press_a_move
from tests.players import a_move, all_said, current_hand, hand_message, press_one_redraw_behind


async def test_two_people_and_a_computer_play_six_card_golf(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob")]
    eve = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Golf night", [*people, eve], owner=people[0])
    rng = random.Random(3)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_table(server, group, people, None)
        game = next(iter(rt.tables)).game
        assert isinstance(game, Golf) and game.players == 3 and game.rules.name == "six"
        await refused_presses(server, group, game, people, eve)
        await play_to_end(server, game, people, rng)
        await all_said(server, rt)
        chat = plain(server.dump(group))
        assert chat.count("Hole 9 is over") == 1 and ("won the game" in chat or "share the win" in chat)
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        assert not errors, errors

    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("golf",)]
        rows = conn.execute("SELECT user_id, won, json_extract(stats, '$.points') FROM game_players").fetchall()
        assert sorted(r[0] for r in rows if r[0] > 0) == sorted(p.id for p in people) and len(rows) == 3
        assert sorted(r[2] for r in rows) == sorted(game.totals)
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0


async def refused_presses(server: FakeTelegram, group: Group, game: Golf, people: list[User], eve: User) -> None:
    """An unseated press, a forged action and an old keyboard are refused and leave the game as it was."""
    rng = random.Random(0)
    while min(game.waiting_for()) >= len(people):
        await press_a_move(server, game, people, rng)
    seat = min(game.waiting_for())
    person = people[seat]
    hand = await server.wait_for(lambda: current_hand(person, game.version))
    button = move_buttons(hand)[0]
    before = game.version
    photo = await server.wait_for(lambda: table_message(server, group))
    assert (await eve.press(photo, data=button.callback_data)).text == "You're not playing in this game."
    assert (await person.press(hand, data=forged(button, "r:99"))).text is not None and game.version == before
    assert "Your turn" in hand.body and "🂠" in " ".join(b.text for b in move_buttons(hand))
    await press_a_move(server, game, people, rng)
    old = await person.press(hand, data=button.callback_data)  # None: the move just made, pressed again
    assert old.text in ("That button is out of date.", "It's not your turn.", None)


async def test_two_people_race_a_snap_in_cactus(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob", "Carol")]
    group = server.create_group("Cactus night", people, owner=people[0])
    rng = random.Random(5)

    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_table(server, group, people, "Cactus", holes=3)
        game = next(iter(rt.tables)).game
        assert isinstance(game, Golf) and game.rules.name == "cactus" and (game.holes, game.target) == (3, 0)
        for _ in range(500):
            open_to = game.racers()
            racers = [s for s in open_to if s < len(people) and s != game.turn]
            # Two people may throw, a person to draw next holds the race open, and no computer is still to choose
            # (a computer that throws first closes the race before the presses arrive).
            if len(racers) >= 2 and game.turn < len(people) and all(s < len(people) for s in open_to):
                break
            await press_a_move(server, game, people, rng)
        first, second = (people[s] for s in racers[:2])
        no = game.discard_no
        hands = [await server.wait_for(functools.partial(race_hand, p, no)) for p in (first, second)]
        presses = [next(b for b in move_buttons(h) if action(b).startswith(f"a:{no}.") and
                        not action(b).endswith("pass")) for h in hands]
        queries = [await p.press_nowait(h, data=b.callback_data)
                   for p, h, b in zip((first, second), hands, presses, strict=True)]
        answers = await asyncio.gather(*(server.wait_for(functools.partial(server.callback_answer, q))
                                         for q in queries))
        texts = [a.text for a in answers]
        assert texts.count(None) >= 1, texts
        assert all(t in (None, "Too late: nothing can be thrown on that discard now.") for t in texts), texts
        await server.wait_for(lambda: any(w in plain(server.dump(group)) for w in (" threw ", " missed: ")),
                              what="the snap's news")
        # The snap redrew every hand, and the race stays open to the person to draw: a snap of theirs (or their draw)
        # on the keyboard their hand showed before still holds.
        drawer = people[game.turn]
        hand = await server.wait_for(lambda: current_hand(drawer, game.version), what="the drawer's hand redrawn")
        assert await press_one_redraw_behind(drawer, hand, next(iter(rt.tables)), a_move)
        await play_to_end(server, game, people, rng)
        await all_said(server, rt)
        chat = plain(server.dump(group))
        assert "Hole 3 is over" in chat and "Hole 4" not in chat and ("won the game" in chat or "share the win" in chat)


async def test_a_draw_pressed_after_computers_let_a_discard_go_is_not_out_of_date(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """Cactus with one person and two computer players: the person's keyboard still draws after both computers
    have let the discard go (each a move of its own that changes nothing she is shown)."""
    server = fake_telegram
    alice = server.add_user("Alice", started=True, language_code="en")
    group = server.create_group("Cactus night", [alice], owner=alice)
    rng = random.Random(7)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_all(server, group, [alice], "/golf")
        assert (await alice.press(lobby, "Cactus")).text == "✓"
        for _ in range(2):
            await alice.press(server.message(group, lobby.message_id), "Add computer")
        await alice.press(server.message(group, lobby.message_id), "Start")
        game = next(iter(rt.tables)).game
        assert isinstance(game, Golf)
        for _ in range(300):
            if game.turn == 0 and game.phase == "draw" and game.race_open and game.racers():
                break
            await press_a_move(server, game, [alice], rng)
        await server.wait_for(lambda: not [s for s in game.racers() if s != 0], what="the computers' passes")
        await rt.drain()
        # Her keyboard, drawn when her turn came or redrawn since: the passes left it valid.
        hand = hand_message(alice)
        assert hand is not None
        draw = next(b for b in move_buttons(hand) if action(b) == "s")
        assert (await alice.press(hand, data=draw.callback_data)).text is None and game.phase == "held"
        await rt.drain()


async def test_a_variant_then_its_own_option_chosen_in_the_lobby_is_played(fake_telegram: FakeTelegram,
                                                                          tmp_path: Path) -> None:
    """The lobby offers the chosen variant's own options: four-card's progressive reveal goes when Pablo is
    chosen, four-card seats up to 16, and a four-card hole with the 20-point jack is played to its end."""
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob")]
    group = server.create_group("Golf night", people, owner=people[0])
    rng = random.Random(11)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_all(server, group, people, "/golf")
        assert "Progressive" not in lobby.body and "(2 to 8 players)" in lobby.body
        for choice in ("4-card", "Progressive: yes", "Pablo"):
            lobby = await choose(server, group, lobby, people[0], choice)
        lobby = await server.wait_for(lambda: shows(server, group, lobby, "✓ Pablo"), what="Pablo's lobby")
        assert "Progressive" not in lobby.body and "👁 near 2" in lobby.body
        for choice in ("4-card", "J 20, skips", "⛳ holes: 1"):
            lobby = await choose(server, group, lobby, people[0], choice)
        lobby = await server.wait_for(lambda: shows(server, group, lobby, "✓ ⛳ holes: 1"), what="the lobby")
        assert "Progressive: no" in lobby.body and "J 20, skips" in lobby.body and "(2 to 16 players)" in lobby.body
        await people[0].press(lobby, "Add computer")
        assert (await people[0].press(server.message(group, lobby.message_id), "Start")).text == \
            "The game has started!"
        game = next(iter(rt.tables)).game
        assert isinstance(game, Golf) and game.rules.name == "four" and game.players == 3
        assert game.options["four_scale"] == "jack20" and not game.options["four_progressive"]
        await play_to_end(server, game, people, rng)
        await all_said(server, rt)
        assert "Hole 1 is over" in plain(server.dump(group))


def shows(server: FakeTelegram, group: Group, lobby: Message, label: str) -> Message | None:
    """The lobby message once one of its buttons reads `label`."""
    message = server.message(group, lobby.message_id)
    return message if label in message.button_labels else None


async def choose(server: FakeTelegram, group: Group, lobby: Message, person: User, label: str) -> Message:
    """Press a lobby choice as soon as the lobby shows it."""
    message = await server.wait_for(lambda: shows(server, group, lobby, label), what=label)
    assert (await person.press(message, label)).text == "✓"
    return message


def race_hand(person: User, no: int) -> Message | None:
    """The person's DM once it carries the snap buttons for discard `no`."""
    message = hand_message(person)
    if message and any(action(b).startswith(f"a:{no}.") for b in move_buttons(message)):
        return message
    return None


async def test_a_peek_survives_a_restart_of_the_bot(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """Malaysian Golf: a person uses a peeking power, the bot stops while they pick its target and starts again;
    the person finishes the peek from the buttons they are sent and then sees the card, in their DM alone."""
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob")]
    group = server.create_group("Golf night", people, owner=people[0])
    rng = random.Random(9)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_table(server, group, people, "Malaysian")
        table_id = next(iter(rt.tables)).id
        game = next(iter(rt.tables)).game
        assert isinstance(game, Golf) and game.rules.name == "malaysian"
        for _ in range(500):
            seat = min(game.waiting_for())
            if seat < len(people) and "u" in game.legal_actions(seat) and peeks(game):
                break
            await press_a_move(server, game, people, rng)
        person = people[seat]
        hand = await server.wait_for(lambda: current_hand(person, game.version))
        (use,) = [b for b in move_buttons(hand) if action(b) == "u"]
        assert (await person.press(hand, data=use.callback_data)).text is None
        assert game.phase == "target"
        await rt.drain()

    async with running_bot(server, db, turn_seconds=0) as rt:
        restored = rt.tables.get(table_id)
        assert restored is not None and isinstance(restored.game, Golf)
        again = restored.game
        assert again.phase == "target" and again.turn == seat
        start = again.version
        while again.phase == "target":
            await press_a_move(server, again, people, rng)
        # The card it peeked at: the first it picked that it then knew (replayed from the record, for the seat may
        # peek at a card it had seen before, and the game went on meanwhile).
        record = again.record()
        replayed = Golf.replay({**record, "actions": record["actions"][:start]})
        peeked = []
        for actor, move in again.log[start:]:
            for event in replayed.apply(actor, move):
                picked = replayed.card_at(event.data["target"], event.data["pos"] - 1) \
                    if event.kind == "picked" and event.data["seat"] == seat else None
                if picked is not None and picked in replayed.seen[seat]:
                    peeked.append(picked)
        card = peeked[0]
        other = people[1 - seat]
        await server.wait_for(lambda: any(label(card) in m.body for m in person.inbox()),
                              what="the peeked card in the DM")
        assert all(label(card) not in m.body for m in other.inbox()) or card in again.seen[1 - seat]
        assert all(label(card) not in m.body for m in server.bot_messages(group))
        await rt.drain()


def peeks(game: Golf) -> bool:
    power = game.rules.power(game.held or "")
    return power is not None and any(target.peek for target in power.targets)
