"""One test per checklist line of `shared/rules/bourse.md` §8 (B01 … B11, in the file's order), then the engine's
own DEFAULTs: trading windows, the clock, lapsing offers and leaving."""

from __future__ import annotations

import pytest

from bot.games.bourse import DECK_A, DECK_B, OFFERS_PER_READ, Bourse, prizes, twin
from bot.games.protocol import LEAVE
from tests.bourse_support import check, deck_a_for, read_until, rig
from tests.game_harness import assert_refused, snapshot


def reason(game: Bourse, seat: int, action: str) -> str:
    assert_refused(game, seat, action)
    return game.explain_illegal(seat, action).reason


def test_B01_both_decks_are_full() -> None:
    assert sorted(DECK_A) == sorted(set(DECK_A)) and len(DECK_A) == 52
    assert len(set(DECK_B)) == 52 and {twin(c) for c in DECK_B} == set(DECK_A)


@pytest.mark.parametrize("players", [2, 4, 5, 13])
def test_B02_the_sale_deals_every_card_and_charges_price_per_card(players: int) -> None:
    game = Bourse({}, players, seed=players)
    held = {s: sum(1 for o in game.owner.values() if o == s) for s in range(players)}
    assert sum(held.values()) == 52
    assert all(game.ledger.net(s) == -10 * held[s] for s in range(players))
    assert sum(game.public_view()["prizes"]) == 520


@pytest.mark.parametrize(("pot", "split", "expected"), [(520, (50, 30, 20), [260, 156, 104]),
                                                        (260, (50, 30, 20), [130, 78, 52]),
                                                        (1040, (45, 33, 22), [468 + 1, 343, 228])])
def test_B03_prizes_floor_with_the_remainder_to_the_first(pot: int, split: tuple[int, int, int],
                                                          expected: list[int]) -> None:
    shares = prizes(pot, split)
    assert shares == expected and sum(shares) == pot and shares[0] > shares[1] > shares[2]


def test_B04_three_hidden_forty_nine_read_and_the_hidden_never_shown_before_the_end() -> None:
    game = Bourse({}, 3, seed=4)
    assert len(game.hidden) == 3 and len(game.unread) == 49
    while not game.is_over():
        check(game)
        game.apply(game.reader, f"read:{len(game.read) + 1}")
    assert len(game.read) == 49 and game.public_view()["hidden"] == game.hidden
    check(game)


def test_B05_a_read_burns_its_twin_which_can_no_longer_be_traded() -> None:
    game = rig(2, b=["AC", "2C", "3C", "QS"])
    holder = game.owner["QS"]
    game.apply(0, "read:1")
    assert game.burned == ["QS"] and "QS" not in game.live()
    assert reason(game, holder, "sell:QS:10") == "burned"


def test_B06_live_count_falls_by_one_a_read_down_to_the_hidden_three() -> None:
    game = Bourse({}, 2, seed=6)
    for r in range(49):
        assert len(game.live()) == 52 - r
        game.apply(game.reader, f"read:{r + 1}")
    assert sorted(game.live()) == sorted(twin(c) for c in game.hidden)


def test_B07_prices_from_one_to_the_first_prize() -> None:
    game = rig(2)
    card = next(c for c, s in game.owner.items() if s == 0)
    assert reason(game, 0, f"sell:{card}:0") == "price_out_of_range"
    assert reason(game, 0, f"sell:{card}:261") == "price_out_of_range"
    game.apply(0, f"sell:{card}:260")
    game.apply(0, f"sell:{card}:1")
    assert [o.price for o in game.offers] == [1]  # the new offer replaced the old


def test_B08_a_trade_fails_without_the_card_or_the_chips() -> None:
    game = rig(3, b=["AC", "2C", "3C", "KS"])
    card = next(c for c, s in game.owner.items() if s == 0 and c != "KS")
    game.apply(0, f"sell:{card}:50")
    game.apply(0, f"sell:{card}:40:1")  # replaces the public offer with a private one to seat 1
    assert reason(game, 2, "take:2") == "not_for_you"
    game.apply(1, "take:2")
    assert game.owner[card] == 1 and reason(game, 2, "take:2") == "offer_lapsed"
    poor = rig(2)
    dear = next(c for c, s in poor.owner.items() if s == 1)
    poor.ledger.move(0, 1, poor.ledger.balance(0) - 5)
    assert reason(poor, 0, f"buy:{dear}:6") == "no_chips"
    poor.apply(1, f"sell:{dear}:6")
    assert "take:1" not in poor.legal_actions(0) and reason(poor, 0, "take:1") == "no_chips"


def test_B09_no_trades_after_the_last_read() -> None:
    game = Bourse({}, 2, seed=9)
    for r in range(49):
        game.apply(game.reader, f"read:{r + 1}")
    assert game.is_over() and game.legal_actions(0) == [] and game.legal_actions(1) == []


def test_B10_the_holder_of_each_hidden_twin_takes_that_prize() -> None:
    holdings = {"7H": 1, "KC": 0, "2D": 3}
    game = rig(4, dealer=3, a=deck_a_for(holdings, 4, 3), b=["7H", "KC", "2D"])
    read_until(game, 3)
    assert game.winners_by_prize == [1, 0, 3]


def test_B11_the_balance_changes_sum_to_zero() -> None:
    game = Bourse({}, 5, seed=11)
    while not game.is_over():
        check(game)
        seat = min(game.to_act())
        legal = game.legal_actions(seat)
        game.apply(seat, next((a for a in legal if a.startswith("take:")), legal[0]))
    assert sum(game.ledger.nets()) == 0 and game.ledger.pots == {}


# -- DEFAULTs of the engine -----------------------------------------------------------------------------


def test_the_next_card_is_read_when_everyone_is_done_or_the_clock_runs_out() -> None:
    game = rig(3, dealer=2)
    assert game.public_view()["clock"] == {"window": "read", "seconds": 20, "seat": 2, "action": "tick:read:1"}
    game.apply(0, "done")
    game.apply(1, "done")
    assert game.to_act() == {2}
    game.apply(2, "done")
    assert len(game.read) == 1 and game.to_act() == {0, 1, 2}
    game.apply(2, "tick:read:2")
    assert len(game.read) == 2 and reason(game, 2, "tick:read:2") == "stale_read"


def test_offers_lapse_after_their_reads_and_are_limited_per_window() -> None:
    game = rig(2, b=["AC", "2C", "3C", "4C", "5C", "6C", "7C"], offer_reads=2)
    mine = [c for c, s in game.owner.items() if s == 0 and c[-1] != "C"]
    game.apply(0, f"sell:{mine[0]}:10")
    game.apply(0, f"sell:{mine[1]}:10")
    assert reason(game, 0, f"sell:{mine[2]}:10") == "offer_limit" and OFFERS_PER_READ == 2
    game.apply(0, "read:1")
    assert len(game.offers) == 2
    game.apply(0, "read:2")
    assert game.offers == []


def test_a_seat_that_leaves_keeps_its_cards_and_its_offers_go() -> None:
    game = rig(3, dealer=0)
    card = next(c for c, s in game.owner.items() if s == 0)
    game.apply(0, f"sell:{card}:10")
    game.apply(0, LEAVE)
    assert game.offers == [] and game.reader == 1 and game.owner[card] == 0
    game.apply(1, LEAVE)
    game.apply(2, LEAVE)
    assert game.is_over() and sum(game.ledger.nets()) == 0


def test_an_offer_to_oneself_is_refused_as_such_not_as_one_to_a_seat_that_left() -> None:
    game = rig(3)
    card = next(c for c, s in game.owner.items() if s == 0)
    assert reason(game, 0, f"sell:{card}:10:0") == "to_self"
    game.apply(2, LEAVE)
    assert reason(game, 0, f"sell:{card}:10:2") == "no_such_buyer"


def test_a_restart_between_two_reads_gives_the_same_game() -> None:
    game = Bourse({}, 3, seed=13)
    card = next(c for c, s in game.owner.items() if s == 1)
    game.apply(1, f"sell:{card}:30")
    game.apply(0, "done")
    restarted = Bourse.replay(game.record())
    clock = game.public_view()["clock"]
    assert restarted.public_view()["clock"] == clock
    for copy in (game, restarted):
        copy.apply(clock["seat"], clock["action"])
        copy.apply(2, "take:1")
    assert snapshot(restarted) == snapshot(game) and game.trades[-1]["buyer"] == 2


def test_offers_to_one_seat_are_seen_by_the_two_only_and_trades_by_all() -> None:
    game = rig(3)
    theirs = next(c for c, s in game.owner.items() if s == 1)
    game.apply(0, f"buy:{theirs}:40")
    assert game.public_view()["offers"] == [] and game.view(2)["private_offers"] == []
    assert game.view(0)["private_offers"] == game.view(1)["private_offers"] != []
    game.apply(1, "take:1")
    assert game.public_view()["trades"] == [{"card": theirs, "price": 40, "seller": 1, "buyer": 0, "read": 0}]
