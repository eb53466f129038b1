"""Review my play: the button beside What happened? under a hand's result is answered at once, and the presser's
private chat then holds the review of their moves in that hand (the message that said it was coming, rewritten),
or, where the bot may not write first, the press opens the private chat, which then sends it; a second press at
once sends nothing more; someone who did not play the hand is told the review is for its
players, and a button for a hand that does not exist is answered as gone. Every game that reviews a hand offers
the button under its hand results."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.i18n import t
from bot.registry import GAMES
from bot.table.model import Table
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import hand_message, open_with_computers, play_one_move

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


async def play_until_a_hand_ends(server: FakeTelegram, group: Group, person: User, table: Table) -> None:
    """The person presses, on their turn, a random button of their hand whose move is legal, until a hand's
    result carries the review button. The hand may have been drawn before other seats moved (Bi-Del's computers
    passing their cards): its buttons mean the same moves, and the bot takes them."""
    rng, seat = random.Random(5), table.seat_of(person.id)

    def next_press() -> tuple[Message | None, list[str]] | None:
        game = table.game
        if review_buttons(server, group):
            return None, []  # the hand is over: nothing more to press
        if game is None or seat is None or not (legal := set(game.legal_actions(seat))):
            return None
        message = hand_message(person)
        moves = [b.callback_data for row in message.buttons for b in row
                 if b.callback_data and b.callback_data.split("|", 3)[-1] in legal] if message else []
        return (message, moves) if message and moves else None

    while True:
        message, moves = await server.wait_for(next_press, timeout=30, what="a move to press")
        if message is None:
            return
        await person.press(message, data=rng.choice(moves))


@pytest.mark.parametrize("game", ["shelem", "ghahveh", "bidel", "klaberjass"])
async def test_each_game_that_reviews_offers_it_under_its_hand_results(fake_telegram: FakeTelegram, tmp_path: Path,
                                                                       game: str) -> None:
    server, entry = fake_telegram, GAMES[game]
    assert entry.review_cost is not None
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Card night", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima, f"/{game}")
        await play_until_a_hand_ends(server, group, nima, next(iter(rt.tables)))
        result = review_buttons(server, group)[0]
        assert "🎞 What happened?" in result.button_labels
        assert ((await nima.press(result, BUTTON)).text or "").startswith("The review of your play in this ")
        review = await server.wait_for(lambda: next((m for m in nima.inbox() if "your play reviewed" in m.body),
                                                    None), timeout=60, what="the review")
        print(review.body)
        assert review.body.startswith(f"🔍 {entry.ui.title('en')} · ")
        unit = t("en", entry.review_cost, cost="COST").partition("COST")[2]
        assert ("In trick " in review.body and unit in review.body) or "Well played!" in review.body
