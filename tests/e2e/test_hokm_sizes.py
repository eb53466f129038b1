"""Hokm tables of 2, 3, 5 and 6: the lobby sets the size, and a person plays a whole match with computers."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram
from tests.players import all_said, play_one_move


@pytest.mark.parametrize(("size", "teams"), [(2, None), (3, None), (5, None), (6, "three teams of two")])
async def test_a_match_at_every_table_size(fake_telegram: FakeTelegram, tmp_path: Path, size: int,
                                           teams: str | None) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True)
    group = server.create_group("Cards", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0, computer_delay=0.0) as rt:
        await nima.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        assert (await nima.press(lobby, f"{size} players")).text == "✓"
        await server.wait_for(lambda: len(next(iter(rt.tables)).seats) == size)
        table = next(iter(rt.tables))
        if teams:
            await server.wait_for(lambda: teams in " ".join(server.message(group, lobby.message_id).button_labels))
            await nima.press(server.message(group, lobby.message_id), teams)
        await nima.press(lobby, data=f"L|{table.id}|j0")
        await nima.press(lobby, data=f"L|{table.id}|sf")
        game = table.game
        assert game is not None and game.players == size
        rng = random.Random(size)
        while not game.is_over():
            await play_one_move(server, [nima], rng, over=game.is_over, timeout=30)
        await all_said(server, rt)
        assert "won the match" in server.dump(group) or "left" in server.dump(group)


async def test_a_lobby_made_smaller_forgets_the_teams_only_six_can_form(fake_telegram: FakeTelegram,
                                                                       tmp_path: Path) -> None:
    """Six players in three teams of two, then four: the four-player table has no teams option left to carry
    into its game, its record or a Play again."""
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Cards", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await nima.send(group, "/hokm")
        lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
        table = next(iter(rt.tables))
        assert (await nima.press(lobby, "6 players")).text == "✓"
        await server.wait_for(lambda: "three teams of two" in " ".join(
            server.message(group, lobby.message_id).button_labels), what="the teams offered")
        assert (await nima.press(server.message(group, lobby.message_id), "three teams of two")).text == "✓"
        assert table.options["teams"] == "3x2"
        assert (await nima.press(server.message(group, lobby.message_id), "4 players")).text == "✓"
        assert len(table.seats) == 4 and "teams" not in table.options, table.options
