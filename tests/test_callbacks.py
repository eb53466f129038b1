import pytest

from bot import callbacks
from bot.callbacks import BadCallback


def test_move_round_trips_with_its_version() -> None:
    data = callbacks.move("ab12cd34", 57, "p:10D")
    assert data == "G|ab12cd34|57|p:10D"
    press = callbacks.decode(data)
    assert (press.kind, press.target, press.version, press.op) == ("G", "ab12cd34", 57, "p:10D")


def test_lobby_press_round_trips() -> None:
    press = callbacks.decode(callbacks.lobby("ab12cd34", "j3"))
    assert (press.kind, press.target, press.op) == ("L", "ab12cd34", "j3")


def test_setting_press_round_trips() -> None:
    press = callbacks.decode(callbacks.setting("turn", 2))
    assert (press.kind, press.target, press.op) == ("S", "turn", "2")


def test_play_again_press_round_trips() -> None:
    press = callbacks.decode(callbacks.again("ab12cd34"))
    assert (press.kind, press.target) == ("A", "ab12cd34")


def test_history_press_round_trips_with_or_without_a_game() -> None:
    press = callbacks.decode(callbacks.history(0, 3))
    assert (press.kind, press.target, press.op, press.game) == ("H", "0", "3", "")
    press = callbacks.decode(callbacks.history(5_000_000_000, 0, "ab12cd34"))
    assert (press.kind, press.target, press.op, press.game) == ("H", "5000000000", "0", "ab12cd34")


def test_longest_move_fits_telegram_limit() -> None:
    assert len(callbacks.move("zzzzzzzz", 99999, "x" * 40).encode()) <= 64


@pytest.mark.parametrize("data", [
    None, "", "G", "G|", "G|abc|x|p:AS", "G|abc|1|", "L|abc|", "L||j1", "Q|abc|1|p:AS", "G|ab-c|1|p:AS",
    "G|abc|1|p:AS" + "x" * 60, "G|abc|١|p:AS", "L|ab c|j1", "A|", "A|ab-c",
    "H|0", "H|0|", "H|x|1", "H|0|-1", "H|0|1|", "H|0|1|ab-c", "H|0|1|ab|cd",
])
def test_forged_data_is_refused(data: str | None) -> None:
    with pytest.raises(BadCallback):
        callbacks.decode(data)


def test_encoder_refuses_what_telegram_would() -> None:
    with pytest.raises(ValueError):
        callbacks.move("t", 1, "p:" + "A" * 70)
    with pytest.raises(ValueError):
        callbacks.lobby("t", "ج")
