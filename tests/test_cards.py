"""Cards, as `shared/rules/cards.md`: its checklist (§7) and worked examples (§8), then the parser's reach."""

from __future__ import annotations

import pytest

from bot.games.cards import (
    BLACK_JOKER,
    COLOUR_JOKER,
    JOKER,
    SUITS,
    ace_high_value,
    base,
    deal_order,
    decks,
    derive_seed,
    is_joker,
    is_red,
    label,
    label_fa,
    left_of,
    opposite,
    parse_fa,
    parse_fa_list,
    rank,
    rank_number,
    right_of,
    shuffle,
    sort_hand,
    sort_key,
    sorted_cards,
    standard_deck,
    suit,
    toman_to_chips,
)

# -- §7 checklist -----------------------------------------------------------------------------------------


def test_standard_deck_has_52_distinct_cards_four_suits_of_thirteen() -> None:
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert {s: sum(suit(c) == s for c in deck) for s in SUITS} == {"C": 13, "D": 13, "H": 13, "S": 13}


def test_suit_order_high_to_low_is_spades_hearts_diamonds_clubs() -> None:
    assert list(reversed(SUITS)) == ["S", "H", "D", "C"]
    assert sorted("SHDC", key=SUITS.index, reverse=True) == ["S", "H", "D", "C"]


def test_canonical_order_indices() -> None:
    deck = standard_deck()
    assert (deck[0], deck[12], deck[13], deck[51]) == ("AC", "KC", "AD", "KS")
    assert sorted_cards(shuffle(deck, 5)) == deck


def test_rank_numbers_ace_one_jack_eleven_queen_twelve_king_thirteen() -> None:
    assert [rank_number(c) for c in ("AS", "2S", "10S", "JS", "QS", "KS")] == [1, 2, 10, 11, 12, 13]


@pytest.mark.parametrize(("card", "caption"), [
    ("10D", "۱۰ خشت"), ("QS", "بی‌بی پیک"), ("AH", "آس دل"), ("JC", "سرباز خاج"), ("KD", "شاه خشت")])
def test_persian_labels(card: str, caption: str) -> None:
    assert label_fa(card) == caption


@pytest.mark.parametrize(("name", "card"), [
    ("تک خشت", "AD"), ("بابا دل", "KH"), ("پادشاه پیک", "KS"), ("۷ گشنیز", "7C"), ("۷ شبدر", "7C"),
    ("۹ الماس", "9D"), ("۵ لو خشت", "5D")])
def test_parser_accepts_the_sources_synonyms(name: str, card: str) -> None:
    assert parse_fa(name) == card


def test_hearts_and_diamonds_are_red_spades_and_clubs_black() -> None:
    assert [is_red(c) for c in ("AH", "AD", "AS", "AC")] == [True, True, False, False]


def test_right_left_and_opposite() -> None:
    for n in (3, 4, 5):
        for i in range(n):
            assert right_of(i, n) == (i + 1) % n and left_of(i, n) == (i - 1) % n
    assert [opposite(i) for i in range(4)] == [2, 3, 0, 1]


def test_dealing_starts_right_of_the_dealer_and_ends_with_him() -> None:
    for n in (2, 4, 6):
        for dealer in range(n):
            order = deal_order(dealer, n)
            assert order[0] == right_of(dealer, n) and order[-1] == dealer and sorted(order) == list(range(n))


def test_shuffle_is_deterministic_per_seed() -> None:
    deck = standard_deck()
    assert shuffle(deck, 42) == shuffle(deck, 42)
    assert shuffle(deck, 42) != shuffle(deck, 43)
    assert sorted(shuffle(deck, 42)) == sorted(deck) and deck == standard_deck(), "the input is not touched"


def test_toman_to_chips() -> None:
    assert [toman_to_chips(t) for t in (50, 200, 1000)] == [5, 20, 100]


def test_deck_index_never_changes_a_cards_meaning() -> None:
    assert (rank("QS#0"), suit("QS#0"), rank_number("QS#0")) == (rank("QS#1"), suit("QS#1"), rank_number("QS#1"))
    assert label_fa("QS#1") == label_fa("QS") and label("QS#0") == label("QS") == "Q♠"
    assert sort_key("QS#0") == sort_key("QS#1") and ace_high_value("QS#1") == ace_high_value("QS")


# -- §8 worked examples ----------------------------------------------------------------------------------


def test_example_1_labels_comparison_and_sorting() -> None:
    assert (label_fa("QS"), label_fa("AH")) == ("بی‌بی پیک", "آس دل")
    assert max(["QS", "KS", "AS"], key=ace_high_value) == "AS"
    assert sorted(["AS", "QS", "KS"], key=ace_high_value, reverse=True) == ["AS", "KS", "QS"]
    assert sorted_cards(["QS", "AH"]) == ["AH", "QS"]


def test_example_2_direction_at_the_sources_table_of_four() -> None:
    # cards.md lists the seats as Amir, Hamid, Amin, Mohammad, but its source seats Amir opposite Hamid and
    # Amin opposite Mohammad (000 L135), and plays Amir, Amin, Hamid, Mohammad in turn (L155, L159).
    names = ["Amir", "Amin", "Hamid", "Mohammad"]
    assert names[opposite(names.index("Amir"))] == "Hamid" and names[opposite(names.index("Amin"))] == "Mohammad"
    assert [names[right_of(names.index(n), 4)] for n in ("Amir", "Mohammad")] == ["Amin", "Amir"]
    dealer = names.index("Amin")
    assert [names[s] for s in deal_order(dealer, 4) * 2][:5] == ["Hamid", "Mohammad", "Amir", "Amin", "Hamid"]


def test_example_3_parsing_the_sources_own_notation() -> None:
    assert parse_fa_list("شاه دل ، تک خشت ، ۵ لو خشت ، سرباز دل") == ["KH", "AD", "5D", "JH"]


def test_example_4_stake_conversion() -> None:
    assert [toman_to_chips(t) for t in (1000, 50, 200, 3000)] == [100, 5, 20, 300]


# -- beyond the checklist --------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "card"), [
    ("بی‌بی خاج", "QC"), ("بی بی خاج", "QC"), ("بیبی خاج", "QC"), ("ملکه دل", "QH"),
    ("سر باز دل", "JH"), ("  سرباز   دل ", "JH"), ("۱۰ دل", "10H"), ("10 دل", "10H"), ("ده دل", "10H"),
    ("۵لو خشت", "5D"), ("دو لو پیک", "2S"), ("بي بي خشت", "QD"), ("آس دل سیاه", "AS"), ("شاه دل", "KH")])
def test_parser_normalises_spelling_spacing_and_digits(name: str, card: str) -> None:
    assert parse_fa(name) == card


@pytest.mark.parametrize("name", ["", "خشت", "لو خشت", "۱۱ دل", "آس", "آس قرمز", "سرباز سرباز دل x"])
def test_parser_refuses_what_is_not_a_card(name: str) -> None:
    with pytest.raises(ValueError):
        parse_fa(name)


def test_label_fa_round_trips_through_the_parser() -> None:
    assert [parse_fa(label_fa(c)) for c in standard_deck()] == standard_deck()


def test_ace_high_values() -> None:
    assert [ace_high_value(c) for c in ("2C", "10C", "JC", "QC", "KC", "AC")] == [2, 10, 11, 12, 13, 14]


def test_jokers_have_no_rank_number_and_sort_last() -> None:
    with pytest.raises(ValueError):
        rank_number(JOKER)
    assert sorted_cards([JOKER, "KS", "AC"]) == ["AC", "KS", JOKER]
    assert label(JOKER) == "🃏" and label_fa("JK#1") == "ژوکر"


def test_the_black_and_the_coloured_joker_are_distinct_jokers() -> None:
    assert BLACK_JOKER != COLOUR_JOKER and all(is_joker(c) for c in (JOKER, BLACK_JOKER, COLOUR_JOKER, "JK#1"))
    assert not any(is_joker(c) for c in standard_deck())
    assert suit(BLACK_JOKER) not in SUITS and suit(COLOUR_JOKER) not in SUITS
    assert label(BLACK_JOKER) != label(COLOUR_JOKER) and label_fa(COLOUR_JOKER) == "ژوکر رنگی"
    assert label_fa(BLACK_JOKER) == "ژوکر سیاه"
    assert sorted_cards([COLOUR_JOKER, "KS", BLACK_JOKER, JOKER]) == ["KS", JOKER, BLACK_JOKER, COLOUR_JOKER]
    with pytest.raises(ValueError):
        rank_number(BLACK_JOKER)


def test_several_decks_index_every_copy() -> None:
    two = decks(2)
    assert len(two) == 104 and len(set(two)) == 104 and two[0] == "AC#0" and two[52] == "AC#1"
    assert [base(c) for c in two] == standard_deck() * 2
    assert decks(1) == standard_deck() and decks(1, jokers=1) == [*standard_deck(), JOKER]
    assert decks(1, jokers=2)[-2:] == ["JK#0", "JK#1"]


def test_derived_seeds_are_stable_and_distinct() -> None:
    assert derive_seed(7, "hand", 0) == derive_seed(7, "hand", 0)
    assert len({derive_seed(7, "hand", n) for n in range(100)}) == 100
    assert 0 <= derive_seed(7, "x") < 2**128


def test_a_hand_is_shown_in_alternating_colours_from_the_ace_down() -> None:
    assert sort_hand(["2D", "10H", "AC", "KS", "AS", "3H", "JD"]) == ["AS", "KS", "10H", "3H", "AC", "JD", "2D"]
