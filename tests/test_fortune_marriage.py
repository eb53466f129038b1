"""The marriage fortune against fortune-marriage.md (checklist §4, worked examples §5) and the rulings."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.fortune import MarriageBand, cell, marriage, marriage_from_deck
from bot.fortune.marriage import DECK, HOME, STOPPER, band
from bot.games.cards import rank
from bot.i18n import t

IN_ORDER = [*sorted(HOME, key=HOME.__getitem__), STOPPER]


def test_sub_deck_is_the_aces_kings_queens_jacks_and_the_ten_of_diamonds() -> None:
    assert len(DECK) == 17
    assert Counter(rank(card) for card in DECK) == {"A": 4, "K": 4, "Q": 4, "J": 4, "10": 1}
    assert [card for card in DECK if rank(card) == "10"] == ["10D"]


def test_layout_puts_card_i_at_position_i_plus_one_and_leaves_the_17th_in_hand() -> None:
    fortune = marriage(3)
    assert fortune.layout == fortune.deck[:16]
    assert fortune.hand == fortune.deck[16]


def test_positions_run_left_to_right_four_per_row_from_the_top() -> None:
    assert [cell(p) for p in (1, 4, 5, 13, 16)] == [(0, 0), (0, 3), (1, 0), (3, 0), (3, 3)]
    assert [cell(p)[0] for p in range(1, 17)] == [0] * 4 + [1] * 4 + [2] * 4 + [3] * 4


def test_home_map_follows_the_sources_rank_and_suit_order() -> None:
    source_order = [r + s for r in "AKQJ" for s in "SHCD"]
    assert [HOME[card] for card in source_order] == list(range(1, 17))
    assert source_order[:5] == ["AS", "AH", "AC", "AD", "KS"]
    assert source_order[-1] == "JD"
    assert STOPPER not in HOME


def test_ten_of_diamonds_in_hand_fills_nothing() -> None:
    fortune = marriage_from_deck(IN_ORDER)
    assert fortune.hand == "10D"
    assert fortune.filled == 0
    assert fortune.steps == ()


def test_each_step_lays_the_hand_card_home_and_takes_up_the_card_there() -> None:
    fortune = marriage(1)
    cells = list(fortune.layout)
    hand = fortune.hand
    for step in fortune.steps:
        assert (step.card, step.position, step.picked) == (hand, HOME[hand], cells[HOME[hand] - 1])
        cells[step.position - 1] = step.card
        hand = step.picked
    assert tuple(cells) == fortune.grid


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**64))
def test_chain_ends_on_the_ten_of_diamonds_within_16_placements_and_fills_no_cell_twice(seed: int) -> None:
    fortune = marriage(seed)
    assert fortune.filled <= 16
    assert len(fortune.face_up) == fortune.filled
    assert (fortune.steps[-1].picked if fortune.steps else fortune.hand) == "10D"
    assert all(fortune.grid[p - 1] == card for card, p in HOME.items() if p in fortune.face_up)


def test_all_sixteen_home_and_only_then_the_answer_is_yes() -> None:
    assert [n for n in range(17) if band(n) is MarriageBand.YES] == [16]


def test_same_seed_gives_the_same_fortune() -> None:
    assert marriage(2024) == marriage(2024)
    assert marriage(2024).text("fa") == marriage(2024).text("fa")


def test_the_orphan_seven_card_two_deck_fragment_plays_no_part() -> None:
    # L437–438 speak of a seven-card deal from two decks; this fortune lays one deck's 17 cards, no more.
    fortune = marriage(77)
    assert sorted(fortune.deck) == sorted(DECK)
    assert not any("#" in card for card in fortune.deck)


# §5 worked examples


def test_worked_example_1_seed_10_fills_all_sixteen() -> None:
    fortune = marriage(10)
    assert " ".join(fortune.deck) == "10D KH KC JD QD QS JS AC KS QC JC AD AS QH KD JH AH"
    chain = [(s.card, s.position, s.picked) for s in fortune.steps]
    assert chain == [
        ("AH", 2, "KH"), ("KH", 6, "QS"), ("QS", 9, "KS"), ("KS", 5, "QD"), ("QD", 12, "AD"), ("AD", 4, "JD"),
        ("JD", 16, "JH"), ("JH", 14, "QH"), ("QH", 10, "QC"), ("QC", 11, "JC"), ("JC", 15, "KD"),
        ("KD", 8, "AC"), ("AC", 3, "KC"), ("KC", 7, "JS"), ("JS", 13, "AS"), ("AS", 1, "10D"),
    ]
    assert fortune.filled == 16
    assert fortune.band is MarriageBand.YES
    assert fortune.grid == tuple(IN_ORDER[:16])


def test_worked_example_2_seed_1_fills_six() -> None:
    fortune = marriage(1)
    assert " ".join(fortune.deck) == "QC KH JD JC QH AS QS JH AD KC QD JS KD AH 10D AC KS"
    chain = [(s.card, s.position, s.picked) for s in fortune.steps]
    assert chain == [("KS", 5, "QH"), ("QH", 10, "KC"), ("KC", 7, "QS"), ("QS", 9, "AD"), ("AD", 4, "JC"),
                     ("JC", 15, "10D")]
    assert fortune.face_up == {4, 5, 7, 9, 10, 15}
    assert fortune.band is MarriageBand.OBSTACLES


def test_worked_example_3_swapping_the_last_two_fills_one() -> None:
    swapped = [*IN_ORDER[:15], "10D", "JD"]
    fortune = marriage_from_deck(swapped)
    assert [(s.card, s.position, s.picked) for s in fortune.steps] == [("JD", 16, "10D")]
    assert fortune.filled == 1


# The rulings' bands and the text


@pytest.mark.parametrize(
    ("filled", "named"),
    [
        (0, MarriageBand.NOT_YET), (5, MarriageBand.NOT_YET),
        (6, MarriageBand.OBSTACLES), (11, MarriageBand.OBSTACLES),
        (12, MarriageBand.CLOSE), (15, MarriageBand.CLOSE),
        (16, MarriageBand.YES),
    ],
)
def test_bands_follow_the_rulings_edges(filled: int, named: MarriageBand) -> None:
    assert band(filled) is named


def test_text_says_how_many_of_sixteen_found_home_and_leaves_the_provenance_to_the_help() -> None:
    fortune = marriage(1)
    assert "۶ ورق از ۱۶ ورق" in fortune.text("fa")
    assert "6 of 16 cards found their home." in fortune.text("en")
    assert "کامل کرده" not in fortune.text("fa") and "the bot's own" not in fortune.text("en")
    assert "the bot's own" in t("en", "help_general") and "کامل کرده" in t("fa", "help_general")


def test_text_for_no_card_home_says_none_of_sixteen() -> None:
    text = marriage_from_deck(IN_ORDER).text("fa")
    assert "هیچ ورقی" in text
    assert "۰ از ۱۶" in text


@pytest.mark.parametrize("order", [IN_ORDER[:16], [*IN_ORDER[:16], "10H"], [*IN_ORDER[:16], "AS"]])
def test_an_order_that_is_not_the_17_cards_is_refused(order: list[str]) -> None:
    with pytest.raises(ValueError, match="17 cards"):
        marriage_from_deck(order)
