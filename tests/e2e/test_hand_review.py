"""Review my play: the button beside What happened? under a hand's result is answered at once, and the presser's
private chat then holds the review of their moves in that hand (the message that said it was coming, rewritten),
or, where the bot may not write first, the press opens the private chat, which then sends it; a second press at
once sends nothing more; someone who did not play the hand is told the review is for its
players, and a button for a hand that does not exist is answered as gone."""

from __future__ import annotations

import random
from pathlib import Path

from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import open_with_computers, play_one_move

BUTTON = "🔍 Review my play"
COMING = "The review of your play in this hand is coming to your private chat with me."


def review_buttons(server: FakeTelegram, group: Group) -> list[Message]:
    return [m for m in server.bot_messages(group) if BUTTON in m.button_labels]


def reviews(user: User) -> list[Message]:
    return [m for m in user.inbox() if "Hokm · hand" in m.body and not m.buttons]


async def test_a_player_is_sent_the_review_of_their_hand(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    fred = server.add_user("Fred", started=True, language_code="en")
    group = server.create_group("Hokm night", [nima, fred], owner=nima)
    rng = random.Random(5)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        while not review_buttons(server, group):
            await play_one_move(server, [nima], rng, over=lambda: bool(review_buttons(server, group)), timeout=30)
        result = review_buttons(server, group)[0]
        assert "🎞 What happened?" in result.button_labels

        nima.block()  # the bot may not write first: the press opens the private chat, which then sends the review
        answer = await nima.press(result, BUTTON)
        assert answer.url is not None and "start=v" in answer.url
        await nima.start(answer.url.split("start=", 1)[1])
        linked = await server.wait_for(lambda: next((m for m in reviews(nima) if "your play reviewed" in m.body),
                                                    None), timeout=30, what="the review through the link")

        assert (await nima.press(result, BUTTON)).text == COMING
        review = await server.wait_for(lambda: next((m for m in reviews(nima)[1:] if "your play reviewed" in m.body),
                                                    None), timeout=30, what="the review")
        assert review.body.startswith("🔍 Hokm · hand 1: your play reviewed")
        assert "In trick " in review.body or "Well played!" in review.body
        assert review.body == linked.body, "the same hand, the same review"
        print(review.body)

        assert (await nima.press(result, BUTTON)).text == COMING  # a double tap sends nothing more
        await rt.drain()
        assert len(reviews(nima)) == 2

        stranger = await fred.press(result, BUTTON)
        assert stranger.text == "Only those who played this hand can have its review."
        forged = await fred.press(result, data=f"V|{table.id}|99")
        assert forged.text == "That hand can no longer be found."
        await rt.drain()
        assert reviews(fred) == []
