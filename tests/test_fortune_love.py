"""The love fortune against fortune-love.md: its checklist (§6), worked examples (§7) and odd names."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.fortune import LoveFortune, NameWithoutLetters, letters, love, love_from_deck
from bot.fortune.readings import LOVE_MEANING
from bot.games.cards import rank, shuffle, standard_deck

ZWNJ, RLM, LRM, TATWEEL, TASHDID = "\u200c", "\u200f", "\u200e", "\u0640", "\u0651"


def cards_of(spaced: str) -> list[str]:
    """Card codes written the way the spec writes them, separated by spaces."""
    return spaced.split()


SEED_7 = cards_of(
    "5D AS 6H JC 2S QC AC 7D 2D QS 4D 9C KH 6S 8H 7S QD 4H 10D KC 9D 5S 5H 3H JS KS 8C 10S 6D 10H 2C JH "
    "4S 3D 8S AH 2H 6C 3C AD 7H 9S QH JD 7C 9H 5C 4C 3S KD 10C 8D"
)


def fortune_for(letter_count: int, deck: list[str]) -> LoveFortune:
    return love_from_deck("x" * letter_count, deck)


# §6 checklist


@pytest.mark.parametrize(
    ("name", "count"),
    [("مریم", 4), ("علی", 3), ("آرش", 3), ("محمدرضا", 7), ("سارا", 4), ("فاطمه", 5), ("نیلوفر", 6)],
)
def test_letters_of_the_specs_persian_names(name: str, count: int) -> None:
    assert letters(name) == count


@pytest.mark.parametrize(
    "spelling",
    [f"محمد{ZWNJ}رضا", "محمد رضا", f"محمـ{TATWEEL}درضا", f"محم{TASHDID}درضا", f"{RLM}محمدرضا{LRM}"],
)
def test_zwnj_space_tatweel_tashdid_and_rtl_marks_add_no_letter(spelling: str) -> None:
    assert letters(spelling) == 7


def test_pile_j_holds_every_lth_card_from_j_bottom_to_top() -> None:
    deck = shuffle(standard_deck(), 3)
    for count in (1, 3, 4, 7, 13):
        piles = fortune_for(count, deck).piles
        assert len(piles) == count
        assert all(pile == tuple(deck[j::count]) for j, pile in enumerate(piles))


def test_reading_order_is_the_last_pile_first_each_bottom_to_top() -> None:
    fortune = fortune_for(5, shuffle(standard_deck(), 11))
    assert fortune.sequence == tuple(card for pile in reversed(fortune.piles) for card in pile)


def test_one_letter_reads_the_deck_as_dealt() -> None:
    deck = shuffle(standard_deck(), 5)
    assert fortune_for(1, deck).sequence == tuple(deck)


def test_a_triple_gives_one_pair_and_the_third_card_stays() -> None:
    # One letter keeps the deck order, so the sequence can be written directly.
    pairs = fortune_for(1, ["5C", "5D", "5H", "2C", "9S"]).pairs
    assert [(p.index, p.first, p.second) for p in pairs] == [(0, "5C", "5D")]


def test_a_quadruple_gives_two_pairs() -> None:
    pairs = fortune_for(1, ["3C", "7C", "7D", "7H", "7S", "KD"]).pairs
    assert [(p.index, p.first, p.second) for p in pairs] == [(1, "7C", "7D"), (3, "7H", "7S")]


def test_a_triple_pairs_its_third_card_with_an_equal_neighbour_after_it() -> None:
    pairs = fortune_for(1, ["5C", "5D", "5H", "5S", "2C"]).pairs
    assert len(pairs) == 2


def test_pair_scan_does_not_wrap_from_last_card_to_first() -> None:
    assert fortune_for(1, ["QC", "2D", "9S", "QH"]).pairs == ()


def test_removed_pair_does_not_make_its_neighbours_adjacent() -> None:
    assert fortune_for(1, ["8C", "JD", "JH", "8S"]).ranks == ("J",)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**64), count=st.integers(1, 60))
def test_paired_ranks_are_the_same_when_the_sequence_is_read_backwards(seed: int, count: int) -> None:
    fortune = fortune_for(count, shuffle(standard_deck(), seed))
    backwards = fortune_for(1, list(reversed(fortune.sequence)))
    assert sorted(fortune.ranks) == sorted(backwards.ranks)


def test_each_pair_reads_its_ranks_meaning() -> None:
    fortune = love("مریم", 7)
    for pair, line in zip(fortune.pairs, fortune.text("fa").splitlines()[1:], strict=True):
        assert line.endswith(LOVE_MEANING["fa"][pair.rank])
        assert rank(pair.second) == pair.rank


def test_no_pair_shows_the_no_pair_message() -> None:
    fortune = love_from_deck("علی", standard_deck())
    assert fortune.pairs == ()
    assert fortune.text("fa").splitlines()[1] == "جفتی نیامد؛ فال امروز جوابی ندارد، بعداً دوباره امتحان کنید."
    assert "No pair came up" in fortune.text("en")


def test_same_name_and_seed_give_the_same_fortune() -> None:
    assert love("نیلوفر", 99) == love("نیلوفر", 99)
    assert love("نیلوفر", 99).text("fa") == love("نیلوفر", 99).text("fa")


@pytest.mark.parametrize("count", [3, 4])
def test_canonical_deck_with_three_or_four_letters_gives_no_pair(count: int) -> None:
    assert fortune_for(count, standard_deck()).pairs == ()


# §7 worked examples


def test_worked_example_1_mini_deck_with_three_letters() -> None:
    fortune = love_from_deck("علی", cards_of("9S AC 7D KS 9H 7S KH 9D 3H 2C"))
    assert fortune.piles == (("9S", "KS", "KH", "2C"), ("AC", "9H", "9D"), ("7D", "7S", "3H"))
    assert fortune.sequence == tuple(cards_of("7D 7S 3H AC 9H 9D 9S KS KH 2C"))
    found = [(p.index, p.first, p.second) for p in fortune.pairs]
    assert found == [(0, "7D", "7S"), (4, "9H", "9D"), (7, "KS", "KH")]
    assert fortune.ranks == ("7", "9", "K")


def test_worked_example_2_golden_vector_seed_7_maryam() -> None:
    fortune = love("مریم", 7)
    assert fortune.letters == 4
    assert fortune.deck == tuple(SEED_7)
    rows = [fortune.sequence[i : i + 13] for i in range(0, 52, 13)]
    assert [" ".join(row) for row in rows] == [
        "JC 7D 9C 7S KC 3H 10S JH AH AD JD 4C 8D",
        "6H AC 4D 8H 10D 5H 8C 2C 8S 3C QH 5C 10C",
        "AS QC QS 6S 4H 5S KS 10H 3D 6C 9S 9H KD",
        "5D 2S 2D KH QD 9D JS 6D 4S 2H 7H 7C 3S",
    ]
    assert [(p.index, p.first, p.second) for p in fortune.pairs] == [
        (8, "AH", "AD"), (27, "QC", "QS"), (36, "9S", "9H"), (40, "2S", "2D"), (49, "7H", "7C"),
    ]
    assert [LOVE_MEANING["fa"][r] for r in fortune.ranks] == [
        "دوستتان دارد", "رقیب", "می‌خواهد با شما حرف بزند", "برای جلو آمدن دودل است", "طرف قصد بدی دارد",
    ]


def test_worked_example_3_canonical_deck_ali() -> None:
    fortune = love_from_deck("علی", standard_deck())
    assert list(fortune.sequence) == cards_of(
        "3C 6C 9C QC 2D 5D 8D JD AH 4H 7H 10H KH 3S 6S 9S QS 2C 5C 8C JC AD 4D 7D 10D KD 3H 6H 9H QH "
        "2S 5S 8S JS AC 4C 7C 10C KC 3D 6D 9D QD 2H 5H 8H JH AS 4S 7S 10S KS"
    )
    assert fortune.pairs == ()


# Odd names and decks


@pytest.mark.parametrize("name", ["", "   ", ZWNJ + RLM, "😍❤️", "🇮🇷👩‍❤️‍👨", "۱۲۳ 42", "!؟…", TATWEEL * 3])
def test_a_name_without_letters_is_refused(name: str) -> None:
    with pytest.raises(NameWithoutLetters):
        love(name, 1)


def test_emoji_beside_letters_count_for_nothing() -> None:
    assert letters("سارا 😍❤️") == 4
    assert love("سارا 😍", 7).pairs == love("سارا", 7).pairs


def test_mixed_persian_and_english_letters_all_count() -> None:
    assert letters("Sara سارا") == 8
    assert letters("Zoë") == 3
    assert letters("Zoe\u0308") == 3  # decomposed ë


def test_letters_counts_madda_and_hamza_forms_once() -> None:
    assert letters("\u0627\u0653رش") == 3  # آ typed as alef + madda
    assert letters("ءأؤئ") == 4
    assert letters("خانهٔ") == 4


def test_a_hundred_letter_name_leaves_the_piles_past_the_52nd_empty() -> None:
    deck = shuffle(standard_deck(), 8)
    fortune = love("ب" * 100, 8)
    assert fortune.letters == 100
    assert [len(pile) for pile in fortune.piles] == [1] * 52 + [0] * 48
    assert fortune.sequence == tuple(reversed(deck))


def test_jokers_and_repeated_cards_are_refused() -> None:
    with pytest.raises(ValueError, match="distinct cards"):
        love_from_deck("علی", ["AC", "JK", "2C"])
    with pytest.raises(ValueError, match="distinct cards"):
        love_from_deck("علی", ["AC", "AC", "2C"])
