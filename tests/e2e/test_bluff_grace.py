"""bluff.md §3.6: after a play the next player's Claim and Pass wait a few seconds, so that the others can still
press Bluff!; picking cards meanwhile is fine, a call within the grace is accepted and ends the wait."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

from bot.games.bluff import Bluff
from bot.runtime import Runtime
from tests.bluff_players import action, bluff_button, buttons, press_action, seat_all, take_turn, turn_of
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Group, User
from tests.players import hand_message

GRACE = 1.5


async def first_play(server: FakeTelegram, rt: Runtime, group: Group,
                     people: list[User]) -> tuple[Bluff, User, User, float]:
    """Three people sit down and start; the opener makes the first play. Returns the game, the opener, the
    player whose turn comes next and the (monotonic) time the play was made."""
    lobby = await seat_all(server, group, people)
    await people[0].press(lobby, "Start")
    game = next(iter(rt.tables)).game
    assert isinstance(game, Bluff)
    opener = await server.wait_for(lambda: turn_of(people, game))
    await take_turn(opener, game, random.Random(1), pass_rate=0)
    played_at = time.monotonic()
    after = await server.wait_for(lambda: turn_of(people, game, but=opener))
    return game, opener, after, played_at


def bluff_night(server: FakeTelegram) -> tuple[Group, list[User]]:
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob", "Carol")]
    return server.create_group("Bluff night", people, owner=people[0]), people


async def test_the_next_move_waits_while_the_others_may_call(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    group, people = bluff_night(server)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0, challenge_grace=GRACE) as rt:
        game, opener, after, played_at = await first_play(server, rt, group, people)
        hand = hand_message(after)
        assert hand is not None

        waited = await press_action(after, "pass", game)
        assert waited.text is not None and "the others may still call Bluff!" in waited.text
        assert game.plays == 1 and game.live is not None  # nothing moved
        first_card = action(buttons(hand, "s:")[0])
        assert (await press_action(after, first_card, game)).text is None  # picking is not held

        third = next(p for p in people if p not in (opener, after))
        table = await server.wait_for(lambda: bluff_button(server, group, 1))
        assert time.monotonic() - played_at < GRACE
        await third.press(table, data=buttons(table, "call:")[0].callback_data)
        await server.wait_for(lambda: game.live is None)  # the call was taken and settled
        assert any(a[1] == "call:1" for a in game.record()["actions"])
        # the call settled the play: whoever opens the next round need not wait, once the hands show it
        await rt.drain()
        acting = await server.wait_for(lambda: turn_of(people, game))
        await take_turn(acting, game, random.Random(2), pass_rate=0)


async def test_after_the_grace_the_move_goes_through(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    group, people = bluff_night(server)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0, challenge_grace=0.5) as rt:
        game, _, after, _ = await first_play(server, rt, group, people)
        await asyncio.sleep(0.6)
        assert (await press_action(after, "pass", game)).text is None
        assert game.record()["actions"][-1][1] == "pass"
