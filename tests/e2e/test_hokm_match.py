"""Four people play a whole Hokm match in a group, pressing only the buttons the bot sent them."""

from __future__ import annotations

import random
import re
import sqlite3
from collections import Counter
from pathlib import Path

from bot.table.model import Table
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, Group, Message, User
from tests.players import all_said, hand_message, made_once, my_turn, playable, press_one_redraw_behind

CARD = re.compile(r"^(10|[2-9AJQK])[♠♥♦♣]$")


async def seat_four(server: FakeTelegram, group: Group, people: list[User]) -> Message:
    alice, bob, carol, dave = people
    await alice.send(group, "/hokm")
    lobby = await server.wait_for(lambda: next(iter(server.bot_messages(group)), None))
    assert "Hokm table" in lobby.body
    for person, seat in ((alice, 0), (bob, 1), (carol, 2)):
        answer = await person.press(lobby, data=lobby.buttons[seat // 2][seat % 2].callback_data)
        assert answer.text == "You're seated."
    answer = await dave.press(lobby, "Join 4 ")
    assert answer.url is not None and "start=j" in answer.url, "unreachable players are sent to the DM"
    assert "Dave" not in server.message(group, lobby.message_id).body
    await dave.start(answer.url.split("start=", 1)[1])
    await server.wait_for(lambda: "Dave" in server.message(group, lobby.message_id).body)
    return server.message(group, lobby.message_id)


async def refusals_change_nothing(player: User, outsider: User, message: Message, in_group: Message,
                                  illegal: str | None, legal: str, table: Table) -> None:
    """Illegal, foreign, forged and stale presses are answered and leave the game as it was."""
    game = table.game
    assert game is not None and illegal is not None
    version = game.version
    assert (await player.press(message, data=illegal)).text == "You must follow the suit that was led."
    # An outsider can only reach the data through a forged press on a message they see: the group's.
    assert (await outsider.press(in_group, data=illegal)).text == "You're not playing in this game."
    for forged in ("G|zzzzzzzz|1|p:AS", "G|" + table.id + "|1|p:ZZ", "garbage", "L|" + table.id + "|j9"):
        assert (await player.press(message, data=forged)).text in (
            "That button is out of date.", "This game is over.", "It's not your turn.",
            "This button does not belong to a table in this chat.")
    assert game.version == version
    await made_once(player, message, next(b.callback_data or "" for row in message.buttons for b in row
                                          if b.text == legal), table)


def dealt(people: list[User]) -> list[list[str]] | None:
    """The cards each hand shows, once every hand shows 13 (the hands are redrawn each in its own chat's turn)."""
    hands = [[b.text.strip("·") for row in hand_message(p).buttons for b in row] for p in people]  # type: ignore[union-attr]
    hands = [[card for card in hand if CARD.match(card)] for hand in hands]
    return hands if all(len(hand) == 13 for hand in hands) else None


async def test_four_players_finish_a_match(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", started=True, language_code="en")
    bob = server.add_user("Bob", started=True, language_code="en")
    carol = server.add_user("<b>Carol</b>", started=True, language_code="en")
    dave = server.add_user("Dave", started=False, language_code="en")
    eve = server.add_user("Eve", started=True, language_code="en")
    people = [alice, bob, carol, dave]
    group = server.create_group("Hokm night", [*people, eve], owner=alice)
    rng = random.Random(7)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0) as rt:
        lobby = await seat_four(server, group, people)
        assert (await eve.press(lobby, "Start")).text == "Only the table's creator or a group admin can do that."
        assert (await alice.press(lobby, "Start")).text == "The game has started!"
        await server.wait_for(lambda: "is the hakem" in server.message(group, lobby.message_id).body,
                              what="the ace deal, shown to all")
        table = next(iter(rt.tables))

        checked_full_hands = refused = behind = False
        for _ in range(3000):
            if table.game is not None and table.game.is_over():
                break
            acting = await server.wait_for(lambda: next((p for p in people if my_turn(p)), None))
            message = my_turn(acting)
            assert message is not None
            if not checked_full_hands and "Trump: " in message.body and "not chosen" not in message.body:
                hands = await server.wait_for(lambda: dealt(people), what="every hand redrawn with its 13 cards")
                cards = [card for hand in hands for card in hand]
                assert len(set(cards)) == 52
                checked_full_hands = True
            choices = playable(message)
            inactive = [b.callback_data for row in message.buttons for b in row if b.text.startswith("·")]
            if inactive and not refused:
                await refusals_change_nothing(acting, eve, message, lobby, inactive[0], rng.choice(choices), table)
                refused = True
                continue
            if not behind and await press_one_redraw_behind(acting, message, table):
                behind = True
                continue
            await acting.press(message, rng.choice(choices))
        await all_said(server, rt)

        assert refused and checked_full_hands and behind
        group_text = server.dump(group)
        assert "won the match" in group_text
        print(group_text)
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20
        # Only the two refusals the bot expects and handles: the reachability probe of a person who never
        # started the bot, and an edit that would change nothing.
        errors = [(c.method, c.description) for c in server.transcript.errors() if c.method != "getUpdates"]
        expected = ("bot can't initiate conversation", "message is not modified")
        assert all(any(e in (d or "") for e in expected) for _, d in errors), errors

        assert table.game is not None
        hands = table.game.public_view()["hand_no"] + 1
        group_calls = [c for c in server.transcript.writes(group.id) if c.ok]
        dm_calls = [c for p in people for c in server.transcript.writes(p.id) if c.ok]
        print(f"\nAPI calls per hand over {hands} hands: group {len(group_calls) / hands:.1f}, "
              f"DMs {len(dm_calls) / hands:.1f} (all four players)")
        # How many edits a hand takes depends on how fast people press (at most one per edit interval and the
        # group's budget, checked above); what is sent and deleted does not: a result and a picture anew per hand.
        sent = Counter(c.method for c in group_calls)
        assert sent["sendPhoto"] <= hands + 2 and sent["deleteMessage"] <= hands + 1, sent
        assert sent["sendMessage"] <= hands + 3, sent

    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT user_id, won FROM game_players ORDER BY seat").fetchall()
        assert sorted(r[0] for r in rows) == sorted(p.id for p in people)
        assert sum(r[1] for r in rows) == 2
        assert conn.execute("SELECT COUNT(*) FROM live_tables").fetchone()[0] == 0
