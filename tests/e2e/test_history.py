"""/history: a group's finished games five to a page in one message, edited in place as anyone in the group turns
its pages; a game opens to its seed and the check of its deals, and one with tricks to its hands, each sending
that hand's picture in private; `/history me` a person's own, in the group or across groups in private; page data
no button carried is refused."""

from __future__ import annotations

import random
from pathlib import Path

from bot.runtime import Runtime
from bot.store import FinishedSeat
from tests.botrunner import running_bot
from tests.e2e.test_commands import reply_to
from tests.fakebot import FakeTelegram, Group, Message, PrivateChat, User
from tests.players import all_said, open_with_computers, play_to_the_end

SENT = "The picture of this hand is in your private chat with me."


async def record_shaitan(rt: Runtime, n: int, chat: int, title: str, players: list[User]) -> None:
    """A finished game recorded as the end of a game records it: a game without tricks."""
    seats = [FinishedSeat(seat, person.id, person.first_name, seat == 0, {}) for seat, person in enumerate(players)]
    record = {"options": {}, "players": len(seats), "seed": n, "actions": []}
    assert await rt.store.finish_game(f"shaitan{n}", chat, None, "shaitan", record, {}, seats, chat_title=title)


async def shown(server: FakeTelegram, where: Group | PrivateChat, message: Message, start: str = "", end: str = "",
                labels: list[str] | None = None) -> Message:
    """The message once it shows what is waited for: its text's start or end, or its buttons."""
    def now() -> Message | None:
        current = server.message(where, message.message_id)
        body = current.body
        showing = body.startswith(start) and body.endswith(end) and labels in (None, current.button_labels)
        return current if showing else None

    return await server.wait_for(now, what=f"the message showing {start or end or labels}")


def photos(user: User) -> list[Message]:
    return [m for m in user.inbox() if m.photo and "hand" in m.body]


async def test_a_groups_history_turns_its_pages_in_one_message(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("Nima", started=True, language_code="en")
    eve = server.add_user("Eve", started=True, language_code="en")
    fred = server.add_user("Fred", started=True, language_code="en")
    group = server.create_group("Hokm <b>night</b>", [nima, eve, fred], owner=nima)
    elsewhere = server.create_group("Elsewhere", [nima], owner=nima)
    async with running_bot(server, tmp_path / "bot.db", turn_seconds=0) as rt:
        await open_with_computers(server, group, nima)
        table = next(iter(rt.tables))
        game = table.game
        assert game is not None
        await play_to_the_end(server, nima, game, random.Random(5))
        await all_said(server, rt)
        for n in range(5):  # five games more recent than the match: it is the sixth, on the second page
            await record_shaitan(rt, n, group.id, group.title, [eve, fred] if n % 2 else [fred, nima])
        await record_shaitan(rt, 5, elsewhere.id, elsewhere.title, [nima, eve])

        listing = await reply_to(server, fred, group, "/history")
        assert listing.body.startswith("This group's games · page 1 of 2")
        assert "5. Shaitan · just now\n\u2068Fred\u2069, \u2068Nima\u2069\n🏆 \u2068Fred\u2069" in listing.body
        assert "Hokm" not in listing.body and "🎞" not in listing.body
        assert listing.button_labels == ["🔎 1", "🔎 2", "🔎 3", "🔎 4", "🔎 5", "Older ▶"]

        # Anyone in the group turns the page: the same message is edited.
        said = len(server.bot_messages(group))
        assert (await eve.press(listing, "Older ▶")).text is None
        page = await shown(server, group, listing, start="This group's games · page 2 of 2")
        assert "6. Hokm · just now · 🎞\n\u2068Nima\u2069, \u2068🤖 " in page.body  # computers named as they sat
        assert page.button_labels == ["🔎 6", "◀ Newer"]
        assert len(server.bot_messages(group)) == said, "nothing new is said"

        await fred.press(page, "🔎 6")  # the match opens to its seed, checked, and its hands
        opened = await shown(server, group, listing, end="Press a hand to get its picture in your private chat.")
        seed = format(game.seed, "032x")
        assert f"This match's seed: {seed}\nCheck the deals: /verify {seed}\n" \
               "✅ Every deal is the one this seed gives, and every move is legal on them." in opened.body
        hands = [label for label in opened.button_labels if label.isdigit()]
        assert hands[0] == "1" and opened.button_labels[-1] == "↩ Back to the list"
        assert (await fred.press(opened, "1")).text == SENT
        picture = await server.wait_for(lambda: next(iter(photos(fred)), None), what="the hand's picture")
        assert picture.body == "Hokm · hand 1"
        await fred.press(opened, "↩ Back to the list")
        await shown(server, group, listing, labels=["🔎 6", "◀ Newer"])

        # Data no button carried: a page past the last, a game of another group, data that does not decode.
        assert (await fred.press(listing, data="H|0|7")).text == "That page is not in this list."
        assert (await fred.press(listing, data="H|0|0|shaitan5")).text == "That game is not in this list."
        assert (await fred.press(listing, data="H|0|0|nothing")).text == "That game is not in this list."
        assert (await fred.press(listing, data="H|0|x")).text == "That button is out of date."
        assert server.message(group, listing.message_id).button_labels == ["🔎 6", "◀ Newer"]
        rules = await reply_to(server, fred, group, "/rules")  # another message of the bot's stays what it is
        assert (await fred.press(rules, data="H|0|0")).text == "That page is not in this list."
        assert server.message(group, rules.message_id).body == rules.body

        mine = await reply_to(server, eve, group, "/history me")
        assert mine.body.startswith("\u2068Eve\u2069's games in this group\n\n1. Shaitan")
        assert mine.body.count("Shaitan") == 2 and "Hokm" not in mine.body
        assert mine.button_labels == ["🔎 1", "🔎 2"]

        # In private, a person's games in every group, each named; the hands open and are sent there too.
        own = await reply_to(server, nima, nima.dm, "/history")
        assert own.body.startswith("\u2068Nima\u2069's games")
        assert "1. Shaitan in “\u2068Elsewhere\u2069”" in own.body
        assert "Hokm in “\u2068Hokm <b>night</b>\u2069”" in own.body  # the group's name shown as it is, not as HTML
        assert own.button_labels == ["🔎 1", "🔎 2", "🔎 3", "🔎 4", "🔎 5"]
        await nima.press(own, "🔎 5")
        opened = await shown(server, nima.dm, own, end="private chat.")
        assert (await nima.press(opened, "2")).text is None, "pressed in the private chat, it shows up there"
        await server.wait_for(lambda: any(m.body == "Hokm · hand 2" for m in photos(nima)), what="hand 2 in private")
        # The seed /history showed checks out by /verify in the private chat, though the game was the group's.
        checked = await reply_to(server, nima, nima.dm, f"/verify {seed}")
        assert "✅ It is the fingerprint the match showed when it started" in checked.body
        assert (await nima.press(own, data=f"H|{eve.id}|0")).text == "That page is not in this list."
        print(server.dump(group))
        print(server.dump(nima.id))
