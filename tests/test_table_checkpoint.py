"""Taking back a change that could not be saved (`Table.checkpoint`): the table's record comes back whole, the
row's place in the database does not."""

from __future__ import annotations

from bot.table.model import Seat, Table


def lobby() -> Table:
    return Table("t1", -100, None, "hokm", "en", 1, "Night", {}, [Seat(1, "Ali"), None, None, None])


def test_a_join_taken_back_keeps_the_row_version_a_save_moved_meanwhile() -> None:
    """A lobby whose Join could not be saved (a full disk) must not rewind the row's version past a save that
    landed after the change began (the lobby message noted as shown): rewound, every later save of that lobby is
    refused as if another worker had saved it, and the lobby locks until its idle close."""
    table = lobby()
    table.row_version = 1
    undo = table.checkpoint()
    table.seats[1] = Seat(2, "Bita")  # the Join
    table.row_version, table.saved_moves = 2, 0  # what the database holds now, after another change's save
    undo()
    assert table.seats[1] is None, "the Join is taken back"
    assert table.row_version == 2, "the row stays where the database has it"


def test_a_move_taken_back_leaves_the_game_as_before_it() -> None:
    table = lobby()
    table.seats = [Seat(n, name) for n, name in enumerate(("Ali", "Bita", "Cyrus", "Dara"), start=1)]
    game = table.start(7)
    version, view = game.version, game.public_view()
    undo = table.checkpoint()
    seat = min(game.to_act())
    game.apply(seat, game.legal_actions(seat)[0])
    undo()
    assert table.game is not None and table.game.version == version and table.game.public_view() == view
