"""Practice tables without Telegram: the sizes their lobby offers, the computer players in every seat but the
person's, the button's data, and their records kept out of the scores, records and ratings."""

from __future__ import annotations

import pytest
from telegram import User

from bot import callbacks
from bot.play.seats import practice_seats, seat_computers
from bot.plugin import Column
from bot.registry import GAMES
from bot.screens.hands import hand_scene
from bot.screens.hints import HINT
from bot.store import FinishedSeat, Store
from bot.table import house_rules
from bot.table.model import PRACTICE_MOST, Seat, Table

NIMA = 11
COLUMNS = (Column("hands", "hands_won"),)


def practice(game: str, options: dict[str, object] | None = None) -> Table:
    ui = GAMES[game].ui
    table = Table(id="t1", chat_id=NIMA, thread_id=None, game_name=game, lang="en", creator_id=NIMA, chat_title="",
                  options=options or {}, seats=practice_seats(ui, User(NIMA, "Nima", False)), practice=True)
    seat_computers(table)
    return table


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_opens_full_with_the_person_first(game: str) -> None:
    table = practice(game)
    assert table.seats[0] == Seat(NIMA, "Nima")
    assert all(s is not None and s.computer for s in table.seats[1:])
    assert len(table.seats) in table.sizes() and not table.missing_players()
    assert len({s.name for _, s in table.occupied()}) == len(table.seats)


def test_sizes_are_a_fixed_seat_games_own_or_up_to_a_few() -> None:
    assert practice("hokm").sizes() == [2, 3, 4, 5, 6] and len(practice("hokm").seats) == 4
    assert practice("seep").sizes() == [2, 4]
    bluff = practice("bluff")
    assert bluff.sizes() == list(range(3, PRACTICE_MOST + 1)) and len(bluff.seats) == 4
    assert practice("rummy").sizes() == [2] and len(practice("rummy").seats) == 2


def test_another_size_keeps_the_person_and_seats_computers_in_the_rest() -> None:
    table = practice("hokm")
    table.seats = [None, Seat(NIMA, "Nima"), None]  # a size of 3 chosen, the person in the second seat
    seat_computers(table)
    assert table.seats[1] == Seat(NIMA, "Nima") and all(s is not None and s.computer for s in table.seats[::2])
    table.seats = [*table.seats, None, None, None, None]  # a size no lobby offers: the nearest one
    seat_computers(table)
    assert len(table.seats) == 6 and table.seat_of(NIMA) is not None and not table.missing_players()


def test_a_group_table_offers_no_sizes_for_a_game_people_join() -> None:
    group = practice("bluff")
    group.practice = False
    assert group.sizes() == []


def test_the_practice_button_names_its_game() -> None:
    assert callbacks.decode(callbacks.practice("twentyone")) == callbacks.Press("P", "twentyone", "")
    with pytest.raises(callbacks.BadCallback):
        callbacks.decode("P|hokm|x")


async def test_practice_is_kept_but_counted_in_no_score(store_at: str) -> None:
    store = await Store.open(store_at)
    seats = [FinishedSeat(0, NIMA, "Nima", True, {"hands_won": 7}), FinishedSeat(1, -2, "🤖 Kaveh", False, {})]
    assert await store.finish_game("p1", NIMA, None, "hokm", {"seed": 1, "options": {}, "players": 2}, {}, seats,
                                   practice=True)
    assert await store.leaderboard(NIMA, "hokm", COLUMNS) == []
    assert await store.player_record(NIMA, "hokm", COLUMNS) is None
    assert await store.finished_in_order() == []
    finished = await store.finished_game("p1")
    assert finished is not None and finished.practice
    total, games = await store.history(None, NIMA, 0, 5)
    assert total == 1 and games[0].practice
    assert await store.finish_game("g1", -100, None, "hokm", {"seed": 2, "options": {}, "players": 2}, {}, seats)
    record = await store.player_record(NIMA, "hokm", COLUMNS)
    assert record is not None and record.played == 1
    assert await store.finished_in_order() == ["g1"]
    await store.close()



@pytest.mark.parametrize("game", list(GAMES))
def test_every_games_practice_hand_offers_a_hint_on_the_persons_turn(game: str) -> None:
    """As a practice table starts (hints on, `play.lobby.start_game`), the person's hand offers the computer
    player's move on their turn, and that move is one the rules take."""
    table = practice(game, dict(GAMES[game].short_match))
    played = table.start(seed=5)
    table.hints = True
    for _ in range(200):  # the computer players move until it is the person's turn
        acting = played.to_act()
        if 0 in acting or not acting or played.is_over():
            break
        seat = min(acting)
        played.apply(seat, table.entry.computer(played, seat, 0.001))
    assert 0 in played.to_act(), f"{game}: the person never came to act"
    _, rows, _ = hand_scene(table, 0)
    assert [b.action for b in rows[-1]] == [HINT]
    advice = table.entry.advise(played, 0, 0.001)
    played.apply(0, advice.action)


def test_a_private_chat_chooses_only_what_its_practice_tables_use() -> None:
    """A group chooses computer players, hints and slow tables; a practice table fills its seats with computers,
    always offers hints and waits for nobody, so a private chat's /settings leaves them out."""
    group, private = house_rules.offered(-100), house_rules.offered(100)
    assert group.keys() >= house_rules.GROUP_ONLY
    assert "turn" in private and not house_rules.GROUP_ONLY & private.keys()
    assert private == {key: values for key, values in group.items() if key not in house_rules.GROUP_ONLY}
