"""The end of a match: the result and the final picture once in the group, hands without buttons, and Play again
opening a lobby with the same seats (but for anyone who has left the group), after a restart too, from which a
second match starts."""

from __future__ import annotations

import random
from pathlib import Path

from tests.botrunner import running_bot
from tests.e2e.test_bluff_computers import play_a_step
from tests.fakebot import FakeTelegram, Message
from tests.players import all_said, hand_message, open_with_computers, play_to_the_end, start_with_computers

PLAY_AGAIN = "Play again"


def result_messages(server: FakeTelegram, group: int) -> list[Message]:
    return [m for m in server.bot_messages(group) if PLAY_AGAIN in " ".join(m.button_labels)]


async def test_a_finished_match_offers_play_again_with_the_same_seats(fake_telegram: FakeTelegram,
                                                                      tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    eve = server.add_user("Eve", started=True, language_code="en")
    sam = server.add_user("Sam", started=True, language_code="en")
    group = server.create_group("Hokm night", [nima, eve, sam], owner=eve)
    db = tmp_path / "bot.db"
    async with running_bot(server, db, turn_seconds=0) as rt:
        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        await play_to_the_end(server, nima, game, random.Random(5))
        await all_said(server, rt)
        names = table.names()
        view = game.public_view()

        winners = " & ".join(f"\u2068{names[s]}\u2069" for s in sorted(game.result().winners))
        # The hands close once the final picture is drawn, which a loaded machine may take a while to do.
        await server.wait_for(lambda: nima.inbox()[-1].body == f"🏁 The game is over. {winners} won.",
                              what="the hand closed with the result")
        await rt.drain()
        assert hand_message(nima) is None, "no buttons are left in a finished game's DM"
        results = result_messages(server, group.id)
        assert len(results) == 1 and results[0].photo, "the scoreboard is sent once, with Play again under it"
        # The table (sent again below each hand's result, the picture before deleted), and the scoreboard.
        photos = [c.result["message_id"] for c in server.transcript.writes(group.id) if c.method == "sendPhoto"]
        deleted = [c.params["message_id"] for c in server.transcript.writes(group.id) if c.method == "deleteMessage"]
        assert sorted(map(int, deleted)) == photos[:-2] and photos[-1] == results[0].message_id
        table_message = server.message(group, table.table_message_id or 0)
        assert "won · sets:" in table_message.body
        assert max(view["points"]) == view["points_per_set"] or view["last_hand"]["bam"], view["points"]
        finished, data = results[0], results[0].buttons[0][0].callback_data

    async with running_bot(server, db, turn_seconds=0) as rt:  # the button outlives the bot that sent it
        answer = await sam.press(finished, PLAY_AGAIN)  # neither a player nor an admin
        assert answer.text == "Only the players of this game or a group admin can play it again."
        assert len(rt.tables) == 0
        assert (await eve.press(finished, PLAY_AGAIN)).text == "A new table is open: press Start to play."
        again = await server.wait_for(lambda: next(iter(rt.tables), None))
        assert again.names() == names and again.game is None and again.creator_id == eve.id
        assert again.options == dict(game.options)
        # The group's budget is still spent by the match (it survives the restart), so the lobby and the edit
        # that takes the button away may wait for it: wait for them, not for a quiet moment.
        await server.wait_for(lambda: not result_messages(server, group.id), what="the button taken away", timeout=30)
        second = await eve.press(finished, data=data)  # a press that was on its way as the button went
        assert second.text == "A table is already open in this chat ↑"
        lobby_id = await server.wait_for(lambda: again.lobby_message_id, what="the new lobby posted", timeout=30)
        lobby = server.message(group, lobby_id)
        assert all(name in lobby.body for name in ("Nima", *names[1:]))
        assert (await nima.press(lobby, "Start")).text == "Only the table's creator or a group admin can do that."
        assert (await eve.press(lobby, "Start")).text == "The game has started!"
        await server.wait_for(lambda: hand_message(nima))
        assert again.game is not None and again.names() == names



async def test_a_bluff_game_plays_again_with_its_players_in_order(fake_telegram: FakeTelegram,
                                                                   tmp_path: Path) -> None:
    """Seats that are not fixed: the players come back in the order they sat, and there is no final picture."""
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Bluff", [nima], owner=nima)
    rng = random.Random(11)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima, "/bluff")
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        while not game.is_over():
            await play_a_step(server, [nima], game.is_over, rng)
        await all_said(server, rt)
        assert hand_message(nima) is None
        (result,) = result_messages(server, group.id)
        assert not result.photo and "won the game!" in result.body  # the game's own words on its end
        assert (await nima.press(result, PLAY_AGAIN)).text == "A new table is open: press Start to play."
        again = await server.wait_for(lambda: next(iter(rt.tables), None))
        assert [s and s.name for s in again.seats] == [*table.names(), *[None] * (len(again.seats) - 3)]
        lobby = await server.wait_for(
            lambda: server.message(group, again.lobby_message_id) if again.lobby_message_id else None)
        assert (await nima.press(lobby, "Start")).text == "The game has started!"
        assert again.game is not None and again.names() == table.names()


async def test_the_end_of_a_game_is_said_once_with_play_again(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    """The game's own account of its end ("🏆 … won the game!", with the chips) is the result: one message, with
    Play again under it, not followed by a second "🏁 The game is over. … won." """
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Bluff", [nima], owner=nima)
    rng = random.Random(11)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima, "/bluff")
        game = next(iter(rt.tables)).game
        assert game is not None
        while not game.is_over():
            await play_a_step(server, [nima], game.is_over, rng)
        await all_said(server, rt)
        endings = [m for m in server.bot_messages(group) if not m.photo and ("🏆" in m.body or "🏁" in m.body)]
        assert len(endings) == 1, [m.body for m in endings]
        assert "won the game!" in endings[0].body and PLAY_AGAIN in " ".join(endings[0].button_labels)


async def test_play_again_seats_only_the_players_still_in_the_group(fake_telegram: FakeTelegram,
                                                                     tmp_path: Path) -> None:
    """One of the players leaves the group once the game is over, another presses Play again: the new lobby keeps
    the seat of the one who left empty, as Join would not have seated them either."""
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Nima", "Sam")]
    nima, sam = people
    group = server.create_group("Bluff", people, owner=nima)
    rng = random.Random(11)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await nima.send(group, "/bluff")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None), what="the lobby")
        for person in people:
            assert (await person.press(lobby, "Join")).text == "You're seated."
        await start_with_computers(server, group, lobby, nima)
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None and table.names()[:2] == ["Nima", "Sam"]
        while not game.is_over():
            await play_a_step(server, people, game.is_over, rng)
        await all_said(server, rt)
        (result,) = await server.wait_for(lambda: result_messages(server, group.id), what="the result")

        server.state.groups[group.id].members.discard(sam.id)
        assert (await nima.press(result, PLAY_AGAIN)).text == "A new table is open: press Start to play."
        again = await server.wait_for(lambda: next(iter(rt.tables), None))
        assert again.seat_of(sam.id) is None and again.seat_of(nima.id) == 0
        assert [s and s.name for s in again.seats[:3]] == ["Nima", None, table.names()[2]]
