"""The fortunes' texts: the source's words, both languages complete, names kept in their place."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.fortune import MarriageBand, RankFlavour, SuitTheme, ask_for_name, love
from bot.fortune.readings import LOVE_MEANING, LOVE_SOURCE, NAME_LIMIT, daily_text, marriage_text
from bot.games.cards import RANKS

SOURCE = Path(__file__).resolve().parents[2] / "shared" / "seeds" / "000_1d797bfbbdd74744.txt"
LATIN_DIGIT = re.compile("[0-9]")


def test_every_rank_has_its_source_line_and_a_meaning_in_both_languages() -> None:
    assert list(LOVE_SOURCE) == list(RANKS)
    assert list(LOVE_MEANING["fa"]) == list(RANKS)
    assert list(LOVE_MEANING["en"]) == list(RANKS)


@pytest.mark.skipif(not SOURCE.exists(), reason="the Persian sources are not beside the repository")
def test_source_lines_are_verbatim() -> None:
    lines = {line.strip() for line in SOURCE.read_text(encoding="utf-8").splitlines()}
    assert set(LOVE_SOURCE.values()) <= lines


def test_shown_meanings_are_in_the_polite_written_register() -> None:
    assert LOVE_MEANING["fa"]["A"] == "دوستتان دارد"
    assert LOVE_MEANING["fa"]["10"] == "بوسه می‌خواهد"
    spoken = ("داره", "هست", "می‌خواد", "بزنه", "دودله", "حسوده", "فکرت", "باهات", "می‌یاد")
    assert not [shown for shown in LOVE_MEANING["fa"].values() if any(word in shown.split() for word in spoken)]


@pytest.mark.parametrize("filled", range(17))
@pytest.mark.parametrize("named", list(MarriageBand))
def test_persian_marriage_text_uses_persian_digits(filled: int, named: MarriageBand) -> None:
    assert not LATIN_DIGIT.search(marriage_text(filled, named, "fa"))


@pytest.mark.parametrize("theme", list(SuitTheme))
@pytest.mark.parametrize("flavour", list(RankFlavour))
def test_every_theme_and_flavour_reads_in_both_languages(theme: SuitTheme, flavour: RankFlavour) -> None:
    for lang in ("fa", "en"):
        assert len(daily_text("10D", theme, flavour, lang).splitlines()) == 3


def test_persian_love_text_uses_persian_digits() -> None:
    assert not LATIN_DIGIT.search(love("مریم", 7).text("fa"))


def test_a_name_cannot_reorder_the_text_around_it() -> None:
    title = love("\u202eمریم", 7).text("en").splitlines()[0]
    assert "\u202e" not in title
    assert "\u2068مریم\u2069" in title


def test_a_long_name_is_shortened_in_the_text_but_counted_in_full() -> None:
    fortune = love("ب" * 100, 8)
    title = fortune.text("fa").splitlines()[0]
    assert "ب" * (NAME_LIMIT - 1) + "…" in title
    assert "۱۰۰ حرف" in title


def test_english_title_counts_one_letter_in_the_singular() -> None:
    assert "(1 letter)" in love("X", 1).text("en")


def test_ask_for_name_reads_in_both_languages() -> None:
    assert "اسم" in ask_for_name("fa")
    assert "name" in ask_for_name("en")
