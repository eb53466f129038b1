"""The worked examples of `shared/rules/bourse.md` §9, exactly (price 10 chips)."""

from __future__ import annotations

from tests.bourse_support import check, deck_a_for, read_until, rig
from tests.game_harness import assert_refused

P1, P2, P3, P4 = range(4)


def test_example_1_a_full_draw_with_one_trade() -> None:
    game = rig(4, dealer=P4, a=deck_a_for({"7H": P2, "KC": P1, "2D": P4}, 4, P4), b=["7H", "KC", "2D"])
    assert game.ledger.nets() == [-130] * 4 and game.public_view()["prizes"] == [260, 156, 104]
    read_until(game, 10)
    game.apply(P2, "sell:7H:60:2")
    game.apply(P3, f"take:{game.offers[0].id}")
    assert game.trades[-1] == {"card": "7H", "price": 60, "seller": P2, "buyer": P3, "read": 42}
    read_until(game, 3)
    assert sorted(game.live()) == ["2D", "7H", "KC"] and game.winners_by_prize == [P3, P1, P4]
    assert game.ledger.nets() == [26, -70, 70, -26]
    check(game)


def test_example_2_a_read_voids_an_offer() -> None:
    game = rig(4, b=["AC", "2C", "3C", "QS"])
    seller = game.owner["QS"]
    game.apply(seller, "sell:QS:90")
    game.apply(game.reader, "read:1")
    taker = (seller + 2) % 4
    assert_refused(game, taker, "take:1")
    assert game.explain_illegal(taker, "take:1").reason == "offer_lapsed"


def test_example_3_the_price_cap() -> None:
    game = rig(4, a=deck_a_for({"9C": P2}, 4, 0))
    assert_refused(game, P4, "buy:9C:270")
    assert game.explain_illegal(P4, "buy:9C:270").reason == "price_out_of_range"
    game.apply(P4, "buy:9C:260")
    game.apply(P2, "take:1")
    assert game.owner["9C"] == P4 and game.ledger.net(P4) == -130 - 260


def test_example_4_an_uneven_sale_of_five() -> None:
    game = rig(5, dealer=4)
    assert game.ledger.nets() == [-110, -110, -100, -100, -100]
    assert sum(game.public_view()["prizes"]) == 520
