"""What the bot sends under load and under a failing server: within Telegram's flood limits, every state delivered,
and every press answered for what it did."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from random import Random

from bot.i18n import t
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, Faults
from tests.loadsupport import Autoplay, open_match
from tests.players import hand_message, my_turn, playable, seat_everyone, start_with_computers

# Telegram's limits as the test settings scale them: a private chat's one call a second ten times faster, and
# the bot's calls over all chats capped low enough for one table at full speed to reach it.
OVERALL = 20
LIMITS = Faults(private_limit=1, private_window=FAST["private_interval"], overall_limit=OVERALL)
PRESSES = 60


async def test_people_pressing_at_full_speed_meet_no_flood_limit(fake_telegram: FakeTelegram,
                                                                  tmp_path: Path) -> None:
    server = fake_telegram
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0, calls_per_second=OVERALL):
        match = await open_match(server, "Fast")
        server.faults = LIMITS
        playing = asyncio.create_task(Autoplay(server, Random(3)).play(match))
        await server.wait_for(lambda: match.presses >= PRESSES, timeout=120, what=f"{PRESSES} presses")
        playing.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await playing
    refused = server.transcript.errors(429)
    assert not refused, f"{len(refused)} calls refused, the first: {refused[0].line()}"


async def test_a_move_whose_hand_edit_fails_is_answered_as_applied_and_applied_once(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    ali = server.add_user("Ali", started=True, language_code="en")
    group = server.create_group("Cards", [ali], owner=ali)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0, computer_delay=1.0) as rt:
        lobby = await seat_everyone(server, group, [ali])
        await start_with_computers(server, group, lobby, ali)
        hand = await server.wait_for(lambda: my_turn(ali), timeout=60, what="Ali's turn")
        [table] = list(rt.tables)
        assert table.game is not None
        seat, version = table.seat_of(ali.id), table.game.version
        assert seat is not None
        # The edit of Ali's hand after the move fails with 502: Ali still sees the keyboard he pressed.
        server.fail_next("editMessageText", kind="server_error", executes=False, chat_id=ali.id)
        card = next(b for row in hand.buttons for b in row if b.text == playable(hand)[0])
        first = await ali.press(hand, data=card.callback_data)
        again = await ali.press(hand, data=card.callback_data)  # the same press again
        assert (first.text, again.text) == (None, None), "a move that was made must be answered as made"
        assert [s for s, _ in table.game.log[version:]].count(seat) == 1, "one press, one move"
        await server.wait_for(lambda: server.transcript.errors(502), what="the hand's edit failing")
        # and the edit, which carries the hand's state, is made again until it is delivered
        await server.wait_for(lambda: (m := hand_message(ali)) is not None and card.text not in m.button_labels,
                              what="the hand redrawn")
    assert t("en", "error") not in [a.text for a in (first, again)]
