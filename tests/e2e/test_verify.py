"""Deals anyone can verify, in a group: the start message shows the fingerprint of the game's seed and nothing
shows the seed until the result names it; `/verify` with it then answers in the group with the fingerprint, the
check and every deal, in either language."""

from __future__ import annotations

import random
from pathlib import Path

from bot.games.commitment import fingerprint, token
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram
from tests.players import all_said, open_with_computers, play_to_the_end


async def test_a_group_game_shows_its_fingerprint_then_its_seed_and_verify_rebuilds_its_deals(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Cards night", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima, "/shaitan")
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        mark, seed = fingerprint(game.seed), token(game.seed)
        start = await server.wait_for(lambda: next((m for m in server.bot_messages(group) if mark in m.body), None),
                                      what="the start message with the fingerprint")
        assert "Fingerprint of this match's deals" in start.body and start.message_id == table.lobby_message_id
        await play_to_the_end(server, nima, game, random.Random(4))
        await all_said(server, rt)
        # The result may be on its way as the last move is answered: what tells the seed first is the result.
        telling = [c for c in server.transcript.select(None, ok=True) if seed in str(c.params)]
        assert telling and "This match's seed" in str(telling[0].params), "something showed the seed before the end"
        assert all(seed not in m.body for m in nima.inbox())
        assert sum(mark in m.body for m in server.bot_messages(group)) == 1, "the fingerprint is shown once"
        result = next(m for m in server.bot_messages(group) if seed in m.body)
        assert f"This match's seed: {seed}" in result.body and f"/verify {seed}" in result.body

        said = await nima.send(group, f"/verify {seed}")
        answer = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                     if m.message_id > said.message_id), None), what="/verify")
        assert f"This seed's fingerprint: {mark}" in answer.body
        assert "✅ It is the fingerprint the match showed when it started" in answer.body
        assert "Shaitan" in answer.body and "Deal 1" in answer.body and "\u2068Nima\u2069: " in answer.body

        said = await nima.send(group, f"/verify {token(game.seed + 1)}")
        answer = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                     if m.message_id > said.message_id), None), what="/verify")
        assert "No finished match with this fingerprint was found." in answer.body

        said = await nima.send(group, "/lang fa")
        await server.wait_for(lambda: any(m.message_id > said.message_id for m in server.bot_messages(group)),
                              what="the language set")
        said = await nima.send(group, f"/verify {seed.upper()}")
        answer = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                     if m.message_id > said.message_id), None), what="/verify")
        assert f"اثر انگشت این بذر: {mark}" in answer.body and "پخش ۱" in answer.body and "✅" in answer.body

        said = await nima.send(group, "/verify")
        answer = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                     if m.message_id > said.message_id), None), what="/verify alone")
        assert answer.body.startswith("/verify را با بذری بفرستید")
