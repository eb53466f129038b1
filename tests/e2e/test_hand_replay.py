"""What happened?: the button under a hand's result sends a picture of the hand's tricks to whoever presses it, in
private; a person who never started the bot is sent through the private chat first; the button still works after a
restart and after the match is over, and a second press at once sends nothing more; its link typed by someone
outside the group sends them nothing."""

from __future__ import annotations

import random
from pathlib import Path

from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import all_said, open_with_computers, play_one_move, play_to_the_end

BUTTON = "🎞 What happened?"
SENT = "The picture of this hand is in your private chat with me."


def replay_buttons(server: FakeTelegram, group: Group) -> list[Message]:
    return [m for m in server.bot_messages(group) if BUTTON in m.button_labels]


def photos(user: User) -> list[Message]:
    return [m for m in user.inbox() if m.photo and "hand" in m.body]


async def test_a_finished_hand_is_shown_to_whoever_asks(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    eve = server.add_user("Eve", started=False, language_code="en")
    fred = server.add_user("Fred", started=True, language_code="en")
    group = server.create_group("Hokm night", [nima, eve, fred], owner=nima)
    db = tmp_path / "bot.db"
    rng = random.Random(5)
    async with running_bot(server, db, turn_seconds=0) as rt:
        # Two sets to win: a first hand won with every trick (Bam) wins a set, and the match goes on past the restart.
        await rt.set_chat_setting(group.id, "sets", 2)
        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        while not replay_buttons(server, group):
            await play_one_move(server, [nima], rng, over=lambda: bool(replay_buttons(server, group)), timeout=30)
        result = replay_buttons(server, group)[0]
        assert "Hand 1:" in result.body or "Bam" in result.body

        assert (await nima.press(result, BUTTON)).text == SENT
        picture = await server.wait_for(lambda: next(iter(photos(nima)), None))
        assert picture.body == "Hokm · hand 1"
        picture.image().save(tmp_path / "hand1.png")
        # A double tap sends nothing more: a press is answered once what it sends has been sent.
        assert (await nima.press(result, BUTTON)).text == SENT
        assert len(photos(nima)) == 1

        answer = await eve.press(result, BUTTON)  # never started the bot: the press opens the private chat
        assert answer.url is not None and "start=r" in answer.url
        await eve.start(answer.url.split("start=", 1)[1])
        assert (await server.wait_for(lambda: next(iter(photos(eve)), None))).body == "Hokm · hand 1"

        forged = await fred.press(result, data=f"R|{table.id}|99")
        assert forged.text == "That hand can no longer be found."
        print(server.dump(group))

    async with running_bot(server, db, turn_seconds=0) as rt:  # a restart: drawn again from the stored moves
        assert (await fred.press(result, BUTTON)).text == SENT
        again = await server.wait_for(lambda: next(iter(photos(fred)), None))
        assert again.photo_file is not None and picture.photo_file is not None
        assert again.photo_file.data == picture.photo_file.data
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        await play_to_the_end(server, nima, game, rng)
        await all_said(server, rt)
        last = replay_buttons(server, group)[-1]
        count = len(replay_buttons(server, group))
        assert (await fred.press(last, BUTTON)).text == SENT  # the match is over: from the finished game's record
        await server.wait_for(lambda: any(m.body == f"Hokm · hand {count}" for m in photos(fred)))
        print(server.dump(fred.id))

        await nima.send(group, "/scores hokm")  # the finished match rated Nima; the computers are not listed
        board = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if "leaderboard" in m.body), None))
        assert "Nima" in board.body and " · rating " in board.body and "🤖" not in board.body
        print(board.body)


async def test_the_link_to_a_hand_shows_it_only_to_members_of_the_group(fake_telegram: FakeTelegram,
                                                                       tmp_path: Path) -> None:
    """Someone not in the group types the link a press would have sent them to: they get the welcome, not the
    group's hand, as the button pressed in another chat gives nothing."""
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    eve = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Hokm night", [nima], owner=nima)
    rng = random.Random(5)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        while not replay_buttons(server, group):
            await play_one_move(server, [nima], rng, over=lambda: bool(replay_buttons(server, group)), timeout=30)

        await eve.start(f"r{table.id}_0")
        welcome = await server.wait_for(lambda: next(iter(eve.inbox()), None), what="an answer to the link")
        assert "/hokm" in welcome.body
        await rt.drain()
        assert photos(eve) == []
