"""The shared drawing pieces: stock and discard piles, blind draws by position, and the meld search."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.blind_draw import draw_at, fan, parse_position, position_actions
from bot.games.cards import decks, standard_deck
from bot.games.melds import arrange, candidate_melds, meldable
from bot.games.piles import Piles
from bot.games.rummy import card_value


def test_piles_draw_from_the_top_and_show_only_the_discards() -> None:
    piles = Piles.from_rest(["2C", "3C", "4C"])
    assert piles.top is None and piles.draw_stock() == "4C"
    piles.throw("4C")
    piles.throw("9H")
    assert piles.top == "9H" and piles.take_discard() == "9H" and piles.top == "4C"
    assert piles.public() == {"stock": 2, "discard_top": "4C", "discards": ["4C"]}
    assert piles.places() == {"stock": ["2C", "3C"], "discard": ["4C"]}
    piles.take_discard()
    with pytest.raises(IndexError):
        piles.take_discard()
    piles.stock.clear()
    with pytest.raises(IndexError):
        piles.draw_stock()


@settings(max_examples=30, deadline=None)
@given(hand=st.lists(st.sampled_from(decks(1, jokers=1)), min_size=1, max_size=20, unique=True),
       seed=st.integers(0, 2**64), data=st.data())
def test_the_fan_places_do_not_depend_on_the_cards(hand: list[str], seed: int, data: st.DataObject) -> None:
    """Which place of the hand lands at which position depends on the seed and the count alone: any other cards
    in the same places are fanned the same way, so a position names a place, never a card."""
    others = data.draw(st.permutations(decks(1, jokers=1)))[:len(hand)]
    places = {card: i for i, card in enumerate(hand)}
    other_places = {card: i for i, card in enumerate(others)}
    assert [places[c] for c in fan(hand, seed)] == [other_places[c] for c in fan(others, seed)]
    assert sorted(fan(hand, seed)) == sorted(hand)
    position = data.draw(st.integers(1, len(hand)))
    held, other = list(hand), list(others)
    assert places[draw_at(held, position, seed)] == other_places[draw_at(other, position, seed)]
    assert len(held) == len(other) == len(hand) - 1


def test_positions_are_the_only_choices() -> None:
    assert position_actions("d", 3) == ["d:1", "d:2", "d:3"]
    assert parse_position("d:2", "d", 3) == 2
    for bad in ("d:0", "d:4", "d:02", "d:-1", "d:", "e:1", "d:1:1", "d:AS"):
        assert parse_position(bad, "d", 3) is None


def test_meld_search_finds_every_meld_and_the_cheapest_split() -> None:
    assert candidate_melds(["AS", "2S", "3S", "QS", "KS"]) == [("AS", "2S", "3S"), ("QS", "KS", "AS")]
    assert candidate_melds(["AS", "2S", "3S", "QS", "KS"], ace_high=False) == [("AS", "2S", "3S")]
    assert len(candidate_melds(["7C", "7D", "7H", "7S"])) == 5
    assert meldable(["7C", "7D", "7H", "2S", "KD"]) == {"7C", "7D", "7H"}
    # 7H could serve the run or the set; the set of sevens leaves less deadwood than the run here.
    grouped = arrange(["5H", "6H", "7H", "7C", "7D", "KS"], card_value)
    assert grouped.points == 24 and grouped.deadwood == ("5H", "6H", "KS")
    assert arrange(standard_deck()[:13], card_value).complete
