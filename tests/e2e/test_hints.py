"""💡 Hint in a group that allows hints: a player asks on their turn and is answered alone, in an alert; the group
hears only, with the result, that hints were used, and /stats marks the match."""

from __future__ import annotations

import random
from pathlib import Path

from bot import callbacks
from bot.screens.hints import hint_text
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Message
from tests.players import all_said, my_turn, open_with_computers, playable, settings_screen

HINT = "💡 Hint"


def with_hint(message: Message | None) -> Message | None:
    return message if message is not None and HINT in message.button_labels else None


async def test_a_player_asks_for_a_hint_and_the_result_says_so(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Hokm night", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        screen = await settings_screen(server, group, nima)
        assert "💡 Hints: not allowed" in screen.body
        assert (await nima.press(screen, data=callbacks.setting("hints", 1))).text == "Saved."
        await server.wait_for(lambda: "💡 Hints: allowed" in server.message(group, screen.message_id).body)

        await open_with_computers(server, group, nima)
        started = server.transcript.mark()
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None and table.hints and not table.hinted
        hand = await server.wait_for(lambda: with_hint(my_turn(nima)), timeout=30)
        expected = hint_text(table.entry, game, 0, table.entry.advise(game, 0, rt.settings.computer_think), "en")
        answer = await nima.press(hand, HINT)
        assert answer.show_alert and answer.text == expected and answer.text.startswith("💡 ")
        assert table.hinted

        rng = random.Random(4)
        while not game.is_over():
            turn = await server.wait_for(lambda: game.is_over() or my_turn(nima), timeout=30)
            if isinstance(turn, Message):
                await nima.press(turn, rng.choice([label for label in playable(turn) if label != HINT]))
        await all_said(server, rt)
        result = next(m for m in server.bot_messages(group) if "🔁 Play again" in m.button_labels)
        assert "💡 Hints were used in this match." in result.body + (result.caption or "")
        # The group hears nothing of the hint itself: only the result says hints were used.
        told = [text for call in server.transcript.select(chat_id=group.id, ok=True, since=started)
                if "💡" in (text := str(call.params.get("text", "")) + str(call.params.get("caption", "")))]
        assert len(told) == 1 and "💡 Hints were used in this match." in told[0], told

        await nima.send(group, "/stats hokm")
        stats = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if "played" in m.body and "Nima" in m.body), None))
        assert "(💡 1 with hints)" in stats.body
