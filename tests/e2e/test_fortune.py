"""Card fortunes in a group and in a private chat, asked for through `/fal` and its buttons only."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.handlers import fortune_chat
from bot.handlers.fortune_chat import CAPTION_LIMIT, Desk, Place, split_caption, visible_length
from tests.botrunner import running_bot
from tests.fakebot import FakeTelegram, Group, Message, PrivateChat, User

GROUP_WINDOW = 2.0  # a short group budget window keeps a test of many replies quick


async def next_bot_message(server: FakeTelegram, place: Group | PrivateChat, before: int) -> Message:
    """The bot's newest message in `place` once it has sent more than `before` there."""

    def newest() -> Message | None:
        sent = server.bot_messages(place)
        return sent[-1] if len(sent) > before else None

    return await server.wait_for(newest)


async def menu(server: FakeTelegram, person: User, place: Group | PrivateChat, command: str = "/fal") -> Message:
    before = len(server.bot_messages(place))
    await person.send(place, command)
    return await next_bot_message(server, place, before)


async def said_to(server: FakeTelegram, person: User, place: Group | PrivateChat, said: Message) -> list[Message]:
    """What the bot said in `place` after the person's message `said`, read once it has answered the /fal the person
    sends next: an answer to `said`, whose update came first, would have been on its way before that menu."""
    ask = await person.send(place, "/fal")
    shown = await server.wait_for(lambda: next((m for m in server.bot_messages(place) if m.message_id > ask.message_id
                                                and "Card fortunes" in m.body), None), what="the menu asked for next")
    return [m for m in server.bot_messages(place) if said.message_id < m.message_id < shown.message_id]


def is_jpeg_spread(message: Message) -> bool:
    image = message.image()
    return image.format == "JPEG" and image.width == 960 and image.height > 600


async def test_love_fortune_in_a_group_asks_for_a_name_and_answers_with_the_spread(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", language_code="en")
    bob = server.add_user("Bob", language_code="en")
    group = server.create_group("Friends", [alice, bob])
    async with running_bot(server, tmp_path / "bot.db"):
        shown = await menu(server, alice, group)
        assert "Card fortunes" in shown.body
        assert shown.button_labels == ["💘 Love fortune", "💘 Today's love fortune", "💍 Marriage fortune",
                                       "💍 Today's marriage fortune", "🔮 Card of the day"]

        before = len(server.bot_messages(group))
        assert (await alice.press(shown, "💘 Love fortune")).text == "Waiting for the name…"
        question = await next_bot_message(server, group, before)
        assert "💘 \u2068Alice\u2069, what is the name of the one you love?" in question.body
        assert [e.get("url") for e in question.entities] == [f"tg://user?id={alice.id}"]
        assert question.reply_markup == {"force_reply": True, "selective": True, "input_field_placeholder": "Name"}

        # Someone else's reply is not an answer to Alice's question: the bot's next words answer Alice's own.
        await bob.send(group, "Carol", reply_to=question)
        letterless = await alice.send(group, "💖 123", reply_to=question)
        again = await server.wait_for(lambda: next((m for m in server.bot_messages(group)
                                                    if m.reply_to == letterless.message_id), None),
                                      what="Alice asked again")
        assert again.body == "Please send the other person's name, written in letters."
        assert again.reply_markup is not None
        assert [m for m in server.bot_messages(group) if question.message_id < m.message_id < again.message_id] == []

        before = len(server.bot_messages(group))
        name = await alice.send(group, "<b>Sara</b> 🌹", reply_to=again)
        answer = await next_bot_message(server, group, before)
        assert answer.reply_to == name.message_id and is_jpeg_spread(answer)
        header = "🔮 For \u2068Alice\u2069\nLove fortune for “\u2068<b>Sara</b> 🌹\u2069” (6 letters)\n"
        assert answer.body.startswith(header)
        # the seed is fresh each time: the reading lists the pairs that came up, or says that none did
        reading = answer.body[len(header):]
        assert reading.startswith("1. ") or reading.startswith("No pair came up"), reading
        assert "&lt;b&gt;Sara&lt;/b&gt;" in (answer.source or ""), "the name is shown, not obeyed"

        # The question was answered: a further reply is just a message in the group.
        further = await alice.send(group, "Maryam", reply_to=question)
        assert await said_to(server, alice, group, further) == []
        assert not server.transcript.errors()


async def test_card_of_the_day_is_the_same_all_day_and_too_many_fortunes_get_a_friendly_limit(
        fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    dara = server.add_user("Dara", language_code="en")
    group = server.create_group("Fortune tellers", [dara])
    async with running_bot(server, tmp_path / "bot.db", group_window=GROUP_WINDOW):
        shown = await menu(server, dara, group)
        cards = []
        for _ in range(2):
            before = len(server.bot_messages(group))
            await dara.press(shown, "Card of the day")
            cards.append(await next_bot_message(server, group, before))
        first, second = cards
        assert "Your card of the day:" in first.body and first.body == second.body
        assert first.photo_file is not None and second.photo_file is not None
        assert first.photo_file.source == second.photo_file.source

        before = len(server.bot_messages(group))
        await dara.press(shown, "💍 Marriage fortune")
        marriage = await next_bot_message(server, group, before)
        assert "of 16 cards found their home" in marriage.body or "No card found its home" in marriage.body
        assert "the bot's own" not in marriage.body and is_jpeg_spread(marriage)

        refused = await dara.press(shown, "Card of the day")
        assert refused.show_alert and refused.text is not None
        assert refused.text.startswith("🌙 \u2068Dara\u2069, the cards need a little rest!")
        assert "3 fortunes in 10 minutes" in refused.text and "Come back in 10 min." in refused.text

        # Counted once the answer to a /fal sent after the refusal has come.
        limited = await menu(server, dara, group)
        assert "the cards need a little rest" in limited.body and not limited.buttons
        assert len([m for m in server.bot_messages(group) if m.photo]) == 3


async def test_a_persian_chat_gets_persian_fortunes(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    nima = server.add_user("نیما", language_code="fa")
    group = server.create_group("فال", [nima])
    async with running_bot(server, tmp_path / "bot.db", group_window=GROUP_WINDOW):
        await menu(server, nima, group, "/lang fa")
        shown = await menu(server, nima, group, "/fortune")
        assert "فال ورق" in shown.body and "💍 فال ازدواج امروز" in shown.button_labels

        before = len(server.bot_messages(group))
        await nima.press(shown, "💍 فال ازدواج امروز")
        today = await next_bot_message(server, group, before)
        assert today.body.startswith("🔮 فال \u2068نیما\u2069\nفال ازدواج\n")
        assert "ربات" not in today.body and is_jpeg_spread(today)

        before = len(server.bot_messages(group))
        await nima.press(shown, "💍 فال ازدواج امروز")
        again = await next_bot_message(server, group, before)
        assert again.body == today.body, "today's fortune is the same all day"

        before = len(server.bot_messages(group))
        await nima.press(shown, "💘 فال عشق امروز")
        question = await next_bot_message(server, group, before)
        assert "اسم کسی که دوستش داری" in question.body
        before = len(server.bot_messages(group))
        await nima.send(group, "مریم", reply_to=question)
        answer = await next_bot_message(server, group, before)
        assert "فال عشق برای «\u2068مریم\u2069» (۴ حرف)" in answer.body


async def test_in_a_private_chat_the_next_message_is_the_name(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    sara = server.add_user("Sara", language_code="en", started=True)
    async with running_bot(server, tmp_path / "bot.db"):
        shown = await menu(server, sara, sara.dm)
        await sara.press(shown, "💘 Love fortune")
        question = await next_bot_message(server, sara.dm, 1)
        assert question.body == "💘 What is the name of the one you love? Send it here."
        assert question.reply_markup is None
        await sara.send(sara.dm, "Arash")
        answer = await next_bot_message(server, sara.dm, 2)
        assert answer.photo and answer.body.startswith("Love fortune for “\u2068Arash\u2069” (5 letters)")
        for _ in range(4):  # no limit in a private chat
            await sara.press(shown, "Card of the day")
        await server.wait_for(lambda: len([m for m in sara.inbox() if m.photo]) == 5)


@pytest.mark.parametrize("late_seconds", [600.0, 0.0])
async def test_a_late_name_is_told_the_question_expired_and_a_much_later_one_is_left_alone(
        fake_telegram: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, late_seconds: float) -> None:
    server = fake_telegram
    alice = server.add_user("Alice", language_code="en", started=True)
    monkeypatch.setattr(fortune_chat, "ASK_SECONDS", 0.0)
    monkeypatch.setattr(fortune_chat, "LATE_SECONDS", late_seconds)
    async with running_bot(server, tmp_path / "bot.db"):
        shown = await menu(server, alice, alice.dm)
        await alice.press(shown, "💘 Love fortune")
        await next_bot_message(server, alice.dm, 1)
        name = await alice.send(alice.dm, "Sara")
        late = [m.body for m in await said_to(server, alice, alice.dm, name)]
        assert late == (["That question has expired: send /fal for a new fortune."] if late_seconds else [])


# -- the pieces the flow rests on --------------------------------------------------------------------------


def test_a_reading_too_long_for_a_caption_goes_on_in_a_message() -> None:
    lines = ["<b>Title &amp; more</b>"] + [f"{n}. A♥ and A♦: They love you. 💖" for n in range(60)]
    caption, rest = split_caption(lines)
    assert visible_length(caption) <= CAPTION_LIMIT < visible_length(caption + "\n" + lines[len(caption.split("\n"))])
    assert caption.split("\n") + rest.split("\n") == lines
    assert split_caption(["short"]) == ("short", "")


def test_visible_length_counts_what_telegram_counts() -> None:
    assert visible_length("<b>a&lt;b</b>") == 3
    assert visible_length("💖") == 2  # one emoji, two UTF-16 code units


def test_the_limit_is_per_person_and_group_and_lifts_after_the_window() -> None:
    now = [1000.0]
    desk = Desk(clock=lambda: now[0])
    group, other, private = Place(-1, None, False), Place(-2, None, False), Place(5, None, True)
    for _ in range(fortune_chat.FORTUNES_PER_WINDOW):
        assert desk.wait(group, 5) == 0
        desk.record(group, 5)
        desk.record(private, 5)
    assert desk.wait(group, 5) == fortune_chat.WINDOW_SECONDS
    assert desk.wait(group, 6) == 0 and desk.wait(other, 5) == 0 and desk.wait(private, 5) == 0
    now[0] += fortune_chat.WINDOW_SECONDS
    assert desk.wait(group, 5) == 0
