"""A first game that explains itself, through the fake Bot API: a person's first Golf hand says how its buttons
work, and once that game is recorded their next one (in another group too) does not; `/rules seep` opens with
the game's summary."""

from __future__ import annotations

import random
from pathlib import Path

from bot.games.golf import Golf
from bot.registry import GAMES
from tests.botrunner import running_bot
from tests.e2e.test_commands import reply_to
from tests.fakebot import FakeTelegram, User
from tests.golf_players import open_table, play_to_end
from tests.players import all_said, hand_message

HOW_TO = GAMES["golf"].ui.how_to("en")


def first_hand(person: User, after: int) -> str | None:
    """The body of the person's hand message sent after message `after` of their private chat."""
    message = hand_message(person)
    return message.body if message is not None and message.message_id > after else None


async def test_a_newcomers_first_golf_hand_says_how_its_buttons_work_and_their_next_does_not(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", started=True, language_code="en")
    first, second = (server.create_group(title, [alice], owner=alice) for title in ("Golf night", "Golf club"))
    assert HOW_TO is not None
    async with running_bot(server, tmp_path / "bot.db", lang="en", turn_seconds=0) as rt:
        for group, newcomer in ((first, True), (second, False)):
            seen = max((m.message_id for m in alice.inbox()), default=0)
            await open_table(server, group, [alice], None, holes=1)
            game = next(iter(rt.tables)).game
            assert isinstance(game, Golf) and game.holes == 1
            body = await server.wait_for(lambda: first_hand(alice, seen), what="the first hand")  # noqa: B023
            assert (HOW_TO in body) is newcomer, body
            await play_to_end(server, game, [alice], random.Random(2))
            await all_said(server, rt)
        assert await rt.store.veterans("golf", [alice.id]) == {alice.id}


async def test_rules_of_a_game_open_with_its_summary(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True)
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", lang="fa"):
        for lang in ("fa", "en"):
            await reply_to(server, ali, group, f"/lang {lang}")
            body = (await reply_to(server, ali, group, "/rules seep")).body
            summary = GAMES["seep"].ui.summary(lang)
            assert body.startswith(summary + "\n\n"), body
            assert ("Seep rules" if lang == "en" else "قوانین سیپ") in body

