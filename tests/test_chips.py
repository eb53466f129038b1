"""The shared mechanisms of the chip games: the ledger and its zero sum, amounts, rotating roles and the clock."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.chips import Ledger, amount_steps, parse_amount, split_evenly, whole_amount
from bot.games.clock import Window
from bot.games.roles import Rotation


@settings(max_examples=50, deadline=None)
@given(moves=st.lists(st.tuples(st.sampled_from([0, 1, 2, "bank", "bet"]), st.sampled_from([0, 1, 2, "bank", "bet"]),
                                st.integers(-5, 300))))
def test_every_transfer_keeps_the_table_at_zero_and_nobody_below_zero(
        moves: list[tuple[int | str, int | str, int]]) -> None:
    ledger = Ledger(3, 100)
    for source, target, amount in moves:
        before = ledger.as_view()
        try:
            ledger.move(source, target, amount)
        except ValueError:
            assert ledger.as_view() == before
        assert ledger.zero_sum()
    assert all(v > 0 for v in ledger.pots.values())


def test_a_pot_is_emptied_to_one_account() -> None:
    ledger = Ledger(2, 50)
    ledger.move(0, "bank", 30)
    ledger.move(1, "bank", 20)
    assert ledger.empty("bank", 1) == 50 and ledger.nets() == [-30, 30] and ledger.pots == {}
    with pytest.raises(ValueError):
        ledger.move(0, 1, 21)


def test_amount_steps_are_both_ends_and_the_1_2_5_series() -> None:
    assert amount_steps(5, 130) == [5, 10, 20, 50, 100, 130]
    assert amount_steps(1, 260) == [1, 2, 5, 10, 20, 50, 100, 200, 260]
    assert amount_steps(7, 7) == [7] and amount_steps(8, 7) == []


def test_amounts_have_one_spelling() -> None:
    assert parse_amount("bet:20", "bet") == 20 and whole_amount("20") == 20
    assert parse_amount("bet:020", "bet") is None and parse_amount("side:20", "bet") is None
    assert whole_amount("+2") is None and whole_amount("") is None and whole_amount("1" * 10) is None


def test_odd_chips_go_to_the_first_seats_in_order() -> None:
    assert split_evenly(151, [3, 1]) == {3: 76, 1: 75}
    assert split_evenly(10, [0, 1, 2]) == {0: 4, 1: 3, 2: 3}


def test_a_role_goes_right_skipping_seats_that_cannot_hold_it_until_the_rounds_end() -> None:
    rotation = Rotation(4, first=2)
    assert rotation.seek(lambda s: True) == 2
    assert rotation.pass_on(lambda s: s != 3) == 0
    assert rotation.pass_on(lambda s: True) == 1
    assert rotation.pass_on(lambda s: True) is None and rotation.done()


def test_a_window_names_its_expiry_action_and_only_that_seat_fires_it() -> None:
    window = Window("reveal", 60, seat=2, number=4)
    assert window.as_view() == {"window": "reveal", "seconds": 60, "seat": 2, "action": "tick:reveal:4"}
    assert window.expires_with(2, "tick:reveal:4") and not window.expires_with(1, "tick:reveal:4")
    assert not window.expires_with(2, "tick:reveal:3")
