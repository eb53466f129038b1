"""Bourse through the fake Bot API: two people and a computer player trade from `/bourse` to the last read. An
offer reaches the other players privately with a Take button and the group sees only the trade once made; the
reads come on the game's own clock when nobody presses; bad presses are refused; the result is stored."""

from __future__ import annotations

import functools
import random
import sqlite3
from pathlib import Path

from bot.games.bourse import Bourse
from bot.games.clock import TICK
from tests.bluff_players import action, plain, seat_all, table_message
from tests.botrunner import FAST, running_bot
from tests.fakebot import FakeTelegram, User
from tests.players import add_computer_and_start, all_said, hand_message, move_action, press_one_redraw_behind

# Whatever a press may meet while the clock reads cards, the last read (which ends the game) included.
ACCEPTED = (None, "That button is out of date.", "It's not your turn.", "That offer is no longer open.",
            "At most two offers between two reads.", "That card is burned.", "Not enough chips.", "This game is over.")


def actions_on(player: User) -> list[str]:
    """The moves on the player's hand message as it is now."""
    message = hand_message(player)
    return [] if message is None else [action(b) for row in message.buttons for b in row]


async def press(player: User, wanted: str) -> str | None:
    message = hand_message(player)
    assert message is not None, f"{player.first_name} has no buttons"
    (button,) = [b for row in message.buttons for b in row if action(b) == wanted]
    return (await player.press(message, data=button.callback_data)).text


async def sell_and_take(server: FakeTelegram, seller: User, buyer: User, group_id: int, game: Bourse) -> None:
    """The seller picks a card and a price in two presses; the buyer sees it privately and takes it; the group
    sees nothing of the offer, then the trade on the table's caption. A read on the clock may come between two
    presses and make the keyboard old, or close the offer before the buyer's hand shows it: then the seller
    starts again."""
    for _ in range(5):
        card = await offer_one(seller, game)
        made = [f"take:{o.id}" for o in game.offers if (o.maker, o.card) == (0, card)]
        if not made:  # closed by a read already
            continue
        await server.wait_for(functools.partial(lambda take: take in actions_on(buyer), made[0]))
        assert f"sells {card}" not in " ".join(m.body for m in server.bot_messages(group_id)), "the group saw an offer"
        taken = await press(buyer, made[0])
        if taken is None:
            break
        assert taken == "That offer is no longer open."
    assert game.trades[-1]["card"] == card and game.owner[card] == 1


async def offer_one(seller: User, game: Bourse) -> str:
    """The seller offers a card, through its page and a price; returns the card. The hand is drawn again at each
    read and at each offer the seller may take, back at its first page: the seller then starts again."""
    for _ in range(10):
        if "~page:1" not in actions_on(seller) and not await turned(seller, "~page:0"):
            continue  # still on a page of the last try: back to the first
        if not await turned(seller, "~page:1"):
            continue
        card_page = next((a for a in actions_on(seller) if a.startswith("~page:") and int(a[6:]) >= 100), None)
        if card_page is None or not await turned(seller, card_page):
            continue
        offer = next((a for a in actions_on(seller) if a.startswith("sell:")), None)
        if offer is not None and await press(seller, offer) is None:
            return offer.split(":")[1]
    raise AssertionError("no offer made in ten tries")


async def turned(player: User, page: str) -> bool:
    """Whether the page button turned the page: it is out of date if the hand was drawn again first, and gone if
    the hand shows another page (an edit on its way before the last press may show the page before it)."""
    if page not in actions_on(player):
        return False
    answer = await press(player, page)
    assert answer in (None, "That button is out of date."), answer
    return answer is None


async def test_two_people_and_a_computer_trade_to_the_end(fake_telegram: FakeTelegram, tmp_path: Path) -> None:
    server = fake_telegram
    people = [server.add_user(name, started=True, language_code="en") for name in ("Ann", "Ben")]
    outsider = server.add_user("Eve", started=True, language_code="en")
    group = server.create_group("Market", [*people, outsider], owner=people[0])
    rng = random.Random(13)
    db = tmp_path / "bot.db"

    async with running_bot(server, db, turn_seconds=0, clock_scale=0.02) as rt:
        lobby = await seat_all(server, group, people, "/bourse")
        assert "Bourse table" in lobby.body
        await add_computer_and_start(server, group, lobby, people[0], seated=3)
        table = next(iter(rt.tables))
        game = table.game
        assert isinstance(game, Bourse)
        in_group = await server.wait_for(lambda: table_message(server, group))
        await server.wait_for(lambda: all(hand_message(p) for p in people))

        forged = f"G|{table.id}|{game.version}|{TICK}:read:{len(game.read) + 1}"
        reader = people[game.reader] if game.reader < 2 else people[0]
        message = hand_message(reader)
        assert message is not None
        assert (await reader.press(message, data=forged)).text in ("That move isn't allowed now.",
                                                                   "That button is out of date.")
        # The table as shown now: a read on the clock sends it anew.
        in_group = await server.wait_for(lambda: table_message(server, group))
        assert (await outsider.press(in_group, data=forged)).text == "You're not playing in this game."
        assert (await reader.press(message, data=f"G|{table.id}|{game.version}|sell:ZZ:5")).text in (
            "That move isn't allowed now.", "That button is out of date.")

        await sell_and_take(server, people[0], people[1], group.id, game)
        await server.wait_for(lambda: any("🤝" in m.body for m in server.bot_messages(group) if m.photo),
                              timeout=15)

        behind = False
        while not game.is_over():  # the people wait, now and then trading; the clock reads the rest
            person = rng.choice(people)
            message = hand_message(person)
            if message is None or not message.buttons:
                await server.wait_for(lambda: game.is_over() or any(
                    (m := hand_message(p)) and m.buttons for p in people), timeout=15)
                continue
            # Wait means the same after any read or trade; an offer or a read may be gone by the time the press
            # arrives, and a page holds no move.
            if not behind and await press_one_redraw_behind(person, message, table,
                                                            lambda b: move_action(b.callback_data) == "done"):
                behind = True
                continue
            moves = [b.callback_data or "" for row in message.buttons for b in row]
            assert (await person.press(message, data=rng.choice(moves))).text in ACCEPTED
        reads = [a for _, a in game.record()["actions"] if a.startswith(f"{TICK}:read:")]
        assert reads, "no card was read by the clock"
        assert behind
        await all_said(server, rt)
        assert "The cards under the prizes" in plain(server.dump(group))
        assert server.transcript.max_per_minute(group.id, window=FAST["group_window"]) <= 20

    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT game FROM games").fetchall() == [("bourse",)]
        rows = conn.execute("SELECT json_extract(stats, '$.chips') FROM game_players").fetchall()
        assert len(rows) == 3 and sum(r[0] for r in rows) == 0
