"""The rule options people choose in Telegram: Hokm's first hakem by high card (a group setting), Bluff's pile that
stays when everyone passes (a lobby choice), Bluff! pressed from a private hand, and Play again passing Bluff's
deal to the right."""

from __future__ import annotations

import random
from pathlib import Path

from bot.games.bluff import Bluff
from bot.games.cards import right_of
from tests.bluff_players import buttons, plain, press_action, seat_all, take_turn, to_play, turn_of
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Message, User
from tests.players import all_said, hand_message, open_with_computers, settings_screen


async def test_hokm_first_hakem_by_high_card(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    group = server.create_group("Hokm night", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        screen = await settings_screen(server, group, nima)
        assert "First Hokm hakem: first ace" in screen.body
        assert (await nima.press(screen, "high card")).text == "Saved."
        await server.wait_for(lambda: "First Hokm hakem: high card" in server.message(group, screen.message_id).body)
        await nima.send(group, "/rules hokm")
        rules = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if "Hokm rules" in m.body), None))
        assert "First hakem: everyone draws a card" in rules.body

        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        assert table.game is not None and table.game.options["first_hakem_method"] == "high_card"
        assert table.lobby_message_id is not None
        lobby = table.lobby_message_id
        await server.wait_for(lambda: server.message(group, lobby).body.startswith("Everyone drew a card:"))
        assert "drew the highest and is the hakem" in server.message(group, lobby).body
        print(plain(server.dump(group)))


async def test_bluff_pile_stays_bluff_from_the_dm_and_the_deal_moves_on(fake_telegram: FakeTelegram,
                                                                        tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Alice", "Bob", "Carol")]
    group = server.create_group("Bluff night", people, owner=people[0])
    rng = random.Random(3)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        lobby = await seat_all(server, group, people)
        assert (await people[0].press(lobby, "All pass: pile stays")).text is not None
        await server.wait_for(lambda: "✓ All pass: pile stays" in server.message(group, lobby.message_id)
                              .button_labels)
        assert (await people[0].press(server.message(group, lobby.message_id), "Start")).text == \
            "The game has started!"
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, Bluff) and game.options["burn_on_all_pass"] is False
        first_dealer = game.dealer

        opener = await server.wait_for(lambda: turn_of(people, game))
        await take_turn(opener, game, rng, pass_rate=0)
        for _ in range(2):  # the other two pass: the pile stays for the next round
            passer = await server.wait_for(lambda: turn_of(people, game, but=opener))
            await press_action(passer, "pass", game)
        kept = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                   if "stays on the table" in m.body), None))
        assert "Everyone passed: the pile of" in kept.body and game.pile and not game.burnt

        await server.wait_for(lambda: to_play(opener, game))
        await take_turn(opener, game, rng, pass_rate=0)
        assert game.live is not None
        caller = next(p for i, p in enumerate(people) if i not in (game.live.seat, game.turn))  # waiting its turn
        dm = await server.wait_for(lambda: (m := hand_message(caller)) is not None and buttons(m, "call:") and m)
        assert isinstance(dm, Message) and "press Bluff! here" in plain(dm.body)
        assert not (await caller.press(dm, "🫵 Bluff!")).text  # from the private chat, not the group
        await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                            if f"{caller.first_name} called" in plain(m.body)), None))

        for _ in range(800):
            if game.is_over():
                break
            acting = await server.wait_for(lambda: game.is_over() or turn_of(people, game))
            if isinstance(acting, User):
                await take_turn(acting, game, rng)
        assert game.is_over()
        await all_said(server, rt)

        result = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                     if "🔁 Play again" in m.button_labels), None))
        assert (await people[1].press(result, "Play again")).text == "A new table is open: press Start to play."
        again = await server.wait_for(lambda: next(iter(rt.tables), None))
        lobby = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if "Bluff table" in m.body and m.message_id > result.message_id),
                                                   None))
        assert (await people[1].press(lobby, "Start")).text == "The game has started!"
        second = again.game
        assert isinstance(second, Bluff)
        assert second.dealer == right_of(first_dealer, 3), "the deal passes to the right"
        opener_name = people[right_of(second.dealer, 3)].first_name
        await server.wait_for(lambda: f"{opener_name} opens the first round" in plain(
            server.message(group, lobby.message_id).body))
        print(plain(server.dump(group)))
