"""The shared auction: both shapes, rising (Shelem) and once each (Ghahveh), independent of any game."""

from __future__ import annotations

from bot.games.auction import PASS, Auction, Ladder, bid_value


def test_ladder_values_and_membership() -> None:
    ladder = Ladder(100, 5, 165)
    assert ladder.values()[:3] == [100, 105, 110] and ladder.values()[-1] == 165
    assert ladder.values(above=100)[0] == 105 and ladder.values(above=103)[0] == 105
    assert ladder.values(above=165) == [] and ladder.values(above=50)[0] == 100
    assert 150 in ladder and 102 not in ladder and 170 not in ladder and 95 not in ladder


def test_bid_value_refuses_anything_but_plain_digits() -> None:
    assert bid_value("b:105") == 105
    assert [bid_value(a) for a in ("b:", "b:-5", "b:١٠٥", "b:1e3", "pass", "b:99999999", "b:0105")] == [None] * 7


def test_rising_auction_skips_passed_seats_and_ends_with_one_holder() -> None:
    auction = Auction((1, 2, 3, 0), Ladder(100, 5, 165))
    for seat, action in ((1, "b:100"), (2, PASS), (3, "b:110"), (0, PASS), (1, "b:120")):
        assert auction.refusal(seat, action) is None
        auction.apply(seat, action)
    refusal = auction.refusal(2, "b:150")
    assert auction.turn == 3 and refusal is not None and refusal[0] == "already_passed"
    auction.apply(3, PASS)
    assert auction.done and not auction.all_passed and (auction.holder, auction.high) == (1, 120)
    assert auction.bids_of(1) == [100, 120] and auction.actions(1) == []


def test_rising_auction_all_passed_and_the_last_seat_may_still_bid() -> None:
    auction = Auction((0, 1, 2), Ladder(2, 1, 5))
    for seat in (0, 1):
        auction.apply(seat, PASS)
    assert auction.turn == 2 and auction.actions(2) == ["b:2", "b:3", "b:4", "b:5", PASS]
    auction.apply(2, PASS)
    assert auction.all_passed


def test_the_opener_may_be_made_to_bid() -> None:
    auction = Auction((1, 0), Ladder(100, 5, 165), opener_must_bid=True)
    assert PASS not in auction.actions(1) and auction.refusal(1, PASS) == ("must_bid", "you must bid")
    auction.apply(1, "b:100")
    assert PASS in auction.actions(0)
    auction.apply(0, PASS)
    assert auction.done and auction.holder == 1


def test_once_each_auction_has_every_seat_name_one_value() -> None:
    auction = Auction((1, 2, 3, 0), Ladder(2, 1, 13), rising=False)
    assert auction.actions(1)[0] == "b:2" and PASS not in auction.actions(1)
    for seat, value in ((1, 4), (2, 2), (3, 4), (0, 3)):
        auction.apply(seat, f"b:{value}")
    assert auction.done and [auction.bids_of(s) for s in range(4)] == [[3], [4], [2], [4]]
    assert (auction.high, auction.holder) == (4, 1)
    assert auction.as_view()["calls"] == [[1, 4], [2, 2], [3, 4], [0, 3]]
    assert auction.total((0, 2)) == 5 and auction.total((1, 3)) == 8
